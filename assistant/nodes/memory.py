"""update_memory: summarise the turn, update the conversation, persist the session file."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from assistant.context import Context
from assistant.intents import BY_NODE
from assistant.nodes.common import timed
from assistant.schemas import Message, UserIntent, reply_text, utcnow
from assistant.state import AgentState
from assistant.store import SessionFile, TurnRecord

SUMMARY_LINES = 8  # the rolling summary keeps at least this many recent turns verbatim
SUMMARY_BUDGET = 2 * SUMMARY_LINES  # past this, the oldest lines are condensed into one
SNIPPET_CHARS = 160


def _short(text: str, limit: int = SNIPPET_CHARS) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


@timed("update_memory")
def update_memory(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    intent = state.intent or UserIntent(intent_type="unknown", confidence=0.0, reasoning="no classification")
    response = state.current_response or {}
    reply = reply_text(response)
    value = str(response["result_exact"]) if response.get("result_exact") is not None else None
    new_messages = [
        Message(role="user", content=state.user_input, turn=state.turn),
        Message(role="assistant", content=reply, turn=state.turn, intent=intent.intent_type, value=value),
    ]
    line = f"Turn {state.turn} ({intent.intent_type}): {_short(state.user_input, 80)} -> {_short(reply)}"
    lines = [*(state.conversation_summary or "").splitlines(), line]
    if len(lines) > SUMMARY_BUDGET:
        # Kept locally until it outgrows the budget; then one engine call (an LLM call with
        # the openai provider, about once per SUMMARY_LINES turns) folds the oldest lines.
        cut = len(lines) - SUMMARY_LINES
        lines = [ctx.engine.condense_history(lines[:cut]), *lines[cut:]]
    summary = "\n".join(lines)
    actions = [*state.actions_taken, "update_memory"]

    session = ctx.session or SessionFile(session_id=state.session_id, user_id=state.user_id)
    finished = utcnow()
    record = TurnRecord(
        turn=state.turn,
        started_at=ctx.turn_started or finished,
        finished_at=finished,
        input=state.user_input,
        attachment=state.attachment,
        intent=intent,
        next_step=state.next_step or "",
        response_type=BY_NODE[state.next_step].response if state.next_step in BY_NODE else "",
        response=response,
        tools_used=state.tools_used,
        tool_calls=state.tool_calls,
        actions_taken=actions,
        active_documents=state.active_documents,
        provider=state.provider,
        llm_calls=state.llm_calls,
        tokens=state.tokens,
        fallback_reason=state.fallback_reason,
        timings_ms=state.timings_ms,
        flags=state.flags,
        notice=state.notice,
        audit_notes=state.audit_notes,
    )
    session.user_input = state.user_input
    session.messages.extend(new_messages)
    session.intent = intent
    session.next_step = state.next_step
    session.conversation_summary = summary
    session.active_documents = state.active_documents
    session.current_response = response
    session.tools_used = state.tools_used
    session.actions_taken = actions
    ctx.store.append_turn(session, record)
    ctx.store.save(session)
    return {
        "messages": [*state.messages, *new_messages][-ctx.history_window :],
        "conversation_summary": summary,
    }
