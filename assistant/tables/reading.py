"""The offline engine's reading of a question as a table query: rules over the question's
words and the table's headers and cells. It reads only what it can read plainly (a value
named in a row, a column named by its header, one operation word); anything else is None,
and the question goes to the text path, which shows table rows as unsure."""

from __future__ import annotations

import datetime
import os
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from assistant.engines.offline.numbers import COUNT_WORD
from assistant.lexicon import CLOCK_TIME, CODE, FREQUENCY, LIST_ASK, MONTH_NAMES, MONTH_WRITTEN, OPEN_OR_SHUT, WEEKDAY, WHAT_TIME
from assistant.retrieval.names import name_words
from assistant.retrieval.slots import FILE_NAME
from assistant.retrieval.text import STOPWORDS, doers, irregular_forms, light, ordinal, stem, words
from assistant.tables.query import Condition, TableAnswer, TableQuery, execute, same_cell
from assistant.tables.table import ISO_DAY, ISO_MONTH, TOTAL_ROW, Table, days_named, months_named, number, one_dash, span_of

_MOST = re.compile(r"\b(?:most|highest|largest|greatest|biggest|maximum|max|top|longest|tallest|oldest|latest|priciest|dearest)\b", re.I)
_LEAST = re.compile(r"\b(?:least|lowest|smallest|fewest|minimum|min|shortest|youngest|earliest|cheapest)\b", re.I)
# A superlative of price compares the price column, whatever word follows it ("the cheapest plan").
_PRICED = re.compile(r"\b(?:cheapest|priciest|dearest|most expensive|least expensive)\b", re.I)
_PRICE_HEADER = re.compile(r"\b(?:price|cost|fee|rate|usd|eur|gbp)\b", re.I)
_COUNT = re.compile(r"^\s*(?:how many|what is the (?:total )?number of|the (?:total )?number of|number of|total number of)\b", re.I)
_HOW_MANY_OF = re.compile(r"\bhow many (\w+)", re.I)
_FIRST_LAST = re.compile(r"\b(first|last)\b", re.I)
# ... but "how long does the battery last?" asks how long it lasts, of no row.
_HOW_LONG_IT_LASTS = re.compile(r"\s*how long\b(?!.*\b(?:the|its|their) (?:first|last)\b).*\blasts?\b", re.I)
_AGGREGATE = re.compile(r"\b(?:total|sum|average|mean|add(?:ed)? (?:up|together))\b", re.I)
# Operations the rules do not read: group counts ("the most wins"), row neighbours, comparisons.
BEYOND = re.compile(r"\b(?:times|how often|after|before|next|previous|above|below|than|greater|at least|at most|"
                     r"difference|between|consecutive|besides|same|both|either|or|and|only|combined|compared|"
                     r"not|no|never|except|without|per|each|every|almost|about|approximately)\b", re.I)
# Words that say what to compute, or that any question about a table uses: they need no column.
OPERATION_WORDS = frozenset(
    "how many much number total sum average mean count most least highest lowest largest smallest greatest biggest "
    "fewest maximum minimum max min top longest shortest tallest oldest youngest earliest latest first last what "
    "which who whom whose when where name listed list table chart column row amount value there have has had did "
    "does do is are was were get got give tell me show find calculate compute cheapest priciest dearest expensive".split())

CONFIDENT = 0.8
UNSURE = 0.4
ALLOWED_LEFT_OVER = 1
MAX_CELLS = 250_000


@dataclass(frozen=True)
class Reading:
    query: TableQuery
    confidence: float  # how plainly the question said what the query does


def forms(text: str) -> set[str]:
    return {light(w) for w in words(text) if w not in STOPWORDS and not w.isdigit()}


def clean(cell: str) -> str:
    # "price_per_unit" is named "price per unit".
    return " ".join(re.findall(r"[\w'.&-]+", one_dash(cell.lower().replace("\\", " ").replace("_", " "))))


# Headers of a column of people's names: what "who" asks for.
PERSON_HEADER = re.compile(r"\b(?:name|player|artist|driver|rider|athlete|winner|builder|director|author|coach|manager|"
                            r"candidate|member|person|president|minister|incumbent|representative|actor|actress|singer|"
                            r"writer|composer|owner|leader|captain|skipper|cyclist|swimmer|runner|competitor|nominee|"
                            r"recipient|champion|holder|chairman|governor|mayor|senator|pilot|jockey|boxer|wrestler|"
                            # ... and of a booking or a ledger's: "hirer", "tenant", "guest"
                            r"hirer|tenant|customer|client|guest|organi[sz]er|booker|host|speaker|volunteer|buyer|seller|"
                            r"tutor|teacher|student|patient|employee|pupil|parent|child(?:ren)?)s?\b", re.I)


# Headers of a column of places: what "where" asks for.
_PLACE_HEADER = re.compile(r"\b(?:place|location|venue|room|site|address|where|ground|stadium|arena|city|town|"
                           r"station|pitch|court|building|campus|office|destination)s?\b", re.I)


def _worded_columns(table: Table, headed: Callable[[str], object]) -> list[int]:
    """The columns of words (not numbers) whose header `headed` accepts."""
    return [i for i, header in enumerate(table.header) if headed(header) and i not in table.numeric_columns]


def place_columns(table: Table) -> list[int]:
    """The columns of words headed as places ("Venue", "Location", "Room")."""
    return _worded_columns(table, lambda header: _PLACE_HEADER.search(header.replace("_", " ")))


def people_columns(table: Table) -> list[int]:
    """The columns of words headed as people's names ("Name", "Driver", "Winner")."""
    return _worded_columns(table, PERSON_HEADER.search)


# "How long did X serve", "how many years was she coach": years between two cells, not one cell.
HOW_LONG_SERVED = re.compile(r"^\s*(?:for\s+)?how (?:long|many years)\s+(?:did|was|were|has|had)\b", re.I)


def _spaced(question: str) -> str:
    """The question as cells are matched against it: cleaned, spaced at both ends, and
    "Tyler Zeller's" naming "Tyler Zeller"."""
    return " " + clean(re.sub(r"'s\b", "", question.lower())) + " "


