"""AgentState: what flows through the graph, and its reducers."""

from __future__ import annotations

import operator
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, model_validator

from assistant.schemas import Attachment, LLMUsage, Message, Response, ToolCall, UserIntent, tool_names
from assistant.records import TurnRecord


def merge_dicts(left: dict[str, float], right: dict[str, float]) -> dict[str, float]:
    return {**left, **right}


def each_once(left: list[str], right: list[str]) -> list[str]:
    """Flags from several nodes, each once: the classifier and the answer may both find the
    engines disagreeing, and a reader sees the flag once."""
    return list(dict.fromkeys([*left, *right]))


class AgentState(BaseModel):
    """One turn's state. Lists annotated with a reducer accumulate across nodes."""

    session_id: str
    user_id: str | None = None
    turn: int = 1
    user_input: str = ""
    attachments: list[Attachment] = Field(default_factory=list)  # this turn's texts: given now, or the session's
    messages: list[Message] = Field(default_factory=list)
    intent: UserIntent | None = None
    next_step: str | None = None
    conversation_summary: str | None = None
    active_documents: list[str] = Field(default_factory=list)
    current_response: Response | None = None
    tool_calls: Annotated[list[ToolCall], operator.add] = Field(default_factory=list)
    actions_taken: Annotated[list[str], operator.add] = Field(default_factory=list)
    flags: Annotated[list[str], each_once] = Field(default_factory=list)
    notice: str | None = None  # shown to the user when the routing is unsure
    audit_notes: Annotated[list[str], operator.add] = Field(default_factory=list)
    provider: Literal["offline", "openai"] = "offline"
    llm_calls: Annotated[int, operator.add] = 0
    tokens: Annotated[int, operator.add] = 0
    llm_usage: Annotated[LLMUsage, operator.add] = Field(default_factory=LLMUsage)
    fallback_reason: str | None = None
    timings_ms: Annotated[dict[str, float], merge_dicts] = Field(default_factory=dict)
    turn_record: TurnRecord | None = None  # set by update_memory; the service commits it

    @model_validator(mode="before")
    @classmethod
    def _one_attachment(cls, data: Any) -> Any:
        # The original design passed one `attachment`; it is still accepted as input.
        if isinstance(data, dict) and "attachment" in data:
            data = dict(data)
            one = data.pop("attachment")
            if one is not None:
                data["attachments"] = [*data.get("attachments", []), one]
        return data

    @property
    def attachment(self) -> Attachment | None:
        """The one attached text a node works on when it takes one (several are joined)."""
        if not self.attachments:
            return None
        if len(self.attachments) == 1:
            return self.attachments[0]
        return Attachment(id="+".join(a.id for a in self.attachments),
                          text="\n\n".join(f"# {a.id}\n\n{a.text}" for a in self.attachments))

    @property
    def tools_used(self) -> list[str]:
        return tool_names(self.tool_calls)
