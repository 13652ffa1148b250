"""A freelancer's papers and a landlord's, asked as people ask: "when did they pay" is a ledger's
"paid on" column; "the first half" of a contract is not the first row of an invoices file; "the
fee in April" is the row of a ledger by month (2027-04), and sure only when the question names
its column; "what's the accountant's phone number" is asked of a letter that gives the number
without the word; "how long does the licence last" asks for a span, "last" being no subject; a
sentence that opens on a condition does not answer a question that supposes none; and "who did
the gas check" is not answered by a street."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape
from assistant.retrieval.abbreviations import written_out
from assistant.tables.query import execute
from assistant.tables.reading import CONFIDENT, read
from assistant.tables.table import months_named, parse
from tests.asking import ask_folder, extracted, folder_of

ACCOUNTANT = """Fenwick & Moss Chartered Accountants

Dear Priya,

We will prepare your self assessment tax return. Our fee is £480 a year, payable by monthly direct debit.

Please send us your records by 31 July. If we receive them after 31 October, we charge an extra £100 for the rush.

Your contact here is Tom Fenwick, 0161 496 0731.
"""

AGREEMENT = """# Design services agreement

**Client:** Harbour Lane Bakery Ltd

The fixed fee is £3,600. Half is invoiced when this agreement is signed and half on delivery of the final files.

Invoices are payable within 30 days.

Either side may end this agreement with 14 days' written notice.
"""

INVOICES = """invoice,client,date sent,amount,paid on
NS-031,Harbour Lane Bakery,2026-09-02,1800,2026-09-20
NS-032,Kite Festival,2026-09-18,950,2026-10-30
"""

LICENCE = """Riverside City Council

Selective licence granted. Licence number: SL-2027-0931

This licence is granted for 5 years from 1 April 2027. The fee of £750 has been paid.
"""

GAS = """Landlord gas safety record

Address: Flat 3, 22 Quay Street
Date of check: 9 March 2027
Engineer: Sian Morgan, Gas Safe registration 604418

