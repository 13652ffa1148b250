"""The LLM engine: any OpenAI-compatible server through langchain-openai.

Same Protocol as the offline engine, and built to spend as little as possible:
- routing stays offline when the offline router is confident (ROUTING_THRESHOLD), so only
  unclear turns cost a call;
- the model writes only what only it can know (see drafts.py); the question, sources,
  snippets, timestamps, status and results are filled in by code;
- each request is bounded (llm_client.py) and each prompt kept to a token budget
  (prompting.py); the model's confidence is checked against the passages it cites
  (grounding.py);
- the calculation's expression comes from the model, its value only from the calculator.
Any provider failure falls back to the offline engine for that call, and says why.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar

from assistant.config import Settings
from assistant.engines import grounding, prompting
from assistant.engines.base import CalcPlan, Classification, Conversation, Outcome, Sink, Usage
from assistant.engines.drafts import AnswerDraft, CalculationDraft, IntentDraft, SummaryDraft
from assistant.engines.llm_client import LLMClient, ProviderError
from assistant.engines.offline.engine import OfflineEngine
from assistant.lexicon import DOCUMENT_ACCOUNT
from assistant.engines.providers import ServerKind, detect, kind_named, with_method
from assistant.intents import BY_NAME
from assistant.retrieval.text import tokenize
from assistant.schemas import AnswerResponse, Snippet, SummarizationResponse, UserIntent
from assistant.secrets import redact

T = TypeVar("T")

ROUTING_THRESHOLD = 0.7
# An answer the offline reader is sure of and the model says the passages do not hold: below
# "answered" (0.5), since one of the two is wrong.
DISPUTED_CONFIDENCE = 0.45
# Reply limits per call, in tokens: what each object needs, with room to spare.
if TYPE_CHECKING:
    from assistant.tables.reading import Reading
    from assistant.tables.table import Table

MAX_TOKENS = {"classify": 96, "answer": 256, "summarize": 400, "calculate": 160, "condense": 96, "table": 160}
TABLE_ROWS_SHOWN = 30  # rows of a table put in the prompt: the header and values are what a query needs


def server_kind(settings: Settings) -> ServerKind:
    """The kind of server in use: configured (ASSISTANT_SERVER_KIND), else detected."""
    if settings.server_kind != "auto":
        kind = kind_named(settings.server_kind)
    else:
        from assistant.retrieval.index_cache import default_cache_dir

        cache = (settings.cache_dir or default_cache_dir()).parent / "servers.json"
        key = settings.openai_api_key.get_secret_value() if settings.openai_api_key else None
        kind = detect(settings.openai_base_url, key, cache)
    return kind if settings.structured_method == "auto" else with_method(kind, settings.structured_method)


# What small local models wrap an expression in: template braces ("{17} + {25}"), a result
# they worked out themselves ("17 + 25 = 42": the calculator computes it again) or backticks.
_BRACED_NUMBER = re.compile(r"\{\s*(-?\d[\d,]*(?:\.\d+)?)\s*\}")
_OWN_RESULT = re.compile(r"\s*=\s*-?\$?\d[\d,]*(?:\.\d+)?\s*$")


def model_expression(text: str) -> str:
    """A model's expression without the wrapping small models add; the numbers, operators and
    their order are kept exactly (grounding then checks every number)."""
    expression = text.strip().strip("`").strip()
    expression = _BRACED_NUMBER.sub(r"\1", expression)
    return _OWN_RESULT.sub("", expression).strip()


# What a "not answerable" reply's text must say to be shown as its reason: that the passages
# do not hold it ("The passages cover January only"), not an answer of its own.
_A_REASON = re.compile(r"\b(?:passages?|documents?|(?:not|never|no)\s+(?:mention|say|state|contain|include|cover|give|specif)\w*"
                       r"|no (?:information|mention|details?|data)|(?:does|do|did)\s*(?:not|n't)\s+(?:mention|say|state|contain|include|cover|give|specify)\w*)\b",
                       re.IGNORECASE)


_SELECTION = re.compile(r"^\s*(?:which|who|whom|whose|where|when)\b", re.IGNORECASE)
# A question: when, who, where, which, what, how, or yes / no. A summary answers none of them,
# except "what does the report say?" (lexicon.DOCUMENT_ACCOUNT).
_FACT_QUESTION = re.compile(r"^\s*(?:when|who|whom|whose|where|which|why|how|what|is|are|was|were|does|do|did|can|could|will"
                            r"|has|have|should|must)\b", re.IGNORECASE)


def _has_number(text: str) -> bool:
    from assistant.engines.offline.numbers import words_to_digits

    return bool(re.search(r"\d", words_to_digits(text)))


class OpenAIEngine:
    name: Literal["openai"] = "openai"

    def __init__(self, settings: Settings, model: Any = None, fallback: OfflineEngine | None = None,
                 kind: ServerKind | None = None) -> None:
        self.settings = settings
        self.fallback = fallback or OfflineEngine()
        self.client = LLMClient(settings, kind or server_kind(settings), model)

    @property
    def kind(self) -> ServerKind:
        return self.client.kind

    # -- plumbing -------------------------------------------------------------------------
    def _deadline(self, conversation: Conversation) -> float:
        return conversation.deadline or (time.monotonic() + self.settings.llm_turn_seconds)

    def _guarded(self, what: str, call: Callable[[], Outcome[T]], offline: Callable[[], T]) -> Outcome[T]:
        try:
            return call()
        except Exception as exc:  # noqa: BLE001 - any provider failure falls back; the reason is audited
            spent = getattr(exc, "usage", None) or Usage()
            reason = redact(" ".join(f"{what}: {type(exc).__name__}: {exc}".split()))[:300]
            return Outcome(offline(), Usage(spent.llm_calls, spent.requests, spent.prompt_tokens,
                                            spent.completion_tokens, spent.repairs, reason))

    def _history(self, conversation: Conversation) -> list[Any]:
        return prompting.history(conversation, self.settings.llm_prompt_tokens // 4)

    # -- the Protocol ---------------------------------------------------------------------
    def classify(self, text: str, conversation: Conversation, *, has_attachment: bool) -> Outcome[Classification]:
        local = self.fallback.route(text, conversation, has_attachment=has_attachment)
        if local.intent.confidence >= ROUTING_THRESHOLD and not local.ambiguous:
            return Outcome(local)  # deterministic first: no call for clear requests

        def ask_model() -> Outcome[Classification]:
            system = (
                "Classify the user's request for a document assistant. Intents: "
                + "; ".join(f"{s.name}: {s.capability or 'anything else (chit-chat, creative writing, opinions, actions)'}"
                            for s in BY_NAME.values())
                + "." + (" The user attached a text." if has_attachment else "")
            )
            draft, usage = self.client.structured(IntentDraft, system, self._history(conversation), text,
                                                  max_tokens=MAX_TOKENS["classify"], deadline=self._deadline(conversation))
            if draft.intent_type == "calculation" and local.intent.intent_type != "calculation" and not _has_number(text):
                # A calculation needs numbers; with none in the request (SmolLM2 on llama.cpp called
                # "How many days of holiday do I get?" one), the calculator could only decline.
                note = f"the model said calculation, but the request holds no number: routed by the offline router ({local.intent.intent_type})"
                return Outcome(local, usage, ("engines_disagree",), (note,))
            if draft.intent_type == "calculation" and local.intent.intent_type != "calculation" and _SELECTION.match(text):
                # "Which plan has 2000 GB of storage?" picks a thing; "when", "where", "who" ask
                # for a date, a place, a person: no arithmetic answers them (SmolLM2 called the
                # first a calculation, which the calculator could only decline).
                note = (f"the model said calculation, but the request asks which, who, where or when: "
                        f"routed by the offline router ({local.intent.intent_type})")
                return Outcome(local, usage, ("engines_disagree",), (note,))
            if draft.intent_type == "summarization" and not has_attachment and _FACT_QUESTION.match(text) \
                    and not DOCUMENT_ACCOUNT.match(text) and not local.probabilities.get("summarization", 0.0):
                # "When did skiff start supporting S3?", "Is Windows 7 still supported?", "What
                # port does the web dashboard use?" ask for one fact; SmolLM2 on llama.cpp called
                # them summaries (100%), and summarised a document, inventions and all. ("Can you
                # summarise it?" and "What does the README say?" ask for one.)
                note = (f"the model said summarization, but the request asks a question, not for a summary: "
                        f"routed by the offline router ({local.intent.intent_type})")
                return Outcome(local, usage, ("engines_disagree",), (note,))
            intent = UserIntent(intent_type=draft.intent_type, confidence=draft.confidence, reasoning=draft.reasoning)
            return Outcome(Classification(intent=intent, margin=1.0, runner_up=local.intent.intent_type), usage)

        return self._guarded("classify", ask_model, lambda: local)

    def answer(self, question: str, passages: list[Snippet], conversation: Conversation,
               term_weights: Mapping[str, float] | None = None, *, sink: Sink | None = None) -> Outcome[AnswerResponse]:
        def ask_model() -> Outcome[AnswerResponse]:
            budget = self.settings.llm_prompt_tokens - self.settings.llm_prompt_tokens // 4
            shown = prompting.select_passages(question, passages, budget)
            # A passage under a heading its text does not hold is shown with it ("Rosewood House Care Home").
            context = "\n\n".join(f"[{s.number}] ({' — '.join(filter(None, (s.snippet.doc_id, s.snippet.heading)))}) {s.excerpt}"
                                  for s in shown) or "(no passages)"
            system = ("Answer the question only from the numbered passages below, in one or two sentences. "
                      "Set answerable to false if they do not contain the answer. In cited, list the numbers of "
                      "the passages you used.\n\n" + context)
            draft, usage = self.client.structured(AnswerDraft, system, self._history(conversation), question,
                                                  max_tokens=MAX_TOKENS["answer"], deadline=self._deadline(conversation),
                                                  stream_field="answer", sink=sink)
            checked = self._checked_answer(question, draft, shown, usage)
            if checked.value.status == "not_found":
                return self._second_reading(checked, self.fallback.answer(question, passages, conversation, term_weights))
            if "ungrounded" in checked.flags:
                return self._grounded_instead(checked, self.fallback.answer(question, passages, conversation, term_weights))
            return checked

        def offline() -> AnswerResponse:
            return self.fallback.answer(question, passages, conversation, term_weights).value

        return self._guarded("answer", ask_model, offline)

    @staticmethod
    def _second_reading(said: Outcome[AnswerResponse], reading: Outcome[AnswerResponse]) -> Outcome[AnswerResponse]:
        """The model found no answer in the passages; the offline reader, asked the same, may have
        one (SmolLM2 on llama.cpp said "not answerable" of a text that names the month, and of
        "The VPN is required for the finance and payroll systems but not for email"). Neither
        is taken over the other: the reader's passage is shown, as unsure."""
        if reading.value.status not in ("answered", "unsure") or not reading.value.sources:
            return said
        note = (f"the model found no answer in the passages; the offline reader found one at {reading.value.confidence:.0%}: "
                "shown as unsure")
        return OpenAIEngine._readers_passage(said, reading, note, dropped="not_found")

    @staticmethod
    def _grounded_instead(said: Outcome[AnswerResponse], reading: Outcome[AnswerResponse]) -> Outcome[AnswerResponse]:
        """The model's answer failed the grounding check (SmolLM2 answered "When does the holiday
        year start?" with "2025-12-31 23:48:59.67"); where the offline reader found a passage, that
        passage is shown instead, as unsure, and the model's answer is kept in the audit."""
        if reading.value.status not in ("answered", "unsure") or not reading.value.sources:
            return said
        note = f"the model's answer {said.value.answer[:200]!r} was not shown: the offline reader's passage was, as unsure"
        return OpenAIEngine._readers_passage(said, reading, note)

    @staticmethod
    def _readers_passage(said: Outcome[AnswerResponse], reading: Outcome[AnswerResponse], note: str,
                         dropped: str | None = None) -> Outcome[AnswerResponse]:
        """The offline reader's answer where the model's and the reader's disagree: unsure, at most
        DISPUTED_CONFIDENCE, flagged and audited, with what the model's turn cost."""
        found = reading.value
        response = found.model_copy(update={"status": "unsure", "confidence": min(found.confidence, DISPUTED_CONFIDENCE)})
        flags = tuple(f for f in said.flags if f != dropped)
        return Outcome(response, said.usage, (*flags, "unsure_answer", "engines_disagree"), (*said.notes, note))

    def _checked_answer(self, question: str, draft: AnswerDraft, shown: list[prompting.Shown], usage: Usage) -> Outcome[AnswerResponse]:
        """Fill in what code owns; measure the confidence; mark what fails a check."""
        by_number = {s.number: s for s in shown}
        cited = [by_number[n] for n in dict.fromkeys(draft.cited) if n in by_number]
        invented = [n for n in draft.cited if n not in by_number]
        flags: list[str] = []
        notes: list[str] = []
        if invented:
            flags.append("dropped_sources")
            notes.append(f"dropped cited passages it was not shown: {', '.join(map(str, invented))}")
        if not draft.answerable:
            # The model's reason is kept ("The passages cover January only"), not a figure the
            # passages do not hold: a small model said "not answerable" and "$6.41 billion".
            # A reason is a sentence: SmolLM2 put "False" in the answer field.
            # It must read as a reason, too: SmolLM2 answered "do i need the vpn for email" with
            # an invented "No you do not need to use the VPN for email ..." marked unanswerable.
            said = draft.answer if len(draft.answer.split()) >= 3 and _A_REASON.search(draft.answer) \
                and grounding.numbers(draft.answer) <= grounding.numbers(" ".join([question, *(s.excerpt for s in shown)])) else ""
            response = AnswerResponse(question=question, answer=said or "The documents do not answer this.",
                                      confidence=round(min(draft.confidence, 0.2), 2), status="not_found")
            return Outcome(response, usage, tuple([*flags, "not_found"]), tuple(notes))
        if _DEBRIS.search(draft.answer):
            # The reply's own syntax in its answer: SmolLM2 on llama.cpp answered "do the bricks
            # have to match" with 'true }' and then a copied sentence about something else, at
            # 0.72. A model that lost its place in the structure is not read for its answer.
            raise _failure("the answer held pieces of the reply's JSON", usage)
        answer_words = tokenize(draft.answer.replace("_", " "))  # "core_hours" repeats "core hours"
        # A word of the question's own is an answer only when the question offers it as one
        # ("Monday or Tuesday?"): "what does Samuel get?" answered "Samuel" at 0.67 (SmolLM2).
        echoed = len(answer_words) >= 2 or len(answer_words) == 1 and not _OFFERS.search(question)
        if answer_words and echoed and set(answer_words) <= set(tokenize(question)):
            # "who prepared the compliance report" as the answer to that question (a small local
            # model): nothing in it answers; the offline reader may.
            raise _failure("the answer only repeated the question", usage)
        check = grounding.check(draft.answer, [s.excerpt for s in cited])
        top = max((s.snippet.score for s in shown), default=0.0)
        strength = top / (top + 2.0) if top > 0 else 0.0  # BM25 scores: ~2 is a fair match
        confidence = grounding.measured_confidence(draft.confidence, check, strength)
        if not check.grounded:
            flags.append("ungrounded")
            notes.append(f"the answer failed the grounding check: {check.reason}")
        sources = list(dict.fromkeys(s.snippet.doc_id for s in cited))
        response = AnswerResponse(
            question=question, answer=draft.answer, sources=sources, confidence=confidence,
            status="answered" if check.grounded else "unsure", snippets=[s.snippet for s in cited][:2],
        )
        return Outcome(response, usage, tuple(flags), tuple(notes))

    def summarize(self, instruction: str, text: str, source_id: str, conversation: Conversation, title: str = "",
                  *, sink: Sink | None = None) -> Outcome[SummarizationResponse]:
        def ask_model() -> Outcome[SummarizationResponse]:
            body = prompting.excerpt(text, self.settings.llm_prompt_tokens - self.settings.llm_prompt_tokens // 4)
            system = ("Summarise the document below as the user asks: a short summary and three to five key points, "
                      f"using only its content.\n\n{title}\n{body}")
            draft, usage = self.client.structured(SummaryDraft, system, self._history(conversation), instruction,
                                                  max_tokens=MAX_TOKENS["summarize"], deadline=self._deadline(conversation),
                                                  stream_field="summary", sink=sink)
            if len(draft.summary.split()) < 8 or not draft.key_points:
                # A title echoed back ("Compliance Report — Q1 2025", from a small local model)
                # is no summary: the offline one is, and says it was used.
                raise _failure("the summary was too short to summarise the document (under 8 words or no key points)", usage)
            check = grounding.check(draft.summary + " " + " ".join(draft.key_points), [text])
            confidence = grounding.measured_confidence(0.8, check, 1.0)
            response = SummarizationResponse(summary=draft.summary, key_points=draft.key_points[:6], sources=[source_id],
                                             confidence=confidence)
            flags, notes = ((), ()) if check.grounded else (("ungrounded",), (f"the summary failed the check: {check.reason}",))
            return Outcome(response, usage, flags, notes)

        return self._guarded("summarize", ask_model,
                             lambda: self.fallback.summarize(instruction, text, source_id, conversation, title).value)

    def condense_history(self, lines: list[str]) -> Outcome[str]:
        def ask_model() -> Outcome[str]:
            system = ("Condense these notes of earlier conversation turns into one line of at most 40 words, "
                      "keeping names, figures and documents. Start with 'Earlier:'.")
            text, usage = self.client.text(system, "\n".join(lines), max_tokens=MAX_TOKENS["condense"],
                                           deadline=time.monotonic() + self.settings.llm_turn_seconds)
            if not text:
                raise _failure("empty condensed history", usage)
            return Outcome(text if text.startswith("Earlier:") else f"Earlier: {text}", usage)

        return self._guarded("condense_history", ask_model, lambda: self.fallback.condense(lines))

    def plan_calculation(self, request: str, facts: list[Snippet], conversation: Conversation) -> Outcome[CalcPlan]:
        def ask_model() -> Outcome[CalcPlan]:
            context = "\n".join(f"[{f.doc_id}] {f.text[:1200]}" for f in facts)
            system = ("Turn the request into one arithmetic expression for a calculator. Never compute numbers "
                      "yourself. Use numbers from the request, or from these documents when the request refers "
                      "to them:\n" + (context or "(none)")
                      + (f"\nThe previous result was {conversation.last_result}." if conversation.last_result else ""))
            deadline = self._deadline(conversation)
            history = self._history(conversation)
            if self.kind.named_tool_choice:
                from assistant.tools.lc import calculator_tool

                args, usage = self.client.tool_call(calculator_tool, system, history, request,
                                                    max_tokens=MAX_TOKENS["calculate"], deadline=deadline)
                draft = CalculationDraft(expression=str(args.get("expression", "")), formula=str(args.get("expression", "")))
            else:  # a forced tool call is not what constrains these servers: a structured object is
                draft, usage = self.client.structured(CalculationDraft, system, history, request,
                                                      max_tokens=MAX_TOKENS["calculate"], deadline=deadline)
            expression = model_expression(draft.expression)
            if expression != draft.expression.strip():
                usage = usage + Usage(repairs=1)
            if not expression:
                raise _failure("the model gave no expression", usage)
            from assistant.errors import CalculatorError
            from assistant.tools.calculator import calculate

            try:
                calculate(expression)  # a model's expression that is not arithmetic is a failure, not a result
            except CalculatorError as exc:
                raise _failure(f"the model's expression {expression[:60]!r} is not arithmetic: {exc.message}", usage) from None
            # Every number in the expression must come from the request, the documents or the
            # previous result; an invented operand is a guess, never a computation.
            given = grounding.numbers(" ".join([request, *(f.text for f in facts), conversation.last_result or ""]))
            invented = sorted(grounding.numbers(expression) - given - {"100", "1", "2"})
            if invented:
                raise _failure(f"the expression uses numbers the request does not give: {', '.join(invented[:3])}", usage)
            cited = tuple(sorted({f.doc_id for f in facts if grounding.numbers(expression) & grounding.numbers(f.text)}))
            return Outcome(CalcPlan(status="plan", expression=expression, formula=_formula_words(draft.formula, expression, given),
                                    confidence=0.85, sources=cited), usage)

        return self._guarded("plan_calculation", ask_model, lambda: self.fallback.plan(request, facts, conversation))


    def read_table(self, question: str, table: Table, conversation: Conversation) -> Outcome[Reading | None]:
        def ask_model() -> Outcome[Reading | None]:
            from assistant.engines.drafts import TableQueryDraft
            from assistant.tables.reading import CONFIDENT, Reading

            shown = "\n".join(" | ".join(row) for row in (table.header, *table.rows[:TABLE_ROWS_SHOWN]))
            system = ("Write the query that answers the question from this table (its header and first rows; "
                      f"{len(table.rows)} rows in all). Never compute or write the answer: the query is executed "
                      "by code. Use column names and cell values exactly as written.\n" + shown)
            draft, usage = self.client.structured(TableQueryDraft, system, [], question, max_tokens=MAX_TOKENS["table"],
                                                  deadline=self._deadline(conversation))
            if draft.operation == "none":
                return Outcome(None, usage)
            query = _checked_query(draft, table, usage)
            return Outcome(Reading(query, CONFIDENT), usage)

        return self._guarded("read_table", ask_model, lambda: self.fallback.read_table(question, table, conversation).value)


def _checked_query(draft: Any, table: Table, usage: Usage) -> Any:
    """The model's query as a TableQuery, once every column it names is in the header, every
    cell it names is in its column and every number is a number; else the provider failed."""
    from typing import get_args

    from pydantic import ValidationError

    from assistant.tables.query import Comparison, Condition, Operation, TableQuery
    from assistant.tables.table import moment, number

    index = {h: i for i, h in enumerate(table.header)}
    # A header named in other case or spacing ("name" for "Name") is that column, when only one
    # header reads so; the name as written always wins.
    folded: dict[str, list[int]] = {}
    for i, h in enumerate(table.header):
        folded.setdefault(" ".join(h.lower().split()), []).append(i)
    for said in (draft.column, draft.by, *(w.column for w in (*draft.where, *draft.any_of))):
        found = folded.get(" ".join(said.lower().split()), []) if said and said not in index else []
        if len(found) == 1:
            index[said] = found[0]
    conditions = [*draft.where, *draft.any_of]
    named = [c for c in (draft.column, draft.by, *(w.column for w in conditions)) if c]
    unknown = [c for c in named if c not in index]
    if unknown or draft.operation not in get_args(Operation):
        raise _failure(f"the model's table query names {unknown[:2] or draft.operation!r}, not in the table", usage)
    if any(w.op not in get_args(Comparison) for w in conditions):
        raise _failure(f"the model's table query compares with {next(w.op for w in conditions if w.op not in get_args(Comparison))!r}", usage)
    absent = [w.value for w in conditions if w.op in ("=", "!=") and w.value not in table.column(index[w.column])]
    absent += [w.value for w in conditions if w.op == "contains"
               and not any(Condition(column=0, value=w.value, op="contains").holds(c) for c in table.column(index[w.column]))]
    absent += [w.value for w in conditions if w.op not in ("=", "!=", "contains", "empty")
               and number(w.value) is None and moment(w.value) is None]  # a number, or a date ("after 14 August 2013")
    absent += [draft.than] if draft.than and number(draft.than) is None else []
    if absent:
        raise _failure(f"the model's table query asks for cells the table does not hold: {absent[:2]}", usage)
    extra = {"words": tuple(draft.words)} if len(draft.words) == 3 else {}
    try:
        return TableQuery(operation=draft.operation, column=index.get(draft.column), by=index.get(draft.by),
                          where=[Condition(column=index[w.column], value=w.value, op=w.op) for w in draft.where],
                          any_of=[Condition(column=index[w.column], value=w.value, op=w.op) for w in draft.any_of],
                          than=draft.than or None, **extra)
    except ValidationError as exc:
        raise _failure(f"the model's table query is invalid: {exc.errors()[0]['msg']}", usage) from None


def _formula_words(formula: str, expression: str, given: set[str]) -> str:
    """The model's formula in words, without any value it worked out itself ("12 * 12 =
    160"): only the calculator's result is shown. A formula holding a number that neither
    the expression nor the request gives is replaced by the expression."""
    words = re.sub(r"\s*=\s*[-+]?\$?[\d.,]+\s*$", "", formula.strip())
    if not words or grounding.numbers(words) - grounding.numbers(expression) - given:
        return expression
    return words


# A question that offers its answers ("Monday or Tuesday?"), one of which may be the reply.
_OFFERS = re.compile(r"\bor\b|\bwhich of\b|\beither\b", re.I)
# JSON's own pieces where prose belongs: 'true }' or a brace at the start, a field's name in
# quotes. (Not "[1]": a passage's number cited before the answer is prose.)
_DEBRIS = re.compile(r'^\s*(?:(?:true|false|null)\s*[}\]]|[{}\]])|"(?:answerable|answer|cited|confidence)"\s*:', re.I)


def _failure(message: str, usage: Usage) -> ProviderError:
    """A check failed after the model answered: what it cost stays in the audit."""
    error = ProviderError(message)
    error.usage = usage  # type: ignore[attr-defined]
    return error


def model_facing_schemas() -> list[dict[str, Any]]:
    """Every schema this engine may send to a model (for tests and the README)."""
    from assistant.engines.drafts import DRAFTS

    return [d.model_json_schema() for d in DRAFTS]

