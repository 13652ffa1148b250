"""The offline engine's best guess at a table query the rules could not read plainly:
comparisons of two named rows ("A or B"), differences, counts with a numeric condition,
the row after or before one, and lookups whose column is implied. The grade a guess
carries (GUESS, LAST_RESORT) is a feature, not the confidence shown: the offline engine
scores each guess by its evidence (`assistant/tables/confidence.py`), and stands behind it
only from the learned threshold up; below it, the reply is shown with the cells it came from,
marked unsure."""

from __future__ import annotations

import re
from typing import Literal

from assistant.tables.columns import (
    ASKED,
    CALENDAR_HEADER,
    DATE_HEADER,
    answer_column,
    label_column,
    noun_columns,
    numeric_of,
    ranked_by,
    related_columns,
    value_column,
)
from assistant.tables.mentions import (
    GENERIC,
    NOT,
    all_mentions,
    keys_of,
    named_pair,
    negated,
    negated_before,
    numbers_named,
    partial_mentions,
    widened,
)
from assistant.tables.query import BLANK, Comparison, Condition, TableQuery, execute
from assistant.tables.reading import (
    HOW_LONG_SERVED,
    MAX_CELLS,
    OPERATION_WORDS,
    Reading,
    clean,
    forms,
    rows_kept,
    value_of_extreme,
    without_full_stop,
)
from assistant.tables.table import DATE_WRITTEN, NUMERIC_SAMPLE, YEAR_WRITTEN, Table, moment, number

GUESS = 0.3
LAST_RESORT = 0.2

_MORE = re.compile(r"\b(?:more|most|higher|highest|larger|largest|bigger|biggest|greater|greatest|taller|tallest|longer|"
                   r"deeper|deepest|wider|widest|richer|richest|"
                   r"longest|heavier|better|best|faster|fastest|quicker|quickest|later|latest|newer|newest|younger|youngest|top)\b", re.I)
_LESS = re.compile(r"\b(?:less|least|fewer|fewest|lower|lowest|smaller|smallest|shorter|shortest|lighter|worse|worst|"
                   r"slower|earlier|earliest|older|oldest|bottom)\b", re.I)
_ORDER_FIRST = re.compile(r"\b(?:first|earlier|earliest|before|sooner|previous(?:ly)?)\b", re.I)
_ORDER_LAST = re.compile(r"\b(?:last|later|latest|after|next)\b", re.I)
_HOW_MANY = re.compile(r"^\s*(?:how many|in how many|what (?:is|was|are|were) (?:the )?(?:total )?number of|the (?:total )?number of|"
                       r"number of|total number of|what (?:is|was|are) the (?:total )?(?:amount|count) of|what number of|"
                       r"(?:tell|give|show) (?:me |us )?the (?:total )?number of)\b", re.I)
_DIFFERENCE = re.compile(r"\b(?:how (?:many|much) (?:more|less|fewer|longer|shorter|higher|lower|bigger|smaller|older|younger)|"
                         r"difference)\b", re.I)
_NEXT = re.compile(r"\b(?:after|next|following|below|succeeded|followed)\b", re.I)
_PREVIOUS = re.compile(r"\b(?:before|previous|preceding|above|preceded|prior)\b", re.I)
_COMPARE = [  # (words, comparison): the phrase before a number in the question
    (r"(?:more than|over|above|greater than|higher than|larger than|exceed(?:ed|s|ing)?|bigger than|taller than|longer than|"
     r"heavier than|wider than|deeper than|further than|farther than)", ">"),
    (r"(?:at least|or more|minimum of|no less than)", ">="),
    (r"(?:less than|under|below|fewer than|lower than|smaller than|shorter than|lighter than|narrower than)", "<"),
    (r"(?:at most|or less|or fewer|no more than|maximum of)", "<="),
]
_NUMBER_AFTER = r"\s+(?:\$|€|£)?(\d[\d,.:]*%?)"  # 10,000 · 12.5% · 35:00 (a duration)


_SINCE = [(rf"\b(?:since|from)\s+({YEAR_WRITTEN})\b(?!\s*[-–])", ">="), (rf"\bafter\s+({YEAR_WRITTEN})\b", ">"),
          (rf"\b(?:before|prior to|earlier than)\s+({YEAR_WRITTEN})\b", "<"), (rf"\buntil\s+({YEAR_WRITTEN})\b", "<=")]


