"""classify_intent: the entry node. Asks the engine for a UserIntent and picks next_step."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from langgraph.runtime import Runtime

from assistant.context import Context
from assistant.engines.base import Classification
from assistant.intents import BY_NAME
from assistant.schemas import UserIntent
from assistant.nodes.common import charge, conversation_of, timed
from assistant.state import AgentState

if TYPE_CHECKING:
    from assistant.retrieval.corpus import Corpus


def _about_documents(text: str, result: Classification, ctx: Context) -> Classification:
    """A how-to, show-me, find or list request whose words are the documents' words is a
    request for the documents, whatever the router made of its verb."""
    from assistant.errors import DocumentsError
    from assistant.lexicon import DOCUMENT_ACCOUNT
    from assistant.retrieval.affinity import about_documents

    from assistant.lexicon import CHIT_CHAT, CREATIVE_FORM, HOUSE_RULE, HOW_TO
    from assistant.retrieval.affinity import unrelated_advice

    said = result.intent.intent_type
    if said == "qa" and DOCUMENT_ACCOUNT.match(text):
        try:
            whole = about_documents(text, ctx.documents.corpus()) == "summarization"
        except DocumentsError:
            whole = False
        if whole:
            reasoning = f"Asks what a document says: a summary of it (the router alone said qa, p={result.intent.confidence:.2f})."
            return Classification(UserIntent(intent_type="summarization", confidence=0.75, reasoning=reasoning),
                                  margin=0.5, runner_up="qa")
    # A question the router was unsure of between qa and unknown ("How many vacation days do
    # I get?") is weighed against the documents too: when they hold most of its words, it is
    # a question about them.
    unsure_qa = said == "qa" and result.unsure and result.runner_up == "unknown"
    if said == "qa" and not HOW_TO.search(text) and not unsure_qa:
        return result  # only how-to, advice and unsure questions are weighed against the documents
    try:
        corpus = ctx.documents.corpus()
    except DocumentsError:
        return result  # no documents to be about
    if unsure_qa and not HOW_TO.search(text):
        if about_documents(text, corpus) == "qa":
            reasoning = f"About the documents: most of its words are theirs (the router alone said qa, p={result.intent.confidence:.2f})."
        elif _names_an_option_of(text, corpus):
            # "what does sed -i do", typed without "?": an option of a manual the folder holds.
            reasoning = f"Asks about an option of a document it names (the router alone said qa, p={result.intent.confidence:.2f})."
        else:
            return result
        return Classification(UserIntent(intent_type="qa", confidence=max(0.75, result.intent.confidence), reasoning=reasoning),
                              margin=0.5, runner_up="unknown")
    if said == "qa":
        if not unrelated_advice(text, corpus):
            return result
        reasoning = "How-to or advice that none of the documents speak to."
        return Classification(UserIntent(intent_type="unknown", confidence=0.7, reasoning=reasoning), margin=0.4, runner_up="qa")
    if _TO_THE_ASSISTANT.search(text):
        return result  # "what company designed you?" is not about a folder that names a company
    intent = about_documents(text, corpus)
    if intent is None and _asks_an_age_limit_held(text, corpus):
        reasoning = (f"Asks how old one must be, of documents that draw a line at an age (the router alone said "
                     f"{result.intent.intent_type}, p={result.intent.confidence:.2f}).")
        return Classification(UserIntent(intent_type="qa", confidence=0.7, reasoning=reasoning), margin=0.4,
                              runner_up=result.intent.intent_type)
    # (A number in it may have made a calculation the router's second guess: "can my 15 year old
    # join?" has nothing to compute. Read only when the rules below may use it.)
    second_qa = intent is None and (result.runner_up == "qa" or result.runner_up == "calculation" and _nothing_to_compute(text))
    if second_qa and _own_situation(text, corpus):
        reasoning = (f"Asks what applies to the asker, in the documents' words (the router alone said unknown, "
                     f"p={result.intent.confidence:.2f}).")
        return Classification(UserIntent(intent_type="qa", confidence=0.7, reasoning=reasoning), margin=0.4, runner_up="unknown")
    if second_qa and _asks_the_folder(text, corpus):
        reasoning = (f"A question every word of whose subject the documents hold: asked of them (the router alone said "
                     f"unknown, p={result.intent.confidence:.2f}).")
        return Classification(UserIntent(intent_type="qa", confidence=0.6, reasoning=reasoning), margin=0.3, runner_up="unknown")
    if intent is None and result.runner_up == "qa" and _names_what_it_holds(text, corpus):
        reasoning = (f"Names what the documents name: asked of them (the router alone said unknown, "
                     f"p={result.intent.confidence:.2f}).")
        return Classification(UserIntent(intent_type="qa", confidence=0.6, reasoning=reasoning), margin=0.3, runner_up="unknown")
    if intent is None and _asks_of_a_held_thing(text, corpus):
        reasoning = (f"Asks of a thing the documents name ('the ...', 'my ...'): asked of them (the router alone said "
                     f"unknown, p={result.intent.confidence:.2f}).")
        return Classification(UserIntent(intent_type="qa", confidence=0.6, reasoning=reasoning), margin=0.3, runner_up="unknown")
    if intent is None and result.runner_up == "qa" and _asks_of_a_dated_day(text, corpus):
        reasoning = (f"Asks what falls on a day of the month the documents date: asked of them (the router alone said "
                     f"unknown, p={result.intent.confidence:.2f}).")
        return Classification(UserIntent(intent_type="qa", confidence=0.6, reasoning=reasoning), margin=0.3, runner_up="unknown")
    if intent is None and result.runner_up == "qa" and _asks_of_a_clock_time(text, corpus):
        reasoning = (f"Asks what happens at a time of day the documents give: asked of them (the router alone said "
                     f"unknown, p={result.intent.confidence:.2f}).")
        return Classification(UserIntent(intent_type="qa", confidence=0.6, reasoning=reasoning), margin=0.3, runner_up="unknown")
    if (intent is None and result.runner_up == "qa" and result.intent.confidence < _LEANS_UNKNOWN
            and _half_held_question(text, corpus)):
        reasoning = (f"A plain question the router barely leaned away from, half of whose words the documents hold: "
                     f"asked of them (the router alone said unknown, p={result.intent.confidence:.2f}).")
        return Classification(UserIntent(intent_type="qa", confidence=0.55, reasoning=reasoning), margin=0.2, runner_up="unknown")
    if intent is None and result.runner_up == "qa" and HOUSE_RULE.search(text) and not (CHIT_CHAT.search(text) or CREATIVE_FORM.search(text)):
        reasoning = f"Asks about the organisation's own rules: a question for its documents (the router alone said unknown, p={result.intent.confidence:.2f})."
        return Classification(UserIntent(intent_type="qa", confidence=0.7, reasoning=reasoning), margin=0.4, runner_up="unknown")
    if intent is None:
        return result
    reasoning = f"About the documents: most of its words are theirs (the router alone said unknown, p={result.intent.confidence:.2f})."
    return Classification(UserIntent(intent_type=intent, confidence=0.75, reasoning=reasoning), margin=0.5, runner_up="unknown")


def _asks_an_age_limit_held(text: str, corpus: Corpus) -> bool:
    """"How old do you have to be?" (its "you" anyone's, not the assistant's), "can my 14 year old
    come?", of a folder whose passages draw a line at an age ("You must be 16 or over"): asked of
    them."""
    from assistant.lexicon import AGE_LIMIT_ASKED, AGE_RULE, AGED
    from assistant.tools.retriever import retrieve_documents

    # (Not a word problem: "How old will Jane be in 5 years if she is 12 now?" has two numbers to work with.)
    return bool(AGE_LIMIT_ASKED.match(text) or AGED.search(text)) and _plain_question(text) and len(_NUMBER.findall(text)) <= 1 \
        and any(AGE_RULE.search(p.text) for p in retrieve_documents(corpus, text, 5))


def _nothing_to_compute(text: str) -> bool:
    from assistant.engines.offline.calc_nl import read

    return read(text) is None


# A question about the asker's own case, or what the thing the documents describe does: "Do
# I need a receipt for a $15 lunch?", "I forgot my password, what do I do?", "Where can I
# store my backups?", "Does it work on Windows?", "How long do I have to make a claim?", "My
# heating stopped working, who do I call?", "When do they clear out the fridges?", "What do I
# have on Tuesday?".
_OPENER = r"(?:(?:where|when|what time|how (?:long|much|many|often|soon|far|early)) )?"  # "when is my MOT due?", "how much does my ..."
_OWN_CASE = re.compile(rf"^\s*{_OPENER}(?:do|can|may|must|should|will|am|have|did) (?:i|we)\b"
                       rf"|^\s*{_OPENER}(?:do|will|can) they\b"  # the organisation's practice
                       rf"|^\s*{_OPENER}(?:can|may|does|do|must|should|will) (?:my|our)\b"  # "can my boyfriend stay over?", "how much does my employer put in?"
                       rf"|^\s*{_OPENER}(?:is|are) (?:my|our)\b"  # "is my asthma covered?", "when is my MOT due?"
                       # ... or a dependant's, as the asker speaks of a child or a pet: "does he have to wear uniform?"
                       rf"|^\s*{_OPENER}(?:does|do|can|may|must|should|will|is|has) (?:he|she)\b"
                       r"|\b(?:what|how) (?:do|should|can) (?:i|we) do\b|\bwhat (?:do|did|will) (?:i|we) have\b"
                       # "what do I need to bring?", "what do we have to send?", "what do I need for the delivery?"
                       r"|^\s*what (?:do|should|must|will) (?:i|we) (?:need|have) to [a-z]+\b|^\s*what (?:do|will) (?:i|we) need for\b"
                       # ... or to bring or wear: "what should I bring?", "what do I wear for the concert?"
                       r"|^\s*what (?:do|should|must|can) (?:i|we) (?:bring|wear|take|pack|carry)\b"
                       # "what discount do I get at the vets?", "what bricks do we have to use?"
                       r"|^\s*(?:what|which) [a-z]+ (?:do|can|must|should|did|will) (?:i|we|they)\b"  # "which vet do they use?"
                       r"|\bwho (?:do|should|can|must) (?:i|we) (?:call|ring|contact|ask|tell|phone|email|see)\b"
                       # of what the documents describe: "does it work on Windows?", "how long should it air?"
                       rf"|^\s*{_OPENER}(?:does|will|can|should|must) (?:it|this)\b"
                       r"|^\s*i (?:forgot|lost|broke|can't|cannot)\b"
                       # ... and what becomes of it: "what if the sale falls through?", "what happens if we cancel?"
                       r"|^\s*what (?:if|happens if|happens when) (?:i|we|you|my|our|your|they|he|she|the|a|an|it)\b", re.IGNORECASE)


_HOW_DO_I = re.compile(r"^\s*how do (?:i|we)\b", re.IGNORECASE)
# ... with what it asks about between: "how many days holiday have I got left?", "how much
# notice do I have to give?", "how far ahead do I book?".
_HOW_MUCH_OF = re.compile(r"^\s*how (?:much|many|far|long|often|soon) ((?:[a-z]+ ){1,2})(?:do|can|must|should|will|have|did|am) (?:i|we)\b",
                          re.IGNORECASE)


def _own_situation(text: str, corpus: Corpus) -> bool:
    """A question about the asker's own case half of whose words the documents hold: a
    policy or FAQ may say what applies (if not, the QA agent says it is not there)."""
    from assistant.lexicon import CHIT_CHAT, CREATIVE_FORM, without_degree
    from assistant.retrieval.abbreviations import arrival
    from assistant.retrieval.affinity import share_held

    own, of = _OWN_CASE.search(text), _HOW_MUCH_OF.match(text)
    if not (own or _HOW_DO_I.match(text) or of) or CHIT_CHAT.search(text) or CREATIVE_FORM.search(text):
        return False
    if of and not own and share_held(of[1], corpus)[1] < 1.0:
        return False  # "how many vacation days do I get?" of a handbook that speaks of days, not of vacations
    # "How long can I keep a book?": its opening asks for a duration; "long" is no subject. ("How
    # early should I get there?" asks when to arrive, which the degree left out would not say.)
    held, share = share_held(without_degree(arrival(text, corpus.has_form)), corpus)
    if _HOW_DO_I.match(text):
        # "How do I make a claim?" of an insurance schedule, every word of its subject theirs;
        # not "how should I train my dog?" of a folder that speaks of training.
        return held >= 1 and share == 1.0
    return held >= 1 and share >= 0.5


# The assistant asked about itself ("what year were you born", "which company made you"), not
# the impersonal "you" of "do they give you towels?".
_TO_THE_ASSISTANT = re.compile(r"\b(?:are|were|did|do|have|had|will|would|can|could|should)\s+you\b"
                               # ... but not a request's framing: "do you know how many sick days ...", "can you tell me ..."
                               r"(?!\s+(?:know|tell|give|show|find|list|explain|help|please|let|send|say|check|look|remind)\b)"
                               # ... nor the "you" of a rule: "how old do you have to be to hire a car?"
                               r"(?!\s+(?:have to|need to|need an?|must)\b)"
                               # ... nor of what anyone gets: "what do you get with Bronze?" of a plan's table
                               r"(?!\s+get\s+(?:with|for|in|on)\b)"
                               # ... nor a business asked of its own trade: "are you open on the bank holiday?"
                               r"(?!\s+(?:open|closed|shut|deliver|delivering|sell|stock|accept|serve|take cards)\b)"
                               r"|\byour(?:s|self)?\b"
                               r"|\byou\s*[?.!]*\s*$|\b(?:made|designed|created|built|programmed|coded|trained|named)\s+(?:you|this)\b",
                               re.IGNORECASE)


def _plain_question(text: str) -> bool:
    """A question asked plainly (a wh- or yes/no question), not small talk nor a creative
    request: one a folder may be asked."""
    from assistant.engines.offline.router import fired_cues
    from assistant.lexicon import CHIT_CHAT, CREATIVE_FORM

    if CHIT_CHAT.search(text) or CREATIVE_FORM.search(text):
        return False
    return bool({"qa:wh-question", "qa:yes/no question"} & set(fired_cues(text)))


def _asks_the_folder(text: str, corpus: Corpus) -> bool:
    """A plain question ("which calculators are allowed?", "when are resits?") every word of
    whose subject the documents hold: with a folder at hand it is asked of the folder, which
    answers it or says it is not there, rather than declined as out of scope."""
    from assistant.lexicon import HOW_TO

    if HOW_TO.search(text) or not _plain_question(text):
        return False
    # "How big can my shed be?" is of the shed; "how long is the show?" may be of its length.
    return _best_share(text, corpus) == 1.0


def _best_share(text: str, corpus: Corpus) -> float:
    """The larger share of the question's own words the documents hold, as asked or with its
    degree left out ("how big can my shed be?" is of the shed); 0 when they hold none."""
    from assistant.lexicon import without_degree
    from assistant.retrieval.affinity import share_held

    plain = without_degree(text, all_degrees=True)
    return max((share for held, share in (share_held(t, corpus) for t in dict.fromkeys((text, plain))) if held >= 1),
               default=0.0)


# A name, capitalised inside the sentence ("does the Seixal ferry run at weekends?", "what happens
# when Biscuit turns 8?"); not its first word.
_NAME = re.compile(r"(?<=[a-z0-9,] )[A-Z][a-z]{2,}\b")


def _names_what_it_holds(text: str, corpus: Corpus) -> bool:
    """A plain question that names someone or somewhere the documents name: asked of them, which
    answer it or say it is not there, rather than declined as out of scope."""
    from assistant.lexicon import MONTH, WEEKDAY
    from assistant.retrieval.text import STOPWORDS
    from assistant.tools.retriever import retrieve_documents

    if not _plain_question(text):
        return False
    calendar = re.compile(rf"{WEEKDAY}|{MONTH}|christmas|easter", re.IGNORECASE)  # any folder may name a day
    for name in _NAME.findall(text):
        if name.lower() in STOPWORDS or calendar.fullmatch(name) or not corpus.has_form(name):
            continue
        # A name to the documents too: written with its capital wherever they say it. "New" of
        # "New York City" is a word they use ("a new card"), as are "Data" and "Seven".
        said = " ".join(p.text for p in retrieve_documents(corpus, name, 5))
        if re.search(rf"\b{name}\b", said) and not re.search(rf"\b{name.lower()}\b", said):
            return True
    return False


# A thing named as the asker's or as one in particular: "is *the dentist* covered?", "what's *my unit*
# number?", "what pressure should *the tyres* be?".
_DEFINITE = re.compile(r"\b(?:the|my|our|his|her|their)\s+([a-z]+)(?:\s+([a-z]+))?", re.IGNORECASE)


def _asks_of_a_held_thing(text: str, corpus: Corpus) -> bool:
    """A plain question about a particular thing the documents hold, half of whose words they
    hold: asked of them, which answer it or say it is not there, rather than declined."""
    from assistant.engines.offline.numbers import COUNT_WORD
    from assistant.lexicon import HOW_TO, WEEKDAY, without_degree
    from assistant.retrieval.affinity import share_held
    from assistant.retrieval.text import STOPWORDS, held_in

    if HOW_TO.search(text) or not _plain_question(text):
        return False
    # The day asked of ("does the nursery open on Sundays?") says when, not what about: a
    # schedule answers it, or the documents never mention it. Unheld, it is not held against
    # the question; held ("at weekends" of a timetable that says so), it still counts for it.
    plain = without_degree(text)
    dayless = re.sub(rf"\b(?:on|at)\s+(?:an?\s+)?(?:{WEEKDAY}|weekends?\b)", " ", plain, flags=re.IGNORECASE)
    held, share = max((share_held(t, corpus) for t in dict.fromkeys((plain, dayless))), key=lambda counted: counted[1])
    if held < 1 or share < 0.5:
        return False
    # (Not a number: "who are the Seven Dwarfs?" of a folder that says "seven".)
    return any(w is not None and w.lower() not in STOPWORDS and not re.fullmatch(COUNT_WORD, w, re.IGNORECASE)
               and held_in(w, corpus.has_form) for m in _DEFINITE.finditer(text) for w in m.groups())


# Below this, the router's "unknown" for a plain question is a lean, not a judgement: "when is
# lunch break?", "how many people in a caravan?" of a farm job's papers.
_LEANS_UNKNOWN = 0.65


def _half_held_question(text: str, corpus: Corpus) -> bool:
    """A plain question (not a how-to) half of whose own words the documents hold, not counting
    numbers, spans of time and "new", which any folder holds ("who are the Seven Dwarfs?",
    "how many years on the earth", "are new year resolutions effective?")."""
    from assistant.engines.offline.numbers import COUNT_WORD
    from assistant.lexicon import HOW_TO

    if HOW_TO.search(text) or not _plain_question(text):
        return False
    return _best_share(re.sub(rf"{COUNT_WORD}|\b\d+\b|{_ANY_FOLDER_HOLDS}", " ", text, flags=re.IGNORECASE), corpus) >= 0.5


_ANY_FOLDER_HOLDS = r"\b(?:(?:year|month|week|day|hour|minute|time)s?|new)\b"


# "On the 19th", "on the 3rd": a day of the month, asked of a schedule; or with its month: "on 3
# May", "on the 3rd of May", "on May 3".
_ON_A_DAY = re.compile(r"\bon (?:the )?(\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)
_ON_A_DATE = r"\bon (?:the )?(\d{{1,2}})(?:st|nd|rd|th)? (?:of )?({month})\b|\bon ({month}) (\d{{1,2}})(?:st|nd|rd|th)?\b"


# "At 8pm", "at 7.30", "at 19:30": a time of day, asked of a programme.
_AT = re.compile(r"\bat\s+$", re.IGNORECASE)


def _time_of(said: re.Match[str]) -> tuple[int, int, bool | None]:
    """(hour on a 12-hour clock, minutes, afternoon or not if said) of a lexicon.TIME_OF_DAY match."""
    if said["hour"] is not None:
        return int(said["hour"]) % 12, int(said["minutes"] or 0), said["half"].lower() == "pm"
    hour = int(said["hour24"])
    return hour % 12, int(said["minutes24"]), True if hour > 12 else None  # "8.00" says no half of the day


def _same_time(a: str, b: str) -> bool:
    """Two writings of one time of day: "8pm", "8.00pm", "20:00" (and "8.00", which says no
    half of the day, with any of them)."""
    from assistant.lexicon import TIME_OF_DAY

    x, y = TIME_OF_DAY.fullmatch(a.strip()), TIME_OF_DAY.fullmatch(b.strip())
    if x is None or y is None:
        return False
    (hour, minutes, half), (other_hour, other_minutes, other_half) = _time_of(x), _time_of(y)
    return (hour, minutes) == (other_hour, other_minutes) and (half is None or other_half is None or half == other_half)


def _asks_of_a_clock_time(text: str, corpus: Corpus) -> bool:
    """A plain question of what happens at a time of day ("what happens at 8pm?") of a folder
    that gives that time, however it writes it ("8.00pm | naked-eye tour")."""
    from assistant.lexicon import TIME_OF_DAY
    from assistant.tools.retriever import read_through

    asked = next((m for m in TIME_OF_DAY.finditer(text) if _AT.search(text[:m.start()])), None)
    if asked is None or not _plain_question(text):
        return False
    return any(_same_time(asked[0], given[0]) for chunk in read_through(corpus) for given in TIME_OF_DAY.finditer(chunk.text))


def _asks_of_a_dated_day(text: str, corpus: Corpus) -> bool:
    """A plain question of what falls on a day of the month ("what are we doing on the 19th?")
    of a folder that dates something on that day ("Sunday 19 January", "2025-01-19")."""
    from assistant.lexicon import MONTH

    dated_as = re.search(_ON_A_DATE.format(month=MONTH), text, re.IGNORECASE)
    day = dated_as or _ON_A_DAY.search(text)
    if day is None or not _plain_question(text):
        return False
    n = int(day[1] or day[4])
    if not corpus.has_form(str(n)):
        return False  # (the index's words first: no document's text is read for a day it never writes)
    # The month asked, where the question names one ("what happens on 3 May?" is not of "3 April").
    month = re.escape(dated_as[2] or dated_as[3]) if dated_as else MONTH
    dated = re.compile(rf"\b{n}(?:st|nd|rd|th)?\s+(?:of\s+)?{month}|\b{month}\s+{n}(?:st|nd|rd|th)?\b"
                       + ("" if dated_as else rf"|\b\d{{4}}-\d{{2}}-{n:02d}\b"), re.IGNORECASE)
    return any(dated.search(corpus.documents[doc_id].text) for doc_id in corpus.documents)


def _names_an_option_of(text: str, corpus: Corpus) -> bool:
    from assistant.retrieval.names import named_document

    option = re.search(r"(?:^|\s)--?[A-Za-z][\w-]*\b", text)
    return option is not None and named_document(text, corpus.documents, corpus.documents.title).doc_id is not None


def _computes_with_documents(text: str, result: Classification, ctx: Context) -> Classification:
    """"What is 15% of the total revenue?" over a statement that says what the revenue was:
    a computation with the documents' number, not a question their sentences answer."""
    import re

    from assistant.lexicon import NAMED_OPERAND, SCALED_OPERAND

    if not (NAMED_OPERAND.search(text) and re.search(r"\d", text)) and not SCALED_OPERAND.search(text):
        return _computes_a_relation(text, result, ctx)
    from assistant.engines.offline.calc_nl import read
    from assistant.engines.offline.doc_values import document_values
    from assistant.errors import DocumentsError
    from assistant.tools.retriever import retrieve_documents

    try:
        corpus = ctx.documents.corpus()
    except DocumentsError:
        return result
    found = document_values(text, retrieve_documents(corpus, text, 5))
    if found is None or (not found.ambiguous and read(found.request) is None):
        return result
    said = result.intent.intent_type
    reasoning = f"A computation with a quantity the documents state (the router alone said {said}, p={result.intent.confidence:.2f})."
    confirmed = said == "calculation"  # the router leaned this way; the documents settle it
    confidence = max(0.8, result.intent.confidence) if confirmed else 0.8
    return Classification(UserIntent(intent_type="calculation", confidence=confidence, reasoning=reasoning),
                          margin=0.5, runner_up=result.runner_up if confirmed else said)


