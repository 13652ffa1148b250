"""update_memory: summarise the turn into the conversation and its audit record."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from assistant.context import Context
from assistant.engines.base import Outcome
from assistant.nodes.common import charge, timed
from assistant.schemas import AnswerResponse, AttachmentRef, LLMUsage, Message, UserIntent, utcnow
from assistant.state import AgentState
from assistant.records import TurnRecord

SUMMARY_LINES = 8  # the rolling summary keeps at least this many recent turns verbatim
SUMMARY_BUDGET = 2 * SUMMARY_LINES  # past this, the oldest lines are condensed into one
SNIPPET_CHARS = 160


def _short(text: str, limit: int = SNIPPET_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


@timed("update_memory")
def update_memory(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    """Summarise the turn and return its audit record; the service commits it to the store."""
    ctx = runtime.context
    intent = state.intent or UserIntent(intent_type="unknown", confidence=0.0, reasoning="no classification")
    response = state.current_response or AnswerResponse(
        question=state.user_input, answer="", confidence=0.0, status="unsure"
    )
    reply = response.text()
    new_messages = [
        Message(role="user", content=state.user_input, turn=state.turn),
        Message(role="assistant", content=reply, turn=state.turn, intent=intent.intent_type,
                value=response.follow_up_value(), request=response.follow_up_request()),
    ]
    outcomes: list[Outcome[str]] = []
    line = f"Turn {state.turn} ({intent.intent_type}): {_short(state.user_input, 80)} -> {_short(reply)}"
    lines = [*(state.conversation_summary or "").splitlines(), line]
    if len(lines) > SUMMARY_BUDGET:
        # Kept locally until it outgrows the budget; then one engine call (an LLM call with
        # the openai provider, about once per SUMMARY_LINES turns) folds the oldest lines.
        cut = len(lines) - SUMMARY_LINES
        condensed = ctx.engine.condense_history(lines[:cut])
        lines = [condensed.value, *lines[cut:]]
        outcomes.append(condensed)
    summary = "\n".join(lines)
    # The condense call belongs to this turn's audit too, not only to its output.
    spent = charge({}, *outcomes)
    finished = utcnow()
    record = TurnRecord(
        turn=state.turn,
        started_at=ctx.turn_started or finished,
        finished_at=finished,
        input=state.user_input,
        user_id=state.user_id,
        attachments=[AttachmentRef.of(a) for a in state.attachments],
        documents=ctx.documents.label(),
        intent=intent,
        next_step=state.next_step or "",
        response=response,
        tool_calls=state.tool_calls,
        actions_taken=[*state.actions_taken, "update_memory"],
        active_documents=state.active_documents,
        messages=new_messages,
        provider=spent.get("provider", state.provider),
        llm_calls=state.llm_calls + spent.get("llm_calls", 0),
        tokens=state.tokens + spent.get("tokens", 0),
        llm_usage=state.llm_usage + spent.get("llm_usage", LLMUsage()),
        fallback_reason=spent.get("fallback_reason", state.fallback_reason),
        timings_ms=state.timings_ms,
        flags=[*state.flags, *spent.get("flags", [])],
        notice=state.notice,
        audit_notes=[*state.audit_notes, *spent.get("audit_notes", [])],
    )
    return charge({
        "messages": [*state.messages, *new_messages][-ctx.history_window :],
        "conversation_summary": summary,
        "turn_record": record,
    }, *outcomes)
