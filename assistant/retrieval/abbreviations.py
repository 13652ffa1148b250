"""Abbreviations people type for what documents write out: "what's the capex?" of a statement
that says "Capital expenditure in the month was $410,000"."""

from __future__ import annotations

import re
from collections.abc import Callable

from assistant.retrieval.text import light

# Written by hand: the short forms of workplace and finance writing whose long form is a
# phrase of ordinary words. Initials that are also words ("it", "us") are left out.
_LONG: dict[str, str] = {
    "capex": "capital expenditure", "opex": "operating expense", "pto": "paid time off", "wfh": "work from home",
    "ooo": "out of office", "hr": "human resources", "kpi": "key performance indicator",
    "roi": "return on investment", "yoy": "year over year", "ytd": "year to date", "mfa": "multi-factor authentication",
    "2fa": "two-factor authentication", "sla": "service level agreement", "nda": "non-disclosure agreement",
    "eod": "end of day", "faq": "frequently asked questions", "ceo": "chief executive officer",
    "cfo": "chief financial officer", "cto": "chief technology officer", "hq": "headquarters",
    "p&l": "profit and loss", "r&d": "research and development", "q&a": "questions and answers",
}
_SHORT = re.compile(r"(?<![\w&])(" + "|".join(re.escape(k) for k in sorted(_LONG, key=len, reverse=True)) + r")s?(?![\w&])",
                    re.IGNORECASE)


def written_out(question: str, has_form: Callable[[str], bool]) -> str:
    """The question with each abbreviation the documents never use, and whose long form they
    hold word for word, written out; as typed otherwise."""

    def long_form(match: re.Match[str]) -> str:
        short = match.group(1).lower()
        long = _LONG[short]
        words = re.findall(r"[a-z]+", long)
        if has_form(short) or not all(has_form(light(w)) for w in words):
            return match.group(0)
        return long

    return _SHORT.sub(long_form, question)
