"""Slot terms: the words of a question that pick out which fact is meant."""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from assistant.lexicon import AGE_LIMIT_NAMED, AGED, ANYONE, ASKS_SPENDING, ASKS_WHETHER, BEING_DONE, DEADLINE, DISCARDED, GET_DONE, HEDGES, KIN, MEASURE_WORDS, MONTH, OPEN_OR_SHUT, OWNERS, PEOPLE, TROUBLE, WHAT_CAUSED, WHAT_COLOUR, \
    WHAT_DAY, WHAT_MAKE, WHAT_TIME, YEAR, without_degree
from assistant.retrieval.text import PERCENT, STOPWORDS, fold, held_in, inflections, irregular_forms, light, long_form, tokenize, uncontracted

# Case matters for names: a capitalised word after a lower-case one ("did Tesla report").
_SLOT = re.compile(
    rf"(?i:\b(?:{MONTH}|{YEAR})\b)"
    # A name, accents and all ("Jaromír Jágr", not "Jarom"): its last word identifies it.
    r"|(?<=[a-z,] )[A-ZÀ-ÖØ-Þ][^\W\d_]+(?:\s+[A-ZÀ-ÖØ-Þ][^\W\d_]+)*"
    # "Plan B", "line d"; not the article of "the plan a month".
    r"|(?i:\b(?:line|product|plan|type|class|group|option|phase))\s+(?:[A-Z]|(?![ai]\b)[a-z])\b"
)


class Vocabulary:
    """Tokens the documents mention, with a tolerant lookup for names.

    A name counts as mentioned when a document token shares its first four letters and is
    of similar length: "Sept" ~ "September", a typo such as "Sigimund" ~ "Sigismund".
    """

    def __init__(self, tokens: Iterable[str]) -> None:
        # A dict or set is kept as it is: building a copy of a large vocabulary per turn is waste.
        self._set: set[str] | frozenset[str] | dict[str, int] = (
            tokens if isinstance(tokens, (set, frozenset, dict)) else set(tokens)
        )
        self._sorted: list[str] | None = None

    def __contains__(self, token: object) -> bool:
        return token in self._set

    def near(self, token: str) -> bool:
        if token in self._set:
            return True
        if len(token) < 4:
            return False
        if self._sorted is None:
            self._sorted = sorted(self._set)
        prefix = token[:4]
        i = bisect.bisect_left(self._sorted, prefix)
        while i < len(self._sorted) and self._sorted[i].startswith(prefix):
            if abs(len(self._sorted[i]) - len(token)) <= 4:
                return True
            i += 1
        return False


def missing_slots(question: str, vocabulary: Vocabulary) -> list[str]:
    """Specific terms of the question (a month, a year, a named thing) the documents never mention.

    Such a term changes which fact is asked for ("April" instead of "March"), so documents
    without it cannot hold the answer, however well they match otherwise.
    """
    missing = []
    for match in _SLOT.finditer(question):
        phrase = match.group(0)
        if phrase.isupper() and len(phrase) <= 5:
            continue  # acronyms ("GMO") are often written out in documents
        if phrase.lower() in KIN:
            continue  # "Dad", "Mum": whom a letter names otherwise ("your father", "Mrs Brenda Walsh")
        tokens = tokenize(phrase)
        if not tokens:
            continue
        key = tokens[-1]  # the identifying word: "D" in "line D"
        exact_only = key.endswith("_") or key.isdigit() or re.fullmatch(MONTH, key) is not None
        if (long := long_form(phrase)) is not None and (written := tokenize(long)) and written[0] in tokenize(question):
            key, exact_only = written[0], True  # "Feb" of "in Feb 2010": February, as the index holds it
        if not (key in vocabulary if exact_only else vocabulary.near(key)):
            missing.append(phrase)
    return missing


