"""A small typed table query, and its exact execution by code (never a model's arithmetic,
never eval, no SQL or code text from anyone)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from fractions import Fraction
from typing import Literal

from pydantic import BaseModel, Field

from assistant.tables.table import DASHES, YEAR_WRITTEN, Table, cell_words, magnitude, moment, number, one_dash, within
from assistant.tools.calculator import terminating_decimal

Operation = Literal["lookup", "argmax", "argmin", "count", "sum", "average", "first", "last", "difference", "next", "previous",
                    "most_common", "least_common", "compare", "distinct", "list", "span"]
Comparison = Literal["=", "!=", ">", ">=", "<", "<=", "contains", "empty", "within"]
BLANK = DASHES | {"", "n/a", "na", "none", "?", "tbd", "tba"}  # what an empty cell is written as
SUM_TERMS_SHOWN = 6  # a longer sum is cited by its first cells, its last and its count
MAX_LISTED = 12  # "which players scored over 10 goals": more rows than this is not one answer to read
LIST_SEPARATOR = "; "  # cells hold commas ("September 3, 2005")


# A condition's own value is read once, not once per row it is compared with.
_value_magnitude = lru_cache(maxsize=1024)(magnitude)
_value_moment = lru_cache(maxsize=1024)(moment)


class Condition(BaseModel):
    """Rows whose cell in `column` is `value` (case and spacing aside), or, with another
    `op`, whose cell's number compares so with the number `value`."""

    column: int = Field(ge=0, description="Column index.")
    value: str = Field(description="The cell's text, or a number for a comparison.")
    op: Comparison = Field(default="=", description="= (the cell is the value), != (it is not), contains (the cell holds "
                                                     "the value's words in a row: \"GER\" in \"John Degenkolb (GER)\"), "
                                                     ">, >=, <, <= (numbers, or dates: \"after 14 August 2013\"), or empty "
                                                     "(nothing in the cell, or a dash: \"clubs with no nickname\"; the value is "
                                                     "not used), or within (the cell is a range, \"3-5\", \"6 or more\", "
                                                     "\"under 25\", that holds the number value).")

    def holds(self, cell: str) -> bool:
        if self.op == "empty":
            return cell.strip().lower() in BLANK
        if self.op in ("=", "!="):
            return same_cell(cell, self.value) == (self.op == "=")
        if self.op == "contains":
            words = cell_words(self.value)
            return bool(words) and f" {words} " in f" {cell_words(cell)} "
        if self.op == "within":
            value = _value_magnitude(self.value)
            return value is not None and within(cell, value)
        left, right = magnitude(cell), _value_magnitude(self.value)
        if left is None or right is None:
            # "after 14 August 2013": dates compare as days, when both sides are dates.
            left, right = moment(cell), _value_moment(self.value)  # type: ignore[assignment]
            if left is None or right is None:
                return False
        return {">": left > right, ">=": left >= right, "<": left < right, "<=": left <= right}[self.op]


class TableQuery(BaseModel):
    """What to compute over one table: the rows kept by `where`, then the operation."""

    operation: Operation = Field(description="lookup, argmax, argmin, count, sum, average, first, last; difference (of "
                                             "`column` between the two rows of `any_of`); next or previous (the row after or "
                                             "before the one `where` keeps); most_common or least_common (the value of "
                                             "`column` that fills the most or fewest kept rows); compare (`column` of "
                                             "the first row against the second, or against `than`); distinct (how many "
                                             "different values `column` holds in the kept rows); list (every "
                                             f"different value of `column` in the kept rows, 2 to {MAX_LISTED} of them: "
                                             "\"which players scored over 10 goals\"); span (the years from the year in "
                                             "`column` to the year in `by` in the one kept row, or between the two years of a "
                                             "range in `column`: \"how long did X serve\").")
    column: int | None = Field(default=None, ge=0, description="The column whose cell is the answer, or that is summed or averaged.")
    by: int | None = Field(default=None, ge=0, description="For argmax/argmin: the numeric column compared; for span: "
                                                           "the column of the end year.")
    where: list[Condition] = Field(default_factory=list, description="Conditions every kept row meets.")
    any_of: list[Condition] = Field(default_factory=list, description="When given, a kept row also meets one of these "
                                                                      "(\"A or B\": the rows compared).")
    than: str | None = Field(default=None, description="For compare: the number the one kept row's `column` is compared "
                                                       "with (else the second row of `any_of`).")
    words: tuple[str, str, str] = Field(default=("more", "less", "the same"), description="For compare: the answer when "
                                        "the first value is greater, smaller, equal.")


