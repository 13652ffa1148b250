"""Extractive QA and summarisation: choose sentences, never write new claims.

QA scores each sentence of the retrieved passages by the weighted share of the question's
content words it contains (weights: inverse frequency across the passages, so words
every passage shares count little), plus the passage's retrieval rank and a bonus when
the sentence holds the kind of thing the question asks for (a number for "how many", a
year for "when", a name for "who"). The answer is the best sentence, with its neighbour
when the neighbour carries the rest of the question's words. When too little of the
question is covered, the answer is "not found" with low confidence.
"""

from __future__ import annotations

import json
import math
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Set as AbstractSet
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

from assistant.engines.offline.numbers import COUNT_WORD
from assistant.lexicon import AGE, AGE_LIMIT_ASKED, AGE_RULE, AGED, AMOUNT_ASKED, AMOUNT_SAID, ANYONE, ASKS_STEPS, BEING_DONE, CLOCK_TIME, DAY_RANGE, DEADLINE, EMPHASIS, FREQUENCY, \
    GET_DONE, HOW_DEGREE, HOW_FAR_ASKED, IT_TAKES, KIN, LIST_ASK, MONTH_WRITTEN, OFTEN_WORDS, OPEN_OR_SHUT, OR_OVER, OWNERS, PEOPLE, PLACEHOLDERS, WEEKDAY, WHAT_CAUSED, WHAT_COLOUR, WHAT_DAY, WHAT_MAKE, WHAT_TIME, YEAR
from assistant.prose import MAX_ANSWER_CHARS
from assistant.retrieval.chunking import entry_text
from assistant.retrieval.names import joined_in_name, name_words
from assistant.retrieval.sections import HEADING
from assistant.retrieval.text import FIELD_LINE, STOPWORDS, STREET_ADDRESS, TELEPHONE, field_label, heading_line, light, periods_said, sentence_spans, starts_line, terms, tokenize, words
from assistant.schemas import Snippet
from assistant.tables.documents import pipe_rows
from assistant.tables.table import within

NOT_FOUND = "I could not find this in the documents."
PARAMS_FILE = Path(__file__).resolve().parents[2] / "data" / "summary_params.json"
# Below this share of the question's weighted words: not found. Set low on purpose: on the
# dev split coverage barely separates right from wrong answers above 0.3, so "not found"
# rests mainly on missing_slots (a month, year or name no passage mentions).
MIN_COVERAGE = 0.25
# The weight of the question's word pairs said in the same order by a sentence: chosen on the
# pool's SQuAD 2.0 fit articles (0.05 / 0.1 / 0.2: the answer holds gold for 0.795 / 0.799 /
# 0.798 of answerable fit questions, 0.790 without).
PHRASE_WEIGHT = 0.1
# A tie-break, no more: what a word few of the sentences shown say adds to a sentence's score.
# On the pool's SQuAD 2.0 fit articles (0 / 0.01 / 0.02 / 0.05 / 0.1) the answer holds gold for
# 1,152 / 1,152 / 1,151 / 1,153 / 1,152 of 1,430 questions; on the everyday folders it settles
# only ties ("can I pay the solicitor in cash?").
RARITY_WEIGHT = 0.05
# What the sentences either side say of the question that a sentence does not: "what do I need
# to bring for the enhanced check?" is answered by "Please bring your passport ...", next to
# "Until the enhanced check is back, ...". Chosen on the SQuAD 2.0 fit articles (0 / 0.1 / 0.2 /
# 0.3: 1,153 / 1,155 / 1,154 / 1,151 of 1,430 answers hold gold).
CONTEXT_WEIGHT = 0.1
# Words that ask rather than say what about: "How *many* vacation days do I *get*?" A policy
# says "receive" and writes the number; a folder without the words "many" or "get" gave them
# a rare word's weight, and a right answer covered a quarter of the question. "Which
# calculators are *allowed*?" asks whether, as "not found" reads it: the rule says "may be
# used", and "Food is not allowed" answers another question.
# ... and "per", which says how often as "a" does ("£39 a month" answers "how much per month").
# ... and "go", a phrasal verb's half: "when does my rent have to go in?", "how much will it go up
# to?" are not of the "Bins go out on Tuesday night". (But "where do we go if the alarm goes
# off?" asks where to go: its going is the question's, kept.)
_GOING = frozenset(tokenize("go goes going went gone"))
LIGHT_VERBS = frozenset(tokenize("get gets got getting gotten many much often happen happens allowed per")) | _GOING
_GO_WITH = re.compile(r"\b(?:go|goes|going|went|gone)\s+(?:in|into|on|onto|out|up|down|off|back|over|to|through|ahead|[a-z]+ing)\b", re.I)
# ... and "when ... come" as "go" is, but in a phrasal verb: "when is the engineer coming?" asks
# when he visits, not of a sentence where "your phone line comes into the house" ("come back",
# "come in" are what they say).
_COMING = frozenset(tokenize("come comes coming came"))
_WHEN_COMING = re.compile(r"\s*(?:when|what time|what day)\b.*\b(?:come|comes|coming)\b", re.I)  # (not "how many visitors come")
_COME_WITH = re.compile(r"\b(?:come|comes|coming|came)\s+(?:in|into|on|onto|out|up|down|off|back|over|round|around|through|across|with|from|to be)\b", re.I)
# ... and "how fast was I going?" asks a speed, of no going ("no points go on your licence").
_HOW_FAST = re.compile(r"\bhow (?:fast|speed)\b|\bwhat speed\b", re.I)
# ... and "how often do the buses go?", "when does the last ferry go?": a service's going, which a
# timetable says its own way ("Buses leave every 12 minutes").
_SERVICE_GOES = re.compile(r"\b(?:how often|when|what time)\b.*\b(?:go|goes)\s*[?.!]*\s*$", re.I)
_WHERE_TO_GO = re.compile(r"\bwhere (?:do|does|should|can|must|will|would|shall) (?:i|we|you|they|he|she|people|everyone) "
                          r"(?:have to |need to )?go\b", re.I)
# ... and "permitted", as a verb: "a permit" (for a skip, for parking) is a thing asked about,
# whose stem is the same. (An "allowance" is an amount allowed, which a rule says as "up to £60".)
_PERMISSION = re.compile(r"\bpermitted\b", re.I)
# "How much did they actually pay me?" asks what was paid, not of a sentence that says "actual";
# "how long do people have to return things?" asks of returning.
_NO_SUBJECT = frozenset(tokenize(" ".join(EMPHASIS | PLACEHOLDERS | OWNERS)))
_PEOPLE = frozenset(tokenize(" ".join(KIN | ANYONE)))
# "How much notice do I have to give?": notice is given, as a rule says it ("Notice: 1 month on
# either side"), not only by the sentence that also says "give" ("I give 8 weeks' notice of ...").
_GIVE_NOTICE = re.compile(r"\bnotice\b.*\b(?:give|gives|giving|given|gave)\b|\b(?:give|gives|giving|given|gave)\b.*\bnotice\b", re.I)
_GIVING = frozenset(tokenize("give gives giving given gave"))
# A permission asked, for the asker or for those they speak for: "can I bring a client?", "can
# guests bring their dog?", "can my son sit in front?".
_MAY_I = re.compile(r"\s*(?:can|could|may) (?:i|we|guests?|visitors?|people|clients?|customers?|tenants?|children|kids|pupils|students|staff"
                    r"|(?:my|our) [a-z]+)\b", re.I)
# The verb of the asker's own case, with what it is done to: "when do I *take* my ...", "can we
# *bring* glass ...", "what shoes do we *wear*?"; not "when can I shower after ...", "can I pay off
# ...", nor the act a "how do I ..." asks about ("how do I complain about the solicitor?").
_ASKERS_VERB = re.compile(r"^(?:(?!\s*how\b).*?\b(?:can|could|do|does|did|will|would|should|may|must|have|has)\s+(?:i|we|you)"
                          r"(?:\s+(?:need|have)\s+to)?"  # "do I need to bring a pencil?" of "Pencils ... are provided"
                          # ... or a dependant's, as a parent asks: "can she wear jeans?" of a kit list's "No cotton jeans".
                          r"|\s*(?:can|could|does|should|may|must)\s+(?:he|she))\s+([a-z]+)\s+"
                          r"(?!(?:about|after|before|to|in|on|at|from|into|if|when|while|until|by|up|out|off|back|over|down|away|around)\b)"
                          r"[a-z0-9£$€]"
                          r"|^\s*(?:what|which)\s+[a-z]+\s+(?:can|could|do|does|should|may|must)\s+(?:i|we|you)\s+([a-z]+)\s*\??\s*$", re.I)
# "When will they be back?" (written "return") asks when others do it: "The minibus ... returns at
# about 5pm", not "Please return the consent form by Friday", which asks it of the reader.
# (What they should do may be asked of a bare imperative: "how long should she practise?" of a
# teacher's "Practise 15 minutes a day", "where does she sleep?" of a puppy's "- Sleep in a crate".)
_OTHERS_DO = re.compile(r"^\s*(?:when|what time|where|how)\b.*?\b(?:will|do|does|did)\s+(?:they|he|she)\s+([a-z]+)", re.I)
# "Paying it back" said as one word: "when do I start paying it back?" of "You start repaying the
# April after you leave", over a bursary that "doesn't have to be paid back".
_PAY_BACK = frozenset(tokenize("pay back"))
_PAID_BACK = frozenset(tokenize("repay refund reimburse"))
# ... and a discount said as what comes off: "how much discount do members get?" of "£2 off every
# ticket", "10% off at the bar" (the question as a folder that never says "discount" puts it:
# "concession").
_DISCOUNT = frozenset(tokenize("discount concession"))
_OFF_SAID = re.compile(r"(?:\d+(?:\.\d+)?\s?%|[£$€]\d[\d.,]*p?|\b\d+p)\s+off\b", re.I)
OWN_VERB_SPARED = 0.3  # the share of its weight a sentence is spared for not saying the asker's verb


def _field_label(names: str) -> re.Pattern[str]:
    """A header's field line labelled with one of `names`: "**Duration:** 36 months", "- Price: £4"."""
    return re.compile(rf"\s*(?:[-*•]\s+)?(?:\*\*)?(?:{names})(?:\*\*)?:", re.I)


# ... and a field labelled with what "how long is it?" asks: "Term: 12 months from 1 March", not
# "Deposit: ... returned within 14 days of the end of the lease".
_HOW_LONG_IS = re.compile(r"\s*how long (?:is|are|was|will|does|do)\b", re.I)
_SPAN_LABEL = _field_label("term|duration|length|period|contract period|period of cover")
_PERMITTED = frozenset(tokenize("permitted"))
# "Where is the cookery school?": its "Where:" or "Venue:" line, not the class's name beside it.
_PLACES = "where|venue|address|location|place|meeting point|meet|setting|site"
# (And a place of one part of it: "Start point:", "Joining point:", "Home address:"; not a
# prize's "First place:" nor an oven's "Fan setting:".)
_PLACE_LABEL = _field_label(rf"(?:your\s+)?(?:{_PLACES})|[a-z-]+\s+(?:point|address|location|venue)")
_WHERE = re.compile(r"^\s*where\b", re.I)
# A table row's cell under a place's header: "where: Woodland", "room: 4B".
_PLACE_FIELD = re.compile(rf"(?:^|;\s)[\w ]*\b(?:{_PLACES}|room|court|pitch|hall|office|centre|center|ground)\s*:", re.I)
# ... or a place said in lower case, by what it is: "at the sports hall", "in the church hall"
# (a help in choosing only: the answer's confidence was learned on places by their names).
_AT_A_PLACE = re.compile(r"\b(?:at|in|outside|behind|opposite|by)\s+the\s+(?:[a-z]+\s+){0,2}(?:hall|centre|center|reception|office|"
                         r"gates?|entrance|car park|church|library|clubhouse|pool|room|school|station|desk|shed|hut|barn|"
                         r"pavilion|studio|building|café|cafe|canteen|foyer|lobby|yard)\b"
                         # ... or by a word that only ever says where: "outside your front gate", "next to block 102"
                         r"|\b(?:outside|behind|opposite|beside|underneath|next to|in front of)\s+(?:(?:the|your|our|a|an)\s+)?(?!(?:age|ages)\b)[a-z]{3,}", re.I)
# "Where is the car kept?" asks where it is: "Home bay: Ashgrove Road car park", which never says "kept".
# (Not "located", which a text says where it says where: "Bielany Forest, located within ...".)
_WHERE_KEPT = re.compile(r"^\s*where\s+(?:is|are|was|were)\b.*\b(kept|stored|parked)\s*\??\s*$", re.I)
# "When is my MOT due?": its "Expiry date:" line, not "Date of test:".
_DUE_ASKED = re.compile(r"^\s*when\b.*\bdue\b", re.I)
_DUE_LABEL = _field_label(r"(?:[a-z]+\s+)?(?:expiry date|expires|expiry|valid until|renewal date|due date|due)")
# ... or the line that names what is paid for: "Plan: Anytime, £34.99 a month" for "how much is my membership?"
# (Headed by it: "Monthly price: £31.99", "Total charge: £75.75", not "Price rise: £3 a month".)
_PRICE_LABEL = _field_label(r"(?:[a-z]+\s+)?(?:price|cost|total|amount|fee|charge|premium|plan|rate|subscription)")
# "What bike did I get?": its "Bike:" line; "which party room are we in?": its "Party room:" line.
_WHAT_NOUN = re.compile(r"\s*(?:what|which)\s+((?:[a-z]+\s+)?[a-z]{3,})\s+(?:is|are|am|was|were|do|does|did|will|should|can|has|have)\b", re.I)
# ... and "who are the executors?": its "Executors:" line, not "Estate of: Mrs Joan Pearce".
# (And "who is Jayden's social worker?": its "Social worker:" line, not a sentence that names
# him and his social worker's agreement.)
# "How much notice do parents give?": its "Notice:" line; "how many cages are in the van?": "Cages: 4".
_HOW_MUCH_NOUN = re.compile(r"\s*how (?:much|many)\s+(?!times\b)([a-z]{3,})\s+(?:is|are|was|were|do|does|did|will|should|can|has|have|am)\b", re.I)
# ... and "what was my blood pressure?": its "Blood pressure: 132/84" line, not the sentence
# about blood pressure tablets.
_WHAT_IS_NOUN = re.compile(r"\s*what(?:'s|’s|\s+is|\s+are|\s+was|\s+were)\s+(?:the|my|our|your|his|her|their)\s+"
                           r"((?:[a-z]+\s+)?[a-z]{3,})\s*\??\s*$", re.I)
# ... and "what make is my boiler?": its "Boiler: Worcester Bosch Greenstar 30i" line.
_MAKE_OF = re.compile(r"\s*what\s+(?:make|model|brand)\s+(?:is|are|was|were)\s+(?:the|my|our|your|his|her|their)\s+([a-z]{3,})\s*\??\s*$", re.I)
_WHO_NOUN = re.compile(r"\s*who\s+(?:is|are|was|were)\s+(?:the|my|our|your|his|her|their|(?-i:[A-Z])[a-z]+['’]s)\s+"
                       r"((?:[a-z]+\s+)?[a-z]{3,})\s*\??\s*$", re.I)
_WHY = re.compile(r"\s*why\b", re.I)
_BECAUSE = re.compile(r"\b(?:because|due to|owing to|as a result of|caused by|thanks to)\b", re.I)
_REASON_HEADING = re.compile(r"\b(?:why|causes?|caused|reasons?)\b", re.I)


# A range of whole numbers, found in a text: "Age 5 to 10", "the years 2018 to 2021", "ages 4-7",
# "16 and over", "under 14" (not a clock's "9am to 5pm", money's "£5 to £10", nor the month and
# day of "2026-10-22"); whether it holds a number is the table reader's test of a range cell.
_NUMBER_RANGE = re.compile(r"(?<![\d£$€.,:\-–])\d{1,4}\s*(?:to|-|–)\s*\d{1,4}(?!\d|[.,:\-–]\d|\s*(?:am|pm)\b)"
                           r"|(?<![\d£$€.,:\-–])\d{1,4}\s*(?:\+|and over|or over|or older|and above)"
                           r"|\b(?:under|below)\s+\d{1,4}(?!\d|[.,:]\d)", re.I)


def _within(text: str, counts: Mapping[str, int]) -> frozenset[str]:
    """The numbers asked of (token -> value) that a range the text states covers: "Age 5 to 10:
    £205 a week" holds the "9" of "how much for a 9 year old?"."""
    return frozenset(t for m in _NUMBER_RANGE.finditer(text) for t, n in counts.items() if within(m[0], Fraction(n)))


def _title_pairs(text: str) -> set[tuple[str, str]]:
    """Two words written as a name's ("Blue Badge", "TV Licence"), as tokens."""
    return {(first[-1], second[0]) for m in _TITLED_PAIR.finditer(text)
            if (first := tokenize(m[1])) and (second := tokenize(m[2]))}


_TITLED_PAIR = re.compile(r"\b([A-Z][A-Za-z'-]*)\s+(?=([A-Z][A-Za-z'-]*))")


def _priced_line(text: str, priced: bool, expected: list[re.Pattern[str]]) -> bool:
    """A line labelled as a price that gives one ("Total charge: £75.75", a ticket's "Price
    £64.20"), for a price asked."""
    return priced and bool(_PRICE_LABEL.match(text) or _PRICE_WRITTEN.match(text)) and holds_shape(text, expected)


def _answers_for_name(text: str, priced: bool, where: bool, expected: list[re.Pattern[str]]) -> bool:
    """A line that gives what is asked of a document its name says: a priced line (above), or,
    for a where-question, a place ("where is the appointment?" of appointment_letter.txt's "Alfie
    has an initial speech and language assessment on Tuesday 4 March at 10:15am at Parkside
    Children's Centre, Room 6", a letter that never says "appointment")."""
    return _priced_line(text, priced, expected) or where and holds_shape(text, expected)


_PRICE_WRITTEN = re.compile(r"\s*(?:[a-z]+\s+)?(?:price|cost|total|fare)\s+[£$€]\s?\d", re.I)


# A message's greeting: a field's label before it is its sender ("Work coach: Hi Aaron, ..."), its
# opener says who "I" is ("Hi all, it's Chloe your rep"), and "Hi Aaron" is nobody's full name.
_HELLO = ("hi", "hello", "hey", "dear")
_GREETED = re.compile(rf"[^:\n]{{1,40}}:\s*(?:{'|'.join(_HELLO)}|thanks|thank you)\b", re.I)


def _labelled(text: str, noun: str, *, head: bool = False, said: AbstractSet[str] = frozenset()) -> bool:
    """A field whose label is the noun asked: "Bike: Ridgeback Flight 2" for "what bike did I get?";
    with `head`, also one whose label ends with it: "Damage excess: £1,250" for "what's the
    excess?" (not "Excess reduction: £15 a day"); with the question's words `said`, also one
    whose label is the noun and words of the question: "Days booked: Monday, Tuesday" for "what
    days is Isla booked in?"."""
    if _GREETED.match(text):
        return False  # a message's sender, not a field: "Work coach: Hi Aaron, I've booked you ..."
    label = field_label(text)
    if not label:
        return False
    if light(label) == noun or head and " " not in noun and light(label.split()[-1]) == noun:
        return True
    label_forms = {light(w) for w in label.lower().split()}
    return bool(said) and " " not in noun and noun in label_forms and label_forms <= said