def _years_limit(question: str, table: Table) -> Condition | None:
    """"since 1982", "before 1990": a condition on the table's column of years."""
    for words, op in _SINCE:
        match = re.search(words, question, re.I)
        if match:
            dated = [i for i in numeric_of(table) if DATE_HEADER.search(table.header[i])]
            return Condition(column=dated[0], value=match[1], op=op) if dated else None  # type: ignore[arg-type]
    return None


_WHEN = [(r"\b(?:after|later than|following)\s+(?:the\s+)?", ">"), (r"\bsince\s+(?:the\s+)?", ">="),
         (r"\b(?:before|prior to|earlier than)\s+(?:the\s+)?", "<"), (r"\buntil\s+(?:the\s+)?", "<=")]


def _date_limit(question: str, table: Table) -> Condition | None:
    """"after 14 August 2013", "before November 2007": a condition on the column of dates,
    unless a cell is that date and no count is asked (then it names a row: "the game before
    August 10, 2004" is the row before it)."""
    for words, op in _WHEN:
        said = re.search(words + f"({DATE_WRITTEN})", question, re.I)
        if said is None:
            continue
        day = moment(said[1])
        for i in range(len(table.header)):
            cells = [row[i] for row in table.rows[:NUMERIC_SAMPLE] if row[i].strip()]
            if i in table.numeric_columns or not cells or sum(moment(c) is not None for c in cells) < 0.8 * len(cells):
                continue
            if not _HOW_MANY.search(question) and any(moment(row[i]) == day for row in table.rows):
                return None
            return Condition(column=i, value=said[1], op=op)  # type: ignore[arg-type]
        return None
    return None


def _threshold(question: str) -> tuple[Comparison, str] | None:
    for words, op in _COMPARE:
        match = re.search(words + _NUMBER_AFTER, question, re.I)
        if match is None:
            match = re.search(_NUMBER_AFTER.strip(r"\s+") + r"\s+" + words, question, re.I)  # "10 or more"
        if match:
            said: Comparison = _OPPOSITE[op] if negated_before(question, match.start()) else op  # type: ignore[assignment]
            return said, match[1].rstrip(".,")
    return None


def _counted_in(question: str, table: Table, used: set[int], value: str) -> int | None:
    """The numeric column the words right after a threshold name ("more than 200,000 *popular
    votes*"), when they name one plainly: they say what was counted better than the rest of
    the question ("how many elections": Election is not what is compared)."""
    after = re.search(re.escape(value) + r"\s+((?:[a-z%/'-]+\s*){1,3})", question, re.I)
    if after is None:
        return None
    # "200,000 popular votes" is not "% of popular votes"; "5% of the votes" is not Votes
    # (the percent case is left to value_column, which looks among the percentages).
    if value.endswith("%"):
        return None
    numeric = {i for i in numeric_of(table) if not re.search(r"%|percent", table.header[i], re.I)}
    named = [(share, i) for share, i in related_columns(after[1], table, used) if i in numeric]
    return named[0][1] if named and named[0][0] >= 0.5 else None


_OPPOSITE: dict[str, Comparison] = {">": "<=", ">=": "<", "<": ">=", "<=": ">", "=": "!="}


_TIME_UNIT = r"\s*(seconds?|secs?|minutes?|mins?|hours?|hrs?)\b"


def _in_units(question: str, value: str, table: Table, column: int) -> str:
    """"at least 4 minutes" against a column of times written "4:26": the number as a
    duration ("4:00", 240 seconds), as the column's cells are compared. Against plain
    numbers it stays as said."""
    unit = re.search(rf"\b{re.escape(value)}{_TIME_UNIT}", question, re.I)
    if unit is None or not re.fullmatch(r"\d+", value) or not any(":" in c for c in table.column(column)[:NUMERIC_SAMPLE]):
        return value
    return {"s": f"0:{int(value):02d}", "m": f"{value}:00", "h": f"{value}:00:00"}[unit[1][0].lower()]


