"""A smallholder's papers, asked as they ask: "the week of the 10th" is the one row of a log
dated on that day of the month; "what did we take?" is the takings column; "Monday the 9th"
and "what time" are the day and the clock time read, not conditions left unread, as is
"serviced" of service_history.csv; "when does the licence end?" is its period's last day;
"feed I don't need" is the pronoun, not a letter named "I"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.text import tokenize
from assistant.tables import reading
from assistant.tables.table import parse
from tests.asking import ask_folder, extracted, folder_of

SALES = """week,dozens sold,price per dozen,takings
2027-05-03,14,3.20,44.80
2027-05-10,18,3.20,57.60
2027-05-17,11,3.50,38.50
"""

ROTA = """date,day,start,end
2026-11-02,Monday,06:00,14:00
2026-11-09,Monday,22:00,06:00
2026-11-10,Tuesday,22:00,06:00
"""

LICENCE = """Grazing licence — Long Meadow

Licensee: Sam Okafor
Period: 1 April 2027 to 31 October 2027
Fee: £630 for the period

The licensor cuts the hedges once a year, in February. No supplementary feeding between May and September.
The licensor may end the licence with 1 month's notice if the field is overgrazed.
"""

FEED = """# Feed account — terms

Payment is due within 30 days of the invoice.

Returns of unopened bags are accepted within 14 days with the delivery note.
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("smallholding"), "smallholding", {
        "egg_sales.csv": SALES, "shift_rota.csv": ROTA, "grazing_licence.txt": LICENCE, "feed_account.md": FEED})


def test_a_day_of_the_month_names_the_one_row_dated_on_it(papers: Path) -> None:
    response = ask_folder(papers, "how many dozen did we sell the week of the 10th")["response"]
    assert response["answer"].startswith("18") and response["confidence"] >= 0.5, response
    taken = ask_folder(papers, "what did we take the week of the 17th")["response"]
    assert taken["answer"].startswith("38.50") and taken["confidence"] >= 0.5, taken


def test_the_day_and_the_time_asked_are_read(papers: Path) -> None:
    response = ask_folder(papers, "what time do I start on Monday the 9th")["response"]
    assert response["answer"].startswith("22:00") and response["confidence"] >= 0.5, response


def test_a_word_for_a_column_by_its_stem() -> None:
    assert reading.related("take", "taking") and reading.related("directed", "director")
    assert not reading.related("take", "talk")
    table = parse(SALES, "egg_sales.csv")
    assert table is not None
    # "what did we take in the last week": the takings are asked, not the week's date.
    read = reading.read("what did we take in the last week", table)
    assert read is None or read.confidence < reading.CONFIDENT or (read.query.column == 3), read


def test_when_it_ends_is_the_last_day_of_its_period(papers: Path) -> None:
    assert extracted(papers, "when does the licence end").startswith("Period: 1 April 2027 to 31 October 2027")


def test_the_pronoun_i_before_a_verb() -> None:
    assert tokenize("can I return feed I don't need") == tokenize("can I return feed need")
    assert "i_" in tokenize("plan I and plan B"), "a lone capital naming a plan is still a name"
    assert "i_" in tokenize("World War I ended")


def test_feed_i_do_not_need_is_a_return(papers: Path) -> None:
    assert "Returns of unopened bags" in extracted(papers, "can I send back feed I don't need")


SERVICES = """date,mileage,work,cost_gbp
2023-04-11,21480,full service,189.00
2026-02-27,47990,full service and new battery,318.75
"""


def test_an_inflection_of_a_word_the_reading_uses_is_read() -> None:
    # "serviced" is the "service" of service_history.csv: read, not a condition left over.
    table = parse(SERVICES, "service_history.csv")
    assert table is not None
    read = reading.read("when was the car last serviced", table)
    assert read is not None and read.confidence == reading.CONFIDENT and read.query.column == 0, read