# Words that ask rather than say what about.
_ASKING = frozenset("what which who whom whose when where why how does did do is are was were name many much long often far "
                    "type kind called term year get gets got getting gotten tell give show list calculate compute sum total average mean "
                    "explain describe happen happens happened happening come comes coming came go goes going went gone find say says said mention mentions "
                    # A superlative of price says how to compare, not what about: "which plan is cheapest?"
                    "cheapest priciest dearest expensive "
                    # ... the same, typed without the apostrophe ("whats the net income?") ...
                    "whats hows wheres whos whens whys "
                    # ... and a trouble of any kind: "any compliance issues?" of a report that
                    # says "findings" asks about compliance ("any parking issues?" still needs parking).
                    "issue issues problem problems concern concerns wrong "
                    # ... and the framing of a request: "I'd like to know", "I was wondering", "remind me",
                    # "if I want to leave".
                    "know like wondering wonder remind idea curious please pls thanks thank want wants wanted "
                    # ... and a thing in general: "what do I do with things we can't sell?" is of selling.
                    "thing things stuff "
                    # ... hedges and time words that qualify, not name, the subject ("still",
                    # "currently") ...
                    "currently actually really ever exactly approximately roughly typically usually "
                    # ... and "instead", which says a change of what the documents name ("when is she
                    # going instead of Monday?" of "her Monday is moved to Tuesday") ...
                    "instead "
                    # ... and "without", which says of what, not what: "how long will we be without
                    # water?" of "The water will be off for about 30 minutes" ...
                    "without "
                    # ... when a thing begins or ends ("when does probation end?" of "during probation"),
                    # and which one ("a new laptop" of "every employee receives a laptop") ...
                    "start starts begin begins end ends finish finishes new current latest earliest extra another "
                    # ... and how much it matters: "the key risks" of a report that says "main risks".
                    "key main major principal primary important significant biggest largest greatest top serious critical pressing "
                    # ... and the row a table question picks ("my lowest pulse" of a column of pulses,
                    # "the first ferry" of a timetable).
                    "lowest highest smallest least fewest most best worst first"
                    # ... and whether it may be done, and spending (lexicon.ASKS_WHETHER, ASKS_SPENDING).
                    .split()) | HEDGES | ASKS_WHETHER | ASKS_SPENDING | MEASURE_WORDS | OWNERS
# A file named in the question ("in product_b_spreadsheet.csv") is found by name, not by its words.
FILE_NAME = re.compile(r"\b[\w.-]+\.(?:csv|tsv|md|markdown|txt|text|pdf|html?|docx?|json|rst)\b", re.IGNORECASE)
# Words for one change (or state), any of which says it: "what did revenue grow by?" of a
# statement that says "up 4.8% on February".
_SAME_CHANGE = (frozenset("grow grew grown growth rise rose risen increase up gain climb jump".split()),
                frozenset("fall fell fallen drop dropped decline decrease down shrink shrank lose loss".split()),
                # ... and for being open, either way: "what time does nursery close?" of "Opening hours: 7:30am
                # to 6pm", "is my claim closed?" of "your claim is still open".
                frozenset(OPEN_OR_SHUT.split()),
                # ... and for what is paid: "what's the call-out charge after 10pm?" of a price list.
                frozenset("price prices priced charge charges charged cost costs fee fees fare fares".split()))
KEY_TERM_SHARE = 0.5  # half the question's words absent: the documents are about something else


def missing_terms(question: str, has_form: Callable[[str], bool]) -> list[str]:
    """The question's words that no document holds in any inflected form ("fitness" where
    the documents only say "fit"), when they are half or more of its content words.

    One absent word in a long question is usually a paraphrase or a typo; in "What is the
    fitness benefit?" it is the subject.
    """
    return unsaid(question, has_form).missing