# A capitalised word, accents and all: "José María", "Łódź".
_CAPITALISED = r"[A-ZÀ-ÖØ-Þ\u0100-\u017f][a-zß-öø-ÿ\u0100-\u017f]+"
# Someone, as "who" asks: two capitalised words or more ("Sian Morgan").
_NAMED = re.compile(rf"\b(?!(?:{'|'.join(w.title() for w in (*_HELLO, 'thanks'))})\s){_CAPITALISED}(?:\s+{_CAPITALISED})+\b")
# Places known by a number: a room, a seat, a gate.
_NUMBERED_PLACES = "room|seat|gate|platform|pitch|berth|locker|desk|bay|plot|bed|cabin|flat|apartment"  # not a court or a ward, often named
# ... whose number is asked: "what's our cabin number?" asks a number, "number" no word to find.
_PLACE_NUMBER = re.compile(rf"\b(?:{_NUMBERED_PLACES})\s+(number|no)\b", re.I)
# "Whose name is the licence in?" asks whose, as "who" does: "name" is no word to find ("Licence
# holder: Ben Adeyemi").
_WHOSE_NAME = re.compile(r"\bwhose names?\b", re.I)
_NAME = frozenset(tokenize("name names"))
# A sentence that opens by pointing back at whom or what the one before it named.
_REFERS_BACK = re.compile(r"\s*(?:he|she|his|her|they|their)\b", re.I)
# Counts written out: "nine nations", "a dozen", "two thirds" say how many as "9" does.
_NUMBER_WORD = rf"{COUNT_WORD}|\b(?:dozens?|half|thirds?|quarters?)\b"
# "What day is payday?" is answered "every other Friday".
_TIME_UNITS = r"seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|fortnights?|months?|years?|decades?|centur(?:y|ies)|millenni(?:um|a)"
# ... or a piece of writing's length: "how long should the assignment be?" of "about 80 words".
_LENGTH_UNITS = r"m|km|cm|mm|metres?|meters?|feet|foot|ft|inches?|yards?"
_UNIT = rf"(?:{_TIME_UNITS}|{_LENGTH_UNITS}|kilometres?|kilometers?|miles?|words|pages)"


def _span(unit: str) -> str:
    # "3 to 5 working days"; not the "a year" of a rate ("0.25% a year", "£12 a month"), and
    # "a second bin" counts, it lasts no time.
    return (rf"(?:\d[\d,.]*|{COUNT_WORD}|(?<![\d%]\s)(?<![\d%])\b(?:one|an?|several|a few|few))"
            rf"(?:\s*(?:to|-|–)\s*\d[\d,.]*)?[\s-]*(?:(?:working|business|calendar|clear|full)\s+)?{unit}\b(?<!\b[Aa] second)")


_DURATION_OR_LENGTH = _span(_UNIT)
_LENGTH = re.compile(rf"\d[\d,.]*\s*(?:{_LENGTH_UNITS}|centimetres?|millimetres?)\b|\d+'\s?\d*", re.I)
_HOW_LONG = re.compile(_DURATION_OR_LENGTH, re.I)
_WEIGHT = re.compile(r"\b\d[\d,.]*\s*(?:kg|kilos?|kilograms?|g|grams?|lbs?|pounds|stone|tonnes?|tons?)\b", re.I)
# (... or a distance column's cell: "distance (miles): 1.8".)
_DISTANCE = re.compile(rf"\d[\d,.]*\s*(?:miles?|kilometres?|kilometers?|{_LENGTH_UNITS})\b"
                       rf"|(?:\d+|{_NUMBER_WORD})[\s-]*(?:minutes?|mins?|hours?)(?:['’]s?)?[\s-]+(?:walk|drive|ride|cycle|away)\b"
                       r"|\b(?:distance|miles|km|kilometres|length)\w*\s*(?:\([^)]*\))?\s*:\s*\d", re.I)
# ... and how long a thing holds ("how long is a child passport valid for?"): a span it lasts, not
# one that dates something else before ("issued less than 10 years before you enter"). (After is
# how long it must still hold: "valid for 6 months after you return".)
_VALIDITY_ASKED = re.compile(r"\bhow long\b.*\b(?:valid|last|lasts|good|in force)\b", re.I)
_LASTING = re.compile(_DURATION_OR_LENGTH + r"(?!\s+(?:before|ago|earlier)\b)", re.I)
# "How long do I have to claim?", "how long can we stay?": how long someone has or may do a thing,
# a span of time (not the claim notes' "the flight is 1,950 km").
_HOW_LONG_ONE = re.compile(r"\bhow long\s+(?:do|does|did|will|would|can|could|should|must|have|has)\s+(?:i|we|you|they|he|she)\b", re.I)
# "How long will the council take?": a span of time, not "branches up to 10 cm across".
_TIME_SPAN = re.compile(_span(f"(?:{_TIME_UNITS})"), re.I)
# ... and how early, a span ahead of something: "up to 90 days before", "45 minutes before
# departure", "a month in advance" (not "for the last 3 years").
_EARLY = re.compile(rf"(?:{_TIME_SPAN.pattern})\s+(?:\([^)]{{0,20}}\)\s+)?(?:before|ahead|in advance|beforehand|early|earlier|prior)\b"
                    rf"|\bup to\s+(?:{_TIME_SPAN.pattern})", re.I)
_HOW_EARLY = re.compile(r"\bhow early\b", re.I)
# ... and "how late is the bus?" by a span it is late or delayed by: "running 15 min late", "delayed by
# 20 minutes" (not "may lose their place on the bus for up to two weeks").
_HOW_LATE = re.compile(r"\bhow late (?:is|are|was|were)\b(?!.*\bopen\b)", re.I)
_LATE = re.compile(rf"(?:{_TIME_SPAN.pattern})\s+(?:late|behind|overdue|delay(?:ed)?)\b"
                   rf"|\bdelay(?:ed|s)?\s+(?:by\s+|of\s+)?(?:about\s+|around\s+|up to\s+)?(?:{_TIME_SPAN.pattern})", re.I)
_SPAN_SHAPES = (_HOW_LONG, _TIME_SPAN, _LASTING)  # the shapes of a span, read without rates and by a unit's cell


# ... said as how long a thing lasts: "the warranty lasts 2 years".
_LASTS = re.compile(r"((?:[\w'-]+\s+){0,3}?)(?:lasts?|is valid for|runs? for)\s+(?:for\s+)?(?:up to\s+|about\s+)?" + _TIME_SPAN.pattern, re.I)
_ITS = frozenset("the a an your my our their its his her this that it they".split())


def _lasts(text: str, asked: set[str]) -> bool:
    """The sentence says how long the thing asked about lasts: "The warranty lasts 2 years" of
    "how long is the tyre warranty?", not "Your CBT certificate lasts 2 years" of "how long is
    the CBT?" (the course is asked, not its certificate)."""
    said = _LASTS.search(text)
    return said is not None and all(light(w) in asked for w in said[1].lower().split() if w not in _ITS)


# A number, but not a year ("In 1564 a group of Huguenots ..." does not say how many there
# were).
# (And "one month's notice": the "one" that counts a unit of time, not the pronoun's.)
_QUANTITY = re.compile(r"(?<![\d,.])(?!(?:1\d|20)\d\d\b(?![,.]\d))\d|" + _NUMBER_WORD + rf"|\bone[\s-]+(?:{_TIME_UNITS})\b", re.I)
# ... and a count, which no sum of money is: "how many leaders are going to camp?" is not
# answered by "A deposit of £50 is due by 30 April".
_COUNT = re.compile(rf"{_QUANTITY.pattern}|\b(?:one|single|both|none|a couple)\b", re.I)  # ("a single output" counts one)
_AM_PM = r"\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)"  # a clock time said with its half of the day, "3:15pm" whole
_MONEY_AMOUNT = re.compile(r"[£$€¥]\s?\d[\d,.]*|\b\d[\d,.]*\s?(?:euros?|dollars?|pounds?|pence|cents?|eur|usd|gbp|p)\b", re.I)
# Digits that are a date's or a reference's, not a quantity: "how much is in my pension?" is
# not answered by a statement's heading "annual statement, 5 April 2026 ... HWP-0098321".
_DATE_OR_CODE = re.compile(rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH_WRITTEN}\b|\b{MONTH_WRITTEN}\s+\d{{1,2}}(?:st|nd|rd|th)?\b"
                           rf"|{WEEKDAY}\s+\d{{1,2}}(?:st|nd|rd|th)?\b"  # the "Saturday 14" of "on Saturday 14 and Sunday 15 June"
                           r"|\b\d{4}-\d\d-\d\d\b|\b\d{4}/\d\d\b|(?-i:\b[A-Z]{2,}(?:[-/]\d|\d{3})[\w/-]*)"  # "HWP-0098321", not "CO2"
                           r"|\b(?:number|no\.|ref|reference|code|pin)\s*:\s*\d[\d -]*\d"  # "Account number: 6021 4478"
                           rf"|\b\d{{1,2}}:\d\d\b|{_AM_PM}"  # a clock's "10:00", "5:20pm", "9am"
                           # a house's number: "The house at 22 Kestrel Way" says no amount
                           r"|" + STREET_ADDRESS + r"|" + TELEPHONE, re.I)
_STREET = re.compile(STREET_ADDRESS)
_TELEPHONE_ASKED = re.compile(r"\b(?:tele)?phone number\b|\bnumber\b.*\b(?:call|ring|phone|text)\b|\b(?:call|ring|phone)\b.*\bnumber\b"
                              r"|^\s*who (?:do|should|can|could) (?:i|we) (?:call|ring|phone|contact)\b"
                              # ... and someone's number: "what's the rep's number?" (or "phone", as it reaches
                              # the reader of a folder that never says "number")
                              # (not "what's wrong with Daniel's phone?": the phone itself)
                              r"|^\s*what(?:'s|’s|\s+is)\s+(?:(?:the|my|our|your)\s+)?[\w-]+['’]s\s+(?:(?:tele)?phone|mobile|number)\s*\??\s*$", re.I)
# ... whose words say what kind of thing is asked, not whose: "what's Rachel's phone number?" is
# of Rachel, answered by "Rachel's direct line is 0113 496 2280", not by "claim number K4QZ7731".
_TELEPHONE_WORDS = frozenset(tokenize("phone telephone number"))
# A speed: "top speed is 15.5 mph", "Average download speed: 500Mb".
_SPEED = re.compile(r"\d[\d.,]*\s*(?:mph|km/h|kph|kmh|miles an hour|miles per hour|knots|mbps|mb/s|mbit/s|mb|gbps|gb/s|megabits)\b", re.I)
_AGE_ASKED = "<age>"  # no token of any text: what a sentence stating an age limit holds
# A day as a letter writes it ("14 February 2032", "February", "2027-03"): what an end date says.
_DAY_WRITTEN = rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH_WRITTEN}|{MONTH_WRITTEN}|\d{{4}}-\d\d)"
# What a question asks, as a heading may say it too.
_WH_PHRASE = re.compile(r"^\s*(how\s+(?:long|much|many|often|far|old|soon)|when|where|who|what\s+time)\b", re.I)
_EXPECT = (
    # ... or how often: "paid monthly", "on the last working day of the month", "every Friday".
    # (A "when" that asks, not one that sets a condition: "what do we do with the router when we
    # leave?" asks what, as "what happens when I cancel?" does.)
    (re.compile(r"^\s*(?:in )?what year|^\s*(?:(?:and|so|but|ok|okay|then|by|until|till|since|from)\s+)?when\b"
                r"|\b(?:tell me|know|find out|remind me|check|say|says|said|ask)\s+when\b|\bwhen\s*\??\s*$"
                r"|\b(?:what|which) (?:month|day|date|decade|century|season|night)s?\b"
                r"|\b(?:deadline|closing date|cut-?off date|last date)\b", re.I),
     # ... or the day of the month ("each of us pays £550 by the 25th"), not "the 4th floor".
     re.compile(rf"\b{YEAR}\b|\b{MONTH_WRITTEN}\b|\bcentury\b|{WEEKDAY}|{OFTEN_WORDS}|{CLOCK_TIME.pattern}"
                r"|\b(?:on|by|before|from|the)\s+(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\b(?!\s+(?:floor|edition|century|place|grade|time|year))", re.I)),
    # "When can I shower?" of a patient's letter: "after 48 hours", "6 weeks after the operation".
    # "When can I retire?" of a pension statement: "Your selected retirement age is 67".
    # ... and "when will my blue badge come?" of "will be posted to you within 10 working days".
    (re.compile(r"^\s*when (?:can|may|should|do|will|must) (?:i|we|you|they)\b"
                r"|^\s*when (?:will|does|do|is|are|should|would)\b.*\b(?:come|comes|coming|arrive|arrives|arriving)\s*\??\s*$", re.I),
     re.compile(rf"\b(?:after|within|for|until|in)\s+(?:at least\s+|about\s+|up to\s+)?{_DURATION_OR_LENGTH}|{_DURATION_OR_LENGTH}\s+(?:after|before|later|from)\b"
                rf"|{AGE}", re.I)),
    # ... or, of paying, the event it waits for: "payable only when the sale completes" (not "due when you
    # book" for "when do we collect them?").
    (re.compile(r"^\s*when (?:can|may|should|do|will|must) (?:i|we|you|they)\b.*\b(?:pay|pays|paid|payable|due|owe|charged|invoiced?"
                r"|deposit|balance|fee|fees)\b", re.I),
     re.compile(r"\b(?:payable|paid|due)\s+(?:only\s+)?(?:when|once|on|upon|(?:in|with) the (?:next|following)\b"
                r"|in the (?:month|week|year) (?:after|following)\b)", re.I)),
    # "What room is mum in?": a room's number ("Her room is number 14"), not "the first 4 weeks".
    (re.compile(rf"^\s*(?:what|which) ({_NUMBERED_PLACES})\b", re.I),
     re.compile(rf"\b(?:number|no\.?|{_NUMBERED_PLACES})\s+[A-Z]?\d+[A-Z]?\b", re.I)),
    # ... and "what's our cabin number?": "Cabin: 9214, balcony, deck 9".
    (_PLACE_NUMBER, re.compile(rf"\b(?:number|no\.?|{_NUMBERED_PLACES}|locker)\s*:?\s+[A-Z]?\d+[A-Z]?\b", re.I)),
    # "How heavy is a keg?": a weight ("they weigh 50 kg").
    (re.compile(r"\bhow heavy\b|\bhow much (?:does|do|did|will) .*\bweigh\b", re.I), _WEIGHT),
    # "How long": a span of time or a length, not any number ("call 020 7946 0321").
    (re.compile(r"\bhow long\b", re.I), _HOW_LONG),
    # "How quickly do I refund?": a span of time ("within 3 days"), as "how long" asks.
    (re.compile(r"\bhow (?:quickly|soon)\b", re.I), _TIME_SPAN),
    # ... and "how late was the train?": by how long ("arrived 47 minutes late"), not a sentence
    # that only names the train. (Not "how late is the shop open?", which asks a time of day.)
    (_HOW_LATE, _TIME_SPAN),
    # "How often is child benefit paid?": "every 4 weeks", "twice a year", "monthly".
    (re.compile(r"\bhow often\b", re.I), FREQUENCY),
    # ... or, for how long a thing holds, the day it stops: "how long is my permit valid?" of
    # "Permit valid until: 14 February 2032" (not "Permit valid from: 15 February 2027").
    (re.compile(r"\bhow long\b.*\b(?:valid|last|lasts|good|open|in force)\b", re.I),
     re.compile(rf"\b(?:until|till|expir(?:es|y)|ends?|runs? out)\b:?\s+(?:on\s+|the\s+)?{_DAY_WRITTEN}", re.I)),
    # "How old": an age ("21 years old", "aged 16", "over 60", a puppy's "20 weeks"), not a price or a count.
    (re.compile(r"\bhow old\b", re.I),
     re.compile(rf"\b(?:\d+|{_NUMBER_WORD})[\s-]*(?:years?|yrs?|months?|weeks?)\b|{AGE}|\b(?:over|under|at least|from)\s+\d+\b(?![:.]\d)"
                rf"|\b\d+\s*(?:{OR_OVER})\b", re.I)),  # not "from 18:30"; "16 or over"
    # "How tall is the extension?": a length ("3.4 metres high"), not the fee for one ("£258"); "how
    # thick can branches be?": "thinner than 10cm".
    (re.compile(r"\bhow (?:tall|wide|deep|thick|thin|narrow)\b", re.I), _LENGTH),
    # "How far can it go on a charge?": a distance ("up to 60 miles", "a 10-minute walk"), not the
    # hours a charge takes; "how far ahead do I apply?" a span of time.
    (re.compile(r"\bhow far (?:ahead|in advance|before|back)\b", re.I), _TIME_SPAN),
    (re.compile(r"\bhow far apart\b", re.I), _QUANTITY),
    (re.compile(r"\bhow far\b(?! (?:ahead|in advance|before|back|apart)\b)", re.I), _DISTANCE),
    (re.compile(r"\bhow (?:many|much|large|big|high)\b|\bwhat (?:percentage|percent|number|amount|total|figure|share|rate)\b|\b(?:total|amount|cost|expense|revenue|price)\b", re.I),
     _QUANTITY),
    (re.compile(r"^\s*who\b|\bwhose\b|\bwhom\b", re.I), _NAMED),
    # ... "in Paris", "at Hexham Post Office", an address a thing goes to ("delivered to 14 Mill
    # Lane", not "to 29 February"), and where a thing is held ("take place in the sports hall").
    (_WHERE, re.compile(rf"\b(?:in|at|near|from)\s+{_CAPITALISED}|\bto\s+\d+[A-Za-z]?,?\s+(?!(?i:{MONTH_WRITTEN})\b){_CAPITALISED}"
               r"|\b(?i:(?:takes?|taking|took) place|(?:is|are|was|were|be) held)\s+(?i:in|at)\s+(?:the\s+)?[a-z]"
               # ... or a line that says where by its label: "Venue: Riverside Hall", "Setting: Oak Lodge".
               rf"|^\s*(?:[-*•]\s+)?(?:\*\*)?(?i:(?:your\s+)?(?:{_PLACES}))(?:\*\*)?:\s*\S")),
    (re.compile(r"\b(?:which|what) (?:version|release)\b", re.I), re.compile(r"\bv?\d+\.\d+(?:\.\d+)*\b")),
    (WHAT_TIME, CLOCK_TIME),
    # "How fast do the scooters go?": a speed ("top speed is 15.5 mph"), not "18p a minute".
    # (Or "how speed", as the question reaches the reader of a folder that says "speed".)
    (_HOW_FAST, _SPEED),
    # "What number do I call if I break down?": a telephone number, not "Member number: RP-88201-S".
    # "Who do I call about a fault?" asks the same: a warranty's "call 0330 123 4890", not a name.
    (_TELEPHONE_ASKED, re.compile(TELEPHONE)),
    # "What's the interest rate on the card?": a percentage, not the interest-free period's days.
    (re.compile(r"\b(?:interest rates?|rates? of interest|apr|aer|tax rates?|percentage|percent)\b", re.I),
     re.compile(r"\d\s?%|\bper ?cent\b", re.I)),
)