_CHOICE = re.compile(r"\b(more|above|higher|over|greater|bigger|larger|longer|taller|better|after|later)\s+or\s+"
                     r"(less|fewer|below|lower|under|smaller|shorter|worse|before|earlier)\b|"
                     r"\b(less|fewer|below|lower|under|smaller|shorter|worse|before|earlier)\s+or\s+"
                     r"(more|above|higher|over|greater|bigger|larger|longer|taller|better|after|later)\b", re.I)
_YES_NO = re.compile(r"\s*(?:is|was|did|does|do|were|are|has|have|had)\b", re.I)
_RANKED = re.compile(r"\b(?:rank|ranking|pos\.?|position|place|placing)\b", re.I)
_HOLDS = {">": ("yes", "no", "no"), ">=": ("yes", "no", "yes"), "<": ("no", "yes", "no"), "<=": ("no", "yes", "yes")}


def _compare(question: str, table: Table, mentions: list[Condition], pair: list[Condition] | None,
             threshold: tuple[Comparison, str] | None, measured: int | None) -> TableQuery | None:
    """"Did A score more or less than B?", "was A ranked above or below B?", "did A win above
    10 medals?": one row's number against another's, or against the question's number."""
    choice, yes_no = _CHOICE.search(question), _YES_NO.match(question)
    if not (choice or yes_no) or (not choice and pair is not None and re.search(r"\bor\b", question, re.I)):
        return None  # "does A or B have the most": one of them, not yes or no
    if pair is not None:
        column = value_column(question, table, {pair[0].column})
        rows: dict[str, object] = {"any_of": pair}
    elif mentions and threshold is not None and measured is not None:
        column, rows = measured, {"where": mentions[:1], "than": threshold[1]}
    else:
        return None
    if column is None:
        return None
    if choice:
        big, small = (choice[1], choice[2]) if choice[1] else (choice[4], choice[3])
        if _RANKED.search(table.header[column]) and re.fullmatch(r"above|higher|better|before|earlier", big, re.I):
            big, small = small, big  # rank 1 is above rank 2
        words = (big.lower(), small.lower(), "the same")
    elif pair is None:
        words = _HOLDS[threshold[0]]  # type: ignore[index]
    elif _MORE.search(question) and not _LESS.search(question):
        words = ("yes", "no", "no")
    elif _LESS.search(question) and not _MORE.search(question):
        words = ("no", "yes", "no")
    elif re.search(r"\bsame\b", question, re.I):
        words = ("no", "no", "yes")
    else:
        return None
    return TableQuery(operation="compare", column=column, words=words, **rows)  # type: ignore[arg-type]


# "which players ...", "what years ...", "list the ...", "who were ...": every row that
# qualifies is asked for, not one.
_PLURAL_ASK = re.compile(r"^\s*(?:(?:in\s+)?(?:which|what)\s+(?:(?:two|three|four|five|all)\s+)?(?:[a-z]+[^s\W]\s+)?(?!(?:is|was|has|does|this|its|us|his|"
                         r"yes|less|series|status|news|plus)\b)\w+[^s\W]?s\b(?<!ss)|(?:list|name)\s+(?:all\s+)?(?:of\s+)?the\b|"
                         r"who\s+(?:were|are)\b)", re.I)


def _listed(question: str, table: Table, mentions: list[Condition], limit: list[Condition], used: set[int]) -> TableQuery | None:
    """"Which game sites had an attendance lower than 50,000": the cells of every row kept, when
    the question asks for several (a plural) and says which rows (a threshold, or a named
    value with no superlative or order word); None unless 2 to MAX_LISTED values remain."""
    if not _PLURAL_ASK.search(question) or not (limit or mentions):
        return None
    if not limit and (_MORE.search(question) or _LESS.search(question) or _ORDER_FIRST.search(question)
                      or _ORDER_LAST.search(question)):
        return None
    column = answer_column(question, table, used)
    if column is None:
        return None
    query = TableQuery(operation="list", column=column, where=[*mentions, *limit])
    return query if execute(query, table) is not None else None


