"""AgentState: what flows through the graph, and its reducers."""

from __future__ import annotations

import operator
from typing import Annotated

from pydantic import BaseModel, Field

from assistant.schemas import Attachment, LLMUsage, Message, Response, ToolCall, UserIntent, tool_names
from assistant.store import TurnRecord


def merge_dicts(left: dict[str, float], right: dict[str, float]) -> dict[str, float]:
    return {**left, **right}


class AgentState(BaseModel):
    """One turn's state. Lists annotated with a reducer accumulate across nodes."""

    session_id: str
    user_id: str | None = None
    turn: int = 1
    user_input: str = ""
    attachment: Attachment | None = None
    messages: list[Message] = Field(default_factory=list)
    intent: UserIntent | None = None
    next_step: str | None = None
    conversation_summary: str | None = None
    active_documents: list[str] = Field(default_factory=list)
    current_response: Response | None = None
    tool_calls: Annotated[list[ToolCall], operator.add] = Field(default_factory=list)
    actions_taken: Annotated[list[str], operator.add] = Field(default_factory=list)
    flags: Annotated[list[str], operator.add] = Field(default_factory=list)
    notice: str | None = None  # shown to the user when the routing is unsure
    audit_notes: Annotated[list[str], operator.add] = Field(default_factory=list)
    provider: str = "offline"
    llm_calls: Annotated[int, operator.add] = 0
    tokens: Annotated[int, operator.add] = 0
    llm_usage: Annotated[LLMUsage, operator.add] = Field(default_factory=LLMUsage)
    fallback_reason: str | None = None
    timings_ms: Annotated[dict[str, float], merge_dicts] = Field(default_factory=dict)
    turn_record: TurnRecord | None = None  # set by update_memory; the service commits it

    @property
    def tools_used(self) -> list[str]:
        return tool_names(self.tool_calls)
