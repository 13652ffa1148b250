"""unknown_agent: an honest reply about what the assistant can do; never an invented answer."""

from __future__ import annotations

import re
from typing import Any

from langgraph.runtime import Runtime

from assistant.context import Context
from assistant.intents import capabilities
from assistant.nodes.common import timed
from assistant.schemas import AnswerResponse
from assistant.state import AgentState


# Small talk gets a civil reply rather than "That is outside what I can do": "hi" and
# "thanks!" are not requests that failed.
_GREETING = re.compile(r"^\W*(?:hi|hello|hey|hiya|howdy|greetings|yo|good (?:morning|afternoon|evening|day))\b", re.I)
_THANKS = re.compile(r"^\W*(?:thanks|thank you|thx|ty|cheers|much appreciated|great,? thanks)\b", re.I)
_GOODBYE = re.compile(r"^\W*(?:bye|goodbye|see you|see ya|good night|farewell)\b", re.I)
_WHO = re.compile(r"^\W*(?:who|what) are you\b", re.I)
_ABOUT_ME = re.compile(r"^\W*(?:what can you do|what do you do|help|how do(?:es)? (?:this|it|you) work|"
                       r"what are your (?:capabilities|features))\b", re.I)


def reply_to(text: str) -> str:
    """The unknown agent's reply: civil for small talk, and always what the assistant can do."""
    can = "; ".join(capabilities())
    if _THANKS.match(text):
        return "You're welcome."
    if _GOODBYE.match(text):
        return "Goodbye."
    if _GREETING.match(text):
        return f"Hello. I can {can}."
    if _WHO.match(text):
        return f"I am a command-line assistant for your documents. I can {can}."
    if _ABOUT_ME.match(text):
        return f"I can {can}."
    return f"That is outside what I can do. I can {can}."


@timed("unknown_agent")
def unknown_agent(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    response = AnswerResponse(
        question=state.user_input,
        answer=reply_to(state.user_input),
        sources=[],
        confidence=state.intent.confidence if state.intent else 0.5,
        status="unsupported",
    )
    return {"current_response": response}
