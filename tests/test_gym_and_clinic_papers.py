"""A gym member's, a hospital outpatient's, a dance school parent's, a learner's, a couple's and
a household's papers, asked in everyday words: "how do I cancel my membership?"
of a page titled "Freezing or cancelling your membership" is a question, not a request for the
page; "who teaches pilates?" of a timetable's "instructor" column; "when does term finish?" of
"Term runs from ... to Saturday 2 April"; "how often do I take omeprazole?" of a medicines list's
"when" column, and "when do I stop it?" not of that column; "fee" of "charge", "drop out" of
"leave", "the drive" of "the driveway"; a paragraph wrapped by hand before a number, or between a
day and its month, is not cut there."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.affinity import about_documents
from assistant.retrieval.corpus import Corpus
from assistant.retrieval.text import light, sentences
from assistant.tables.reading import CONFIDENT, read
from assistant.tables.table import parse
from tests.asking import ask_folder, assert_answered_from, folder_of

FREEZE = """# Freezing or cancelling your membership

You can freeze your membership for 1 to 3 months a year, for £5 a month while frozen. Ask at
reception or in the app at least 7 days before your next payment.

To cancel, give one full calendar month's notice in writing after your minimum term has ended.
Email cancellations@ironworksfitness.co.uk with your membership number. Fees already paid are
not refunded.
"""

INDUCTION = """Your gym induction is booked

Date: Thursday 8 April 2027 at 10:30
With: Jordan (fitness coach)
Please arrive 10 minutes early and bring a water bottle and a towel. The induction lasts about
45 minutes and covers the cardio machines, the free weights area and the emergency exits.
"""

TIMETABLE = """day,time,class,studio,instructor
Monday,18:30,Spin,Studio 2,Kelly
Thursday,12:15,Pilates,Studio 3,Anya
Saturday,09:00,Boxfit,Studio 1,Marcus
"""

TERM = """Step Ahead School of Dance: spring term 2027

Dear parents,

Term runs from Monday 10 January to Saturday 2 April 2027, with half term from 14 to 19
February (no classes). Fees for the term are due by 17 January.
"""

APPEALS = """# Appealing a parking fine

- Appeal online at the council's parking page, quoting your PCN number
- Appeals must be made within 28 days of the notice

While your appeal is considered, the reduced rate stays open. If we reject your appeal, you can
take it to the independent Traffic Penalty Tribunal.
"""

MEDICINES = """medicine,dose,when,started
Omeprazole,20 mg,once a day before breakfast,2026-11-02
Ferrous fumarate,210 mg,twice a day,2027-05-19
Amlodipine,5 mg,once a day,2024-03-15
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("gym"), "gym",
                     {"freeze_and_cancel.md": FREEZE, "induction_booking.txt": INDUCTION,
                      "class_timetable.csv": TIMETABLE, "term_letter.txt": TERM, "appeals.md": APPEALS})


@pytest.mark.parametrize(("question", "document", "said"), [
    # A summary of the page before ("You can freeze your membership ..."), confidently.
    ("how do I cancel my membership", "freeze_and_cancel.md", "To cancel, give one full calendar month's notice"),
    # "... towel. The induction lasts about" was cut from "45 minutes ...": the arrival time answered.
    ("how long does the induction take", "induction_booking.txt", "45 minutes"),
    # "not found: they never mention teaches".
    ("who teaches pilates", "class_timetable.csv", "Anya"),
    # "not found": "finish" is not a word of the letter; the span's last day says it.
    ("when does term finish", "term_letter.txt", "Saturday 2 April 2027"),
    # The act asked, told as one to do, before a sentence that only names it.
    ("how do I appeal", "appeals.md", "Appeal online"),
])
def test_everyday_words_for_what_the_papers_say(papers: Path, question: str, document: str, said: str) -> None:
    assert_answered_from(papers, question, document, said)


def test_a_how_to_names_no_document_to_summarise(papers: Path) -> None:
    corpus = Corpus.from_folder(papers)
    assert about_documents("how do I cancel my membership", corpus) == "qa"
    reply = ask_folder(papers, "how do I cancel my membership")
    assert reply["intent"]["intent_type"] == "qa"


