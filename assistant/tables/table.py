"""A table parsed from CSV/TSV text: a header, rows of cells, each cell's number if it is one.

Written by hand over the standard library's `csv`: pandas is 330 ms to import and, like
DuckDB's sniffer, leaves "$7,057,020", "(987)" and "12.5%" as text.
"""

from __future__ import annotations

import csv
import io
import re
from dataclasses import dataclass
from datetime import date
from functools import cached_property
from fractions import Fraction

from assistant.csv_cells import rejoined
from assistant.lexicon import MONTH, MONTH_NAMES

# A summary row ("Total", "Grand Total"): kept out of every count, ranking and sum.
TOTAL_ROW = re.compile(r"^(?:total|totals|grand total|sum|all|overall|total:)$", re.I)
NUMERIC_SAMPLE = 2_000
DASHES = frozenset({"-", "–", "—"})  # a cell that says "nothing here"
MAX_ROWS = 100_000  # read no further: a lookup in a bigger table is a job for a database
_NUMBER = re.compile(
    r"^(?P<neg>[-\u2212(])?\s*[$€£¥]?\s*(?P<int>\d{1,3}(?:[,\u202f\u00a0 ]\d{3})+|\d+)(?P<frac>\.\d+)?\s*"
    # One unit word may follow ("6,735 days", "12 kg"): not an ordinal ending, not a month.
    r"(?P<pct>%)?(?:\s*(?P<unit>(?!(?i:(?:st|nd|rd|th|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$))[A-Za-z°µ]{1,8}[23²³]?\.?))?\)?$"
)


def literal(text: str) -> str | None:
    """The number a cell holds as a plain decimal literal: "$7,057,020" -> "7057020",
    "(987)" -> "-987", "12.5%" -> "12.5"; None when it holds none (see `number`)."""
    match = _NUMBER.match(text.strip())
    if not match:
        return None
    digits = re.sub(r"[,\u202f\u00a0 ]", "", match["int"]) + (match["frac"] or "")
    return "-" + digits if match["neg"] else digits


def number(text: str) -> Fraction | None:
    """The number a cell holds, exactly: "1,238", "$7,057,020", "(987)" -> -987, "12.5%" -> 12.5,
    "13 551", with one unit after it ("6,735 days", "1,056 km2", "12 kg"); None for anything
    else ("3rd", "–", "2005–06", "12 June")."""
    digits = literal(text)
    return None if digits is None else Fraction(digits)


_BOUND = r"\$?\d[\d,]*(?:\.\d+)?"
_UNIT = r"(?:\s*(?:%|[a-z]+))?"  # "3-5 years", "0-10%"
_BETWEEN = re.compile(rf"^(?:from\s+|between\s+)?({_BOUND}){_UNIT}\s*(?:-|–|—|to|and)\s*({_BOUND}){_UNIT}$", re.I)
_AT_LEAST = re.compile(rf"^(?:({_BOUND}){_UNIT}\s*(?:\+|or more|or over|or above|or longer|or older|and (?:over|above|up|more)|plus)"
                       rf"|(?:at least|min(?:imum)?\.?|≥|>=)\s*({_BOUND}){_UNIT})$", re.I)
_ABOVE = re.compile(rf"^(?:over|above|more than|>)\s*({_BOUND}){_UNIT}$", re.I)
_AT_MOST = re.compile(rf"^(?:up to|at most|max(?:imum)?\.?|≤|<=)\s*({_BOUND}){_UNIT}$", re.I)
_BELOW = re.compile(rf"^(?:under|below|less than|fewer than|<)\s*({_BOUND}){_UNIT}$", re.I)


def span_of(text: str) -> tuple[Fraction | None, Fraction | None, bool, bool] | None:
    """The numbers a range cell covers, as (low, high, low included, high included); None
    bounds are open: "3-5 years" (3, 5), "6 or more" (6, None), "under 25" (None, 25, high
    excluded), "$10,000 to $50,000". None for a cell that is not a range ("12", "2005–06"
    is a season, not read as one: both bounds must be whole numbers in order)."""
    cell = " ".join(text.split())

    def value(bound: str) -> Fraction:
        return Fraction(bound.replace("$", "").replace(",", ""))

    if (m := _BETWEEN.match(cell)) is not None:
        low, high = value(m[1]), value(m[2])
        return (low, high, True, True) if low < high else None
    if (m := _AT_LEAST.match(cell)) is not None:
        return (value(m[1] or m[2]), None, True, False)
    if (m := _ABOVE.match(cell)) is not None:
        return (value(m[1]), None, False, False)
    if (m := _AT_MOST.match(cell)) is not None:
        return (None, value(m[1]), False, True)
    if (m := _BELOW.match(cell)) is not None:
        return (None, value(m[1]), False, False)
    return None


def within(cell: str, value: Fraction) -> bool:
    """The range a cell writes holds `value`."""
    span = span_of(cell)
    if span is None:
        return False
    low, high, low_in, high_in = span
    above = low is None or value > low or (low_in and value == low)
    below = high is None or value < high or (high_in and value == high)
    return above and below