def _computes_a_relation(text: str, result: Classification, ctx: Context) -> Classification:
    """"What is the net margin of product B?" over a spreadsheet that gives its revenue, fixed
    costs and variable cost rate, but never says "net margin": a computation from the
    document's values (the design's third example, without the numbers typed in), not a
    question its sentences could answer ("not found: they never mention net, margin")."""
    from assistant.engines.offline.calc_nl import named_plan, relation_asked
    from assistant.errors import DocumentsError
    from assistant.retrieval.text import STOPWORDS
    from assistant.tools.retriever import retrieve_documents

    # Checked before any search: only a quantity with a known relation can be computed.
    asked = relation_asked(text)
    if asked is None or result.intent.intent_type == "calculation":
        return result
    try:
        corpus = ctx.documents.corpus()
    except DocumentsError:
        return result
    named = [w for w in asked.lower().split() if w not in STOPWORDS]
    if not named or all(corpus.has_form(w) for w in named):
        return result  # the documents say it in words: their sentence answers
    computed = named_plan(text, retrieve_documents(corpus, text, 5))
    if computed is None or computed.status != "plan" or not computed.sources:
        return result
    reasoning = (f"Computes {asked} from values the documents state ({', '.join(computed.sources)}); "
                 f"the router alone said {result.intent.intent_type}, p={result.intent.confidence:.2f}.")
    return Classification(UserIntent(intent_type="calculation", confidence=0.8, reasoning=reasoning),
                          margin=0.5, runner_up=result.intent.intent_type)


