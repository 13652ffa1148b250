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
    result = engine.classify("and times 2?", conversation, has_attachment=False)
    assert result.intent.intent_type == "calculation"
    assert "follow-up" in result.intent.reasoning
    fresh = engine.classify("and times 2?", Conversation(), has_attachment=False)
    assert "follow-up" not in fresh.intent.reasoning
