"""Helpers shared by the nodes: the conversation view and node timing."""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from langgraph.runtime import Runtime

from assistant.context import Context
from assistant.engines.base import Conversation, Outcome
from assistant.logs import app_log
from assistant.schemas import Attachment, LLMUsage, Snippet
from assistant.state import AgentState

if TYPE_CHECKING:
    from assistant.retrieval.corpus import Corpus
    from assistant.retrieval.loaders import Document

class Node(Protocol):
    """A graph node. A Protocol, not a Callable type: LangGraph passes `runtime` by keyword,
    which a Callable[[...], ...] type's positional-only parameters would not take."""

    def __call__(self, state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]: ...


def conversation_of(state: AgentState, deadline: float | None = None) -> Conversation:
    last_user = next((m for m in reversed(state.messages) if m.role == "user"), None)
    last_reply = next((m for m in reversed(state.messages) if m.role == "assistant"), None)
    return Conversation(
        messages=tuple(state.messages),
        summary=state.conversation_summary,
        active_documents=tuple(state.active_documents),
        last_intent=last_reply.intent if last_reply else None,
        last_question=last_user.content if last_user else None,
        last_result=last_reply.value if last_reply else None,
        last_request=last_reply.request if last_reply else None,
        deadline=deadline,
    )


def timed(name: str) -> Callable[[Node], Node]:
    """Record the node's wall time in timings_ms, its name in actions_taken, and log it."""

    def wrap(fn: Node) -> Node:
        @functools.wraps(fn)
        def node(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
            t0 = time.perf_counter()
            update = fn(state, runtime)
            elapsed = round((time.perf_counter() - t0) * 1000, 3)
            update.setdefault("actions_taken", [name])
            update["timings_ms"] = {**update.get("timings_ms", {}), name: elapsed}
            app_log().info(name, session_id=state.session_id, turn=state.turn, duration_ms=elapsed,
                           **{k: v for k, v in update.items() if k in ("next_step", "active_documents", "tools_used")})
            return update

        return node

    return wrap


def charge(update: dict[str, Any], *outcomes: Outcome[Any]) -> dict[str, Any]:
    """Fold what engine calls cost and found (usage, fallback, flags, audit notes) into a
    node's state update."""
    for outcome in outcomes:
        usage = outcome.usage
        if usage.llm_calls or usage.requests:
            update["llm_calls"] = update.get("llm_calls", 0) + usage.llm_calls
            update["tokens"] = update.get("tokens", 0) + usage.tokens
            spent = LLMUsage(requests=usage.requests, prompt_tokens=usage.prompt_tokens,
                             completion_tokens=usage.completion_tokens, repairs=usage.repairs)
            update["llm_usage"] = update.get("llm_usage", LLMUsage()) + spent
        flags = list(outcome.flags)
        if usage.fallback_reason:
            # The provider failed and this node's answer came from the offline engine.
            update["fallback_reason"] = usage.fallback_reason
            update["provider"] = "offline"
            flags.append("fallback")
        if flags:
            update["flags"] = list(dict.fromkeys([*update.get("flags", []), *flags]))  # each once
        if outcome.notes:
            update["audit_notes"] = [*update.get("audit_notes", []), *outcome.notes]
    return update


def attachment_snippets(attachment: Attachment) -> list[Snippet]:
    """The attached text as passages of its own document (id "stdin" or the batch id)."""
    from assistant.retrieval.chunking import chunk_document

    doc = _as_document(attachment.id, attachment.text)
    return [Snippet(doc_id=c.doc_id, chunk_id=c.id, text=c.text, score=1.0) for c in chunk_document(doc)]


def attached_corpus(attachments: Sequence[Attachment]) -> Corpus:
    """Attached texts as an in-memory corpus of their own (nothing is cached on disk)."""
    return _attached_corpus(tuple((a.id, a.text) for a in attachments))


@functools.lru_cache(maxsize=4)
def _attached_corpus(texts: tuple[tuple[str, str], ...]) -> Corpus:
    # Kept for the process: every turn of a chat about one attached file (a megabyte is
    # about two seconds to index) asks about the same text.
    from assistant.retrieval.corpus import Corpus

    return Corpus.from_documents([_as_document(i, text) for i, text in texts])


def _as_document(attachment_id: str, text: str) -> Document:
    """Attached text as a plain-text document named by its id."""
    from assistant.retrieval.loaders import Document

    return Document(id=attachment_id, title=attachment_id, text=text, kind="txt")
