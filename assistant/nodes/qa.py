"""qa_agent: retrieve passages, let the engine answer, keep only sources it was shown."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from langgraph.runtime import Runtime

from assistant import followup
from assistant.context import Context
from assistant.nodes.common import attachment_snippets, charge, conversation_of, timed
from assistant.schemas import AnswerResponse, Snippet
from assistant.retrieval.slots import Vocabulary, missing_slots, missing_terms
from assistant.retrieval.text import tokenize, word_forms
from assistant.state import AgentState
from assistant.tools.retriever import describe, retrieve_documents

TOP_K = 8


@timed("qa_agent")
def qa_agent(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    conversation = conversation_of(state, runtime.context.deadline)
    question = state.user_input
    if conversation.last_question and followup.is_follow_up(question, conversation.last_intent):
        question = followup.expand(question, conversation.last_question)
    elif conversation.last_question and conversation.last_intent == "qa" and followup.refers_back(question):
        question = followup.resolve(question, conversation.last_question)
    tool_calls = []
    weights = None
    if state.attachments:
        passages: list[Snippet] = [p for a in state.attachments for p in attachment_snippets(a)]
        text = "\n\n".join(a.text for a in state.attachments)
        vocabulary = Vocabulary(tokenize(text))
        forms = word_forms(text)
        has_form: Callable[[str], bool] = forms.__contains__
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
        weights = corpus.term_weights(question)
        vocabulary = corpus.vocabulary()
        has_form = corpus.has_form
    absent = missing_slots(question, vocabulary) or missing_terms(question, has_form)
    if absent:
        # Checked here, for every engine: no document can answer a question about a month,
        # year, name or subject they never mention, and no model is asked to try.
        response = AnswerResponse(
            question=state.user_input,
            answer=f"I could not find this in the documents: they never mention {', '.join(absent)}.",
            confidence=0.1,
            status="not_found",
        )
        return {"current_response": response, "tool_calls": tool_calls, "flags": ["not_found"]}
    outcome = ctx.engine.answer(question, passages, conversation, weights, sink=_sink(runtime))
    response = outcome.value
    shown = {p.doc_id for p in passages}
    dropped = [s for s in response.sources if s not in shown]
    response = _checked(response, passages, state.user_input)
    update: dict[str, Any] = {
        "current_response": response,
        "tool_calls": tool_calls,
    }
    if response.sources:
        update["active_documents"] = response.sources
    flags = ["not_found"] if response.status == "not_found" else []
    if dropped:
        # The engine cited documents it was never shown: removed, and recorded in the audit.
        flags.append("dropped_sources")
        update["audit_notes"] = [f"dropped sources not among the retrieved passages: {', '.join(dropped)}"]
    update["flags"] = flags
    return charge(update, outcome)


def _sink(runtime: Runtime[Context]) -> Callable[[str], None] | None:
    """The answer's text as it streams goes to LangGraph's custom stream (chat shows it)."""
    writer = getattr(runtime, "stream_writer", None)
    return None if writer is None else (lambda text: writer({"text": text}))


def _checked(response: AnswerResponse, passages: list[Snippet], question: str) -> AnswerResponse:
    """Sources must be documents the engine was shown; anything else is dropped. The
    answer reads as prose: a document's hard line wraps, soft hyphens and tabs are not kept."""
    shown = {p.doc_id for p in passages}
    sources = [s for s in response.sources if s in shown]
    snippets = [s for s in response.snippets if s.doc_id in shown]
    return response.model_copy(update={"sources": sources, "snippets": snippets, "question": question,
                                       "answer": prose(response.answer)})


def prose(text: str) -> str:
    """Hard-wrapped lines joined (a line break inside a paragraph is the file's, not the
    author's), soft hyphens dropped, tabs and runs of spaces made one space; paragraphs and
    the lines of a list or a table stay."""
    text = text.replace("\u00ad", "").replace("\t", " ")
    paragraphs = []
    for paragraph in re.split(r"\n\s*\n", text):
        lines = [line.strip() for line in paragraph.split("\n") if line.strip()]
        joined: list[str] = []
        for line in lines:
            listed = bool(re.match(r"^(?:[-*•]|\d+[.)]|[A-Za-z_][\w ]*:)\s", line))
            if joined and not listed and re.search(r"\w-$", joined[-1]) and re.match(r"^[a-z]", line):
                joined[-1] = joined[-1] + line  # a word broken at the line end: "well-" "known"
            elif joined and not listed and not joined[-1].endswith((".", ":", ";", "!", "?")):
                joined[-1] = f"{joined[-1]} {line}"
            elif joined and not listed and re.match(r"^[a-z(]", line):
                joined[-1] = f"{joined[-1]} {line}"
            else:
                joined.append(line)
        paragraphs.append("\n".join(re.sub(r" {2,}", " ", line) for line in joined))
    return "\n\n".join(p for p in paragraphs if p)
