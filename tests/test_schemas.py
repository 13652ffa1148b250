from __future__ import annotations

import pytest
from pydantic import ValidationError

from assistant.intents import INTENT_NAMES
from assistant.schemas import AnswerResponse, CalculationResponse, SummarizationResponse, ToolCall, UserIntent
from assistant.state import AgentState


def test_user_intent_literal_comes_from_the_registry() -> None:
    assert set(INTENT_NAMES) == {"qa", "summarization", "calculation", "unknown"}
    schema = UserIntent.model_json_schema()
    assert set(schema["properties"]["intent_type"]["enum"]) == set(INTENT_NAMES)
    with pytest.raises(ValidationError):
        UserIntent(intent_type="poetry", confidence=0.5, reasoning="x")  # type: ignore[arg-type]


@pytest.mark.parametrize("confidence", [-0.01, 1.01])
def test_confidence_is_bounded(confidence: float) -> None:
    with pytest.raises(ValidationError):
        UserIntent(intent_type="qa", confidence=confidence, reasoning="x")
    with pytest.raises(ValidationError):
        AnswerResponse(question="q", answer="a", confidence=confidence)


def test_responses_carry_the_design_fields() -> None:
    answer = AnswerResponse(question="q", answer="a", sources=["d.md"], confidence=0.8)
    summary = SummarizationResponse(summary="s", key_points=["k"], sources=["d.md"], confidence=0.7)
    calc = CalculationResponse(formula="f", expression="1+1", result=2, result_exact="2", confidence=0.9)
    for model, fields in [
        (answer, {"question", "answer", "sources", "confidence", "timestamp"}),
        (summary, {"summary", "key_points", "sources", "confidence", "timestamp"}),
        (calc, {"formula", "expression", "result", "sources", "confidence", "timestamp"}),
    ]:
        assert fields <= set(model.model_dump())
    assert answer.timestamp.tzinfo is not None


def test_agent_state_reducers_accumulate() -> None:
    import operator
    from typing import get_type_hints

    hints = get_type_hints(AgentState, include_extras=True)
    assert hints["actions_taken"].__metadata__[0] is operator.add
    assert "tools_used" not in hints  # derived from tool_calls, never stored beside them
    state = AgentState(session_id="s", tool_calls=[ToolCall(tool="calculator", input={})])
    assert state.tools_used == ["calculator"]
    for field in ("user_input", "messages", "intent", "next_step", "conversation_summary", "active_documents",
                  "current_response", "tools_used", "actions_taken", "session_id", "user_id"):
        assert hasattr(state, field)