_NUMBER = re.compile(r"\d+(?:[.,]\d+)*")


def _reports_a_fault(text: str, result: Classification, ctx: Context) -> Classification:
    """"The backup is stuck at 99%": a number in a fault the documents' words describe is
    the thing's state, not an operand; their troubleshooting page may say what to do. And
    "when is the first U3 bus?", which the router was unsure of, has no number at all."""
    from assistant.errors import DocumentsError
    from assistant.lexicon import CODE, TROUBLE
    from assistant.retrieval.affinity import share_held

    # "the first U3 bus": the code's digits are a name, not a quantity.
    coded = result.unsure and not _NUMBER.search(CODE.sub(" ", text))
    named = not coded and _names_by_its_number(text)
    if not (coded or named) and (not TROUBLE.search(text) or len(_NUMBER.findall(text)) > 1):
        return result  # two numbers may be operands: "it stopped working 3 times in 12 days"
    try:
        held, share = share_held(text, ctx.documents.corpus())
    except DocumentsError:
        return result
    if held < 1 or share < 0.5:
        return result
    told = "Names a code the documents hold, with no number to compute" if coded else \
        "Names a thing the documents hold by its number, with nothing to compute" if named else \
        "Tells a fault of something the documents describe"
    reasoning = f"{told} (the router alone said calculation, p={result.intent.confidence:.2f})."
    return Classification(UserIntent(intent_type="qa", confidence=0.6, reasoning=reasoning), margin=0.3, runner_up="calculation")


