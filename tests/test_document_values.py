"""A computation with a quantity a document states: "15% of the March revenue" over a
statement that says what the revenue was. Written for these tests: a statement, a report
and a spreadsheet nobody tuned on."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.doc_values import document_values, stated_values
from assistant.schemas import Snippet
from tests.asking import ask_folder

STATEMENT = """# Quarterly accounts, Q2 2025

Revenue for Q2 2025 was $2,480,000, up 3% on Q1. Operating income for the quarter was $310,500.
Cash at the end of June was $1,200,000.

The total payroll for the Berlin Office in Q2 2025 was $402,000. The total payroll for the
Lisbon Office in Q2 2025 was $288,000. Total payroll across all offices was $690,000.

Travel costs of $41,000 and training costs of $12,500 were booked in June.
"""

SHEET = "metric,value\nfixed costs,1200\nvariable cost rate,12%\nrevenue,4200\n"


def _snippets(text: str = STATEMENT) -> list[Snippet]:
    return [Snippet(doc_id="accounts.md", chunk_id="c0", text=text, score=1.0)]


def test_the_sentences_that_state_a_value_are_read_with_what_they_are_of() -> None:
    stated = {(" ".join(s.what), s.value) for s in stated_values(_snippets())}
    assert ("revenue", "2480000") in stated
    assert ("operating income", "310500") in stated
    assert ("cash", "1200000") in stated
    assert ("travel cost", "41000") in stated and ("training cost", "12500") in stated  # "X of $N and Y of $M"
    assert not any(value == "3" for _, value in stated)  # "up 3% on Q1" is a change, not a value


@pytest.mark.parametrize(("request_text", "value"), [
    ("what is 15% of the revenue?", "2480000"),
    ("what is 15% of the Q2 revenue?", "2480000"),
    ("what is 10% of the total revenue", "2480000"),
    ("the operating income divided by 3", "310500"),
    ("what is 5% of the total payroll", "690000"),  # the company's, not one office's
    ("what is 5% of the total payroll for the Berlin office", "402000"),
])
def test_a_phrase_takes_the_value_of_the_sentence_that_names_the_same_thing(request_text: str, value: str) -> None:
    found = document_values(request_text, _snippets())
    assert found is not None and found.ambiguous is None
    assert value in found.request and found.sources == ("accounts.md",)
    assert f"= {value} (accounts.md" in found.used[0]


@pytest.mark.parametrize("request_text", ["what is 10% of the income?",  # "Operating income" is a kind of income
                                          "what is 10% of the budget?"])  # never stated
def test_a_phrase_the_documents_do_not_state_as_such_takes_nothing(request_text: str) -> None:
    assert document_values(request_text, _snippets()) is None


def test_sentences_that_disagree_are_said_not_chosen() -> None:
    text = "Line A: materials of $400 and labour of $300. Line B: materials of $250 and labour of $100."
    found = document_values("what is 10% of the materials?", _snippets(text))
    assert found is not None and found.ambiguous is not None
    assert "$400" in found.ambiguous and "$250" in found.ambiguous


@pytest.fixture
def folder(isolated: Path) -> Path:
    docs = isolated / "finance"
    docs.mkdir()
    (docs / "accounts_q2.md").write_text(STATEMENT)
    (docs / "cost_sheet.csv").write_text(SHEET)
    return docs


@pytest.mark.parametrize(("request_text", "exact"), [
    ("What is 15% of the total revenue?", "372000"),
    ("calculate 10% of the operating income", "31050"),
    ("what is 15% of the revenue in the quarterly accounts?", "372000"),
    ("add 500 to the travel costs", "41500"),
])
def test_a_computation_with_a_stated_quantity_is_computed_with_the_documents_number(
        folder: Path, request_text: str, exact: str) -> None:
    data = ask_folder(folder, request_text)
    response = data["response"]
    assert data["intent"]["intent_type"] == "calculation"
    assert response["status"] == "computed" and response["result_exact"] == exact
    assert response["sources"] == ["accounts_q2.md"]
    assert "accounts_q2.md" in response["formula"]  # where the number came from, as written there


def test_a_word_problem_does_not_take_a_spreadsheets_numbers_for_its_own(folder: Path) -> None:
    data = ask_folder(folder, "Misha picks out 4 blouses from the 30% off rack. The regular price for each blouse is $20. "
                        "How much is the total cost of the discounted blouses?")
    response = data["response"]
    assert response.get("result") is None and response["sources"] == []


def test_a_quantity_stated_twice_is_not_guessed(folder: Path) -> None:
    (folder / "offices.md").write_text("Travel costs of $9,000 were booked by the Lisbon office.\n")
    data = ask_folder(folder, "add 500 to the travel costs")
    response = data["response"]
    assert response["status"] == "declined" and "more than one value" in response["explanation"]


def test_a_follow_up_swaps_the_percentage_and_keeps_the_documents_number(folder: Path) -> None:
    def ask(text: str) -> dict:
        return ask_folder(folder, text, "--session", "q2")["response"]

    assert ask("What is 15% of the total revenue?")["result_exact"] == "372000"
    again = ask("what about 20%?")
    assert again["status"] == "computed" and again["result_exact"] == "496000"
    assert again["sources"] == ["accounts_q2.md"] and "Revenue for Q2 2025" in again["formula"]


def test_a_calculation_the_router_was_unsure_of_is_settled_by_the_documents(folder: Path) -> None:
    data = ask_folder(folder, "what is 10% of the total payroll?")
    assert data["intent"]["intent_type"] == "calculation" and data["intent"]["confidence"] >= 0.8
    assert data["response"]["result_exact"] == "69000"
    assert data.get("notice") is None or "not sure" not in data["notice"]


def test_our_revenue_is_the_revenue() -> None:
    found = document_values("what is 15% of our revenue?", _snippets())
    assert found is not None and "2480000" in found.request and found.used[0].startswith("our revenue = 2480000")


def test_a_word_problem_naming_a_quantity_needs_no_documents(isolated: Path) -> None:
    """"40% of the eggs" names a quantity the way "15% of the revenue" does; over a folder with
    nothing readable it is read alone (declined here), not refused with an error."""
    empty = isolated / "empty"
    empty.mkdir()
    data = ask_folder(empty, "Each turtle lays 20 eggs. If 40% of the eggs hatch, how many hatchlings do 6 turtles produce?")
    assert data["intent"]["intent_type"] == "calculation" and data["response"]["status"] == "declined"


PRICES = ("plan,monthly_price_usd,storage_gb,devices\nFree,0,5,1\nPersonal,6,500,3\nTeam,24,2000,25\n")
PRICE_ROWS = ("plan: Free; monthly_price_usd: 0; storage_gb: 5; devices: 1.\n"
              "plan: Personal; monthly_price_usd: 6; storage_gb: 500; devices: 3.\n"
              "plan: Team; monthly_price_usd: 24; storage_gb: 2000; devices: 25.")


@pytest.mark.parametrize(("request_text", "value", "row"), [
    ("what is 15% of the team plan monthly price", "24", "Team"),
    ("what is 15% of the team plan price", "24", "Team"),  # the row's only price: "_usd" is its unit
    ("what is 10% of the personal storage", "500", "Personal"),
])
def test_a_table_row_states_its_numbers_for_the_row_it_names(request_text: str, value: str, row: str) -> None:
    """A CSV row as the loaders write it held no value for "the team plan price": the
    request was declined with "I found only one number"."""
    found = document_values(request_text, _snippets(PRICE_ROWS))
    assert found is not None and found.ambiguous is None, found
    assert found.request.endswith(f"of {value}"), found.request
    assert found.used[0].endswith(f"(plan: {row}))"), found.used


def test_a_column_named_for_every_row_or_two_columns_is_said_not_chosen() -> None:
    found = document_values("what is 15% of the monthly price", _snippets(PRICE_ROWS))
    assert found is not None and "more than one value" in (found.ambiguous or ""), found
    two = PRICE_ROWS.replace("storage_gb: 2000", "storage_gb: 2000; annual_price_usd: 240")
    found = document_values("what is 15% of the team plan price", _snippets(two))
    assert found is not None and "monthly_price_usd: 24" in (found.ambiguous or "") and "annual_price_usd: 240" in (found.ambiguous or "")


@pytest.mark.parametrize(("request_text", "exact"), [
    ("double the personal plan storage", "1000"),
    ("half of the team plan price", "12"),
])
def test_double_or_half_of_a_named_quantity_is_computed(isolated: Path, request_text: str, exact: str) -> None:
    """With no digit typed, these were questions for the documents, and "double the personal
    plan storage" was answered 500, the storage itself, at 0.8."""
    docs = isolated / "plans"
    docs.mkdir()
    (docs / "pricing.csv").write_text(PRICES)
    data = ask_folder(docs, request_text)
    assert data["intent"]["intent_type"] == "calculation", data["intent"]
    assert data["response"]["status"] == "computed" and data["response"]["result_exact"] == exact, data["response"]
    assert data["response"]["sources"] == ["pricing.csv"]