# "How much does the hotel cost?", "what's the price of ...": an amount of money, not any
# number ("The hotel is a 10-minute walk ... a taxi costs around €20").
_PRICE_ASKED = re.compile(r"^\s*how much\b(?=.*\b(?:cost|costs|price|prices|priced|charge|charges|charged|fee|fees|fare|fares|pay|paid|money|salary|wages?)\b)"
                          r"|^\s*what(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+(?:the\s+)?(?:cost|price|fee|charge|fare)s?\b"
                          # "What's my call-out charge?", "what is the monthly fee?": a price by its name
                          r"|^\s*what(?:'s|’s|\s+is|\s+was|\s+are|\s+were)\s+(?:the|my|our|your|his|her|their)\s+(?:[\w-]+\s+){1,2}"
                          r"(?:cost|price|fee|charge|fare)s?\s*\??\s*$"
                          # "Do I have to pay to send it back?": whether it costs, and what
                          r"|^\s*(?:do|will|would|must|should|shall) (?:i|we|you) (?:have to |need to )?pay (?:to|for)\b"
                          # ... "does the manure cost anything?" of "it is free to members"
                          r"|^\s*(?:does|do|will|would|did)\s.*\bcosts?\s+(?:anything|extra|money)\b"
                          # "Does it cost anything to change my address?": whether it costs, and what
                          r"|^\s*(?:does|do|will|would|did) (?:it|this|that|they) cost\b"
                          # "How much is a lock key?": the price of one (not "how much is the notice?")
                          r"|^\s*how much (?:is|are|was|were) an?\b(?!.*\b(?:left|of|dose|doses|weight)\b)"
                          # "How much state pension will I get?": money by its name ("Forecast:
                          # £221.20 a week", not "State Pension age: 67"); not "how much leave".
                          r"|^\s*how much (?:[a-z]+ )?(?:pension|salary|wages?|rent|refund|deposit|bonus|benefit|grant|"
                          r"compensation|maintenance|tax|stipend|bursary|income|earnings|expenses)\b"
                          # ... or what is paid, asked with no noun: "how much do I get for a 9 year old?"
                          r"|^\s*how much (?:do|does|will|would|did|can) (?:i|we|you|they|he|she) (?:get|receive|earn) (?:paid )?(?:for|a|an|per|each|every)\b"
                          # ... or what may be claimed or spent: "how much can I claim for lost earnings?"
                          r"|^\s*how much (?:can|could|should|may) (?:i|we|you|they|he|she) (?:claim|spend|borrow)\b"
                          # ... or asked with no verb: "how much to take the birch down?", "how much for the oak?"
                          r"|^\s*how much (?:to|for) [a-z]"
                          # ... or a bill: "how much is the bill?" of "Amount due: £233.70", not "within two years"
                          r"|^\s*how much (?:is|are|was|were|will be) (?:the|my|our|your|this|that|his|her|their)\s+(?:[\w-]+\s+)?(?:bill|invoice)s?\b", re.I)
# "How much is the venue?", "how much are the hotel rooms?": what it costs, not "50% of the
# venue hire" (a cancellation charge); but not "how much is left" nor a measure.
_HOW_MUCH_IS = re.compile(r"^\s*how much (?:is|are|was|were) (?:the|a|an|my|our|your|his|her|their|this|that)\b"
                          r"(?!.*\b(?:left|of|dose|doses|weight|storage|space|data|memory)\b)"
                          # ... and "how much is it to clean a duvet?", "how much is it for two?": a price.
                          r"|^\s*how much (?:is|was|would|will) it (?:be )?(?:to|for)\b", re.I)
# "How much holiday do I get?", "how much notice do we have?": an allowance, counted.
_HOW_MUCH_GOT = re.compile(r"^\s*how much (?:[a-z]+ ){1,2}(?:do|does|did|will|would|can|could) (?:i|we|you|they|he|she) "
                           r"(?:get|have|receive|earn)\b", re.I)
_PAYS_AT_ALL = re.compile(r"\s*(?:do|does|did|will|would|must|should|shall) (?:i|we|you|it|this|that|they) (?:have to |need to )?(?:pay|cost)\b", re.I)
# A question asked in the negative ("what if I can't play?"), whose rule says it so.
_NEGATED = re.compile(r"\b(?:not|never|no|cannot)\b|n't\b", re.I)
# "Do I have to buy my own boots?" is answered by "Boots are provided free" (a help in choosing
# only: it asks no price the answer's confidence was learned on).
_BUY_ASKED = re.compile(r"\s*(?:do|will|would|must|should|shall) (?:i|we|you) (?:have to |need to )buy\b", re.I)
# ... which "Buoyancy aids are provided" says, for "do we need to buy a buoyancy aid?".
_INCLUDED = re.compile(r"\b(?:included|includes|at no (?:extra )?cost|no (?:extra )?charge|free of charge|(?:are|is) (?:provided|supplied))\b", re.I)
MONEY = re.compile(rf"{_MONEY_AMOUNT.pattern}|\bfree\b", re.I)
# ... whose words for money say what is asked, not what about: "the hotel" is the subject.
_PRICE_WORDS = frozenset(tokenize("cost costs price prices priced pay paid money"))
_COLOUR = frozenset(tokenize("colour colours color colors"))
_MAKE = frozenset(tokenize("make"))
# "How much does the accountant charge?" asks the price it charges, which a letter says as "Our
# fee is £480 a year" (not "the standing charge", a thing of its own).
_CHARGES = re.compile(r"^\s*how much (?:do|does|did|will|would) (?:[a-z']+ ){1,3}charge\b", re.I)
_CHARGE = frozenset(tokenize("charge"))
_TAKE = frozenset(tokenize("take last"))
_TIME = frozenset(tokenize("time"))
_HOW_FAR = frozenset(tokenize("latest earliest"))
# Words that name the kind of thing asked, said only by a line that holds one: "which days is
# she at nursery?" by one that names a day ("Sessions: Monday, Tuesday and Thursday"), not by
# "these days are not charged"; "when does my licence run out?" by one with a date, not by
# "book your next examination before it runs out".
_WHICH_DAYS = re.compile(r"\b(?:what|which)\s+(?:days?|nights?)\b", re.I)  # "what night is rehearsal?": a weekday
_DAY = frozenset(tokenize("day night"))
_ENDS = frozenset(tokenize("run runs ran out expire expires end ends finish finishes stop stops"))
# "What do I need to bring?", "do we need an engineer?": the need is asked, what is needed said.
_NEED = frozenset(tokenize("need"))
# "What is Kate supposed to do?" asks what she should do ("supposedly reformed" is a word of its own).
_SUPPOSED_TO = frozenset(tokenize("supposed"))
_SUPPOSED_TO_ASKED = re.compile(r"\bsupposed to\b", re.I)
# ... and "how often do the tubes need changing?": when, not whether anything needs.
_NEED_ASKED = re.compile(r"\b(?:do|does|did|will|would) (?:i|we|you|they|he|she|it|(?:the|my|your|his|her|our|their) [a-z]+) need\b", re.I)
_OPENING = frozenset(tokenize(OPEN_OR_SHUT))
# Whether a thing is open or shut: "is my claim closed?", "what if the pool shuts?" (not
# "how close can I fly?", a distance, nor "closely").
_STATE_ASKED = re.compile(r"\s*(?:(?:is|are|was|were|will)\b|what (?:happens )?if\b).*\b(?:open|opened|close|closed|closes|shut|shuts)\b", re.I)
_OPENING_SAID = re.compile(rf"\b(?:{'|'.join(OPEN_OR_SHUT.split())})\b|\b(?:Opening|Closing) (?:hours|times)\b")  # lower case, or a label
# ... as a span of clock times says when a thing starts and finishes ("The school day runs from
# 9:00am to 3:15pm" for "what time does school finish?"), and a departure says when it leaves
# ("Departs: 8:30am" for "what time does the coach leave?").
_STARTING = frozenset(tokenize("start starts begin begins finish finishes end ends"))
_CLOCK = rf"{_AM_PM}|\b\d{{1,2}}[:.]\d{{2}}\b|\b(?:noon|midday|midnight)\b"
_CLOCK_SPAN = re.compile(rf"(?:{_CLOCK})\s*(?:to|until|till|-|–)\s*(?:{_CLOCK})", re.I)
# "What are the opening hours?": a span of the clock says them ("open Monday to Friday, 8.30am to
# 5.30pm"), not "call us in opening hours".
_HOURS_ASKED = re.compile(r"\b(?:opening|office|visiting|surgery)\s+(?:hours|times)\b|\bwhat hours\b", re.I)
_HOURS = frozenset(tokenize("hours times"))
_LEAVING = frozenset(tokenize("leave leaves depart departs departure"))
_LEAVING_SAID = re.compile(r"\b(?:leave|leaves|leaving|depart|departs|departing|departure|departures|sails)\b", re.I)
# "When does the couple have to pay the rest?": by when it is due, which a contract says as
# "Balance: due 4 weeks before", never "pay".
_PAY_BY = re.compile(r"^\s*when\b.*\b(?:have|has|need|needs|got)\s+to\s+pay\b", re.I)
_DUE_SAID = re.compile(r"\b(?:due|payable)\b", re.I)
# ... as an amount's label: "Total due: £50.50", "amount payable £12".
_DUE_AMOUNT = re.compile(r"\b(?:due|payable)\s*:?\s*[£$€]\s?\d|\b(?:total|amount|sum)\s+(?:due|payable)\b", re.I)
_PAY = frozenset(tokenize("pay"))
_DUE = frozenset(tokenize("due"))
# ... said with the day it falls on: "payable monthly in advance on the 1st" (not "payable by
# monthly direct debit", a way to pay).
_DUE_ON = re.compile(rf"\b(?:due|payable)\b[^.;]{{0,40}}?\b(?:on|by|before)\s+(?:the\s+)?(?:\d|{WEEKDAY}|{MONTH_WRITTEN})", re.I)
# "The washer says E21, what does that mean?": the code is asked about; a guide's "E21: the
# water is not draining" neither says nor means.
_ASKS_MEANING = re.compile(r"\bwhat (?:does|do|did|could|might) .*\bmean\b|\bmeaning of\b", re.I)
_SAYING = frozenset(tokenize("mean means meaning say says said show shows showing display displays"))
# ... unless a word before it makes it the thing asked about: "how much *sick pay* do I get?",
# "how much was my *take home pay*?" (not "how much do I pay", "how much is the cost", nor the
# verb of "how much does the hotel cost?").
_MODIFIED = re.compile(r"\b([a-z]+)\s+(cost|costs|price|prices|pay|money)\b", re.I)
_PAID_TO = re.compile(r"\b(?:pay|paid) (?:me|us)\b", re.I)
_DOES = re.compile(r"\b(?:do|does|did|will|would|can|could|should|may|might|must)\b", re.I)


def _priced_subject(question: str) -> frozenset[str]:
    # "How much did Northgate pay me?": of the sums on a statement, the one paid to you.
    paid_to = frozenset(tokenize("pay paid")) if _PAID_TO.search(question) else frozenset()
    return paid_to | frozenset(t for m in _MODIFIED.finditer(question)
                               if m[1].lower() not in STOPWORDS and m[1].lower() != "much" and not _DOES.search(question, 0, m.start())
                               for t in tokenize(m[2]))


def asks_price(question: str) -> bool:
    """"How much does it cost?", "what's the fee?", "do I have to pay to ...": an amount of money,
    in so many words (not "how much is the allowance?", which may be days)."""
    return bool(_PRICE_ASKED.search(question))


def asks_amount_of(question: str) -> bool:
    """"How much is the venue?", "how much is a divorce?", "how much holiday do I get?": what it
    costs, or an allowance's days; either way a number (or a span: "a month's notice")."""
    return bool(_HOW_MUCH_IS.search(question) or _HOW_MUCH_GOT.search(question))


def holds_amount(text: str) -> bool:
    """A number (no date, code or clock time) or a span of time ("a month's notice")."""
    return holds_shape(text, [_QUANTITY, _TIME_SPAN])


def lacks_time(question: str, text: str, sentence: str = "") -> bool:
    """"How long does shipping take?" answered with no span of time or length in the reply
    ("Shipping of household goods up to 20 cubic metres"), nor the day it ends; "when do the
    costumes go back?" answered with no time at all ("Costumes must be returned clean")."""
    if _HOW_EARLY.search(question) and not _EARLY.search(text):
        # "How early can I renew?" answered by "addresses where you have lived for the last 3
        # years". (A check on the reply only: asked as a shape, "how early" moved the learned
        # confidence of replies that hold one below 0.5.)
        return True
    if _HOW_LATE.search(question) and not _LATE.search(text):
        return True
    shapes = expected_shapes(question)
    if any(s in _SPAN_SHAPES for s in shapes) and not holds_shape(text, shapes):
        return True
    if sentence and _WHEN_PAST.match(question) and _said_as_the_time(question, sentence, _CASE_CLAUSE):
        # "When was the bag found?" is not told by a rule for a case: "If your bag has not been
        # found after 21 days it is treated as lost".
        return True
    # (Of what is due or done now, not of history: "when did the Yuan fall?" may be answered "after
    # the Red Turban rebellion".)
    when = (_EXPECT[0][1] in shapes or _ENDING in shapes) and bool(_WHEN_NOW.match(question))
    if when and sentence and _TAKES_A_SPAN.search(sentence) and not holds_shape(sentence, shapes):
        # "When is the operation?" is not "The operation takes about 20 minutes", whatever time
        # its neighbour gives ("nothing to eat after 2am"): how long, not when.
        return True
    if when and sentence and not holds_shape(sentence, [*shapes, _TIME_SPAN]) and _said_as_the_time(question, sentence):
        # (Whatever time its neighbour gives: "Her check-up is on Friday 17 October. Call us if
        # she stops eating." is not when she stops eating; "check it for 7 days before your
        # review on Monday 9 June" does say when the review is.)
        return True
    return when and not holds_shape(text, [*shapes, _TIME_SPAN]) and (not _WHEN_SAID.search(text) or _said_as_the_time(question, text))


# A clause that sets a time or a case by an event: "when the tiling starts", "once we receive
# it", "if she stops eating"; and one that sets a case alone.
_TIME_CLAUSE = re.compile(r"\b(?:when|whenever|once|as soon as|after|before|until|till|if|unless)\b[^,;.!?]*", re.I)
# A thing said to take or last a span: "takes about 20 minutes", "lasts 2 hours".
_TAKES_A_SPAN = re.compile(rf"\b(?:takes?|lasts?)\s+(?:about\s+|around\s+|roughly\s+|approximately\s+|up to\s+|at least\s+)?(?:{_TIME_SPAN.pattern})", re.I)
_CASE_CLAUSE = re.compile(r"\b(?:if|unless)\b[^,;.!?]*", re.I)
_WHEN_PAST = re.compile(r"\s*when\s+(?:was|were|did|had)\b", re.I)


def _said_as_the_time(question: str, text: str, clause: re.Pattern[str] = _TIME_CLAUSE) -> bool:
    """Every word of the question the text holds sits in a clause that sets the time of
    something else by it: "We take 50% when the tiling starts" says when a payment is due, not
    "when do they start?"; "Call us if she stops eating" is not when she stops."""
    held = {t for t in tokenize(question) if t not in STOPWORDS} & set(tokenize(text))
    return bool(held) and not held & set(tokenize(clause.sub(" ", text)))


# A colour as a reply says one: "Snow White Pearl", "navy with a red stripe".
_COLOUR_SAID = re.compile(r"\b(?:red|orange|yellow|green|blue|purple|pink|white|black|gr[ae]y|brown|silver|gold(?:en)?|navy|"
                          r"burgundy|maroon|cream|beige|ivory|teal|turquoise|lilac|violet|mauve|khaki|bronze|charcoal|"
                          r"scarlet|crimson|amber|indigo|magenta|tan|blonde?|ginger|tabby|sage|olive|mustard|coral|peach|plum|rust|emerald|aqua|"
                          r"lavender|copper|pastel|dark|pale)\b", re.I)


# A time of day as a reply says one: by the clock, by a part of the day ("in the morning"), as a
# bare hour ("with you around 11", "between 8 and 11", "7ish"), or being shut all day. Read
# generously ("up to 3 guests" passes for one): a reply wrongly taken for a time only keeps the
# confidence it had.
_TIME_OF_DAY_SAID = re.compile(rf"{CLOCK_TIME.pattern}|\b(?:morning|afternoon|evening|night|lunchtime|teatime|dusk|sunrise|sunset"
                               r"|o['’]clock|half past|quarter (?:past|to)|closed|shut)\b"
                               r"|\b(?:at|around|about|by|between|from|until|till|after|before|and|to)\s+(?:1[0-2]|0?[1-9])\b(?![.,:]?\d)"
                               r"|\b\d{1,2}ish\b", re.I)


def lacks_time_of_day(question: str, text: str) -> bool:
    """"What time does the food arrive?" answered by "No delivery on Monday 22 December": a day,
    and no time of it (nor a span before or after something: "arrive 15 minutes early")."""
    return bool(WHAT_TIME.search(question)) and not _TIME_OF_DAY_SAID.search(text) and not holds_shape(text, [_TIME_SPAN])


def lacks_measure(question: str, text: str) -> bool:
    """"How tall can the stone be?" answered by "stone is ready, we'll fit it on Tuesday", "how
    heavy is the bike?" by its order's price: no length, no weight."""
    shapes = [s for s in expected_shapes(question) if s is _LENGTH or s is _WEIGHT]
    return bool(shapes) and not holds_shape(text, shapes)


# Where a thing is, however loosely said: a place after a preposition ("from the library front desk",
# "at Hexham Post Office", "to claims@speedpost.co.uk", "with the landlord"), an address on the web,
# a word for a place ("online", "upstairs", "reception"), a source or a telephone number. Generous, as
# the other kinds are.
_PLACE_SAID = re.compile(
    r"\b(?:in|at|from|on|near|behind|outside|inside|opposite|beside|by|via|into|onto|under|above|below|beneath|next to|round"
    r"|around|through|off|with|along|across|past|between|within|towards?|to)\s+(?:the|a|an|our|your|their|my|his|her|its|this"
    r"|that|these|those|each|every|any|one|no\.?)\b"
    # ... "at Stoney Cove", "from IT", "with no. 9", "to claims@speedpost.co.uk" ("on" a day is no place)
    r"|\b(?:in|at|from|near|behind|outside|inside|opposite|beside|by|via|into|onto|under|beneath|off|with)\s+(?-i:[A-Z0-9])"
    r"|\b(?:to|towards?)\s+(?-i:[A-Z])"  # (not "up to 10 days")
    # ... "in Meena's porch", "at mile 14", "in compartment II"
    r"|\b(?:in|at|inside|outside|behind|beside|near|opposite|under|beneath|into)\s+[a-z]"
    # ... a line that names it: "Grasmere: How Foot Lodge", "Breastfeeding support: the Hilltop drop-in"
    r"|^\s*(?:[-*•]\s+)?(?-i:[A-Z])[\w' ]{0,40}:\s+(?:the\s+|a\s+)?(?-i:[A-Z])"
    r"|\S@\S|\bwww\.|https?://|\.(?:com|org|net|uk)\b"
    r"|\b(?:online|upstairs|downstairs|here|there|website|reception|office|desk|room|hall|counter|app|outside|inside|nearby|locally"
    r"|home|gate|entrance|door|car park|street|road|lane|floor|building|shop|store|centre|center|station|library|school|church"
    r"|field|park|site|portal|address|post)\b"
    # ... or where a thing comes from: "Where do IPCC reports get their information?" of "assess the
    # available information ... based on published sources"
    r"|\b(?:based on|sources?|sourced)\b"
    r"|" + TELEPHONE, re.I | re.M)  # ... or a number to ring, which says where to get help


def lacks_place(question: str, text: str) -> bool:
    """"Where do I get the key?" answered by "Lost keys cost £25 to replace and take up to 10 days":
    no place at all, so no answer to where."""
    return bool(_WHERE.search(question)) and not _PLACE_SAID.search(text)


def lacks_colour(question: str, text: str) -> bool:
    """"What colour is the car?" answered with no colour at all ("Hi, the car has arrived early!")."""
    return bool(WHAT_COLOUR.search(question)) and not _COLOUR_SAID.search(text)


# "What's in the full valet?", "what comes in the starter pack?": what a thing holds, which a reply
# says as what it includes, contains or has ("It has two deckchairs, a table and a gas ring",
# "includes: exterior wash, vacuum"), or as a list.
_CONTENTS_ASKED = re.compile(r"^\s*what(?:'s|’s|\s+is|\s+are|\s+comes|\s+do\s+(?:i|we|you)\s+get)\s+in\s+(?:the|a|an|my|our|your|it|this|each)\b",
                             re.I)
