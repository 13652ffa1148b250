"""The structured outputs every engine must produce, validated by Pydantic.

A response keeps its type from the agent node to the screen: each response model carries
a `kind` literal and knows how to say itself (`text`, `headline`, `points`, `details`), so
rendering, Markdown export and memory never recognise a response again by its keys.
Docstrings come before `model_config` so that they reach the JSON schemas.
"""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Annotated, ClassVar, Literal, Union

from pydantic import BaseModel, ConfigDict, Field

from assistant.intents import INTENT_NAMES

IntentType = Literal[INTENT_NAMES]  # type: ignore[valid-type]  # derived from the registry


def utcnow() -> datetime:
    return datetime.now(timezone.utc)


class UserIntent(BaseModel):
    """What the user wants, decided by the classify_intent node: which agent serves the turn."""

    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    intent_type: IntentType = Field(description="Which agent should serve the request.")
    confidence: float = Field(ge=0.0, le=1.0, description="Probability that intent_type is right (the routing confidence).")
    reasoning: str = Field(description="One sentence on why this intent was chosen.")


class Snippet(BaseModel):
    """A passage a response relies on, so a user can check it."""

    model_config = ConfigDict(defer_build=True)
    doc_id: str = Field(description="The document the passage comes from (its path in the documents folder).")
    chunk_id: str = Field(description="The passage: 'doc_id#start-end', character offsets into the document.")
    text: str = Field(description="The passage text.")
    score: float = Field(default=0.0, description="Retrieval score (higher is a closer match).")
    # Not part of any output: what its document says the passage is about, when the passage
    # starts under a heading (or a letter's title line) it does not hold itself.
    heading: str = Field(default="", exclude=True, description="The heading its document puts over the passage.")


class Reply(BaseModel):
    """Fields and behaviour every agent's response shares."""

    model_config = ConfigDict(defer_build=True)
    headline_bold: ClassVar[bool] = False  # shown emphasised (a computed result)
    served_statuses: ClassVar[tuple[str, ...]] = ()

    kind: str = Field(description="Which response model this is.")  # each model narrows it to its literal, first in JSON
    sources: list[str] = Field(default_factory=list, description="Ids of the documents used (or of the attached text).")
    confidence: float = Field(ge=0.0, le=1.0, description="How likely this reply is right (the answer confidence, not the routing one).")
    timestamp: datetime = Field(default_factory=utcnow, description="When the reply was made (UTC).")

    def text(self) -> str:
        """The reply as one plain string (conversation memory, history, exports)."""
        raise NotImplementedError

    def headline(self) -> str:
        """What a reader sees first."""
        return self.text()

    def points(self) -> list[str]:
        """Bulleted points shown under the headline."""
        return []

    def details(self) -> list[tuple[str, str]]:
        """Labelled lines shown after the points (expression, formula, notes)."""
        return []

    def passages(self) -> list[Snippet]:
        return []

    @property
    def served(self) -> bool:
        return getattr(self, "status", None) in self.served_statuses

    def failure(self) -> str | None:
        """Why the request could not be served (the command then exits 1), or None."""
        return None

    def follow_up_value(self) -> str | None:
        """A value later turns may refer to ("and times 2?"), or None."""
        return None

    def follow_up_request(self) -> str | None:
        """What was computed, for later turns that change one of its numbers, or None."""
        return None


class AnswerResponse(Reply):
    """An answer to a question, taken from the documents, with the passages that support it."""

    model_config = ConfigDict(defer_build=True)
    served_statuses: ClassVar[tuple[str, ...]] = ("answered",)
    kind: Literal["answer"] = Field(default="answer", description="Which response model this is.")
    question: str = Field(description="The question that was answered.")
    answer: str = Field(description="The answer, in at most a few sentences.")
    status: Literal["answered", "not_found", "unsupported", "unsure"] = Field(
        default="answered", description="answered, or why not: not_found, unsupported, unsure."
    )
    snippets: list[Snippet] = Field(default_factory=list, description="The passages the answer relies on.")

    def text(self) -> str:
        return self.answer

    def details(self) -> list[tuple[str, str]]:
        if self.status == "unsure":
            return [("note", "the documents may not answer this exactly: check the passage")]
        return []

    def passages(self) -> list[Snippet]:
        return self.snippets