def _names_by_its_number(text: str) -> bool:
    """"How much is a block of 10?", "how many cups in a pack?": a plain question with one number
    or none, which names the thing asked about (a block of 10 lessons), not an operand: nothing
    in it can be computed, and no quantity is named for the documents to state ("15% of the
    revenue" is, and stays)."""
    from assistant.engines.offline.calc_nl import read
    from assistant.engines.offline.numbers import words_to_digits
    from assistant.engines.offline.units import unreadable
    from assistant.lexicon import NAMED_OPERAND, SCALED_OPERAND

    # Numbers written as words count: "what is three quarters of one sixth" has two operands.
    if len(_NUMBER.findall(words_to_digits(text))) > 1 or re.search(r"%|\bper ?cent\b", text, re.IGNORECASE):
        return False
    if unreadable(text) is not None:
        return False  # "how many hours are in a year": a conversion, which the calculator says it will not guess
    if NAMED_OPERAND.search(text) or SCALED_OPERAND.search(text) or not _plain_question(text):
        return False
    return read(text) is None


@timed("classify_intent")
def classify_intent(state: AgentState, runtime: Runtime[Context]) -> dict[str, Any]:
    engine = runtime.context.engine
    outcome = engine.classify(state.user_input, conversation_of(state, runtime.context.deadline), has_attachment=bool(state.attachments))
    result = outcome.value
    if result.intent.intent_type in ("unknown", "qa") and not state.attachments:
        computed = _computes_with_documents(state.user_input, result, runtime.context)
        result = computed if computed is not result else _about_documents(state.user_input, result, runtime.context)
    elif result.intent.intent_type == "calculation" and not state.attachments:
        # The router leaned to a calculation, unsure: the documents stating its quantity settle
        # it. Sure or not, a fault with one number in it is no calculation.
        computed = _computes_with_documents(state.user_input, result, runtime.context) if result.unsure else result
        result = computed if computed is not result else _reports_a_fault(state.user_input, result, runtime.context)
    flags = []
    if result.low_confidence:
        flags.append("low_confidence")
    if result.ambiguous:
        flags.append("ambiguous_intent")
    notice = None
    if flags:
        # Say so rather than present a guess as certain; the LLM engine can take these over.
        chosen = BY_NAME[result.intent.intent_type].described
        other = f" or {BY_NAME[result.runner_up].described}" if result.runner_up in BY_NAME else ""
        notice = (
            f"I am not sure what you want (this looks like {chosen}{other}; routing confidence "
            f"{result.intent.confidence:.0%}); I treated it as {chosen}. Rephrase if that is wrong."
        )
    return charge({
        "notice": notice,
        "intent": result.intent,
        "next_step": BY_NAME[result.intent.intent_type].node,
        "flags": flags,
    }, outcome)
