"""What "where", "how often" and "how long" are answered with: a "Where:" or "Venue:" line, or
the room a thing takes place in; "every 4 weeks", "twice a year", "8 to 12 times in 24 hours";
how long the thing asked about lasts, not another thing's ("Your CBT certificate lasts 2 years"
is not how long the CBT is). And a table's reading that leaves a name of the question unread
("which days does Oscar go to Jo's?" of a table of baby groups) is no sure reading."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape
from tests.asking import ask_folder, extracted, folder_of

CLASS = """# Cookery class — booking

**Class:** Thai street food, hands-on
**Where:** The Old Dairy, Mill Road, Aldeburgh
**When:** Saturday 6 March 2027, 10:00 to 14:00
"""

EVENING = """Parents' evening — Year 9

Student: Leo Barker, Year 9
Date: Thursday 21 January 2027

Appointments last 5 minutes and take place in the sports hall. Please arrive 10 minutes early.
"""

BENEFIT = """Child Benefit — your claim

Your claim for Child Benefit has been approved. You will get £26.05 a week for your eldest child.
It is paid every 4 weeks into your bank account. Tell us if your child leaves the UK.
"""

WARRANTY = """Tyre warranty

Tyres: 4 x Michelin CrossClimate 2, fitted 15 May 2026 at 31,400 miles.

The warranty lasts 2 years from fitting. It does not cover damage from racing.
"""

COURSE = """# Motorcycle training

The CBT is a one-day course, usually 8:30 to 16:30, for riders aged 16 or over.

Your CBT certificate lasts 2 years. You may then ride a bike up to 125cc with L plates.
"""

GROUPS = """group,day,time,place
Rhyme Time,Monday,10:30,Central Library
Baby Sensory,Tuesday,9:45,St Mark's Hall
Messy Play,Thursday,13:30,Family Hub
Baby Swim,Saturday,9:00,Leisure Centre
"""

CHILDMINDER = """Childminder's terms — Jo Hart

Your booking: Wednesdays and Fridays for Oscar, 8:00 to 17:30.
Fees are £6.50 an hour, paid monthly.
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("kinds"), "kinds", {
        "cookery_class.md": CLASS, "parents_evening.txt": EVENING, "child_benefit_letter.txt": BENEFIT,
        "tyre_warranty.txt": WARRANTY, "motorcycle_cbt.md": COURSE, "baby_groups.csv": GROUPS,
        "childminder_terms.txt": CHILDMINDER})


def test_where_is_a_place_line_or_where_it_takes_place(papers: Path) -> None:
    assert extracted(papers, "where is the cookery school").startswith("Where: The Old Dairy")
    assert "in the sports hall" in extracted(papers, "where is parents evening")


def test_how_often_is_a_frequency() -> None:
    asked = expected_shapes("how often is child benefit paid")
    for said in ("It is paid every 4 weeks.", "twice a year", "paid monthly", "every other Friday",
                 "Babies feed 8 to 12 times in 24 hours.", "at least once a fortnight"):
        assert holds_shape(said, asked), said
    for said in ("You will get £26.05 for your eldest child.", "for 3 weeks", "Tell us if your child leaves the UK."):
        assert not holds_shape(said, asked), said


def test_how_often_is_answered_by_the_frequency(papers: Path) -> None:
    assert "every 4 weeks" in extracted(papers, "how often is child benefit paid")


def test_how_long_the_thing_asked_lasts(papers: Path) -> None:
    assert "The warranty lasts 2 years" in extracted(papers, "how long is the tyre warranty")
    assert extracted(papers, "how long is the CBT").startswith("The CBT is a one-day course")


def test_a_name_the_table_reading_leaves_unread(papers: Path) -> None:
    response = ask_folder(papers, "which days does Oscar go to Jo's")["response"]
    assert not (response["sources"] == ["baby_groups.csv"] and response["confidence"] >= 0.5), response
    # A name the reading uses is read: the group's own row, sure.
    read = ask_folder(papers, "what time is Baby Swim")["response"]
    assert read["answer"].startswith("9:00") and read["confidence"] >= 0.5, read
