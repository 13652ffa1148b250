"""calculation_agent: the engine proposes an expression; only the calculator computes it."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from langgraph.runtime import Runtime

from assistant.context import Context
from assistant.errors import DocumentsError
from assistant.lexicon import DOC_REFERENCE, NAMED_OPERAND
from assistant.nodes.common import attachment_snippets, charge, conversation_of, timed
from assistant.nodes.tabular import TableScope, ask_tables, attached_scope, documents_scope
from assistant.schemas import CalculationResponse, Snippet, ToolCall
from assistant.state import AgentState
from assistant.tools.calculator import MAX_INPUT_CHARS, CalcResult, calculate
from assistant.tools.retriever import describe, retrieve_documents

if TYPE_CHECKING:
    from assistant.engines.base import Outcome
    from assistant.tables.answer import TableReply

# What the calculation agent asks of a table: arithmetic over its cells. A lookup or a
# superlative is a question (the QA agent's), not a computation.
_ARITHMETIC = ("sum", "average", "difference")
_DIGIT = re.compile(r"\d")
MAX_TERMS = 200  # cells in one calculator expression (its bound is 500 parse nodes)


@timed("calculation_agent")
def calculation_agent(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    conversation = conversation_of(state, runtime.context.deadline)
    request = state.user_input
    tool_calls: list[ToolCall] = []
    facts: list[Snippet] = []
    named_data = bool(DOC_REFERENCE.search(request) or not _DIGIT.search(request))
    # "What about 20%?" after "what is 15% of the total revenue?": the quantity is the
    # previous request's, and so are the passages that state it.
    before = (conversation.last_request or conversation.last_question or "") if conversation.last_intent == "calculation" else ""
    stating = request if NAMED_OPERAND.search(request) or not NAMED_OPERAND.search(before) else before
    if not state.attachments and (named_data or NAMED_OPERAND.search(stating)):
        # Named data ("the spreadsheet"), a computation with no number in it ("the average
        # operating expense") or with a quantity named, not given ("15% of the March
        # revenue"): its numbers can only be the documents'.
        facts = _document_facts(stating, named_data, ctx, tool_calls)
    scope = attached_scope(state.attachments[0]) if len(state.attachments) == 1 else \
        documents_scope([f.doc_id for f in facts], runtime) if facts else None
    guessed: TableReply | None = None
    spent: list[Outcome[Any]] = []
    if scope is not None:
        tabled, guessed, spent = _from_tables(request, scope, state, runtime, tool_calls)
        if tabled is not None:
            return tabled
    if state.attachments:
        # "15% of the budget" with a text attached: its numbers are the attached text's
        # (chunked only now: a table that answered needed none of it).
        facts = [p for a in state.attachments for p in attachment_snippets(a)]
    outcome = ctx.engine.plan_calculation(request, facts, conversation)
    plan = outcome.value
    if plan.status == "decline":
        explanation = plan.explanation
        if guessed is not None:
            # The table was read, not plainly: the reading is shown for the user to check, not computed.
            explanation = f"I could not read plainly which cells to compute with; the table's best reading, unsure: {guessed.text}"
        response = CalculationResponse(
            formula="", expression="", result=None, sources=[], confidence=min(plan.confidence, 0.3),
            status="declined", explanation=explanation,
        )
        return charge(_update(response, tool_calls, flags=["declined"]), outcome, *spent)

    result, call, error = ctx.tools.run(
        "calculator", calculate, {"expression": plan.expression},
        summarize=lambda r: {"exact": r.exact_str, "display": r.display},
    )
    tool_calls.append(call)
    shown = {f.doc_id for f in facts}
    sources = [s for s in plan.sources if s in shown]
    if error is not None or result is None:
        response = CalculationResponse(
            formula=plan.formula, expression=plan.expression, result=None, sources=sources, confidence=0.0,
            status="error", explanation=f"calculator: {error.message if error else 'no result'}",
        )
        return charge(_update(response, tool_calls, flags=["calculator_error"]), outcome, *spent)
    assert isinstance(result, CalcResult)
    response = CalculationResponse(
        formula=plan.formula,
        expression=plan.expression,
        result=result.number,  # always the calculator's value, never the engine's
        result_exact=result.exact_str,
        result_display=result.display,
        sources=sources,
        confidence=plan.confidence,
        status="computed",
        explanation=plan.explanation,
        request=plan.request or request,
    )
    update = charge(_update(response, tool_calls), outcome, *spent)
    if sources:
        update["active_documents"] = sources
    return update


def _document_facts(stating: str, named_data: bool, ctx: Context, tool_calls: list[ToolCall]) -> list[Snippet]:
    """The passages a calculation may take its numbers from. A request that only names a
    quantity ("40% of the eggs") may be a word problem: with no documents to read, it is
    read alone, not refused."""
    try:
        corpus = ctx.documents.corpus()
    except DocumentsError:
        if named_data:
            raise  # "from the spreadsheet" with no documents: said as the error it is
        return []
    found, call, _ = ctx.tools.run(
        "doc_retriever",
        lambda query, k: retrieve_documents(corpus, query, k),
        {"query": stating, "k": 5},
        summarize=describe,
    )
    tool_calls.append(call)
    facts = found or []
    if named_data:
        return facts
    # Only passages that state the quantity named: "30% off ... the total cost of the
    # discounted blouses" must not take a spreadsheet's costs for its own.
    from assistant.engines.offline.doc_values import document_values

    return [f for f in facts if document_values(stating, [f]) is not None]


def _from_tables(request: str, scope: TableScope, state: AgentState, runtime: Runtime[Context],
                 tool_calls: list[ToolCall]) -> tuple[dict[str, Any] | None, TableReply | None, list[Outcome[Any]]]:
    """A total, average or difference over a table's column, read from the request and
    executed by code; the calculator computes it from the cited cells. Else no update, and
    the unsure reading if there is one (its table_query call then in the audit). Last, the
    engine calls the reading cost."""
    reply, call, outcomes = ask_tables(request, scope, state, runtime, accept=lambda q: q.operation in _ARITHMETIC)
    if reply is None:
        return None, None, outcomes  # logged as tried; the audit is the plan's, as in the QA agent
    tool_calls.append(call)
    if reply.confidence < 0.5:
        # An unsure reading is not computed: the plan declines or computes what is written.
        return None, reply, outcomes
    terms = _terms(reply, scope)
    if terms is None:
        return None, None, outcomes
    expression = _expression(reply.query.operation, terms)
    if len(expression) <= MAX_INPUT_CHARS and len(terms) <= MAX_TERMS:
        result, call, error = runtime.context.tools.run(
            "calculator", calculate, {"expression": expression},
            summarize=lambda r: {"exact": r.exact_str, "display": r.display},
        )
        tool_calls.append(call)
        if error is not None or result is None:
            return None, None, outcomes
    else:
        # A column longer than one calculator expression takes: the same exact arithmetic
        # (Fractions of the cells' literals), done here, and the expression says so.
        values = [Fraction(t) for t in terms]
        total = sum(values, Fraction(0))
        value = total if reply.query.operation == "sum" else total / len(values)
        expression = f"{reply.query.operation} of {len(terms)} cells (exact; too many for one expression)"
        result = CalcResult(expression=expression, value=value, exact=True, decimal_input=any("." in t for t in terms))
    said = f" ({reply.result.expression})"
    where = reply.citation[:-len(said)] if reply.citation.endswith(said) else reply.citation
    response = CalculationResponse(
        formula=f"{reply.query.operation} of {where}", expression=expression, result=result.number,
        result_exact=result.exact_str, result_display=result.display, sources=[reply.source],
        confidence=reply.confidence, status="computed", request=request,
    )
    return charge({**_update(response, tool_calls), "active_documents": [reply.source]}, *outcomes), None, []


def _terms(reply: TableReply, scope: TableScope) -> list[str] | None:
    """The cells the executed query used, as plain decimal literals."""
    from assistant.tables.table import literal

    table = next(t for t in scope.tables if t.id == reply.table)
    column = reply.query.column
    assert column is not None
    terms = [literal(table.rows[i][column]) for i in reply.result.rows]
    # The executor computed over numbers only: a cell it read that is not one here is refused.
    return None if any(t is None for t in terms) else terms  # type: ignore[return-value]


def _expression(operation: str, terms: list[str]) -> str:
    """The calculator's expression over the cells' literals."""
    shown = [f"({t})" if t.startswith("-") else t for t in terms]
    if operation == "difference":
        high, low = sorted(shown, key=lambda t: Fraction(t.strip("()")), reverse=True)
        return f"{high} - {low}"
    total = " + ".join(shown)
    return total if operation == "sum" else f"({total}) / {len(terms)}"


def _update(response: CalculationResponse, tool_calls: list[ToolCall], flags: list[str] | None = None) -> dict[str, Any]:
    return {
        "current_response": response,
        "tool_calls": tool_calls,
        "flags": flags or [],
    }
