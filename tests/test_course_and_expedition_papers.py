"""The forty-first session's papers, asked in everyday words.

- A course's, a retreat's, an expedition's and a home baker's: a request to the reader ("Please
  return the slip") does not say when others do it ("when will they be back?"); a parent's verb
  for a child ("can he wear trainers?") weighs less than what it asks about, as the asker's own
  does; "Saturday 12" is a date, not how far; "cost anything" is asked of "free", "late" of what
  one misses, "instead of me" of "in your place" and "valid" of how long a thing lasts.
"""

from __future__ import annotations

from pathlib import Path

from assistant.engines.offline.extract import expected_shapes, holds_shape
from tests.asking import assert_answered_from, extracted, folder_of

TRIP_LETTER = """Year 8 field trip

The coach leaves the school at 8.15am on Thursday and returns at about 6pm.
"""

REPLY_SLIP = """Reply slip

Please return the reply slip and the £12 payment by Friday 9 May.
"""

KIT = """Kit list

Each child needs a warm coat and boots that are already well worn in. No trainers: they get soaked
on the moor.
"""

CLUB_LETTER = """Welcome to the Allotment Society. Joining is free; the plot rent is £40 a year. If you miss more than
two work mornings you lose your priority for a bigger plot. Can't come? You may send a family member in
your place.
"""

PASS = """Your gym pass lasts twelve months from the day you join. Show it at the desk on every visit.
"""


def test_a_request_to_the_reader_does_not_say_when_others_do_it(tmp_path: Path) -> None:
    # "when will they be back?" (written "return") took "Please return the consent form by ..."
    folder = folder_of(tmp_path, "trip", {"trip_letter.txt": TRIP_LETTER, "reply_slip.txt": REPLY_SLIP})
    assert "6pm" in extracted(folder, "when will they be back")
    # ... while the reader's own return is asked of the request, and what a child should do of a
    # note that tells the child ("Practise 15 minutes a day"), as a guard.
    assert "9 May" in extracted(folder, "when do I return the reply slip")
    notebook = folder_of(tmp_path, "piano", {"notebook.txt": "Practise 15 minutes a day. Bring your book every week.\n"})
    assert "15 minutes" in extracted(notebook, "how long should she practise each day")


def test_a_parents_verb_for_a_child_weighs_less_than_what_it_asks_about(tmp_path: Path) -> None:
    # "worn in" holds "wear" as "trainers" is held by the rule: the kit list's first sentence won the tie.
    folder = folder_of(tmp_path, "kit", {"kit_list.txt": KIT})
    said = extracted(folder, "can he wear trainers")
    assert said.startswith("No trainers") and "worn in" not in said, said


def test_a_weekday_and_its_day_of_the_month_are_a_date_not_how_far() -> None:
    # "Saturday 12" held a number as "16 km" does: a letter's "the walk is on Saturday 12 and
    # Sunday 13 July" answered "how far do they walk on Saturday?" before the route's row.
    asked = expected_shapes("how far do they walk on Saturday")
    assert not holds_shape("The sponsored walk is on Saturday 12 and Sunday 13 July.", asked)
    assert holds_shape("day: Saturday; distance: 16 km.", asked)
    assert holds_shape("Pupils walk 12 miles on Saturday.", asked)


def test_everyday_words_for_a_club_a_course_and_a_pass(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "club", {"welcome_letter.txt": CLUB_LETTER, "gym_pass.txt": PASS})
    # "they never mention cost": "free" is what it costs.
    assert_answered_from(folder, "does it cost anything to join", "welcome_letter.txt", "Joining is free")
    # Declined as out of scope: no document says "late".
    assert_answered_from(folder, "what happens if I'm late", "welcome_letter.txt", "If you miss more than")
    # Declined as out of scope: "instead of me" is said "in your place".
    assert_answered_from(folder, "can my brother go instead of me", "welcome_letter.txt", "in your place")
    # "valid" is never said; "lasts" is.
    assert_answered_from(folder, "how long is the gym pass valid", "gym_pass.txt", "twelve months")
