"""A club member's and a day care customer's papers, asked as they ask: "are you open on the bank
holiday?" asks the business, not the assistant; "what if I can't play?" is answered by the rule for
one who cannot, not by a line that says "Playing"; "can I bring my own beer?" is of the rule on
alcohol; a question to the assistant itself is still declined; "the Westfield game" is the
fixture list's row for Westfield CC, which never says "game"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.asking import ask_folder, assert_answered_from, folder_of

RULES = """# Club rules

- Whites must be worn in all league matches
- Alcohol may only be bought from the club bar

Any player who cannot play must tell the captain by Thursday evening.
"""

MEMBERSHIP = """Membership confirmed

Member: Jo Carter
Category: Playing adult
Season: April to September
"""

FIXTURES = """date,opponent,venue,start
2031-05-03,Hartley CC,home,13:00
2031-05-10,Westfield CC,away,12:30
"""

TEXT = """Hi Jo, it's Amy from Waggy Tails. We're closed on Monday 25 August for the bank holiday, so Rolo's Monday moves to Tuesday that week."""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("club"), "club",
                     {"club_rules.md": RULES, "membership.txt": MEMBERSHIP, "day_care_text.txt": TEXT,
                      "fixtures.csv": FIXTURES})


def test_are_you_open_asks_the_business(papers: Path) -> None:
    assert_answered_from(papers, "are you open on the bank holiday", "day_care_text.txt", "closed on Monday 25 August")


def test_a_question_to_the_assistant_is_still_declined(papers: Path) -> None:
    assert ask_folder(papers, "are you a robot")["intent"]["intent_type"] == "unknown"


def test_a_negated_question_is_answered_by_the_rule_for_those_who_cannot(papers: Path) -> None:
    assert_answered_from(papers, "what if I can't play", "club_rules.md", "cannot play must tell the captain")


def test_beer_is_alcohol_to_a_club_rule(papers: Path) -> None:
    assert_answered_from(papers, "can I bring my own beer", "club_rules.md", "Alcohol may only be bought from the club bar")


def test_a_game_is_what_a_fixture_lists_row_is(papers: Path) -> None:
    data = ask_folder(papers, "what time does the Westfield game start")
    assert data["response"]["answer"].startswith("12:30 (start, in the row:"), data["response"]
    assert data["response"]["confidence"] >= 0.5
