"""Number words and formatted numbers -> plain digits ("twenty-five" -> 25, "4,200" -> 4200)."""

from __future__ import annotations

import re

from assistant.lexicon import THOUSANDS_SEPARATOR

_UNITS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
}
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}
_SCALES = {"hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_WORD = "|".join(sorted([*_UNITS, *_TENS, *_SCALES], key=len, reverse=True))
# Counts as words ("nine", "forty", "thousands"): more than one of something.
COUNT_WORD = rf"\b(?:{'|'.join(w for w in [*_UNITS, *_TENS] if w not in ('zero', 'one'))}|(?:{'|'.join(_SCALES)})s?)\b"
_RUN = re.compile(rf"\b(?:{_WORD})(?:(?:\s+and\s+|[\s-]+)(?:{_WORD}))*\b", re.IGNORECASE)
_SUFFIX = re.compile(r"\b(\d+(?:\.\d+)?)\s*(k|m|bn|thousand|million|billion)\b", re.IGNORECASE)
_SUFFIX_VALUE = {"k": "1000", "thousand": "1000", "m": "1000000", "million": "1000000", "bn": "1000000000", "billion": "1000000000"}


def _words_value(run: str) -> int | None:
    total = current = 0
    seen = False
    for token in re.split(r"[\s-]+", run.lower()):
        if token == "and" or not token:
            continue
        seen = True
        if token in _UNITS:
            current += _UNITS[token]
        elif token in _TENS:
            current += _TENS[token]
        elif token == "hundred":
            current = max(current, 1) * 100
        else:
            total += max(current, 1) * _SCALES[token]
            current = 0
    return total + current if seen else None


def _scaled(number: str, scale: str) -> str:
    from fractions import Fraction

    value = Fraction(number) * _SCALES[scale.lower()]
    return str(value.numerator) if value.denominator == 1 else number + "*" + str(_SCALES[scale.lower()])


def words_to_digits(text: str) -> str:
    """Replace runs of number words with digits; leave everything else alone."""

    def replace(match: re.Match[str]) -> str:
        run = match.group(0)
        # "one" after a determiner is a pronoun ("which one", "the one"), not a number.
        if run.lower() == "one" and re.search(r"\b(?:which|the|this|that|each|every|any|no|some|another|a|last|next|first|only)\s+$", text[: match.start()], re.IGNORECASE):
            return run
        value = _words_value(run)
        return str(value) if value is not None else run

    text = re.sub(
        r"\b(\d+(?:\.\d+)?)\s+(hundred|thousand|million|billion)\b",
        lambda m: _scaled(m.group(1), m.group(2)),
        text,
        flags=re.IGNORECASE,
    )
    text = re.sub(r"\ba dozen\b|\bone dozen\b", "12", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(\d+)\s+dozen\b", lambda m: str(int(m.group(1)) * 12), text, flags=re.IGNORECASE)
    text = re.sub(r"\b(?:a |one )?half of\b", "1/2 of", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(?:a |one )?(?:quarter|fourth) of\b", "1/4 of", text, flags=re.IGNORECASE)
    text = re.sub(r"\b(?:a |one )?third of\b", "1/3 of", text, flags=re.IGNORECASE)
    text = re.sub(r"\btwice\b", "2 times", text, flags=re.IGNORECASE)
    return _RUN.sub(replace, text)


def plain_numbers(text: str) -> str:
    """Strip thousands separators and scale suffixes: "$4.2k" -> "$4.2*1000"."""
    text = THOUSANDS_SEPARATOR.sub("", text)
    return _SUFFIX.sub(lambda m: f"{m.group(1)}*{_SUFFIX_VALUE[m.group(2).lower()]}", text)
