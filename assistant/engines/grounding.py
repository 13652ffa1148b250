"""Checks the code can make of a model's answer, so its confidence is measured, not asserted.

An answer is grounded when every number it states occurs in the passages it cites and most
of its content words do. The model's own confidence is one input; a failed check caps it
and is recorded in the audit.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.lexicon import THOUSANDS_SEPARATOR
from assistant.retrieval.text import tokenize

_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s*(?:%|percent\b)")
MIN_TERM_SHARE = 0.5
UNGROUNDED_CAP = 0.3


@dataclass(frozen=True)
class Grounding:
    grounded: bool
    reason: str | None = None


def _canonical(number: str) -> str:
    return number.rstrip("0").rstrip(".") if "." in number else number


def numbers(text: str) -> set[str]:
    """The numbers a text states, as written and, for "12%", also as the fraction 0.12."""
    from decimal import Decimal

    plain = THOUSANDS_SEPARATOR.sub("", text)
    found = {_canonical(n) for n in _NUMBER.findall(plain)}
    for percent in _PERCENT.findall(plain):
        found.add(_canonical(format(Decimal(percent) / 100, "f")))
    return found


def check(answer: str, cited_texts: list[str]) -> Grounding:
    if not cited_texts:
        return Grounding(False, "cites no passage it was shown")
    source = " ".join(cited_texts)
    missing = sorted(numbers(answer) - numbers(source))
    if missing:
        return Grounding(False, f"states {', '.join(missing[:3])}, which the cited passages do not hold")
    terms = set(tokenize(answer))
    if not terms and not numbers(answer):
        # "no" to "Do I get paid during jury duty?" (SmolLM2; the policy says full pay): a bare
        # yes or no holds nothing a passage could confirm.
        return Grounding(False, "says nothing the passages could confirm (a bare yes or no)")
    if terms:
        share = len(terms & set(tokenize(source))) / len(terms)
        if share < MIN_TERM_SHARE:
            return Grounding(False, f"only {share:.0%} of its words occur in the cited passages")
    return Grounding(True)


def measured_confidence(claimed: float, grounding: Grounding, retrieval: float) -> float:
    """The model's claim, capped by the checks: never above 0.9, never above UNGROUNDED_CAP
    when ungrounded, and scaled by how strongly retrieval matched (0..1)."""
    value = min(claimed, 0.9) * (0.6 + 0.4 * max(0.0, min(retrieval, 1.0)))
    if not grounding.grounded:
        value = min(value, UNGROUNDED_CAP)
    return round(value, 2)
