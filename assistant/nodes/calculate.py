"""calculation_agent: the engine proposes an expression; only the calculator computes it."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from assistant.context import Context
from assistant.lexicon import DOC_REFERENCE
from assistant.nodes.common import attachment_snippets, charge, conversation_of, timed
from assistant.schemas import CalculationResponse, Snippet, ToolCall
from assistant.state import AgentState
from assistant.tools.calculator import CalcResult, calculate
from assistant.tools.retriever import describe, retrieve_documents



@timed("calculation_agent")
def calculation_agent(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    conversation = conversation_of(state, runtime.context.deadline)
    request = state.user_input
    tool_calls: list[ToolCall] = []
    facts: list[Snippet] = []
    if state.attachments:
        # "15% of the budget" with a text attached: its numbers are the attached text's.
        facts = [p for a in state.attachments for p in attachment_snippets(a)]
    elif DOC_REFERENCE.search(request):
        corpus = ctx.documents.corpus()
        found, call, _ = ctx.tools.run(
            "doc_retriever",
            lambda query, k: retrieve_documents(corpus, query, k),
            {"query": request, "k": 5},
            summarize=describe,
        )
        facts = found or []
        tool_calls.append(call)
    outcome = ctx.engine.plan_calculation(request, facts, conversation)
    plan = outcome.value
    if plan.status == "decline":
        response = CalculationResponse(
            formula="", expression="", result=None, sources=[], confidence=min(plan.confidence, 0.3),
            status="declined", explanation=plan.explanation,
        )
        return charge(_update(response, tool_calls, flags=["declined"]), outcome)

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
        return charge(_update(response, tool_calls, flags=["calculator_error"]), outcome)
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
    update = charge(_update(response, tool_calls), outcome)
    if sources:
        update["active_documents"] = sources
    return update


def _update(response: CalculationResponse, tool_calls: list[ToolCall], flags: list[str] | None = None) -> dict[str, Any]:
    return {
        "current_response": response,
        "tool_calls": tool_calls,
        "flags": flags or [],
    }
