"""A person's health papers, asked as a patient asks: a leaflet's numbered sections, a
hospital letter's "after 48 hours", a follow-up written with a hyphen, a log of readings dated
2026-10-22 asked "on 22 October", and a plan that never names what the question asks about."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape
from assistant.retrieval.corpus import Corpus
from assistant.retrieval.slots import missing_terms, unsaid
from assistant.retrieval.text import held_in, sentences
from assistant.tables.answer import table_reply
from assistant.tables.table import parse
from tests.asking import ask_folder, assert_answered_from, folder_of

LEAFLET = """Package leaflet: information for the patient

1. What Velamox is and what it is used for
Velamox is an antibiotic for chest and throat infections.

2. How to take Velamox
The usual dose is one capsule three times a day for 5 days.
If you forget a dose, take it as soon as you remember.

3. How to store Velamox
Store below 25°C in the original package.
"""

LETTER = """Discharge summary

Going home
Walk a little every day, but avoid heavy lifting for 4 weeks.
You can shower after 48 hours; do not take a bath until the wounds have healed.
Most people return to office work after 2 weeks.
Date of operation: 3 November 2026

Follow-up
You will be seen in clinic 6 weeks after the operation; the appointment letter will be posted to you.
"""

PRACTICE = """# Riverside Medical Practice

## Appointments
Book online or call 020 7946 0321 from 8:00. Same-day appointments are released at 8:00 each morning.
A routine appointment lasts 10 minutes.
"""

PLAN = """Dental plan: summary of cover

Monthly premium: £18.50, taken by direct debit on the 1st of each month.
Fillings are paid at 75% of the cost, up to £600 a year.
There is a 3-month waiting period before you can claim for crowns.
"""

READINGS = """date,systolic,diastolic,pulse,note
2026-10-01,142,91,78,before tablets
2026-10-15,135,86,72,
2026-10-22,131,84,70,started walking
2026-11-12,126,80,68,
"""


@pytest.fixture
def papers(isolated: Path) -> Path:
    return folder_of(isolated, "health", {"leaflet.txt": LEAFLET, "letter.txt": LETTER, "practice.md": PRACTICE,
                                          "plan.txt": PLAN, "blood_pressure.csv": READINGS})


@pytest.mark.parametrize(("question", "document", "holds"), [
    # The letter's date line held a date for "when"; "after 48 hours" says when as well.
    ("when can I shower after the operation", "letter.txt", "48 hours"),
    # "go back" is how a patient says the letter's "return" ("back" was "never mentioned").
    ("when can I go back to work", "letter.txt", "2 weeks"),
    # "How long" asks for a span of time or a length, which a phone number is not.
    ("how long is an appointment", "practice.md", "10 minutes"),
    # "follow-up" is held by a letter that writes "Follow-up" (indexed as two words); it was
    # declined as out of scope.
    ("when is my follow-up appointment", "letter.txt", "6 weeks"),
    # "plan a month" is not a lettered name ("Plan A") the documents never mention; the
    # document's first line is its title, not the answer.
    ("how much is the dental plan a month", "plan.txt", "18.50"),
    # "straight away" asks when, it names nothing ("never mention straight, away").
    ("can I claim for a crown straight away", "plan.txt", "3-month waiting period"),
    # A date written 2026-10-22 holds October.
    ("what was my blood pressure on 22 October", "blood_pressure.csv", "131"),
    # The extreme value itself, not the label of its row ("note: started walking"); "lowest"
    # names no subject ("never mention lowest").
    ("what was my lowest pulse", "blood_pressure.csv", "68"),
])
def test_a_patients_questions_are_answered_from_the_right_paper(papers: Path, question: str, document: str, holds: str) -> None:
    assert_answered_from(papers, question, document, holds)


def test_a_numbered_sections_title_is_its_heading_not_part_of_the_answer(papers: Path) -> None:
    # "1. What Velamox is and what it is used for" was cut after "1." and its title read as
    # the first line of the sentence under it, and quoted with it.
    response = ask_folder(papers, "what is velamox used for")["response"]
    assert response["answer"].startswith("Velamox is an antibiotic"), response["answer"]


def test_a_question_whether_of_something_the_papers_never_name_is_unsure(papers: Path) -> None:
    # "partner" is nowhere in the folder: the plan's summary says nothing either way. It was
    # answered with the plan's title and premium at 0.54.
    response = ask_folder(papers, "does the dental plan cover my partner")["response"]
    assert response["confidence"] < 0.5 and response["status"] != "answered", response
    # Named, the same kind of question is answered as before.
    named = ask_folder(papers, "can I claim for fillings")["response"]
    assert named["sources"][0] == "plan.txt" and "75%" in named["answer"], named


def test_the_unsaid_words_count_one_word_missing_terms_lets_pass(papers: Path) -> None:
    corpus = Corpus.from_folder(papers)
    question = "does the dental plan cover my partner"
    assert missing_terms(question, corpus.has_form) == []  # one of four words: a paraphrase, maybe
    assert unsaid(question, corpus.has_form).absent == ["partner"]
    assert unsaid("is there a meal allowance", lambda w: w == "meal").absent == []  # the kind word ends the subject


def test_numbered_section_titles_are_headings() -> None:
    said = sentences(LEAFLET)
    assert "2. How to take Velamox" in said
    assert "The usual dose is one capsule three times a day for 5 days." in said
    # A numbered list's items stay items, and a number inside a line is no title.
    assert sentences("Steps:\n1. Open the app.\n2. Tap Settings.") == ["Steps:", "1. Open the app.", "2. Tap Settings."]


def test_a_hyphenated_word_is_held_when_its_parts_are() -> None:
    held = {"follow", "up", "check"}.__contains__
    assert held_in("follow-up", held)
    assert not held_in("check-in", held)


def test_how_long_wants_a_span_and_when_can_i_a_time_after() -> None:
    long = expected_shapes("how long is an appointment")
    assert holds_shape("A routine appointment lasts 10 minutes.", long)
    assert holds_shape("It lasted seven years.", long)
    assert not holds_shape("Call 020 7946 0321 from 8:00.", long)
    when = expected_shapes("when can I drive again")
    assert holds_shape("You should not drive for at least 7 days.", when)
    assert holds_shape("You will be seen 6 weeks after the operation.", when)


@pytest.mark.parametrize(("question", "value"), [
    ("what was my lowest pulse", "68"),
    ("what was the highest systolic", "142"),
])
def test_the_extreme_value_itself_is_read(question: str, value: str) -> None:
    table = parse(READINGS, "readings.csv")
    assert table is not None
    reply = table_reply(question, table)
    assert reply is not None and reply.result.value == value, reply


def test_a_notes_column_blank_in_most_rows_names_no_row() -> None:
    table = parse(READINGS, "readings.csv")
    assert table is not None
    reply = table_reply("which date had the lowest pulse", table)
    # The date column names the row, not the notes (blank in two rows of four).
    assert reply is not None and reply.result.value == "2026-11-12", reply