_CONTENTS_SAID = re.compile(r"\b(?:includ(?:es?|ed|ing)|contains?|containing|comes? with|has|have|holds?|inside|in it)\b|,[^.;]*\band\b", re.I)


def lacks_contents(question: str, text: str) -> bool:
    """"What's in the hut?" answered by what the hut is booked for ("Beach hut 27 ... for £210"),
    which says nothing it holds."""
    return bool(_CONTENTS_ASKED.search(question)) and not _CONTENTS_SAID.search(text)


def lacks_count(question: str, text: str) -> bool:
    """"How many leaders are going to camp?" answered with no count in the reply (a deposit's
    £50, a date and the leaders' phone number are none)."""
    return bool(_HOW_MANY.search(question)) and not holds_shape(text, [_COUNT])


_HOW_MANY = re.compile(r"\bhow many\b(?!.*\b(?:pounds|dollars|euros|pence|cents)\b)", re.I)
# What "how many" counts: the "visits" of "how many visits do we get?", the "jabs" of "how many
# rabies jabs do I need?".
_HOW_MANY_OF = re.compile(r"\bhow many\s+(?:[a-z-]+\s+)?([a-z]{3,})\s+(?:is|are|was|were|do|does|did|will|would|should|can|could|has|have|am)\b", re.I)


def _counting(question: str) -> tuple[re.Pattern[str], re.Pattern[str]] | None:
    """For "how many visits ...": (a number that names one visit, "Visit 1 report", which says
    no how many; a number of them, "3 visits", which does)."""
    m = _HOW_MANY_OF.search(question)
    # (Not people, whom a booking counts by other names: "Guests: 6".)
    if m is None or m[1].lower() in STOPWORDS or m[1].lower() in PEOPLE:
        return None
    noun = re.escape(light(m[1].lower())) + r"(?:e?s)?"
    return (re.compile(rf"\b{noun}\s+(?:no\.?\s*)?\d+\b(?![.,:]\d)", re.I),
            re.compile(rf"(?:\b\d+|{COUNT_WORD})\s+(?:[a-z-]+\s+){{0,2}}?{noun}\b", re.I))


_WHEN_NOW = re.compile(r"\s*when\s+(?:is|are|do|does|will|can|should|must|shall|am|have|has)\b", re.I)


# A time said without a date: "before the show", "on arrival", "every morning", "next week".
_WHEN_SAID = re.compile(r"\b(?:when|whenever|while|before|after|until|till|once|within|by|during|immediately|straight away|as soon as|at the (?:end|start|beginning)"
                        r"|on (?:arrival|completion|the day)|next|every|each|today|tomorrow|tonight|morning|afternoon|evening|night"
                        r"|weekends?|noon|midnight|(?:week|day|term|semester|quarter|year)\s+\d+)\b", re.I)  # "(week 7)"


def holds_quantity(text: str) -> bool:
    """A number that is no date, code, clock time, telephone or house number."""
    return holds_shape(text, [_QUANTITY])


# "When does my licence run out?", "when does the offer expire?": the day it ends, which a
# "Valid from:" date beside a "Valid to:" one is not.
_ENDS_ASKED = re.compile(r"^\s*when\b.*\b(?:run|runs|ran) out\b|^\s*when\b.*\b(?:expire|expires|expiry|end|ends|finish|finishes|stop|stops|until)\s*\??\s*$",
                         re.I)
_END_WORDS = r"until|till|expir\w*|ends?|ended|ending|runs? out|finish\w*"
# ... or as the last day of a period: "Period: 1 April 2027 to 31 October 2027".
_DAYS_FROM_TO = re.compile(rf"{_DAY_WRITTEN}(?:,?\s+{YEAR})?\s*(?:to|until|till|-|–)\s*(?:{WEEKDAY},?\s+)?{_DAY_WRITTEN}", re.I)  # "to Saturday 2 April" too
# (Said as an end, not "to"; the day may follow what it is: "ends on your 70th birthday, 22 September".)
_ENDS_SAID = re.compile(rf"\b(?:{_END_WORDS})\b:?\s+(?:on\s+|the\s+)?(?:[\w']+,?\s+){{0,4}}?{_DAY_WRITTEN}", re.I)
# ... and when it starts, as the first day of a span: "four Tuesday evenings from 3 June".
_STARTS_ASKED = re.compile(r"^\s*when\b.*\b(?:start|starts|begin|begins)\s*\??\s*$", re.I)
_STARTS = frozenset(tokenize("start starts begin begins"))
_STARTS_SAID = re.compile(rf"\b(?:from|starting|starts|beginning|begins|commencing)\b:?\s+(?:on\s+)?(?:{WEEKDAY},?\s+)?{_DAY_WRITTEN}", re.I)
_ENDING = re.compile(rf"\b(?:to|{_END_WORDS})\b:?\s+(?:on\s+|the\s+)?{_DAY_WRITTEN}"
                     rf"|^(?!.*\b(?:from|start\w*|begin\w*|since|issu\w*|dated|signed|granted|purchas\w*|bought)\b).*(?:\b{YEAR}\b|\b{MONTH_WRITTEN}\b)",
                     re.I | re.S)  # (nor is the day it was issued or bought)


_FEE_WORD = re.compile(r"\b(?:fee|fees|commission|charge|charges)\b", re.I)
_FEE_STATED = re.compile(_FEE_WORD.pattern + r"(?=[^.\n]{0,40}?[\d£$€])", re.I)  # with its figure, as AMOUNT_SAID
_SHARE = re.compile(r"\d\s?%|\bper ?cent\b", re.I)


# "What day are the bins collected?": a day ("on Tuesdays", "14 March", "every day"), not the
# time of one ("not out by 7am").
_DAY_NAMED = re.compile(rf"{WEEKDAY}|\b\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH_WRITTEN}\b|\b{MONTH_WRITTEN}\s+\d{{1,2}}(?:st|nd|rd|th)?\b|{OFTEN_WORDS}"
                        r"|\b(?:each|every|the (?:last|first)) (?:working |business )?day\b|\b(?:today|tomorrow|weekdays|weekends?)\b", re.I)


def expected_shapes(question: str) -> list[re.Pattern[str]]:
    """What an answer to this question must hold: a date for "when", a number for "how many",
    an amount of money for "how much does it cost"..."""
    if asks_price(question) or _HOW_MUCH_IS.search(question):
        # A fee may be a share: "what's the fee on card payments?" of "Transaction fee: 1.39%";
        # and whether one pays may be answered by its being included: "do I pay for petrol?" of
        # "Fuel is included".
        return [MONEY, _SHARE] if _FEE_WORD.search(question) else [MONEY, _INCLUDED] if _PAYS_AT_ALL.match(question) else [MONEY]
    shapes = [shape for asks, shape in _EXPECT if asks.search(question)]
    if _ENDS_ASKED.search(question):
        shapes = [_ENDING if shape is _EXPECT[0][1] else shape for shape in shapes]
    elif WHAT_DAY.search(question):
        shapes = [_DAY_NAMED if shape is _EXPECT[0][1] else shape for shape in shapes]
    if _VALIDITY_ASKED.search(question):
        shapes = [_LASTING if s is _HOW_LONG else s for s in shapes]
    return [_TIME_SPAN if s is _HOW_LONG else s for s in shapes] if IT_TAKES.search(question) or _HOW_LONG_ONE.search(question) else shapes


# "What zone is ...", "which gate do ...": the noun asked for, before the question's verb.
_WHICH_NAMED = re.compile(r"^\s*(?:what|which)\s+([a-z]{3,})\s+(?:is|are|was|were|do|does|did|will|should|can|has|have)\b", re.I)


def _named_thing(question: str) -> list[re.Pattern[str]]:
    """"What zone is my permit for?", "which gate do we board at?": the thing named with its
    letter or number ("Zone F", "Gate 12"), as a permit's title or a boarding pass writes it.
    A help in choosing the sentence only: the answer's confidence was learned without it."""
    named = _WHICH_NAMED.match(question)
    if named is None or named[1].lower() in STOPWORDS:
        return []
    # ... or "Her room is number 14", or a field's "Band: C".
    return [re.compile(rf"\b{re.escape(named[1])}s?:?\s+(?:(?:is|was)\s+)?(?:(?:number|no\.?)\s+)?(?-i:[A-Z0-9][A-Za-z0-9-]{{0,5}})\b(?![.,]\d)", re.I)]


# A web address's digits ("http://localhost:8080", "example.com:443/v2") are no quantity,
# date or version: "How big are the thumbnails?" took the sentence with the URL in it for a size.
# (A host has a letter in it: "9:00" is a time, not a port.)
_ADDRESS = re.compile(r"\b[a-z][a-z0-9+.-]*://\S+|\b(?=[\w.-]*[a-z])[\w.-]+:\d+(?:/\S*)?", re.I)


# A time told from the very thing asked about: "2 weeks before arrival" says when something
# else is due, not when "do I drop him off (arrive)" is.
# So is "within 30 days of delivery" for "how long will delivery take?" (but "25 days of leave"
# is how much leave).
_RELATIVE = re.compile(rf"{_DURATION_OR_LENGTH}\s+(?:after|before|from)\s+(?:the\s+|your\s+|his\s+|her\s+|their\s+)?([a-z]+)"
                       rf"|\bwithin\s+{_DURATION_OR_LENGTH}\s+of\s+(?:the\s+|your\s+|his\s+|her\s+|their\s+)?([a-z]+)", re.I)


def unanchored(text: str, question: str) -> str:
    """The text without the times it tells from one of the question's own words, unless the
    question asks from it too ("how long after buying can I claim?": "within 14 days of buying")."""
    asked = set(tokenize(question)) - {t for m in _FROM.finditer(question) for t in tokenize(m[1])}
    return _RELATIVE.sub(lambda m: " " if set(tokenize(m[1] or m[2])) & asked else m[0], text)


def without_other_lengths(text: str, question: str) -> str:
    """The text without the length of a thing that "how long will it take?" does not name: "a
    90-day warranty" does not say how long a repair takes. (Read for the answer's confidence only:
    which sentence answers is chosen as before.)"""
    named = set(tokenize(question)) - _SPAN_WORDS
    if not named or not _TAKES_HOW_LONG.search(question):
        # "How long does it take?" names nothing: it may be of that very thing. (Nor is a thing's
        # own length asked by "how long is the warranty?", which "a 12-month guarantee" may tell,
        # nor a count: "how many days do I work?" is told by "a 4-day week".)
        return text
    return _LENGTH_OF.sub(lambda m: m[0] if set(tokenize(m[1] or m[2])) & named else " ", text)


# A span written as the length of the thing after it: "a 90-day warranty", "a 12-month contract";
# or of the act before it: "guaranteed for 12 months" does not say how long one has to pay.
_LENGTH_OF = re.compile(r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)-(?:minute|hour|day|night|week|month|year)"
                        r"\s+([a-z]+)"
                        r"|\b([a-z]+ed)\s+for\s+(?:up to\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)"
                        r"\s+(?:minute|hour|day|night|week|month|year)s?\b", re.I)
# "How long will it take?" and "how long do I have to pay?": the time an act takes or is allowed.
_TAKES_HOW_LONG = re.compile(r"\bhow long\b.*\b(?:takes?|(?:have|has) to)\b", re.I)
# The words of asking for a span, which name no thing: "how long will it take?".
_SPAN_WORDS = frozenset(tokenize("long take takes last lasts"))


_FROM = re.compile(r"\b(?:after|before|since|from|of)\s+(?:the\s+|my\s+|your\s+|his\s+|her\s+|their\s+)?(\w+)", re.I)


# A letter's sign-off and the name under it: "Thanks,\nDaniel Reeves", "Best wishes,\nAlison and
# Mark Reid".
_SIGNED = re.compile(r"\b(?:thanks|thank you|many thanks|regards|kind regards|best wishes|best|cheers|yours sincerely"
                     r"|yours faithfully|yours|love|all the best|warm regards)[,!.]?[ \t]*\n+[ \t]*"
                     r"((?-i:[A-Z][\w'’-]+)(?:[ \t]+(?:and[ \t]+)?(?-i:[A-Z][\w'’-]+)){0,3})[ \t]*\s*$", re.I)
_INTRODUCED = re.compile(rf"^\W*(?:{'|'.join(_HELLO)})\b[^.!?\n]{{0,30}}?[,!.]?\s+(?:it['’]s|this is)\s+"
                         r"((?-i:[A-Z][\w'’-]+)(?:\s+(?-i:[A-Z][\w'’-]+))?(?:,?\s+(?:your|the)\s+[a-z]+(?:\s+[a-z]+)?)?)", re.I)
# ... or its header names ("From: Gary at the White Lion ... We'll put out chips and sandwiches":
# `_FROM_LINE`, below), or the place it welcomes the reader to ("Welcome to Bramley Food Bank, Joe!
# ... we open at 10.30am").
_WELCOMED = re.compile(r"\W*welcome to\s+((?:the\s+)?(?-i:[A-Z][\w'’&-]*)(?:\s+(?:and\s+|of\s+)?(?-i:[A-Z][\w'’&-]*)){0,5})", re.I)
_FIRST_PERSON = re.compile(r"\b(?-i:I)\b|\b(?:my|me|we|our|us)\b", re.I)
# "What's wrong with Daniel's phone?" asks for its fault, a word no sentence says.
_WHATS_WRONG = re.compile(r"\bwhat(?:'s|’s|\s+is|\s+was)\s+(wrong)\s+with\b", re.I)


# The parts of the day, by the hour they start: "who am I training on Monday evening?" of a
# diary's row "Monday,18:30,Gemma Lowe" (not of "Monday,07:00,Tom Hughes").
_PART_STARTS = (("morning", 5), ("afternoon", 12), ("evening", 17), ("night", 21))
_LATEST_FIRST = sorted(_PART_STARTS, key=lambda part: -part[1])
_PART_ASKED = re.compile(rf"(?:{WEEKDAY}|\b(?:in|during) the)\s+(morning|afternoon|evening|night)\b", re.I)
# A clock time: "18:30", "7am", "9.30pm" (not a bare number).
_HOUR = re.compile(r"(?<![\d:.£$€])\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\d:.])", re.I)


def _parts_of_day(text: str) -> frozenset[str]:
    """The parts of the day a record's clock times fall in (tokens, as the question's are)."""
    out = set()
    for m in _HOUR.finditer(text):
        if not (m[2] or m[3]):
            continue  # a number, not a time
        hour = int(m[1])
        if m[3]:
            hour = hour % 12 + (12 if m[3].lower().startswith("p") else 0)
        if hour > 23:
            continue
        # Before 5am is still the night before.
        out.add(next((part for part, start in _LATEST_FIRST if hour >= start), "night"))
    return frozenset(tokenize(" ".join(out)))


# An age band is whom, not how many: "Adults £14, under 16s £8".
_AGE_BAND = re.compile(r"\b(?:under|over)[- ]?\d{1,2}s\b", re.I)
# ... nor does an age group one works with or a thing is for say an age one must be: "how old do I
# have to be to volunteer?" is not told by "you will work with under-18s" (but "how much is it
# for a 9 year old?" is, by "£5 for under-10s").
_AGE_GROUP_SERVED = re.compile(rf"\b(?:with|for|among|alongside)\s+(?:the\s+|our\s+)?{_AGE_BAND.pattern}", re.I)


def holds_shape(text: str, shapes: list[re.Pattern[str]]) -> bool:
    """The text holds the kind of thing asked for, outside web addresses and a list item's
    number ("2. If one region is failing" says no how many)."""
    plain = _ADDRESS.sub(" ", _BULLET.sub(" ", text, count=1))
    # A street is not who: "who did the gas check?" is not "Address: Flat 3, 22 Quay Street";
    # nor is a rate how long: "£4 of electricity a day".
    return any(s.search(_DATE_OR_CODE.sub(" ", plain) if s is _QUANTITY else _AGE_BAND.sub(" ", _MONEY_AMOUNT.sub(" ", _DATE_OR_CODE.sub(" ", plain)))
                        if s is _COUNT else _STREET.sub(" ", plain) if s is _NAMED
                        else _RATE.sub(" ", plain) if s in _SPAN_SHAPES else plain)
               # ... a table's cell under its unit: "minutes: 55" ("hours: 9am" is a time of day).
               or s in _SPAN_SHAPES and bool(_SPAN_CELL.search(plain))
               for s in shapes)


_SPAN_CELL = re.compile(rf"\b(?:{_TIME_UNITS})\s*:\s*\d[\d.,]*(?![\d.,]*\s*(?:am|pm|a\.m\.|p\.m\.)|[:.]\d)", re.I)


# An amount by the day, week or year: what a thing costs or uses over time, not how long it lasts
# ("The machines use about £4 of electricity a day"; "£12 a month" the span's own rule leaves out).
_RATE = re.compile(r"(?:[£$€¥]\s?\d[\d,.]*|\d[\d,.]*\s?(?:%|p\b|pence\b|kwh\b|litres?\b))(?:\s+(?:of\s+)?[a-z]+){0,3}"
                   r"\s+(?:a|an|per|each)\s+(?:day|week|fortnight|month|year|hour|night)\b", re.I)


@dataclass(frozen=True)
class _Candidate:
    snippet_index: int
    start: int
    end: int
    text: str
    tokens: frozenset[str]
    next_start: int = -1  # where the following sentence of the passage starts
    pairs: frozenset[tuple[str, str]] = frozenset()  # consecutive tokens: the phrases it says
    heading: str = ""  # the heading of its section or the label of its paragraph, as written
    row: bool = False  # a markdown table's row, as a record ("Setting: compression; Default: zstd ...")
    title: bool = False  # a document's title line that holds a figure


_PARAGRAPH_BREAK = re.compile(r"\n[ \t]*\n")  # a blank line: one paragraph ends, another begins
# A table row as the loaders write it ("package: bash; version: 5.2.15; section: shells."):
# a record whole in itself, whose neighbours are other records, not the rest of its answer.
_RECORD = re.compile(r"[^:;\n]{1,60}: [^;\n]*(?:; [^:;\n]{1,60}: [^;\n]*)+\.?$")


_LIMIT_ASKED = re.compile(r"^\s*how (?:many|much)\b.*\b(?:allowed|permitted|can (?:i|we|you|they) (?:have|take|bring|book|invite))\b", re.I)
_PER_PERIOD_ASKED = re.compile(r"^\s*how (much|many)\b.*\b(?:an?|per|each)\s+(hour|night|day|week|month|year|session|lesson|class|visit|walk)\b",
                               re.I)
# An amount on top of another ("an extra £1.50 an hour", "£95 extra per bike", "an additional
# £10"), and a question that asks for one.
_EXTRA_AMOUNT = re.compile(r"\b(?:extra|additional|supplement(?:ary)?)\s+(?:of\s+)?[£$€]\s?\d|[£$€]\s?\d[\d,.]*\s+(?:extra|more|on top)\b", re.I)
_EXTRA_ASKED = re.compile(r"\b(?:extra|additional|more|on top|supplement|surcharge|premium|night|weekend|overtime|upgrade)\b", re.I)
_PERIODIC = {"hour": "hourly", "night": "nightly", "day": "daily", "week": "weekly", "month": "monthly", "year": "(?:yearly|annual)"}
_LIMIT_SAID = re.compile(r"\b(?:maximum|max|up to|at most|no more than|limited to)\b", re.I)
# ... and "how much do I need to raise?" asks the least: "raise at least £395", before "once you've
# raised £200" (a T-shirt's threshold).
_LEAST_ASKED = re.compile(r"^\s*how (?:many|much)\b.*\b(?:need|have|has) to\b", re.I)
_LEAST_SAID = re.compile(r"\b(?:minimum|min|at least|no less than|or more)\b", re.I)
_FIELD_NAME = re.compile(r"(?:^|;\s*)([^:;\n]{1,60}):")


