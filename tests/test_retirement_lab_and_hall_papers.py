"""A retiree's, a lab's and a village hall's papers, asked as their readers ask: "who has the hall
on 7 March?" is the hirer of the one booking that day; "the cleaner" is the "Cleaning
contract"'s; "holiday I haven't taken" is "untaken holiday"; "where do we go" asks where, not
about going; "delay", "die" and "store" are the documents' "defer", "beneficiary" and
"Storage"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.affinity import share_held
from assistant.retrieval.corpus import Corpus
from assistant.tables import reading
from assistant.tables.table import parse
from tests.asking import ask_folder, extracted, folder_of

BOOKINGS = """date,hirer,room,hours
2027-03-06,Ashby Green WI,main hall,3
2027-03-07,Priya's 40th birthday,main hall,6
2027-03-09,Little Stars toddler group,small room,2
"""

CLEANING = """Cleaning contract — Ashby Green Village Hall

Contractor: Sparkle Cleaning Services
Visits: every Monday and Thursday morning

The contractor cleans the main hall, kitchen and toilets. Deep cleans of the kitchen are done twice a year.
"""

FIRE = """Fire safety — notes for hirers

Keep both fire exits clear. The fire alarm is tested every Monday at 9am.
"""

LEAFLET = """# Retiring — what to do

Give your manager at least 3 months' written notice of your retirement date.

Your final salary is paid on your last working day, with any untaken holiday paid in full.
"""

FORECAST = """# Your State Pension forecast

You can put off (defer) claiming your State Pension. It goes up by 1% for every 9 weeks you defer.

Your nominated beneficiary is Margaret Forsyth.
"""

SDS = """Safety data sheet — Acetone

Storage: keep in the flammables cabinet, away from heat and sparks.

Exposure limit: 500 ppm over 8 hours.
"""


@pytest.fixture(scope="module")
def hall(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("hall"), "hall",
                     {"bookings.csv": BOOKINGS, "cleaning_contract.txt": CLEANING, "fire_safety.txt": FIRE})


@pytest.fixture(scope="module")
def retiring(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("retiring"), "retiring",
                     {"retirement_leaflet.md": LEAFLET, "state_pension_forecast.md": FORECAST, "acetone_sds.txt": SDS})


def test_who_on_a_day_is_the_one_column_of_people() -> None:
    table = parse(BOOKINGS, "bookings.csv")
    assert table is not None
    read = reading.read("who has the hall on 7 March", table)
    assert read is not None and read.confidence == reading.CONFIDENT and read.query.column == 1, read
    # No booking that day: nothing read, rather than another day's hirer.
    assert reading.read("who has the hall on 8 March", table) is None


def test_who_has_the_hall_is_answered_with_the_hirer(hall: Path) -> None:
    response = ask_folder(hall, "who has the hall on 9 March")["response"]
    assert response["answer"].startswith("Little Stars toddler group") and response["confidence"] >= 0.5, response


def test_the_one_who_does_it_is_searched_as_the_doing(hall: Path) -> None:
    corpus = Corpus.from_folder(hall)
    assert written_out("when does the cleaner come", corpus.has_form) == "when does the cleaning come"
    # A word the documents write stays as typed, as does one whose doing they never write.
    assert written_out("what does the contractor do", corpus.has_form) == "what does the contractor do"
    assert written_out("is there a shower", corpus.has_form) == "is there a shower"
    response = ask_folder(hall, "when does the cleaner come")["response"]
    assert response["status"] != "not_found" and "every Monday and Thursday" in response["answer"], response


def test_going_is_not_what_a_question_is_about(hall: Path) -> None:
    assert share_held("where do we go if the alarm goes off", Corpus.from_folder(hall)) == (1, 1.0)
    data = ask_folder(hall, "where do we go if the alarm goes off")
    # Asked of the folder (it was declined as out of scope); it does not say where to go.
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert data["response"]["confidence"] < 0.5, data["response"]


def test_what_was_not_done_is_the_word_a_document_writes(retiring: Path) -> None:
    corpus = Corpus.from_folder(retiring)
    assert written_out("do I get paid for holiday I haven't taken", corpus.has_form) == "do I get paid for holiday untaken"
    # Only where the documents write it so: "not paid" stays, as nothing says "unpaid".
    assert written_out("what if I have not paid", corpus.has_form) == "what if I have not paid"
    assert "untaken holiday" in extracted(retiring, "do I get paid for holiday I haven't taken")


@pytest.mark.parametrize(("question", "said"), [
    ("what happens if I delay claiming", "put off (defer) claiming"),
    ("who gets my pension if I die", "Margaret Forsyth"),
    ("where do I store the acetone", "flammables cabinet"),
])
def test_everyday_words_for_a_pension_and_a_data_sheet(retiring: Path, question: str, said: str) -> None:
    assert said in extracted(retiring, question)


STOCK = """item,stock,reorder level,supplier
nitrile gloves (box),14,10,LabDirect
pipette tips (rack),32,20,SciSupply
filter paper (pack),9,5,SciSupply
"""

METHODS = """fight,method
1,Decision (unanimous)
2,Decision (split)
3,Knockout
"""


def test_a_cell_is_named_without_what_its_brackets_add() -> None:
    table = parse(STOCK, "consumables.csv")
    assert table is not None
    read = reading.read("who is the supplier of the pipette tips", table)
    assert read is not None and read.confidence == reading.CONFIDENT, read
    assert read.query.where[0].value == "pipette tips (rack)" and read.query.column == 3, read
    # ... but not when the words outside the brackets name two cells: which decision?
    methods = parse(METHODS, "fights.csv")
    assert methods is not None
    assert not any(m.value.startswith("Decision") and m.op == "=" for m in reading._mentions("which fight was a decision", methods))


def test_who_does_it_is_the_column_of_its_doers() -> None:
    table = parse(STOCK, "consumables.csv")
    assert table is not None
    read = reading.read("who supplies the filter paper", table)
    assert read is not None and read.confidence == reading.CONFIDENT and read.query.column == 3, read


def test_what_the_brackets_qualify_leaves_the_reading_unsure() -> None:
    costs = parse("item,amount\nvan hire,240.00\nstorage (first 4 weeks),86.00\n", "move_costs.csv")
    assert costs is not None
    # A weekly rate is asked; the row is the first four weeks' cost.
    read = reading.read("how much is the storage unit a week", costs)
    assert read is None or read.confidence < reading.CONFIDENT, read
