"""A table row the text path chose, read by its cells: "how much is the skip?" of a quote's
"Item: 8-yard skip (14 days); Price: £290" is £290, stood behind; a row that is not named, a
question word the row lacks, or a second row as good leave the row as it was, unsure."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.engines.offline.row_cells import pairs, read_row
from tests.asking import ask_folder, folder_of

TOLD = "organisation: Water company; told on: 2027-05-02; how: online form; done by: Priya."
SPENT = "room: bathroom; budget: £4,000; spent: £4,350; finished: 2027-04-30."
ORDERS = "date: 2027-01-09; order: ZX-40771; shop: Paperworks; item: wall calendar; price: £9.50; status: delivered."


def cell(question: str, row: str, *others: str) -> str | None:
    found = read_row(question, row, [row, *others])
    return None if found is None else found.value


def test_a_record_is_read_as_its_pairs_and_prose_is_not() -> None:
    assert pairs("Item: Skip; Price: £290.") == [("Item", "Skip"), ("Price", "£290")]
    assert pairs("Skips cost £290 for 14 days.") is None
    assert pairs("Price: £290.") is None  # one field is a label, not a row


@pytest.mark.parametrize(("question", "row", "value"), [
    ("who told the water company", TOLD, "Priya"),  # "done by": a person, not the "told on" date
    ("when did we tell the water company", TOLD, "2027-05-02"),
    ("how did we tell the water company", TOLD, "online form"),  # the manner's own column
    ("how much did we spend on the bathroom", SPENT, "£4,350"),  # the act's record, not the budget
    ("what's the budget for the bathroom", SPENT, "£4,000"),  # the header named
    ("which shop did I get the wall calendar from", ORDERS, "Paperworks"),
    ("how much was the wall calendar", ORDERS, "£9.50"),
    # "Halls tours" is named by two words, "Riverside Halls reception" by one: the place is asked.
    ("where is the halls tour", "Time: 12:30; Event: Halls tours; Place: Riverside Halls reception.", "Riverside Halls reception"),
    ("is the wall calendar paid for", ORDERS.replace("status: delivered", "paid: yes"), "yes"),
    ("when was he neutered", "date: 2024-02-20; treatment: neutering; vet: Dr Okafor.", "2024-02-20"),  # said as the index holds it
    ("how often can he have ibuprofen", "medicine: ibuprofen; dose: 400 mg; when: three times a day with food.", "three times a day with food"),
    ("who closes on Friday", "Day: Friday; Opening: Sam; Closing: Priya.", "Priya"),  # the column named, of words
    ("what offer did Castleford give me", "university: Castleford; course: Geography; status: offer; offer: BBB.", "BBB"),
    # "next" names a column here, not the row after another.
    ("when is the next flea treatment due", "date: 2027-02-01; treatment: flea treatment; next_due: 2027-03-01.", "2027-03-01"),
])
def test_the_one_cell_of_the_kind_asked(question: str, row: str, value: str) -> None:
    assert cell(question, row) == value


SOWING = "crop: leeks; sow indoors: February to March; plant out: May to June; harvest: October to January; spacing: 15 cm."


def test_months_alone_are_a_when_and_the_header_the_question_shares_picks_one() -> None:
    assert cell("when do I harvest leeks", SOWING) == "October to January"  # the header named whole
    assert cell("when do I sow leeks", SOWING) == "February to March"  # the one header it shares a word with
    assert cell("when do leeks go in the ground", SOWING) is None  # three months' cells, none of them named


def test_the_files_name_is_the_rows_subject_and_a_span_asks_no_taking() -> None:
    row = "Membership: Senior (over 65); Yearly fee: £140."
    assert read_row("how much is senior bowls membership", row, [row], "bowls membership") is not None
    assert read_row("how much is senior bowls membership", row, [row]) is None  # "bowls" is nowhere
    service = "service: lasting power of attorney; fee: £480; typical time: 8 weeks."
    assert cell("how long does a lasting power of attorney take", service) == "8 weeks"


@pytest.mark.parametrize(("question", "row", "others"), [
    # "What did I order": the item, which no header names; the "order" column is its number.
    ("what did I order from Paperworks", ORDERS, ()),
    # A word of the question the row does not hold: it may be about something else.
    ("how much is the kitchen worktop", SPENT, ()),
    # No cell is named: any row of the table might be meant.
    ("how much did we spend", SPENT, ()),
    # Another row shown holds the question's words as well: which one is not read here.
    ("how much did we spend on the bathroom", SPENT, ("room: bathroom; budget: £900; spent: £880; finished: 2025-02-11.",)),
    # Yes or no: the "shop" column does not say whether it can go back to one.
    ("can I return it to a shop", ORDERS.replace("delivered", "returned"), ()),
    # A comparison: "more than 2027-03-01" is not the row that says it.
    ("which room finished after 2027-04-30", SPENT, ()),
    # Two cells of the kind and neither named.
    ("when is the bathroom", SPENT.replace("budget: £4,000", "started: 2027-03-01"), ()),
])
def test_no_reading_when_the_row_does_not_say_it_alone(question: str, row: str, others: tuple[str, ...]) -> None:
    assert cell(question, row, *others) is None


QUOTE = """# Brightside Builders — quote for the loft

