"""A learner driver's papers and a household's after a leak, asked as people ask: "how much is a
block of 10?" names a block of lessons by its number, nothing to compute; "£4 of electricity a
day" is a rate, not how long drying takes; "what happened to the rug?" asks about the rug;
"who is handling our claim?" is answered by "your claims handler"; "when does my licence run
out?" is its "Valid to:" date, not its "Valid from:"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.slots import unsaid
from assistant.retrieval.text import doers, held_in
from tests.asking import ask_folder, extracted, folder_of

SCHOOL = """# Fairway Driving School — prices

| Lessons | Price |
|---|---|
| One hour | £40 |
| Block of 5 hours | £190 |
| Block of 20 hours | £720 |

Lessons cancelled with less than 24 hours' notice are charged in full.
"""

LICENCE = """Your provisional licence

Name: Sam Ortiz
Valid from: 3 June 2026
Valid to: 2 June 2036

You must be supervised by someone aged 21 or over who has held a full licence for 3 years.
"""

REPORT = """# Surveyor's report — 5 Mill Lane

The damp came from a blocked gutter above the back bedroom.
The plaster must dry out before it is painted; drying normally takes 5 to 6 weeks.
"""

DRYING = """# Dryfast — equipment on site

Keep the doors shut while the dehumidifier runs. It uses about £3 of electricity a day, which your insurer will refund.
"""

LETTER = """Dear Ms Ortiz,

Thank you for reporting the damage. Your claims handler is Bilal Ahmed, on 0330 100 2000.
Please keep receipts for anything you buy while the work is done.
"""

CONTENTS = """item,room,replacement cost,status
armchair,lounge,450,written off
runner,landing,120,cleaned
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("learner"), "papers", {
        "driving_school.md": SCHOOL, "provisional_licence.txt": LICENCE, "surveyor_report.md": REPORT,
        "drying_equipment.md": DRYING, "claim_letter.txt": LETTER, "damaged_items.csv": CONTENTS})


def test_a_thing_named_by_its_number_is_asked_of_the_documents(papers: Path) -> None:
    turn = ask_folder(papers, "how much is a block of 20")
    assert turn["intent"]["intent_type"] == "qa", turn["intent"]
    assert turn["response"]["answer"].startswith("£720"), turn["response"]
    # A computation stays one: two numbers, or a percentage of one.
    for request in ("what is 15% of 80", "how much is 3 times 12"):
        assert ask_folder(papers, request)["intent"]["intent_type"] == "calculation", request


def test_a_rate_by_the_day_is_not_how_long() -> None:
    shapes = expected_shapes("how long will the drying take")
    assert not holds_shape("It uses about £3 of electricity a day, which your insurer will refund.", shapes)
    assert holds_shape("drying normally takes 5 to 6 weeks", shapes)
    assert holds_shape("It takes a day to set up.", shapes)  # "a day" on its own is a span


def test_how_long_drying_takes_is_the_surveyors_weeks(papers: Path) -> None:
    assert "5 to 6 weeks" in extracted(papers, "how long will the drying take")


def test_what_happened_asks_about_the_thing(papers: Path) -> None:
    assert unsaid("what happened to the runner", lambda form: form in {"runner"}).missing == []
    response = ask_folder(papers, "what happened to the runner")["response"]
    assert response["status"] != "not_found" and "cleaned" in response["answer"], response


def test_coming_asks_and_paying_back_is_repaying() -> None:
    assert unsaid("when does the first payment come", lambda form: form in {"first", "payment"}).missing == []
    assert written_out("when do I start paying it back", {"repay", "start"}.__contains__) == "when do I start repay it"
    assert written_out("when do I pay it back", {"pay", "back"}.__contains__) == "when do I pay back it"  # their own words


def test_who_does_it_is_the_one_its_noun_names(papers: Path) -> None:
    assert {"handler", "supervisor", "teacher", "instructor", "manager"} <= \
        {*doers("handling"), *doers("supervise"), *doers("teach"), *doers("instruct"), *doers("manage")}
    said = {"handler", "claim"}
    assert held_in("handling", said.__contains__, doer=True) and not held_in("handling", said.__contains__)
    assert written_out("who is handling our claim", said.__contains__) == "who is handler our claim"
    assert written_out("who handled the claim", {"handled", "claim"}.__contains__) == "who handled the claim"
    response = ask_folder(papers, "who is handling my claim")["response"]
    assert "Bilal Ahmed" in response["answer"] and response["sources"] == ["claim_letter.txt"], response


def test_when_it_runs_out_is_the_day_it_ends(papers: Path) -> None:
    assert extracted(papers, "when does my provisional licence run out").startswith("Valid to: 2 June 2036")
    assert extracted(papers, "when is my provisional licence valid from").startswith("Valid from: 3 June 2026")


def test_whether_it_costs_is_a_price_question(papers: Path) -> None:
    # A price, as "how much" asks (and, asked whether, its being included: "Fuel is included").
    price = expected_shapes("how much does it cost")
    assert len(price) == 1 and price[0] in expected_shapes("does it cost anything to change my address")
    assert price[0] in expected_shapes("do I pay for petrol") and len(expected_shapes("do I pay for petrol")) == 2
    folder = folder_of(papers.parent, "dvla", {"licence_letter.txt": (
        "You must not drive on a motorway unless you are with an approved instructor. "
        "Tell us if you change your name or address. It is free to update your licence online.\n")})
    assert "free" in extracted(folder, "does it cost anything to change my address")


@pytest.mark.parametrize("question", ["how much is the practical test fee", "who is my driving examiner"])
def test_what_the_papers_never_say_is_not_answered(papers: Path, question: str) -> None:
    turn = ask_folder(papers, question)
    assert turn["intent"]["intent_type"] == "unknown" or turn["response"]["confidence"] < 0.5, turn
