"""What the model is asked to write: only what only it can know.

The question, timestamps, status, snippets, chunk ids, scores and results are filled in
by code (see openai_engine.py); a model that is asked for them wastes output tokens on
them and may invent them. The public response schemas (`assistant.schemas`) and the
`--json` contract do not change. Docstrings and descriptions are what the model reads.

No length or range limits in these schemas: grammar-constrained servers turn a
`maxLength` into a grammar with that many nested rules (llama.cpp refuses it, and
llama-cpp-python 0.3.x then stops serving). Lengths are bounded by the reply limit and
trimmed here; confidences are clamped here.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

from assistant.schemas import IntentType


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, float(value)))


class IntentDraft(BaseModel):
    """Which kind of request this is."""

    model_config = ConfigDict(defer_build=True, extra="ignore")
    intent_type: IntentType = Field(description="qa, summarization, calculation, or unknown.")
    confidence: float = Field(description="How sure you are, from 0 to 1.")
    reasoning: str = Field(description="One short sentence on why.")

    _confidence = field_validator("confidence")(classmethod(lambda cls, v: _clamp(v)))
    _reasoning = field_validator("reasoning")(classmethod(lambda cls, v: v[:300]))


class AnswerDraft(BaseModel):
    """An answer to the question taken only from the numbered passages."""

    model_config = ConfigDict(defer_build=True, extra="ignore")
    answerable: bool = Field(description="true only if the passages contain the answer.")
    answer: str = Field(description="The answer in one or two sentences, or why the passages do not answer.")
    cited: list[int] = Field(default_factory=list, description="Numbers of the passages the answer comes from, e.g. [1].")
    confidence: float = Field(default=0.5, description="How sure you are, from 0 to 1.")

    _confidence = field_validator("confidence")(classmethod(lambda cls, v: _clamp(v)))
    _answer = field_validator("answer")(classmethod(lambda cls, v: v[:1200]))


class SummaryDraft(BaseModel):
    """A summary of the document."""

    model_config = ConfigDict(defer_build=True, extra="ignore")
    summary: str = Field(description="Two or three sentences.")
    key_points: list[str] = Field(default_factory=list, description="Three to five main points, one sentence each.")

    _summary = field_validator("summary")(classmethod(lambda cls, v: v[:2000]))
    _points = field_validator("key_points")(classmethod(lambda cls, v: [p[:400] for p in v[:8]]))


class CalculationDraft(BaseModel):
    """The arithmetic the request asks for, for a calculator to compute."""

    model_config = ConfigDict(defer_build=True, extra="ignore")
    expression: str = Field(description="One arithmetic expression with numbers only, e.g. 4200 - (1200 + 0.12 * 4200).")
    formula: str = Field(default="", description="The same with named quantities, e.g. revenue - (fixed + 12% of revenue).")

    _expression = field_validator("expression", "formula")(classmethod(lambda cls, v: v[:500]))


class TableConditionDraft(BaseModel):
    """Keep the rows whose cell in this column is (or is not) this value, or compares so with a number."""

    model_config = ConfigDict(defer_build=True, extra="ignore")
    column: str = Field(description="A column name exactly as in the table's header.")
    value: str = Field(description="A cell of that column, exactly as written in the table; for >, >=, <, <= a number; "
                                   "for empty, nothing.")
    op: str = Field(default="=", description="= (the cell is the value), != (it is not), contains (the cell holds the "
                                             "value's words), >, >=, <, <= (numbers), or empty (the cell is blank or a "
                                             "dash: \"clubs with no nickname\").")


class TableQueryDraft(BaseModel):
    """The query that answers the question from the table. Never write the answer or any
    number yourself: the query is executed by code."""

    model_config = ConfigDict(defer_build=True, extra="ignore")
    operation: str = Field(description="lookup, argmax, argmin, count, sum, average, first, last, difference (of column "
                                       "between the two rows of any_of), next or previous (the row after or before the "
                                       "one where keeps), most_common or least_common (the value of column filling the "
                                       "most or fewest rows), compare (column of the first row of any_of against the "
                                       "second, or of the one kept row against than), distinct (how many different "
                                       "values column holds), list (every value of column in the kept rows, for "
                                       "\"which players scored over 10 goals\"), span (the years from the year in "
                                       "column to the year in by, or within a range in column, of the one kept row: "
                                       "\"how long did X serve\"), or none when the table cannot answer the question.")
    column: str = Field(default="", description="The column whose cell is the answer, or that is summed, averaged or compared.")
    by: str = Field(default="", description="For argmax/argmin: the numeric column compared; for span: the end year's column.")
    where: list[TableConditionDraft] = Field(default_factory=list, description="Conditions every kept row meets.")
    any_of: list[TableConditionDraft] = Field(default_factory=list, description="Rows meeting any one of these (the two "
                                                                                  "rows of a difference or a compare).")
    than: str = Field(default="", description="For compare: the number the kept row is compared with.")
    words: list[str] = Field(default_factory=list, description="For compare: the answers when the first value is greater, "
                                                               "smaller, equal (e.g. yes, no, no); default more, less, the same.")


DRAFTS: tuple[type[BaseModel], ...] = (IntentDraft, AnswerDraft, SummaryDraft, CalculationDraft, TableQueryDraft)
