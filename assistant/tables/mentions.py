"""The cells a table question names: whole cells ("Tyler Zeller"), words inside cells
("philanthropist"), nationalities written as the cells write them, numbers given as a row's
value, two values of one column ("A or B"), and a value the question negates ("not
Texas")."""

from __future__ import annotations

import re

from assistant.retrieval.text import STOPWORDS, light
from assistant.tables.columns import DATE_HEADER, numeric_of, related_columns
from assistant.tables.nations import names_nations, written_as
from assistant.tables.query import Comparison, Condition
from assistant.tables.reading import OPERATION_WORDS, clean, forms
from assistant.tables.table import ISO_DAY, TOTAL_ROW, YEAR_WRITTEN, Table, cell_words, days_named, number

_WITH_UNIT = re.compile(r"\d\s*[A-Za-z]{2,}\s*$")


def keys_of(cell: str) -> set[str]:
    """The ways a question names a cell: as written, without a bracketed part ("Indonesia
    (INA)", "China (CHN)") or quotes, and with plural endings dropped ("replays")."""
    text = clean(cell)
    keys = {text, clean(re.sub(r"\([^)]*\)|\[[^]]*\]", " ", cell)), clean(cell.replace('"', " "))}
    keys |= {" ".join(light(w) for w in k.split()) for k in list(keys)}
    return {k for k in keys if len(k) >= 3 and k not in STOPWORDS}


def all_mentions(question: str, table: Table) -> list[Condition]:
    """Every cell the question names (several per column), longest first, without those a
    longer one contains ("United States" hides "States"); a year in the question names its
    cell in a column of years."""
    # Both with and without "'s": "Tyler Zeller's" names "Tyler Zeller", "Gordon's" is a name.
    base = clean(question.lower())
    q = " " + base + " " + clean(re.sub(r"'s\b", "", question.lower())) + " " + " ".join(light(w) for w in base.split()) + " "
    years = set(re.findall(rf"\b({YEAR_WRITTEN})\b", question))
    days = days_named(question)
    dated = {i for i, h in enumerate(table.header) if DATE_HEADER.search(h)}
    said = set(q.split())
    seen: dict[tuple[int, str], str] = {}
    hits_of: dict[str, list[str]] = {}  # per distinct cell text: a table repeats its values
    for row in table.rows:
        for col, cell in enumerate(row):
            if not cell:
                continue
            if cell.strip() in years and col in dated:
                seen[(col, cell.strip())] = cell
                continue
            # "on 2 June" names the row dated 2027-06-02, whatever its year.
            if days and (iso := ISO_DAY.match(cell.strip())) and (int(iso[1]), int(iso[2])) in days:
                seen[(col, cell.strip())] = cell
                continue
            if cell not in hits_of:
                words = clean(re.sub(r"^\W*\([^)]*\)", " ", cell)).split()
                # A cell is named only if its first word is said: most cells end here.
                # A number is a row's value, not its name; with its unit it may be both: "what
                # vaccines are at 8 weeks?" names the rows whose age is "8 weeks".
                hits_of[cell] = [] if not words or (words[0] not in said and light(words[0]) not in said) \
                    or number(cell) is not None and not _WITH_UNIT.search(cell) or TOTAL_ROW.match(clean(cell)) \
                    else [k for k in keys_of(cell) if f" {k} " in q]
            hits = hits_of[cell]
            if hits:
                seen.setdefault((col, max(hits, key=len)), cell)
    # Longest first; one value in two columns ("Tottenham Hotspur" in For and Against): first
    # in the column the question names ("the players *for* Tottenham Hotspur").
    asked = forms(question)
    ordered = sorted(seen.items(), key=lambda kv: (-len(kv[0][1]), not forms(table.header[kv[0][0]]) & asked))
    kept: list[tuple[int, str, str]] = []
    for (col, text), cell in ordered:
        if not any(f" {text} " in f" {longer} " for _, longer, _ in kept):
            kept.append((col, text, cell))
    return [Condition(column=col, value=cell) for col, _, cell in kept]


GENERIC = frozenset("times time many much number total one two three first last game games team teams player players "
                     "year years season seasons people person listed list table chart column row".split())


