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
    """Rebuild the full question: "and for product line B?" + previous -> "... product line B?"."""
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
    return f"{previous.rstrip('?.! ')} {phrase}?"
