"""A drone flyer's papers, asked as they ask: "run out" is "Valid until:", "how high" is the
code's "Maximum height", a friend is a "Visitor", "close the gate" is "shut the gate"; "how long
does the battery last?" is not the flight log's last row; "how long was the flight on 21 March?"
is that day's minutes. (And a hairdresser's: a client who doesn't "show up" does not "turn up".)"""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.tables import reading
from assistant.tables.table import parse
from tests.asking import ask_folder, assert_says, folder_of

REGISTRATION = """Drone registration

Operator ID: GBR-OP-7X2K94LM3QD1
Valid until: 2 October 2028
"""

CODE = """# The drone code

- Maximum height: 120 metres above the ground
- Distance from people: at least 50 metres
"""

FIELD = """# Field rules

- Visitors: may fly twice with a member before joining

Members must shut the gate behind them, as sheep graze the field.
"""

LOG = """date,location,minutes,battery
2027-03-14,Hillside field,18,A
2027-03-21,Hillside field,22,B
2027-04-10,Hillside field,25,B
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("drone"), "drone",
                     {"registration.txt": REGISTRATION, "drone_code.md": CODE, "field_rules.md": FIELD})


@pytest.mark.parametrize(("question", "said"), [
    ("when does my registration run out", "2 October 2028"),
    ("how high can I fly", "120 metres"),
    ("can my friend have a go", "Visitors: may fly twice"),
    ("why do I have to close the gate", "sheep graze"),
])
def test_a_drone_flyers_words(papers: Path, question: str, said: str) -> None:
    assert_says(papers, question, said)


def test_how_long_it_lasts_is_not_the_last_row() -> None:
    table = parse(LOG, "flight_log.csv")
    assert table is not None
    assert reading.read("how long does the battery last", table) is None
    # ... but the last row is still the last row.
    read = reading.read("which battery did I use on the last flight", table)
    assert read is not None and read.query.operation == "last" and read.query.column == 3, read


def test_how_long_on_a_day_is_its_measured_column() -> None:
    table = parse(LOG, "flight_log.csv")
    assert table is not None
    read = reading.read("how long was the flight on 21 March", table)
    assert read is not None and read.confidence == reading.CONFIDENT and read.query.column == 2, read


def test_showing_up_is_turning_up(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "salon", {"booking_app_terms.txt": "Booking app terms\n\nYou can set a deposit of up to 50% for "
                                           "new clients. If a client does not turn up, you keep the deposit.\n",
                                           "house_rules.md": "# House rules\n\nTowels go in the laundry bin.\n"})
    response = ask_folder(folder, "what happens if a client doesn't show up")["response"]
    # Found (it was "not found"); unsure, as a question that says "not" is.
    assert response["status"] != "not_found" and "you keep the deposit" in response["answer"], response
