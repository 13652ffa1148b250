"""A scripted engine: returns what a test tells it to, to check what the nodes enforce."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from assistant.engines.base import CalcPlan, Classification, Conversation, Outcome, Sink, Usage
from assistant.schemas import AnswerResponse, Snippet, SummarizationResponse, UserIntent


@dataclass
class ScriptedEngine:
    intent: str = "qa"
    confidence: float = 0.9
    margin: float = 0.8
    answer_sources: list[str] = field(default_factory=list)
    plan: CalcPlan = field(default_factory=lambda: CalcPlan(status="plan", expression="1+1", formula="1+1", confidence=0.9))
    name: Literal["offline", "openai"] = "openai"
    seen_passages: list[Snippet] = field(default_factory=list)

    def classify(self, text: str, conversation: Conversation, *, has_attachment: bool) -> Outcome[Classification]:
        intent = UserIntent(intent_type=self.intent, confidence=self.confidence, reasoning="scripted")  # type: ignore[arg-type]
        return Outcome(Classification(intent, margin=self.margin, runner_up="unknown"), Usage(llm_calls=1, requests=1))

    def answer(self, question: str, passages: list[Snippet], conversation: Conversation, term_weights: object = None,
               *, sink: Sink | None = None) -> Outcome[AnswerResponse]:
        self.seen_passages = passages
        return Outcome(AnswerResponse(question=question, answer="scripted", sources=self.answer_sources, confidence=0.9))

    def summarize(self, instruction: str, text: str, source_id: str, conversation: Conversation, title: str = "",
                  *, sink: Sink | None = None) -> Outcome[SummarizationResponse]:
        return Outcome(SummarizationResponse(summary=text[:20], key_points=[], sources=["made-up.md"], confidence=0.9))

    def plan_calculation(self, request: str, facts: list[Snippet], conversation: Conversation) -> Outcome[CalcPlan]:
        return Outcome(self.plan)

    def condense_history(self, lines: list[str]) -> Outcome[str]:
        return Outcome(f"Earlier: {len(lines)} lines")