@dataclass(frozen=True)
class Unsaid:
    """A question's content words, and those no document holds in any form."""

    content: list[str]
    absent: list[str]  # however few: "partner" of "does the dental plan cover my partner?"

    @property
    def missing(self) -> list[str]:
        """The absent words when they are half or more of the content: "not found". Whom the
        asker calls "Mum" or "my husband" a letter names ("Mrs Brenda Walsh", "your partner"):
        absent, such a word is not held against the question (it still counts as absent for
        whether the answer speaks of it)."""
        return self.missing_but(())

    def missing_but(self, answered: Iterable[str]) -> list[str]:
        """The absent words that make it "not found", those `answered` some other way left out."""
        # (Nor is a person in general: "what's the latest I can train someone?" of "you may
        # train clients"; a rule that says "injures someone" still speaks of it.)
        spared = {w.lower() for w in answered} | KIN | ANYONE | PEOPLE | DISCARDED
        counted = [w for w in self.absent if w.lower() not in spared]
        return counted if self.content and len(counted) / len(self.content) >= KEY_TERM_SHARE else []


def unsaid(question: str, has_form: Callable[[str], bool]) -> Unsaid:
    return Unsaid(*_absent(question, has_form))


def _absent(question: str, has_form: Callable[[str], bool]) -> tuple[list[str], list[str]]:
    """(its content words, those no document holds)."""
    # Nor is the degree "how big" or "how thick" asks for a word to find, nor the "take" of
    # "how long will delivery take?".
    plain, said, content = _content(without_degree(question, all_degrees=True))

    asks_who = bool(_ASKS_WHO.match(question))

    def held(form: str) -> bool:
        return held_in(form, has_form, doer=asks_who) or said_otherwise(form, has_form)

    # "percentage" is how the index writes "%" ("percent"), as it does "per cent".
    # The verb of the asker's own case ("can I *eat* in the library?", "when do they *clear*
    # out the fridges?") is how the asker puts it; a rule says it its own way ("food is not
    # allowed"). Absent, it is not held against the question; its nouns still are.
    owned = list(_OWN_VERB.finditer(plain))
    own_verbs = {m[1].lower() for m in (*owned, *_THEIR_VERB.finditer(plain), *_NAMED_VERB.finditer(plain), *BEING_DONE.finditer(plain),
                                        *_WHO_LIGHT.finditer(plain), *_IT_NEEDS.finditer(plain), *_WHAT_NEEDS.finditer(plain),
                                        *_TO_BE_DONE.finditer(plain), *_PUT.finditer(plain),
                                        *_WHEN_OWN.finditer(plain))} \
        | {(m[1] or m[2]).lower() for m in _OWN_DOING.finditer(plain)} \
        | {m[2].lower() for m in owned if m[2] and m[1].lower() in _HAVING_TO} \
        | {m[1].lower() for m in _RUNS_OUT.finditer(plain)}
    absent = [word for word in content if not held("percent" if PERCENT.fullmatch(word.lower()) else light(fold(word)))
              and word.lower() not in own_verbs]
    if _SOMEONES_NUMBER.match(question) or _NUMBER_TO_CALL.match(question):
        # "What's Nicola's number?" asks her telephone, which "her direct line is 01632 960215" gives
        # without the word.
        absent = [word for word in absent if word.lower() not in ("number", "mobile")]
    if absent == [_compound_head(said, content)]:
        return content, []  # "the meal allowance" of "meals are reimbursed up to £40": the kind, not the subject
    return content, absent


def said_otherwise(form: str, has_form: Callable[[str], bool]) -> bool:
    """A word the documents say another way: written out ("Feb" of "February"), or as another
    word for the same change or state ("close" of "open until 5:30pm", "grow" of "up 4.8%")."""
    if (long := long_form(form)) is not None and has_form(light(long)):
        return True  # "Feb 2010" of a text that says "February 2010"
    family = next((f for f in _SAME_CHANGE if form in f or any(b in f for b in inflections(form))), None)
    return family is not None and any(has_form(w) for w in family)


# "Who is handling our claim?", "who can supervise me?": the one who does it is asked for.
_ASKS_WHO = re.compile(r"\s*who\b", re.IGNORECASE)


