"""qa_agent: retrieve passages, let the engine answer, keep only sources it was shown."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Literal

from langgraph.runtime import Runtime

from assistant import followup
from assistant.context import Context
from assistant.lexicon import AMOUNT_ASKED, AMOUNT_SAID, ASKS_STEPS, DAY_RANGE, MONTH_WRITTEN, WEEKDAY, without_framing, without_passage_reference, without_presentation
from assistant.nodes.common import attached_corpus, attachment_snippets, charge, conversation_of, timed
from assistant.nodes.tabular import TableScope, ask_tables, asks_about, attached_scope, documents_scope
from assistant.prose import MAX_ANSWER_CHARS, bounded, prose
from assistant.retrieval import manuals
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.chunking import CHUNK_MAX
from assistant.retrieval.names import name_words, named_document, without_name
from assistant.retrieval.slots import Vocabulary, content_words, missing_slots, unsaid
from assistant.retrieval.text import STOPWORDS, tokenize, word_forms
from assistant.schemas import AnswerResponse, Snippet
from assistant.state import AgentState
from assistant.tools.retriever import describe, retrieve_documents

if TYPE_CHECKING:
    from assistant.retrieval.corpus import Corpus

TOP_K = 8


@timed("qa_agent")
def qa_agent(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    ctx = runtime.context
    conversation = conversation_of(state, runtime.context.deadline)
    question = state.user_input
    if conversation.last_question and followup.is_follow_up(question, conversation.last_intent):
        question = followup.expand(question, conversation.last_question)
    elif conversation.last_question and conversation.last_intent == "qa" and followup.refers_back(question):
        question = followup.resolve(question, conversation.last_question)
    # "Given this paragraph about X, ...": the opening points at a passage; X and the
    # question are what is searched for and what the answer must cover ("as bullet points"
    # is neither).
    question = without_presentation(without_framing(without_passage_reference(question)))
    tool_calls: list[Any] = []
    corpus: Corpus | None = None
    weights = None
    named_note: str | None = None
    passages: list[Snippet] = []
    if len(state.attachments) == 1:
        answered = _from_table(question, state, runtime)
        if answered is not None:
            return answered
    if state.attachments and sum(len(a.text) for a in state.attachments) <= TOP_K * CHUNK_MAX:
        text = "\n\n".join(a.text for a in state.attachments)
        forms = word_forms(text)
        has_form: Callable[[str], bool] = forms.__contains__
        question = written_out(question, has_form, lambda _: (text,))  # "the capex" of a text that says "capital expenditure"
        passages = _ranked([p for a in state.attachments for p in attachment_snippets(a)],
                           attached_corpus(state.attachments), question)
        vocabulary = Vocabulary(tokenize(text))
    else:
        # A folder, or attached text too long to hand over whole (a megabyte is ~1,500
        # passages): ranked by the same BM25 retriever, so the engine sees the best TOP_K.
        corpus = ctx.documents.corpus() if not state.attachments else attached_corpus(state.attachments)
        question = written_out(question, corpus.has_form, lambda phrase: (hit.chunk.text for hit in corpus.search(phrase, k=20)))
        boost = [] if state.attachments else list(state.active_documents)
        named = named_document(question, corpus.documents, corpus.documents.title)
        # What is said of a name ("used license_GPL-2.txt, the closest") holds only where the
        # name chose what was searched; a name that matches no document is always said.
        query, within, named_note = question, [], named.note if named.doc_id is None else None
        if named.doc_id is not None and (named.explicit or any(t.startswith("~-") for t in tokenize(question))):
            # "What does sed -i do?", "In notes.md, who ...": that document is searched first,
            # for what the question asks beyond the name (its words are in every passage of
            # it). A name said in words alone ranks as any other word does: in questions about
            # people and places ("What did Genghis Khan's grandson found?") the document
            # named for a word is not the one that answers more often than it is.
            query, within, named_note = without_name(question, named.doc_id) or question, [named.doc_id], named.note

        def search(query: str, within: list[str]) -> list[Snippet]:
            found, call, _ = ctx.tools.run(
                "doc_retriever",
                lambda query, k, boost, within: retrieve_documents(corpus, query, k, tuple(boost), tuple(within)),
                {"query": query, "k": TOP_K, "boost": boost, "within": within},
                summarize=describe,
            )
            tool_calls.append(call)
            return found or []

        passages = search(query, within)
        if within and not passages:
            passages = search(question, [])  # the named document holds nothing for it: all of them
            named_note = None
        weights = corpus.term_weights(question)
        vocabulary = corpus.vocabulary()
        has_form = corpus.has_form
    unheld = unsaid(question, has_form)
    slots = missing_slots(question, vocabulary)
    scheduled = _scheduled_days([*slots, *unheld.absent], passages)
    absent = [s for s in slots if s not in scheduled] or unheld.missing_but(scheduled)
    general = _said_in_general(question, absent, passages, weights) if absent and corpus is not None else None
    if general is not None:
        return {"current_response": general, "tool_calls": tool_calls, "flags": ["unsure_answer"],
                "active_documents": general.sources, **_with_note(state.notice, named_note)}
    if absent:
        # Checked here, for every engine: no document can answer a question about a month,
        # year, name or subject they never mention, and no model is asked to try. A word one
        # slip from one they do hold is said, not silently searched for instead.
        close = {w: c for w in absent if corpus is not None and (c := corpus.closest_form(w))}
        said = ", ".join(f"{w} (did you mean {close[w]}?)" if w in close else w for w in absent)
        response = AnswerResponse(
            question=state.user_input,
            answer=f"I could not find this in the documents: they never mention {said}.",
            confidence=0.1,
            status="not_found",
        )
        return {"current_response": response, "tool_calls": tool_calls, "flags": ["not_found"],
                **_with_note(state.notice, named_note)}
    if corpus is not None and not state.attachments:
        looked_up = _answer_from_manuals(question, state, corpus, runtime)
        if looked_up is not None:
            return {**looked_up, "tool_calls": [*tool_calls, *looked_up["tool_calls"]]}
    if not state.attachments and passages:
        scope = documents_scope([p.doc_id for p in passages], runtime, also=_table_naming(question, runtime),
                                prose=[(p.doc_id, p.text) for p in passages])
        tabled = _answer_from_tables(question, state, scope, runtime) if scope else None
        if tabled is not None:
            return {**tabled, "tool_calls": [*tool_calls, *tabled["tool_calls"]]}
        if scope:
            passages = _about_what_is_asked(question, passages, scope)
    outcome = ctx.engine.answer(question, passages, conversation, weights, sink=_sink(runtime))
    response = outcome.value
    shown = {p.doc_id for p in passages}
    dropped = [s for s in response.sources if s not in shown]
    response = _checked(response, passages, state.user_input)
    flags = ["not_found"] if response.status == "not_found" else []
    if _one_word_of_several(question, response, passages) or _whether_of_the_unsaid(question, response, unheld.absent, passages, corpus) \
            or _an_amount_of_the_named(question, response, passages, corpus) or _a_figure_for_steps(question, response):
        response = response.model_copy(update={"confidence": min(response.confidence, ONE_WORD_CONFIDENCE), "status": "unsure"})
        flags.append("unsure_answer")
    update: dict[str, Any] = {
        "current_response": response,
        "tool_calls": tool_calls,
    }
    if response.sources:
        update["active_documents"] = response.sources
    if dropped:
        # The engine cited documents it was never shown: removed, and recorded in the audit.
        flags.append("dropped_sources")
        update["audit_notes"] = [f"dropped sources not among the retrieved passages: {', '.join(dropped)}"]
    update["flags"] = flags
    return charge({**update, **_with_note(state.notice, named_note)}, outcome)


# What a policy says of the cases it does not list: "$210 in most cities and $320 in London,
# New York, Tokyo and Zurich", "all other countries", "elsewhere".
_IN_GENERAL = re.compile(r"\b(?:in most|most other|all other|any other|every other|other (?:cities|countries|places|locations|"
                         r"regions|states|offices|sites|cases)|elsewhere|everywhere else|otherwise|unless otherwise)\b", re.IGNORECASE)
GENERAL_CONFIDENCE = 0.3  # shown as unsure: the documents' rule, not their word on the named case
GENERAL_COVERAGE = 0.8  # of the question's other words, weighted


def _scheduled_days(words: list[str], passages: list[Snippet]) -> list[str]:
    """The days of the week among `words` that a found passage's schedule covers ("does the
    park and ride run on Sundays?" of "Monday to Saturday"): the schedule answers, where
    "they never mention Sundays" would leave the asker to guess."""
    days = [w for w in words if re.fullmatch(WEEKDAY, w, re.IGNORECASE)]
    return days if days and any(DAY_RANGE.search(p.text) for p in passages) else []


def _said_in_general(question: str, absent: list[str], passages: list[Snippet],
                     weights: dict[str, float] | None) -> AnswerResponse | None:
    """"What is the hotel cap in Paris?" of a policy that lists four cities and "most cities":
    Paris is never mentioned, but the rule for the cities it does not list answers, unsure.
    Only for one absent name, and a sentence that says what holds in general and all the
    question's other words."""
    from assistant.engines.offline.extract import extract_answer

    name = absent[0]
    if len(absent) != 1 or not name[:1].isupper() or not passages:
        return None
    rest = re.sub(rf"\s*\b(?:in|at|for|to|of|from)?\s*{re.escape(name)}\b", " ", question).strip()
    # Weighed by the words the passages hold: "spend" of "how much can I spend on a hotel in
    # Berlin" is how the asker puts it, not what a policy must say.
    held = set().union(*(tokenize(p.text) for p in passages))
    kept = {t: w for t, w in (weights or {}).items() if t in held and t not in tokenize(name)}
    if not kept:
        return None
    found = extract_answer(rest, passages, kept)
    said = set(tokenize(found.text))
    if found.passage is None or sum(w for t, w in kept.items() if t in said) < GENERAL_COVERAGE * sum(kept.values()) \
            or not _IN_GENERAL.search(found.text):
        return None
    answer = bounded(f"The documents never mention {name}; what they say in general: {found.text}", MAX_ANSWER_CHARS)
    return AnswerResponse(question=question, answer=answer, confidence=GENERAL_CONFIDENCE, status="unsure",
                          sources=[found.passage.doc_id], snippets=[found.passage])