def _rate_said(money: bool, period: str) -> re.Pattern[str]:
    """A figure said per the period asked ("£12 a month", "8,000 miles a year"), or by its label:
    "Monthly price: £31.99", "Annual mileage: 8,000 miles". (Not "every 2 years": another rate.)"""
    figure = r"[£$€]\s?\d[\d,.]*" if money else r"\d[\d,.]*(?:\s+[a-z]+)?"
    label = rf"|^\s*(?:[-*•]\s+)?{_PERIODIC[period]}\s+[a-z]+\s*:\s*{figure}" if period in _PERIODIC else ""
    return re.compile(rf"{figure}\s*(?:an?|per|each|/)\s*{period}s?\b{label}", re.I)


def _column_names(record: str) -> frozenset[str]:
    """The words of a record's column names ("guest: Ellis family; dogs: 1": guest, dog)."""
    return frozenset(tokenize(" ".join(_FIELD_NAME.findall(record))))


def _cells_unsaid(scored: list[tuple[float, float, _Candidate]], weights: Mapping[str, float],
                  held_of: Mapping[int, frozenset[str]], tabled: list[bool]) -> list[tuple[float, float, _Candidate]]:
    """A table whose records hold the question's words only as their column names ("guest: ...;
    dogs: 1" for "can guests bring their dog?") says no more of it in one record than in
    another: those words count for its records only when one of them says another word asked."""
    total = sum(weights.values()) or 1.0
    names = {id(c): _column_names(c.text) for _, _, c in scored if c.row or tabled[c.snippet_index]}
    said = {c.snippet_index for _, _, c in scored
            if id(c) in names and any(t in held_of[id(c)] and t not in names[id(c)] for t in weights)}
    return [(score - sum(w for t, w in weights.items() if t in held_of[id(c)] and t in names[id(c)]) / total
             if id(c) in names and c.snippet_index not in said else score, coverage, c)
            for score, coverage, c in scored]


# Stopwords that tell alike rows apart by the word they stand beside: "both ears", "after school",
# "with breakfast", "without breakfast".
_SIDE = re.compile(r"\b(both|after|before|under|over|with|without)\s+([a-z]{3,})\b", re.IGNORECASE)


def _sided(question: str) -> list[re.Pattern[str]]:
    """Each side word of the question with the word beside it, as a sentence would say them (the
    word's first four letters: "both ears" of a question that says "both ear")."""
    return [re.compile(rf"\b{m[1]}\s+{re.escape(m[2][:4])}", re.IGNORECASE) for m in _SIDE.finditer(question)
            if m[2].lower() not in STOPWORDS]


def _weights(query_tokens: list[str], passages: list[Snippet]) -> dict[str, float]:
    n = len(passages)
    df: Counter[str] = Counter()
    for passage in passages:
        df.update(set(tokenize(passage.text)))
    return {t: math.log(1 + (n + 1) / (df[t] + 0.5)) for t in dict.fromkeys(query_tokens)}


def _candidates(passages: list[Snippet]) -> list[_Candidate]:
    out = []
    for i, passage in enumerate(passages):
        # A settings table in a document ("| compression | zstd | Compression algorithm ...
        # |") answers "what compression does it use?" by its row; its lines are not sentences.
        rows = pipe_rows(passage.text)
        tables = {(a, b) for a, b, _, _, _ in rows}
        every = sentence_spans(passage.text)
        # What follows a sentence, the table's lines too: the sentence after a table is not
        # the next one of the sentence before it.
        following = {span: every[k + 1][0] for k, span in enumerate(every[:-1])}
        spans = [(s, e) for s, e in every if not any(s < b and e > a for a, b in tables)]
        items = sorted([(s, e, "") for s, e in spans] + [(s, e, record) for _, _, s, e, record in rows])
        # A passage cut from under its document's heading keeps it ("The home manager is ..."
        # under the letter's "Rosewood House Care Home").
        heading_text = passage.heading
        heading: list[str] = tokenize(heading_text)
        label = False  # the heading is a paragraph's run-in label: it ends with the paragraph
        # ... within the section it sits in, whose heading still speaks for its sentences and for
        # the paragraphs after it ("## Picpoul de Pinet 2025" / "Crisp and lemony. Drink with
        # seafood. Serve chilled.").
        section: list[str] = []
        previous_end = 0
        for start, end, record in items:
            text = record or passage.text[start:end]
            if label and "\n\n" in passage.text[previous_end:start].replace(" ", ""):
                heading, heading_text, label = section, "", False
            previous_end = end
            if record:
                tokens = tokenize(record)
                out.append(_Candidate(i, start, end, record, frozenset(tokens + heading), -1,
                                      frozenset(zip(tokens, tokens[1:])), heading_text, row=True))
                continue
            title = _title_line(passage, start, end, text)
            if text.lstrip().startswith("#") or _run_in_heading(passage.text, start, text) \
                    or _heading_line(passage.text, end, text) or title:
                # Headings are not answers, but they say what each sentence of their section
                # is about: "## Recommended actions" the sentences that list them, "## 5.
                # Submitting expenses" that reimbursements are paid with the next payroll, and
                # "Parental leave." the sentences of its paragraph.
                heading_text = text.lstrip("# \n").split("\n", 1)[0].strip()
                # A run-in label, or a heading line with its block right under it ("Kitchens"),
                # ends with its paragraph; a title line set apart by a blank line ("University
                # Library — Borrowing Rules") is the heading of all that follows, as "#" is.
                label = not text.lstrip().startswith("#") and not title \
                    and not passage.text[end:].startswith(("\n\n", "\n \n", "\r\n\r\n"))
                heading = tokenize(heading_text)
                if text.lstrip().startswith("#"):
                    section = heading
                elif label:
                    heading = section + heading
                if title and _FIGURE.search(text):
                    # ... but a title that holds a figure states it: "BSc Psychology (UCAS code
                    # C800)" is the course's code, "Your open day booking: ..., Saturday 21 June" its date.
                    # It stands alone: no sentence of the text is its neighbour.
                    out.append(_Candidate(i, start, end, text, frozenset(heading), -1, frozenset(zip(heading, heading[1:])), heading_text,
                                          title=True))
                continue
            if text.lstrip().startswith("|") or len(text) < 8 and not FIELD_LINE.match(text) or _SALUTATION.fullmatch(text):
                continue  # table rows are not answers; nor a scrap ("Yes."), but a short field is ("Band: C")
            tokens = tokenize(text)
            out.append(_Candidate(i, start, end, text, frozenset(tokens + heading) | periods_said(tokens), following.get((start, end), -1),
                                  frozenset(zip(tokens, tokens[1:])), heading_text))
    return out


# "Do I need a wetsuit?": whether a thing is needed at all.
_WHETHER_NEEDED = re.compile(r"\s*(?:do|does|will|would) (?:i|we|you|they|he|she|it) (?:really |still |actually )?need\b", re.I)
_NEED_SAID = re.compile(r"\b(?:must|required|requires?|compulsory|mandatory|advised|recommended|optional|essential|have to|has to"
                        r"|needed|not necessary|no need)\b", re.I)


def _titles_that_say(candidates: list[_Candidate], asked: Iterable[str], documents: list[str],
                     expected: list[re.Pattern[str]]) -> list[_Candidate]:
    """The candidates, a title line among them only where it alone says some of the question's
    words: "what's the UCAS code?" of "BSc Psychology (UCAS code C800)", whose text below never
    says "code"; not "which wash is quickest?" of "Kelvin WM8410 Washing Machine — Quick Guide",
    whose "Quick 30" programme and "Cotton 90 wash" say it (in any passage of its document shown);
    nor "how much is in my pension?" of "Harbour Workplace Pension — annual statement, 5 April
    2026", which holds no sum."""
    if not any(c.title for c in candidates):
        return candidates  # (the common case: no sentence is tokenized again)
    words = frozenset(asked)
    candidates = [c for c in candidates if not c.title or not expected or holds_shape(c.text, expected)]
    said: dict[str, set[str]] = {}
    for cand in candidates:
        if not cand.title:
            said.setdefault(documents[cand.snippet_index], set()).update(frozenset(tokenize(cand.text)) & words)
    return [c for c in candidates if not c.title or bool((c.tokens & words) - said.get(documents[c.snippet_index], set()))]


# A paragraph's label, run in before its first sentence: "Parental leave. The primary
# caregiver receives 16 weeks ...". A few words, no digits, no verb of its own to tell.
_RUN_IN = re.compile(r"[A-Z][\w'’&/ -]{2,40}[.:]")
_REPLY = re.compile(r"(?:yes|no|yes,? \w+|no,? \w+|correct|true|false|none)[.:]", re.I)  # a FAQ's answer, not a label


# A section's number before its title ("2. Hotels", "3.1 Leave"): not a quantity it states.
_SECTION_NUMBER = re.compile(r"^\d+(?:\.\d+)*[.)]?\s+(?=[^\W\d_])")


def _heading_says(candidate: _Candidate, expected: list[re.Pattern[str]]) -> bool:
    """Its heading holds the kind of thing asked for: a date for "when", a version for
    "which version"."""
    title = _SECTION_NUMBER.sub("", candidate.heading)
    return bool(title) and holds_shape(title, expected)


def _titles_document(passage: Snippet, heading: str) -> bool:
    """The heading is the first line of the whole document: its title."""
    return bool(_DOCUMENT_START.search(passage.chunk_id)) and passage.text.lstrip().startswith(heading)


def _heading_line(text: str, end: int, sentence: str) -> bool:
    """A plain text's heading: "Action items" on its own line, a block below it."""
    return starts_line(text, end - len(sentence)) and text[end:end + 1] == "\n" and bool(text[end:].strip()) \
        and heading_line(sentence, text[end:].lstrip())


_DOCUMENT_START = re.compile(r"#0-\d+$")
_BLANK_LINE = re.compile(r"[ \t]*\r?\n[ \t]*\r?\n")


def _title_line(passage: Snippet, start: int, end: int, sentence: str) -> bool:
    """A document's first line, set apart by a blank line or followed by a letterhead's fields
    ("Member: Daniel Shah") and ending without a full stop: its title ("Dental plan: summary
    of cover", "Harbour Workplace Pension — annual statement, 5 April 2026"), whatever its
    punctuation, not an answer."""
    return bool(_DOCUMENT_START.search(passage.chunk_id)) and not passage.text[:start].strip() and "\n" not in sentence \
        and not sentence.rstrip().endswith((".", "!", "?")) and len(_TITLE_WORD.findall(sentence)) <= 10 \
        and (bool(_BLANK_LINE.match(passage.text, end)) or not _SENDER.match(sentence)
             and (bool(_FIELDS_NEXT.match(passage.text, end)) and not _FIRST_FIELD.match(sentence)
                  or bool(_NAMED_TITLE.fullmatch(sentence)) and passage.text[end:end + 1] == "\n"))


# The first of a document's fields, not its title: "Order number: CV-55102" above "Frames: ...",
# a value with a figure, where a title's says what the document is ("Dental plan: summary of cover").
_FIRST_FIELD = re.compile(FIELD_LINE.pattern + r"[^:\n]*\d")
# ... or a line that names who sends it and what it is, above its text: "Sunny Days Holidays:
# booking confirmed" (no figure: "Invoice: 4471" is a field).
_NAMED_TITLE = re.compile(r"[A-Z][^\d:\n]{2,40}:[ \t]+[^\d:\n]{3,40}")
# ... nor is an email's sender ("From: Helen Marsh, Planning Officer"): who wrote it, a field.
_SENDER = re.compile(r"\s*(?:from|sender)\s*:", re.I)
_FROM_LINE = re.compile(_SENDER.pattern + r"[ \t]*([^\n]+)", re.I)  # ... and whom it names


def _document_title(passage: Snippet) -> str:
    """The title a passage opens with ("# Incident report — checkout failures"), or the one it was
    cut from under."""
    first = passage.text.lstrip().split("\n", 1)[0]
    return first.lstrip("# ") if first.startswith("#") else passage.heading


_TABLE_FILE = re.compile(r"\.(?:csv|tsv)$", re.I)  # a file of rows, titled by its name
_FIGURE = re.compile(rf"(?<!\d)(?!{YEAR}(?!\d))\d")  # not a year: "Your tax code for 2026 to 2027" states none
_TITLE_WORD = re.compile(r"\w+")  # words, not the "&" and "—" of "HM Revenue & Customs — Your tax code"
# A letter's greeting ("Dear Ms Price,") says to whom, not anything asked.
_SALUTATION = re.compile(r"\s*(?:dear|hi|hello)\b[^.,\n]{0,40},\s*", re.I)
_FIELDS_NEXT = re.compile(r"[ \t]*\r?\n" + FIELD_LINE.pattern)


def _run_in_heading(text: str, start: int, sentence: str) -> bool:
    # A label names (a noun phrase: "Parental leave."); "Tickets are non-refundable." says, and
    # a label has its paragraph after it on its line.
    rest = text[start + len(sentence):].lstrip(" \t")
    return starts_line(text, start) and len(sentence.split()) <= 4 and bool(_RUN_IN.fullmatch(sentence)) \
        and not _REPLY.fullmatch(sentence) and not _SAYS.search(sentence) \
        and not (sentence.endswith(".") and (_CLAUSE_START.match(sentence) or _BIDS.match(sentence))) \
        and not re.search(r"\d", sentence) and bool(rest) and not rest.startswith(("\n", "\r"))


# "Wear a short-sleeved top.", "Bring your licence.": a verb and what it is done to, a request, not a
# label; a label's second word is no determiner ("Parental leave.", "Cost of cover.").
_BIDS = re.compile(r"[A-Z][a-z]+ (?:a|an|the|your|our|their|his|her|its|this|these|those|some|any)\b")


# "All prices include VAT.", "We deliver on Tuesdays.": a sentence's subject, which no label starts with.
_CLAUSE_START = re.compile(r"(?:all|every|each|both|some|any|no|the|this|these|that|those|our|your|my|we|you|it|they|he|she|"
                           r"there|i)\b", re.I)
# ... nor a rule said in a few words, a verb left out: "Non-marking indoor shoes only.", "Children
# welcome.", "Helmets required."
_SAYS = re.compile(r"\b(?:is|are|was|were|be|been|has|have|had|can|cannot|must|may|will|do|does|did|not|no"
                   r"|only|welcome|required|essential|compulsory|allowed|permitted|forbidden|banned|provided|included)\b", re.I)


@dataclass(frozen=True)
class Extraction:
    """The sentences chosen to answer a question, and what the choice rested on."""

    text: str  # the answer: the best sentence, with its neighbour when that helps
    sentence: str  # the best sentence alone
    passage: Snippet | None  # where it came from (None: nothing to choose)
    rank: int  # the passage's retrieval rank (0: the best match)
    coverage: float  # weighted share of the question's words in the best sentence
    weights: Mapping[str, float]  # the question's stems and their weights
    runner_up: float = 0.0  # the best coverage among the other sentences (not the chosen one's neighbours)
    passage_coverage: float = 0.0  # the same share over the whole passage the sentence is in
    entry: bool = False  # the answer is the option entry ("-i, --in-place ...") the question asks about
    more: tuple[Snippet, ...] = ()  # further passages the answer's text comes from (a section cut into several)
    row: bool = False  # the answer is a markdown table's row
    heading: str = ""  # the heading of the sentence's section or the label of its paragraph
    # The sentence says all of the question its document's name does not: "how do I cancel the
    # meal kit?" of meal_kit.md's "Pause or cancel any time in your account."
    rest_said: bool = False
    # The record's line naming whose the answer is, shown before it ("Client: Tom Hughes; Age:
    # 47"): the reader's to see, not evidence that the answer is right.
    subject: str = ""

    @property
    def tabular(self) -> bool:
        """The chosen sentence is a table row: which of its cells answers is more than a
        sentence match knows."""
        return self.row or table_row(self.sentence)


def table_row(sentence: str) -> bool:
    """A CSV line (or several), or a row the loaders wrote as "column: value; ..."."""
    lines = [line for line in sentence.splitlines() if line.strip()]
    # Cells may hold line breaks ("Presentation\nof Credentials"): separators are counted
    # over the whole sentence, at least one per line on average and two in all.
    return bool(lines) and (bool(_RECORD.match(sentence.strip()))
                            or len(_CELL_SEPARATOR.findall(sentence)) >= max(2, len(lines)))


_CELL_SEPARATOR = re.compile(r'","|"?\t"?|\s\|\s|(?<=\d),(?=[A-Za-z"])|(?<=[A-Za-z"]),(?=[\dA-Za-z"])')


# The options an entry's header line lists: "-i[SUFFIX], --in-place[=SUFFIX]" -> -i, --in-place;
# "-t     sort by time; see --time" -> -t (the description starts after a run of spaces).
_HEADER_OPTION = re.compile(r"(?<![\w-])--?[A-Za-z0-9?][\w-]*")


def option_entry(question: str, passages: list[Snippet]) -> int | None:
    """The first passage that is the entry of an option the question names ("What does sed
    -i do?"): its header line lists that option, exactly as written."""
    asked = {t[1:] for t in terms(question) if t.startswith("~-")}
    if not asked:
        return None
    for i, passage in enumerate(passages):
        header = re.split(r"\s{2,}", passage.text.lstrip().split("\n", 1)[0])[0]
        if header.startswith("-") and asked & set(_HEADER_OPTION.findall(header)):
            return i
    return None




def answer(
    question: str, passages: list[Snippet], term_weights: Mapping[str, float] | None = None
) -> tuple[str, float, list[Snippet]]:
    """(answer text of at most two sentences, confidence, the passage it came from)."""
    found = extract_answer(question, passages, term_weights)
    if found.passage is None or found.coverage < MIN_COVERAGE and not found.rest_said:
        return NOT_FOUND, round(0.1 + 0.2 * found.coverage, 2), []
    return found.text, round(min(0.9, 0.3 + 0.55 * found.coverage), 2), [found.passage]


