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
