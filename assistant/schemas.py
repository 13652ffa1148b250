"""The structured outputs every engine must produce, validated by Pydantic."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from assistant.intents import INTENT_NAMES

IntentType = Literal[INTENT_NAMES]  # type: ignore[valid-type]  # derived from the registry


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class UserIntent(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    intent_type: IntentType = Field(description="Which agent should serve the request.")
    confidence: float = Field(ge=0.0, le=1.0, description="Probability that intent_type is right.")
    reasoning: str = Field(description="One sentence on why this intent was chosen.")


class Snippet(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    """A passage a response relies on, so a user can check it."""

    doc_id: str
    chunk_id: str
    text: str
    score: float = 0.0


class AnswerResponse(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    question: str
    answer: str
    sources: list[str] = Field(default_factory=list, description="Ids of the documents used.")
    confidence: float = Field(ge=0.0, le=1.0)
    timestamp: datetime = Field(default_factory=utcnow)
    status: Literal["answered", "not_found", "unsupported", "unsure"] = "answered"
    snippets: list[Snippet] = Field(default_factory=list)


class SummarizationResponse(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    summary: str
    key_points: list[str] = Field(default_factory=list)
    sources: list[str] = Field(default_factory=list)
    confidence: float = Field(ge=0.0, le=1.0)
    timestamp: datetime = Field(default_factory=utcnow)
    status: Literal["summarized", "not_found"] = "summarized"
    snippets: list[Snippet] = Field(default_factory=list)


class CalculationResponse(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    formula: str = Field(description="The computation with named quantities.")
    expression: str = Field(description="The arithmetic expression given to the calculator.")
    result: int | float | None = Field(
        default=None, description="The calculator's value; None when declined."
    )
    result_exact: str | None = Field(
        default=None, description='Exact form: "2496", "0.3", "-15/11".'
    )
    result_display: str | None = None
    sources: list[str] = Field(default_factory=list)
    confidence: float = Field(ge=0.0, le=1.0)
    timestamp: datetime = Field(default_factory=utcnow)
    status: Literal["computed", "declined", "error"] = "computed"
    explanation: str | None = None


class ToolCall(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    """One audited tool invocation."""

    tool: str
    input: dict[str, object]
    output: object = None
    error: str | None = None
    timestamp: datetime = Field(default_factory=utcnow)
    duration_ms: float = 0.0


class Message(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    role: Literal["user", "assistant"]
    content: str
    turn: int
    intent: str | None = None
    value: str | None = None  # a calculation's exact result, for follow-ups like "and times 2?"


class Attachment(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    """Text given with the turn (standard input or a batch line's context)."""

    id: str
    text: str


class TurnOutput(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    """The `ask --json` object of CONTRACT.md (and each `batch` line, plus its id)."""

    session_id: str
    turn: int
    intent: UserIntent
    next_step: str
    response: dict[str, object]
    tools_used: list[str]
    actions_taken: list[str]
    provider: Literal["offline", "openai"]
    llm_calls: int = 0
    tokens: int = 0
    fallback_reason: str | None = None
    timings_ms: dict[str, float] = Field(default_factory=dict)
    flags: list[str] = Field(default_factory=list)
    notice: str | None = None


def reply_text(response: dict[str, Any] | None) -> str:
    """The human reply in one string, whatever the response type."""
    if not response:
        return ""
    if "answer" in response:
        return str(response["answer"])
    if "summary" in response:
        return str(response["summary"])
    if response.get("status") == "computed":
        return f"{response.get('expression')} = {response.get('result_exact')}"
    return str(response.get("explanation") or "")
