"""classify_intent: the entry node. Asks the engine for a UserIntent and picks next_step."""

from __future__ import annotations

from typing import Any

from langgraph.runtime import Runtime

from assistant.context import Context
from assistant.intents import BY_NAME
from assistant.nodes.common import charge, conversation_of, timed
from assistant.state import AgentState


@timed("classify_intent")
def classify_intent(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    engine = runtime.context.engine
    outcome = engine.classify(state.user_input, conversation_of(state, runtime.context.deadline), has_attachment=state.attachment is not None)
    result = outcome.value
    flags = []
    if result.low_confidence:
        flags.append("low_confidence")
    if result.ambiguous:
        flags.append("ambiguous_intent")
    notice = None
    if flags:
        # Say so rather than present a guess as certain; the LLM engine can take these over.
        other = f" or a {result.runner_up} request" if result.runner_up else ""
        notice = (
            f"I am not sure what you want (this looks like a {result.intent.intent_type} request{other}, "
            f"confidence {result.intent.confidence:.0%}); I treated it as {result.intent.intent_type}. "
            "Rephrase if that is wrong."
        )
    return charge({
        "notice": notice,
        "intent": result.intent,
        "next_step": BY_NAME[result.intent.intent_type].node,
        "flags": flags,
    }, outcome)
