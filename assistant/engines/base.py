"""The one Protocol every engine implements. The graph never knows which engine runs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Literal, Protocol

from assistant.schemas import AnswerResponse, Message, Snippet, SummarizationResponse, UserIntent


@dataclass(frozen=True)
class Conversation:
    """What an engine may know of earlier turns."""

    messages: tuple[Message, ...] = ()
    summary: str | None = None
    active_documents: tuple[str, ...] = ()
    last_intent: str | None = None
    last_question: str | None = None
    last_result: str | None = None  # exact result of the last calculation, for "and times 2?"


@dataclass(frozen=True)
class CalcPlan:
    """An engine's proposal for a calculation; the calculator tool computes the value."""

    status: Literal["plan", "decline"]
    expression: str = ""
    formula: str = ""
    confidence: float = 0.0
    explanation: str | None = None
    sources: tuple[str, ...] = ()
    bindings: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Usage:
    """What an engine spent since the last take_usage(): LLM calls, tokens, and whether it fell back."""

    llm_calls: int = 0
    tokens: int = 0
    fallback_reason: str | None = None


# The routing is "unsure" below this confidence, or when the runner-up is this close.
LOW_CONFIDENCE = 0.5
SMALL_MARGIN = 0.15


@dataclass(frozen=True)
class Classification:
    intent: UserIntent
    margin: float = 1.0  # gap between the top two intents' probabilities
    runner_up: str | None = None

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
    name: Literal["offline", "openai"]

    def take_usage(self) -> Usage: ...

    def classify(self, text: str, conversation: Conversation, *, has_attachment: bool) -> Classification: ...

    def answer(
        self,
        question: str,
        passages: list[Snippet],
        conversation: Conversation,
        term_weights: Mapping[str, float] | None = None,  # how informative each query stem is in the corpus
    ) -> AnswerResponse: ...

    def summarize(
        self, instruction: str, text: str, source_id: str, conversation: Conversation, title: str = ""
    ) -> SummarizationResponse: ...

    def plan_calculation(self, request: str, facts: list[Snippet], conversation: Conversation) -> CalcPlan: ...

    def condense_history(self, lines: list[str]) -> str: ...  # older summary lines -> one line