def _mentions(question: str, table: Table) -> list[Condition]:
    """Cells the question names, written out ("tyler zeller", "conservative"), longest first;
    one per column."""
    q = _spaced(question)
    said = set(q.split())
    named: dict[str, str | None] = {}  # per distinct cell text: a table repeats its values
    found: dict[int, str] = {}
    cells: dict[int, str] = {}  # the cell each found text names

    @lru_cache(maxsize=1)
    def unbracketed() -> Counter[str]:
        return Counter(clean(_BRACKETED.sub("", c)) for row in table.rows for c in row)

    for row in table.rows:
        for col, cell in enumerate(row):
            if cell not in named:
                # A cell is named only if its first word is said: most cells end here, cheaply.
                # ("price_per_unit" starts with "price"; a cell of punctuation has no word.)
                first = clean(cell.split(maxsplit=1)[0]).split(maxsplit=1) if cell.strip() else []
                # ... whole, or without what its brackets add: "pipette tips" of "pipette tips (rack)"
                # (when that names no other cell: not "Decision" of "Decision (split)" and
                # "Decision (unanimous)", nor "Talib Kweli" of a cell that is just that).
                texts: list[str] = []
                if first and first[0] in said:
                    whole, plain = clean(cell), clean(_BRACKETED.sub("", cell))
                    texts = [whole] + ([plain] if plain != whole and unbracketed()[plain] == 1 else [])
                named[cell] = next((text for text in texts if len(text) >= 3 and f" {text} " in q and number(cell) is None
                                    and text not in STOPWORDS and not TOTAL_ROW.match(text)), None)
            said_as = named[cell]
            if said_as is not None and len(said_as) > len(found.get(col, "")):
                found[col], cells[col] = said_as, cell
    for col, header in enumerate(table.header):
        # A short code that names one row is named by its column's name before it: "product
        # line A", "line A" (alone, "a" is an article and "B" too short to tell). A code many
        # rows share ("position S", beside "S/O") is a category, not read this way. Said before
        # its column's name, a code other than an article or "I" is named too: "the k sound".
        kind = clean(header).split()[-1:] if col not in found and col not in table.numeric_columns else []
        codes = [clean(c) for c in table.column(col)] if kind else []
        for code in codes:
            # A letter with a digit ("U1", "B2") is no article: named alone, as a whole word.
            short = 0 < len(code) < 3 and (f" {kind[0]} {code} " in q or (_LETTER_DIGIT.fullmatch(code) and f" {code} " in q)
                                           or code not in ("a", "i") and f" {code} {kind[0]} " in q)
            if short and codes.count(code) == 1:
                found[col] = code
                break
    for col, how in _yes_or_no(q, table):
        if col not in found:
            found[col] = "no" if how[1] in ("no", "without") else "yes"
    ordered = sorted(found.items(), key=lambda kv: -len(kv[1]))
    return [Condition(column=col, value=cells[col] if col in cells else next(c for c in table.column(col) if clean(c) == text))
            for col, text in ordered]


_LETTER_DIGIT = re.compile(r"[a-z]\d|\d[a-z]")
_BRACKETED = re.compile(r"\s*\([^()]*\)\s*$")


def _yes_or_no(q: str, table: Table) -> list[tuple[int, re.Match[str]]]:
    """Columns of yes and no that the question names by their header, with how: "which reading
    has no photo?" asks for the row whose "photo" says no, "the guests with a plus one" for
    those whose "plus one" says yes. (`q` as `_spaced` writes it.)"""
    out = []
    for col, header in enumerate(table.header):
        cells = {clean(c) for c in table.column(col) if c.strip()}
        if cells and cells <= {"yes", "no"} and clean(header):
            said_as = re.search(rf" (no|without|with|has|have|had)(?: an?)? {re.escape(clean(header))} ", q)
            if said_as is not None:
                out.append((col, said_as))
    return out


def named_columns(question: str, table: Table, skip: set[int]) -> list[tuple[float, int]]:
    """Columns whose header words the question uses, best first: (share of the header said, index)."""
    asked = forms(_ASKERS_ACT.sub(r"\1", question))
    asked |= {other for w in asked for other in irregular_forms(w)}  # "when did they pay" of "paid on"
    if _WHO.match(question):
        asked |= {light(d) for w in asked for d in doers(w)}  # "who supplies the tips?" of a "supplier" column
    scored = []
    for i, header in enumerate(table.header):
        said = forms(header)
        if i in skip or not said:
            continue
        share = len(said & asked) / len(said)
        if share > 0:
            scored.append((share, i))
    headed = [i for i in headers_ended_on(question, table.header) if i not in skip] if _WHERE.match(question) else []
    if len(headed) == 1:
        # "Where does the return pick up from?" of a journeys table's "from" and "to": the column
        # the question ends on, not the "pick-up" column (a time) its verb names.
        return [(1.0, headed[0])]
    if _WHERE.match(question) and len(places := [i for i in place_columns(table) if i not in skip]) == 1:
        # "Where is Mrs Lowe on duty?" of a rota's "duty" and "place": where asks for the place,
        # whichever other column the question names.
        return [(1.0, places[0])]
    if WHEN.match(question) and not scored:
        # "When was the car last serviced?" of a service history: its one date column, which
        # "when" asks for as "what date" does.
        dated = [i for i, header in enumerate(table.header) if i not in skip and _DATE_HEADER.search(header.replace("_", " "))]
        scored = [(1.0, dated[0])] if len(dated) == 1 else []
    return sorted(scored, key=lambda x: (-x[0], x[1]))


def askers_act(question: str) -> str | None:
    """The verb of "what did I *order*", "how much did we *generate*": what the asker did."""
    act = _ASKERS_ACT.match(question)
    return None if act is None else light(act[0][len(act[1]):].lower())


def _records(table: Table, column: int, verb: str) -> bool:
    """The column's header is the act's record: "generated kWh" of "generate"."""
    return any(related(verb, h) for h in forms(table.header[column]))


WHEN = re.compile(r"\s*when\b", re.IGNORECASE)
_WHO = re.compile(r"\s*(?:who|whom)\b", re.IGNORECASE)
_WHERE = re.compile(r"\s*where\b", re.IGNORECASE)
_ENDS_ON = re.compile(r"\b(from|to)\s*[?.!]*\s*$", re.IGNORECASE)  # "where does it leave from?", "where is it going to?"


def headers_ended_on(question: str, headers: Sequence[str]) -> list[int]:
    """The headers, by index, that are the word a question ends on ("from" of "where does the return
    pick up from?")."""
    ending = _ENDS_ON.search(question)
    return [] if ending is None else [i for i, header in enumerate(headers) if header.strip().lower() == ending[1].lower()]


# What the asker did ("what did I *order* from Kidsbay?", "when did I *order* the earbuds?"):
# the act, not a column that records it (the "order" column holds order numbers; what was
# ordered is the item, when its date). "When can I return it by?" does name its "return by".
_ASKERS_ACT = re.compile(r"^(\s*(?:what|when|where|who|how much)\s+(?:did|do|does)\s+(?:i|we|you|they)\s+)[a-z]+\b",
                         re.IGNORECASE)
# ... and asked of now, as a rule or a plan answers: "where do I park?", "when do we meet?".
_ACTS_NOW = re.compile(r"\s*(?:where|when)\s+do\s+(?:i|we)\b", re.IGNORECASE)
_DATE_HEADER = re.compile(r"\b(?:date|day|when)\b", re.IGNORECASE)
# Questions a figure does not answer: a person, a place, and a date but as a year or a time.
_NOT_A_NUMBER = re.compile(r"\s*(?:when|who|whom|whose|where)\b", re.IGNORECASE)
# ... and those a date does not: a person, a place, a manner.
_NOT_A_TIME = re.compile(r"\s*(?:who|whom|whose|where|how (?:did|do|does|was|were|is|are|will|can|could|should))\b", re.IGNORECASE)
_WHETHER = re.compile(r"\s*(?:has|have|had|did|is|are|was|were|will|can|could)\b", re.IGNORECASE)
_TIME_HEADER = re.compile(r"\b(?:date|day|when|year|season|month|time|period|week)s?\b", re.IGNORECASE)


def _of_time(table: Table, column: int) -> bool:
    """A column of years ("Established": 2001), times or dates, or named for a time, which "when"
    may ask for."""
    cells = [c.strip() for c in table.column(column) if c.strip()]
    return bool(_TIME_HEADER.search(table.header[column].replace("_", " "))) or \
        bool(cells) and all(re.fullmatch(r"1\d{3}|20\d\d|\d{1,2}[:.]\d\d|\d{4}-\d\d-\d\d", c) for c in cells)


