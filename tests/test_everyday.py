"""An ordinary office folder nobody wrote for this tool's tuning, asked as an employee asks:
a markdown policy whose sections open with a heading on its own line, and a CSV of vehicles
whose rows are named by codes with digits ("NW-105")."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.asking import ask_folder

TRAVEL = """# Business Travel Policy

## 2. Hotels
The nightly hotel cap is $210 in most cities and $320 in London and Tokyo.
Stays longer than 14 consecutive nights should use a serviced apartment.

## 5. Submitting expenses
Expense reports must be submitted within 30 days of returning from a trip.
Receipts are required for every item above $25.
Reports submitted after 90 days will not be reimbursed.
"""

FLEET = """vehicle_id,model,year,depot,mileage,status
NW-101,Ford Transit,2021,Denver,84210,active
NW-102,Ford Transit,2022,Denver,61050,active
NW-103,Mercedes Sprinter,2019,Austin,142300,maintenance
NW-105,Mercedes Sprinter,2020,Phoenix,118400,active
NW-106,Ford E-Transit,2024,Phoenix,9400,active
"""


@pytest.fixture
def office(isolated: Path) -> Path:
    docs = isolated / "office"
    docs.mkdir()
    (docs / "travel_policy.md").write_text(TRAVEL)
    (docs / "fleet.csv").write_text(FLEET)
    return docs


def test_the_first_sentence_under_a_heading_is_an_answer(office: Path) -> None:
    """"## 5. Submitting expenses" with its first sentence on the next line was read as one
    heading, so that sentence could never be the answer: "How long do I have to submit my
    expense report?" got the 90-day sentence below it."""
    reply = ask_folder(office, "How long do I have to submit my expense report?")["response"]
    assert reply["answer"].startswith("Expense reports must be submitted within 30 days"), reply
    reply = ask_folder(office, "What is the nightly hotel cap in London?")["response"]
    assert "$320 in London" in reply["answer"] and reply["sources"] == ["travel_policy.md"], reply


@pytest.mark.parametrize(("question", "value"), [
    ("What is the mileage of NW-105?", "118400"),
    ("What model is NW-106?", "Ford E-Transit"),
    ("What is the status of NW-103?", "maintenance"),
])
def test_a_row_named_by_a_code_with_digits_is_read(office: Path, question: str, value: str) -> None:
    """A question with a digit in it was never read plainly (a number asks for a range or a
    comparison), so a row named by its code was shown as an unsure guess."""
    reply = ask_folder(office, question)["response"]
    assert reply["answer"].startswith(value) and reply["confidence"] >= 0.8, reply
    assert reply["sources"] == ["fleet.csv"]


def test_a_code_the_table_lacks_is_not_read_as_another_row(office: Path) -> None:
    reply = ask_folder(office, "What is the mileage of NW-999?")["response"]
    assert "118400" not in reply["answer"] or reply["confidence"] < 0.5, reply


def test_counting_rows_named_by_the_id_column(office: Path) -> None:
    """"How many *vehicles* are in Phoenix?" beside a vehicle_id column: the counted word is
    what a row is, not a second column the reading missed."""
    reply = ask_folder(office, "How many vehicles are in Phoenix?")["response"]
    assert reply["answer"].startswith("2 ") and reply["confidence"] >= 0.8, reply
