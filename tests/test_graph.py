from __future__ import annotations

from assistant.graph import build_graph, mermaid
from assistant.intents import INTENTS


def test_graph_has_one_agent_node_per_registered_intent() -> None:
    nodes = set(build_graph().get_graph().nodes)
    assert {"classify_intent", "update_memory"} <= nodes
    assert {spec.node for spec in INTENTS} <= nodes


def test_mermaid_shows_the_routing() -> None:
    text = mermaid()
    assert text.lstrip().startswith("---") or "graph TD" in text
    for name in ("classify_intent", "qa_agent", "summarization_agent", "calculation_agent", "unknown_agent", "update_memory"):
        assert name in text
    assert "classify_intent -." in text  # conditional edges out of the classifier


def test_a_flag_raised_by_two_nodes_is_kept_once() -> None:
    """The classifier and the answer may both find the engines disagreeing; the turn's flags
    said "[engines_disagree, unsure_answer, engines_disagree]"."""
    from assistant.state import AgentState

    fields = AgentState.model_fields["flags"].metadata
    reducer = next(m for m in fields if callable(m))
    assert reducer(["engines_disagree"], ["unsure_answer", "engines_disagree"]) == ["engines_disagree", "unsure_answer"]