def unique_best(scored: list[tuple[float, int]]) -> int | None:
    if not scored or (len(scored) > 1 and scored[0][0] == scored[1][0]):
        return None
    return scored[0][1]


def unexplained(question: str, table: Table, query: TableQuery) -> set[str]:
    """Content words of the question that neither the operation, nor a used column's header,
    nor a condition's value accounts for: a condition the rules did not read."""
    used = [c for c in (query.column, query.by) if c is not None] + [w.column for w in query.where]
    known = set().union(*(forms(table.header[c]) for c in used), *(forms(w.value) for w in query.where))
    # ... nor the name of a file that is the table: "when was the boiler last serviced?" of
    # boiler_service.csv (a table inside a document, "statement.md#table1", is a part of what it names).
    if "#" not in table.id:
        known |= forms(" ".join(name_words(table.id)))
    # ... nor, of its first or last row, the heading set over it, which names what its rows are:
    # "when is the last catch-up clinic?" of "# Catch-up clinics". (Not of a row a condition
    # picks: "where should volunteers park?" of a "# Volunteer rota" is not its car park row's.)
    if query.operation in ("first", "last"):
        known |= forms(table.caption)
    if query.operation == "lookup":
        # "the Berlin office": the word after the value names the rows (the Office column),
        # when that column is neither asked nor a condition.
        from assistant.tables.columns import label_column

        label = label_column(table, set(used))
        kinds = {light(k.lower()) for k in _kinds_named(question, query.where)}
        if label is not None and forms(table.header[label]) <= kinds:
            known |= forms(table.header[label])
    # ... nor the month of a date a condition holds: "on 4 June" of 2027-06-04.
    known |= {MONTH_NAMES[int(iso[1]) - 1] for w in query.where if (iso := ISO_DAY.match(w.value.strip()) or ISO_MONTH.match(w.value.strip()))}
    # ... nor the day itself, as the week and the month count it: "on Monday the 9th" of 2026-11-09.
    for w in query.where:
        if (iso := ISO_DAY.match(value := w.value.strip())) is not None:
            try:
                day = datetime.date(int(value[:4]), int(iso[1]), int(iso[2]))
            except ValueError:
                continue  # "2026-02-30" is no day
            known |= {day.strftime("%A").lower(), light(ordinal(day.day))}
    # ... nor the time asked of a column of clock times: "what *time* do I start?" of "start".
    if WHAT_TIME.search(question) and query.column is not None and _of_time(table, query.column):
        known.add("time")
    # ... nor the asker's act its column records: "how much did we *generate*" of "generated kWh".
    if (verb := askers_act(question)) is not None and any(_records(table, c, verb) for c in used):
        known.add(verb)
    # (An inflection of a known word is that word: "when was the car last *serviced*?" of
    # service_history.csv.)
    stems = {stem(k) for k in known}
    # ... and the doing of a column of doers: "who *supplies* the tips?" of "supplier".
    doing = _WHO.match(question) is not None
    # (Nor the "need" of "how tall do you need to be?", which asks as "have to be" does; not the
    # "need to" of another verb, "what do we need to bring?", an act the table may not record.)
    return {w for w in forms(_NEED_TO.sub(" ", question)) if w not in known and not known & set(irregular_forms(w)) and w not in OPERATION_WORDS
            and len(w) > 2 and stem(w) not in stems and not (doing and known & {light(d) for d in doers(w)})}


_NEED_TO = re.compile(r"\bneeds? to be\b", re.I)
# Acts of wishing or saying, which no cell records of the person whose row it is (as `light`
# leaves them: "wants" is "want").
_WISHES = frozenset("want wanted like prefer preferred say said ask asked suggest suggested recommend recommended "
                    "think thought mean meant".split())


def _kinds_named(question: str, where: list[Condition]) -> list[str]:
    """The word right after a named value says what kind of row it is ("the *Berlin office*",
    "the *Studio building*"): it picks the row with the value, it is not the column asked."""
    return [m[1] for w in where if w.op == "=" and w.value.strip()
            for m in re.finditer(rf"(?<!\w){re.escape(w.value.strip())}(?:'s)?\s+(\w+)", question, re.I)]


def related(a: str, b: str) -> bool:
    """Two forms of one word ("directed", "director"): a common start of five letters or more,
    or one stem ("take", "takings")."""
    return len(os.path.commonprefix([a, b])) >= min(5, len(a), len(b)) or stem(a) == stem(b)


