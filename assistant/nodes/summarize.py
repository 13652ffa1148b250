"""summarization_agent: summarise the attached text, or the document the request names."""

from __future__ import annotations

import re
from typing import Any

from langgraph.runtime import Runtime

from assistant import followup
from assistant.context import Context
from assistant.nodes.common import charge, conversation_of, timed
from assistant.nodes.qa import _sink
from assistant.prose import MAX_POINT_CHARS, MAX_SUMMARY_CHARS, bounded, prose
from assistant.retrieval.names import Named, name_words, named_by_kind, named_document
from assistant.retrieval.sections import named_section
from assistant.retrieval.text import tokenize
from assistant.schemas import SummarizationResponse
from assistant.state import AgentState
from assistant.tools.retriever import describe

MAX_SUMMARY_INPUT = 200_000  # characters of a document given to the summariser
GUESSED_DOCUMENT_CONFIDENCE = 0.45  # a summary of the document a search chose, not one the request named
_DEICTIC = re.compile(r"\b(?:this|it|that|above|below|attached|previous|last one)\b", re.I)
_GENERIC_WORDS = "summarize summarise summary sum up tl;dr recap give me a brief short overview of key main points please document text file"
_GENERIC = set(tokenize(_GENERIC_WORDS))
_STRUCTURE = set(tokenize("section sections part chapter heading"))  # what a section is called, not which


@timed("summarization_agent")
def summarization_agent(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    conversation = conversation_of(state, runtime.context.deadline)
    instruction = state.user_input
    if state.attachments:
        # Several attached texts: the one the request names, else all of them together.
        said = [a for a in state.attachments if a.id.lower() in instruction.lower()]
        chosen = said[:1] or state.attachments
        text = "\n\n".join(a.text for a in chosen)[:MAX_SUMMARY_INPUT]
        source = "+".join(a.id for a in chosen)
        outcome = ctx.engine.summarize(instruction, text, source, conversation, sink=_sink(runtime))
        response = _readable(outcome.value.model_copy(update={"sources": [a.id for a in chosen]}))
        return charge({"current_response": response, "active_documents": [a.id for a in chosen]}, outcome)

    corpus = ctx.documents.corpus()
    content_words = set(tokenize(instruction)) - _GENERIC
    restyle = followup.is_follow_up(instruction, conversation.last_intent)
    doc_id: str | None = None
    call = None
    note: str | None = None
    if (restyle or (not content_words and _DEICTIC.search(instruction))) and state.active_documents:
        doc_id = state.active_documents[0]  # "make it shorter", "summarize it": the document in play
    elif content_words and ((named := _named(instruction, corpus)).doc_id is not None or named.note):
        # The request names a document (file name, stem or title): that one, or say none is so named.
        doc_id, note = named.doc_id, named.note
    elif content_words:
        doc_id, call, _ = ctx.tools.run(
            "doc_retriever",
            lambda query: corpus.best_document(query),
            {"query": instruction},
            summarize=lambda found: describe([]) if found is None else [{"doc_id": found}],
        )
    tool_calls = [call] if call else []
    if doc_id is None or doc_id not in corpus.documents:
        response = SummarizationResponse(
            summary=(f"{note[0].upper()}{note[1:]}. " if note else "I could not tell which document to summarise. ")
            + "Name it, or pipe the text in (e.g. cat report.txt | assistant ask \"Summarize this\").",
            key_points=[],
            sources=[],
            confidence=0.1,
            status="not_found",
        )
        return {"current_response": response, "tool_calls": tool_calls, "flags": ["not_found"]}
    doc = corpus.documents[doc_id]
    # "Summarize the section on expenses": that section of the handbook, not the handbook.
    section = named_section(instruction, doc.text, ignore=_GENERIC | _STRUCTURE | set(tokenize(" ".join(name_words(doc.id)))))
    text, title = (section.text, f"{doc.title} — {section.heading}") if section else (doc.text, doc.title)
    outcome = ctx.engine.summarize(instruction, text[:MAX_SUMMARY_INPUT], doc.id, conversation, title=title,
                                   sink=_sink(runtime))
    response = _readable(outcome.value.model_copy(update={"sources": [doc.id]}))
    flags: list[str] = []
    if call is not None:
        # No document was named: the one searched for is a guess at what was meant ("what port
        # does the web dashboard use?", called a summary by a small model, got the
        # troubleshooting page's summary at 0.89). The summary may be fine; the choice is unsure.
        response = response.model_copy(update={"confidence": min(response.confidence, GUESSED_DOCUMENT_CONFIDENCE)})
        note = f"no document was named: this summarises {doc.id}, the closest match to the request"
        flags.append("unsure_answer")
    update: dict[str, Any] = {"current_response": response, "active_documents": [doc.id], "tool_calls": tool_calls,
                              "flags": flags}
    if note:
        update["notice"] = " ".join(x for x in (state.notice, note[0].upper() + note[1:] + ".") if x)
    return charge(update, outcome)


def _named(instruction: str, corpus: Any) -> Named:
    named = named_document(instruction, corpus.documents, corpus.documents.title, ignore=_GENERIC_WORDS.split())
    if named.doc_id is None and named.note is None:
        # "Summarize the spreadsheet": named by what it is, when only one document is that.
        return Named(named_by_kind(instruction, corpus.documents, ignore=_GENERIC_WORDS.split()))
    return named


def _readable(response: SummarizationResponse) -> SummarizationResponse:
    """The summary and its points as prose (no hard wraps, soft hyphens or tabs) and bounded:
    a file of one endless line must not make a summary of the whole file."""
    return response.model_copy(update={
        "summary": bounded(prose(response.summary), MAX_SUMMARY_CHARS),
        "key_points": [bounded(prose(p), MAX_POINT_CHARS) for p in response.key_points],
    })
