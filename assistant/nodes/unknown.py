"""unknown_agent: an honest reply about what the assistant can do; never an invented answer."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from assistant.context import Context
from assistant.intents import capabilities
from assistant.nodes.common import timed
from assistant.schemas import AnswerResponse
from assistant.state import AgentState


@timed("unknown_agent")
def unknown_agent(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    can = "; ".join(capabilities())
    response = AnswerResponse(
        question=state.user_input,
        answer=f"That is outside what I can do. I can {can}.",
        sources=[],
        confidence=state.intent.confidence if state.intent else 0.5,
        status="unsupported",
    )
    return {"current_response": response}
