"""A holiday let host's papers, asked as she asks: a bookings table whose column names say
"guests" and "dogs" does not answer "can guests bring their dog?" (the house rules do), nor
"what time can guests arrive?"; "how many guests am I allowed?" asks a limit ("Maximum guests:
6"); the sheets are the "Linen", a guest who "breaks" or "nicks" something is "damage" or
"theft"."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.asking import ask_folder, assert_says, folder_of

RULES = """Seaview Cottage house rules

Check-in is from 4pm and check-out is by 10am. The key box code is sent on the morning you arrive.

No smoking anywhere in the cottage. Well-behaved dogs are welcome, up to two, for an extra £15 a stay.
"""

BOOKINGS = """guest,arrive,nights,guests,dogs,total paid
Ellis family,2026-12-19,7,4,1,"£1,260"
Mr and Mrs Tan,2027-01-08,3,2,0,£390
Hughes party,2027-02-26,4,6,2,£880
"""

REGISTRATION = """Short-term let registration

Registration number: STL-04418
Maximum guests: 6

If a guest damages your home, report it within 14 days of check-out.
"""

CLEANING = """# Cleaning agreement

- Changeover clean: £65
- Linen and towels: £20 a changeover, supplied and laundered by Shine
"""

INSURANCE = """Holiday let insurance

Accidental damage by guests is covered. Theft by guests is covered only if there are signs of forced entry.
"""

PLATFORM = """# Host terms

- Service fee: 3% of each booking
- Payout: sent 24 hours after the guest checks in
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("host"), "host",
                     {"house_rules.txt": RULES, "bookings.csv": BOOKINGS, "registration.txt": REGISTRATION,
                      "cleaning.md": CLEANING, "insurance.txt": INSURANCE, "host_terms.md": PLATFORM})


@pytest.mark.parametrize(("question", "said"), [
    ("can guests bring their dog", "Well-behaved dogs are welcome"),
    ("what time can guests arrive", "Check-in is from 4pm"),
    ("how many guests am I allowed", "Maximum guests: 6"),
    ("who washes the sheets", "laundered by Shine"),
    ("am I covered if a guest breaks the TV", "Accidental damage by guests"),
    ("what if a guest nicks something", "Theft by guests"),
])
def test_a_hosts_words(papers: Path, question: str, said: str) -> None:
    assert_says(papers, question, said)


def test_a_record_still_answers_by_its_cells(papers: Path) -> None:
    data = ask_folder(papers, "how many nights are the Tans staying")
    assert "3" in data["response"]["answer"] and "Tan" in data["response"]["answer"], data["response"]
