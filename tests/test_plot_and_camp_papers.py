"""An allotment holder's, a new starter's and a camp parent's papers, asked as they ask: "how much
is the rent?" of a rent invoice is its "Plot rent:" line, not the invoice's other charge (the
document's name says "rent", but a line of it says it with a price); "when do I have to pay by?"
is its "Pay by" date, not the "Total due:" amount; "does the manure cost anything?" and "do I
have to buy my own boots?" ask a price, which "free" says; a field's long line is a sentence of
its own ("Days booked: ..." before the drop-off sentence); "where do I drop her off?" is a place
said in lower case; a timetable's "where" column answers "where is forest school?"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.asking import ask_folder, assert_answered_from, folder_of

INVOICE = """Invoice 2031-007

Full plot rent: £61.00
Water charge: £9.25
Total due: £70.25
Pay by 30 November by bank transfer to Elm Road Gardens, sort code 11-22-33.
"""

NEWSLETTER = """Autumn newsletter

The leaf mould comes on 9 November; it is free to members while it lasts. Our AGM is on Tuesday 2 December at 7pm.
"""

RULES = """# Safety and kit

- Steel toe cap boots must be worn in the yard at all times
- Boots are provided free; you can claim a new pair every 12 months
- Gloves are in the store room
"""

BOOKING = """Riverside Holiday Club: booking confirmed

Child: Noah Bell (age 9)
Days booked: Monday, Wednesday, Friday and the following Monday
Drop-off from 8am at the community hall; club starts at 9am and finishes at 3:30pm.
"""

CHOIR = """Welcome to the choir

The subscription for the autumn term is £70, due by the third rehearsal. Students pay half. You can pay by bank transfer to Riverside Singers, sort code 40-11-22.
"""

PRICES = """option,price
Full day,£30
Early drop-off (from 8am),£4
"""

TIMETABLE = """day,time,activity,where
Monday,10:00,Den building,Woodland
Wednesday,10:00,Pond dipping,Nature reserve
Friday,13:30,Cooking,Kitchen
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("papers"), "papers",
                     {"rent_invoice.txt": INVOICE, "newsletter.txt": NEWSLETTER, "site_rules.md": RULES,
                      "booking_confirmation.txt": BOOKING, "timetable.csv": TIMETABLE, "prices.csv": PRICES,
                      "choir_welcome.txt": CHOIR})


def test_a_priced_line_that_says_what_is_asked_before_another_charge(papers: Path) -> None:
    assert_answered_from(papers, "how much is the rent", "rent_invoice.txt", "£61.00")
    answer = ask_folder(papers, "how much is the rent")["response"]["answer"]
    assert "Water" not in answer, answer


def test_when_to_pay_by_is_a_date_not_the_amount_due(papers: Path) -> None:
    assert_answered_from(papers, "when do I have to pay the rent by", "rent_invoice.txt", "30 November")
    # ... and an amount "due by" a time says when: not the line on how to pay.
    assert_answered_from(papers, "when do I have to pay the subscription", "choir_welcome.txt", "due by the third rehearsal")


@pytest.mark.parametrize(("question", "document", "said"), [
    ("does the leaf mould cost anything", "newsletter.txt", "free to members"),
    ("do I have to buy my own boots", "site_rules.md", "Boots are provided free"),
])
def test_whether_it_costs_is_answered_by_free(papers: Path, question: str, document: str, said: str) -> None:
    assert_answered_from(papers, question, document, said)


def test_a_long_field_line_is_a_sentence_of_its_own(papers: Path) -> None:
    data = ask_folder(papers, "what days is Noah booked in")
    answer = data["response"]["answer"]
    assert "Days booked: Monday, Wednesday" in answer and "club starts" not in answer, answer


def test_a_place_said_in_lower_case_answers_where(papers: Path) -> None:
    assert_answered_from(papers, "where do I drop him off", "booking_confirmation.txt", "the community hall")


def test_a_where_column_answers_where(papers: Path) -> None:
    data = ask_folder(papers, "where is pond dipping")
    assert data["response"]["answer"].startswith("Nature reserve (column “where”"), data["response"]
    assert data["response"]["confidence"] >= 0.5