def extract_answer(question: str, passages: list[Snippet], term_weights: Mapping[str, float] | None = None) -> Extraction:
    """The best sentence for the question among the passages, and what it rests on."""
    # Words that ask rather than say what about: "what time can I collect him?" asks when, not
    # of time; "what does E21 mean?" asks of E21; "the deadline for" asks when.
    asking = (LIGHT_VERBS if (_GO_WITH.search(question) or _HOW_FAST.search(question) or _SERVICE_GOES.search(question))
              and not _WHERE_TO_GO.search(question) else LIGHT_VERBS - _GOING) | _NO_SUBJECT | {t for m in HOW_DEGREE.finditer(question) for t in tokenize(m[1])} \
        | (_PERMITTED if _PERMISSION.search(question) else frozenset()) \
        | (_PRICE_WORDS - _priced_subject(question) if _PRICE_ASKED.search(question) else frozenset()) \
        | (_TAKE if HOW_DEGREE.search(question) and IT_TAKES.search(question) else frozenset()) \
        | (_CHARGE if _CHARGES.search(question) else frozenset()) \
        | (_TIME if WHAT_TIME.search(question) else frozenset()) \
        | (_DAY if WHAT_DAY.search(question) else frozenset()) \
        | (_COLOUR if WHAT_COLOUR.search(question) else frozenset()) \
        | (_MAKE if WHAT_MAKE.search(question) else frozenset()) \
        | (_HOW_FAR if HOW_FAR_ASKED.search(question) else frozenset()) \
        | (_TELEPHONE_WORDS if _TELEPHONE_ASKED.search(question) else frozenset()) \
        | (_NAME if _WHOSE_NAME.search(question) else frozenset()) \
        | {t for m in AGED.finditer(question) for t in tokenize(m[0]) if not t[0].isdigit()} \
        | {t for m in BEING_DONE.finditer(question) for t in tokenize(m[1])} \
        | (_SAYING if _ASKS_MEANING.search(question) else frozenset()) \
        | {t for m in DEADLINE.finditer(question) for t in tokenize(m[0])} \
        | (_NEED if _NEED_ASKED.search(question) else frozenset()) \
        | (_GIVING if _GIVE_NOTICE.search(question) else frozenset()) \
        | {t for m in (*GET_DONE.finditer(question), *_WHATS_WRONG.finditer(question), *_PLACE_NUMBER.finditer(question))
           for t in tokenize(m[1])} \
        | (_SUPPOSED_TO if _SUPPOSED_TO_ASKED.search(question) else frozenset()) \
        | (_COMING if _WHEN_COMING.match(question) and not _COME_WITH.search(question) else frozenset()) \
        | {t for m in _WHERE_KEPT.finditer(question) for t in tokenize(m[1])}
    # "How old do you have to be?" asks the age a rule draws a line at, and names nothing else.
    age_limit = bool(AGE_LIMIT_ASKED.match(question))
    q_tokens = [t for t in tokenize(question) if t not in asking] or ([] if age_limit else tokenize(question))
    # "What caused the leak?" asks why; "caused" is a word to match only where a passage says it
    # ("the plague was caused by ..."), not of a report that says "the leak came from ...".
    cause = {t for m in WHAT_CAUSED.finditer(question) for t in tokenize(m[0])} - STOPWORDS
    if cause and not any(cause & set(tokenize(p.text)) for p in passages):
        q_tokens = [t for t in q_tokens if t not in cause] or q_tokens
    # Nor is whom the asker speaks of, where no passage says it: "can my brother use my ticket?"
    # of "You may lend your ticket to a friend or family member".
    if any(t in _PEOPLE for t in q_tokens):
        said = set().union(*(tokenize(p.text) for p in passages)) if passages else set()
        q_tokens = [t for t in q_tokens if t not in _PEOPLE or t in said] or q_tokens
    # A child's age asked about ("can my 14 year old do the walk?") is said by the rule that draws
    # the line ("under-16s ... must walk with an adult"), which never writes "14 year old": one
    # thing asked, held by the sentences that state an age limit.
    aged = bool(AGED.search(question)) or age_limit
    if aged:
        q_tokens.append(_AGE_ASKED)
    nothing = Extraction(NOT_FOUND, "", None, -1, 0.0, {})
    if not q_tokens or not passages:
        return nothing
    weights = (
        # In the question's order: float sums over a set's order would differ with the hash
        # seed, and so, on near-ties, would the sentence chosen.
        {t: term_weights.get(t, max(term_weights.values(), default=1.0)) for t in dict.fromkeys(q_tokens)}
        if term_weights else _weights(q_tokens, passages)
    )
    total = sum(weights.values()) or 1.0
    # The asker's own verb ("when do I *take* my amlodipine?", "can I *bring* glass bottles?") is
    # how the asker puts it; the rule or row that answers says it its own way ("when: morning",
    # "Glass: not allowed"). In choosing the sentence it weighs less than the things asked of
    # (but is not dropped: where it is said, it still tells sentences apart). The coverage kept,
    # which the answer's confidence is judged on, is the whole question's.
    own_verb = {t for m in _ASKERS_VERB.finditer(question) for t in tokenize(m[1] or m[2])} & weights.keys()
    if own_verb == weights.keys():
        own_verb = set()  # "what can I bring?": the verb is all it asks of
    third_party = _OTHERS_DO.match(question)
    others_do = frozenset(tokenize(third_party[1])) & weights.keys() if third_party else frozenset()
    # (As a request said to the reader: "Please return ...".)
    # ... or, of what "they" do, as the reader is told to do it: "when will they reply?" of a claim's
    # "We aim to reply within 20 working days", not a reply's "If you prefer vouchers, reply within
    # 7 days". (Not of "he" or "she", whom a parent asks of: "when does she practise?" of a
    # teacher's "Practise 15 minutes a day".)
    # (A bare one at a sentence's start is left alone: "Estimate £115" names what they did.)
    told = r"|.*?\bif\b[^,.;]*,\s*(?:please\s+)?" if third_party and re.search(r"\bthey\b", third_party[0], re.I) else ""
    asked_of_reader = re.compile(rf"\s*(?:[-*•]\s*)?(?:please\s+{told}){third_party[1]}\b", re.I) if third_party and others_do else None
    pay_back = _PAY_BACK <= weights.keys()
    discount_terms = _DISCOUNT & weights.keys()
    entry = option_entry(question, passages)
    if entry is not None:
        # A question about an option is answered by that option's entry, whole: its header
        # says which option, the lines below what it does.
        passage = passages[entry]
        tokens = set(tokenize(passage.text))
        covered = sum(w for t, w in weights.items() if t in tokens) / total
        return Extraction(entry_text(passage.text), passage.text, passage, entry, covered, weights, 0.0, covered,
                          entry=True)
    shapes = expected_shapes(question)
    kind_asked = bool(shapes)
    # "What colour is the card?": of the sentences that name the card, one that says a colour ("cream
    # card"), not a price list's "RSVP cards".
    expected = shapes or ([_COLOUR_SAID] if WHAT_COLOUR.search(question) else []) or _named_thing(question)
    top_score = max(p.score for p in passages) or 1.0
    # The question's words as it orders them: "the third risk" is said by "The third risk is
    # ...", not by "The first risk is third-party ..." (both hold "third" and "risk").
    q_pairs = set(zip(q_tokens, q_tokens[1:]))
    sided = _sided(question)
    scored: list[tuple[float, float, _Candidate]] = []
    # The words that name a sentence's document ("the insurance" of home_insurance.txt) are
    # said by each of its sentences when choosing among those that say enough of the question
    # themselves: the one that holds the rest answers it, not the one that repeats the name.
    # (The coverage kept, which "not found" is judged on, is the sentence's own: "What revenue
    # does the financial statement forecast?" is not answered by the statement's name.)
    # (A word its name writes joined counts only where the text never writes it apart: "call" of
    # oncall_rota.csv, not "forest" of Amazon_rainforest.txt, which says "the Amazon forest".)
    named = [set(tokenize(" ".join(name_words(p.doc_id))))
             | (set(tokenize(" ".join(joined_in_name(question, p.doc_id)))) - set(tokenize(p.text))) for p in passages]
    tabled = [bool(_TABLE_FILE.search(p.doc_id)) for p in passages]
    why = bool(_WHY.match(question) or WHAT_CAUSED.search(question))
    # "Why did checkout fail?" of an incident report: its "## Why it happened" section never
    # repeats what failed; the report's title ("# Incident report — checkout failures") says it.
    titles = [frozenset(tokenize(_document_title(p))) if why else frozenset() for p in passages]
    wh = _WH_PHRASE.match(question)
    asked_as = re.compile(rf"\b{re.escape(' '.join(wh[1].lower().split()))}\b", re.I) if wh else None
    how_to = bool(ASKS_STEPS.search(question))
    verb = _ASKED_ACT.match(question)
    to_do = re.compile(rf"\s*(?:[-*•]\s*)?(?:to\s+)?{re.escape(verb[1])}\b", re.I) if verb is not None and verb[1].lower() not in STOPWORDS else None
    supposes = bool(_WHAT_IF.search(question))
    when_is = bool(_WHEN_IS.match(question)) and not _CONDITION.search(question)  # (a case's day set aside: below)
    duty = bool(_DUTY_ASKED.search(question))
    amount = bool(AMOUNT_ASKED.search(question))
    extra_asked = bool(_EXTRA_ASKED.search(question))
    fee_asked = amount and bool(_FEE_WORD.search(question))
    hours = bool(WHAT_TIME.search(question))
    hours_asked = bool(_HOURS_ASKED.search(question))
    pay_by = bool(_PAY_BY.search(question))
    buys = bool(_BUY_ASKED.match(question))
    negated = bool(_NEGATED.search(question))
    may_i = bool(_MAY_I.match(question))
    # "Can I drive home?" is answered by what may or may not be done ("You cannot drive home"), not
    # by a sentence that names the drive ("sunglasses for the drive home").
    permitted = re.compile(rf"\b(?:can(?:not)?|can't|may|must|mustn't|should|shouldn't|allowed to|able to)\s+(?:not\s+)?{re.escape(v)}\b",
                           re.I) if may_i and (m := _ASKERS_VERB.match(question)) and (v := m[1] or m[2]) else None
    limit_asked = bool(_LIMIT_ASKED.search(question))
    least_asked = bool(_LEAST_ASKED.search(question))
    spans = bool(_HOW_LONG_IS.match(question))
    # "How much was my season ticket?": its "Price:" line; "what bike did I get?": its "Bike:" line.
    priced = asks_amount_of(question)
    ends_asked = bool(_ENDS_ASKED.search(question))
    starts_asked = bool(_STARTS_ASKED.search(question))
    days_asked = (m := _WHICH_DAYS.search(question)) is not None and m[0].lower().endswith("days")
    where = bool(_WHERE.match(question))
    need_asked = bool(_WHETHER_NEEDED.match(question))
    rate_said = _rate_said(m[1].lower() == "much", m[2].lower()) if (m := _PER_PERIOD_ASKED.search(question)) else None
    span_said = re.compile(rf"\b\d+\s+{m[2]}s\b", re.I) if m else None
    due = bool(_DUE_ASKED.search(question))
    q_forms = {light(w) for w in re.findall(r"[a-z0-9']+", question.lower())}
    noun_asked = light(m[1].lower()) if (m := _MAKE_OF.match(question) or _WHAT_NOUN.match(question) or _WHO_NOUN.match(question)
                                          or _HOW_MUCH_NOUN.match(question) or _WHAT_IS_NOUN.match(question)) else ""
    # A question of one word to find ("how much am I borrowing?", put "loan"), whose field says the
    # kind asked: "Loan: £212,000", before a sentence that repays the loan.
    sole = next(iter(weights)) if len(weights) == 1 and expected else None
    what_is = bool(_WHAT_IS_NOUN.match(question))  # "what's the excess?": a label's head may say it
    labels_of = [frozenset(tokenize(" ".join(field_label(line) for line in p.text.splitlines()))) for p in passages] if noun_asked else []
    heading_tokens: dict[str, frozenset[str]] = {}
    held_of: dict[int, frozenset[str]] = {}  # what each sentence holds of the question, by id
    # (A title states a thing, never the steps: not for "how do I pay more into my pension?".)
    candidates = _titles_that_say(list(_candidates(passages)), weights.keys() if not ASKS_STEPS.match(question) else (),
                                  [p.doc_id for p in passages], expected)
    # A day no sentence names, which a schedule's range may cover.
    days = frozenset(t for t in weights if re.fullmatch(WEEKDAY, t) and not any(t in c.tokens for c in candidates))
    # A part of the day no sentence names ("Monday evening"), which a row's time of day says.
    # (As when, not as a reference: "cancels the same morning" asks of cancelling.)
    parts = frozenset(t for t in tokenize(" ".join(m[1] for m in _PART_ASKED.finditer(question)))
                      if t in weights and not any(t in c.tokens for c in candidates))
    kind_words = (_DAY if _WHICH_DAYS.search(question) else frozenset()) | (_ENDS if ends_asked else frozenset()) \
        | (_STARTS if starts_asked else frozenset())
    # A whole number asked of ("for a 9 year old", "for 2019"), which a range may cover.
    counts = {t: int(t) for t in weights if t.isdigit() and len(t) <= 4}
    # How many of the sentences shown say each of the question's words: of two that say as
    # much of it, the one whose word few others say is the one about it ("can I pay the
    # solicitor in cash?": "We cannot accept cash", not one of the letter's sentences on paying).
    saying = Counter(t for cand in candidates for t in cand.tokens & weights.keys())
    # Whether each sentence holds the kind of thing asked, as written and as an answer reads
    # (without what the question itself says): worked out once, read by several scores below.
    shaped_of = {id(c): bool(expected) and holds_shape(c.text, expected) for c in candidates}
    counting = _counting(question)
    answers_kind = {id(c): bool(expected) and holds_shape(unanchored(c.text if counting is None else counting[0].sub(" ", c.text), question),
                                                          expected) for c in candidates}
    # ... and which of the question's words each passage's sentences of the kind asked say themselves.
    said_in: dict[int, set[str]] = {}
    for cand in candidates:
        said = said_in.setdefault(cand.snippet_index, set())
        if shaped_of[id(cand)]:
            said.update(cand.tokens & weights.keys())
    # A where-question is answered by its document's name only when no sentence says its words
    # with a place: "where is the fair?" is the email's "The Careers Fair is ... at the Civic
    # Centre", not fair_guide.txt's "Talks run every hour in Room B". (Nor is a table's row, a record
    # that gives no place of the thing its file is named for.)
    named_place = where and not any((shaped_of[id(c)] or _AT_A_PLACE.search(c.text)) and weights.keys() <= c.tokens for c in candidates)

    def placed_by_name(cand: _Candidate) -> bool:
        return named_place and not (cand.row or tabled[cand.snippet_index])

    # ... and what the sentences either side of each say.
    following_of = {(c.snippet_index, c.start): c for c in candidates}
    around: dict[int, frozenset[str]] = {}
    referred: dict[int, frozenset[str]] = {}
    for c in candidates:
        nxt = following_of.get((c.snippet_index, c.next_start))
        if nxt is not None and nxt is not c:
            around[id(c)] = around.get(id(c), frozenset()) | nxt.tokens
            around[id(nxt)] = around.get(id(nxt), frozenset()) | c.tokens
            if _REFERS_BACK.match(nxt.text):
                # "... for your mother, Mrs Ingrid Lindqvist. Her room is number 14": the sentence
                # says of whom the one before it named.
                referred[id(nxt)] = c.tokens
    # A name of two words a passage says in full, then by its last ("Apply for a Blue Badge online.
    # ... The badge costs £10"), is still that name: "how much does a blue badge cost?" asks of it.
    # (A name, written as one: not "Sports day is on ..." then "the day", nor "change a keg" then
    # "the keg".)
    named_in_full: dict[tuple[int, str, str], int] = {}
    compounds = [(a, b) for a, b in dict.fromkeys(zip(q_tokens, q_tokens[1:])) if a != b]
    for c in candidates:
        said_whole = [(a, b) for a, b in compounds if (a, b) in c.pairs]
        as_names = _title_pairs(c.text) if said_whole else set()
        for a, b in said_whole:
            if (a, b) in as_names:
                key = (c.snippet_index, a, b)
                named_in_full[key] = min(named_in_full.get(key, c.start), c.start)
    if named_in_full:
        for c in candidates:
            shortened = frozenset(a for a, b in compounds if b in c.tokens and a not in c.tokens
                                  and named_in_full.get((c.snippet_index, a, b), c.start) < c.start)
            if shortened:
                referred[id(c)] = referred.get(id(c), frozenset()) | shortened
    # A letter's own sentences ("I had my iPhone 13 screen replaced ...") are of the one who signs
    # it ("Thanks, Daniel Reeves"): "what's wrong with Daniel's phone?" asks of them; as a
    # message's are of the one who opens it ("Hi all, it's Chloe your rep. ... My mobile is
    # 07700 900 314"): "what's the rep's number?".
    writers = {i: frozenset(tokenize(m[1])) & weights.keys() for i, p in enumerate(passages)
               if (m := _SIGNED.search(p.text) or _INTRODUCED.search(p.text) or _FROM_LINE.match(p.text) or _WELCOMED.match(p.text))}
    for c in candidates:
        if writers.get(c.snippet_index) and _FIRST_PERSON.search(c.text):
            referred[id(c)] = referred.get(id(c), frozenset()) | writers[c.snippet_index]
    # A record of field lines one of which holds the kind asked ("Client: Tom Hughes ... Age: 47"
    # for "how old is Tom?"): its line that names the subject speaks for the record, as a heading
    # does for its section, over a row that names him and says no age.
    state_asked = _OPENING & weights.keys() if _STATE_ASKED.match(question) else frozenset()
    shaped_records = {c.snippet_index for c in candidates if shaped_of[id(c)] and FIELD_LINE.match(c.text)}
    # The words a line's label says, of a line that holds the kind asked (if one is): a
    # document's name does not say them for its other sentences ("when do we pick up the car?" of
    # the voucher's "Pick-up: Saturday 12 July", not pickup_directions.txt's "we hold the car for
    # 2 hours"; "what is Leo allergic to?" of allergy_form.txt's "Allergy: sesame", not its
    # "Medication in school: antihistamine"). (A sentence that only mentions the word does not:
    # "how much is my treatment?" is still treatment_plan.txt's "Total charge: £75.75".)
    # (A label that says more than the question asks does not: "how much was the delivery on my
    # order?" is still order_receipt.txt's "Delivery: £3.95", beside its "Order total: £117.94".)
    # (With no kind asked, a one-word label only: "Your biometrics appointment: Tuesday 4 March"
    # names what the letter is about, not what to bring to it.)
    labels = [(frozenset(tokenize(field_label(c.text))), answers_kind[id(c)]) for c in candidates]
    labelled_words = {t for label, kind in labels if label and label <= weights.keys() and (kind or not expected and len(label) == 1)
                      for t in label}
    for cand in candidates:
        # "What time do the polls close?" is answered by "Polling stations are open from 7am
        # to 10pm": a sentence of opening hours says when it opens and when it closes.
        # (Said as verbs: the "Close" of "14 Larch Close" is a street's name.)
        held = cand.tokens if not hours else cand.tokens | _OPENING if _OPENING_SAID.search(cand.text) \
            else cand.tokens - _OPENING
        if state_asked and not hours and _OPENING_SAID.search(cand.text):
            held = held | state_asked  # "is my claim closed?" of "your claim is still open": it says which
        if hours and _CLOCK_SPAN.search(cand.text):
            held = held | _STARTING
        if hours_asked and _CLOCK_SPAN.search(cand.text):
            held = held | _HOURS
        elif hours_asked and not CLOCK_TIME.search(cand.text):
            held = held - _HOURS  # "call us in opening hours" names them and says none
        if hours and _LEAVING_SAID.search(cand.text):
            held = held | _LEAVING
        # "Balance: due 4 weeks before the wedding" says when it has to be paid; "Total due:
        # £50.50" says how much, and no when ("£85, due by the second rehearsal" says when).
        due_when = pay_by and bool(_DUE_SAID.search(cand.text)) and not (
            _DUE_AMOUNT.search(cand.text) and not answers_kind[id(cand)])
        if due_when:
            held = held | _PAY
        if due and _DUE_ON.search(cand.text):
            held = held | _DUE  # "when is the rent due?" of "The rent is payable ... on the 1st"
        if aged and AGE_RULE.search(_AGE_GROUP_SERVED.sub(" ", cand.text) if age_limit else cand.text) or age_limit and answers_kind[id(cand)]:
            held = held | {_AGE_ASKED}  # (or, asked how old, an age said as one: "between 10 and 20 weeks", "from 1 day old")
        if counts:
            held = held | _within(cand.text, counts)
        if days and DAY_RANGE.search(cand.text):
            held = held | days  # "on Sundays" of "Monday to Saturday": the schedule says it
        if ends_asked and (_DAYS_FROM_TO.search(cand.text) or _ENDS_SAID.search(cand.text)):
            # "When does term finish?" of "Term runs from Monday 10 January to Saturday 2 April":
            # a span's last day says when it finishes, in whatever word.
            held = held | (_ENDS & weights.keys())
        if starts_asked and _STARTS_SAID.search(cand.text):
            # ... and "when do the classes start?" of "four Tuesday evenings from 3 June".
            held = held | (_STARTS & weights.keys())
        if parts and tabled[cand.snippet_index]:
            held = held | (parts & _parts_of_day(cand.text))  # "Monday evening" of a diary's "Monday,18:30"
        if kind_words and not holds_shape(cand.text, expected):
            held = held - kind_words
        held = held | referred.get(id(cand), frozenset())
        if pay_back and cand.tokens & _PAID_BACK:
            held = held | _PAY_BACK
        if discount_terms and _OFF_SAID.search(cand.text):
            held = held | discount_terms
        if asked_of_reader is not None and asked_of_reader.match(cand.text):
            held = held - others_do
        reason = why and bool(_REASON_HEADING.search(cand.heading))
        if reason:
            held = held | titles[cand.snippet_index]
        if tabled[cand.snippet_index]:
            # A table file's name is the title of each of its rows, as a heading is of its
            # section's sentences: "the adult swimming lesson" of swimming_lessons.csv's
            # "group: Adult improvers; day: Thursday; ...".
            held = held | named[cand.snippet_index]
        if noun_asked and _labelled(cand.text, noun_asked, said=q_forms):
            # "How many weeks is the course?" of an enrolment's "Weeks: 30": the line labelled
            # with what is asked holds what its record's other labels name ("Course: ...").
            held = held | labels_of[cand.snippet_index]
        held_of[id(cand)] = held
        coverage = sum(w for t, w in weights.items() if t in held) / total
        rank_prior = passages[cand.snippet_index].score / top_score
        # A sentence that holds what is asked outranks one whose heading does for it ("by 31
        # October" under "Student Support Bursary 2026/27", for "what's the deadline").
        shape = 0.0 if not expected else 0.15 if answers_kind[id(cand)] \
            else 0.1 if _heading_says(cand, expected) or cand.snippet_index in shaped_records and FIELD_LINE.match(cand.text) else 0.0
        # ... the more so when its number counts what is asked: "3 visits", not "next visit in 10 days".
        shape += 0.05 if counting is not None and counting[1].search(cand.text) else 0.0
        # ... and its document's name speaks for a sentence only when it says the kind of thing
        # asked: "how much is the museum trip?" of trip_letter.txt is not "Year 4 will visit the
        # Natural History Museum on 10 March" but "The trip costs £14.50".
        # (Or, of a question its document's name says all of, its priced line: "how much is my
        # treatment?" of treatment_plan.txt's "Total charge: £75.75"; not when a line of it says
        # the word itself with the kind asked: "how much is the rent?" of rent_invoice.txt's
        # "Half plot rent: £42.00", not its "Water charge: £8.50".)
        by_name = 0.0 if (coverage < MIN_COVERAGE and not (_answers_for_name(cand.text, priced, placed_by_name(cand), expected)
                                                           and not named[cand.snippet_index] & said_in[cand.snippet_index])) \
            or (kind_asked and not holds_shape(cand.text, expected)) else \
            sum(w for t, w in weights.items() if t in named[cand.snippet_index] and t not in held and t not in labelled_words) / total
        brevity = -0.05 * max(0, len(cand.text) - 300) / 300
        phrase = PHRASE_WEIGHT * len(cand.pairs & q_pairs) / len(q_pairs) if q_pairs else 0.0
        steps = 0.05 if how_to and _INSTRUCTION.search(cand.text) or supposes and _CONDITION.search(cand.text) \
            else -0.05 if amount and not supposes and _SUPPOSED.match(cand.text) else 0.0
        # "How do I appeal?": "Appeal online at the council's parking page", the act asked for
        # told as one to do, before "If we reject your appeal, you can take it to the tribunal";
        # "how do I cancel?": "To cancel, give one full calendar month's notice", before "You can
        # freeze your membership" under "# Freezing or cancelling your membership".
        steps += 0.1 if to_do is not None and to_do.match(cand.text) else 0.0
        # "What is Kate supposed to do?" of minutes: her action ("Action: Kate to recruit six
        # volunteers"), not the list of those present that names her.
        steps += 0.1 if duty and _DUTY.search(cand.text) else 0.0
        # "How do I apply?" is answered by what to do ("To apply, send a CV"), not by a table's
        # record of applications made ("applied: 2027-05-02"); nor is "can I bring a client?" by
        # the invoices' "client: Harbour Lane Bakery": a record states no rule.
        steps -= 0.1 if (how_to or may_i) and (cand.row or tabled[cand.snippet_index]) else 0.0
        steps += 0.1 if permitted is not None and permitted.search(cand.text) else 0.0
        # ... nor "where do I drop him off?" by a price list's "option: Early drop-off; price: £4",
        # whose row has no place in it.
        steps -= 0.1 if where and tabled[cand.snippet_index] and not _PLACE_FIELD.search(cand.text) else 0.0
        # "How much does the estate agent charge?": its fee ("Our fee is 1.2%"), not the asking price.
        fee_said = fee_asked and bool(_FEE_STATED.search(cand.text))
        which = (0.05 if amount and (fee_said or AMOUNT_SAID.search(cand.text)) else 0.0) + (0.05 if fee_said else 0.0)
        which += 0.15 if buys and (MONEY.search(cand.text) or _INCLUDED.search(cand.text)) else 0.0
        # "How much will I get paid an hour?": the pay ("Your pay is £12.60 an hour"), not what a
        # thing the question never names adds to it ("Night shifts are paid an extra £1.50 an
        # hour"; "how much is an e-bike?" is answered by "Electric bikes are ... £95 extra").
        which -= 0.05 if amount and not extra_asked and (x := _EXTRA_AMOUNT.search(cand.text)) is not None \
            and not set(tokenize(cand.text[:x.start()])) & weights.keys() else 0.0
        # "Why was the flight delayed?": a sentence that gives a reason ("delayed because of a technical
        # fault"), before one that supposes a case ("If your flight arrives ... late").
        which += 0.05 if why and _BECAUSE.search(cand.text) else 0.0
        which -= 0.05 if why and _SUPPOSED.match(cand.text) else 0.0
        # "What if I can't play?": the rule for one who cannot, before a line that says "Playing".
        which += 0.05 if negated and _NEGATED.search(cand.text) else 0.0
        # "Can I put the logo in my portfolio?" is answered by a rule ("The designer may show the
        # work in her portfolio"), not by a label of the document's header ("Project: new logo,
        # ..."): a tie-break, no more.
        # (Nor is "what if I can't play?" by a record's "Category: Playing adult".)
        labelled = -0.02 if (may_i or supposes) and FIELD_LINE.match(cand.text) else 0.0
        # "How long is jury service?" of a summons's "## How long jury service lasts": the
        # section that asks what the question asks answers it.
        # (And "why did checkout fail?" of an incident report's "## Why it happened".)
        titled = 0.15 if asked_as is not None and asked_as.search(cand.heading) \
            or spans and _SPAN_LABEL.match(cand.text) or reason or priced and _PRICE_LABEL.match(cand.text) \
            or noun_asked and _labelled(cand.text, noun_asked, head=what_is, said=q_forms) or where and _PLACE_LABEL.match(cand.text) \
            or where and any(_labelled(cand.text, f) for f in q_forms - STOPWORDS) \
            or sole is not None and _labelled(cand.text, sole) and holds_shape(cand.text, expected) \
            or due and _DUE_LABEL.match(cand.text) else 0.0
        # "When does my bus pass run out?": "Current pass ends: 31 January", before "renew before 15 January".
        titled += 0.05 if ends_asked and (_ENDS_SAID.search(cand.text) or _DAYS_FROM_TO.search(cand.text)) else 0.0
        # "How many guests am I allowed?" asks a limit: "Maximum guests: 6", before a sentence
        # that names a guest and a number of days.
        titled += 0.1 if limit_asked and _LIMIT_SAID.search(cand.text) or least_asked and _LEAST_SAID.search(cand.text) else 0.0
        # "How much is an hour in the Cessna?" asks a rate: "£195 an hour", before "10 hours in the
        # Cessna costs £1,850", which says the words closer together.
        titled += 0.15 if rate_said is not None and rate_said.search(cand.text) else 0.0
        # ... which a span of the period is not: "every 2 years or 20,000 miles" is no mileage a year.
        titled -= 0.1 if span_said is not None and span_said.search(cand.text) and not (rate_said and rate_said.search(cand.text)) else 0.0
        # "When do I have to pay the merchant?" asks when it falls due: "Invoices are due for payment
        # by the end of the month following", before "Pay within 10 days ... for a 2% discount".
        titled += 0.1 if due_when else 0.0
        # "How long is the tyre warranty?": "The warranty lasts 2 years", before the tyres' "fitted at 31,400 miles".
        titled += 0.05 if spans and _lasts(cand.text, q_forms) else 0.0
        titled += 0.05 if where and _AT_A_PLACE.search(cand.text) else 0.0
        # "Do I need a wetsuit?": whether it is needed ("A wetsuit is strongly advised until the
        # water reaches 16°C"), not a rule that names it ("cancelled if ... without a wetsuit").
        titled += 0.25 if need_asked and _NEED_SAID.search(cand.text) else 0.0
        # ... and a price says how much, not where: "where is the careers fair?" is "The fair is in the
        # Great Hall", not the invoice's "Standard stand at the Autumn Careers Fair: £650.00".
        # (Unless a price is what it asks of the place: "where can I park for free?".)
        titled -= 0.05 if where and _MONEY_AMOUNT.search(cand.text) and not MONEY.search(question) else 0.0
        # ... nor does a line labelled with what is asked that says no place: "Match: Horsforth v
        # Yeadon Celtic, Division 2" says which match, "kick-off 2pm, at Cragg Wood Playing Fields" where.
        titled -= 0.05 if where and not answers_kind[id(cand)] and not _PLACE_LABEL.match(cand.text) \
            and any(_labelled(cand.text, f) for f in q_forms - STOPWORDS) else 0.0
        # "Which days is she at nursery?": the line that names several ("Sessions: Monday,
        # Tuesday and Thursday"), before the one that names a day ("Start date: Monday 4 January").
        titled += 0.05 if days_asked and len(re.findall(WEEKDAY, cand.text, re.I)) > 1 else 0.0
        # ... and a why is answered by a sentence, not by a header's field ("Duration: 47 minutes").
        if why and not reason and FIELD_LINE.match(cand.text) and not _REASON_HEADING.search(cand.text.split(":", 1)[0]):
            titled -= 0.15
        # Of two sentences that say the question alike, the one under a heading that names its
        # subject (a tie-break, no more): "when will I get my refund?" is answered under "##
        # Refunds", not by "... within 30 days for a full refund" under "## Changed your mind".
        if cand.heading not in heading_tokens:
            heading_tokens[cand.heading] = frozenset(tokenize(cand.heading))
        sectioned = 0.01 * sum(w for t, w in weights.items() if t in heading_tokens[cand.heading]) / total
        rare = RARITY_WEIGHT * sum(w / saying[t] for t, w in weights.items() if t in cand.tokens) / total
        nearby = around.get(id(cand), frozenset())
        context = CONTEXT_WEIGHT * sum(w for t, w in weights.items() if t in nearby and t not in held and t not in kind_words) / total
        spared = OWN_VERB_SPARED * sum(w for t, w in weights.items() if t in own_verb and t not in held) / total
        # A tie-break, no more: "how much for both ears?" is the row "microsuction, both ears", not
        # "microsuction, one ear" above it (the stopword "both" is no word of the match).
        beside = 0.01 * any(pattern.search(cand.text) for pattern in sided)
        scored.append((coverage + spared + by_name + 0.25 * rank_prior + shape + brevity + phrase + steps + which + labelled + titled + (sectioned + beside) + rare + context,
                       coverage, cand))
    if when_is:
        # "When is sports day?" asks the day it is, not the day it moves to in a case: "Sports day
        # is on Wednesday 9 July", not "If it rains, sports day moves to Friday 11 July" (but a
        # case's day where no sentence says one as plainly: "If you cannot get to the polling
        # station, apply for a postal vote by 5pm on ...").
        plain = max((cov for _, cov, c in scored if answers_kind[id(c)] and not _SUPPOSED.match(c.text)), default=None)
        scored = [(total - 0.15 if plain is not None and plain >= cov and _SUPPOSED.match(c.text) else total, cov, c)
                  for total, cov, c in scored]
    scored = _cells_unsaid(scored, weights, held_of, tabled)
    listed = section_list(question, passages)
    if listed is not None:
        rank, items, section, more = listed
        # The words that name its document ("the compliance report") say where, not what:
        # the section holds them as every sentence of that document does.
        tokens = set(tokenize(section)) | set(tokenize(" ".join(name_words(passages[rank].doc_id))))
        covered = sum(w for t, w in weights.items() if t in tokens) / total
        # Only when the section says as much of the question as any one sentence does: "What
        # are the benefits of remote work?" is not answered by a "Benefits" section about
        # health insurance while a sentence speaks of remote work.
        if covered >= max((c for _, c, _ in scored), default=0.0):
            return Extraction(_joined(items), items[0], passages[rank], rank, covered, weights, 0.0, covered, more=more,
                              heading=section.split("\n", 1)[0].strip())
    # A question the text asks (a FAQ's "Q: When is payday?") is answered by what follows it,
    # never by itself or the answer before it: it is kept only with the sentence after it.
    following = _answered_by(scored, passages, weights.keys())
    scored = [x for x in scored if following.get(id(x[2]), x[2]) is not None]
    if not scored:
        return nothing
    best_score, coverage, chosen = max(scored, key=lambda x: x[0])
    subject_line = None
    if FIELD_LINE.match(chosen.text):
        said_by = chosen
        coverage, chosen = _field_asked(chosen, scored, named[chosen.snippet_index], weights, total, expected, held_of)
        # "How old is Tom?" of a questionnaire is "Age: 47", of the record whose "Client: Tom
        # Hughes" names him: the answer shows whose it is, with the line that says the
        # question's subject (not the words its document's name says).
        whose = {t for t in weights if t in held_of[id(said_by)] and t not in named[chosen.snippet_index]}
        if chosen is not said_by and whose and not whose & held_of[id(chosen)] and len(said_by.text) <= 60 \
                and expected and holds_shape(chosen.text, expected):
            subject_line = said_by
    # The answer often sits in the sentence next to the one that matches the question best
    # ("... the Mongols. They destroyed ..."): add the better-scoring neighbour.
    # (Not the question a FAQ asks next: "... the battery charges then. How long will it last?")
    # (Nor another item of a list: "- Shipping of household goods up to 20 cubic metres." is not
    # how long shipping takes because the item above it says "up to 30 nights".)
    neighbours = [x for x in scored if x[2].snippet_index == chosen.snippet_index and _adjacent(x[2], chosen)
                  and not (x[2].start > chosen.start and x[2].text.rstrip().endswith("?"))
                  and not (_BULLET.match(x[2].text) and _BULLET.match(chosen.text))]
    if id(chosen) in following:
        neighbours = [x for x in scored if x[2] is following[id(chosen)]]
    elif chosen.text.rstrip().endswith("?") and any(x[2].start > chosen.start for x in neighbours):
        # A question in the text ("Can you pick a grout colour by Thursday?") is answered by the
        # sentence after it ("Silver grey or white."), not the one before.
        neighbours = [x for x in neighbours if x[2].start > chosen.start]
    elif FIELD_LINE.match(chosen.text):
        # "Approved by: Executive Committee" is whole; the next line is another field. But a
        # paragraph's run-in label runs on, on its line: "Garden waste: grass and leaves. The
        # brown bin costs £48 a year."
        text_of = passages[chosen.snippet_index].text
        neighbours = [x for x in neighbours if x[2].start > chosen.end and "\n" not in text_of[chosen.end:x[2].start]]
    text = chosen.text
    if neighbours and not chosen.row and not _RECORD.match(chosen.text):
        # "How long does the hub take to connect?": when the best sentence ("The light turns
        # blue when you are connected") lacks the kind of thing asked for, the neighbour that
        # holds it ("Wait up to 10 minutes") answers, though the other repeats more words.
        shaped = [x for x in neighbours if expected and holds_shape(unanchored(x[2].text, question), expected)]
        if shaped and not holds_shape(unanchored(chosen.text, question), expected):
            neighbours = shaped
        elif not FIELD_LINE.match(chosen.text):
            # A header's last field ("Distance: 10 km or 20 km") does not lead into the
            # paragraph under it: "Registration is £15 ... under-16s must walk with an adult".
            # (A run-in label on the sentence's own line does: "Cotton 40: ... Takes 3 hours".)
            text_of = passages[chosen.snippet_index].text
            neighbours = [x for x in neighbours if not (x[2].start < chosen.start and FIELD_LINE.match(x[2].text)
                                                        and _PARAGRAPH_BREAK.search(text_of, x[2].end, chosen.start))]
    subject = ""
    if subject_line is not None:
        subject = subject_line.text.strip(" -*•")
        text = f"{subject}; {text.strip(' -*•')}"
    elif neighbours and not chosen.row and not _RECORD.match(chosen.text):
        _, _, other = max(neighbours, key=lambda x: x[0])
        if len(text) + len(other.text) < MAX_ANSWER_CHARS:
            text = f"{text} {other.text}" if other.start > chosen.start else f"{other.text} {text}"
    # (Not someone the document's own title names, for "who": "E-ticket: Northern Lights Tour" is
    # the show, not the support act the ticket times; "Quote from Keane Bathrooms" is the firm.)
    if not holds_shape(text, expected) and _heading_says(chosen, expected) \
            and not (_NAMED in expected and _titles_document(passages[chosen.snippet_index], chosen.heading)):
        # "When did it start supporting S3?" of a changelog: the date (or version) is its
        # section's heading, "## 2.2.0 (2026-02-03)", not in the entry under it.
        text = f"{chosen.heading}: {_BULLET.sub('', text)}"
    elif _NEGATED_HEADING.search(chosen.heading) and chosen.heading.lower() not in text.lower():
        # "Is dropping the laptop covered?" of a warranty's "What is not covered" section:
        # "Accidental damage such as drops and spills ..." alone says neither yes nor no.
        text = f"{chosen.heading}: {_BULLET.sub('', text)}"
    elif 0 < len(chosen.heading) <= _SHORT_HEADING and (set(tokenize(chosen.heading)) - set(tokenize(text))) & weights.keys() \
            and _marked_heading(passages[chosen.snippet_index].text, chosen.heading):
        # "What goes with the Rioja?" of tasting notes: "Lovely with lamb" is the Rioja's only
        # under its heading, "## Rioja Crianza 2021", which the answer shows whose it is. (A heading
        # that asks, "Can I give blood?", is followed as a question is.)
        text = f"{chosen.heading}{' ' if chosen.heading.endswith('?') else ': '}{_BULLET.sub('', text)}"
    others = [c for _, c, cand in scored if cand is not chosen and not (cand.snippet_index == chosen.snippet_index and _adjacent(cand, chosen))]
    passage_tokens = set(tokenize(passages[chosen.snippet_index].text))
    passage_coverage = sum(w for t, w in weights.items() if t in passage_tokens) / total
    by_its_name = {t for t in weights if t in named[chosen.snippet_index] and t not in chosen.tokens}
    rest = [t for t in weights if t not in by_its_name]
    rest_said = bool(by_its_name) and (all(t in chosen.tokens for t in rest) if rest else _answers_for_name(chosen.text, priced, placed_by_name(chosen), expected))
    return Extraction(text, chosen.text, passages[chosen.snippet_index], chosen.snippet_index, coverage, weights,
                      max(others, default=0.0), passage_coverage, row=chosen.row, heading=chosen.heading, rest_said=rest_said,
                      subject=subject)


