"""The fortieth session's papers, asked in everyday words.

- A planning application's, a course leaflet's and a piano pupil's invoice: a document's title
  that holds a figure states it ("BSc Psychology (UCAS code C800)"), but not what its text below
  says, nor a sum it lacks; an email's "From:" line says who wrote it; "how tall" asks a length,
  not the fee for an extension; "resubmit" is "resubmission" and "apply" an "application";
  "payment" is held by a bill's "paid"; "stick out", "changed" and "grades" are asked of
  "projects", "amended" and a course's "offer".
- A household's bins, a passport renewal's holiday booking and a school place's criteria: "what
  day" asks a day, not "by 7am"; "Sunny Days Holidays: booking confirmed" heads the lines under
  it; "old batteries" and "my cousin" are not "not found" for want of "old" or "cousin"; a brother
  is a sibling; flying and leaving are departing.
- A reunion's, a fair's and new windows': a question a letter asks its reader is not answered by
  the sentence after it, as a FAQ's is; "per person" is "a head", "food" a buffet, "fundraising"
  what was raised and "go bust" "stop trading".
- A swimmer's, a walker's and a babysitter's: "do I need a wetsuit?" asks whether it is needed,
  "be back" is asked as "be back" of a note that says it, and "hilly", "round" and "sleep" are
  "hill", "around" and "bed".
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from assistant.engines.offline.extract import extract_answer
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.corpus import Corpus
from assistant.retrieval.text import held_in, tokenize
from assistant.tools.retriever import Snippet
from tests.asking import assert_answered_from, extracted, folder_of

LEAFLET = """BSc Psychology (UCAS code C800)

Typical offer: AAA at A level, including one science. The course lasts three years, or four with
a placement year. About 250 students start each year.
"""

STATEMENT = """Harbour Workplace Pension — annual statement, 5 April 2026

Value of your pot: £48,310. You paid £2,640 this year, and your employer paid £1,584.
"""

OFFICER_EMAIL = """From: Helen Marsh, Planning Officer
To: Daniel Okafor

Hi Daniel, I visited the site on Tuesday. Could you send an amended drawing showing the roof lights
set back 500mm from the edge? Regards, Helen
"""

FEES = """# Planning fees

| application | fee |
|---|---|
| extension or alteration to one house | £258 |
| resubmission within 12 months | free |
"""

DRAWING_NOTES = """Architect's notes

The extension projects 4 metres from the rear wall and is 3.4 metres high at the eaves. The roof is
flat with two roof lights.
"""


def _passage(name: str, text: str) -> Snippet:
    return Snippet(doc_id=name, chunk_id=f"{name}#0-0", text=text, score=3.0)


def test_a_title_that_holds_a_figure_states_it() -> None:
    # The title was only the heading of the sentences below it, which never say the code.
    found = extract_answer("what's the UCAS code", [_passage("course_leaflet.txt", LEAFLET)])
    assert "C800" in found.text, found


def test_a_title_is_not_the_answer_where_it_lacks_the_kind_asked_or_asks_the_steps() -> None:
    found = extract_answer("how much is in my pension", [_passage("pension.txt", STATEMENT)])
    assert "£48,310" in found.text and "annual statement" not in found.text, found
    how = extract_answer("how do I pay more into my pension", [_passage("pension.txt", STATEMENT)])
    assert "annual statement" not in how.text, how


def test_an_emails_sender_line_says_who_wrote_it(tmp_path: Path) -> None:
    # "From: ..." was taken for the email's title: every sentence held "planning officer" through it.
    folder = folder_of(tmp_path, "planning", {"officer_email.txt": OFFICER_EMAIL})
    assert_answered_from(folder, "who is our planning officer", "officer_email.txt", "Helen Marsh")


def test_how_tall_asks_a_length_not_a_fee(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "planning", {"fees.md": FEES, "drawing_notes.txt": DRAWING_NOTES})
    assert "3.4 metres" in extracted(folder, "how tall is the extension")


def test_latin_act_nouns_are_their_verbs() -> None:
    assert tokenize("resubmission") == tokenize("resubmit")
    assert tokenize("applications") == tokenize("apply")
    assert tokenize("subscription") == tokenize("subscribe")
    fees = folder_of_words(FEES)
    assert held_in("resubmit", fees)


def test_an_act_noun_is_held_by_its_verbs_irregular_form() -> None:
    # "payment" is "pay", which a bill writes "paid".
    assert held_in("payment", folder_of_words("Fees are paid a term in advance."))
    assert not held_in("payment", folder_of_words("Fees are due a term in advance."))


def test_everyday_words_for_a_planning_application_and_a_course(tmp_path: Path) -> None:
    notes = folder_of_words(DRAWING_NOTES)
    assert "project" in written_out("how far does the extension stick out", notes)
    assert "amended" in written_out("what does the officer want changed", folder_of_words(OFFICER_EMAIL))
    assert "offer" in written_out("what grades do I need", folder_of_words(LEAFLET))
    folder = folder_of(tmp_path, "planning", {"fees.md": FEES, "drawing_notes.txt": DRAWING_NOTES})
    assert "4 metres" in extracted(folder, "how far does the extension stick out")


def folder_of_words(text: str) -> Callable[[str], bool]:
    """Whether a folder of this one text holds a word's form, as its index answers it."""
    with tempfile.TemporaryDirectory() as tmp:
        return Corpus.from_folder(folder_of(Path(tmp), "notes", {"notes.txt": text})).has_form