_DURATION = re.compile(r"^(?:(?P<h>\d{1,3}):)?(?P<m>\d{1,3}):(?P<s>[0-5]\d(?:\.\d+)?)$")


def magnitude(text: str) -> Fraction | None:
    """What a cell measures, for ordering and comparing: its number, or a duration in
    seconds ("4:26" -> 266, "2:19:26" -> 8366). Sums and differences use `number` only, so a
    total of durations is never shown as a bare count of seconds."""
    value = number(text)
    if value is not None:
        return value
    match = _DURATION.match(text.strip())
    if not match:
        return None
    return Fraction(int(match["h"] or 0) * 3600 + int(match["m"]) * 60) + Fraction(match["s"])


# A year as tables write one ("1936", "2012"): a four-digit number of those centuries.
YEAR_WRITTEN = r"1[5-9]\d\d|20\d\d"
_MONTHS = {name[:3]: i for i, name in enumerate(MONTH_NAMES, 1)}  # "sep" also reads "Sept." and "September"
_MONTH = "(?:" + "|".join(_MONTHS) + r")[a-z]*\.?"
# "14 August 2013", "August 14, 2013", "2013-08-14", "November 2007" (its first day).
DATE_WRITTEN = (rf"\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH},?\s+\d{{4}}\b|\b{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}\b|"
                rf"\b\d{{4}}-\d{{2}}-\d{{2}}\b|\b{_MONTH}\s+\d{{4}}\b")
_DATE = re.compile(DATE_WRITTEN, re.I)


def moment(text: str) -> int | None:
    """The day a cell's first written date names, as a day count (for "after 14 August
    2013"), or None. Kept apart from `magnitude`: a column of dates is not a column of numbers."""
    found = _DATE.search(text)
    if found is None:
        return None
    said = found[0].lower()
    numbers = [int(n) for n in re.findall(r"\d+", said)]
    month = next((i for name, i in _MONTHS.items() if re.search(rf"\b{name}", said)), None)
    try:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", said):
            return date(numbers[0], numbers[1], numbers[2]).toordinal()
        if month is None:
            return None
        if len(numbers) == 1:
            return date(numbers[0], month, 1).toordinal()
        day, year = (numbers[0], numbers[1]) if numbers[1] > 31 else (numbers[1], numbers[0])
        return date(year, month, day).toordinal()
    except ValueError:
        return None  # "31 February 2001"


_NUMBER_DASH = re.compile(r"(?<=\d)\s*[-‐‑‒–—]\s*(?=\d)")


def one_dash(text: str) -> str:
    """"2 – 0", "2–0" and "2-0" written one way ("2-0"): a score or range as a question types it."""
    return _NUMBER_DASH.sub("-", text)


def cell_words(text: str) -> str:
    """A cell's words, lower-cased, one space apart: what a "contains" condition matches within."""
    return " ".join(re.findall(r"\w+", text.lower()))


def source_of(table_id: str) -> str:
    """The document or attachment a table's id names: "rota.md" of "rota.md#table1"."""
    return table_id.split("#table")[0]


@dataclass(frozen=True)
class Table:
    id: str  # the document (or attachment) it came from
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    # The heading a document sets right above a table inside it ("# Catch-up clinics"): what its
    # rows are, as a CSV file's name says it of its own.
    caption: str = ""

    @property
    def source(self) -> str:
        """The document or attachment the table is in: "rota.md" of "rota.md#table1"."""
        return source_of(self.id)

    def summaries(self) -> set[int]:
        """Rows that sum up the others (a cell says "Total")."""
        return set(self._summaries)

    @cached_property
    def _summaries(self) -> frozenset[int]:
        return frozenset(i for i, row in enumerate(self.rows) if any(TOTAL_ROW.match(cell.strip()) for cell in row))

    def column(self, index: int) -> list[str]:
        return [row[index] for row in self.rows]

    def numbers(self, index: int) -> list[Fraction | None]:
        return [number(cell) for cell in self.column(index)]

    def numeric(self, index: int) -> bool:
        """Most of the column's filled cells are numbers."""
        return index in self.numeric_columns

    @cached_property
    def column_words(self) -> tuple[str, ...]:
        """Per column, its cells' words (see `cell_words`) between " | " marks: one string
        searched for a phrase in any of its cells at once."""
        found = []
        for i in range(len(self.header)):
            # One pass of the regex over the whole column, not one per cell: the same words.
            text = re.sub(r"[^\w\n]+", " ", "\n" + "\n".join(row[i] for row in self.rows).lower() + "\n")
            found.append(re.sub(r" ?\n ?", "\n", text).replace("\n", " | "))
        return tuple(found)

    @cached_property
    def subject(self) -> str | None:
        """What every row is about, when the file is named after it: a cell that is the same on
        every row and whose words the file's name holds ("Product B" in every row of
        product_b_spreadsheet.csv). Such a table answers questions about that subject only."""
        if len(self.rows) < 2:
            return None
        named = set(re.findall(r"[a-z0-9]+", re.split(r"[\\/]", self.source)[-1].lower()))
        for index in range(len(self.header)):
            cell = self.rows[0][index].strip()
            said = re.findall(r"[a-z0-9]+", cell.lower())
            if (said and number(cell) is None and set(said) <= named
                    and all(row[index].strip() == cell for row in self.rows)):
                return cell
        return None

    @cached_property
    def numeric_columns(self) -> frozenset[int]:
        """The columns most of whose filled cells are numbers (worked out once per table)."""
        found = set()
        for index in range(len(self.header)):
            # The first NUMERIC_SAMPLE rows decide: a column does not change its kind further down.
            filled = [row[index] for row in self.rows[:NUMERIC_SAMPLE] if row[index].strip() and row[index].strip() not in DASHES]
            if filled and sum(magnitude(cell) is not None for cell in filled) >= 0.8 * len(filled):
                found.add(index)
        return frozenset(found)