def content_words(question: str) -> list[str]:
    """What a question is about, as "not found" weighs it: its words but the asking ones."""
    return _content(question)[2]


def _content(question: str) -> tuple[str, list[str], list[str]]:
    # Words as written, accents and all ("Jaromír", not "Jarom"), said back that way; they are
    # looked up without accents, as the index holds them ("jaromir"). A fault told as what
    # the thing does ("stopped working") is not a subject to look for, nor is the "time" of
    # "what time does it open?", which asks as "when" does.
    plain = DEADLINE.sub(" ", WHAT_CAUSED.sub("why", WHAT_TIME.sub("when", WHAT_DAY.sub("when", TROUBLE.sub(" ", FILE_NAME.sub(" ", question))))))
    plain = _HOW_IT_WORKS.sub(r"\1\2", plain)  # "how do tolls work?": asks how, names nothing
    # "what colour is the away kit?" asks a colour ("white"), names none; "what grout colours?" names the grout
    plain = WHAT_COLOUR.sub(lambda m: f"what {m[1]}" if m[1] else "what", plain)
    plain = WHAT_MAKE.sub("what", plain)  # "what make is my boiler?" asks its maker ("Worcester Bosch"), names none
    plain = GET_DONE.sub(lambda m: m[0][:m.start(1) - m.start()].rstrip(), plain)  # "can she get her cartilage done?"
    plain = _HOW_MUCH_COST.sub(lambda m: m[1] or m[2], plain)  # "how much does it cost to enter?" asks a price, as "how much is" does
    plain = _COSTS_AT_ALL.sub(r"\1", plain)  # "does the manure cost anything?", "does the pharmacy charge?" ask it too, which "it is free" says
    plain = _MAKE_A.sub(" ", plain)  # "to make a claim": the claim is the subject (not "when was make installed?")
    plain = AGED.sub(r"\1", plain)
    plain = _AGE_LIMIT.sub(" ", plain)  # "what's the minimum age?" asks the age, which a rule says as "at least 8 years old"
    plain = _MADE_OF.sub(" ", plain)  # "what's the roof made of?" asks its stuff ("original slate"), which no text says "made"
    plain = _OCCASION.sub(" ", plain)  # "what did the engineer find last time?": the latest visit, not a time
    plain = _SUPPOSED_TO.sub(" ", plain)  # "what is Kate supposed to do?" asks what she should do
    plain = _HOW_SOON.sub(" ", plain)  # "if we pull out a week before": how soon, which a rule says its own way ("14 days' notice")
    plain = _DONE_BY.sub(" ", plain)  # "when does the booster need to be done by?": when, by a rule's "given at least two weeks before"
    said = [uncontracted(m.group()) for m in _SAID.finditer(plain)]
    return plain, said, [w for w in said if w.lower() not in STOPWORDS and w.lower() not in _ASKING and len(w) >= 3]


_HOW_MUCH_COST = re.compile(r"^(\s*how much (?:does|do|did|will|would|could|should) (?:it|this|that|they|these|those) )costs?\b"
                            # ... and "how much is the roof going to cost?", whatever it names
                            r"|^(\s*how much (?:is|are|was|were)\s.*?\bgoing to )costs?\b", re.IGNORECASE)
_SOMEONES_NUMBER = re.compile(r"^\s*what(?:'s|’s|\s+is)\s+(?:(?:the|my|our|your)\s+)?[\w-]+['’]s\s+(?:(?:tele)?phone\s+)?(?:number|mobile)\s*\??\s*$",
                              re.IGNORECASE)
# ... and "what number do I call?", which "call 0345 600 0606" gives without the word.
_NUMBER_TO_CALL = re.compile(r"^\s*what(?:\s+phone)?\s+number\s+(?:do|should|can|could|must)\s+(?:i|we|you)\s+(?:call|ring|phone|text)\b",
                             re.IGNORECASE)
