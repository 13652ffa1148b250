"""New parents' papers and a household's building work, asked as they ask: "do I need a permit
for the skip" (a permit is a thing, not the "permitted" of a rule), "when was the boiler last
serviced" (boiler_service.csv's own name says "boiler"), "what did the engineer find last time"
(the engineer found it; "last time" is the latest visit, not a word to find), and everyday words:
a newborn, weaning, a crash, help."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.slots import unsaid
from assistant.tables.reading import read
from assistant.tables.query import execute
from assistant.tables.table import parse
from tests.asking import ask_folder, assert_answered_from, folder_of

SKIPS = """ClearWay Skips — hire terms

An 8-yard builder's skip costs £290 for up to 14 days. Each extra week is £35.

A skip on the road needs a council permit, which we arrange for £60. A skip on your drive needs no permit.

Call 01932 555 201 at least 24 hours before you need it collected.
"""

BOILER = """date,engineer,work,result,cost
2024-09-27,Dave Holt,annual service,passed,£140
2025-10-06,Priya Nair,annual service,passed,£90
2026-10-12,Priya Nair,annual service,advisory: flue seal worn,£90
"""


@pytest.fixture
def house(isolated: Path) -> Path:
    return folder_of(isolated, "house", {"skip_hire.txt": SKIPS, "boiler_service.csv": BOILER})


def test_a_permit_is_a_thing_asked_about(house: Path) -> None:
    # Was "An 8-yard builder's skip costs £290" at 0.64: "permit" was taken for "permitted", an asking word.
    assert_answered_from(house, "do I need a permit for the skip", "skip_hire.txt", "council permit")


def test_a_tables_own_name_explains_the_question() -> None:
    table = parse(BOILER, "boiler_service.csv")
    got = read("when was the boiler last serviced", table)
    assert got is not None and got.confidence >= 0.5, got  # "boiler" was a word left over: unsure
    assert execute(got.query, table).value == "2026-10-12"


def test_what_the_doer_did_is_not_the_doer() -> None:
    table = parse(BOILER, "boiler_service.csv")
    got = read("what did the engineer find last time", table)
    # Was "Priya Nair (column engineer)" at 0.8.
    assert got is None or got.confidence < 0.5 or table.header[got.query.column] != "engineer", got


def test_last_time_is_an_occasion_not_a_word_to_find() -> None:
    held = {"engineer", "find", "service"}.__contains__
    assert unsaid("what did the engineer find last time", held).missing == []  # was "never mention last, time"


def test_everyday_words_of_new_parents_and_a_crash() -> None:
    held = {"baby", "feed", "solid", "food", "accident", "support", "seat", "breastfeeding"}.__contains__
    assert written_out("how often should a newborn feed", held) == "how often should a baby feed"
    assert written_out("when can I start weaning", held) == "when can I start solid food"
    assert written_out("do I need a new seat after a crash", held) == "do I need a new seat after a accident"
    assert written_out("where can I get help with breastfeeding", held) == "where can I get support with breastfeeding"


def test_a_newborn_question_is_asked_of_the_leaflet(isolated: Path) -> None:
    folder = folder_of(isolated, "baby", {"feeding.md": "# Feeding your baby\n\nBreastfed babies feed 8 to 12 times in 24 hours "
                                          "in the first weeks.\n\nStart solid food at around 6 months.\n"})
    data = ask_folder(folder, "how often should a newborn feed")
    assert data["intent"]["intent_type"] == "qa", data["intent"]  # was declined as out of scope (0.90)
    assert "8 to 12 times" in data["response"]["answer"], data["response"]
