"""THE intent registry: one entry per intent, and everything else is derived from it.

The graph's agent nodes and conditional edges, the `UserIntent.intent_type` Literal and
the capability list shown for `unknown` all come from INTENTS. Handlers and response
models are named by dotted path so that importing this module (and so `schemas`) stays
cheap for commands that never run the graph.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class IntentSpec:
    name: str  # the value of UserIntent.intent_type
    node: str  # the graph node that serves it
    handler: str  # "module:function" of the node
    response: str  # name of the response model in assistant.schemas
    capability: str  # one line for help texts and the `unknown` reply ("" = not a capability)
    described: str = ""  # the intent in words, for notices ("a question about your documents")


INTENTS: tuple[IntentSpec, ...] = (
    IntentSpec(
        name="qa",
        node="qa_agent",
        handler="assistant.nodes.qa:qa_agent",
        response="AnswerResponse",
        capability="answer questions from your documents, citing the passages used",
        described="a question about your documents",
    ),
    IntentSpec(
        name="summarization",
        node="summarization_agent",
        handler="assistant.nodes.summarize:summarization_agent",
        response="SummarizationResponse",
        capability="summarize a document or attached text into a summary and key points",
        described="a request for a summary",
    ),
    IntentSpec(
        name="calculation",
        node="calculation_agent",
        handler="assistant.nodes.calculate:calculation_agent",
        response="CalculationResponse",
        capability="compute arithmetic exactly with a safe calculator (e.g. 'what is 12% of 4,200')",
        described="a calculation",
    ),
    IntentSpec(
        name="unknown",
        node="unknown_agent",
        handler="assistant.nodes.unknown:unknown_agent",
        response="AnswerResponse",
        capability="",
        described="a request outside what I do",
    ),
)

INTENT_NAMES: tuple[str, ...] = tuple(spec.name for spec in INTENTS)
BY_NAME: dict[str, IntentSpec] = {spec.name: spec for spec in INTENTS}
BY_NODE: dict[str, IntentSpec] = {spec.node: spec for spec in INTENTS}


def capabilities() -> list[str]:
    return [spec.capability for spec in INTENTS if spec.capability]
