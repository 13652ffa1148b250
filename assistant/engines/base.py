"""The one Protocol every engine implements. The graph never knows which engine runs."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Generic, Literal, Protocol, TypeVar

from assistant.schemas import AnswerResponse, Message, Snippet, SummarizationResponse, UserIntent

if TYPE_CHECKING:
    from assistant.tables.reading import Reading
    from assistant.tables.table import Table

T = TypeVar("T")


@dataclass(frozen=True)
class Conversation:
    """What an engine may know of earlier turns."""

    messages: tuple[Message, ...] = ()
    summary: str | None = None
    active_documents: tuple[str, ...] = ()
    last_intent: str | None = None
    last_question: str | None = None
    last_result: str | None = None  # exact result of the last calculation, for "and times 2?"
    last_request: str | None = None  # the last calculation as it was computed ("15% of 2340" for "what about 15%?")
    deadline: float | None = None  # time.monotonic() by which the turn's LLM work must end


@dataclass(frozen=True)
class CalcPlan:
    """An engine's proposal for a calculation; the calculator tool computes the value."""

    status: Literal["plan", "decline"]
    expression: str = ""
    formula: str = ""
    confidence: float = 0.0
    explanation: str | None = None
    sources: tuple[str, ...] = ()
    request: str = ""  # the request as computed, when it differs (a resolved follow-up)
    bindings: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Usage:
    """What one engine call spent, returned with its result: model calls, HTTP requests
    (retries and method fallbacks included), tokens, repairs, and why it fell back."""

    llm_calls: int = 0
    requests: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    repairs: int = 0
    fallback_reason: str | None = None

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.llm_calls + other.llm_calls, self.requests + other.requests,
            self.prompt_tokens + other.prompt_tokens, self.completion_tokens + other.completion_tokens,
            self.repairs + other.repairs, other.fallback_reason or self.fallback_reason,
        )


@dataclass(frozen=True)
class Outcome(Generic[T]):
    """An engine's result with what it cost and what its checks found (flags, audit notes)."""

    value: T
    usage: Usage = Usage()
    flags: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()


Sink = Callable[[str], None]  # receives an answer's or a summary's text as it streams


# The routing is "unsure" below this confidence, or when the runner-up is this close.
LOW_CONFIDENCE = 0.5
SMALL_MARGIN = 0.15


@dataclass(frozen=True)
class Classification:
    intent: UserIntent
    margin: float = 1.0  # gap between the top two intents' probabilities
    runner_up: str | None = None
    # The offline router's P(intent) for each intent, when it decided (empty otherwise):
    # "summarization" at 0 means the request's own words ask for no summary.
    probabilities: Mapping[str, float] = field(default_factory=dict)

    @property
    def low_confidence(self) -> bool:
        return self.intent.confidence < LOW_CONFIDENCE

    @property
    def ambiguous(self) -> bool:
        return self.margin < SMALL_MARGIN

    @property
    def unsure(self) -> bool:
        """The one rule for flagging a routing decision (the classify node and `eval routing`)."""
        return self.low_confidence or self.ambiguous


class Engine(Protocol):
    """What the graph needs of a "brain". Every method returns its result with its usage."""

    @property
    def name(self) -> Literal["offline", "openai"]: ...  # read-only: each engine narrows it to its own

    def classify(self, text: str, conversation: Conversation, *, has_attachment: bool) -> Outcome[Classification]: ...

    def answer(
        self,
        question: str,
        passages: list[Snippet],
        conversation: Conversation,
        term_weights: Mapping[str, float] | None = None,  # how informative each query stem is in the corpus
        *,
        sink: Sink | None = None,
    ) -> Outcome[AnswerResponse]: ...

    def summarize(
        self, instruction: str, text: str, source_id: str, conversation: Conversation, title: str = "",
        *, sink: Sink | None = None,
    ) -> Outcome[SummarizationResponse]: ...

    def plan_calculation(self, request: str, facts: list[Snippet], conversation: Conversation) -> Outcome[CalcPlan]: ...

    def condense_history(self, lines: list[str]) -> Outcome[str]: ...  # older summary lines -> one line

    def read_table(self, question: str, table: Table, conversation: Conversation) -> Outcome[Reading | None]: ...  # a query, executed by code