# "Which clubs have no nickname listed", "how many ranks have no name": the rows whose cell in
# the column named after the negation is blank (or a dash).
_NO_VALUE = re.compile(r"\b(?:no|without(?:\s+an?|\s+any)?|(?:do|does|did)(?:n't|\s+not)\s+have\s+(?:an?|any)?|missing(?:\s+an?)?|"
                       r"lacking(?:\s+an?)?)\s+((?:\w+\s+){0,2}\w+)", re.I)


def _blank_conditions(question: str, table: Table, used: set[int]) -> list[Condition]:
    said = _NO_VALUE.search(question)
    if said is None:
        return []
    for word in said[1].split():
        for column in noun_columns(word, table, used):
            empty = Condition(column=column, value="", op="empty")
            if 0 < sum(empty.holds(row[column]) for row in table.rows) < len(table.rows):
                return [empty]
    return []


_COUNTED_NOUN = re.compile(r"\b(?:most|fewest|least)\s+(?:number of\s+|amount of\s+)?(\w+)", re.I)


def _counts_rows(question: str, table: Table, avoid: set[int]) -> bool:
    """"Which year saw the most ships produced", "which month had the fewest games": things
    no column names, counted as the rows that hold each value, not a number column's size."""
    noun = _COUNTED_NOUN.search(question)
    if noun is None or not re.fullmatch(r"\w+[^s\W]s", noun[1], re.I):
        return False
    numeric = set(numeric_of(table)) - avoid
    return not noun_columns(noun[1], table, avoid) and not any(i in numeric for _, i in related_columns(question, table, avoid))


_EXCEPT = re.compile(r"\b(?:other than|besides|except(?: for)?|aside from|apart from|excluding|not counting)\s+(?:the\s+)?", re.I)


def _excluded(question: str, mentions: list[Condition]) -> Condition | None:
    """The value an "other than X" puts aside: the named value right after those words."""
    said = _EXCEPT.search(question)
    if said is None:
        return None
    rest = " " + clean(question[said.end():].lower()) + " "
    starting = [m for m in mentions if any(rest.startswith(f" {k} ") for k in keys_of(m.value))]
    return starting[0] if starting else None


_NEGATED = re.compile(rf"{NOT}|\bno\b", re.I)


def _options(question: str, mentions: list[Condition]) -> list[Condition]:
    """The named values on either side of an "or" ("..., La Tropicale or Boucle du Coton?")."""
    said = " " + clean(question.lower()) + " "
    ors = [i for i in range(len(said)) if said.startswith(" or ", i)]
    found = []
    for m in mentions:
        for key in sorted(keys_of(m.value), key=len, reverse=True):
            at = said.find(f" {key} ")
            if at >= 0:
                end = at + len(key) + 1
                if any(end == o or at in (o + 3, o + 7) and said[o + 3:at + 1] in (" ", " the ") for o in ors):
                    found.append(m)
                break
    return found


def _choice(question: str, table: Table, mentions: list[Condition], limit: list[Condition]) -> TableQuery | None:
    """"Did Alain Prost drive a McLaren-Honda or a Ferrari in 1988": the named row's cell in the
    options' column, when it is one of them. "Which race was held in January, A or B": the
    option whose row holds the question's other words (without them, for "not"), when only
    one does."""
    options = _options(question, mentions)
    if not options:
        return None
    column = options[0].column
    subjects = [m for m in mentions if m not in options and m.column != column]
    # The row asked about is named by words; a number beside them ("in 1988") narrows it, alone
    # ("released in 2004") it is what the options are tested on.
    if any(m.column not in table.numeric_columns for m in subjects) and not _NEGATED.search(question):
        where = [m for i, m in enumerate(subjects) if m.column not in {x.column for x in subjects[:i]}]
        query = TableQuery(operation="lookup", column=column, where=[*where, *limit])
        result = execute(query, table)
        if result is not None:
            one_of_them = any(Condition(column=0, value=o.value, op="contains").holds(result.value) for o in options)
            return query if one_of_them else None
    pair = [o for o in options if o.column == column][:2]
    if len(pair) != 2:
        return None
    # The options' whole cells ("bosschaerts" is in "Francis Bosschaerts") and the headers say
    # which rows and columns, not what is asked of them.
    cells = [" ".join(row[column] for row in table.rows if o.holds(row[column])) for o in pair]
    named = {w for text in cells for w in forms(text)} | {w for h in table.header for w in forms(h)}
    rest = {w for w in forms(question) if w not in named and w not in OPERATION_WORDS and w not in GENERIC and len(w) > 2}
    rest |= set(re.findall(r"\b\d+\b", question)) - {w for o in pair for w in re.findall(r"\b\d+\b", o.value)}
    if not rest:
        return None

    def held(option: Condition) -> int:
        rows = [row for row in table.rows if option.holds(row[option.column])]
        return max((len(rest & (forms(" ".join(row)) | set(re.findall(r"\b\d+\b", " ".join(row))))) for row in rows), default=0)

    scores = [held(o) for o in pair]
    if scores[0] == scores[1]:
        return None
    chosen = pair[scores.index(min(scores) if _NEGATED.search(question) else max(scores))]
    return TableQuery(operation="lookup", column=column, where=[chosen])