# The act a how-to asks about: "appeal" of "how do I appeal against the fine?".
_ASKED_ACT = re.compile(ASKS_STEPS.pattern + r" ([a-z]+)\b", re.I)
# "How do I pay more into my pension?" is answered by what to do ("To change how much you pay
# in, speak to your employer's payroll team"), not by a line that says what was paid ("You
# paid: £2,640"): among sentences that say as much of the question, the one that instructs.
# (A sentence that opens on a verb of getting in touch is one too: "Email cancellations@... with
# your membership number.")
_INSTRUCTION = re.compile(r"^\s*(?:to|if you want to)\b|\byou (?:can|could|should|must|need to|may|will need to)\b"
                          r"|^\s*(?:email|e-mail|call|phone|ring|text|contact|write to)\b"
                          r"|\b(?:speak|talk|call|phone|ring|contact|email|write|fill in|complete|apply|visit|log in|sign in|ask)\b"
                          r"(?= (?:to|us|the|your|an?|online|in|at|on|for)\b)", re.I)
# "What if we disagree about the deposit?" is answered by what a text says will happen in that
# case ("If you cannot agree, either of you can ask ..."), not by a line that names the parties.
_WHAT_IF = re.compile(r"\bwhat (?:happens |should (?:i|we) do |do (?:i|we) do )?if\b", re.I)
_DUTY_ASKED = re.compile(r"\bwhat (?:is|are|was|were) (?!i |we |you )(?:[\w'’]+ ){1,3}supposed to do\b"
                         r"|\bwhat (?:does|do|did|will) (?!i |we |you )(?:[\w'’]+ ){1,3}(?:have|has|need|needs|got) to do\b"
                         r"|\bwhat (?:should|must) (?!i |we |you )(?:[\w'’]+ ){1,3}do\b", re.I)  # not "what does the IPCC do?"
