"""A couple's wedding papers, asked as they ask: "how much is the venue" (its hire, not "50% of
the venue hire" that a cancellation costs), "how much is the wedding breakfast per person" (a
caterer's "per guest"), "what time is checkout at the hotel" (a question for the folder, not
declined for its "check"), "when will the photos be ready" ("ready" is no subject to look for)
and "what meal did Daniel choose" (a first name of the guest list's "Daniel Reid")."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape
from assistant.tables.query import execute
from assistant.tables.reading import read
from assistant.tables.table import parse
from tests.asking import ask_folder, assert_answered_from, folder_of

VENUE = """Hartley Barn — Wedding Venue Agreement
Couple: Amara Okoye and Tom Reid

Fees
Venue hire: £9,500. A booking fee of £2,000 was paid on signing and comes off the venue hire. The balance is due 8 weeks before the wedding.

Cancellation
If you cancel more than 12 months before the wedding, you lose the booking fee only. Within 12 months, 50% of the venue hire is payable; within 3 months, all of it.
"""

CATERER = """# Fig & Olive Catering — quote

## Prices

Wedding breakfast: £68 per guest, for 110 guests.
Children under 12: £25 each.
"""

HOTEL = """# The Swan Hotel — room block

We are holding 20 double rooms for your guests at £145 a night, breakfast included.

The hotel is a 10-minute taxi ride from Hartley Barn. Check-out is at 11:00; late check-out until 13:00 costs £25.
"""

PHOTOS = """Lena Marsh Photography — Terms

Package price: £2,400, with a deposit of £600 to book the date.
You will receive at least 500 edited photos in an online gallery within 8 weeks of the wedding.
"""

GUESTS = """name,side,reply,meal,dietary needs
Grace Okoye,bride,yes,beef,none
Daniel Reid,groom,yes,fish,gluten-free
Priya Shah,bride,no,,
"""


@pytest.fixture
def wedding(isolated: Path) -> Path:
    return folder_of(isolated, "wedding", {"venue_contract.txt": VENUE, "caterer_quote.md": CATERER,
                                           "hotel_room_block.md": HOTEL, "photographer_terms.txt": PHOTOS,
                                           "guest_replies.csv": GUESTS})


@pytest.mark.parametrize(("question", "document", "holds"), [
    # The cancellation charge (0.61): "50%" passed for the amount asked.
    ("how much is the venue", "venue_contract.txt", "£9,500"),
    # A list of the menu (0.25): "person" is no word of the quote's.
    ("how much is the wedding breakfast per person", "caterer_quote.md", "£68"),
    # Declined as out of scope (0.61).
    ("what time is checkout at the hotel", "hotel_room_block.md", "11:00"),
    # Declined as out of scope (0.60).
    ("when will the photos be ready", "photographer_terms.txt", "8 weeks"),
    # The whole row (0.27): "Daniel" is no whole cell.
    ("what meal did Daniel choose", "guest_replies.csv", "fish"),
])
def test_a_couples_questions_are_answered_from_the_right_paper(wedding: Path, question: str, document: str,
                                                               holds: str) -> None:
    assert_answered_from(wedding, question, document, holds)


def test_how_much_a_thing_is_asks_its_price_not_a_share_or_what_is_left() -> None:
    shapes = expected_shapes("how much is the venue")
    assert holds_shape("Venue hire: £9,500.", shapes)
    assert not holds_shape("Within 12 months, 50% of the venue hire is payable.", shapes)
    # A measure is no price.
    assert holds_shape("Give 2 tablets a day.", expected_shapes("how much is the dose for a child"))
    assert holds_shape("2 days of your holiday", expected_shapes("how much is the holiday I have left"))


def test_when_is_answered_by_a_clock_time_too() -> None:
    assert holds_shape("Exclusive use of the barn from 11:00 on the day.", expected_shapes("when do we get the barn from"))


def test_a_first_name_names_a_row_only_in_a_column_of_names() -> None:
    table = parse(GUESTS, "guest_replies.csv")
    assert table is not None
    reading = read("what meal did Daniel choose", table)
    assert reading is not None
    result = execute(reading.query, table)
    assert result is not None and result.value == "fish", result
    items = parse("item,shop,price\nPhilips kettle,Argos,£34.50\nBosch drill,B&Q,£89.00\n", "purchases.csv")
    assert items is not None
    assert read("what is the price of the bosch", items) is None  # a maker's name starts a thing's, no person's


def test_a_subject_no_paper_mentions_is_still_not_answered(wedding: Path) -> None:
    turn = ask_folder(wedding, "who is doing the flowers")
    assert turn["intent"]["intent_type"] == "unknown" or turn["response"]["confidence"] < 0.5, turn