def _from_rows_text(text: str, table_id: str) -> Table | None:
    """The table a CSV file became when it was read as a document ("Rank: 1; Nation: Brazil."
    per row, empty cells left out): a file attached with -f arrives so."""
    lines = [line for line in text.splitlines() if line.strip()]
    if len(lines) < 2 or not all(line.endswith(".") and _PAIR.match(line) for line in lines[:50]):
        return None
    header: dict[str, None] = {}
    rows = []
    for line in lines[:MAX_ROWS]:
        cells = {}
        for part in line[:-1].split("; "):
            key, sep, value = part.partition(": ")
            if not sep or key in cells:
                return None  # a "; " inside a cell: not the loader's rows
            cells[key] = value
            header.setdefault(key)
        rows.append(cells)
    first = list(rows[0])
    if len(first) < 2 or len(header) > 2 * len(first) or sum(2 * len(set(first) & set(r)) >= len(first) for r in rows) < 0.8 * len(rows):
        return None  # a glossary ("Term: meaning.") is not a table
    keys = tuple(header)
    return Table(table_id, keys, tuple(tuple(r.get(k, "") for k in keys) for r in rows))


_PAIR = re.compile(r"^[^;:\n]{1,80}: ")


def parse(text: str, table_id: str) -> Table | None:
    """The table `text` holds, or None when it is not one: at least two columns, a header
    and two rows, and most rows as wide as the header."""
    rows_text = _from_rows_text(text, table_id)
    if rows_text is not None:
        return rows_text
    head = text[:4096]
    lines = [line for line in head.splitlines() if line.strip()]
    if len(lines) < 3:
        return None
    delimiter = max(",\t;|", key=lambda d: sum(line.count(d) for line in lines))
    if sum(line.count(delimiter) for line in lines) < len(lines) // 2:
        return None  # prose with a comma here and there
    # Some exporters escape a quote inside a quoted cell as \" (not ""): read those as quotes.
    escaped = '\\"' in head
    reader = csv.reader(io.StringIO(text), delimiter=delimiter, escapechar="\\" if escaped else None)
    try:
        rows = [[" ".join(cell.split()) for cell in row] for _, row in zip(range(MAX_ROWS + 1), reader) if any(row)]
    except csv.Error:
        return None
    if len(rows) < 3:
        return None
    width = len(rows[0])
    rows = [rows[0], *(rejoined(row, width) for row in rows[1:])]
    if width < 2 or sum(len(row) == width for row in rows) < 0.8 * len(rows):
        return None
    body = tuple(tuple((row + [""] * width)[:width]) for row in rows[1:])
    return Table(table_id, tuple(rows[0]), body)


# A day as a table of dates writes it, and as a question names it.
ISO_DAY = re.compile(r"^\d{4}-(\d\d)-(\d\d)$")
_DAY_MONTH = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({MONTH})\b|\b({MONTH})\s+(\d{{1,2}})(?:st|nd|rd|th)?\b", re.IGNORECASE)


def days_named(question: str) -> set[tuple[int, int]]:
    """(month, day) of each day the question names with its month's name: "on 2 June", "June 2nd"."""
    return {(MONTH_NAMES.index((m[2] or m[3]).lower()) + 1, int(m[1] or m[4])) for m in _DAY_MONTH.finditer(question)}


# A month as a table of months writes it ("2027-03"), and as a question names it ("in March"; a
# lower-case "may" is the verb).
ISO_MONTH = re.compile(r"^\d{4}-(\d\d)$")
_MONTH_NAMED = re.compile(rf"\b({MONTH})\b", re.IGNORECASE)


def months_named(question: str) -> set[int]:
    """Each month the question names by its name alone, not as a day's ("on 2 June")."""
    if _DAY_MONTH.search(question):
        return set()
    return {MONTH_NAMES.index(m[1].lower()) + 1 for m in _MONTH_NAMED.finditer(question) if m[1] != "may"}