def _sure(question: str, table: Table, query: TableQuery) -> Reading:
    # One word left over is usually what the rows are ("how many *athletes* represented
    # Sweden"); two or more are usually a condition the rules did not read; and a word that
    # names another column ("who *directed* the last title": Director) says the reading took
    # the wrong one.
    left = unexplained(question, table, query)
    used = {c for c in (query.column, query.by) if c is not None} | {w.column for w in query.where}
    if query.operation == "count" and (asked := _HOW_MANY_OF.search(question)):
        # "How many *vehicles* are in Phoenix?" beside a vehicle_id column: the word counted
        # names what a row is (a column of one distinct value per row), not another column.
        counted = light(asked[1].lower())
        used |= {i for i in _key_columns(table) if any(related(counted, h) for h in forms(table.header[i]))}
    other_headers = {word for i, h in enumerate(table.header) if i not in used for word in forms(h) if len(word) > 3}
    if len(left) > ALLOWED_LEFT_OVER or any(related(w, h) for w in left for h in other_headers):
        return Reading(query, UNSURE)
    # ... nor is the asker's act, asked of now, that no column records: "where do I *park* in
    # May?" of a match calendar is not the May match's venue. (A log's past act is what its
    # rows are, "what did I *order* from Kidsbay?", and a price list's "how much do I *charge*"
    # its prices.)
    if _ACTS_NOW.match(question) and askers_act(question) in left:
        return Reading(query, UNSURE)
    # ... nor one that another row's cell of a condition's column says: "how much is a car with a
    # *trailer* online?" read as the Car row, beside a "Car with trailer" row. (Or says in another
    # form, of a row a word in it picked: "when are the *tiles* delivered?" of a building
    # schedule's "skip delivered" row, beside its "tiling" row.)
    if left and left & {word for w in query.where if w.op == "=" for row in table.rows
                        if not same_cell(row[w.column], w.value) for word in forms(row[w.column])}:
        return Reading(query, UNSURE)
    others = {word for w in query.where if w.op == "contains" for row in table.rows
              if not w.holds(row[w.column]) for word in forms(row[w.column]) if len(word) > 3} if left else set()
    # (Not the act a log's rows share, said as done: "when was the alternator belt *changed*?" of
    # a row beside "oil changed".)
    done = set().union(*(forms(w) for w in re.findall(r"[a-z]{4,}ed\b", question.lower()))) if others else set()
    if any(related(a, b) for a in left - done for b in others):
        return Reading(query, UNSURE)
    # ... nor is it a state of the row's thing that no cell records: "when is the learner pool
    # *closed*?" of a lifeguards' rota, whose rows say when it is staffed ("is the shop open on
    # Wednesday afternoon?" of a rota whose cell says "closed" is answered).
    result = execute(query, table)
    if left & _STATES and not (result is not None and forms(result.value) & _STATES):
        return Reading(query, UNSURE)
    # ... nor a change to it, asked as when: "when do I stop the omeprazole?" of a medicines list
    # whose "when" column says when it is taken, not when it stops.
    if left & _CHANGES and WHEN.match(question):
        return Reading(query, UNSURE)
    # ... nor is the word a row's value owns: "when is Ellie's *test*?" of a bookings sheet whose
    # row for Ellie says when her lessons are, not her test.
    owned = {light(m[1].lower()) for w in query.where if w.value.strip()
             for m in re.finditer(rf"(?<!\w){re.escape(w.value.strip())}['’]s\s+(\w+)", question, re.I)}
    if owned & left:
        return Reading(query, UNSURE)
    # ... nor what a row's person wants or says: "which zone does *Joan want* us in?" of a rota
    # whose row for Joan is the zone she leads, not the one her message asks helpers to pick.
    wished = {light(m[1].lower()) for w in query.where if w.value.strip()
              for m in re.finditer(rf"\b(?:does|did|do|will|would)\s+{re.escape(w.value.strip())}\s+(\w+)", question, re.I)}
    if wished & left & _WISHES:
        return Reading(query, UNSURE)
    # ... nor the kind named after a word a cell merely contains: "when is the band *party*?"
    # of a schedule's "Songs with the band" row is not asking that row's date.
    # (A noun after "the ...", not what was done to it: "when was the battery replaced?".)
    kind = {light(m[1].lower()) for w in query.where if w.op == "contains" and w.value.strip()
            for m in re.finditer(rf"\b(?:the|a|an|my|our|your|this|that)\s+{re.escape(w.value.strip())}\s+([a-z]+)\b(?<!ed)(?<!en)",
                                 question, re.I)}
    if kind & left:
        return Reading(query, UNSURE)
    # A row named without what its brackets add ("storage" of "storage (first 4 weeks)") is
    # the one meant only if nothing else is asked, and not what the brackets qualify: "how
    # much is the storage unit a week?" asks a weekly rate, not the first four weeks' cost.
    spaced = _spaced(question)
    for bracketed in (m for w in query.where if (m := _BRACKETED.search(w.value)) and f" {clean(w.value)} " not in spaced):
        if left or forms(bracketed[0]) & forms(question):
            return Reading(query, UNSURE)
    # "How much is the car club *an hour*?" of a log's "cost" column: a rate asked that no column
    # read states is a reading of another figure.
    if any(light(m[1].lower()) in left for m in _RATE_ASKED.finditer(question)):
        return Reading(query, UNSURE)
    # ... nor is a price per head the answer where no rate is asked and the row's total is there:
    # "how much is the hog roast?" of a catering quote's "price per head", "guests" and "total".
    if query.column is not None and _PER_UNIT.search(table.header[query.column]) and not _ANY_RATE_ASKED.search(question) \
            and any(i != query.column and _in_money(table, i) for i in range(len(table.header))):
        return Reading(query, UNSURE)
    # "Which days does Oscar go to Jo's?" of a table of baby groups that names neither: a name
    # left over is whose rows are meant, a condition unread (not what the rows are).
    if any(_unread_name(name, table, query) for name in _NAME.findall(question)):
        return Reading(query, UNSURE)
    # "What did the engineer find last time?": the engineer is who found, not what was found.
    doer = _DOERS_ACT.match(question)
    if doer is not None and query.column is not None and light(doer[1].lower()) in forms(table.header[query.column]):
        return Reading(query, UNSURE)
    if result is not None and not _answers_in_kind(question, table, query, result):
        return Reading(query, UNSURE)
    return Reading(query, CONFIDENT)


# What the cell of a "when", "what time" or "how long" question says, when it is its answer:
# a day, a date or a time of day; a clock time; a number of something.
_WHEN_ASKED = re.compile(r"\s*when\b|\s*what\s+(?:date|day)s?\b", re.IGNORECASE)
_HOW_LONG_ASKED = re.compile(r"\s*how long\b", re.IGNORECASE)
_AMOUNT_OR_COUNT_ASKED = re.compile(r"\s*how (?:much|many)\b", re.IGNORECASE)
_NO_CHARGE = re.compile(r"\b(?:free|none|nil|no|nothing|included|n/a)\b", re.IGNORECASE)
# A column of how long things last ("Length", "Running time"), as a header names it.
SPAN_HEADER = re.compile(r"\b(?:time|length|duration|running time|runtime)\b", re.IGNORECASE)
_WHEN_SAID = re.compile(
    rf"{WEEKDAY}|\b{MONTH_WRITTEN}\b|\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|"
    r"nov|dec)\b|\d{4}|\d[:./-]\d|\d\s*(?:am|pm|a\.m\.|p\.m\.|st|nd|rd|th)\b|\b(?:morning|afternoon|evening|night|noon|"
    r"midday|midnight|breakfast|lunch|dinner|supper|tea|bedtime|meals?|weekends?|weekdays?|daily|weekly|fortnightly|monthly|"
    r"yearly|annually|term|spring|summer|autumn|winter|today|tomorrow|tonight|week|month|year|now|every|before|after|until)\b",
    re.IGNORECASE)
_TIME_OF_DAY = re.compile(r"\b(?:morning|afternoon|evening|night|noon|midday|midnight|dawn|dusk)\b", re.IGNORECASE)
_CLOCK_CELL = re.compile(r"\s*([01]?\d|2[0-3])[:.]([0-5]\d)\s*")
_DAY_HEADER = re.compile(r"\b(?:day|date)s?\b", re.IGNORECASE)  # the column that says which day a row is of


def _schedule(table: Table, column: int) -> bool:
    """The column is a day's times in order ("13:30", "15:00", "17:00"): when things happen,
    not how long they last (a track listing's "3:45", "4:12" is in no order). A timetable of
    several days starts again each day: its times are in order within each day's rows (07:30,
    11:00, 17:00 on Saturday, then 08:00 on Sunday)."""
    days = next((i for i in range(len(table.header)) if i != column and _DAY_HEADER.search(table.header[i])), None)
    timed = [(int(m[1]) * 60 + int(m[2]), row[days].strip().lower() if days is not None else "")
             for row in table.rows if (m := _CLOCK_CELL.fullmatch(row[column]))]
    pairs = [(a, b) for (a, day_a), (b, day_b) in zip(timed, timed[1:], strict=False) if day_a == day_b]
    return len(timed) >= 3 and bool(pairs) and sum(b >= a for a, b in pairs) >= 0.75 * len(pairs)


def _answers_in_kind(question: str, table: Table, query: TableQuery, result: TableAnswer) -> bool:
    """The cell read is the kind of thing the question asks for. "When is the first payment?"
    read as the payment column's "1", "what time does Blithe Spirit start?" as its running
    time, "how long is the service?" as its start on a day's plan: another column was meant."""
    if query.operation not in ("lookup", "first", "last", "argmax", "argmin") or query.column is None:
        return True
    value = result.value
    if re.match(r"\s*(?:how|when)\b", question, re.IGNORECASE) and _counts_rows(table, query.column):
        return False  # "how deep is the first dive?": not the dive's number, 1
    if WHAT_TIME.search(question):
        return bool(CLOCK_TIME.search(value) or _TIME_OF_DAY.search(value))
    if _WHEN_ASKED.match(question):
        return bool(_WHEN_SAID.search(value))
    if _HOW_LONG_ASKED.match(question):
        return bool(re.search(r"\d", value)) and not (_CLOCK_CELL.fullmatch(value) and _schedule(table, query.column))
    if _AMOUNT_OR_COUNT_ASKED.match(question):
        # "How much is the first appointment?" of a fees table: the first row's fee, not its name
        # ("first consultation and treatment"), which the question's "appointment" named the column of.
        return bool(re.search(r"\d", value) or _NO_CHARGE.search(value) or re.search(COUNT_WORD, value, re.IGNORECASE))
    return True