_DUTY = re.compile(r"\bactions?\s*:|\b(?:must|should|needs? to|has to|have to|is to|are to)\b|\b(?-i:[A-Z][a-z]+) to (?!the\b|an?\b)[a-z]+", re.I)
_CONDITION = re.compile(r"\b(?:if|unless)\b", re.I)
# ... and a sentence that opens on one says what it costs only in that case: "how much does the
# accountant charge?" is "Our fee is £480 a year", not "If we receive them after 31 October, we
# charge an extra £100" (but "where can I get advice?" is "If you need advice, contact ...").
_SUPPOSED = re.compile(r"\s*(?:if|unless)\b", re.I)
_WHEN_IS = re.compile(r"\s*when(?:'s|’s|\s+is|\s+are|\s+was|\s+were)\b", re.I)


_SHORT_HEADING = 60  # characters: a heading that names a thing, not a paragraph's run-in sentence


def _marked_heading(text: str, heading: str) -> bool:
    """A section's heading under the document's title ("## Rioja Crianza 2021"), not the title
    itself ("# Annual season ticket — terms"), a title line or a paragraph's run-in label, which
    the answer leaves out as before ("Price: £5,120 for 12 months", "Expiry date: ...")."""
    return re.search(rf"^##+[ \t]*{re.escape(heading)}[ \t]*$", text, re.MULTILINE) is not None


# A heading that says no ("What is not covered", "Exclusions", "Things we won't pay for").
_NEGATED_HEADING = re.compile(r"\b(?:not|no|never|cannot|exclusions?|excluded|excludes)\b|n[’']t\b", re.I)
_BULLET = re.compile(r"^\s*(?:[-*•]|\d{1,2}[.)])\s+")


def section_list(question: str, passages: list[Snippet]) -> tuple[int, list[str], str, tuple[Snippet, ...]] | None:
    """"What risks does the report list?" over a report with a "## Main risks" section: the
    first sentence of each of that section's paragraphs (or, for one paragraph, its
    sentences or its list's items), in order, with the passage's rank, the section's text
    and the passages it goes on in. A sentence match would pick the one sentence that
    repeats most of the question's words ("... the Audit and Risk Committee")."""
    listed = LIST_ASK.match(question)
    noun = next((g for g in listed.groups() if g), "") if listed else ""
    ranked = _RANKED.match(question)
    if ranked is not None and not _ranks(ranked[1], passages):
        noun = ranked[2]  # "the biggest risk" of a report that lists its main risks and ranks none
    elif not noun or light(noun) == noun.lower():
        return None  # not a plural: one thing is asked for, which a sentence answers
    for rank, passage in enumerate(passages):
        headings = list(HEADING.finditer(passage.text))
        for k, heading in enumerate(headings):
            if light(noun) not in {light(w) for w in words(heading[2])}:
                continue
            more: tuple[Snippet, ...] = ()
            if k + 1 < len(headings):
                body = passage.text[heading.end():headings[k + 1].start()]
            else:  # the section may go on in the passages that follow this one in its document
                more = _continuation(passage, passages)
                body = passage.text[heading.end():] + "".join("\n\n" + p.text for p in more)
                body = body[: next_heading.start()] if (next_heading := HEADING.search(body)) else body
            paragraphs = [p.strip() for p in re.split(r"\n\s*\n", body) if p.strip() and not p.lstrip().startswith("|")]
            items: list[str] = []
            for paragraph in paragraphs:
                lines = [line for line in paragraph.splitlines() if line.strip()]
                spans = sentence_spans(paragraph)
                if all(_BULLET.match(line) for line in lines):
                    items += [_BULLET.sub("", line).strip() for line in lines]  # a list: each of its items
                elif len(paragraphs) == 1:
                    items += [paragraph[a:b] for a, b in spans]
                elif spans:
                    items.append(paragraph[slice(*spans[0])])
            kept: list[str] = []
            for item in items:
                if sum(len(x) + 1 for x in kept) + len(item) > MAX_ANSWER_CHARS:
                    break
                kept.append(item)
            if len(kept) >= 2:
                return rank, kept, f"{heading[2]}\n{body}", tuple(p for p in more if any(item in p.text for item in kept))
    return None


# "What is the biggest risk?": one of a kind, ranked by a word the text may not use.
_RANKED = re.compile(r"^\s*(?:what|which)(?:'s|’s|\s+is|\s+was|\s+are)?\s+(?:the|our|its|their)\s+"
                     r"(biggest|largest|greatest|main|top|key|major|primary|principal|most (?:important|serious|significant|critical|pressing))"
                     r"\s+([a-z]+)\b", re.IGNORECASE)


def _ranks(word: str, passages: list[Snippet]) -> bool:
    """The passages say the ranking word ("The biggest risk is ..."): a sentence answers."""
    last = word.split()[-1].lower()
    return any(last in {w.lower() for w in words(p.text)} for p in passages)


def _joined(items: list[str]) -> str:
    """Sentences one after another; a list's items, which end without a full stop, with "; "."""
    out = items[0]
    for before, item in zip(items, items[1:]):
        out += (" " if before.rstrip()[-1:] in ".!?:;" else "; ") + item
    return out


_SPAN = re.compile(r"#(\d+)-(\d+)$")


def _continuation(passage: Snippet, passages: list[Snippet]) -> tuple[Snippet, ...]:
    """The retrieved passages that continue `passage` in its document without a gap (chunk
    ids end in "#start-end"), in order."""
    at = _SPAN.search(passage.chunk_id)
    if at is None:
        return ()
    following: dict[int, tuple[int, Snippet]] = {}
    for other in passages:
        span = _SPAN.search(other.chunk_id)
        if other.doc_id == passage.doc_id and span is not None:
            following[int(span[1])] = (int(span[2]), other)
    out: list[Snippet] = []
    end = int(at[2])
    while True:
        # Chunks are cut between paragraphs: the next one starts a few blank characters on.
        start = next((s for s in range(end, end + 4) if s in following), None)
        if start is None:
            return tuple(out)
        end, snippet = following.pop(start)
        out.append(snippet)


def _field_asked(chosen: _Candidate, scored: list[tuple[float, float, _Candidate]], named: set[str],
                 weights: Mapping[str, float], total: float, expected: list[re.Pattern[str]],
                 held_of: Mapping[int, frozenset[str]]) -> tuple[float, _Candidate]:
    """Among a passage's "Field: value" lines, the one whose field the question asks for, the
    words that name the document counted as said by each: "Who approved the travel policy?" of
    travel_policy.md is "Approved by: Executive Committee", not "Policy owner: Finance
    Operations" (the one that says "policy"). Its coverage counts those words, as the answer's
    confidence does. `named`: the tokens of the chosen sentence's document's name; `held_of`: what
    each sentence holds of the question (its words, and what it says otherwise: "Age 5 to 10"
    holds the "9" of "a 9 year old"), by id."""
    fields = {id(cand): (score, cand) for score, _, cand in scored if cand.snippet_index == chosen.snippet_index and FIELD_LINE.match(cand.text)}
    # The kind of thing asked for first: "When do I have to go to court?" of a summons is its
    # "Date: Monday 15 June 2026", not "Court: Kingston Crown Court", which says "court"; of
    # two such, the better scored ("what days is Isla booked in?": "Days booked: Monday, ...",
    # labelled as asked, not "Week: 28 July to 1 August").
    best = max(fields.values(), key=lambda x: (bool(expected) and holds_shape(x[1].text, expected),
                                               sum(w for t, w in weights.items() if t in held_of[id(x[1])] and t not in named),
                                               x[1] is chosen, x[0]))[1]
    # Taken for its kind over the line that says the question's words, it answers with them:
    # the lines are one record (a letterhead's), and "not found" is not to be judged on one.
    said = held_of[id(best)] | (held_of[id(chosen)] if best is not chosen and expected and not holds_shape(chosen.text, expected)
                                else frozenset())
    # ... but the name alone does not answer: "does the meal kit do breakfast?" of meal_kit.md
    # is not its "Plan: 3 recipes a week", which says neither breakfast nor anything asked.
    if not (expected and holds_shape(best.text, expected)) and not any(t in said and t not in named for t in weights):
        named = set()
    return sum(w for t, w in weights.items() if t in said or t in named) / total, best


_ASKS = re.compile(r"\?[\s\"'”’)*_]*$")  # a sentence that ends with its question mark


def _answered_by(scored: list[tuple[float, float, _Candidate]], passages: list[Snippet],
                 question: AbstractSet[str]) -> dict[int, _Candidate | None]:
    """Each sentence of the passages that asks a question (by id), with the sentence right
    after it that answers it; None when the next one asks too, or there is none.
    A FAQ's question stands on its line, or is labelled ("Q: ... A: ..."); one a letter asks in
    its run of sentences is not answered by the next ("Is Mr Fletcher coming? He was the best
    teacher we had."): it is no answer itself where it only says the question back, and an
    ordinary sentence otherwise ("... consider the instance: Is there a route of at most 2000
    kilometres passing through all of Germany's 15 largest cities?")."""
    out: dict[int, _Candidate | None] = {}
    for _, _, asked in scored:
        if _ASKS.search(asked.text):
            answer = next((x for _, _, x in scored if x.snippet_index == asked.snippet_index and x.start > asked.start
                           and _adjacent(x, asked) and not _ASKS.search(x.text)), None)
            text = passages[asked.snippet_index].text
            # (One that ends a letter's paragraph, after its other sentences, asks the reader: "...
            # The birch will take one day. Could you move the car off the drive?"; so does a
            # request on its line: "Could you move the rug away from the fireplace?")
            on_its_line = _ON_ITS_LINE.match(text, asked.end) and starts_line(text, asked.start) and not _REQUEST.match(asked.text)
            if on_its_line or _FAQ_LABEL.match(asked.text) or answer is not None and _FAQ_LABEL.match(answer.text):
                out[id(asked)] = answer
            elif set(tokenize(asked.text)) <= question:
                out[id(asked)] = None
    return out


_ON_ITS_LINE = re.compile(r"[ \t]*(?:\r?\n|$)")
_REQUEST = re.compile(r"\W*(?:please\b|(?:could|would)\s+you\b)", re.I)
_FAQ_LABEL = re.compile(r"\s*(?:\*\*)?(?:q|a|question|answer)\s*\d*\s*[:.)]", re.I)


def _adjacent(a: _Candidate, b: _Candidate) -> bool:
    """Consecutive sentences of one passage (only whitespace between them)."""
    first, second = (a, b) if a.start < b.start else (b, a)
    return first is not second and first.end <= second.start and first.next_start == second.start


_GENERIC_INSTRUCTION = frozenset(
    tokenize(
        "summarize summarise summary main key points important report document text passage paragraph "
        "article discuss discussed uploaded attached brief overview give tell describe list write "
        "below above given following provided short bulleted bullet sentences few"
    )
)


@dataclass(frozen=True)
class SummaryParams:
    """How much to keep and what to prefer; fitted on the pool by scripts/tune_summaries.py."""

    ratio: float = 0.4  # words kept, as a share of the text's words
    min_words: int = 25
    max_words: int = 150
    position: float = 1.0  # weight of the position prior
    decay: float = 0.7  # position prior of the i-th sentence: decay ** i
    centrality: float = 1.0  # weight of SumBasic-style centrality
    redundancy: float = 1.0  # how much overlap with what was chosen counts against a sentence
    point_words: int = 30  # a longer key point is cut at a clause


@lru_cache(maxsize=1)
def fitted_params() -> SummaryParams:
    try:
        data = json.loads(PARAMS_FILE.read_text(encoding="utf-8"))
        return SummaryParams(**{k: v for k, v in data["params"].items() if k in SummaryParams.__dataclass_fields__})
    except (OSError, ValueError, KeyError, TypeError):
        return SummaryParams()


_SHORT = re.compile(r"\bshort(?:er)?\b|\bbrief(?:er|ly)?\b|\bone sentence\b|\btl;?dr\b|\bin a nutshell\b", re.I)
# "in one sentence", "a one-liner", "sum it up in a line": the summary sentence alone.
_ONE_SENTENCE = re.compile(r"\b(?:one|a|single)[- ](?:sentence|line)\b(?!\s+or\b)|\bone[- ]liner\b", re.I)  # not "a sentence or two"


_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6}
# "in three sentences", "a 2 lines abstract": that many sentences in all, the summary's and
# the key points'; "five bullet points": that many key points.
_N_SENTENCES = re.compile(r"\b(two|three|four|five|six|[2-6])[- ](?:sentences?|lines?)\b", re.I)
_N_POINTS = re.compile(r"\b(two|three|four|five|six|[2-6])\s+(?:(?:key|main|bullet)\s+)?(?:points?|bullets?|takeaways?)\b", re.I)


def asked_count(instruction: str) -> tuple[int | None, int | None]:
    """(how many sentences in all, how many key points) the instruction asks for, if it says."""
    sentences, points = _N_SENTENCES.search(instruction), _N_POINTS.search(instruction)
    return (_COUNTS[sentences[1].lower()] if sentences else None, _COUNTS[points[1].lower()] if points else None)


def asks_short(instruction: str) -> bool:
    """"Briefly summarize", "a short summary", "tl;dr": the word budget is capped."""
    return bool(_SHORT.search(instruction))


def summarize(
    text: str, instruction: str, title: str = "", short: bool = False, params: SummaryParams | None = None
) -> tuple[str, list[str], float]:
    """(summary, key points, confidence) chosen from the text's own sentences.

    Sentences are scored by position (documents say what matters first), by how many of
    the document's frequent content words they hold (SumBasic-style centrality), and by
    focus words of the instruction ("the main risks"); chosen greedily against redundancy
    until a word budget proportional to the text is spent. The first chosen sentence (in
    document order) is the summary; the others are the key points, so nothing is said twice.
    """
    params = params or fitted_params()
    spans = [
        (s, e) for s, e in sentence_spans(text)
        if not text[s:e].lstrip().startswith(("#", "|")) and len(text[s:e].split()) >= 4
    ]
    if not spans:
        stripped = " ".join(text.split())
        return stripped[:400], [], 0.2
    sents = [" ".join(text[s:e].split()) for s, e in spans]
    tokens = [tokenize(s) for s in sents]
    freq: Counter[str] = Counter(t for toks in tokens for t in toks)
    total = sum(freq.values()) or 1
    # Focus words: what the instruction asks about beyond naming the document ("risks").
    # "in three sentences" says how much, not about what.
    asked = _N_POINTS.sub(" ", _N_SENTENCES.sub(" ", instruction))
    instruction_words = set(tokenize(asked)) - _GENERIC_INSTRUCTION - set(tokenize(title))
    # Summed in the sentence's order, not a set's: the same text gives the same choice in every process.
    cent = [sum(freq[t] / total for t in dict.fromkeys(toks)) / math.sqrt(len(set(toks))) if toks else 0.0 for toks in tokens]
    top_cent = max(cent) or 1.0
    base: list[float] = []
    for i, toks in enumerate(tokens):
        focus = sum(1 for t in set(toks) if t in instruction_words) / max(1, len(instruction_words)) if instruction_words else 0.0
        score = params.centrality * cent[i] / top_cent + params.position * params.decay ** i + 2.0 * focus
        if _DANGLING.match(sents[i]) and i:
            score *= 0.6  # "It comprised..." means little without the sentence before it
        base.append(score)
    # With a focus ("the main risks"), sentences about it come first when there are enough
    # (the rest of the budget is filled with the next best); who prepared a report is never
    # a summary's sentence when others are left.
    focused = [i for i, toks in enumerate(tokens) if instruction_words & set(toks)]
    if len(focused) >= 2:
        base = [b if i in focused else b - 10.0 for i, b in enumerate(base)]
    else:
        focused = []
    eligible = {i for i in range(len(sents)) if not _METADATA.match(sents[i]) and not _field(sents[i])} or set(range(len(sents)))
    words_total = sum(len(s.split()) for s in sents)
    budget = max(params.min_words, min(params.max_words, round(params.ratio * words_total)))
    if short:
        budget = min(budget, 40)
    sentences_asked, points_asked = asked_count(instruction)
    most = sentences_asked or (points_asked + 1 if points_asked else None)
    if most is not None:
        budget = params.max_words * most  # the count, not the word budget, says when to stop
    chosen: list[int] = []
    covered: set[str] = set()
    used = 0
    while len(chosen) < len(eligible) and (most is None or len(chosen) < most):
        best_i, best_score = -1, -1e9
        for i, score in enumerate(base):
            if i in chosen or i not in eligible:
                continue
            overlap = len(set(tokens[i]) & covered) / max(1, len(set(tokens[i])))
            adjusted = score - params.redundancy * overlap * abs(score)
            if adjusted > best_score:
                best_i, best_score = i, adjusted
        size = len(sents[best_i].split())
        if chosen and used + size > budget:
            break
        chosen.append(best_i)
        covered.update(tokens[best_i])
        used += size
    ordered = sorted(chosen)
    # The summary's lead is the first sentence about the focus; the key points follow in
    # the document's order.
    lead = next((i for i in ordered if i in focused), ordered[0])
    summary = sents[lead]
    points = [] if _ONE_SENTENCE.search(instruction) else [_point(sents[i], params.point_words) for i in ordered if i != lead]
    coverage = len(covered & set(freq)) / max(1, len(freq))
    confidence = round(min(0.9, 0.45 + 0.5 * coverage), 2)
    return summary, points, confidence


_METADATA = re.compile(
    r"^(?:prepared|written|compiled|authored|issued|published|approved|submitted) (?:by|for)\b|^(?:date|author|version|revision|page)\b\s*:?",
    re.I,
)


def _field(sentence: str) -> bool:
    """A short "Field: value" line ("Policy owner: Finance Operations", "Version: 0.29.2"): a
    document's particulars, not what it says ("Note: completion works when ..." is)."""
    return bool(FIELD_LINE.match(sentence)) and len(sentence.split(":", 1)[1].split()) <= 8


_DANGLING = re.compile(r"^(?:it|this|that|these|those|they|he|she|its|their|such)\b", re.I)


def _point(sentence: str, max_words: int = 30) -> str:
    """A key point: the sentence without leading connectives, cut at a clause if long."""
    text = re.sub(r"^(?:however|moreover|furthermore|in addition|additionally|also|finally|overall),\s*", "", sentence.strip(), flags=re.I)
    words = text.split()
    if len(words) > max_words:
        cut = re.split(r"(?<=[;:])\s|,\s(?=(?:which|including|while|and)\b)", text)[0]
        text = cut if 5 <= len(cut.split()) <= max_words else " ".join(words[:max_words]) + " …"
    return text[0].upper() + text[1:] if text else text
