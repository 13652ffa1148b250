"""Which column a table question is about: the one whose cell answers it (a name for "who", a
date for "when", the column the asked noun names), the number it compares or counts, and
which way a comparative ranks it ("the fastest" is the least time)."""

from __future__ import annotations

import re
from typing import Literal

from assistant.tables.reading import PERSON_HEADER, SPAN_HEADER, forms, people_columns, related
from assistant.tables.table import NUMERIC_SAMPLE, Table, moment

# Comparatives that name what is measured without naming the column ("heavier": Weight).
_MEASURED_BY = [
    (r"\b(?:heavier|heaviest|lighter|lightest|weighs?)\b", r"weight|\bkg\b|\blbs?\b"),
    (r"\b(?:taller|tallest|shorter|shortest)\b", r"elevation|altitude|height|\bcm\b|\bft\b"),
    (r"\b(?:longer|longest|shorter|shortest|lasts?|lasted|long)\b", r"length|duration|time|distance|\bminutes\b|\bmins\b|\bhours\b|\bhrs\b"),
    (r"\b(?:older|oldest|younger|youngest|years? old|aged?)\b", r"\bage\b|born|birth"),
    (r"\b(?:faster|fastest|slower|slowest|quickest)\b", r"time|speed|km/h|mph"),
    (r"\b(?:richer|richest|poorer|poorest)\b", r"wealth|worth|income|gdp"),
    (r"\b(?:populous|populated|people live)\b", r"population|inhabitants|pop\."),
    (r"\bhow (?:big|large|small)\b", r"\bsize\b"),
    (r"\bhow old\b", r"\bage\b"),
    (r"\bhow (?:tall|high)\b", r"height|elevation|altitude"),
    (r"\bhow heavy\b", r"weight"),
    (r"\b(?:how deep|deeper|deepest)\b", r"depth"),
]
# Comparatives whose "more" is a smaller number in these columns: the fastest has the least
# time, the oldest the greatest age (and the youngest the least).
_SMALLER_IS_MORE = [(r"\b(?:faster|fastest|quicker|quickest)\b", r"time|duration"),
                    (r"\b(?:older|oldest|younger|youngest)\b", r"\bage\b")]


def ranked_by(question: str, table: Table, by: int, most: bool) -> Literal["argmax", "argmin"]:
    """argmax or argmin: the comparative's direction, turned round where the column counts the other way."""
    flip = any(re.search(words, question, re.I) and re.search(header, table.header[by], re.I) for words, header in _SMALLER_IS_MORE)
    return "argmax" if most != flip else "argmin"


def related_columns(question: str, table: Table, avoid: set[int]) -> list[tuple[float, int]]:
    """Columns whose header words the question uses, in the same or a related form ("weighs"
    names "Weight", "membership" names "Members"), best first: (share of the header said, index)."""
    asked = [w for w in forms(question) if len(w) > 2]
    scored = []
    for i, header in enumerate(table.header):
        said = forms(header)
        if i in avoid or not said:
            continue
        hits = sum(any(a == w or (len(w) > 3 and related(a, w)) for a in asked) for w in said)
        if hits:
            scored.append((hits / len(said), i))
    return sorted(scored, key=lambda x: (-x[0], x[1]))


ASKED = re.compile(r"\b(?:which|what)\s+(?:is |was |are |were )?(?:the )?(\w+)", re.I)
# A column of dates or years names when a row was; a "Time" column is as often a race's
# time, a measure to rank by ("the fastest time"), so it is a date column only for "when".
_CALENDAR_WORDS = "date|year|season|dates|when|day"
DATE_HEADER = re.compile(rf"\b(?:{_CALENDAR_WORDS}|time)\b", re.I)
CALENDAR_HEADER = re.compile(rf"\b(?:{_CALENDAR_WORDS})\b", re.I)


_TIME_CELL = re.compile(r"\s*\d{1,2}[:.]\d{2}(?:\s*[ap]\.?m\.?)?\s*|\s*\d{1,2}\s*[ap]\.?m\.?\s*", re.I)


def _holds_times(table: Table, column: int) -> bool:
    """Most of the column's cells are clock times ("8:30", "5 pm") or dates."""
    cells = [row[column] for row in table.rows[:NUMERIC_SAMPLE] if column < len(row) and row[column].strip()]
    timed = sum(1 for cell in cells if _TIME_CELL.fullmatch(cell) or moment(cell) is not None)
    return bool(cells) and timed * 2 > len(cells)