BIN_GUIDE = """# What goes in which bin

- Blue bin: paper, card, tins, cans, glass bottles and jars.
- Batteries: put them in a clear bag on top of your blue bin lid.

Your bins are collected on Tuesdays. Put them out by 7am, with the lid closed.
"""

MISSED_REPLY = """Dear resident, our crew will return within two working days. If your bin was not out by 7am, we
cannot come back and you will need to wait for the next collection.
"""

HOLIDAY = """Sunny Days Holidays: booking confirmed
Lisbon, 7 nights, departing Gatwick on Saturday 28 June at 06:15.
Passengers: Ana Martins, Rui Martins, Leo Martins (child).
"""

CRITERIA = """# If a school has more applicants than places

1. Looked-after children
2. Children with a sibling at the school
3. Children living nearest the school, measured in a straight line
"""


def test_what_day_asks_a_day_not_a_time(tmp_path: Path) -> None:
    # "not out by 7am" held the when-shape as well as "on Tuesdays" did.
    folder = folder_of(tmp_path, "bins", {"what_goes_where.md": BIN_GUIDE, "missed_collection_reply.txt": MISSED_REPLY})
    assert "Tuesdays" in extracted(folder, "what day are the bins collected")


def test_a_named_title_line_heads_the_lines_under_it() -> None:
    # "Sunny Days Holidays: booking confirmed" held "holiday" and was the answer to how long.
    found = extract_answer("how long is the holiday", [_passage("holiday_booking.txt", HOLIDAY)])
    assert "7 nights" in found.text and "booking confirmed" not in found.text, found


def test_old_things_and_relatives_are_not_held_against_the_question(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "bins", {"what_goes_where.md": BIN_GUIDE})
    assert "clear bag" in extracted(folder, "what do I do with old batteries")
    school = folder_of(tmp_path, "school", {"criteria.md": CRITERIA})
    assert "sibling" in written_out("does having a brother at the school help", folder_of_words(CRITERIA))
    assert "sibling" in extracted(school, "does having a brother at the school help")


def test_flying_and_leaving_are_asked_of_a_departure(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "trip", {"holiday_booking.txt": HOLIDAY})
    assert "06:15" in extracted(folder, "when do we fly")
    assert "06:15" in extracted(folder, "what time are we leaving")


CLASSMATE = """Hi Jen! Count me in, and my wife Laura. I'm coming from Bristol so we'll stay at the Premier Inn on
the bypass. Is Mr Fletcher coming? He was the best teacher we had. Dan
"""

FAQ = """Is parking free?
Yes, for up to three hours in the staff car park.
"""

BUFFET = """Buffet for 45 people from the Red Lion kitchen: sandwiches, quiche and chips. £12 a head, served at
8.30pm. Final numbers are needed a week before.
"""


def test_a_question_a_letter_asks_its_reader_is_no_answer(tmp_path: Path) -> None:
    # The sentence after it was taken for its answer, as a FAQ's is: "is Mr Fletcher coming?" got
    # "Is Mr Fletcher coming? He was the best teacher we had." at 0.73.
    letter = extract_answer("is Mr Fletcher coming", [_passage("classmate_email.txt", CLASSMATE)])
    assert "Is Mr Fletcher coming?" not in letter.text, letter
    faq = extract_answer("is parking free", [_passage("faq.txt", FAQ)])
    assert "three hours" in faq.text, faq


def test_everyday_words_for_a_reunion_a_fair_and_a_guarantee(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "reunion", {"buffet_order.txt": BUFFET})
    assert "£12 a head" in extracted(folder, "how much is the buffet per person")
    assert "8.30pm" in extracted(folder, "what time is the food served")
    guarantee = folder_of_words("The guarantee is insurance-backed, so it is honoured even if we stop trading.")
    assert "stop trading" in written_out("what happens to the guarantee if they go bust", guarantee)
    assert "raise" in written_out("what's our fundraising target", folder_of_words("Last year we raised £2,340."))


SAFETY = """Safety rules

If you need help, roll onto your back and raise one arm. Swimming is cancelled if there is lightning
or the water is below 10°C without a wetsuit.
"""

KIT = """Kit advice

A wetsuit is strongly advised until the water reaches 16°C. Bring warm layers for afterwards.
"""

EVENING = """Notes for Saturday

We're going out from 7pm and should be back by 11.30pm. Help yourself to anything in the snack
cupboard. We'll pay £12 an hour, and we'll walk you home.
"""


def test_do_i_need_asks_whether_it_is_needed(tmp_path: Path) -> None:
    # The safety rule named the wetsuit as well, and was answered at 0.68.
    folder = folder_of(tmp_path, "swim", {"safety_rules.txt": SAFETY, "kit_advice.txt": KIT})
    assert "strongly advised" in extracted(folder, "do I need a wetsuit")


def test_be_back_is_asked_as_the_documents_say_it(tmp_path: Path) -> None:
    # "be back" was put "be home", which "we'll walk you home" holds.
    folder = folder_of(tmp_path, "sitter", {"evening_notes.txt": EVENING})
    assert "11.30pm" in extracted(folder, "what time will they be back")


def test_everyday_words_for_a_walk_and_a_swim() -> None:
    assert "hill" in written_out("is the course hilly", folder_of_words("Two laps, with one short hill by the boathouse."))
    assert "around" in written_out("which way do we swim round the buoys", folder_of_words("Swim anticlockwise around the buoys."))
    assert "bed" in written_out("what toy does Jack sleep with", folder_of_words("Jack: bed by 7.30pm with his blue rabbit."))
