"""The papers of a move abroad and those after a death, asked as people ask: "who told the car
insurer?" is not a "told on" date; "how long is my permit valid?" is the day it ends, and "how long
is the lease?" its "Term:"; "Dad" and "Mum" are whom a letter calls "your father" and "Mrs Brenda
Walsh", not subjects it never mentions; "insured" is held by "Insurance", "furnished" by
"unfurnished"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.corpus import Corpus
from assistant.retrieval.slots import missing_slots, unsaid
from assistant.retrieval.text import held_in
from assistant.tables.reading import read
from assistant.tables.table import parse
from tests.asking import ask_folder, extracted, folder_of

VISA = """Immigration and Naturalisation Service

Decision: your application for a residence permit has been approved.

Name: Ana Ribeiro
Permit valid from: 15 February 2027
Permit valid until: 14 February 2032

Collect your residence card at the IND desk in Rotterdam.
"""

LEASE = """Lease agreement — Westersingel 41B, Rotterdam

Tenant: Ana Ribeiro
Rent: €1,450 a month, due on the 1st.
Deposit: two months' rent, €2,900, returned within 14 days of the end of the lease.
Term: 12 months from 1 March 2027, then continuing month by month.

The flat comes unfurnished but with a fridge and a washing machine.
"""

SHIPPING = """# Atlas Movers — quotation

Transit time is 5 to 7 days. Insurance is included up to €40,000 for the goods we pack.
"""

BANK = """Castlegate Bank — bereavement team

Dear Ms Walsh,

We are sorry to hear of your father's death. We have frozen his accounts.

His current account held £8,412.60 on the date of death.
"""

TOLD = """organisation,told on,how,done by
Castlegate Bank,2027-03-01,phone,Karen
GP surgery,2027-03-01,phone,Brenda
Car insurer,2027-03-10,online,Karen
"""


@pytest.fixture
def move(isolated: Path) -> Path:
    return folder_of(isolated, "move", {"visa_approval.txt": VISA, "flat_lease.txt": LEASE, "shipping_quote.md": SHIPPING})


def test_who_and_how_are_not_a_date() -> None:
    table = parse(TOLD, "who_told.csv")
    assert table is not None
    for question in ("who told the car insurer", "how did we tell the bank"):
        assert read(question, table) is None, question  # were the "told on" date at 0.8


def test_how_long_a_thing_holds_is_the_day_it_ends(move: Path) -> None:
    answer = extracted(move, "how long is my permit valid")
    assert "14 February 2032" in answer and "15 February 2027" not in answer, answer  # was "valid from"


def test_how_long_is_answered_by_its_term(move: Path) -> None:
    answer = extracted(move, "how long is the lease")
    assert answer.startswith("Term: 12 months"), answer  # was the deposit's "within 14 days of the end of the lease"


def test_family_as_the_asker_calls_them(isolated: Path) -> None:
    papers = folder_of(isolated, "bank", {"bank_bereavement.txt": BANK})
    corpus = Corpus.from_folder(papers)
    assert missing_slots("how much was in Dad's account", corpus.vocabulary()) == []  # was ["Dad"]: a name slot
    assert unsaid("what did Mum's account hold", corpus.has_form).missing == []
    # (and "die" as the letter says it, "your father's death")
    assert written_out("when did dad die", corpus.has_form) == "when did father death"
    data = ask_folder(papers, "how much was in Dad's account")
    assert "never mention" not in data["response"]["answer"], data["response"]  # was "they never mention Dad"
    # ... but a subject the letter never mentions still is not there.
    data = ask_folder(papers, "how much is Dad's pension")
    assert data["response"]["status"] == "not_found", data["response"]


def test_a_noun_and_its_negation_hold_the_word(move: Path) -> None:
    held = {"insurance", "unfurnished"}.__contains__
    assert held_in("insured", held) and held_in("furnished", held)
    assert not held_in("fine", {"finance"}.__contains__)  # "-ance" is no ending of its own
    for question, said in (("are my things insured", "€40,000"), ("is the flat furnished", "unfurnished")):
        data = ask_folder(move, question)
        assert data["intent"]["intent_type"] == "qa", (question, data["intent"])  # were declined (0.94, 0.77)
        assert said in data["response"]["answer"], (question, data["response"])


CARE = """Rosewood House Care Home

Thank you for choosing Rosewood House for your mother, Mrs Ingrid Lindqvist. Her room is number 14, on the ground floor.

Fees are paid monthly in advance. If your mother goes into hospital, the room is kept for her and the full fee is charged for the first 4 weeks.
"""


def test_a_sentence_that_points_back_says_of_whom(isolated: Path) -> None:
    from assistant.engines.offline.extract import expected_shapes, holds_shape

    assert holds_shape("Her room is number 14.", expected_shapes("what room is mum in"))
    assert not holds_shape("the full fee is charged for the first 4 weeks", expected_shapes("what room is mum in"))
    assert not expected_shapes("which court is it")  # "Kingston Crown Court" is named, not numbered
    home = folder_of(isolated, "care", {"care_home_fees.txt": CARE})
    # Was "If your mother goes into hospital, the room is kept ..." at 0.62: "Her room" is the
    # mother's, whom the sentence before names.
    assert "number 14" in extracted(home, "what room is mum in")


PACKAGE = """# Relocation package

## What we pay

- Temporary housing for up to 30 nights while you look for a flat.
- Shipping of household goods up to 20 cubic metres.
- A one-off relocation allowance of €4,000.
"""


def test_a_list_item_is_not_answered_by_the_one_above_it(isolated: Path) -> None:
    package = folder_of(isolated, "package", {"relocation_package.md": PACKAGE})
    answer = extracted(package, "how long does shipping take")
    assert "30 nights" not in answer, answer  # was both items, at 0.58: the housing's nights for the shipping
    data = ask_folder(package, "how long does shipping take")
    assert data["response"]["confidence"] < 0.5, data["response"]


def test_the_registrar_is_the_register_office() -> None:
    held = {"register", "office", "bring"}.__contains__
    assert written_out("what do I need to bring to the registrar", held) == "what do I need to bring to the register office"


def test_an_address_and_a_temperature_are_held_as_such() -> None:
    from assistant.retrieval.text import word_forms

    # As an email address holds "email" and a number "phone": "what's the address of the
    # restaurant?" was declined as out of scope, one of its two words unheld.
    assert "address" in word_forms("The Old Mill, 14 Mill Lane, Hexham")
    assert "address" in word_forms("Hexham NE46 3PL")
    assert "temperature" in word_forms("Bake at 190°C (170°C fan) for 40 minutes.")
    assert not {"address", "temperature"} & word_forms("Mill Lane is closed on 14 May; bring 190 cups.")
