"""A café owner's papers, asked as the owner asks: "how many cups in a pack?" has nothing to
compute and goes to the documents; a fee may be a share ("Transaction fee: 1.39%"); "fix" is
what a lease calls "repair", "cancel" what an agreement calls "end"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape
from assistant.retrieval.abbreviations import written_out
from tests.asking import ask_folder, extracted, folder_of

PRICES = """product,pack,price
napkins,2000,£18.90
stirrers,5000,£7.20
"""

MACHINE = """# TapPay card reader — agreement

**Monthly rental:** £15 a month
**Transaction fee:** 1.2% of each card payment

You can end the agreement after 12 months. Ending it earlier costs £60.
"""

LEASE = """# Lease summary — 4 Quay Road

The landlord repairs the roof and the drains; the tenant looks after the windows and everything inside.
"""


@pytest.fixture(scope="module")
def cafe(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("cafe"), "cafe", {"prices.csv": PRICES, "card_reader.md": MACHINE,
                                                               "lease.md": LEASE})


def test_a_question_with_nothing_to_compute_goes_to_the_documents(cafe: Path) -> None:
    turn = ask_folder(cafe, "how many stirrers in a pack")
    assert turn["intent"]["intent_type"] == "qa", turn["intent"]
    assert turn["response"]["answer"].startswith("5000"), turn["response"]
    assert ask_folder(cafe, "what is 12 times 15")["intent"]["intent_type"] == "calculation"
    # Numbers written as words are operands too (a pool routing line the rule had sent to qa).
    assert ask_folder(cafe, "what is three quarters of one pack")["intent"]["intent_type"] == "calculation"


def test_a_count_of_a_pack_is_no_conversion_but_a_year_in_hours_is() -> None:
    from assistant.engines.offline.units import unreadable

    assert unreadable("how many cups in a pack") is None  # how many a pack holds
    assert unreadable("how many cups in a litre") is not None  # a cup is not one size
    assert unreadable("how many hours are in a year") is not None


def test_a_conversion_stays_the_calculators_in_a_folder_that_says_its_words(tmp_path: Path) -> None:
    log = folder_of(tmp_path, "log", {"hours.csv": "week starting,hours\n2027-09-06,7.5\n2027-09-13,8\n",
                                      "year.md": "# The year\n\nHours are logged every week of the year.\n"})
    turn = ask_folder(log, "how many hours are in a year")
    assert turn["intent"]["intent_type"] == "calculation" and turn["response"]["status"] == "declined", turn
    asked = ask_folder(log, "how many hours did I log the week of 13 September")
    assert asked["intent"]["intent_type"] == "qa" and asked["response"]["answer"].startswith("8"), asked


def test_a_fee_may_be_a_share() -> None:
    assert holds_shape("Transaction fee: 1.2% of each card payment", expected_shapes("what's the fee on card payments"))
    # ... but a price is money: "how much does the reader cost?" is not "1.2%".
    assert not holds_shape("Transaction fee: 1.2% of each card payment", expected_shapes("how much does the reader cost"))


def test_the_fee_asked_is_the_transaction_fee(cafe: Path) -> None:
    assert extracted(cafe, "what's the fee on card payments").startswith("Transaction fee: 1.2%")


def test_fixing_and_cancelling_in_a_lease_and_an_agreements_words(cafe: Path) -> None:
    has = {"repair", "roof", "end", "agreement"}.__contains__
    assert written_out("who fixes the roof", has) == "who repairs the roof"
    assert written_out("can I cancel the agreement", has) == "can I end the agreement"
    assert written_out("can I cancel my order", {"cancel", "order"}.__contains__) == "can I cancel my order"  # their own word
    assert "landlord repairs the roof" in extracted(cafe, "who fixes the roof")
    assert "£60" in extracted(cafe, "how much to cancel the card reader early")
