"""Whether a request is about the documents at hand: "Show me the risks in the compliance
report" is a question for the documents, though "show me" and "find" usually ask an
assistant to act. Measured on the folder itself, so "show me my calendar" stays out of
scope where no document speaks of calendars.
"""

from __future__ import annotations

import re
from typing import Literal

from assistant.lexicon import AGED, ANYONE, ASKS_SPENDING, ASKS_WHETHER, CHIT_CHAT, CREATIVE_FORM, HEDGES, HOW_FAR_ASKED, \
    HOW_TO, KIN, MEASURE_WORDS, OWNERS, PEOPLE, PLACEHOLDERS, TROUBLE, WHAT_DAY, WHAT_TIME, without_presentation
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.corpus import Corpus
from assistant.retrieval.names import name_words
from assistant.retrieval.slots import said_otherwise
from assistant.retrieval.text import STOPWORDS, field_label, fold, held_in, light, uncontracted

# Words that say what to do or ask, not what about.
_REQUEST_WORDS = frozenset(
    "show find list tell give see get gets got getting make need know want help look read check explain describe search locate "
    "how what which who whom where when why many much can could should would will do does did i me my we our us you your please "
    "section part mention mentions say says said wondering wonder curious like idea remind happen happens happened happening "
    "mine "
    # ... nor the kind of "what kind of anaesthetic am I having?", which is of the anaesthetic
    "kind sort "
    # ... nor the going of "where do we go if the alarm goes off?" (where to, not about going)
    "go goes going went gone come comes coming came".split()
) | HEDGES | PLACEHOLDERS | OWNERS | MEASURE_WORDS | ASKS_WHETHER | ASKS_SPENDING  # as "not found" reads them too: "which calculators are allowed?"
# Words that ask for an account of a whole document, not a fact in it: "an overview of the
# financial statement", "brief me on the March accounts".
_ACCOUNT_WORDS = frozenset(light(w) for w in "overview rundown brief outline gist contents content contain contains cover covers conclude reveal".split())
# "How much is my car insurance?" names car_insurance_schedule.txt and asks one thing of it,
# not for the document.
_ASKS_A_THING = re.compile(r"\s*(?:how (?:much|many|long|often|old|far|soon)|when|where|who|whom|whose|what (?:time|date|day|number))\b"
                           # ... or whether: "can my 14 year old do the walk?" of sponsored_walk.md (but
                           # "can you summarise the walk pack?" asks for the document)
                           r"|\s*(?:can|could|may|must|should|do|does|did|is|are|am|will|has|have) (?!you\b)[a-z]+\b"
                           # ... or which of its things is the asker's: "what shift am I on on the 2nd?" of shifts.csv,
                           # "which room are we doing?" of rooms.md
                           r"|\s*(?:what|which) [a-z]+ (?:am|are|do|does|did|will|should|can|must|have) (?:i|we)\b"
                           # ... or what becomes of the asker: "what if I can't make a rehearsal?" of rehearsals.csv
                           r"|\s*what (?:if|happens (?:if|when))\b"
                           # ... or how to do a thing: "how do I cancel my membership?" of
                           # freeze_and_cancel.md, titled "Freezing or cancelling your membership"
                           r"|\s*how (?:do|can|should|could|would|will|did) (?:i|we)\b|\s*how to\b",
                           re.IGNORECASE)
SHARE = 0.6  # of the request's own words that the documents hold
MIN_WORDS = 2


UNRELATED_SHARE = 0.34  # at most this share of its words in the documents: a how-to is not about them


# "Check out" is a hotel's "check-out", not the request word "check" and a particle.
_CHECK_IN = re.compile(r"\bcheck[\s-]?(in|out)\b", re.IGNORECASE)
# "What is the accountant's phone number?" asks for a number of the accountant's, which a letter
# gives as "0161 496 0731" without saying "phone": what kind of thing is asked, not what about.
_CONTACT_ASKED = re.compile(r"\b(?:(?:tele)?phone|contact) (?:number|details)\b", re.IGNORECASE)


_PEOPLE = ANYONE | KIN | PEOPLE
_HOW_OLD = re.compile(r"\bhow old\b", re.IGNORECASE)
_TO_LIST = re.compile(r"\b(to|a|my|the)\s+list\s*(?=[?.!]*\s*$)", re.IGNORECASE)