def partial_mentions(question: str, table: Table, exact: list[Condition]) -> list[Condition]:
    """Words of the question that name part of a cell ("philanthropist" in "Philanthropist,
    businessman", "volvo pga" in "Volvo PGA Championship"), in a column of words: a
    "contains" condition each, longest first, at most two. Words a whole cell, a header or
    the operation accounts for are not looked for."""
    known = {w for m in exact for w in clean(m.value).split()} | {w for h in table.header for w in clean(h).split()}
    # The kind of row asked about ("which *lake*", "the smallest *prison*") is not a filter.
    # "The kettle" names a row, though: after "the", only a ranked word says the kind ("the
    # last district").
    kind = [a or b for a, b in re.findall(
        r"\b(?:which|what|whose|every|each)\s+(?:\w+est\s+|most\s+\w+\s+|least\s+\w+\s+)?(\w+)"
        r"|\b(?:the|a|an)\s+(?:\w+est|most\s+\w+|least\s+\w+|first|last|next|previous|only|top|same|other)\s+(\w+)",
        question.lower())]
    known |= set(kind) | {light(k) for k in kind}
    tokens = clean(re.sub(r"'s\b", "", question.lower())).split()
    # "May" inside the sentence is the month ("how much was exported in May?"), not the verb.
    month_may = re.search(r"(?<=[a-z] )May\b", question) is not None
    free = [(t not in STOPWORDS or (t == "may" and month_may)) and t not in OPERATION_WORDS and t not in GENERIC and t not in known
            and light(t) not in known and not any(ch.isdigit() for ch in t) and len(t) >= 3 for t in tokens]
    numeric = set(numeric_of(table))
    found: list[Condition] = []
    for n in (3, 2, 1):
        for k in range(len(tokens) - n + 1):
            if not all(free[k:k + n]) or len(found) == 2:
                continue
            phrase = " ".join(tokens[k:k + n])
            if len(phrase) < 4 and not (phrase == "may" and month_may):
                continue
            column = next((i for i, words in enumerate(table.column_words)
                           if i not in numeric and f" {phrase} " in words), None)
            # A phrase in most of a column's cells ("lake" in every lake's name) says what
            # the rows are, not which of them.
            if column is not None and table.column_words[column].count(f" {phrase} ") * 2 <= max(len(table.rows), 4):
                found.append(Condition(column=column, value=phrase, op="contains"))
                free[k:k + n] = [False] * n
    # "How many German racers": a nationality the cells write as a country or its code, in a
    # column of nations ("Germany") or beside names ("John Degenkolb (GER)"); not in every
    # row, or it says nothing about which ("the 10th Canadian Parliament" is not a filter).
    for k, token in enumerate(tokens):
        if len(found) == 2 or not free[k] and token not in kind:
            continue
        for name in written_as(light(token)):
            column = next((i for i, words in enumerate(table.column_words)
                           if i not in numeric and 0 < words.count(f" {name} ") < len(table.rows)
                           and (names_nations(table.header[i])
                                or any(f"({name})" in c.lower() for c in table.column(i)))), None)
            if column is not None:
                shown = name.upper() if len(name) == 3 else name.title()  # "GER", "United States"
                found.append(Condition(column=column, value=shown, op="contains"))
                break
    return found


def widened(condition: Condition, table: Table) -> Condition:
    """For a count, a named value that is also part of longer cells of its column
    ("Philanthropist" and "Author, philanthropist") counts those rows too."""
    if condition.op != "=" or condition.column in table.numeric_columns:
        return condition
    words = cell_words(condition.value)
    if not words or table.column_words[condition.column].count(f" {words} ") <= \
            table.column_words[condition.column].count(f"| {words} |"):
        return condition
    return Condition(column=condition.column, value=condition.value, op="contains")


def named_pair(question: str, mentions: list[Condition]) -> list[Condition] | None:
    """Two values of one column ("A or B", "between A and B"), in the question's order."""
    by_column: dict[int, list[Condition]] = {}
    for m in mentions:
        by_column.setdefault(m.column, []).append(m)
    pairs = [ms for ms in by_column.values() if len(ms) >= 2]
    if len(pairs) != 1:
        return None
    said = " " + clean(question.lower()) + " "

    def where(m: Condition) -> int:
        found = [said.find(f" {k} ") for k in keys_of(m.value)]
        return min([i for i in found if i >= 0], default=len(said))

    return sorted(pairs[0], key=where)[:2]


def numbers_named(question: str, table: Table, threshold: tuple[Comparison, str] | None) -> list[Condition]:
    """Numbers the question gives as a row's value ("his grid at 2", "160 laps"): the number
    is a cell of a column that a word beside it names."""
    found = []
    tokens = re.findall(r"[\w'%.:,-]+", question.lower())
    for k, token in enumerate(tokens):
        value = number(token.rstrip(".,"))
        if value is None or (threshold is not None and token.rstrip(".,") == threshold[1]) or re.fullmatch(YEAR_WRITTEN, token):
            continue
        near = " ".join(tokens[max(0, k - 3):k] + tokens[k + 1:k + 3])
        for _, col in related_columns(near, table, set()):
            cell = next((c for c in table.column(col) if number(c) == value), None)
            if cell is not None and table.numeric(col):
                found.append(Condition(column=col, value=cell))
                break
    return found


NOT = r"\b(?:not|never)\b|n't\b"


def negated_before(question: str, at: int) -> bool:
    """A "not" among the three words before position `at` ("did *not* score less than 7",
    "the only game *not* played in Texas")."""
    before = question[:at].split()[-3:]
    return bool(re.search(NOT, " ".join(before), re.I))


def negated(question: str, mentions: list[Condition]) -> list[Condition]:
    """A named value right after a "not" is the rows without it: "not played in Texas"."""
    if not re.search(NOT, question, re.I):
        return mentions
    said = " " + clean(question.lower()) + " "
    out = []
    for m in mentions:
        at = min([i for i in (said.find(f" {k} ") for k in keys_of(m.value)) if i >= 0], default=-1)
        negate = m.op == "=" and at >= 0 and negated_before(said, at + 1)
        out.append(Condition(column=m.column, value=m.value, op="!=") if negate else m)
    return out
