"""qa_agent: retrieve passages, let the engine answer, keep only sources it was shown."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from assistant import followup
from assistant.context import Context
from assistant.nodes.common import attachment_snippets, conversation_of, timed
from assistant.schemas import AnswerResponse, Snippet
from assistant.state import AgentState
from assistant.tools.retriever import describe, retrieve_documents

TOP_K = 8


@timed("qa_agent")
def qa_agent(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    conversation = conversation_of(state)
    question = state.user_input
    if conversation.last_question and followup.is_follow_up(question, conversation.last_intent):
        question = followup.expand(question, conversation.last_question)
    tool_calls = []
    if state.attachment is not None:
        passages: list[Snippet] = attachment_snippets(state.attachment)
    else:
        corpus = ctx.documents.corpus()
        found, call, _ = ctx.tools.run(
            "doc_retriever",
            lambda query, k, boost: retrieve_documents(corpus, query, k, tuple(boost)),
            {"query": question, "k": TOP_K, "boost": list(state.active_documents)},
            summarize=describe,
        )
        passages = found or []
        tool_calls.append(call)
    response = ctx.engine.answer(question, passages, conversation)
    response = _checked(response, passages, state.user_input)
    update: dict[str, Any] = {
        "current_response": response.model_dump(mode="json"),
        "tool_calls": tool_calls,
        "tools_used": [c.tool for c in tool_calls],
    }
    if response.sources:
        update["active_documents"] = response.sources
    if response.status == "not_found":
        update["flags"] = ["not_found"]
    return update


def _checked(response: AnswerResponse, passages: list[Snippet], question: str) -> AnswerResponse:
    """Sources must be documents the engine was shown; anything else is dropped."""
    shown = {p.doc_id for p in passages}
    sources = [s for s in response.sources if s in shown]
    snippets = [s for s in response.snippets if s.doc_id in shown]
    return response.model_copy(update={"sources": sources, "snippets": snippets, "question": question})