@dataclass(frozen=True)
class TableAnswer:
    value: str
    rows: tuple[int, ...]  # 0-based indices into table.rows that the value rests on
    column: str  # the header of the column the value comes from ("" for a count)
    expression: str = ""  # for aggregates: what was computed
    beside: str = ""  # the header of a second cell of the row given with the value (a day's time)


def same_cell(a: str, b: str) -> bool:
    """The test every condition uses: case, spacing and the dash in "2 – 0" aside."""
    return " ".join(one_dash(a).lower().split()) == " ".join(one_dash(b).lower().split())


def _shown(value: Fraction, grouped: bool) -> str:
    """Exact when the decimal ends ("1,740.49", a sum of money to the cent); else rounded
    (an average of three: 6 significant digits, or cents above 100,000); with thousands
    separators when the cells had them."""
    comma = "," if grouped else ""
    if value.denominator == 1:
        return f"{value.numerator:{comma}}"
    exact = terminating_decimal(value)
    if exact is not None and len(exact.partition(".")[2]) <= 12:
        whole, _, fraction = exact.partition(".")
        return f"{'-' if value < 0 else ''}{abs(int(whole)):{comma}}.{fraction}"
    number = float(value)
    return f"{number:{comma}.2f}" if abs(number) >= 100_000 else f"{number:.6g}"


_YEAR = re.compile(rf"\b({YEAR_WRITTEN})\b")


def _span(query: TableQuery, table: Table, kept: list[int], header: str) -> TableAnswer | None:
    """Years between a start and an end year of one row: two columns (Took office, Left
    office) or one range ("1989–1991"). An end that is not a year ("present") gives none."""
    if len(kept) != 1 or query.column is None:
        return None
    row = table.rows[kept[0]]
    starts = _YEAR.findall(row[query.column])
    ends = _YEAR.findall(row[query.by]) if query.by is not None else starts[1:]
    if not starts or not ends or (query.by is None and len(starts) != 2):
        return None
    start, end = int(starts[0]), int(ends[-1])
    if end < start:
        return None
    years = end - start
    return TableAnswer(f"{years} year{'' if years == 1 else 's'}", (kept[0],), header, f"{end} − {start}")


