"""All graph wiring, and nothing else: classify_intent -> one agent per intent -> update_memory."""

from __future__ import annotations

import importlib
from functools import lru_cache
from typing import Any

from langgraph.graph import END, START, StateGraph

from assistant.context import Context
from assistant.intents import INTENTS
from assistant.nodes.classify import classify_intent
from assistant.nodes.memory import update_memory
from assistant.state import AgentState


def _handler(path: str) -> Any:
    module, name = path.split(":")
    return getattr(importlib.import_module(module), name)


def route(state: AgentState) -> str:
    return state.next_step or "unknown_agent"


def build_graph() -> Any:
    graph = StateGraph(AgentState, context_schema=Context)
    graph.add_node("classify_intent", classify_intent)
    for spec in INTENTS:
        graph.add_node(spec.node, _handler(spec.handler))
        graph.add_edge(spec.node, "update_memory")
    graph.add_node("update_memory", update_memory)
    graph.add_edge(START, "classify_intent")
    graph.add_conditional_edges("classify_intent", route, {spec.node: spec.node for spec in INTENTS})
    graph.add_edge("update_memory", END)
    return graph.compile()


@lru_cache(maxsize=1)
def compiled_graph() -> Any:
    """The graph is compiled once per process."""
    return build_graph()


def mermaid() -> str:
    return str(compiled_graph().get_graph().draw_mermaid())