_WH_WORDS = frozenset("what which who whom whose where when why how".split())
ONE_WORD_CONFIDENCE = 0.45  # below "answered": which document is meant is a guess


def _one_word_of_several(question: str, response: AnswerResponse, passages: list[Snippet]) -> bool:
    """"Where is the key?" over a cottage's guide (a key safe) and a nursery's handbook (a key
    person), "What do I have on Tuesday?" over a timetable and a syllabus (office hours on
    Tuesdays): one word says what about, and several documents say it. Whichever passage is
    shown, it is a guess at which is meant."""
    if response.status != "answered" or response.confidence < ONE_WORD_CONFIDENCE:
        return False
    # "Key" asks how much something matters in "the key risks", but is all there is of "where
    # is the key?".
    words = content_words(question) or [w for w in re.findall(r"[a-z]{3,}", question.lower())
                                        if w not in STOPWORDS and w not in _WH_WORDS]
    if len(words) != 1:
        return False
    from assistant.engines.offline.extract import expected_shapes, holds_shape

    said = set(tokenize(words[0]))
    holders = {p.doc_id for p in passages if said & set(tokenize(p.text))}
    # ... unless the word names the answer's document and no other, and the answer holds the kind
    # of thing asked: "how much is the grant?" of grant_award.txt ("Amount: £6,500"), though the
    # accounts have a "grants" line. ("What did I send back?" of returns_policy.md asks no kind to
    # check, and the orders may be meant.)
    named = {doc for doc in holders | set(response.sources[:1]) if said & set(tokenize(" ".join(name_words(doc))))}
    shapes = expected_shapes(question)
    if response.sources and named == {response.sources[0]} and shapes and holds_shape(response.answer, shapes):
        return False
    return len(holders) >= 2


