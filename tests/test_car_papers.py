"""A car owner's papers, asked as a driver asks: "how much is my car insurance" (a question of
the schedule, not a request for it), "how do I make a claim" and "when is my MOT due" (the
asker's own case), "what number do I call if I break down" (a telephone number, of the
breakdown cover), and "when was the car last serviced" of a service history CSV."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape
from assistant.tables.reading import read
from assistant.tables.table import parse
from tests.asking import ask_folder, folder_of

SCHEDULE = """Larkspur Motor Insurance — policy schedule
Policy number: LMI-4471902   Policyholder: Sam Whitfield

Vehicle: 2019 Ford Focus 1.0 EcoBoost, registration LS19 WKD
Annual premium: £612.40, paid in 12 monthly instalments of £51.03
Excess: £250 compulsory plus £100 voluntary, £350 in total for each claim.
To make a claim, call 0345 602 1178, open 24 hours.
"""

MOT = """MOT test certificate
Vehicle registration: LS19 WKD

Date of test: 2 March 2026
Expiry date: 1 March 2027
Result: pass
"""

BREAKDOWN = """# Roadside Plus breakdown cover

Member number: RP-88201-S. Cover runs from 14 February 2026 to 13 February 2027.
Roadside assistance anywhere in the UK, 24 hours a day. Call us on 0800 048 3311.
"""

SERVICES = """date,mileage,work,garage
2024-04-02,30960,wiper blades,Ringway Motors
2026-02-27,47990,new battery,Ringway Motors
"""


@pytest.fixture
def car(isolated: Path) -> Path:
    return folder_of(isolated, "car", {"car_insurance_schedule.txt": SCHEDULE, "mot_certificate.txt": MOT,
                                       "breakdown_cover.md": BREAKDOWN})


def test_an_amount_asked_of_a_named_document_is_a_question_not_a_request_for_it(car: Path) -> None:
    # Every word of "how much is my car insurance" names car_insurance_schedule.txt: it was
    # summarised (the title line as the summary, at 0.76).
    data = ask_folder(car, "how much is my car insurance")
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert "£612.40" in data["response"]["answer"], data["response"]


@pytest.mark.parametrize(("question", "holds"), [
    ("how do I make a claim", "0345 602 1178"),  # declined as out of scope at 0.85
    ("when is my MOT due", "MOT"),  # declined at 0.70
])
def test_the_askers_own_case_is_asked_of_the_folder(car: Path, question: str, holds: str) -> None:
    data = ask_folder(car, question)
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert data["response"]["sources"], data["response"]


def test_how_do_i_of_what_no_document_speaks_of_is_still_declined(car: Path) -> None:
    assert ask_folder(car, "how do I bake sourdough bread")["intent"]["intent_type"] == "unknown"


def test_what_number_to_call_is_a_telephone_number(car: Path) -> None:
    # "break down" is the cover's "breakdown"; "Member number: RP-88201-S" was the answer.
    data = ask_folder(car, "what number do I call if I break down")
    assert data["response"]["sources"][0] == "breakdown_cover.md", data["response"]
    assert "0800 048 3311" in data["response"]["answer"], data["response"]
    shapes = expected_shapes("what number do I call if I break down")
    assert not holds_shape("Member number: RP-88201-S.", shapes)
    assert holds_shape("Call us on 0800 048 3311.", shapes)


def test_when_asks_a_tables_one_date_column() -> None:
    table = parse(SERVICES, "service_history.csv")
    reading = read("when was the last one", table)
    assert reading is not None and reading.query.operation == "last" and reading.query.column == 0, reading
    # Two date columns: which one "when" means is not read.
    jabs = parse("vaccine,date_given,next_due_date\nFlu,2025-10-18,2026-10-15\nTetanus,2019-05-14,2029-05-14\n", "jabs.csv")
    reading = read("when is the last one", jabs)
    assert reading is None or reading.query.column not in (1, 2) or reading.confidence < 0.5
