"""A car boot seller's and a day visitor's papers, asked in everyday words: "homemade cakes" are
the rules' "food", "an old TV" their "electrical items", "if it rains" their "weather", "photos"
their "photography"; "what pitch am I on?" is the booking's "Pitch:" line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.asking import assert_answered_from, folder_of

RULES = """# Rules for sellers

- No selling of food, drink or medicines
- Electrical items must be sold as seen and marked "untested"
- Take all rubbish home with you
"""

WEATHER = """Weather

If the field is waterlogged, the sale is cancelled by 5am and posted on our website.
"""

BOOKING = """Pitch booked

Seller: Ms Rosa Lind
Date: Sunday 4 July
Pitch: C22 (van)
"""

VISITING = """# Visiting

- Photography is allowed outside; no flash inside the houses
- Picnics are welcome in the grounds
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("sale"), "sale",
                     {"sale_rules.md": RULES, "weather_policy.txt": WEATHER, "pitch_booking.txt": BOOKING,
                      "visiting_rules.md": VISITING})


@pytest.mark.parametrize(("question", "document", "said"), [
    ("can I sell homemade cakes", "sale_rules.md", "No selling of food"),
    ("can I sell an old TV", "sale_rules.md", "Electrical items"),
    ("what happens if it rains", "weather_policy.txt", "waterlogged"),
    ("can I take photos inside", "visiting_rules.md", "no flash inside"),
    ("what pitch am I on", "pitch_booking.txt", "C22"),
])
def test_everyday_words_for_the_documents_terms(papers: Path, question: str, document: str, said: str) -> None:
    assert_answered_from(papers, question, document, said)