# A question whether something holds: "does the plan cover my partner?", "can I bring my dog?".
_WHETHER = re.compile(r"^\s*(?:does|do|did|is|are|was|were|can|could|may|will|would|should|must|has|have)\b", re.IGNORECASE)


def _whether_of_the_unsaid(question: str, response: AnswerResponse, absent: list[str], passages: list[Snippet],
                          corpus: Corpus | None) -> bool:
    """"Does the dental plan cover my partner?" of a plan's summary that never says
    "partner" (`absent`: the words no document holds): a passage about the plan says nothing
    either way of what the question names, so its answer is at best a guess. So too of a word
    only other documents hold: "is there a monthly account fee?" of an account's fees that
    never say "monthly" ("There is no fee for the first £50 of overdraft")."""
    if response.status != "answered" or not _WHETHER.match(question):
        return False
    if _names_a_subject(absent):
        return True
    if not response.sources:
        return False
    # What the answer's document says, as far as the passages shown of it go (a cached
    # index keeps no document's text in memory; reading a long PDF again per turn would cost
    # more than the question is worth), with its name and title.
    doc = response.sources[0]
    own = word_forms("\n".join([*(p.text for p in passages if p.doc_id == doc), _naming(doc, corpus)]))
    return _names_a_subject(unsaid(question, own.__contains__).absent)


