"""What the model is asked to write: only what only it can know.

The question, timestamps, status, snippets, chunk ids, scores and results are filled in
by code (see openai_engine.py); a model that is asked for them wastes output tokens on
them and may invent them. The public response schemas (`assistant.schemas`) and the
`--json` contract do not change. Docstrings and descriptions are what the model reads.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from assistant.schemas import IntentType


class IntentDraft(BaseModel):
    """Which kind of request this is."""

    model_config = ConfigDict(defer_build=True, extra="ignore")
    intent_type: IntentType = Field(description="qa, summarization, calculation, or unknown.")
    confidence: float = Field(ge=0.0, le=1.0, description="How sure you are, from 0 to 1.")
    reasoning: str = Field(max_length=300, description="One short sentence on why.")


class AnswerDraft(BaseModel):
    """An answer to the question taken only from the numbered passages."""

    model_config = ConfigDict(defer_build=True, extra="ignore")
    answerable: bool = Field(description="true only if the passages contain the answer.")
    answer: str = Field(max_length=1200, description="The answer in one or two sentences, or why the passages do not answer.")
    cited: list[int] = Field(default_factory=list, description="Numbers of the passages the answer comes from, e.g. [1].")
    confidence: float = Field(default=0.5, ge=0.0, le=1.0, description="How sure you are, from 0 to 1.")


class SummaryDraft(BaseModel):
    """A summary of the document."""

    model_config = ConfigDict(defer_build=True, extra="ignore")
    summary: str = Field(max_length=2000, description="Two or three sentences.")
    key_points: list[str] = Field(default_factory=list, max_length=8, description="Three to five main points, one sentence each.")


class CalculationDraft(BaseModel):
    """The arithmetic the request asks for, for a calculator to compute."""

    model_config = ConfigDict(defer_build=True, extra="ignore")
    expression: str = Field(max_length=500, description="One arithmetic expression with numbers only, e.g. 4200 - (1200 + 0.12 * 4200).")
    formula: str = Field(default="", max_length=300, description="The same with named quantities, e.g. revenue - (fixed + 12% of revenue).")


DRAFTS: tuple[type[BaseModel], ...] = (IntentDraft, AnswerDraft, SummaryDraft, CalculationDraft)