class SummarizationResponse(Reply):
    """A summary of one document or of attached text, with its key points."""

    model_config = ConfigDict(defer_build=True)
    served_statuses: ClassVar[tuple[str, ...]] = ("summarized",)
    kind: Literal["summary"] = Field(default="summary", description="Which response model this is.")
    summary: str = Field(description="A short summary.")
    key_points: list[str] = Field(default_factory=list, description="The main points, one sentence each.")
    status: Literal["summarized", "not_found"] = Field(default="summarized", description="summarized, or not_found.")
    snippets: list[Snippet] = Field(default_factory=list, description="The passages the summary relies on.")

    def text(self) -> str:
        return self.summary

    def points(self) -> list[str]:
        return list(self.key_points)

    def passages(self) -> list[Snippet]:
        return self.snippets


class CalculationResponse(Reply):
    """A computation: the expression given to the calculator and the calculator's exact result."""

    model_config = ConfigDict(defer_build=True)
    headline_bold: ClassVar[bool] = True
    served_statuses: ClassVar[tuple[str, ...]] = ("computed",)
    kind: Literal["calculation"] = Field(default="calculation", description="Which response model this is.")
    formula: str = Field(description="The computation with named quantities.")
    expression: str = Field(description="The arithmetic expression given to the calculator.")
    result: int | float | None = Field(default=None, description="The calculator's value; None when declined.")
    result_exact: str | None = Field(default=None, description='Exact form: "2496", "0.3", "-15/11".')
    result_display: str | None = Field(default=None, description='For reading: "60419/8 = 7552.375".')
    status: Literal["computed", "declined", "error"] = Field(default="computed", description="computed, declined, or error.")
    explanation: str | None = Field(default=None, description="Why it was declined, or a note on the inputs.")
    request: str | None = Field(default=None, description="The request as computed (a follow-up resolved against the previous turn).")

    def text(self) -> str:
        if self.status == "computed":
            return f"{self.expression} = {self.result_exact}"
        return self.explanation or ""

    def headline(self) -> str:
        if self.status == "computed":
            return str(self.result_display or self.result_exact)
        return f"Not computed: {self.explanation or 'no expression'}"

    def details(self) -> list[tuple[str, str]]:
        if self.status != "computed":
            return []
        lines = [("expression", self.expression)]
        if self.formula and self.formula != self.expression:
            lines.append(("formula", self.formula))
        if self.explanation:
            lines.append(("note", self.explanation))
        return lines

    def failure(self) -> str | None:
        return (self.explanation or "the request could not be served") if self.status == "error" else None

    def follow_up_value(self) -> str | None:
        return self.result_exact if self.status == "computed" else None

    def follow_up_request(self) -> str | None:
        return self.request if self.status == "computed" else None


def _response_models() -> tuple[type[Reply], ...]:
    from assistant.intents import INTENTS

    names = dict.fromkeys(spec.response for spec in INTENTS)  # in registry order, once each
    return tuple(globals()[name] for name in names)


# Every agent's output, derived from the registry; `kind` tells them apart in JSON. A type
# checker cannot follow a union built at import time: to it, a Response is the Reply they share.
if TYPE_CHECKING:
    Response = Reply
else:
    Response = Annotated[Union[_response_models()], Field(discriminator="kind")]


class ToolCall(BaseModel):
    """One audited tool invocation: its input, output or error, and how long it took."""

    model_config = ConfigDict(defer_build=True)
    tool: str = Field(description="The tool's name (calculator, doc_retriever, ...).")
    input: dict[str, object] = Field(description="The arguments it was called with.")
    output: object = Field(default=None, description="What it returned (ids and scores for retrievals).")
    error: str | None = Field(default=None, description="The tool's error, when it failed.")
    timestamp: datetime = Field(default_factory=utcnow, description="When the call started (UTC).")
    duration_ms: float = Field(default=0.0, description="Wall time of the call.")