_SAME_AS = re.compile(r"\bsame\s+((?:[\w'-]+\s+){0,3}?[\w'-]+)\s+as\b", re.I)


def _same_as(question: str, table: Table, mentions: list[Condition]) -> TableQuery | None:
    """"Which building has the same number of floors as the Lumber Exchange": the other rows
    whose cell, in the column the words after "same" name, is the named row's."""
    said = _SAME_AS.search(question)
    if said is None:
        return None
    after = " " + clean(question[said.end():].lower()) + " "
    anchors = [m for m in mentions if m.op == "=" and any(f" {k} " in after for k in keys_of(m.value))]
    if not anchors or rows_kept(table, anchors[:1]) != 1:
        return None
    anchor = anchors[0]
    named = [(share, i) for share, i in related_columns(said[1], table, {anchor.column}) if share >= 0.5]
    if not named:
        return None
    column = named[0][1]
    value = next(row[column] for row in table.rows if anchor.holds(row[anchor.column]))
    if not value.strip() or value.strip().lower() in BLANK:
        return None
    answer = answer_column(question[:said.start()] + question[said.end():], table, {column})
    answer = anchor.column if answer is None else answer
    where = [Condition(column=column, value=value), Condition(column=anchor.column, value=anchor.value, op="!=")]
    kept = rows_kept(table, where)
    if kept == 0:
        return None
    operation: Literal["lookup", "list", "first"] = "lookup" if kept == 1 else "list" if _PLURAL_ASK.search(question) else "first"
    return TableQuery(operation=operation, column=answer, where=where)


_TOGETHER = re.compile(r"\b(?:total|combined|altogether|in all|together|sum)\b", re.I)


def _summed_rows(question: str, table: Table, mentions: list[Condition], used: set[int]) -> TableQuery | None:
    """"How many total medals did China, Japan and South Korea collect", "the combined land
    area of A and B": the named rows' numbers added, not the rows counted."""
    if not _TOGETHER.search(question) or _DIFFERENCE.search(question) or re.search(r"\bsame\b", question, re.I):
        return None  # "the difference in total medals", "the same total GDP": not a sum
    by_column: dict[int, list[Condition]] = {}
    for m in mentions:
        if m.op == "=" and number(m.value) is None:  # "from 2011-2014" is a range of years, not two rows
            by_column.setdefault(m.column, []).append(m)
    groups = [ms for ms in by_column.values() if len(ms) >= 2]
    if len(groups) != 1:
        return None
    column = value_column(question, table, used)
    if column is None or column in by_column:
        return None
    return TableQuery(operation="sum", column=column, any_of=groups[0])


_STARTS = re.compile(r"\b(?:from|took office|start(?:ed)?|began|begin|since|appointed|entered|joined)\b", re.I)
_ENDS = re.compile(r"\b(?:to|until|till|left office|end(?:ed)?|retired|left|departed)\b", re.I)


