from __future__ import annotations

import pytest

from assistant.engines.base import Conversation
from assistant.engines.offline.engine import OfflineEngine
from assistant.engines.offline.router import route
from tests.conftest import CALC_EXAMPLE, QA_EXAMPLE, SUMMARY_EXAMPLE


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        (QA_EXAMPLE, "qa"),
        (SUMMARY_EXAMPLE, "summarization"),
        (CALC_EXAMPLE, "calculation"),
        ("what is 17 plus 25", "calculation"),
        ("Calculate -5629515 divided by -789.", "calculation"),
        ("Who founded the university?", "qa"),
        ("Give me a summary of this article", "summarization"),
        ("write a poem about the sea", "unknown"),
        ("hello there", "unknown"),
        ("set an alarm for 7am", "unknown"),
        ("what is your name", "unknown"),
    ],
)
def test_routes(text: str, intent: str) -> None:
    assert route(text).intent == intent


def test_probabilities_form_a_distribution() -> None:
    result = route(QA_EXAMPLE)
    assert sum(result.probabilities.values()) == pytest.approx(1.0)
    assert result.confidence == max(result.probabilities.values())
    assert 0 <= result.margin <= 1


def test_follow_up_keeps_the_previous_intent() -> None:
    engine = OfflineEngine()
    conversation = Conversation(last_intent="calculation", last_result="42")
    result = engine.classify("and times 2?", conversation, has_attachment=False).value
    assert result.intent.intent_type == "calculation"
    assert "previous result" in result.intent.reasoning
    # With nothing before it, it still asks for a calculation: one the agent declines.
    fresh = engine.classify("and times 2?", Conversation(), has_attachment=False).value
    assert fresh.intent.intent_type == "calculation"
    assert engine.plan("and times 2?", [], Conversation()).status == "decline"
    # A question after a calculation is a question, even when it says "the total".
    question = "In the March financial statement, what is the total operating expense for product line A?"
    assert engine.classify(question, conversation, has_attachment=False).value.intent.intent_type == "qa"


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Summarize this", "summarization"),
        ("Tell me about the history of the club", "summarization"),
        ("Give me a list of the key dates from the text", "summarization"),
        ("Who won the 1998 cup?", "qa"),
        ("Given this passage, when was the bridge opened?", "qa"),
        ("Based on the text, is the river longer than 100 km?", "qa"),
    ],
)
def test_attached_text_counts(text: str, intent: str) -> None:
    assert route(text, has_attachment=True).intent == intent


def test_a_question_with_an_attached_passage_is_answered_from_it(assistant) -> None:  # type: ignore[no-untyped-def]
    from assistant.schemas import Attachment

    passage = "The Harbour Hawks won the 1998 cup. They beat the Owls 3-1 in the final at Lyon."
    out = assistant.ask("Who won the 1998 cup?", attachment=Attachment(id="stdin", text=passage))
    assert out.intent.intent_type == "qa"
    assert out.response.sources == ["stdin"] and "Harbour Hawks" in out.response.answer