def execute(query: TableQuery, table: Table) -> TableAnswer | None:
    """The query's answer, or None when the table cannot give one (no row kept, no number,
    a tie for the highest)."""
    width = len(table.header)
    if any(c is not None and c >= width for c in (query.column, query.by)) or \
            any(w.column >= width for w in (*query.where, *query.any_of)):
        return None
    skip = table.summaries() if query.operation not in ("lookup", "next", "previous") else set()
    kept = [i for i, row in enumerate(table.rows)
            if i not in skip and all(w.holds(row[w.column]) for w in query.where)
            and (not query.any_of or any(w.holds(row[w.column]) for w in query.any_of))]
    if not kept:
        return None
    op = query.operation
    if op == "count":
        return TableAnswer(str(len(kept)), tuple(kept), "", f"count of {len(kept)} rows")
    if op == "distinct" and query.column is not None:
        different = {" ".join(table.rows[i][query.column].lower().split()) for i in kept} - DASHES - {""}
        return TableAnswer(str(len(different)), tuple(kept), table.header[query.column],
                           f"{len(different)} different values") if different else None
    if query.column is None:
        return None
    header = table.header[query.column]
    if op == "list":
        listed: dict[str, int] = {}  # each different value once, in row order
        for i in kept:
            cell = table.rows[i][query.column].strip()
            if cell and cell not in DASHES:
                listed.setdefault(" ".join(cell.lower().split()), i)
        if not 2 <= len(listed) <= MAX_LISTED:
            return None  # one value is a lookup; dozens are not an answer to read
        cells = [table.rows[i][query.column].strip() for i in listed.values()]
        return TableAnswer(LIST_SEPARATOR.join(cells), tuple(kept), header, f"{len(cells)} values")
    if op in ("next", "previous"):
        anchor = kept[-1] if op == "next" else kept[0]  # after the last of them, before the first
        i = anchor + (1 if op == "next" else -1)
        if not 0 <= i < len(table.rows) or not table.rows[i][query.column].strip():
            return None
        return TableAnswer(table.rows[i][query.column], (anchor, i), header, f"the row {'after' if op == 'next' else 'before'}")
    if op in ("most_common", "least_common"):
        counts: dict[str, list[int]] = {}
        for i in kept:
            cell = table.rows[i][query.column]
            if cell.strip() and cell.strip() not in DASHES:
                counts.setdefault(" ".join(cell.lower().split()), []).append(i)
        if len(counts) < 2:
            return None
        sizes = sorted((len(v) for v in counts.values()), reverse=op == "most_common")
        if sizes[0] == sizes[1]:
            return None  # a tie: no one answer
        rows = next(v for v in counts.values() if len(v) == sizes[0])
        return TableAnswer(table.rows[rows[0]][query.column], tuple(rows), header,
                           f"in {len(rows)} of {len(kept)} rows")
    if op == "compare":
        if query.than is not None:
            rows = kept[:1] if len(kept) == 1 else []
            other = magnitude(query.than)
        else:
            rows = [next((i for i in kept if w.holds(table.rows[i][w.column])), -1) for w in query.any_of]
            other = magnitude(table.rows[rows[1]][query.column]) if len(rows) == 2 and -1 not in rows else None
        if not rows or -1 in rows or other is None or (len(rows) == 2 and rows[0] == rows[1]):
            return None
        mine = magnitude(table.rows[rows[0]][query.column])
        if mine is None:
            return None
        word = query.words[0] if mine > other else query.words[1] if mine < other else query.words[2]
        shown = query.than if query.than is not None else table.rows[rows[1]][query.column]
        sign = ">" if mine > other else "<" if mine < other else "="
        return TableAnswer(word, tuple(rows), header, f"{table.rows[rows[0]][query.column]} {sign} {shown}")
    if op == "span":
        return _span(query, table, kept, header)
    if op == "difference":
        found = [next((i for i in kept if w.holds(table.rows[i][w.column])), None) for w in query.any_of]
        pair = [i for i in found if i is not None]
        if len(found) != 2 or len(pair) != 2 or pair[0] == pair[1]:
            return None
        a, b = (number(table.rows[i][query.column]) for i in pair)
        if a is None or b is None:
            return None
        grouped = any("," in table.rows[i][query.column] for i in pair)
        high, low = pair if a >= b else pair[::-1]  # the larger first: the expression shows what was computed
        return TableAnswer(_shown(abs(a - b), grouped), tuple(pair), header,
                           f"{table.rows[high][query.column]} − {table.rows[low][query.column]}")
    if op in ("lookup", "first", "last"):
        if op == "lookup" and len(kept) != 1:
            return None
        i = kept[-1] if op == "last" else kept[0]
        cell = table.rows[i][query.column]
        return TableAnswer(cell, (i,), header) if cell.strip() else None
    if op in ("argmax", "argmin"):
        if query.by is None:
            return None
        scored = [(magnitude(table.rows[i][query.by]), i) for i in kept]
        valued = [(v, i) for v, i in scored if v is not None]
        if not valued:
            return None
        best = max(v for v, _ in valued) if op == "argmax" else min(v for v, _ in valued)
        winners = [i for v, i in valued if v == best]
        if len(winners) != 1:
            return None
        i = winners[0]
        return TableAnswer(table.rows[i][query.column], (i,), header,
                           f"{'highest' if op == 'argmax' else 'lowest'} {table.header[query.by]}: {table.rows[i][query.by]}")
    read = [number(table.rows[i][query.column]) for i in kept]
    values = [v for v in read if v is not None]
    if len(values) != len(read):
        return None
    total = sum(values, Fraction(0))
    grouped = any("," in table.rows[i][query.column] for i in kept)
    if op == "sum":
        cells = [table.rows[i][query.column] for i in kept]
        # A long column's sum is cited by its first and last cells and its count: the answer stays readable.
        said = " + ".join(cells) if len(cells) <= SUM_TERMS_SHOWN else \
            " + ".join(cells[:SUM_TERMS_SHOWN - 1]) + f" + … + {cells[-1]}, {len(cells)} values"
        return TableAnswer(_shown(total, grouped), tuple(kept), header, said)
    return TableAnswer(_shown(total / len(values), grouped), tuple(kept), header, f"average of {len(values)} values")