def test_a_wrapped_paragraph_is_not_cut_before_a_number_or_a_month() -> None:
    said = sentences(INDUCTION)
    assert "The induction lasts about\n45 minutes and covers the cardio machines, the free weights area and the emergency exits." in said
    assert any(s.startswith("Term runs from") and s.endswith("(no classes).") for s in sentences(TERM))
    # A list's short lines still are items of their own, and a figure still ends a receipt's line.
    assert sentences("Shopping\n500 g beef mince\n12 lasagne sheets\n") == ["Shopping", "500 g beef mince", "12 lasagne sheets"]
    assert sentences("2 x Storage boxes — £24.00\nDelivery £4.99\n") == ["2 x Storage boxes — £24.00", "Delivery £4.99"]
    # ... and a word that only starts like a month ("Mar", "Dec") is no month.
    receipt = "Printing for the spring fair, posters and flyers, total 24\nMarketing for the spring fair, online, total 30\n"
    assert sentences(receipt) == ["Printing for the spring fair, posters and flyers, total 24",
                                  "Marketing for the spring fair, online, total 30"]


def test_shelves_are_shelves_and_leaves_are_not_leaf() -> None:
    assert [light(w) for w in ("shelves", "knives", "halves")] == ["shelf", "knife", "half"]
    assert light("leaves") != "leaf"


def test_how_often_is_read_from_the_column_that_says_it() -> None:
    table = parse(MEDICINES, "medicines.csv")
    assert table is not None
    reading = read("how often do I take omeprazole", table)
    assert reading is not None and reading.confidence >= CONFIDENT
    assert reading.query.column == 2 and reading.query.where[0].value.lower() == "omeprazole"
    # "When do I stop it?" is not what the "when" column says.
    stop = read("when do I stop the omeprazole", table)
    assert stop is None or stop.confidence < CONFIDENT
    # A count asked as "how often" of a table without a column of frequencies is not read.
    results = parse("year,winner\n2001,Brazil\n2002,Italy\n2003,Brazil\n", "cup.csv")
    assert results is not None
    assert read("how often did Brazil win", results) is None


RULES = """Learner rules

If you need to leave the course, tell the office within the first two weeks to get a refund of
75% of the fee; after that no refund is given.
"""

FLORIST = """Hi Sophie, lovely to meet you both. As discussed, the bouquet will be white garden roses and
eucalyptus, with six buttonholes to match. Total is £980, with the balance due a month before.
"""


def test_dropping_out_is_leaving_and_flowers_are_the_florists(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "course", {"learner_rules.txt": RULES, "florist_email.txt": FLORIST})
    # "not found: they never mention drop" before.
    assert_answered_from(folder, "can I get a refund if I drop out", "learner_rules.txt", "75% of the fee")
    # "Flowers" are the florist's, whose message never says the word: "not found" before.
    assert_answered_from(folder, "what flowers are in the bouquet", "florist_email.txt", "white garden roses")


CHECKLIST = """# Handover checklist

- Fuel: full on collection, return it full or pay £2.20 a litre
- No smoking and no pets in the van
"""

PAYMENT = """Payment terms

We accept bank transfer or card; card payments over £5,000 have a 1.5% charge.
"""

FITTER = """Hi Mrs Farouk, it's Darren the fitter. I'll arrive about 8am on Monday. I'll need the
driveway for the skip for the first two days. Cheers
"""

LICENCE = """University of Northbridge: accommodation licence

Resident: Kofi Mensah
Residence: Harrow Court, Flat 6, Room C
Weekly rent: £168, including bills and Wi-Fi
"""

WELCOME = """Hi Kofi, welcome to Harrow Court! Your flat's cleaner comes every Tuesday morning to clean
the kitchen and corridor.
"""


@pytest.fixture(scope="module")
def household(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("household"), "household",
                     {"handover_checklist.md": CHECKLIST, "payment_terms.txt": PAYMENT, "fitter_text.txt": FITTER,
                      "accommodation_licence.txt": LICENCE, "residence_email.txt": WELCOME})


@pytest.mark.parametrize(("question", "document", "said"), [
    # "not found: they never mention drive".
    ("how long will the skip be on the drive", "fitter_text.txt", "first two days"),
    # The cleaner's message before: a flat is a place known by its number.
    ("which flat am I in", "accommodation_licence.txt", "Flat 6"),
])
def test_a_households_words_for_what_its_papers_say(household: Path, question: str, document: str, said: str) -> None:
    assert_answered_from(household, question, document, said)


def test_a_fee_is_the_documents_charge_where_they_never_say_fee() -> None:
    # "not found" in a kitchen refit's folder before: its terms say "a 1.5% charge".
    holds = {"charge", "pay", "card"}.__contains__
    assert written_out("is there a fee for paying by card", holds) == "is there a charge for paying by card"
    assert written_out("is there a fee for paying by card", {"fee", "charge"}.__contains__) == "is there a fee for paying by card"
