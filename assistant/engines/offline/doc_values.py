"""The number a document states for a quantity a request names: "15% of the March revenue"
over a statement that says "Revenue for March 2025 was $6,412,300".

A document's sentence states a value as "<what> [<qualifier>] was|is|of|totals <number>":
"Total operating expense across all product lines was $3,356,450", "The budget is 12,000
EUR", "materials of $402,150". The request's "the <phrase>" takes that value when the
phrase and the sentence's words name the same thing:
- the same head noun ("revenue"), and no word of the sentence's <what> the phrase lacks
  ("the income" is not "Operating income"), but "total" and "overall", which any quantity
  is;
- every word of the phrase is in the sentence ("March" of "for March 2025");
- no name of the qualifier is missing from the phrase: "for Product Line A" is one product
  line's figure, not the company's.
The most specific such sentence wins (the one that holds most of the phrase); when the best
disagree on the number, nothing is taken and the candidates are said: a wrong number is
worse than no number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.engines.offline.numbers import plain_numbers
from assistant.lexicon import DOCUMENT_NOUNS, MONTH_NAMES
from assistant.retrieval.text import STOPWORDS, light
from assistant.schemas import Snippet

_NUMBER = r"-?(?:\d+(?:\.\d+)?|\.\d+)"
_STATES = re.compile(
    rf"^(?:and\s+)?(?:(?P<label>[A-Za-z][\w '’&-]{{0,30}}?):\s+)?(?P<what>[A-Za-z][\w '’&-]{{0,80}}?)\s+"
    rf"(?:is|was|are|were|totals?|totalled|totaled|amounts? to|amounted to|comes? to|came to|stood at|of|[:=])\s+"
    rf"(?:about |around |approximately |roughly |some )?(?P<currency>[$€£])?\s*(?P<value>{_NUMBER})"
    rf"(?:\s*(?P<scale>k|m|bn|thousand|million|billion)\b)?(?!\s*%|\d|\.\d)",
    re.IGNORECASE,
)
_CLAUSES = re.compile(r"(?<=[.!?;])\s+|,\s+|\n\s*\n")
_PREPOSITION = frozenset("for in across at during on from by within over of per".split())
_LEAD = frozenset("it this which comprised comprises comprising including includes included consisted consisting".split())
_ANY_QUANTITY = frozenset({"total", "overall"})
_MONTHS = frozenset(MONTH_NAMES)
# "the revenue in the financial statement": where to look, not what.
_WHERE = re.compile(
    r"\s+(?:in|from|according to|per|as per)\s+(?:the|my|our|this|that)\s+(?:[\w-]+\s+){0,3}?"
    rf"(?:{DOCUMENT_NOUNS}|accounts|data)\b",
    re.IGNORECASE,
)
# "the March revenue", "the total operating expense for product line A": the request's own
# names for quantities, before an operator word or the end.
_PHRASE = re.compile(
    r"\b(?:the|our|my|its|their)\s+([a-z][a-z0-9 -]{1,50}?)(?=\s*(?:[?.!,]|$|\b(?:and|plus|minus|times|divided|by|of|to|from|over)\b))",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Stated:
    what: tuple[str, ...]  # the words before the first preposition: "total operating expense"
    qualifier: frozenset[str]  # the words after: "all product line"
    names: frozenset[str]  # the qualifier's capitalised words (months aside): "product line a"
    value: str
    doc_id: str
    text: str  # as written, for the note
    row: bool = False  # a table row's cell, named by its column
    sole: bool = False  # a table column, the only one of its row its head noun names ("monthly_price_usd": price)


def _words(text: str) -> list[str]:
    """Lower-cased content words; a single letter or digit after a word is an identifier
    ("Line A", "plan 2"), not an article."""
    tokens = re.findall(r"[A-Za-z0-9]+(?:['’][A-Za-z]+)?", text)
    kept: list[str] = []
    for i, token in enumerate(tokens):
        low = token.lower()
        identifier = len(token) == 1 and i > 0 and tokens[i - 1].lower() not in STOPWORDS and (
            i + 1 == len(tokens) or tokens[i + 1].lower() in STOPWORDS | _PREPOSITION)
        if identifier or (low not in STOPWORDS or low in _PREPOSITION):
            kept.append(light(low))
    return kept


def _split(words: list[str]) -> tuple[list[str], list[str]]:
    for i, word in enumerate(words):
        if word in _PREPOSITION:
            return words[:i], [w for w in words[i + 1:] if w not in _PREPOSITION]
    return words, []


# A table row as the loaders write a CSV's ("plan: Team; monthly_price_usd: 24; ...").
_CELL = re.compile(r"([^:;\n]{1,60}): ([^;\n]*)")
# A column's unit after its name: "monthly_price_usd" is the monthly price, "storage_gb" the storage.
_UNIT_SUFFIXES = frozenset("usd eur gbp chf jpy cad aud kb mb gb tb kg km cm mm".split())


def _row_values(line: str, doc_id: str) -> list[Stated]:
    """A row's numbers, each named by its column and owned by the row's name: "the team plan
    monthly price" is 24 of "plan: Team; monthly_price_usd: 24", and no other row's."""
    cells = [_CELL.fullmatch(part.strip()) for part in line.strip().rstrip(".").split("; ")]
    if len(cells) < 2 or any(c is None for c in cells):
        return []
    pairs = [(c[1].strip(), c[2].strip()) for c in cells if c is not None]
    values = {v: plain_numbers(v).replace("$", "").strip() for _, v in pairs}  # "$1,200" -> "1200"
    numeric = [(k, v) for k, v in pairs if re.fullmatch(_NUMBER, values[v])]
    labels = [(k, v) for k, v in pairs if (k, v) not in numeric]
    if not labels:
        return []  # a row of numbers alone: whose they are is not said
    key, name = labels[0]  # the row's name: its first cell that is not a number ("plan: Team")
    owner = _words(f"{key.replace('_', ' ')} {name}")
    names = frozenset(_words(name))
    row = f"{key}: {name}"
    columns = [tuple(w for w in _words(k.replace("_", " ")) if w not in _UNIT_SUFFIXES) for k, _ in numeric]
    heads = [c[-1] if c else "" for c in columns]
    return [Stated(column, frozenset(owner), names, values[v], doc_id, f"{k}: {v} ({row})",
                   row=True, sole=heads.count(column[-1]) == 1) for column, (k, v) in zip(columns, numeric, strict=True) if column]


