"""A "Field: value" line written as a list's item ("- Forecast: £221.20 a week") is a field as a
bare one is: it answers alone (not run on into the paragraph after the list), "how much state
pension" asks for its money, and a document's name alone does not make one of its fields the
answer to a question it never speaks of."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import MONEY, expected_shapes
from assistant.retrieval.text import FIELD_LINE
from tests.asking import ask_folder, extracted, folder_of

FORECAST = """# Your State Pension forecast

- State Pension age: 67, on 14 March 2031
- Forecast: £221.20 a week
- National Insurance years: 33 full years

You need 35 qualifying years for the full new State Pension. You can fill gaps in your record by paying voluntary contributions.
"""

MEAL_KIT = """# Your subscription

- Plan: 3 recipes a week for 2 people
- Price: £38.99 a week, delivery included

You can skip a week or change your recipes until 23:59 on the Friday before delivery.
"""

BOX = """Your order

Box: 5 kg of seasonal vegetables
Delivery: every Tuesday
"""

LEAFLET = """Retiring from Hollins & Co

Give your manager at least 3 months' written notice. The fruit bowl in the staff room is refilled on Mondays.
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("papers"), "papers",
                     {"state_pension_forecast.md": FORECAST, "meal_kit.md": MEAL_KIT, "veg_box.txt": BOX, "retirement_leaflet.txt": LEAFLET})


def test_a_list_item_can_be_a_field() -> None:
    assert FIELD_LINE.match("- Forecast: £221.20 a week")
    assert FIELD_LINE.match("* Delivery day: Thursday")
    # ... but not a sentence of a list that has a colon in it.
    assert not FIELD_LINE.match("- Park only in marked scooter bays: parking elsewhere costs £15.")


def test_money_asked_by_its_name() -> None:
    assert expected_shapes("how much state pension will I get") == [MONEY]
    assert expected_shapes("how much rent do we owe") == [MONEY]
    # An allowance of days is not money.
    assert MONEY not in expected_shapes("how much holiday do I get")


def test_a_list_field_answers_alone(papers: Path) -> None:
    answer = extracted(papers, "how much state pension will I get")
    assert answer.startswith("- Forecast: £221.20 a week"), answer
    assert "qualifying years" not in answer, answer
    assert extracted(papers, "how much is the meal kit a week") == "- Price: £38.99 a week, delivery included"


def test_a_document_name_alone_does_not_answer(papers: Path) -> None:
    # "meal kit" names the document and so its fields; nothing says breakfast of it.
    response = ask_folder(papers, "does the meal kit do breakfast")["response"]
    assert response["status"] == "not_found" and "Plan:" not in response["answer"], response
    # ... nor, with confidence, a field on a line of its own.
    response = ask_folder(papers, "does the veg box do fruit")["response"]
    assert response["confidence"] < 0.5, response
    # The name still counts for a field that holds what is asked.
    assert extracted(papers, "when does the veg box come") == "Delivery: every Tuesday"
