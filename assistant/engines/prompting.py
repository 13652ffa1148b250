"""Prompts within a token budget: passages cut to the sentences that matter, history
trimmed by whole user/assistant pairs, long documents cut to their central sentences.

Tokens are estimated at four characters each: close enough for English on the usual
tokenisers, and free. A small local model on a CPU then reads a whole prompt in seconds.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from assistant.engines.base import Conversation
from assistant.retrieval.text import sentence_spans, tokenize
from assistant.schemas import Snippet

CHARS_PER_TOKEN = 4


def tokens(text: str) -> int:
    return len(text) // CHARS_PER_TOKEN + 1


@dataclass(frozen=True)
class Shown:
    """A passage as the model sees it: its number, and the excerpt it was shown."""

    number: int
    snippet: Snippet
    excerpt: str


def _sentences(text: str) -> list[str]:
    return [" ".join(text[s:e].split()) for s, e in sentence_spans(text)]


def select_passages(question: str, passages: list[Snippet], budget_tokens: int) -> list[Shown]:
    """The passages in rank order, each cut to its sentences that share words with the
    question (and the first one, for context), until the budget is spent."""
    wanted = set(tokenize(question))
    budget = budget_tokens * CHARS_PER_TOKEN
    per_passage = max(240, budget // max(1, min(len(passages), 6)))
    shown: list[Shown] = []
    used = 0
    for passage in passages:
        sentences = _sentences(passage.text)
        if not sentences:
            continue
        ranked = sorted(range(len(sentences)), key=lambda i: (-len(wanted & set(tokenize(sentences[i]))), i))
        keep: set[int] = set()
        size = 0
        for i in ranked:
            if size + len(sentences[i]) > per_passage and keep:
                break
            keep.add(i)
            size += len(sentences[i]) + 1
        excerpt = " ".join(sentences[i] for i in sorted(keep))[:per_passage]
        if used + len(excerpt) > budget and shown:
            break
        shown.append(Shown(len(shown) + 1, passage, excerpt))
        used += len(excerpt)
    return shown


def history(conversation: Conversation, budget_tokens: int) -> list[Any]:
    """Recent turns as messages, whole user/assistant pairs, newest kept first."""
    from langchain_core.messages import AIMessage, HumanMessage

    pairs: list[tuple[str, str]] = []
    pending: str | None = None
    for message in conversation.messages:
        if message.role == "user":
            pending = message.content
        elif pending is not None:
            pairs.append((pending, message.content))
            pending = None
    budget = budget_tokens * CHARS_PER_TOKEN
    kept: list[tuple[str, str]] = []
    for question, reply in reversed(pairs):
        size = len(question) + len(reply)
        if size > budget:
            break
        kept.append((question, reply))
        budget -= size
    return [m for q, r in reversed(kept) for m in (HumanMessage(q), AIMessage(r))]


def excerpt(text: str, budget_tokens: int) -> str:
    """The document if it fits, else its opening and its most central sentences, in order."""
    budget = budget_tokens * CHARS_PER_TOKEN
    if len(text) <= budget:
        return text
    sentences = _sentences(text)
    words = [set(tokenize(s)) for s in sentences]
    freq = Counter(w for ws in words for w in ws)
    score = [sum(freq[w] for w in ws) / (len(ws) ** 0.5) if ws else 0.0 for ws in words]
    chosen = set(range(min(3, len(sentences))))  # the opening says what the document is
    size = sum(len(sentences[i]) for i in chosen)
    for i in sorted(range(len(sentences)), key=lambda i: -score[i]):
        if size + len(sentences[i]) > budget:
            continue
        chosen.add(i)
        size += len(sentences[i]) + 1
    return " ".join(sentences[i] for i in sorted(chosen))