| Item | Price |
|---|---|
| Scaffolding (4 weeks) | £1,150 |
| Dormer window | £6,800 |
| Velux roof windows (two) | £1,900 |

The quote is valid for 60 days. We ask for 10% on signing.
"""

SERVICES = """date,engineer,work,cost
2025-10-03,Mo Ahmed,annual service,£95
2026-01-19,Lena Price,replaced the diverter valve,£210
2026-10-07,Mo Ahmed,annual service and flue check,£110
"""


@pytest.fixture(scope="module")
def loft(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("rows"), "house", {"loft_quote.md": QUOTE, "boiler_services.csv": SERVICES})


def test_a_row_named_in_a_folder_is_answered_by_its_cell(loft: Path) -> None:
    # "the velux windows" names part of its cell, which the table rules read only whole.
    response = ask_folder(loft, "how much are the velux windows")["response"]
    assert response["answer"].startswith("£1,900 (Price, in the row: Item: Velux roof windows (two)"), response
    assert response["sources"] == ["loft_quote.md"]
    assert response["confidence"] >= 0.5 and response["status"] == "answered"


def test_who_did_a_job_is_the_person_in_its_row(loft: Path) -> None:
    response = ask_folder(loft, "who replaced the diverter valve")["response"]
    assert response["answer"].startswith("Lena Price (engineer, in the row:"), response
    assert response["confidence"] >= 0.5


def test_rows_alike_stay_unsure_and_unknown_subjects_are_not_answered(loft: Path) -> None:
    # Mo did two services: which one is not read from one row, so it is shown, unsure.
    alike = ask_folder(loft, "how much was Mo's service")["response"]
    assert not alike["answer"].startswith("£") and alike["confidence"] < 0.5, alike
    # A subject the papers never mention.
    absent = ask_folder(loft, "how much is the loft insulation grant")["response"]
    assert absent["confidence"] < 0.5, absent


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80), st.text(max_size=200), st.lists(st.text(max_size=120), max_size=3), st.text(max_size=30))
def test_any_text_reads_as_a_cell_or_nothing(question: str, record: str, shown: list[str], title: str) -> None:
    found = read_row(question, record, shown, title)
    # A reading is always one cell of the record itself.
    assert found is None or (found.header, found.value) in (pairs(record) or [])


_WORD = st.sampled_from(["coffin", "price", "date", "who", "when", "2027-03-01", "£40", "yes", "no", "Karen", "room", "next",
                         "how", "much", "often", "a day", "the", "Hall", "done by", "told on", "12", "weekly"])


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.lists(_WORD, min_size=1, max_size=2), st.lists(_WORD, min_size=1, max_size=3)), min_size=2, max_size=5),
       st.lists(_WORD, min_size=1, max_size=7))
def test_any_row_reads_as_one_of_its_cells_or_nothing(cells: list[tuple[list[str], list[str]]], words: list[str]) -> None:
    record = "; ".join(f"{' '.join(h)}: {' '.join(v)}" for h, v in cells) + "."
    found = read_row(" ".join(words), record, [record])
    assert found is None or (found.header, found.value) in (pairs(record) or [])
