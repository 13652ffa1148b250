"""Short follow-ups ("and for product line B?", "what about April?", "and times 2?").

A follow-up keeps the previous turn's intent and documents; its question is rebuilt from
the previous one so that retrieval and extraction see the whole request.
"""

from __future__ import annotations

import re

from assistant.lexicon import MONTH, YEAR

_OPENER = re.compile(
    r"^\s*(?:and|but|also|so|then|now|ok(?:ay)?|what about|how about|same for|same but|and what about|and how about|what if)\b",
    re.IGNORECASE,
)
_RESTYLE = re.compile(
    r"^\s*(?:(?:please|can you|could you)\s+)*(?:make it|make that|shorter|longer|more detail|fewer|in (?:\d+|one|two|three|a few) (?:sentences?|bullets?|points?|words)|as bullets|as a list|simplify|again)\b",
    re.IGNORECASE,
)
_LEAD = re.compile(r"^\s*(?:and|but|also|so|then|now|ok(?:ay)?)?\s*(?:what about|how about|same for|what if)?\s*(?:for|in|on|of|with)?\s*", re.IGNORECASE)
MAX_WORDS = 8


def is_follow_up(text: str, last_intent: str | None) -> bool:
    if not last_intent or last_intent == "unknown":
        return False
    words = text.split()
    if len(words) > MAX_WORDS:
        return False
    return bool(_OPENER.match(text) or _RESTYLE.match(text))


def core(text: str) -> str:
    """The follow-up without its opener and final punctuation: "product line B"."""
    return _LEAD.sub("", text, count=1).strip().rstrip("?.!").strip()


def expand(text: str, previous: str) -> str:
    """Rebuild the full question where the follow-up replaces part of the previous one:
    "and for product line B?" + previous -> "... product line B?"; else the follow-up itself."""
    phrase = core(text)
    if not phrase:
        return previous
    words = phrase.split()
    prev_words = previous.split()
    # Same head words, new last word: "product line A" -> "product line B".
    if len(words) >= 2:
        head = [w.lower() for w in words[:-1]]
        for i in range(len(prev_words) - len(words) + 1):
            window = [re.sub(r"\W", "", w).lower() for w in prev_words[i : i + len(words) - 1]]
            if window == head:
                j = i + len(words) - 1
                trail = re.sub(r"^[\w'-]+", "", prev_words[j])
                return " ".join(prev_words[:j] + [words[-1] + trail] + prev_words[j + 1 :])
    # A month or a year replaces the previous one: "what about April?".
    for pattern in (rf"\b{MONTH}\b", rf"\b{YEAR}\b"):
        if re.fullmatch(pattern, phrase, re.IGNORECASE) and re.search(pattern, previous, re.IGNORECASE):
            return re.sub(pattern, phrase, previous, count=1, flags=re.IGNORECASE)
    # Nothing of the previous question to replace: the follow-up is asked as the user said it.
    # Gluing it onto the previous question ("... do employees receive sick days?") would
    # replace a question that stands on its own with one no document answers.
    return text


# A pronoun for the thing asked about: "Where is it?", "How long does it last?".
_PRONOUN = re.compile(r"\b(?:it|its|they|them|their|this|that|these|those)\b", re.IGNORECASE)
_FRAME = frozenset("a an the what which who whom whose when where why how does did do is are was were can could "
                   "will would should may might much many long often to of in on for at by with and or".split())


_ARTICLES = frozenset("the a an our your their its".split())


def refers_back(text: str) -> bool:
    """A short question whose subject is a pronoun: it does not stand on its own."""
    return len(text.split()) <= MAX_WORDS and bool(_PRONOUN.search(text))


def resolve(text: str, previous: str) -> str:
    """The pronoun replaced by what the previous question was about ("Where is it?" after
    "When does the IT desk answer tickets?" -> "Where is IT desk answer tickets?"): the
    words retrieval and extraction need. Nothing else of the question changes."""
    words = re.findall(r"[\w'-]+", previous)
    # What follows the first article is what was asked about: "Who leads [the discovery phase]?".
    start = next((i + 1 for i, w in enumerate(words) if w.lower() in _ARTICLES), 0)
    subject = " ".join(w for w in words[start:] if w.lower() not in _FRAME)
    if not subject:
        return text
    return _PRONOUN.sub(subject, text, count=1)
