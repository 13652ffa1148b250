"""A teacher's and a foster carer's papers, asked as they ask: "where is Mrs Lowe on duty?" is
the rota's place, not its duty; "tests ... given back" are "Assessments: returned"; "missing
homework" is homework "not handed in"; "photos of the kids on facebook" are "Photographs of
the children ... on social media"; "extra money for birthdays" is "a birthday payment"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import _WHO_NOUN, _within, expected_shapes, holds_shape
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.corpus import Corpus
from assistant.tables import reading
from assistant.tables.table import parse
from tests.asking import ask_folder, extracted, folder_of

ROTA = """day,duty,place,staff
Monday,break,canteen,Mr Hughes
Monday,lunch,field,Ms Patel
Wednesday,break,library corridor,Mrs Lowe
"""

MARKING = """# Marking and feedback policy

- Exercise books: marked at least once every two weeks
- Assessments: returned within 10 school days

Homework that is not handed in is recorded on the behaviour system the same day.
"""

HANDBOOK = """Staff handbook

Students' phones must be switched off and out of sight. A phone seen in a lesson is taken to the office.
"""

SAFER_CARING = """# Safer caring plan

Everyone knocks before going into a bedroom. Photographs of the children must not be put on social media.
"""

ALLOWANCES = """# Fostering allowances

- Age 0 to 4: £182 a week
- Age 5 to 10: £205 a week
- Age 11 to 15: £233 a week
- Age 16 and over: £272 a week

A birthday payment of one week's allowance is paid in the month of the child's birthday.

All foster carers must complete the workbook within 12 months of approval.
"""


@pytest.fixture(scope="module")
def school(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("school"), "school",
                     {"duty_rota.csv": ROTA, "marking_policy.md": MARKING, "staff_handbook.txt": HANDBOOK})


@pytest.fixture(scope="module")
def fostering(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("fostering"), "fostering",
                     {"safer_caring_plan.md": SAFER_CARING, "fostering_allowances.md": ALLOWANCES})


def test_where_asks_for_the_place_column() -> None:
    table = parse(ROTA, "duty_rota.csv")
    assert table is not None
    read = reading.read("where is Mrs Lowe on duty", table)
    # The place, though the question names the "duty" column.
    assert read is not None and read.confidence == reading.CONFIDENT and read.query.column == 2, read
    assert reading.place_columns(table) == [2]


def test_where_is_answered_from_the_rota(school: Path) -> None:
    response = ask_folder(school, "where is Mrs Lowe on duty")["response"]
    assert response["answer"].startswith("library corridor") and response["confidence"] >= 0.5, response


@pytest.mark.parametrize(("question", "written"), [
    ("how quickly do tests need to be given back", "how quickly do assessment need to be returned"),
    ("what do I do about missing homework", "what do I do about not handed in homework"),
])
def test_a_teachers_words(school: Path, question: str, written: str) -> None:
    assert written_out(question, Corpus.from_folder(school).has_form) == written


@pytest.mark.parametrize(("question", "said"), [
    ("how quickly do tests need to be given back", "returned within 10 school days"),
    ("what do I do about missing homework", "behaviour system"),
    ("what happens if a kid has their phone out", "taken to the office"),
])
def test_a_teachers_questions(school: Path, question: str, said: str) -> None:
    assert said in extracted(school, question)


@pytest.mark.parametrize(("question", "said"), [
    ("can I post photos of the kids on facebook", "must not be put on social media"),
    ("is there extra money for birthdays", "birthday payment"),
    ("when does the workbook have to be done", "within 12 months"),
])
def test_a_foster_carers_questions(fostering: Path, question: str, said: str) -> None:
    data = ask_folder(fostering, question)
    # Asked of the folder (each was declined as out of scope, or "never mention"ed, before).
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert said in data["response"]["answer"], data["response"]


def test_who_is_asks_for_a_label_of_two_words() -> None:
    for question in ("who is the social worker", "who is Jayden's social worker"):
        m = _WHO_NOUN.match(question)
        assert m is not None and m[1] == "social worker", question
    assert _WHO_NOUN.match("who is the executor")[1] == "executor"  # type: ignore[index]


def test_a_range_holds_the_number_asked() -> None:
    assert _within("- Age 5 to 10: £205 a week", {"9": 9}) == {"9"}
    assert _within("- Age 16 and over: £272 a week", {"17": 17, "9": 9}) == {"17"}
    assert _within("Children under 14 must be supervised", {"12": 12, "15": 15}) == {"12"}
    assert _within("for the years 2018 to 2021", {"2019": 2019}) == {"2019"}
    # Not a clock's hours, nor money's.
    assert not _within("open 9am to 5pm, and from 10:00 to 12:30", {"11": 11, "12": 12})
    assert not _within("between £5 to £10", {"7": 7})
    # Nor a date's month and day ("10-22" of "2026-10-22").
    assert not _within("date: 2026-10-22; minutes: 48", {"15": 15, "2026": 2026})


@pytest.mark.parametrize(("question", "band"), [
    ("how much do I get for a 9 year old", "Age 5 to 10: £205 a week"),
    ("how much is the allowance for a 3 year old", "Age 0 to 4: £182 a week"),
    ("how much do I get for a 17 year old", "Age 16 and over: £272 a week"),
])
def test_an_age_is_answered_by_its_band(fostering: Path, question: str, band: str) -> None:
    data = ask_folder(fostering, question)
    # Asked of the folder (it was declined: "a 9 year old" asks about an age, which it holds).
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert band in data["response"]["answer"] and data["response"]["status"] != "not_found", data["response"]


def test_ending_says_when_it_ends() -> None:
    shapes = expected_shapes("when does the laptop warranty end")
    assert holds_shape("Warranty: 2 years from the date of purchase, ending 11 March 2027.", shapes)