def stated_values(snippets: list[Snippet]) -> list[Stated]:
    found: list[Stated] = []
    for snippet in snippets:
        prose = []
        for line in snippet.text.split("\n"):
            rows = _row_values(line, snippet.doc_id)
            found += rows
            prose.append("" if rows else line)
        for clause in _CLAUSES.split(plain_numbers("\n".join(prose))):
            rest = " ".join(clause.split())  # a sentence wrapped over lines is one sentence
            while rest:
                match = _STATES.match(rest)
                if match is None:
                    break
                what, qualifier = _split([w for w in _words(match["what"]) if w not in _LEAD])
                label = match["label"] or ""
                if what:
                    # A name in the qualifier or the label ("for the Berlin Office", "Line A:")
                    # says whose figure it is; a month or a period ("Q2 2025") only when.
                    written = label + " " + (match["what"].split(" ", 1)[1] if " " in match["what"] else "")
                    names = {light(w) for w in re.findall(r"\b[A-Z][A-Za-z]*\b", written) if w.lower() not in _MONTHS}
                    qualifier += _words(label)
                    scale = {"k": "1000", "thousand": "1000", "m": "1000000", "million": "1000000",
                             "bn": "1000000000", "billion": "1000000000"}.get((match["scale"] or "").lower())
                    value = f"{match['value']} * {scale}" if scale else match["value"]
                    # Shown as written: "$6,412,300", not the "$6412300" it was read from.
                    shown = re.sub(r"(?<![\d.])\d{5,}(?![\d.])", lambda m: f"{int(m.group()):,}", match.group(0).strip())
                    found.append(Stated(tuple(what), frozenset(qualifier), frozenset(names) - set(what),
                                        value, snippet.doc_id, shown))
                rest = rest[match.end():].strip(" ,")
    return found


def _matches(phrase: str, stated: Stated, *, whose: bool = True, sole: bool = True) -> int:
    """How many of the phrase's words the sentence holds, or 0 when it names another thing
    (`whose`: unless only the part it is of is unsaid; `sole`: unless the phrase names several
    columns of a row: "the team plan price" of a monthly and an annual one)."""
    words = [w for w in _words(phrase) if w not in _PREPOSITION]
    head, _ = _split(_words(phrase))
    if not head or not stated.what or head[-1] != stated.what[-1]:
        return 0
    said = set(stated.what) | stated.qualifier
    if not set(stated.what) <= set(words) | _ANY_QUANTITY and not (stated.row and (stated.sole or not sole)):
        return 0  # "the income" is not "operating income"; but "the team plan price" is its row's only price
    if not set(words) <= said | _ANY_QUANTITY or (whose and not stated.names <= set(words)):
        return 0
    return len(set(words) & said)


@dataclass(frozen=True)
class Lookup:
    request: str  # with each phrase that was found replaced by its number
    sources: tuple[str, ...]
    used: tuple[str, ...]  # "the March revenue = 6412300 (statement.md: Revenue for March 2025 was $6412300)"
    ambiguous: str | None = None  # what to say instead, when the documents disagree


def document_values(request: str, snippets: list[Snippet]) -> Lookup | None:
    """The request with "the X" replaced by the number the documents state for X, or None
    when no phrase is stated; `ambiguous` set when the best sentences disagree."""
    stated = stated_values(snippets)
    if not stated:
        return None
    request = _WHERE.sub("", request)
    used: list[str] = []
    sources: list[str] = []
    unclear: list[str] = []

    def replace(match: re.Match[str]) -> str:
        phrase = match.group(1)
        scored = [(n, s) for s in stated if (n := _matches(phrase, s))]
        if not scored:
            # Only figures of named parts ("Line A: materials of $400", "Line B: ..."): which
            # one is meant is the user's to say.
            parts = [s for s in stated if _matches(phrase, s, whose=False, sole=False)]
            if len({s.value for s in parts}) > 1:
                unclear.append(f"the {phrase}: " + "; ".join(f"{s.text} ({s.doc_id})" for s in parts[:4]))
            return match.group(0)
        best = max(n for n, _ in scored)
        top = [s for n, s in scored if n == best]
        if len({s.value for s in top}) > 1:
            unclear.append(f"the {phrase}: " + "; ".join(f"{s.text} ({s.doc_id})" for s in top[:4]))
            return match.group(0)
        chosen = top[0]
        used.append(f"{match.group(0).split()[0].lower()} {phrase} = {chosen.value} ({chosen.doc_id}: {chosen.text})")
        sources.append(chosen.doc_id)
        return f"({chosen.value})" if " " in chosen.value else chosen.value

    changed = _PHRASE.sub(replace, request)
    if unclear:
        return Lookup(request, (), (), ambiguous="the documents give more than one value for " + " | ".join(unclear))
    return Lookup(changed, tuple(dict.fromkeys(sources)), tuple(used)) if used else None