def _names_a_subject(absent: list[str]) -> bool:
    """Some of these unheld words name what is asked about. What is asked of it ("is laser eye
    surgery *covered*?") the documents may say their own way ("is not included"); the
    subject's words they cannot."""
    return any(not _PARTICIPLE.search(w) for w in absent)


def _naming(doc: str, corpus: Corpus | None) -> str:
    """What names a document: its file name's words and its title."""
    title = corpus.documents.title(doc) if corpus is not None and doc in corpus.documents.infos else ""
    return f"{' '.join(name_words(doc))}\n{title}"


# "covered", "included", "allowed"; "taken", "given", "stolen" (not "garden", "kitchen" or "bed").
_PARTICIPLE = re.compile(r"^(?:\w{3,}(?<!e)ed|(?:given|taken|written|broken|stolen|chosen|driven|eaten|forgotten|hidden|"
                         r"ridden|spoken|frozen|beaten|bitten|fallen|shaken|shown|known|seen|done|gone|worn|sworn|drawn|used|paid|made|kept|held|sold|sent))$",
                         re.IGNORECASE)


def _an_amount_of_the_named(question: str, response: AnswerResponse, passages: list[Snippet], corpus: Corpus | None) -> bool:
    """"How much is the car loan?" of a loan agreement that states a dozen amounts: the
    question names the document and asks for an amount, and says nothing of which; an answer
    that does not say it is the total, the price or the balance is a guess at which is meant.
    Not so of a document whose passages shown state one sum of money ("Biscuit is on the Dog
    Plan at £14.95 a month")."""
    if response.status != "answered" or not response.sources or corpus is None or not AMOUNT_ASKED.match(question):
        return False
    # Said of a figure ("Total to pay: £498.15"); "the rateable value of your home" next to
    # "Sewerage: £261.75" says nothing of which amount.
    if AMOUNT_SAID.search(response.answer):
        return False
    sums = {m[0] for p in passages if p.doc_id == response.sources[0] for m in _SUM.finditer(p.text)}
    if len(sums) == 1 and next(iter(sums)) in response.answer:
        return False  # the one sum it states, said
    naming = set(tokenize(_naming(response.sources[0], corpus)))
    asked = [t for w in content_words(question) for t in tokenize(w)]
    return bool(asked) and set(asked) <= naming


