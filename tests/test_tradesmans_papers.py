"""A tradesman's papers, asked as he asks: "go over my miles" is a lease's "Excess mileage",
"hand the van back early" is "end the agreement early", paying "late" is an "Overdue" account,
carers who "get in" are the ones who "let themselves in"; "what's my call-out charge?" asks a
price by its name; "how much did they actually pay me?" asks what was paid, not of "actual".
And a maker's: "get paid" is a marketplace's "Payouts", "burn" a candle is "Lit", "if I can't go"
is "if you cancel", "America" is "the USA"; "things" is no subject. And a courier's: "turn down"
is "reject", "hi vis" is "High-visibility", the money that "comes out" is the "direct debit"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import asks_price, extract_answer
from assistant.schemas import Snippet
from tests.asking import assert_says, folder_of

LEASE = """# Contract hire agreement

- Monthly rental: £389 plus VAT
- Mileage allowance: 15,000 miles a year
- Excess mileage: 9p per mile over the allowance, charged when the van is returned

You may end the agreement early after the first 12 months by paying half of the remaining rentals.
"""

MERCHANT = """Trade account terms

Credit limit: £3,000

Returns: stock items can be returned unused within 28 days with the receipt. Overdue accounts are put on stop until paid.
"""

CARE = """# Home care agreement

A carer visits twice a day, seven days a week.

Carers let themselves in with the key safe by the front door.
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("trades"), "trades",
                     {"van_lease.md": LEASE, "merchant_terms.txt": MERCHANT, "home_care_agreement.md": CARE})


@pytest.mark.parametrize(("question", "said"), [
    ("what if I go over my miles", "Excess mileage: 9p"),
    ("can I hand the van back early", "end the agreement early"),
    ("can I hand back the van early", "end the agreement early"),
    ("what happens if I pay late", "put on stop"),
    ("how do the carers get in", "key safe"),
])
def test_a_tradesmans_words(papers: Path, question: str, said: str) -> None:
    assert_says(papers, question, said)


def test_a_price_asked_by_its_name() -> None:
    assert asks_price("what's my call-out charge?")
    assert asks_price("what is the monthly fee")
    assert not asks_price("what is the water charge for")  # what it pays for, not its amount
    assert not asks_price("what's my price list called")


STATEMENT = """Payment and deduction statement

Contractor: Northgate Homes Ltd
Amount liable to deduction: £3,050
Amount paid to you: £3,590
Actual cost of materials: £1,150
"""


def test_what_was_paid_to_me_not_what_was_actual() -> None:
    found = extract_answer("how much did Northgate actually pay me",
                           [Snippet(doc_id="statement.txt", chunk_id="statement.txt#0-0", text=STATEMENT, score=3.0)])
    assert "£3,590" in found.text, found.text


FAIR = """# Craft fair booking

- Stall fee: £85 for both days
- Cancellation: fees are refunded only if you cancel before 1 November

Lit candles are not allowed anywhere in the hall.
"""

MARKETPLACE = """# Seller fees

Payouts go to your bank account every Monday, for orders dispatched more than 3 days before.
"""

INSURANCE = """Product liability insurance

Covers injury or damage caused by products you make and sell in the UK and EU. Products sold to the USA or Canada are not covered.
"""


@pytest.fixture(scope="module")
def makers_papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("maker"), "maker",
                     {"craft_fair.md": FAIR, "seller_fees.md": MARKETPLACE, "insurance.txt": INSURANCE})


@pytest.mark.parametrize(("question", "said"), [
    ("when do I get paid", "Payouts go to your bank account every Monday"),
    ("do I get my money back if I can't go", "cancel before 1 November"),
    ("can I burn a candle on the stall", "Lit candles are not allowed"),
    ("am I covered selling to America", "USA or Canada are not covered"),
])
def test_a_makers_words(makers_papers: Path, question: str, said: str) -> None:
    assert_says(makers_papers, question, said)


def test_things_and_stress_are_no_subject() -> None:
    from assistant.retrieval.affinity import _own_words
    assert _own_words("are my things actually insured") == ["insured"]


COURIER = """# Courier terms

You choose your own hours. If you reject more than 3 offered jobs in an hour, offers are paused for 30 minutes.

You may not carry a passenger while on a delivery. High-visibility vests must be worn in the yard at all times.
"""

FUEL_CARD = """# Fuel card terms

- Monthly limit: £600
- Statement: emailed on the 3rd of each month; paid by direct debit on the 15th
"""


@pytest.fixture(scope="module")
def couriers_papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("courier"), "courier", {"courier_terms.md": COURIER, "fuel_card.md": FUEL_CARD})


@pytest.mark.parametrize(("question", "said"), [
    ("what happens if I turn down too many jobs", "offers are paused"),
    ("do I have to wear hi vis", "High-visibility vests"),
    ("when does the fuel card money come out", "direct debit on the 15th"),
])
def test_a_couriers_words(couriers_papers: Path, question: str, said: str) -> None:
    assert_says(couriers_papers, question, said)
