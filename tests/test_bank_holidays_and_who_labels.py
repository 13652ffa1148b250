"""A bank holiday is not the holiday an employee takes ("how much holiday do I get?" is not
answered by "double time on Sundays and bank holidays"), though "bank holidays" still finds
itself; "who are the executors?" is the "Executors:" line of a letter's header, not the one
above it that also names someone; and "when is my MOT due?" is the certificate's "Expiry date:",
not its "Date of test:"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.text import tokenize
from tests.asking import ask_folder, extracted, folder_of

OVERTIME = """Overtime policy

Overtime is paid at time and a half from Monday to Saturday, and at double time on Sundays and bank holidays.
All overtime must be approved by your shift manager before it is worked.
"""

GUIDE = """# Fairbrook Solicitors — a guide for executors

**Estate of:** Mrs Joan Pearce
**Executors:** Paul Pearce and Susan Hill

Executors must apply for probate before the house can be sold.
"""


MOT = """MOT test certificate
Vehicle registration: LS19 WKD

Date of test: 2 March 2026
Expiry date: 1 March 2027
Result: pass
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("labels"), "labels", {"overtime_policy.txt": OVERTIME, "executor_guide.md": GUIDE,
                                                                   "mot_certificate.txt": MOT})


def test_a_bank_holiday_is_a_word_of_its_own() -> None:
    assert "holiday" not in tokenize("double time on Sundays and bank holidays")
    assert tokenize("on bank holidays")[-1] == tokenize("is it more on Bank Holidays")[-1]
    assert "holiday" in tokenize("25 days' paid holiday a year")


def test_holiday_is_not_answered_by_bank_holidays(papers: Path) -> None:
    response = ask_folder(papers, "how much holiday do I get")["response"]
    assert response["confidence"] < 0.5, response
    asked = ask_folder(papers, "is overtime more on bank holidays")["response"]
    assert "double time on Sundays and bank holidays" in asked["answer"], asked


def test_who_are_the_named_is_their_line(papers: Path) -> None:
    assert extracted(papers, "who are the executors").startswith("Executors: Paul Pearce and Susan Hill")


def test_when_it_is_due_is_its_expiry_line(papers: Path) -> None:
    assert extracted(papers, "when is my MOT due").startswith("Expiry date: 1 March 2027")