_COSTS_AT_ALL = re.compile(r"^(\s*(?:does|do|did|will|would)\s.*?)\b(?:costs?|charges?)\b(?=\s*(?:anything|extra|money|much)?\s*\??\s*$)", re.IGNORECASE)
_HOW_IT_WORKS = re.compile(r"^(\s*how (?:do|does|did|will|would)\b.*?)\bworks?(\s*\??\s*)$", re.IGNORECASE)
_MADE_OF = re.compile(r"\bmade\s+(?=(?:of|from)\b)", re.IGNORECASE)
_AGE_LIMIT = re.compile(rf"\b(?:{AGE_LIMIT_NAMED})", re.IGNORECASE)
_SUPPOSED_TO = re.compile(r"\bsupposed(?= to\b)", re.IGNORECASE)
# A span said as how soon or how late: "a week before", "2 days late", "a month after".
_HOW_SOON = re.compile(r"\b(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|a few|few|several)\s+"
                       r"(?:working\s+|business\s+)?(?:days?|weeks?|fortnights?|months?|years?|hours?|minutes?)['’]?\s+"
                       r"(?=(?:before|after|late|early|ago|later|earlier|in advance|ahead|notice)\b)", re.IGNORECASE)
# ... and "how should her hair be done?": how, which a rule says ("in a neat bun").
_DONE_BY = re.compile(r"\bneeds?\s+(?:to\s+be\s+done|doing)\b|^\s*how\s+(?:should|must|do|does|will|is|are)\b.*\bbe\s+done\s*\??\s*$",
                      re.IGNORECASE)
_OCCASION = re.compile(r"\b(?:the )?(?:last|next|first) time\b", re.IGNORECASE)
_MAKE_A = re.compile(r"\b(?:make|makes|making)\s+(?=(?:a|an|the|my|your|our|his|her|their)\b)", re.IGNORECASE)
# ... and the one after "have to", "need to": "does he have to wear uniform?" is of wearing it.
# (Anyone's too: "does someone need to be in?" of "Someone must be home to sign for it".)
_OWN_VERB = re.compile(r"\b(?:can|could|do|does|did|will|would|should|may|must|have|has)\s+(?:i|we|you|they|he|she|someone|somebody|anyone|anybody)\s+([a-z]+)\b"
                       r"(?:\s+to\s+([a-z]+)\b)?", re.IGNORECASE)
_HAVING_TO = frozenset({"have", "need", "got"})
# ... or of a clause that says when, of the asker: "how long should it air before we *sleep* on it?"
# of "Let it air for 4 hours after unboxing".
_WHEN_OWN = re.compile(r"\b(?:before|after|until|till|once|while)\s+(?:i|we)\s+([a-z]+)\b", re.IGNORECASE)
# ... or when a thing runs out, which its papers say as the day it ends ("Valid from 1 October to
# 30 September"), as "expire" is: "when does the licence run out?".
_RUNS_OUT = re.compile(r"\b(run|runs|ran)\s+out\b", re.IGNORECASE)
# ... or as the asker's doing: "which doctor am I seeing?", "whose gate are we using?", and the
# "done" of "how many miles has it done?".
_OWN_DOING = re.compile(r"\b(?:am|are|is|was|were)\s+(?:i|we|you|they|he|she)\s+([a-z]{2,}ing)\b"
                        r"|\b(?:has|have|had)\s+(?:it|i|we|you|they|he|she)\s+(done)\b", re.IGNORECASE)