Both appliances passed. The next check is due by 8 March 2028.
"""

RENT = """month,rent due,received,fee,paid to landlord
2027-02,950,950,136.80,813.20
2027-03,950,600,86.40,513.60
2027-04,950,1300,187.20,1112.80
"""


@pytest.fixture
def freelance(isolated: Path) -> Path:
    return folder_of(isolated, "freelance", {"accountant_letter.txt": ACCOUNTANT, "design_agreement.md": AGREEMENT,
                                             "invoices_2026.csv": INVOICES})


@pytest.fixture
def landlord(isolated: Path) -> Path:
    return folder_of(isolated, "landlord", {"licence_letter.txt": LICENCE, "gas_safety_record.txt": GAS})


def test_a_column_named_by_the_verb_past() -> None:
    table = parse(INVOICES, "invoices_2026.csv")
    assert table is not None
    got = read("when did Kite Festival pay", table)  # was "date sent" at 0.8: "pay" named no column
    assert got is not None and got.confidence >= 0.5, got
    result = execute(got.query, table)
    assert result is not None and result.value == "2026-10-30", result


def test_the_first_of_something_else_is_no_first_row(freelance: Path) -> None:
    table = parse(INVOICES, "invoices_2026.csv")
    assert table is not None
    assert read("when do I invoice the first half", table) is None  # was row 1's "date sent" at 0.8
    first = read("when did I send the first invoice", table)  # the rows' own name: still read
    assert first is not None and first.query.operation == "first", first
    data = ask_folder(freelance, "when do I invoice the first half")
    assert "when this agreement is signed" in data["response"]["answer"], data["response"]


def test_a_month_named_reads_a_ledger_by_month() -> None:
    assert months_named("what was the fee in April") == {4}
    assert months_named("may I see the fee for 2 June") == set()  # a day's month, and the verb "may"
    table = parse(RENT, "rent_2027.csv")
    assert table is not None
    got = read("what was the agent's fee in April", table)
    assert got is not None and got.confidence == CONFIDENT, got
    result = execute(got.query, table)
    assert result is not None and result.value == "187.20", result
    # "rent" is half of "rent due", and "came in" is the "received" column's: not a sure reading.
    half = read("how much rent came in for March", table)
    assert half is None or half.confidence < 0.5, half


def test_a_phone_number_is_asked_of_the_letter_that_gives_one(freelance: Path) -> None:
    data = ask_folder(freelance, "what is the accountant's phone number")
    # Was declined as out of scope (0.47), then "they never mention phone, number".
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert "0161 496 0731" in data["response"]["answer"], data["response"]


def test_how_long_a_thing_lasts_is_asked_of_the_papers(landlord: Path) -> None:
    data = ask_folder(landlord, "how long does the licence last")
    assert data["intent"]["intent_type"] == "qa", data["intent"]  # was declined: "long" and "last" were subjects
    assert "5 years" in data["response"]["answer"], data["response"]


def test_a_freelancer_s_words_for_the_papers(freelance: Path, isolated: Path) -> None:
    held = {"the", "agreement", "unique", "taxpayer", "reference", "penalty", "late"}.__contains__
    assert written_out("how much notice to end the contract", held) == "how much notice to end the agreement"
    assert written_out("what is my UTR", held) == "what is my unique taxpayer reference"
    assert written_out("what's the fine for filing late", held) == "what's the penalty for filing late"
    assert "14 days" in extracted(freelance, "how much notice to end the contract")  # was "did you mean contact?"
    from assistant.retrieval.text import held_in

    # "the final files" does not hold a fine (so the letter's own word, "penalty", is searched).
    assert not held_in("fine", {"final"}.__contains__) and held_in("approve", {"approval"}.__contains__)


def test_a_condition_does_not_answer_what_supposes_none(freelance: Path) -> None:
    answer = extracted(freelance, "how much does the accountant charge")
    assert "£480" in answer and "£100" not in answer, answer  # was "If we receive them after 31 October, we charge ..."
    assert "£100" in extracted(freelance, "what if my records are late")


def test_a_street_is_not_who(landlord: Path) -> None:
    assert not holds_shape("Address: Flat 3, 22 Quay Street", expected_shapes("who did the gas check"))
    assert holds_shape("Engineer: Sian Morgan, Gas Safe registration 604418", expected_shapes("who did the gas check"))
    assert "Sian Morgan" in extracted(landlord, "who did the gas check")  # was "Address: Flat 3, 22 Quay Street"


def test_subjects_the_papers_never_mention(freelance: Path, landlord: Path) -> None:
    for folder, question in ((freelance, "how much is my student loan repayment"), (landlord, "can the tenant keep a cat")):
        data = ask_folder(folder, question)
        declined = data["intent"]["intent_type"] == "unknown"
        assert declined or data["response"]["confidence"] < 0.5, (question, data["response"])


def test_what_can_be_done_is_the_doing(freelance: Path) -> None:
    from assistant.retrieval.text import tokenize

    assert tokenize("payable chargeable") == tokenize("pay charge")  # the stemmer kept "-able" on short words
    assert "payable within 30 days" in extracted(freelance, "how long do they have to pay")


def test_a_rule_answers_may_i_before_a_label(freelance: Path) -> None:
    agreement = freelance / "design_agreement.md"
    agreement.write_text(AGREEMENT.replace("**Client:** Harbour Lane Bakery Ltd",
                                           "**Client:** Harbour Lane Bakery Ltd\n**Project:** new logo and menu boards")
                         + "\nThe designer may show the work in her portfolio.\n", encoding="utf-8")
    # Was "Project: new logo and menu boards": it says "logo" as the rule says "portfolio".
    assert "portfolio" in extracted(freelance, "can I put the logo in my portfolio")


def test_a_month_a_ledger_writes_in_numbers_is_held(isolated: Path) -> None:
    ledger = folder_of(isolated, "ledger", {"rent_2027.csv": RENT})
    data = ask_folder(ledger, "how much was I paid in February")
    # Was "they never mention February": 2027-02 is February.
    assert data["response"]["status"] != "not_found", data["response"]
    assert "813.20" in data["response"]["answer"], data["response"]