def answer_column(question: str, table: Table, avoid: set[int]) -> int | None:
    """The column whose cell answers the question: a name for "who", a date for "when",
    the column the noun after "which/what" names, else the best named text column, else the
    column that names the rows."""
    numeric = set(numeric_of(table))
    named = related_columns(question, table, avoid)
    if re.match(r"\s*(?:who|whom|whose)\b", question, re.I) or re.search(r"\bname of\b", question, re.I):
        words = [i for _, i in named if i not in numeric]  # "who was the home team": Home
        # "the name of the last train": Train Name, not Train No.
        titled = [i for i in words if re.search(r"\bname\b", table.header[i], re.I)]
        if re.search(r"\bname of\b", question, re.I) and titled:
            return titled[0]
        people = _people_column(table, avoid)
        if re.match(r"\s*(?:who|whom|whose)\b", question, re.I) and people is not None and people not in words[:1] \
                and not any(PERSON_HEADER.search(table.header[i]) for i in words):
            return people  # "who was the youngest to receive this award": Name, not Awarding Age
        return words[0] if words else label_column(table, avoid)
    if re.match(r"\s*where\b", question, re.I):
        places = [i for i in range(len(table.header)) if i not in avoid
                  and re.search(r"venue|location|site|city|place|stadium|country|where|town|ground|arena|state", table.header[i], re.I)]
        if places:
            return places[0]
    if re.match(r"\s*how long\b", question, re.I):
        # "how long is track 11", "how long did it take X to finish": a time or length cell.
        spans = [i for i in range(len(table.header)) if i not in avoid
                 and SPAN_HEADER.search(table.header[i])]
        if spans:
            return spans[0]
    asked = ASKED.search(question)
    if re.match(r"\s*when\b", question, re.I) or (asked and asked[1].lower() in ("time", "date", "day")):
        dated = [i for i in range(len(table.header)) if i not in avoid and DATE_HEADER.search(table.header[i])]
        if dated:
            return dated[0]
        # "When does the Berlin office close?" over office,city,opens,closes: the column the
        # question names whose cells are times or dates (Closes), not the one that names the
        # row's kind (Office).
        timed = [i for _, i in named if _holds_times(table, i)]
        return timed[0] if timed else label_column(table, avoid)
    if asked:
        hits = noun_columns(asked[1], table, avoid)
        if hits:
            return hits[0]
        if asked[1].lower() in ("year", "season"):
            dated = [i for i in range(len(table.header)) if i not in avoid and DATE_HEADER.search(table.header[i])]
            if dated:
                return dated[0]
    return named[0][1] if named else label_column(table, avoid)


def _people_column(table: Table, avoid: set[int]) -> int | None:
    """The one column headed as people's names ("Name", "Driver", "Winner"), if there is one."""
    headed = [i for i in people_columns(table) if i not in avoid]
    return headed[0] if len(headed) == 1 else None


# Headers that name the same thing as the asked noun under another word.
_SAME_THING = {"country": {"nation", "nationality"}, "nation": {"country", "nationality"},
               "nationality": {"nation", "country"}}


def noun_columns(noun: str, table: Table, avoid: set[int]) -> list[int]:
    """Columns whose header names the noun ("countries": Country, Nation), in order."""
    said = forms(noun)
    said |= {other for w in said for other in _SAME_THING.get(w, ())}
    return [i for i in range(len(table.header)) if i not in avoid
            and any(a == w or related(a, w) for a in said for w in forms(table.header[i]))]


def numeric_of(table: Table) -> list[int]:
    return sorted(table.numeric_columns)


def label_column(table: Table, avoid: set[int]) -> int | None:
    """The column that names a row: the first column of words (not numbers, dates or
    scores) not in `avoid`; else the first text column."""
    numeric = set(numeric_of(table))
    text = [i for i in range(len(table.header)) if i not in avoid and i not in numeric]
    sample = table.rows[:NUMERIC_SAMPLE]
    for i in text:
        cells = [row[i] for row in sample if row[i].strip()]
        # A label names every row: a notes column, blank in most, does not.
        if cells and len(cells) >= 0.8 * len(sample) and sum(not re.search(r"\d", c) for c in cells) >= 0.8 * len(cells):
            return i
    return text[0] if text else None


def measured_column(question: str, table: Table, candidates: list[int]) -> int | None:
    """The one candidate column headed by what the question's words measure ("how big": Size,
    "how old": Age), or None."""
    for words, headers in _MEASURED_BY:
        if re.search(words, question, re.I):
            meant = [i for i in candidates if re.search(headers, table.header[i], re.I)]
            return meant[0] if len(meant) == 1 else None
    return None


def value_column(question: str, table: Table, avoid: set[int], *, percent: bool = False, duration: bool = False) -> int | None:
    """The numeric column the question is about: named, else the only one, else none (with
    `percent`, among the columns of percentages, when there are any; with `duration`, a
    column of times, when one is headed so)."""
    numeric = [i for i in numeric_of(table) if i not in avoid]
    if duration:
        timed = [i for i in numeric if re.search(r"\b(?:time|duration)\b", table.header[i], re.I)]
        if len(timed) == 1:
            return timed[0]
    for words, headers in _MEASURED_BY:
        if re.search(words, question, re.I):
            meant = [i for i in numeric if re.search(headers, table.header[i], re.I)]
            if meant:
                return meant[0]
    if percent:
        shares = [i for i in numeric if "%" in table.header[i] or any(c.strip().endswith("%") for c in table.column(i)[:20])]
        numeric = shares or numeric
    ranked = [x for x in related_columns(question, table, avoid) if x[1] in numeric]
    if ranked:
        return ranked[0][1]  # the best named; among equals, the leftmost
    measures = [i for i in numeric if not re.fullmatch(r"\W*(?:#|no\.?|n°|rank|pos\.?|position|year|season)\W*", table.header[i], re.I)]
    return measures[0] if len(measures) == 1 else None
