"""A charity trustee's papers, asked as a trustee asks: one word that names the answer's document
("the grant" of grant_award.txt) is no guess between documents when the answer holds what was
asked; "how much did we spend on staff?" is the accounts' "actual" cell, not the budget's; what a
named person is "supposed to do" is their action in the minutes; "couldn't make it" is what
minutes call apologies, "bring in" what they call income."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.row_cells import read_row
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.slots import content_words
from assistant.schemas import AnswerResponse, Snippet
from tests.asking import ask_folder, extracted, folder_of

MINUTES = """# Committee meeting — 3 February 2027

Present: Nia Hart (chair), Leo Grant, Ava Stone
Apologies: Ben Cole

## 1. Money

The treasurer reported income of £12,400 for the quarter.

## 2. Summer fair

The fair will be on 12 June. Action: Leo to book the marquee by 1 March.
"""

AWARD = """Grant award letter — Hillside Trust

Amount: £3,200

The grant must be spent by 31 December 2027.
"""

ACCOUNTS = """category,budget,actual
grants,5000,5400
staff,18000,17250
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("trustee"), "trustee", {"minutes.md": MINUTES, "grant_award.txt": AWARD,
                                                                     "accounts.csv": ACCOUNTS})


def _passage(doc_id: str, text: str) -> Snippet:
    return Snippet(doc_id=doc_id, chunk_id=f"{doc_id}#0", text=text, score=1.0)


def test_one_word_naming_the_answers_document_is_no_guess() -> None:
    from assistant.nodes.qa import _one_word_of_several

    award, accounts = _passage("grant_award.txt", AWARD), _passage("accounts.csv", ACCOUNTS)
    answered = AnswerResponse(question="q", answer="Amount: £3,200", confidence=0.6, sources=["grant_award.txt"])
    assert not _one_word_of_several("how much is the grant", answered, [award, accounts])
    # ... not when the answer lacks the kind asked, nor when the question asks no kind to check.
    assert _one_word_of_several("how much is the grant", answered.model_copy(update={"answer": "It must be spent."}), [award, accounts])
    assert _one_word_of_several("what about the grant", answered, [award, accounts])
    # ... nor when another document shown is named by the word too.
    both = [award, _passage("grant_terms.txt", "Each grant is paid in two parts.")]
    assert _one_word_of_several("how much is the grant", answered, both)


def test_the_spend_asked_is_the_actual_column() -> None:
    row = "category: staff; budget: 18000; actual: 17250."
    cell = read_row("how much did we spend on staff", row, [row], "accounts")
    assert cell is not None and (cell.header, cell.value) == ("actual", "17250")
    # The budget asked by name is the budget.
    named = read_row("what was the staff budget", row, [row], "accounts")
    assert named is not None and named.value == "18000"


def test_spending_is_read_from_the_folder(papers: Path) -> None:
    turn = ask_folder(papers, "how much did we spend on staff")
    assert turn["response"]["answer"].startswith("17250"), turn["response"]
    assert turn["response"]["confidence"] >= 0.5


def test_a_named_persons_duty_is_their_action(papers: Path) -> None:
    for question in ("what is Leo supposed to do", "what does Leo have to do"):
        assert extracted(papers, question).startswith("Action: Leo to book the marquee"), question
    assert "supposed" not in content_words("what is Leo supposed to do")


def test_minutes_words_for_everyday_ones(papers: Path) -> None:
    has = {"apology", "income"}.__contains__
    assert written_out("who couldn't make the meeting", has) == "who apologies the meeting"
    assert written_out("how much did we bring in", has) == "how much did we income"
    assert extracted(papers, "who couldn't make the meeting") == "Apologies: Ben Cole"
    assert "£12,400" in extracted(papers, "how much did we bring in this quarter")


PLAN = """# Health cover — summary

Dentist: check-ups and fillings are covered, up to £300 a year.
Opticians: one eye test a year is covered.

You can cancel with seven days' notice.
"""


@pytest.fixture(scope="module")
def cover(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("cover"), "cover", {"health_cover.md": PLAN})


@pytest.mark.parametrize("question", ["is the dentist included", "is the dentist free"])
def test_a_question_about_a_particular_thing_the_documents_hold_is_asked_of_them(cover: Path, question: str) -> None:
    turn = ask_folder(cover, question)
    assert turn["intent"]["intent_type"] == "qa", turn["intent"]  # the router alone declines them


@pytest.mark.parametrize("question", ["who are the Seven Dwarfs",  # a number the folder says is no thing of it
                                      "what are some good names for a dentist",  # no particular one
                                      "what is the meaning of life"])
def test_other_questions_stay_out_of_scope(cover: Path, question: str) -> None:
    assert ask_folder(cover, question)["intent"]["intent_type"] == "unknown"