_SUM = re.compile(r"[£$€¥]\s?\d[\d,]*(?:\.\d+)?")  # a sum of money as a document writes it


# A line that states a figure: "You paid: £2,640 (5% of salary)", "Due: 1 April 2026",
# "Rate: 4.1%". Not a telephone number or an address ("Phone: 0117 922 2900" says how).
_FIGURE_LINE = re.compile(rf"^[^:\n]{{1,40}}:\s*(?:[£$€¥]\s?\d|\d[\d,.]*\s?%|\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH_WRITTEN}\b|{MONTH_WRITTEN}\s+\d)",
                          re.IGNORECASE)


def _a_figure_for_steps(question: str, response: AnswerResponse) -> bool:
    """"How do I pay more into my pension?" answered by "You paid: £2,640 (5% of salary)": the
    question asks what to do, and a line that states a figure says what was, not how. It
    matched the question's words, so it is shown, but as the guess it is."""
    return response.status == "answered" and bool(ASKS_STEPS.match(question)) and bool(_FIGURE_LINE.match(response.answer))


def _with_note(notice: str | None, named_note: str | None) -> dict[str, str]:
    """The turn's notice with what was found of the document the question names, if anything."""
    if not named_note:
        return {}
    return {"notice": " ".join(x for x in (notice, named_note[0].upper() + named_note[1:] + ".") if x)}


def _ranked(passages: list[Snippet], corpus: Corpus, question: str) -> list[Snippet]:
    """Every passage of a short attached text, best match first, each with the retriever's
    score (0 when it matches no word of the question): the engine still sees the whole text,
    and the answer's evidence (how strong and how clear the best match is) is measured as it
    is over a folder, rather than on passages that all scored 1."""
    scores = {hit.chunk.id: hit.score for hit in corpus.search(question, k=max(1, len(passages)))}
    scored = [p.model_copy(update={"score": round(scores.get(p.chunk_id, 0.0), 4)}) for p in passages]
    return sorted(scored, key=lambda p: -p.score)


def _about_what_is_asked(question: str, passages: list[Snippet], scope: TableScope) -> list[Snippet]:
    """The passages without the rows of a file that is one table about one thing the question
    does not name (Product B's sheet, for "How much revenue did we make in March?"): such a
    table answers only about its subject (see `Table.subject`), and its short rows outrank
    the prose that does answer. Kept when nothing else was found."""
    other = {t.id for t in scope.tables if "#table" not in t.id and not asks_about(question, t)}
    kept = [p for p in passages if p.doc_id not in other]
    return kept or passages


def _table_naming(question: str, runtime: Runtime[Context]) -> list[str]:
    """The CSV/TSV file a row of which holds the question's rarest word ("coreutils" in "What
    version of coreutils is installed?") while the question names another of its columns
    ("version"), when prose that repeats the question's other words ranks above it: its table
    is asked too. Only the rules' sure readings answer from it. Without a column named, a
    cell alone is no question of the table: "What does zip -e do?" is not zip's size."""
    from assistant.tables.reading import forms

    corpus = runtime.context.documents.corpus()
    tables = tuple(d for d, info in corpus.documents.infos.items() if info.kind in ("csv", "tsv"))
    asked = [t for t in dict.fromkeys(tokenize(question)) if corpus.df(t) > 0]
    if not tables or not asked:
        return []
    rarest = max(asked, key=corpus.idf)
    hits = corpus.search(question, k=1, within=tables)
    if not hits:
        return []
    # The row as the loader wrote it: "package: coreutils; version: 9.1-1; ...".
    cells = [part.partition(": ") for part in hits[0].chunk.text.rstrip(".").split("; ")]
    holding = {key for key, _, value in cells if rarest in tokenize(value)}
    others = set().union(*(forms(key) for key, sep, _ in cells if sep and key not in holding))
    return [hits[0].chunk.doc_id] if holding and others & forms(question) else []