def _counts_rows(table: Table, column: int) -> bool:
    """The column numbers the rows, 1, 2, 3 ... in order: which row, not an amount."""
    cells = [c.strip() for c in table.column(column)]
    return len(cells) >= 2 and all(c.isdigit() for c in cells) and [int(c) for c in cells] == list(range(int(cells[0]), int(cells[0]) + len(cells)))


_STATES = frozenset(light(w) for w in (*OPEN_OR_SHUT.split(), "cancelled", "canceled", "postponed", "delayed", "moved"))
_HOW_OFTEN = re.compile(r"\s*how often\b", re.I)
_CHANGES = frozenset(light(w) for w in "stop stops stopped start starts started begin begins began end ends ended finish finishes "
                                         "finished expire expires expired renew renews renewed".split())
# Capitalised inside the sentence, not its first word; or an initialism ("a *PAT* test").
_NAME = re.compile(r"(?<=[a-z,] )(?:[A-Z][a-z]+|[A-Z]{2,5})\b")


def _unread_name(name: str, table: Table, query: TableQuery) -> bool:
    """A name of the question that neither the table's headers and name nor the reading's
    conditions say (a day or a month is a date's: "on Monday the 9th")."""
    form = light(name.lower())
    if form in STOPWORDS or form in MONTH_NAMES or re.fullmatch(WEEKDAY, form):
        return False
    said = " ".join([*table.header, *(w.value for w in query.where), *(w.value for w in query.any_of), table.id]).lower()
    return form not in forms(said) and name.lower() not in said


_RATE_ASKED = re.compile(r"\b(?:an?|per|each|every)\s+(hour|day|night|week|month|year)\b", re.IGNORECASE)
_PER_UNIT = re.compile(r"\b(?:per|each|unit)\b", re.IGNORECASE)  # a column of rates: "price per head", "unit price"
# ... and any rate, of a period or of a person: "per head", "each", "an adult".
_ANY_RATE_ASKED = re.compile(rf"{_RATE_ASKED.pattern}|\b(?:per|each|every|a head|an? (?:person|head|guest|adult|child))\b", re.IGNORECASE)
_DOERS_ACT = re.compile(r"\s*what\s+(?:did|does|do)\s+(?:the|my|our|your|their|his|her)\s+([a-z]+)\s+[a-z]+", re.IGNORECASE)


def _key_columns(table: Table) -> list[int]:
    """Columns that name one row each: every cell filled and different."""
    return [i for i in range(len(table.header))
            if len(cells := [c.strip().lower() for c in table.column(i)]) == len(set(cells)) and all(cells)]


def _without_codes(question: str, table: Table) -> str:
    """The question without the cells it names that are codes holding digits ("What is the
    mileage of NW-105?"): they name a row, they are not a number the question asks about."""
    codes = {m.group(0).lower() for m in CODE.finditer(question)}
    if not codes:
        return question
    cells = {c.strip().lower() for row in table.rows for c in row} & codes
    return CODE.sub(lambda m: " " if m.group(0).lower() in cells else m.group(0), question)


def without_full_stop(question: str) -> str:
    """The question without the full stop that ends it: "other than Ferrari." names the cell
    "Ferrari" (a cell's own "St." or "Jr." keeps its point)."""
    return re.sub(r"(?<=\w)[.!]+\s*$", "", question.strip())


def _names_part_of_a_cell(question: str, table: Table) -> bool:
    from assistant.tables.mentions import partial_mentions  # it reads with this module's helpers

    return bool(partial_mentions(question, table, []))


_VALUE_OF_EXTREME = re.compile(r"\s*what(?:'s|’s|\s+is|\s+was|\s+were|\s+are)\s+(?:the|my|our|your|their|its)\s+(\w+)\s+(\w+)",
                               re.I)


def value_of_extreme(question: str, table: Table, by: int) -> bool:
    """"What was my lowest pulse?" asks for the extreme value itself, the word after the
    superlative naming the column compared; "what is the cheapest plan?" and "which month had
    the lowest bill?" for its row's label."""
    opening = _VALUE_OF_EXTREME.match(question)
    return opening is not None and bool(_MOST.fullmatch(opening[1]) or _LEAST.fullmatch(opening[1])) \
        and light(opening[2].lower()) in forms(table.header[by])


def _how_often(question: str, table: Table) -> Reading | None:
    """"How often do I take omeprazole?" of a medicines list whose "when" column says "once a day
    before breakfast": the named row's cell of the one column that says how often, whatever its
    name. (Else "how often" counts rows, as "how often did Brazil win?" does: not read.)"""
    mentions = _mentions(question, table)
    if len(mentions) != 1 or len(table.rows) * len(table.header) > MAX_CELLS:
        return None
    often = [i for i in range(len(table.header)) if i != mentions[0].column
             and 2 * sum(bool(FREQUENCY.search(c)) for c in table.column(i)) > len(table.rows)]
    if len(often) != 1:
        return None
    # ("Often" is asked, and the column says it: not a word left unexplained.)
    return _sure(_HOW_OFTEN.sub("how ", question), table, TableQuery(operation="lookup", column=often[0], where=mentions))


# "How much pocket money is left?", "how much is left on the gift card?": a running balance's last.
_LEFT_ASKED = re.compile(r"\s*how much\b.*\b(?:left|remaining)\b", re.IGNORECASE)
_BALANCE_HEADER = re.compile(r"\b(?:balance|remaining|left)\b", re.IGNORECASE)


def _what_is_left(question: str, table: Table) -> Reading | None:
    """The last row's cell of the one balance column of a ledger written in order of its dates
    (or with none): "how much pocket money is left?" of date, item, amount, balance."""
    balances = [i for i in range(len(table.header)) if _BALANCE_HEADER.search(table.header[i].replace("_", " ")) and table.numeric(i)]
    if len(balances) != 1 or len(table.rows) * len(table.header) > MAX_CELLS:
        return None
    dated = [i for i in range(len(table.header)) if all(ISO_DAY.match(c.strip()) for c in table.column(i))]
    if any(list(table.column(i)) != sorted(table.column(i)) for i in dated):
        return None  # newest first, or in no order: which row is the balance now is not said
    return _sure(question, table, TableQuery(operation="last", column=balances[0]))