# ... and the light verb of a "who" question, whose noun is the subject: "who is giving the
# keynote?" of a programme that lists the keynote and its speaker.
_WHO_LIGHT = re.compile(r"^\s*who(?:'s|’s|\s+is|\s+are|\s+was|\s+will\s+be)\s+(giving|doing|running|taking)\b", re.IGNORECASE)
# ... or another's, whom the asker names: "does my friend need ID?"
# (or another's named, or things': "what does Pat need from me?", "when do results need to be in?")
# (The ages of a ticket's band too: "do under 5s need a ticket?")
_THEIR_VERB = re.compile(r"\b(?:do|does|did|will|can|could|should|must|may)\s+(?:(?:my|our|your|his|her|their)\s+[a-z]+|[a-z]+s"
                         r"|(?:under|over)[-\s]?\d+s)\s+([a-z]+)\b", re.IGNORECASE)
# ... or someone's named: "what time will Wayne arrive?" of his text's "there by 9.30".
_NAMED_VERB = re.compile(r"\b(?:do|does|did|will|can|could|should|would)\s+(?-i:[A-Z][a-z]+)\s+([a-z]+)\b", re.IGNORECASE)
# ... or a thing's: "how often does it need servicing?" of "Servicing must be done every 12 months",
# "how long does the concrete need to set?" of "left for 7 days".
_IT_NEEDS = re.compile(r"\b(?:do|does|did|will|would)\s+(?:it|this|that|the\s+[a-z]+)\s+(need)\b", re.IGNORECASE)
# ... and "what needs replacing?" of "The UV bulb ... should be replaced".
_WHAT_NEEDS = re.compile(r"^\s*what\s+(needs?)\s+(?=[a-z]+ing\b|to\b)", re.IGNORECASE)
# ... and "put", a light verb: "when is the dish being put up?" of "Your satellite dish installation is
# booked for Saturday 22 February" (held, it still counts: "can I put a coat aside?" of "You may not
# put items aside for yourself").
_PUT = re.compile(r"\b(put|puts|putting)\b", re.IGNORECASE)
# ... or what must be done to a thing, in the passive: "when does the deposit have to be *paid*?"
# of "Your deposit must reach us by 21 November".
_TO_BE_DONE = re.compile(r"\b(?:have|has|need|needs)\s+to\s+be\s+([a-z]+(?:ed|en|id|wn))\b", re.IGNORECASE)
_SAID = re.compile(r"[^\W\d_](?:[^\W_]|')*")


def _compound_head(said: list[str], content: list[str]) -> str | None:
    """The last noun of a compound the question ends its subject with ("meal allowance",
    "mileage rate", "leave policy"): the word that says what kind of thing the modifier
    before it is. A document names the subject (its modifier) and rarely the kind; when only
    the modifier is absent ("the fitness benefit", "the net income"), the subject is."""
    last = len(said) - 1
    while last >= 0 and said[last].lower() in _POLITE:
        last -= 1  # "the meal allowance, please?"
    # Both words the subject's own: "the graph isolation problem" ends with a word that asks
    # ("problem"), and "what did the IPCC apologize for?" with one that is not a noun's.
    if last < 1 or said[last] not in content or said[last - 1] not in content:
        return None
    before = [w.lower() for w in said[: last - 1]]
    if not before:
        return said[last]  # the compound alone: "meal allowance?"
    # After a determiner ("is there a meal allowance?"), unless that determiner opens the
    # subject of an opening auxiliary: in "did the revenue fall?" the last word is the verb.
    if before[-1] in _DETERMINERS and not (len(before) == 2 and before[0] in _AUXILIARIES):
        return said[last]
    # ... or straight after "when is" ("what time is quiet time?" of house rules that say "Quiet after
    # 10.30pm"): two plain words, not a name ("when is Fredderic Wola?") nor a deed ("when is house built?").
    if before in (["when", "is"], ["when", "are"]) and said[last - 1].islower() and said[last].islower() \
            and not said[last].endswith("ed") and not irregular_forms(said[last]):
        return said[last]
    return None


_POLITE = frozenset("please pls thanks thank you".split())
_DETERMINERS = frozenset("the a an our my your their its this that any".split())
_AUXILIARIES = frozenset("do does did will would can could should shall has have had is are was were may might must".split())
