"""The answer confidence's evidence: what counts as the question being covered by the answer."""

from __future__ import annotations

from assistant.engines.offline.answer_confidence import features
from assistant.engines.offline.extract import extract_answer
from assistant.schemas import Snippet


def _evidence(doc_id: str) -> dict[str, float]:
    passages = [Snippet(doc_id=doc_id, chunk_id=f"{doc_id}#0", text="Employees get 25 days of annual leave each year.", score=4.0),
                Snippet(doc_id="travel.md", chunk_id="travel.md#0", text="Trains are booked in second class.", score=1.0)]
    question = "In the leave policy, how many days of annual leave do employees get?"
    return features(question, extract_answer(question, passages, None), passages)


def test_words_that_name_the_answers_document_count_as_covered() -> None:
    named, unnamed = _evidence("leave_policy_2024.md"), _evidence("handbook.md")
    # "policy" names the document; its sentence need not repeat it.
    assert named["exact_coverage"] == 1.0 and named["missing_words"] == 0.0
    assert unnamed["exact_coverage"] < 1.0 and unnamed["missing_words"] > 0.0
    assert named["coverage"] > unnamed["coverage"]


def test_a_question_that_says_the_opposite_of_the_answer_is_less_sure() -> None:
    from assistant.engines.offline.answer_confidence import shipped_model

    passages = [Snippet(doc_id="lakes.md", chunk_id="lakes.md#0", score=4.0,
                        text="Lake Superior is the largest of the Great Lakes by surface area.")]

    def sure(question: str) -> tuple[float, float]:
        values = features(question, extract_answer(question, passages, None), passages)
        return values["opposite_asked"], shipped_model().probability(values)

    (said, as_said), (opposite, as_opposite) = sure("Which is the largest of the Great Lakes?"), sure(
        "Which is the smallest of the Great Lakes?")
    assert said == 0.0 and opposite == 1.0
    assert as_opposite < as_said


def test_how_many_and_the_pronoun_i_are_not_words_the_answer_must_hold() -> None:
    passages = [Snippet(doc_id="leave.md", chunk_id="leave.md#0", score=4.0,
                        text="Employees receive 25 days of paid vacation per calendar year.")]
    question = "How many vacation days do I get?"
    found = extract_answer(question, passages, None)
    assert found.coverage == 1.0, found.weights  # "many", "I" and "get" ask; "vacation" and "days" are held


def test_the_sentence_that_says_the_question_in_its_order_is_chosen() -> None:
    """Two sentences hold "third" and "risk"; the one that says "third risk" is the answer."""
    text = ("The first risk is third-party vendor gaps in due diligence. Onboarding went ahead without "
            "contracts. The third risk is weak access control over exports.")
    passages = [Snippet(doc_id="report.md", chunk_id="report.md#0", text=text, score=3.0)]
    found = extract_answer("What is the third risk?", passages, None)
    assert "weak access control" in found.sentence