def read(question: str, table: Table) -> Reading | None:
    """The query the question asks of the table, or None when the rules cannot read it."""
    question = FILE_NAME.sub(" ", without_full_stop(question))  # "in sales.csv" names where to look, not what
    small = len(table.rows) * len(table.header) <= MAX_CELLS
    numbered = re.search(r"\d", _without_codes(question, table) if small else question)
    if numbered and small:
        # "after 4 years" is a tenure here, not the row after another.
        return _in_range(question, table) or _with_number(question, table) or _on_day(question, table)
    # "has no photo" of a column of yes and no is read, as a cell is; other negations are not.
    unread = _spaced(question)
    for _, said_as in _yes_or_no(unread, table):
        unread = unread.replace(said_as[0], " ")
    if _HOW_OFTEN.match(question) and not numbered and (often := _how_often(question, table)) is not None:
        return often
    if _LEFT_ASKED.match(question) and not numbered and (left := _what_is_left(question, table)) is not None:
        return left
    if BEYOND.search(unread) or numbered:
        return None  # comparisons, neighbours, conjunctions and numbers in the question: not read
    if len(table.rows) * len(table.header) > MAX_CELLS:
        return None  # every cell is compared with the question: beyond this, read as text
    if (monthly := _on_day(question, table)) is not None:
        return monthly  # "the fee in April" of a ledger by month
    if HOW_LONG_SERVED.search(question) and not any(
            SPAN_HEADER.search(h) for h in table.header):
        return None  # "how long did X serve": years between two cells, which the guess works out
    mentions = _mentions(question, table) or _named_by_its_noun(question, table)
    if len({clean(m.value) for m in mentions}) < len(mentions):
        return None  # one value in two columns ("Tottenham Hotspur" in For and Against): which is meant?
    used = {m.column for m in mentions}
    numeric = {i for i in range(len(table.header)) if table.numeric(i)}
    named = named_columns(question, table, used)
    most, least = _MOST.search(question), _LEAST.search(question)
    if bool(most) != bool(least) and not _COUNT.search(question):
        by = unique_best([x for x in named if x[1] in numeric])
        priced = _PRICED.search(question)
        if by is None and priced:
            # "The cheapest bouquet" of a price list by size ("small", "large", in £): its prices
            # are its money columns, and one row cheapest in each is the cheapest.
            prices = [i for i in numeric if _price_headed(table, i)] or [i for i in numeric if _in_money(table, i)]
            by = prices[0] if len(prices) == 1 or _one_extreme_row(table, prices, most is not None, mentions) else None
        if by is None:
            return None
        # "The latest balance" is the last one written, not the highest: "latest" and "earliest"
        # compare times, which a column of amounts is not.
        if re.fullmatch(r"latest|earliest", (most or least).group(0), re.I) and not _of_time(table, by):  # type: ignore[union-attr]
            return None
        # "the most seats": the word after the superlative is what is compared.
        after = re.search(rf"{re.escape((most or least).group(0))}\s+(?:number of\s+|amount of\s+)?(\w+)",  # type: ignore[union-attr]
                          question, re.I)
        if after and not priced and light(after[1].lower()) not in OPERATION_WORDS | STOPWORDS and \
                light(after[1].lower()) not in forms(table.header[by]):
            return None
        answers = [x for x in named if x[1] not in numeric and x[1] != by]
        column = by if value_of_extreme(question, table, by) else unique_best(answers)
        if column is None:
            return None
        return _sure(question, table, TableQuery(operation="argmax" if most else "argmin", column=column, by=by,
                                                 where=mentions))
    if _COUNT.search(question):
        asked = _HOW_MANY_OF.search(question)
        numbers_named = [i for _, i in named if i in numeric]
        if mentions and len(mentions) == 1:
            value = mentions[0]
            repeated = sum(same_cell(c, value.value) for c in table.column(value.column)) >= 2
            if repeated and not numbers_named:
                return _sure(question, table, TableQuery(operation="count", where=mentions))
            column = next((i for i in numbers_named
                           if asked is None or light(asked[1].lower()) in forms(table.header[i])), None)
            if not repeated and column is not None:
                # "how many medals did australia win": the number in Australia's row.
                return _sure(question, table, TableQuery(operation="lookup", column=column, where=mentions))
        return None
    if _AGGREGATE.search(question):
        # "the total gold": "total" says the operation, not the "Total" column, when another is named.
        summed = [x for x in named if x[1] in numeric]
        others = [x for x in summed if not forms(table.header[x[1]]) <= OPERATION_WORDS]
        column = unique_best(others or summed)
        if column is not None:
            operation: Literal["average", "sum"] = "average" if re.search(r"\b(?:average|mean)\b", question, re.I) else "sum"
            return _sure(question, table, TableQuery(operation=operation, column=column, where=mentions))
        if not mentions:
            return None  # else "product B's total revenue" may be one row's value: below
    first_last = None if _HOW_LONG_IT_LASTS.match(question) else _FIRST_LAST.search(question)
    if first_last and (column := unique_best(named)) is not None and light(first_last[1].lower()) in forms(table.header[column]):
        first_last = None  # "the last U1 bus" of a last_bus column: the column, not the last row
    if first_last:
        column = unique_best(named)
        if column is not None and WHEN.match(question) and not _of_time(table, column) \
                and len(timed := [i for i in range(len(table.header)) if i != column and _of_time(table, i)]) == 1:
            column = timed[0]  # "when is the first payment?" of payment,due,amount: the first row's due date
        if column is not None and _HOW_LONG_ASKED.match(question) and not SPAN_HEADER.search(table.header[column]) \
                and len(spans := [i for i in range(len(table.header)) if SPAN_HEADER.search(table.header[i])]) == 1:
            column = spans[0]  # "how long is the first dive?" of dive,day,max depth,time in water: its time in water
        if column is not None and _counts_rows(table, column) and re.match(r"\s*how\b", question, re.IGNORECASE):
            from assistant.tables.columns import measured_column

            # "How deep is the first dive?": its "max depth", not the dive's number.
            column = measured_column(question, table, [i for i in range(len(table.header)) if i != column]) or column
        if column is None or not _rows_named_after(first_last, question, table, mentions):
            return None
        if not mentions and _names_part_of_a_cell(question, table):
            return None  # "the first ferry to Cacilhas" of "Cais do Sodré - Cacilhas": the first of those rows, which the guess reads
        people = people_columns(table)
        # "who was the last draw": Artist, which the guess looks for, not Draw (an agent noun such as
        # Constructor answers "who" itself).
        if re.match(r"\s*who\b", question, re.I) and len(people) == 1 and column not in people \
                and not re.search(r"(?:er|or|ist|ant)s?\W*$", table.header[column], re.I):
            return None
        return _sure(question, table, TableQuery(operation=first_last[1].lower(), column=column,  # type: ignore[arg-type]
                                                 where=mentions[:1]))
    listed = LIST_ASK.match(question)
    if listed:
        # "What metrics are in the product B spreadsheet?": the column named by the plural
        # noun, every different value of it in the rows the named cells keep.
        noun = next(g for g in listed.groups() if g).lower()
        if light(noun) != noun:  # a plural: "metrics", not "metric" (one row's value, below)
            column = unique_best([x for x in named if x[1] not in numeric and light(noun) in forms(table.header[x[1]])])
            query = TableQuery(operation="list", column=column, where=mentions) if column is not None else None
            if query is not None and execute(query, table) is not None:  # one value is one row's: below
                return _sure(question, table, query)
    if mentions:
        # A header word the named cell says is not asked for: "the price per unit of product B"
        # names the row "price_per_unit", not the column "unit".
        mentioned = set().union(*(forms(m.value) for m in mentions))
        # (A header of asking words only, "where" or "when", names nothing a cell could say.)
        named = [x for x in named if not (said := forms(table.header[x[1]])) or not said <= mentioned]
        column = unique_best(named)
        kinds = {light(k.lower()) for k in _kinds_named(question, mentions)}
        if column is not None and kinds and forms(table.header[column]) & forms(question) <= kinds:
            from assistant.tables.columns import measured_column

            # "How tall are the slatted panels?" of "price per panel": the panels are the rows, their
            # height is asked ("how tall": Height), not the column that names them too.
            column = measured_column(question, table, [i for i in range(len(table.header)) if i not in used]) or column
        if column is None:
            column = unique_best([x for x in named if not forms(table.header[x[1]]) <= kinds])
        if column is None:
            column = _money_or_amount(question, table, named)
        elif _HOW_MUCH_IS.match(question) and not _priced(table, column) and not _AMOUNT_WORDS.search(question):
            # "How much is a box of floor tiles?" asks the price per box, not how many boxes:
            # of the columns it names, the priced one.
            column = next((i for _, i in named if _priced(table, i)), column)
        if column is not None and column not in numeric and _HOW_MUCH_WAS.match(question):
            column = None  # "how much was the Spice Route order": its total, not the order's dishes
        if column is None and _HOW_MUCH_WAS.match(question):
            # "How much was the kettle?": its price, when one column is priced.
            money = [i for i in numeric if i not in used and _price_headed(table, i)] \
                or [i for i in numeric if i not in used and _in_money(table, i)]  # "payout": its cells say £
            column = money[0] if len(money) == 1 else None
        # A table in long form ("product, metric, value"): its one numeric column, named as a
        # value is, is the value. A column named for what it measures ("size") is not asked for
        # by a question that names only a row: "What does zip -e do?" is not zip's size.
        values = [i for i in numeric if i not in used and forms(table.header[i]) & _VALUE_HEADERS]
        # (An order's "total" is one of its columns: "what did we get from Pizza Piazza?" of a
        # takeaway log asks for the order, not its total; "how much was it?" does ask for it.)
        if column is None and len(values) == 1 and (_HOW_MUCH_OR_MANY.match(question) or not forms(table.header[values[0]]) <= {"total"}):
            column = values[0]
        if column is None:
            from assistant.tables.columns import measured_column

            column = measured_column(question, table, [i for i in numeric if i not in used])  # "how big": Size
        if column is None and _WHO.match(question) and rows_kept(table, mentions[:1]) == 1 \
                and (people := [i for i in people_columns(table) if i not in used]):
            # "Who has a nut allergy?" of a guest list's child, parent, dietary: the first of its
            # people, in the one row named ("who were the freshman players?" lists, as a guess).
            column = people[0]
        if column is None or (column in numeric and _NOT_A_NUMBER.match(question) and not _of_time(table, column)):
            return None  # "when did I pay for the survey?", "who did the locks?": not its amount
        if _NOT_A_TIME.match(question) and _of_time(table, column):
            return None  # "who told the car insurer?", "how did we tell the bank?": not the "told on" date
        if column in numeric and _WHETHER.match(question) and not _of_time(table, column):
            return None  # "has the speaker refund come through?": yes or no, which its amount does not say
        # The named values together pick the row ("Product B" and "revenue"), or the first alone.
        where = mentions if len(mentions) > 1 and rows_kept(table, mentions) == 1 else mentions[:1]
        return _sure(question, table, TableQuery(operation="lookup", column=column, where=where))
    return None