def _from_table(question: str, state: AgentState, runtime: Runtime[Context]) -> dict[str, Any] | None:
    """An attached table (CSV/TSV text, or the markdown and HTML tables in an attached text)
    asked a question: the answer is the executed query's, its rows cited. None: read the
    text as text."""
    scope = attached_scope(state.attachments[0])
    return _answer_from_tables(question, state, scope, runtime) if scope else None


def _answer_from_tables(question: str, state: AgentState, scope: TableScope, runtime: Runtime[Context]) -> dict[str, Any] | None:
    """The table reply as the turn's answer, with the table_query call in its audit; None
    when no table gives one (the call is logged as tried; the turn, and its audit, are the
    text path's)."""
    reply, call, outcomes = ask_tables(question, scope, state, runtime)
    if reply is None:
        return None
    source = reply.source
    snippets = [Snippet(doc_id=source, chunk_id=f"{reply.table}#row{i + 1}", text=text, score=1.0)
                for i, text in zip(reply.result.rows, reply.rows)]
    status: Literal["answered", "unsure"] = "answered" if reply.confidence >= 0.5 else "unsure"
    response = AnswerResponse(question=state.user_input, answer=reply.text, sources=[source],
                              confidence=reply.confidence, status=status, snippets=snippets)
    return charge({"current_response": response, "tool_calls": [call], "active_documents": [source],
                   "flags": [] if status == "answered" else ["unsure_answer"]}, *outcomes)


def _answer_from_manuals(question: str, state: AgentState, corpus: Corpus, runtime: Runtime[Context]) -> dict[str, Any] | None:
    """A how-to question ("How do I count the words in a file?") over a folder of manual
    pages: the option that does it, when one says every word of the task (see `manuals`), as
    a lookup, like a table's answer; None leaves the question to the engine."""
    to_do = manuals.task(question)
    if to_do is None or any(t.startswith("~-") for t in tokenize(question)):
        return None  # "How do I use sed -i?" names its option: that entry is read as any other
    reading, call, _ = runtime.context.tools.run(
        "manual_lookup", lambda task: manuals.look_up(corpus, task), {"task": to_do},
        summarize=lambda r: None if r is None else {"doc_id": r.doc_id, "chunk_id": r.chunk_id, "coverage": r.coverage},
    )
    if reading is None:
        return None
    snippet = Snippet(doc_id=reading.doc_id, chunk_id=reading.chunk_id, text=reading.cited, score=1.0)
    response = AnswerResponse(question=state.user_input, answer=bounded(prose(reading.answer), MAX_ANSWER_CHARS, question),
                              sources=[reading.doc_id],
                              confidence=manuals.CONFIDENCE, snippets=[snippet])
    return {"current_response": response, "tool_calls": [call], "active_documents": [reading.doc_id], "flags": []}


def _sink(runtime: Runtime[Context]) -> Callable[[str], None] | None:
    """The answer's text as it streams goes to LangGraph's custom stream (chat shows it)."""
    writer = getattr(runtime, "stream_writer", None)
    return None if writer is None else (lambda text: writer({"text": text}))


def _checked(response: AnswerResponse, passages: list[Snippet], question: str) -> AnswerResponse:
    """Sources must be documents the engine was shown; anything else is dropped. The
    answer reads as prose: a document's hard line wraps, soft hyphens and tabs are not kept."""
    shown = {p.doc_id for p in passages}
    sources = [s for s in response.sources if s in shown]
    snippets = [s for s in response.snippets if s.doc_id in shown]
    return response.model_copy(update={"sources": sources, "snippets": snippets, "question": question,
                                       "answer": bounded(prose(response.answer), MAX_ANSWER_CHARS, question)})