def _how_long(question: str, table: Table, mentions: list[Condition]) -> TableQuery | None:
    """"How long did X serve": the years from the named row's start to its end, in two columns
    (Took office, Left office; From, Until) or one range ("1989–1991")."""
    if not HOW_LONG_SERVED.search(question) or not mentions:
        return None
    named = [m for m in mentions if m.column not in table.numeric_columns]
    where = [m for i, m in enumerate(named) if m.column not in {x.column for x in named[:i]}]  # one per column, together
    where = where if rows_kept(table, where) == 1 else where[:1]
    if not where or rows_kept(table, where) != 1:
        return None
    used = {m.column for m in where}
    starts = [i for i, h in enumerate(table.header) if _STARTS.search(h) and i not in used]
    ends = [i for i, h in enumerate(table.header) if _ENDS.search(h) and i not in starts and i not in used]
    candidates = [TableQuery(operation="span", column=starts[0], by=ends[0], where=where)] if starts and ends else []
    candidates += [TableQuery(operation="span", column=i, where=where) for i in range(len(table.header)) if i not in used]
    return next((q for q in candidates if execute(q, table) is not None), None)


def guess(question: str, table: Table) -> Reading | None:
    """A best-guess query, unsure, or None when not even a guess can be made."""
    question = without_full_stop(question)
    if len(table.rows) * len(table.header) > MAX_CELLS:
        return None
    threshold = _threshold(question)
    mentions = all_mentions(question, table) + numbers_named(question, table, threshold)
    mentions += partial_mentions(question, table, mentions)
    mentions = negated(question, mentions)
    used = {m.column for m in mentions}
    pair = named_pair(question, [m for m in mentions if m.op != "contains"]) or named_pair(question, mentions)
    # "under 35% of the popular vote", "more than 10,000 in attendance": a condition on a number
    # (dropped when no column is plainly the one measured).
    measured = None if threshold is None else _counted_in(question, table, used, threshold[1])
    if threshold is not None and measured is None:
        measured = value_column(question, table, used, percent=threshold[1].endswith("%"),
                                 duration=":" in threshold[1] or bool(re.search(_TIME_UNIT, question, re.I)))
    if threshold is not None and measured is not None:
        threshold = (threshold[0], _in_units(question, threshold[1], table, measured))
    limit = [] if threshold is None or measured is None else [Condition(column=measured, value=threshold[1], op=threshold[0])]
    limit += _blank_conditions(question, table, used | ({measured} if measured is not None else set()))
    dated = _date_limit(question, table)
    if dated is not None:
        day = moment(dated.value)
        # The date's own words are not another condition ("september" of "before September 2013").
        mentions = [m for m in mentions if not (m.column == dated.column and (moment(m.value) == day
                                                                              or clean(m.value) in clean(dated.value)))]
        limit.append(dated)
    years = None if dated is not None else _years_limit(question, table)
    if years is not None:
        mentions = [m for m in mentions if not (m.column == years.column and m.value.strip() == years.value)]
        limit.append(years)
    used = used | ({measured} if measured is not None else set())
    query = _same_as(question, table, mentions) or _how_long(question, table, mentions)
    compared = None if query is not None else _compare(question, table, mentions, pair, threshold, measured)
    excluded = _excluded(question, mentions)
    if query is not None or compared is not None:
        query = query or compared
    elif excluded is not None:
        # "other than Mauna Kea, name a place in Hawaii": another row's value of the same kind.
        others = [m for m in mentions if m is not excluded]
        named = [i for _, i in related_columns(question, table, used) if i != excluded.column]
        query = TableQuery(operation="first", column=excluded.column if not named else named[0],
                           where=[Condition(column=excluded.column, value=excluded.value, op="!="), *others[:1], *limit])
    elif (summed := _summed_rows(question, table, mentions, used)) is not None:
        query = summed
    elif pair is not None and _DIFFERENCE.search(question):
        column = value_column(question, table, used)
        if column is not None:
            query = TableQuery(operation="difference", column=column, any_of=pair)
    elif pair is not None and re.search(r"\bor\b", question, re.I):
        # "is A or B taller": the two rows compared; the answer is the name of the winner.
        column = pair[0].column
        more, less = _MORE.search(question), _LESS.search(question)
        # "Did A or B have more *winners*": a column of names is counted, not a number compared.
        compared_noun = re.search(r"\b(?:more|most|fewer|fewest|less|least)\s+(\w+)", question, re.I)
        by = None if compared_noun and any(i not in numeric_of(table) for i in noun_columns(compared_noun[1], table, {column})) \
            else value_column(question, table, used)
        if by is not None and bool(more) != bool(less):
            query = TableQuery(operation=ranked_by(question, table, by, bool(more)), column=column, by=by, any_of=pair)
        elif _ORDER_FIRST.search(question) or _ORDER_LAST.search(question):
            query = TableQuery(operation="first" if _ORDER_FIRST.search(question) else "last", column=column, any_of=pair)
        elif by is None and bool(more) != bool(less) and max(rows_kept(table, [m]) for m in pair) > 1:
            # "Were more concerts played in Quebec or in Ontario": no number says how many; the
            # rows do, when the named values repeat.
            query = TableQuery(operation="most_common" if more else "least_common", column=column, any_of=pair)
    elif _HOW_MANY.search(question) and re.search(r"\b(?:different|distinct|unique)\b", question, re.I):
        # "how many different poll companies are listed": the values of the column they name.
        column = answer_column(question, table, used)
        if column is not None:
            query = TableQuery(operation="distinct", column=column, where=[*mentions, *limit])
    elif _HOW_MANY.search(question):
        where = [*mentions, *limit]
        counted_noun = re.search(r"\bhow many (\w+)", question, re.I)
        by_noun = [] if counted_noun is None else [i for i in noun_columns(counted_noun[1], table, set()) if i not in numeric_of(table)]
        named_by = by_noun[0] if by_noun else None
        counted = [x[1] for x in related_columns(question, table, used) if x[1] in numeric_of(table)]
        totals = [i for i in numeric_of(table) if i not in used and re.fullmatch(r"\W*(?:total|totals|overall)\W*", table.header[i], re.I)]
        measure = counted[0] if counted else value_column(question, table, used) if mentions else None
        measure = measure if measure is not None else (totals[0] if totals else None)
        if measure is not None and mentions and not limit and rows_kept(table, mentions[:1]) == 1:
            # "how many laps did Tony Stewart complete", "how many medals did Australia win":
            # the number in that one row, not a count of rows.
            query = TableQuery(operation="lookup", column=measure, where=mentions[:1])
        elif counted and not mentions and not limit and re.search(r"\b(?:total|in all|combined|altogether|overall)\b", question, re.I):
            query = TableQuery(operation="sum", column=counted[0])  # "how many total gold medals were awarded"
        elif pair is not None:
            # "between Norway and France", "from 2004-2013": either value, or the years between.
            rest = [m for m in mentions if m not in pair] + limit
            low, high = (number(m.value) for m in pair)
            if low is not None and high is not None:
                bounds = [Condition(column=pair[0].column, value=str(min(low, high)), op=">="),
                          Condition(column=pair[0].column, value=str(max(low, high)), op="<=")]
                query = TableQuery(operation="count", where=rest + bounds)
            else:
                query = TableQuery(operation="count", where=rest, any_of=pair)
        elif where:
            query = TableQuery(operation="count", where=[widened(w, table) for w in where])
        elif re.search(r"\b(?:listed|total|in all|are there|were there|in the table|on the (?:list|chart)|altogether|represented)\b",
                       question, re.I):
            # "how many countries are listed": the different values of the column the counted
            # noun names (the rows may repeat a country); else the rows.
            query = TableQuery(operation="count") if named_by is None else TableQuery(operation="distinct", column=named_by)
    elif (listed := _listed(question, table, mentions, limit, used)) is not None:
        query = listed
    elif mentions and (_NEXT.search(question) or _PREVIOUS.search(question)):
        # "what team is next after DR Congo": the neighbour's cell in the same column, unless
        # the question names another column in full ("which driver was below X": Driver).
        anchor = mentions[0]
        in_full = [x for x in related_columns(question, table, set()) if x[0] == 1.0]
        column = anchor.column if not in_full or anchor.column in {i for _, i in in_full} else in_full[0][1]
        noun = ASKED.search(question)  # "what *country* ranks before China": Nation, not Rank
        kind = [] if noun is None else [i for i in noun_columns(noun[1], table, set())
                                        if not CALENDAR_HEADER.search(table.header[i]) or CALENDAR_HEADER.search(noun[1])]
        column = kind[0] if kind else column
        query = TableQuery(operation="next" if _NEXT.search(question) else "previous", column=column, where=[anchor])
    elif _MORE.search(question) or _LESS.search(question):
        most = bool(_MORE.search(question)) and not _LESS.search(question)
        column = answer_column(question, table, used)
        if column is not None and column in numeric_of(table) and not CALENDAR_HEADER.search(table.header[column]):
            # "which title grossed the most": Gross is what is compared; a title names the row.
            # "What was my lowest pulse?" asks for the value itself; "which month had the
            # lowest bill" for the row's label.
            by, column = column, column if value_of_extreme(question, table, column) else label_column(table, used | {column})
            if column is not None:
                query = TableQuery(operation=ranked_by(question, table, by, most), column=column, by=by, where=[*mentions[:1], *limit])
        elif column is not None:
            # "which position appears the most": how often a value fills the column, not a number.
            often = re.search(r"\b(?:appears?|appeared|listed|common|often|frequent(?:ly)?|times|occurs?|occurred)\b", question, re.I)
            by = None if often or _counts_rows(question, table, used | {column}) else \
                value_column(question, table, used | {column}, percent=bool(re.search(r"percent|%", question, re.I)))
            if by is not None:
                query = TableQuery(operation=ranked_by(question, table, by, most), column=column, by=by, where=[*mentions[:1], *limit])
            else:
                # "which make was used the least": the value that fills the fewest rows.
                query = TableQuery(operation="most_common" if most else "least_common", column=column,
                                   where=[*mentions[:1], *limit])
    elif _ORDER_FIRST.search(question) or _ORDER_LAST.search(question):
        column = answer_column(question, table, used)
        if column is not None:
            query = TableQuery(operation="first" if _ORDER_FIRST.search(question) else "last", column=column,
                               where=[*mentions[:1], *limit])
    elif mentions:
        if re.match(r"\s*(?:how (?:many|much)|what (?:number|score|total|amount))\b", question, re.I):
            column = value_column(question, table, used)
        else:
            column = answer_column(question, table, used)
        if column is not None:
            # One named value per column, together; several rows left: the first of them.
            where = [m for i, m in enumerate(mentions) if m.column not in {x.column for x in mentions[:i]}] + limit
            if rows_kept(table, where) == 0:
                where = mentions[:1]
            query = TableQuery(operation="lookup" if rows_kept(table, where) == 1 else "first", column=column, where=where)
    if query is None and re.search(r"\bor\b", question, re.I):
        query = _choice(question, table, mentions, limit)
    if query is not None and execute(query, table) is not None:
        return Reading(query, GUESS)
    return _closest_row(question, table, mentions)