# "How much gas did we *use*" of gas_kwh and gas_cost: the amount; "what was the gas *bill*":
# the money.
_MONEY_WORDS = re.compile(r"\b(?:cost|costs|costing|spend|spent|pay|paid|bills?|price|priced|charged?|expensive)\b", re.I)
_AMOUNT_WORDS = re.compile(r"\b(?:use|used|uses|using|usage|consume|consumed|consumption)\b", re.I)


# What a first or last of the rows may be said of without naming the table: "the last time", "the
# first one", "the first place".
_ANY_ROW = frozenset("time one entry row record item place position".split())


_AUXILIARY = re.compile(r"\b(?:did|does|do|will|would|can|could)\b", re.I)
_WHAT_TO_DO = re.compile(r"\b(?:should|shall|must|ought to|(?:have|has|need|needs) to|do (?:i|we|you))\b", re.I)
_SEQUENCE_HEADER = re.compile(r"\s*(?:step|stage|order|no\.?|#|number|day|date|time|week|when|start(?:s| time)?)\s*", re.I)


def _in_sequence(table: Table) -> bool:
    """Its rows run in an order a person follows: a column headed as steps or times ("step",
    "day", "time"), or whose cells are all times or dates; "ride time" is a length, not one."""
    return any(_SEQUENCE_HEADER.fullmatch(h.replace("_", " ")) for h in table.header) or any(
        (cells := [c.strip() for c in table.column(i) if c.strip()])
        and all(re.fullmatch(r"\d{1,2}[:.]\d\d\s*(?:[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?|\d{4}-\d\d-\d\d", c, re.I) for c in cells)
        for i in range(len(table.header)))


def _rows_named_after(first_last: re.Match[str], question: str, table: Table, mentions: list[Condition]) -> bool:
    """One of the words after "first" or "last" names the rows (the table's name, a column, a
    named cell: "the first historical *site*"), or there are none: "when do I invoice the
    *first half*" of invoices.csv asks of a contract's half, not of the first invoice."""
    rest = re.findall(r"[a-z]+", question[first_last.end():].lower())
    if _AUXILIARY.search(question[:first_last.start()]) and len(rest) == 2:
        rest = rest[:-1]  # "how much did the first vaccination *cost*?": the verb "did" asks with, not a column
    after = [light(w) for w in rest[:3]]
    said = [w for w in after if w not in STOPWORDS]
    if not said and first_last[1].lower() == "first" and _WHAT_TO_DO.search(question[:first_last.start()]) \
            and not _in_sequence(table):
        return False  # "which ride should we go on first?" asks what to do before the rest, which a table of rides does not order
    if not said or any(w in OPERATION_WORDS | _ANY_ROW for w in said):
        return True
    names = forms(" ".join(name_words(table.source))) | forms(table.caption) \
        | set().union(*(forms(h) for h in table.header), *(forms(m.value) for m in mentions))
    return any(related(w, n) for w in said for n in names)


def _one_extreme_row(table: Table, columns: list[int], most: bool, where: list[Condition]) -> bool:
    """Whether one and the same row is the highest (or lowest) in every one of the columns."""
    rows = set()
    for column in columns:
        found = execute(TableQuery(operation="argmax" if most else "argmin", column=column, by=column, where=where), table)
        if found is None:
            return False  # a tie, or no number: no row is
        rows.add(found.rows)
    return len(rows) == 1


def _in_money(table: Table, column: int) -> bool:
    cells = [c.strip() for c in table.column(column) if c.strip()]
    return bool(cells) and sum(c[:1] in "$€£¥" for c in cells) >= 0.8 * len(cells)


_HOW_MUCH_WAS = re.compile(r"\s*how much (?:was|were|is|are|did|does|do)\b", re.I)
_HOW_MUCH_IS = re.compile(r"\s*how much (?:was|were|is|are)\b(?!.*\b(?:left|weigh|weight)\b)", re.I)  # a price, not a balance
_HOW_MUCH_OR_MANY = re.compile(r"\s*how (?:much|many)\b", re.I)


def _priced(table: Table, column: int) -> bool:
    """Headed as a price ("price per box") or its cells in money ("£42")."""
    return _price_headed(table, column) or _in_money(table, column)


def _price_headed(table: Table, column: int) -> bool:
    """Its header names a price: "price per box", "cost_gbp", "Fee"."""
    return bool(_PRICE_HEADER.search(table.header[column].replace("_", " ")))


