"""A boat owner's, a parent's and a researcher's papers, asked as they ask: a day of the week a schedule's range
covers ("does it run on Sundays?" of "Monday to Saturday") is answered by the schedule, not
"never mentioned"; "one month's notice" says how much notice; "which days" is answered by the
line naming several days, "when does it run out" by the line with the date, and "how much is a
lock key?" by a price or not at all; "to 29 February" is no address a thing goes to, and "the PI"
is the principal investigator."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import asks_price, expected_shapes, holds_shape
from assistant.lexicon import DAY_RANGE
from assistant.retrieval.abbreviations import written_out
from tests.asking import ask_folder, extracted, folder_of

FERRY = """# Riverside water bus — timetable and fares

| Ticket | Fare |
|---|---|
| Single | £3.20 |
| Day rover | £9 |

Boats leave every 20 minutes from 7am to 8pm, Monday to Saturday. The pier café closes at 6pm.
"""

LICENCE = """Waterways licence

Boat name: Heron
Licence period: 1 April 2027 to 31 March 2028
Fee: £980 a year

Show the licence on both sides of the boat. Theft is covered only if the cabin was locked and the ignition key removed.
"""

SAFETY = """Safety examination

Result: pass
The certificate lasts four years. Book your next examination up to 2 months before it runs out.
"""

NURSERY = """# Bluebell Nursery — contract

**Child:** Ivy Shah
**Start date:** Tuesday 5 January 2027
**Sessions:** Monday, Wednesday and Friday, 8:00 to 18:00

## Holidays and notice

The nursery is closed on bank holidays and these days are not charged. You may take two weeks' holiday a year at half price. One month's notice in writing is needed to leave the nursery.
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("boat"), "boat", {"water_bus.md": FERRY, "licence.txt": LICENCE,
                                                               "safety_certificate.txt": SAFETY,
                                                               "nursery_contract.md": NURSERY})


def test_a_range_of_days_covers_the_days_between() -> None:
    for said in ("Monday to Saturday", "Mon-Fri", "open weekdays only", "Tues to Thurs", "daily", "seven days a week"):
        assert DAY_RANGE.search(said), said
    for said in ("a Monday meeting", "Monday, Friday", "these days"):
        assert not DAY_RANGE.search(said), said


def test_a_day_the_schedule_covers_is_answered_by_it(papers: Path) -> None:
    turn = ask_folder(papers, "does the water bus run on Sundays")
    response = turn["response"]
    assert turn["intent"]["intent_type"] == "qa", turn["intent"]
    assert response["status"] != "not_found" and "Monday to Saturday" in response["answer"], response
    assert response["sources"] == ["water_bus.md"], response
    # It does not say Sunday: the reader must see the range, and the answer is not sure.
    assert response["confidence"] < 0.5, response


def test_a_day_is_still_never_mentioned_without_a_schedule(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "nursery", {"nursery_contract.md": NURSERY, "licence.txt": LICENCE})
    response = ask_folder(folder, "does the nursery open on Sundays")["response"]
    assert response["status"] == "not_found" and "Sundays" in response["answer"], response


def test_one_unit_of_time_is_an_amount() -> None:
    asked = expected_shapes("how much notice to leave the nursery")
    assert holds_shape("One month's notice in writing is needed.", asked)
    assert not holds_shape("Give us notice in writing.", asked)


def test_how_much_notice_is_the_notice_line(papers: Path) -> None:
    assert "One month's notice" in extracted(papers, "how much notice to leave the nursery")


def test_which_days_is_the_line_naming_days(papers: Path) -> None:
    assert extracted(papers, "which days is she at nursery").startswith("Sessions: Monday, Wednesday and Friday")


def test_when_it_runs_out_is_the_line_with_the_date(papers: Path) -> None:
    assert extracted(papers, "when does my licence run out").startswith("Licence period: 1 April 2027 to 31 March 2028")


def test_the_price_of_one_thing_needs_a_price(papers: Path) -> None:
    assert asks_price("how much is a lock key") and asks_price("how much is a day rover")
    assert not asks_price("how much is the notice") and not asks_price("how much is left of the grant")
    response = ask_folder(papers, "how much is a lock key")["response"]
    assert response["confidence"] < 0.5, response
    fare = ask_folder(papers, "how much is a day rover")["response"]
    assert "£9" in fare["answer"] and fare["confidence"] >= 0.5, fare


def test_a_date_is_no_address_a_thing_goes_to() -> None:
    asked = expected_shapes("where is the parcel going")
    assert holds_shape("It will be delivered to 14 Mill Lane.", asked)
    assert not holds_shape("Licence period: 1 March 2027 to 29 February 2028", asked)
    assert not holds_shape("Open from 2 May to 3 May.", asked)


def test_the_pi_is_the_principal_investigator(tmp_path: Path) -> None:
    award = "Award letter\n\nPrincipal investigator: Dr Aisha Rahman\nTotal award: £312,450\n"
    folder = folder_of(tmp_path, "grant", {"grant_award.txt": award})
    assert written_out("who is the PI", {"principal", "investigator"}.__contains__) == "who is the principal investigator"
    response = ask_folder(folder, "who is the PI")["response"]
    assert "Dr Aisha Rahman" in response["answer"] and response["sources"] == ["grant_award.txt"], response