def _closest_row(question: str, table: Table, mentions: list[Condition]) -> Reading | None:
    """The last resort: the cell, in the column the question asks for, of the row sharing the
    most words with the question (or the first named row). Rarely right; never sure."""
    asked = {w for w in forms(question) if len(w) > 2}
    known: dict[str, set[str]] = {}  # per distinct cell text: its words the question uses

    def shared(cell: str) -> set[str]:
        if cell not in known:
            low = cell.lower()  # a word's light form is inside the word: most cells end here
            known[cell] = forms(cell) & asked if any(w in low for w in asked) else set()
        return known[cell]

    # Most shared words; among equals, the earliest row.
    best, earliest = max(((len(set().union(*(shared(c) for c in row))), -i) for i, row in enumerate(table.rows)),
                         default=(0, 0))
    if best == 0 and not mentions:
        return None
    where = mentions[:1] if mentions and rows_kept(table, mentions[:1]) >= 1 else []
    counting = re.match(r"\s*(?:how (?:many|much)|what (?:number|score|total|amount))\b", question, re.I)
    column = value_column(question, table, set()) if counting else None
    column = column if column is not None else answer_column(question, table, {m.column for m in where})
    if column is None:
        return None
    if not where:
        cells = table.rows[-earliest]
        where = [Condition(column=i, value=cells[i]) for i in range(len(cells)) if cells[i].strip() and i != column][:1]
        if not where or rows_kept(table, where) != 1:
            return None
    query = TableQuery(operation="first", column=column, where=where)
    return Reading(query, LAST_RESORT) if execute(query, table) is not None else None
