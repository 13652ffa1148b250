"""The deterministic offline engine: rules and lexical models, no network, no API key."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal

from assistant import followup
from assistant.engines.base import CalcPlan, Classification, Conversation, Outcome, Sink
from assistant.engines.offline import answer_confidence, calc_nl, extract, row_cells
from assistant.engines.offline.router import route
from assistant.lexicon import AMOUNT_ASKED
from assistant.schemas import AnswerResponse, Snippet, SummarizationResponse, UserIntent

if TYPE_CHECKING:
    from assistant.tables.reading import Reading
    from assistant.tables.table import Table

# An answer is given as an answer at this confidence (the calibrated chance it is right);
# below, it is shown as unsure, with its passage, for the reader to check.
ANSWERED = 0.5
# An option's own entry in the manual the question names: 23 of 23 right on bench/realdocs.py
# (12 fit, 11 validation questions), none given about a page the question does not name.
ENTRY_CONFIDENCE = 0.9
TABLE_ROW_CONFIDENCE = 0.45
# A row's one cell of the kind asked (engines/offline/row_cells.py): the table rules' plain
# grade; 67 of the 68 such cells over the everyday folders were the expected value.
ROW_CELL_CONFIDENCE = 0.8


class OfflineEngine:
    name: Literal["offline"] = "offline"

    def classify(self, text: str, conversation: Conversation, *, has_attachment: bool) -> Outcome[Classification]:
        return Outcome(self.route(text, conversation, has_attachment=has_attachment))

    def route(self, text: str, conversation: Conversation, *, has_attachment: bool) -> Classification:
        if calc_nl.follow_up(text, self._previous(conversation)) is not None and (
                conversation.last_intent == "calculation" or calc_nl.continues(text)):
            # It builds on a previous result ("multiply that by 2", "what about 20%?"), or
            # would have to ("and plus 7?" with nothing before): the calculation agent
            # computes it or says what is missing.
            intent = UserIntent(intent_type="calculation", confidence=0.9,
                                reasoning="Continues a calculation: it refers to the previous result.")
            return Classification(intent=intent, margin=1.0)
        if followup.is_follow_up(text, conversation.last_intent):
            intent = UserIntent(
                intent_type=conversation.last_intent,
                confidence=0.85,
                reasoning=f"Short follow-up to the previous {conversation.last_intent} turn; keeping its intent.",
            )
            return Classification(intent=intent, margin=1.0)
        routing = route(text, has_attachment=has_attachment)
        cues = ", ".join(routing.cues[:3]) or "no specific cue"
        reasoning = f"Offline router: {routing.intent} (p={routing.confidence:.2f}); evidence: {cues}."
        intent = UserIntent(intent_type=routing.intent, confidence=round(routing.confidence, 3), reasoning=reasoning)
        return Classification(intent=intent, margin=round(routing.margin, 3), runner_up=routing.runner_up,
                              probabilities=routing.probabilities)

    def answer(
        self,
        question: str,
        passages: list[Snippet],
        conversation: Conversation,
        term_weights: Mapping[str, float] | None = None,
        *,
        sink: Sink | None = None,
    ) -> Outcome[AnswerResponse]:
        found = extract.extract_answer(question, passages, term_weights)
        values = answer_confidence.features(question, found, passages)
        confidence = round(answer_confidence.shipped_model().probability(values), 2)
        text = found.text
        cell = None
        if found.tabular and not found.entry:
            cell = row_cells.read_row(question, found.sentence, [p.text for p in passages], _title(found.passage, question))
            if cell is not None:
                text = cell.answer
                confidence = max(confidence, ROW_CELL_CONFIDENCE)
            else:
                # A row of a table matched the question's words; the offline engine does not read
                # tables by column, so it shows the row as unsure rather than as the answer. On the
                # pool's 1,500 table questions, 34 of the 48 replies given at >= 0.5 (table rows,
                # and "summaries" that were the table's first rows) were wrong.
                confidence = min(confidence, TABLE_ROW_CONFIDENCE)
        if found.entry and found.passage is not None and _names(question, found.passage.doc_id):
            # The entry of the option asked about, in the document the question names ("sed
            # -i" in man_sed.txt): a lookup, not a guess. The same entry from another
            # command's page ("tar -z" answered from curl's) keeps the model's confidence.
            confidence = max(confidence, ENTRY_CONFIDENCE)
        if found.passage is not None and _named_elsewhere(question, found.passage.doc_id, passages):
            # "How do I make grep case insensitive?" answered from curl's manual: the question
            # names another document it was shown, so the reader should check the passage.
            confidence = min(confidence, TABLE_ROW_CONFIDENCE)
        if _amount_beside(question, found):
            # "How much is the car insurance?": the loan agreement's "must be insured" sentence
            # states no amount, and the one beside it (a £15 default fee) is another thing's.
            confidence = min(confidence, TABLE_ROW_CONFIDENCE)
        if extract.asks_price(question) and not extract.holds_shape(found.text, [extract.MONEY, _PRICED_OTHERWISE]):
            # "How much do the carers cost an hour?" answered by "If a carer does not arrive within
            # 30 minutes ..., call the office": no price, so no answer to what was asked.
            confidence = min(confidence, TABLE_ROW_CONFIDENCE)
        elif extract.asks_amount_of(question) and not extract.holds_amount(found.text) \
                and not extract.holds_shape(found.text, [extract.MONEY, _PRICED_OTHERWISE]):
            # "How much is a divorce?" answered by a will's "reviewed after marriage, divorce or
            # the birth of a child": no number at all, so no amount.
            confidence = min(confidence, TABLE_ROW_CONFIDENCE)
        elif extract.lacks_time(question, found.text, found.sentence) \
                or cell is None and (extract.lacks_count(question, found.text) or extract.lacks_measure(question, found.text)
                                     or extract.lacks_time_of_day(question, found.text) or extract.lacks_place(question, found.text)) \
                or extract.lacks_colour(question, found.text) or extract.lacks_contents(question, found.text):
            # "How long does shipping take?" answered by "Shipping of household goods up to 20
            # cubic metres", "when do the costumes go back?" by "Costumes must be returned clean":
            # no time at all, so no answer to how long or when; nor "what time ..." by a day alone;
            # nor "how many leaders ..." by a sentence with no count, or "how tall ..." by one with no
            # length (a cell read by its column is the count, measure or time asked), nor "where do I get
            # the key?" by one with no place; nor "what colour is the car?" by one with no colour.
            confidence = min(confidence, TABLE_ROW_CONFIDENCE)
        if found.passage is None or found.coverage < extract.MIN_COVERAGE and not found.rest_said:
            return Outcome(AnswerResponse(question=question, answer=extract.NOT_FOUND, confidence=min(confidence, 0.1),
                                          status="not_found"), flags=("not_found",))
        status: Literal["answered", "unsure"] = "answered" if confidence >= ANSWERED else "unsure"
        return Outcome(AnswerResponse(question=question, answer=text, sources=[found.passage.doc_id],
                                      confidence=confidence, status=status, snippets=[found.passage, *found.more]),
                       flags=() if status == "answered" else ("unsure_answer",))

    def summarize(self, instruction: str, text: str, source_id: str, conversation: Conversation, title: str = "",
                  *, sink: Sink | None = None) -> Outcome[SummarizationResponse]:
        summary, points, confidence = extract.summarize(text, instruction, title=title, short=extract.asks_short(instruction))
        if extract.table_row(summary):
            # The text is a table: its "summary" is its first rows, not a condensed account.
            confidence = min(confidence, TABLE_ROW_CONFIDENCE)
        return Outcome(SummarizationResponse(summary=summary, key_points=points, sources=[source_id], confidence=confidence))

    def condense_history(self, lines: list[str]) -> Outcome[str]:
        return Outcome(self.condense(lines))

    def condense(self, lines: list[str]) -> str:
        """'Earlier: 8 turns (5 qa, 3 calculation) about product, expense, risk'."""
        from collections import Counter

        from assistant.retrieval.text import STOPWORDS, words

        intents: Counter[str] = Counter()
        topics: Counter[str] = Counter()
        count = 0
        for line in lines:
            earlier = re.match(r"Earlier: (\d+) turns(?: \(([^)]*)\))?(?: about (.*))?$", line)
            if earlier:  # an already condensed line: carry its counts and topics forward
                count += int(earlier.group(1))
                for part in (earlier.group(2) or "").split(", "):
                    if " " in part:
                        n, intent = part.split(" ", 1)
                        intents[intent] += int(n)
                topics.update({w: 2 for w in (earlier.group(3) or "").split(", ") if w})
                continue
            turn = re.match(r"Turn \d+ \((\w+)\): (.*?)(?: -> |$)", line)
            if turn:
                count += 1
                intents[turn.group(1)] += 1
                topics.update(w for w in words(turn.group(2)) if w not in STOPWORDS and len(w) > 3 and not w.isdigit())
        mix = ", ".join(f"{n} {intent}" for intent, n in intents.most_common())
        about = ", ".join(w for w, _ in topics.most_common(6))
        return f"Earlier: {count} turns" + (f" ({mix})" if mix else "") + (f" about {about}" if about else "")

    def plan_calculation(self, request: str, facts: list[Snippet], conversation: Conversation) -> Outcome[CalcPlan]:
        return Outcome(self.plan(request, facts, conversation))

    @staticmethod
    def _previous(conversation: Conversation) -> calc_nl.Previous | None:
        if conversation.last_intent != "calculation":
            return None
        return calc_nl.Previous(result=conversation.last_result, question=conversation.last_request or conversation.last_question)

    def read_table(self, question: str, table: Table, conversation: Conversation) -> Outcome[Reading | None]:
        from assistant.tables.confidence import calibrated
        from assistant.tables.guessing import guess
        from assistant.tables.reading import read

        # What the rules read plainly, else their best guess; either with the confidence its
        # evidence earns.
        reading = read(question, table) or guess(question, table)
        return Outcome(None if reading is None else calibrated(question, table, reading))

    def plan(self, request: str, facts: list[Snippet], conversation: Conversation) -> CalcPlan:
        return calc_nl.plan(request, facts, self._previous(conversation))


def _named_elsewhere(question: str, answered_from: str, passages: list[Snippet]) -> bool:
    """The question names a retrieved document other than the one the answer comes from, and
    not that one: every word of its file name that no other retrieved document's name has
    ("grep" of man_grep.txt beside man_curl.txt) is in the question. "University Library"
    does not name University_of_Chicago.txt: "Chicago" is not said."""
    from assistant.retrieval.names import name_words, named_document
    from assistant.retrieval.text import STOPWORDS, fold, light

    shown = list(dict.fromkeys(p.doc_id for p in passages))
    named = named_document(question, shown, lambda _: "").doc_id
    if named is None or named == answered_from or _names(question, answered_from):
        return False

    def forms(doc_id: str) -> set[str]:
        return {light(w) for w in name_words(doc_id) if w not in STOPWORDS}

    others = set().union(*(forms(d) for d in shown if d != named))
    distinctive = forms(named) - others
    said = {light(w) for w in re.findall(r"[a-z0-9]+", fold(question).lower())}
    return bool(distinctive) and distinctive <= said


def _title(passage: Snippet | None, question: str) -> str:
    """The words of the file's name: what its table is about ("tennis_membership.md"; the "call"
    of oncall_rota.csv that the question writes apart)."""
    from assistant.retrieval.names import joined_in_name, name_words

    return "" if passage is None else " ".join((*name_words(passage.doc_id), *joined_in_name(question, passage.doc_id)))


def _names(question: str, doc_id: str) -> bool:
    from assistant.retrieval.names import named_document

    return named_document(question, [doc_id], lambda _: "").doc_id == doc_id


# What a price question may be answered with, besides an amount: "there is no charge",
# "included", "a 20% deposit", "full pay for 4 weeks".
_PRICED_OTHERWISE = re.compile(r"\bno (?:extra |additional )?(?:charge|cost|fee)s?\b|\bincluded\b|\bfree of charge\b"
                               r"|\d\s?%|\bper ?cent\b|\b(?:full|half|normal|basic|statutory) (?:pay|rate|price)\b", re.I)


def _amount_beside(question: str, found: extract.Extraction) -> bool:
    """An amount asked for ("how much ...") that only the sentence next to the one that
    matched the question states."""
    if not AMOUNT_ASKED.match(question) or found.text == found.sentence:
        return False
    shapes = extract.expected_shapes(question)
    return bool(shapes) and not extract.holds_shape(found.sentence, shapes) and extract.holds_shape(found.text, shapes)