def _named_by_its_noun(question: str, table: Table) -> list[Condition]:
    """"How much was the kettle?" of a purchases table whose item is "Philips kettle": the
    last word(s) of one cell, said and naming no other row, name that row; so does a first
    name of a column of people's names."""
    from assistant.tables.mentions import partial_mentions

    found = partial_mentions(question, table, [])
    if len(found) != 1 or rows_kept(table, found) != 1:
        return []
    cell = next(row[found[0].column] for row in table.rows if found[0].holds(row[found[0].column]))
    # ... or a person's first name, of a column of names: "what meal did Daniel choose?"
    first_name = found[0].column in people_columns(table) and len(cell.split()) == 2 \
        and clean(cell).startswith(f"{found[0].value} ")
    return found if clean(cell).endswith(f" {found[0].value}") or first_name else []


def _money_or_amount(question: str, table: Table, named: list[tuple[float, int]]) -> int | None:
    """Between the columns the question names equally well, the one priced when it asks what
    something cost, the one not priced when it asks how much was used; else None."""
    tied = [i for share, i in named if named and share == named[0][0]]
    money, amount = bool(_MONEY_WORDS.search(question)), bool(_AMOUNT_WORDS.search(question))
    if len(tied) < 2 or money == amount:
        return None
    meant = [i for i in tied if _price_headed(table, i) == money]
    return meant[0] if len(meant) == 1 else None


_VALUE_HEADERS = frozenset(light(w) for w in "value values amount figure number count quantity total result val".split())


# "Which plan has 25 devices?", "which country won 13 gold medals": the row whose cell in the
# column the words after the number name holds that number, exactly.
_WITH_NUMBER = re.compile(
    r"^\s*(?:which|what)\s+(?P<noun>[a-z]+)\s+(?:has|have|had|with|won|wins|scored|gets|got|offers|includes)\s+"
    r"(?P<number>\$?\d[\d,]*(?:\.\d+)?)\s+(?P<unit>[a-z]+)(?:\s+(?:of|in)\s+(?P<of>[a-z]+))?(?:\s+[a-z]+)?\s*\??\s*$",
    re.IGNORECASE)


def _with_number(question: str, table: Table) -> Reading | None:
    """The row a number names, with the column its words name: one numeric column, one row
    whose cell is that number, and the column asked for named by the noun after "which"."""
    said = _WITH_NUMBER.match(question)
    if said is None or BEYOND.search(question):
        return None
    value = number(said["number"].replace("$", ""))
    named = {light(w.lower()) for w in (said["unit"], said["of"]) if w}
    columns = [i for i in range(len(table.header)) if table.numeric(i) and named & forms(table.header[i])]
    if value is None or len(columns) != 1:
        return None
    rows = [row for row in table.rows if number(row[columns[0]]) == value]
    answers = [i for i in range(len(table.header)) if not table.numeric(i) and light(said["noun"].lower()) in forms(table.header[i])]
    if len(rows) != 1 or len(answers) != 1:
        return None
    where = [Condition(column=columns[0], value=rows[0][columns[0]])]
    return _sure(question, table, TableQuery(operation="lookup", column=answers[0], where=where))


_DAY_OF_MONTH = re.compile(r"\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b", re.IGNORECASE)


def _on_day(question: str, table: Table) -> Reading | None:
    """"How much did we export on 4 June?" of a log dated 2027-06-04 (or "what was the fee in
    April?" of a ledger by month, 2027-04): the one row of the one column of dates that falls on
    the day or in the month named, and the column the question's words name."""
    days, months = days_named(question), months_named(question)
    # "the week of the 10th", "on the 14th": a day of the month alone, which one row may fall on.
    dates = {int(m[1]) for m in _DAY_OF_MONTH.finditer(question)} if not days and not months else set()
    if len(days) + len(months) + len(dates) != 1 or BEYOND.search(question):
        return None
    written = ISO_DAY if days or dates else ISO_MONTH
    dated = [i for i in range(len(table.header)) if any(written.match(c.strip()) for c in table.column(i))]
    if len(dated) != 1:
        return None
    rows = [row for row in table.rows
            if (iso := written.match(row[dated[0]].strip())) and ((int(iso[1]), int(iso[2])) in days if days
                                                                  else int(iso[2]) in dates if dates else int(iso[1]) in months)]
    if len(rows) != 1:
        return None
    named = named_columns(question, table, {dated[0]})
    column = unique_best(named)
    if column is not None and named[0][0] < 1.0:
        # "How much rent came in for March?" names half of "rent due" and says "came in" of
        # another column ("received"): a guess, not a reading.
        where = [Condition(column=dated[0], value=rows[0][dated[0]])]
        return Reading(TableQuery(operation="lookup", column=column, where=where), UNSURE)
    if column is None and (verb := askers_act(question)) is not None:
        # ... which may be the asker's act, as the log's header records it: "how much did we
        # *generate*" of "generated kWh".
        acted = [i for i in range(len(table.header)) if i != dated[0] and table.numeric(i) and _records(table, i, verb)]
        column = acted[0] if len(acted) == 1 else None
    if column is None and _WHO.match(question) and len(people := people_columns(table)) == 1:
        column = people[0]  # "who has the hall on 7 March?" of a bookings sheet: its one column of hirers
    if column is None:
        from assistant.tables.columns import measured_column

        # "How long did I fly on 21 March?" of a flight log's "minutes".
        column = measured_column(question, table, [i for i in table.numeric_columns if i != dated[0]])
    if column is None:
        return None
    return _sure(question, table, TableQuery(operation="lookup", column=column, where=[Condition(column=dated[0], value=rows[0][dated[0]])]))


_RANGE_SHARE = 0.6  # of a column's filled cells written as ranges, for it to be a column of ranges


def _in_range(question: str, table: Table) -> Reading | None:
    """"How many vacation days do I get after 4 years?" over a table whose "Years of service"
    column writes ranges (0-2, 3-5, 6 or more): the one row whose range holds the question's
    one number, and the column the question names. None for anything else."""
    ranged = [i for i in range(len(table.header))
              if (cells := [c for c in table.column(i) if c.strip()]) and len(cells) >= 2
              and sum(span_of(c) is not None for c in cells) >= _RANGE_SHARE * len(cells)]
    if len(ranged) != 1:
        return None
    spaced = f" {' '.join(question.lower().split())} "
    # The range itself, as the table writes it ("for 3-5 years of service"), names its row.
    written = {c for c in table.column(ranged[0]) if span_of(c) is not None and f" {' '.join(c.lower().split())} " in spaced}
    said = [n for t in re.findall(r"(?<![\w.])-?\$?\d[\d,]*(?:\.\d+)?", question) if (n := number(t)) is not None]
    if len(written) == 1:
        where = [Condition(column=ranged[0], value=written.pop())]
    elif len(said) == 1 and not written:
        where = [Condition(column=ranged[0], value=str(said[0]), op="within")]
    else:
        return None
    if rows_kept(table, where) != 1 or any(number(c) in said for c in table.column(ranged[0])):
        return None  # no row, or several, hold it; or a cell says the number itself
    column = unique_best(named_columns(question, table, {ranged[0]}))
    return None if column is None else _sure(question, table, TableQuery(operation="lookup", column=column, where=where))


def rows_kept(table: Table, where: list[Condition]) -> int:
    """How many rows the conditions keep, by the test the executor applies."""
    return sum(all(w.holds(row[w.column]) for w in where) for row in table.rows)