def _own_words(text: str) -> list[str]:
    """What a request is about: its words but the asking ("show me"), the function words and
    how the reply should look ("as bullet points")."""
    # "Stopped working" tells a fault of the subject (lexicon.TROUBLE) without being it; a code
    # ("E9", "NW-105") is a word of its own, and a telling one. (The degree of "how big are the
    # thumbnails?" stays: it is one of the two words that make it a question about the folder.)
    # Nor is the "time" of "what time is checkout?", which asks as "when" does.
    asked = _CHECK_IN.sub(r"check-\1", WHAT_TIME.sub("when", WHAT_DAY.sub("when", HOW_FAR_ASKED.sub("when", TROUBLE.sub(" ", AGED.sub(r"\1", fold(without_presentation(text))))))))
    asked = _CONTACT_ASKED.sub(" ", asked)
    # "How old do you have to be?" asks an age, as a rule's "Age: 17 to 65" says it.
    asked = _HOW_OLD.sub("what age", asked)
    # "How much does it cost to list?": listing for sale, not the "list" of "list the risks".
    asked = _TO_LIST.sub(r"\1 listing", asked)
    # "The show" is a thing of the documents' ("what time is the show?" of a show's invitation),
    # not the request word of "show me".
    asked = _THE_SHOW.sub(r"\1shows", asked)
    # (Not the ending of an ordinal: "on the 2nd" says when, not "nd".)
    said = (uncontracted(w) for w in re.findall(r"(?<![0-9])[A-Za-z][A-Za-z0-9'-]+", asked))
    return [w for w in said if w and w.lower() not in STOPWORDS and w.lower() not in _REQUEST_WORDS]


_THE_SHOW = re.compile(r"\b((?:the|a|an|our|my|this|that) )show\b", re.IGNORECASE)


def share_held(text: str, corpus: Corpus) -> tuple[int, float]:
    """(how many of the request's own words the documents hold, and what share)."""
    # In the documents' words, as the QA agent searches: "vacation" of a policy that says
    # "annual leave" is held.
    words = _own_words(written_out(text, corpus.has_form))
    if AGED.search(text) and corpus.has_form("age"):
        # "How much do I get for a 9 year old?" asks about an age, which a folder that writes
        # "Age 5 to 10: £205 a week" holds.
        words.append("age")
    # As "not found" counts them (retrieval.slots.missing_terms): "reviewed" is held by a
    # document that says "review".
    asks_who = bool(re.match(r"\s*who\b", text, re.IGNORECASE))
    # Whom, in general, where the documents never say it: "what's the latest I can train
    # someone?" is of training (a rule that says "if Biscuit injures someone" speaks of it); nor
    # the asker's family, whom a rule names its own way ("can my brother use my ticket?" of "You
    # may lend your ticket to a friend or family member").
    words = [w for w in words if w.lower() not in _PEOPLE or corpus.has_form(w)]
    # (Or said another way, as "not found" counts it too: "what time do they close?" of "open until 5:30pm".)
    held = sum(1 for w in words if held_in(w, corpus.has_form, doer=asks_who) or said_otherwise(light(fold(w)), corpus.has_form))
    return held, held / len(words) if words else 0.0


def unrelated_advice(text: str, corpus: Corpus) -> bool:
    """A how-to or advice question none of the documents speak to ("how can I become a
    better guitar player?" over a finance folder): out of scope, said so."""
    if not HOW_TO.search(text):
        return False
    held, share = share_held(text, corpus)
    return share <= UNRELATED_SHARE


_WHOLE = frozenset({"document", "file", "report", "statement"})


def _states_as_field(text: str, asked: list[str]) -> bool:
    """The document states what is asked as one of its fields: a line labelled with its words."""
    return any([light(w) for w in re.findall(r"[a-z0-9]+", field_label(line))] == asked for line in text.splitlines())


def about_documents(text: str, corpus: Corpus) -> Literal["qa", "summarization"] | None:
    """"qa" (or "summarization" for a request that names a whole document and nothing
    more) when most of the request's own words are the documents' words; else None."""
    if CREATIVE_FORM.search(text) or CHIT_CHAT.search(text):
        return None
    own = [light(w) for w in _own_words(text) if light(w) not in _ACCOUNT_WORDS]
    forms = set(own)
    if forms and not _ASKS_A_THING.match(text) and not _CONTACT_ASKED.search(text):
        for info in corpus.documents.infos.values():
            # Its title, and its file's name ("the handbook": handbook.md, whatever its heading
            # says, and whether or not its text repeats the word). One word names a document
            # only as the head of its name, its last word: "the handbook" is
            # employee_handbook.md, but "what's new?" is not new_hires_guide.md.
            named = [[light(w) for w in name_words(info.id) if w not in STOPWORDS],
                     [light(w) for w in re.findall(r"[A-Za-z0-9]+", info.title) if w.lower() not in STOPWORDS]]
            title = {w for ws in named for w in ws}
            # (A title that joins two subjects, "Damage and excess", is no name for "what's the
            # excess?": its last word is one of its subjects, not what the document is.)
            joined = bool(re.search(r"\s(?:and|&)\s", info.title, re.IGNORECASE))
            heads = {ws[-1] for ws in named[:1 if joined else 2] if ws}
            # ... ending with what the document is: "What is my tax code?" of tax_code_notice.txt
            # asks for the code it states, not for the notice.
            if forms <= title | _WHOLE and (len(forms) >= 2 and own[-1] in heads | _WHOLE or forms <= heads):
                if _states_as_field(corpus.documents[info.id].text, own):
                    return "qa"  # "what's the dress code?" of dress_code.txt, whose first line is "Dress code: smart ..."
                return "summarization"  # "Show me the March financial statement": the document itself
    held, share = share_held(text, corpus)
    if held < MIN_WORDS or share < SHARE:
        return None
    return "qa"