class Message(BaseModel):
    """One message of the conversation, as later turns see it."""

    model_config = ConfigDict(defer_build=True)
    role: Literal["user", "assistant"] = Field(description="Who said it.")
    content: str = Field(description="What was said (the reply as plain text).")
    turn: int = Field(description="The turn it belongs to.")
    intent: str | None = Field(default=None, description="The intent that served the turn (assistant messages).")
    value: str | None = Field(default=None, description="A calculation's exact result, for follow-ups like 'and times 2?'.")
    request: str | None = Field(default=None, description="A calculation as it was computed, for follow-ups like 'what about 20%?'.")


class Attachment(BaseModel):
    """Text given with the turn (standard input, a file, or a batch line's context)."""

    model_config = ConfigDict(defer_build=True)
    id: str = Field(description="The id the text is cited by ('stdin', 'context:<id>', a file name).")
    text: str = Field(description="The attached text.")


class LLMUsage(BaseModel):
    """What a turn's LLM work cost beyond the call count: requests, tokens, repairs."""

    model_config = ConfigDict(defer_build=True)
    requests: int = Field(default=0, description="HTTP requests, retries and method fallbacks included.")
    prompt_tokens: int = Field(default=0, description="Tokens sent to the model.")
    completion_tokens: int = Field(default=0, description="Tokens the model wrote.")
    repairs: int = Field(default=0, description="Replies that failed validation and were asked again.")

    def __add__(self, other: LLMUsage) -> LLMUsage:
        return LLMUsage(requests=self.requests + other.requests, prompt_tokens=self.prompt_tokens + other.prompt_tokens,
                        completion_tokens=self.completion_tokens + other.completion_tokens, repairs=self.repairs + other.repairs)


class AttachmentRef(BaseModel):
    """A turn's reference to an attached text, which the session stores once by its hash."""

    model_config = ConfigDict(defer_build=True)
    id: str = Field(description="The id the text is cited by.")
    sha256: str = Field(description="sha256 of the text (UTF-8): the key it is stored under, checked by verify.")
    chars: int = Field(description="Its length in characters.")

    @classmethod
    def of(cls, attachment: Attachment) -> AttachmentRef:
        import hashlib

        return cls(id=attachment.id, sha256=hashlib.sha256(attachment.text.encode("utf-8")).hexdigest(), chars=len(attachment.text))


def tool_names(calls: list[ToolCall]) -> list[str]:
    """`tools_used` everywhere: derived from the audited calls, never stored beside them."""
    return [c.tool for c in calls]


class TurnOutput(BaseModel):
    """The `ask --json` object of CONTRACT.md (and each `batch` line, plus its id)."""

    model_config = ConfigDict(defer_build=True)
    session_id: str = Field(description="The session the turn belongs to.")
    turn: int = Field(description="The turn's number in its session, from 1.")
    intent: UserIntent = Field(description="The routing decision.")
    next_step: str = Field(description="The agent node that served the turn.")
    response: Response = Field(description="The validated structured output of the agent that ran.")
    tools_used: list[str] = Field(description="Names of the tools called this turn, in order.")
    actions_taken: list[str] = Field(description="The graph nodes that ran this turn, in order.")
    provider: Literal["offline", "openai"] = Field(description="Which engine served the turn.")
    llm_calls: int = Field(default=0, description="LLM requests made this turn.")
    tokens: int = Field(default=0, description="LLM tokens spent this turn.")
    llm_usage: LLMUsage = Field(default_factory=LLMUsage, description="Requests, prompt and completion tokens, repairs.")
    fallback_reason: str | None = Field(default=None, description="Why the LLM provider failed, when the turn fell back offline.")
    timings_ms: dict[str, float] = Field(default_factory=dict, description="Wall time per node, and the total.")
    flags: list[str] = Field(default_factory=list, description="Audit flags (not_found, fallback, low_confidence, ...).")
    notice: str | None = Field(default=None, description="A note for the reader (unsure routing).")
