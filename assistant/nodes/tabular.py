"""The table tool as both agents use it: the tables in a turn's scope (an attached table,
the tables inside an attached text, those of the best-matching documents), asked a
question through the engine's reading, the query executed by code."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from langgraph.runtime import Runtime

from assistant.context import Context
from assistant.nodes.common import conversation_of
from assistant.retrieval.text import fold, light
from assistant.schemas import Attachment, ToolCall
from assistant.state import AgentState

if TYPE_CHECKING:
    from assistant.engines.base import Outcome
    from assistant.tables.answer import TableReply
    from assistant.tables.query import TableQuery
    from assistant.tables.table import Table


@dataclass(frozen=True)
class TableScope:
    tables: Sequence[Table]
    # Tables met inside prose (a document's, or an attached text's) answer only when the
    # rules are sure: the question may be about the text around them. A table attached on
    # its own is all there is to ask, so its unsure reading is shown, marked unsure.
    sure_only: bool
    # The retrieved passages of the documents around them, which may say what a reading leaves over.
    prose: Sequence[str] = ()


def attached_scope(attachment: Attachment) -> TableScope | None:
    """An attached CSV/TSV text as one table, else the markdown and HTML tables inside it."""
    from assistant.tables.documents import text_tables
    from assistant.tables.table import parse

    table = parse(attachment.text, attachment.id)
    if table is not None:
        return TableScope([table], sure_only=False)
    tables = text_tables(attachment.text, attachment.id)
    return TableScope(tables, sure_only=True) if tables else None


def documents_scope(doc_ids: Sequence[str], runtime: Runtime[Context], also: Sequence[str] = (),
                    prose: Sequence[tuple[str, str]] = ()) -> TableScope | None:
    """The tables of the first two documents of `doc_ids` (the best-matching ones), and of
    `also`: a CSV file whole, or the markdown tables of a text; with the texts of `prose`
    (document, passage) from documents that hold none."""
    from assistant.tables.documents import document_tables

    corpus = runtime.context.documents.corpus()
    tables: list[Table] = []

    def text_of(doc_id: str) -> Callable[[], str]:
        return lambda: corpus.documents[doc_id].text

    for doc_id in dict.fromkeys([*list(dict.fromkeys(doc_ids))[:2], *also]):
        # The document's text is loaded only if its file is small enough to hold a table we read.
        tables += document_tables(doc_id, corpus.documents.infos[doc_id].kind, corpus.documents.root, text_of(doc_id))
    if not tables:
        return None
    tabled = {t.source for t in tables}
    return TableScope(tables, sure_only=True, prose=tuple(text for doc_id, text in prose if doc_id not in tabled))


def ask_tables(question: str, scope: TableScope, state: AgentState, runtime: Runtime[Context],
               accept: Callable[[TableQuery], bool] = lambda query: True,
               ) -> tuple[TableReply | None, ToolCall, list[Outcome[Any]]]:
    """The first reply, a sure one first (with `scope.sure_only`, only a sure one), to a
    query `accept` takes; the table_query call for the audit (logged even when nothing
    answered); and the engine calls it cost."""
    from assistant.tables.answer import table_reply

    outcomes: list[Outcome[Any]] = []

    def pick(question: str) -> TableReply | None:
        unsure = None
        for table in scope.tables:
            if scope.sure_only and not asks_about(question, table):
                continue
            if scope.sure_only:
                # Tables met in retrieved documents are read by the rules alone: a model call
                # for every table of every question's documents would double its LLM calls.
                reply = table_reply(question, table)
            else:
                outcome = runtime.context.engine.read_table(question, table, conversation_of(state, runtime.context.deadline))
                outcomes.append(outcome)
                reply = None if outcome.value is None else table_reply(question, table, outcome.value)
            if reply is None or not accept(reply.query):
                continue
            if scope.sure_only and (_asks_what_it_lacks(question, table, reply) or _said_around(question, table, reply, scope.prose)):
                continue  # the prose around it may say it ("Revenue for March was ...")
            if reply.confidence >= 0.5:
                return reply
            unsure = unsure or reply
        return None if scope.sure_only else unsure

    reply, call, _ = runtime.context.tools.run(
        "table_query", pick, {"question": question},
        summarize=lambda r: None if r is None else {"table": r.table, "query": r.query.model_dump(),
                                                    "value": r.result.value, "rows": [i + 1 for i in r.result.rows],
                                                    "column": r.result.column},
    )
    return reply, call, outcomes


def _asks_what_it_lacks(question: str, table: Table, reply: TableReply) -> bool:
    """What the question asks for ("what's the total *revenue*", "what is the operating
    *margin* for product line A") is a word the reading left over: the table (of operating
    expenses) does not hold it, and the prose around it may ("Revenue for March was ...").
    A word for any number ("the logistics *costs*") names the column read."""
    from assistant.tables.reading import unexplained

    asked = _ASKED_FOR.match(question)
    if asked is None:
        return False
    left = unexplained(question, table, reply.query)
    return any(w in left for w in (light(x.lower()) for x in asked[1].split()) if w not in _ANY_MEASURE)


def _said_around(question: str, table: Table, reply: TableReply, prose: Sequence[str]) -> bool:
    """A reading that finds a word of the question inside a cell, and leaves another over, of a
    question a passage around the table says every word of: "where should volunteers park?" is
    not the rota's "car park" row but the organiser's "Please park at the church" to volunteers."""
    from assistant.tables.reading import forms, unexplained

    if not any(w.op == "contains" for w in reply.query.where) or not unexplained(question, table, reply.query):
        return False
    asked = forms(question)
    return any(asked <= forms(text) for text in prose)


# "What is the (total) X (of ...)": X is what is asked for.
_ASKED_FOR = re.compile(r"^\s*what(?:'s|\s+is|\s+was|\s+are|\s+were)\s+(?:the\s+)?(?:(?:total|overall|average|combined|net)\s+)?"
                        r"((?:(?!of\b|for\b|in\b|on\b|at\b|by\b|from\b)[a-z]+\s*){1,3})", re.IGNORECASE)
# Words that ask for a table's number without naming which: "the logistics *costs* of line B"
# is its Logistics column, "the electricity *bill*" its electricity_cost.
_ANY_MEASURE = frozenset("cost price spend expense figure amount value number bill charge fee".split())


def asks_about(question: str, table: Table) -> bool:
    """A table about one thing (see `Table.subject`) met in a folder answers only a question
    that names it: "What was the revenue in March?" is not asked of Product B's sheet, whose
    revenue row would be a sure, wrong answer beside the company's figure in the prose."""
    subject = table.subject
    if subject is None:
        return True
    return set(re.findall(r"[a-z0-9]+", fold(subject).lower())) <= set(re.findall(r"[a-z0-9]+", fold(question).lower()))
