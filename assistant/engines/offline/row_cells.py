"""A table row chosen as a question's passage, read by its cells.

The text path finds the row a question names ("how much is the coffin?" of a funeral
estimate's "Item: Coffin (oak veneer); Cost: £695"), but a row is not an answer: which of
its cells is asked for is. Here the row is read as a lookup the table rules could not make
(they need a cell named whole, a column named by its header): every word of the question's
subject is in the row (or its file's name), the cells it names most words of pick the row, no
other row shown holds those words too, and exactly one other cell is the kind of thing asked for
(an amount for "how much", a date or a month for "when", a person's column for "who", a place's
for "where", a frequency for "how often", yes or no for a yes-or-no question) or sits under the
header the question names ("what's the VAT on mirror wills?"). Anything less, or a comparison
("more than 3 devices"), leaves the row as it was, shown unsure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.engines.offline.numbers import COUNT_WORD
from assistant.lexicon import ASKS_SPENDING, CLOCK_TIME, MONTH_WRITTEN
from assistant.retrieval.text import tokenize, words

# "column: value" pairs, as the loaders write a CSV row or a markdown table's row.
_PAIR = re.compile(r"\s*([^:;\n]{1,60}):\s+([^;\n]*)$")
_ASKS = (
    ("how", re.compile(r"^\s*how (?:did|do|does|was|were|is|are|will|can|should)\b", re.I)),  # the manner: "how did we tell the bank?"
    ("who", re.compile(r"^\s*(?:\w+\s+){0,2}(?:who|whom)\b|\bwhose\b", re.I)),
    ("where", re.compile(r"^\s*(?:\w+\s+){0,2}where\b|\b(?:which|what) (?:shop|store|place|venue|room|garage|site|address)\b", re.I)),
    ("time", re.compile(r"\bwhat time\b|\bhow (?:early|late)\b", re.I)),
    ("when", re.compile(r"^\s*(?:\w+\s+){0,2}when\b|\b(?:what|which) (?:date|day|month|year)\b", re.I)),
    ("money", re.compile(r"^\s*how much\b(?!.*\b(?:weigh|weight|time|long|far|data|space|storage)\b)"
                         r"|\b(?:cost|costs|price|fee|fees|charge|fare|total)\b", re.I)),
    ("often", re.compile(r"\bhow often\b|\bhow many times\b", re.I)),
    ("span", re.compile(r"\bhow long\b", re.I)),
    ("count", re.compile(r"\bhow many\b", re.I)),
)
# Headers of cells that hold a kind of thing, when the cell alone does not show it.
_KIND_HEADER = {
    "how": re.compile(r"\b(?:how|method|means|channel|way)\b", re.I),
    "who": re.compile(r"\b(?:by|name|who|person|engineer|vet|doctor|nurse|carer|contact|teacher|coach|tutor|driver|"
                      r"guest|owner|tenant|landlord|agent|staff|worker|member|client|customer)\b", re.I),
    "where": re.compile(r"\b(?:where|place|venue|location|site|room|address|shop|store|garage|restaurant|hall|pool|"
                        r"branch|office|depot|station|stop|court|ground|centre|center|clinic|surgery)\b", re.I),
    "money": re.compile(r"\b(?:price|cost|fee|fees|charge|fare|total|amount|rate|paid|pay|payout|gbp|eur|usd|budget|actual|spent|spend|"
                        r"spending|expenditure|income)\b", re.I),
    "when": re.compile(r"\b(?:date|day|when|on|due|from|until|starts?|ends?)\b", re.I),
}
_MONEY = re.compile(r"[£$€¥]\s?\d|\b\d[\d,.]*\s?(?:euros?|dollars?|pounds?|pence|eur|usd|gbp)\b|^\s*free\s*$", re.I)
_DATE = re.compile(r"\b\d{4}-\d\d(?:-\d\d)?\b|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
                   r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}\b"
                   r"|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:1[89]|20)\d\d\b"
                   # ... and a month alone, as a calendar writes it ("July to October"), not "may"
                   rf"|\b{MONTH_WRITTEN}\b", re.I)
_SPAN = re.compile(r"\b\d+(?:\.\d+)?\s*(?:-|to|–)?\s*\d*\s*(?:minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?)\b", re.I)
_SPENDING = frozenset(tokenize(" ".join(ASKS_SPENDING)))
_SPENT = re.compile(r"\b(?:actual|spent|spend|spending|expenditure|outturn)\b", re.I)  # what was spent, against a budget
_NUMBER = re.compile(r"^\s*[-+]?\d[\d,]*(?:\.\d+)?\s*$")
_WHETHER = re.compile(r"\s*(?:can|could|may|do|does|did|is|are|was|were|will|would|has|have|had|should|must)\b", re.I)
_YES_OR_NO = re.compile(r"\s*(?:yes|no|y|n|true|false|none|not)\b", re.I)
_OFTEN = re.compile(r"\b(?:a|an|per|each|every) (?:day|week|month|year|hour|night|fortnight)\b|\b(?:daily|weekly|fortnightly|monthly|"
                    r"yearly|annually|once|twice|times)\b|\bevery\b", re.I)
_PLAIN_WORDS = re.compile(r"^[A-Za-z][A-Za-z .'&-]*$")
_COUNTED = re.compile(rf"\s*(?:\d+|one|{COUNT_WORD})\s+[a-z]", re.I)  # a cell that counts what it names
# Words any question of a row may use without naming anything in it: the asking.
_ASKING = frozenset(tokenize("how much many long what which when where who whom whose time date day is are was were "
                             "did does do get got give gave given have has had can could will would should my our your "
                             "their the a an me us often"))
# ... and those of "how long does it take": the span is asked, no taking.
_TAKING = frozenset(tokenize("take takes took taken last lasts"))
# ... and what a row of a list of dates is, which its cells do not say: "what time does the
# Westfield *game* start?" of a fixture list's "opponent: Westfield CC; start: 12:30".
_ROW_KINDS = frozenset(tokenize("game games match matches fixture fixtures"))


@dataclass(frozen=True)
class RowCell:
    header: str
    value: str
    row: str  # the row as the passage wrote it

    @property
    def answer(self) -> str:
        """The cell, then where it came from: "£695 (Cost, in the row: Item: Coffin; Cost: £695.)"."""
        return f"{self.value} ({self.header}, in the row: {self.row})"


# Such an answer's cell, read back from its text (the everyday benchmark judges the cell, not
# the row cited after it).
CELL_ANSWER = re.compile(r"(.*?) \([^()]*, in the row: ", re.S)


def pairs(record: str) -> list[tuple[str, str]] | None:
    """A row written "column: value; column: value." as its pairs; None if it is not one."""
    parts = [p for p in record.strip().removesuffix(".").split("; ") if p.strip()]
    out = []
    for part in parts:
        pair = _PAIR.match(part)
        if pair is None:
            return None
        out.append((pair[1].strip().strip("*"), pair[2].strip()))
    return out if len(out) >= 2 else None


def _forms(text: str) -> set[str]:
    # Stems, as the index holds words: "neutered" is said by "neutering", "told" by "tell".
    return set(tokenize(text))


def _kind(question: str) -> str | None:
    return next((kind for kind, asks in _ASKS if asks.search(question)), None)


def _of_kind(kind: str, header: str, value: str) -> bool:
    if kind == "money":
        return bool(_MONEY.search(value)) or bool(_NUMBER.match(value)) and bool(_KIND_HEADER["money"].search(header))
    if kind == "when":
        # ... or whatever a column headed "when" says: "bedtime", "with breakfast".
        return bool(_DATE.search(value)) or bool(_KIND_HEADER["when"].search(header)) and bool(CLOCK_TIME.search(value)) \
            or header.strip().lower() == "when"
    if kind == "often":
        return bool(_OFTEN.search(value))
    if kind == "time":
        return bool(CLOCK_TIME.search(value))
    if kind == "span":
        return bool(_SPAN.search(value))
    if kind == "count":
        return bool(re.search(r"\d", value)) and not _DATE.search(value) and not _MONEY.search(value)
    # who, where, how: the header says so, and the cell is words ("Karen", "Central Library").
    return bool(_KIND_HEADER[kind].search(header.replace("_", " "))) and bool(_PLAIN_WORDS.match(value))


def _cell_says(said: re.Match[str], question: str, cells: list[tuple[str, str]]) -> bool:
    """A cell of the row says the question's word `said` with the word after it ("both ears"):
    the row's own words, not a comparison or a join."""
    after = re.match(r"\s+([a-z]{3,})", question[said.end():], re.IGNORECASE)
    if after is None:
        return False
    beside = re.compile(rf"\b{re.escape(said[0])}\s+{re.escape(after[1][:4])}", re.IGNORECASE)
    return any(beside.search(v) for _, v in cells)


def read_row(question: str, record: str, shown: list[str], title: str = "") -> RowCell | None:
    """The one cell of `record` (a table row the text path chose) that answers `question`, or
    None when the row (with its document's `title`: "tennis membership" of its file name)
    does not hold the question's subject, another row of those `shown` (the passages' texts)
    holds it too, or no single cell is asked for."""
    from assistant.tables.reading import BEYOND, askers_act, headers_ended_on, related

    cells = pairs(record)
    if cells is None:
        return None
    headed = {w for h, _ in cells for w in words(h.replace("_", " "))}
    asked_of = re.sub(r"\bhow often\b", "how", question, flags=re.I)
    if any(m[0].lower() not in headed and not _cell_says(m, asked_of, cells) for m in BEYOND.finditer(asked_of)):
        # "which plan has more than 3 devices?": a comparison, not the row that says 3 (but
        # "when is the next booster due?" names a next_due column, "how often" asks a cell, and
        # "how much for both ears?" names the row "microsuction, both ears").
        return None
    kind = _kind(question)
    # "How long does it take?" asks a span, "how much did we spend on staff?" an amount: the verb asks.
    asked = _forms(question) - _ASKING - _ROW_KINDS - (_TAKING if kind == "span" else _SPENDING if kind == "money" else frozenset())
    titled = _forms(title)

    def holds_subject(row: list[tuple[str, str]]) -> bool:
        return asked <= titled.union(*(_forms(f"{h} {v}") for h, v in row))

    # The cells the question names most words of pick the row; they are not what it asks for.
    # ("Where is the halls tour?" names Event "Halls tours" by two words; Place "Riverside Halls
    # reception", by one, is what it asks.)
    naming = [len(_forms(v) & asked) for _, v in cells]
    if not asked or not holds_subject(cells) or max(naming) == 0:
        return None  # the row lacks a word of the question, or no cell of it is named: any row might be meant
    if kind == "count" and any(n == max(naming) and _COUNTED.match(v) for (_, v), n in zip(cells, naming, strict=True)):
        return None  # "how many runner beans?" of a row whose named cell says "Five runner beans": that count, not a class's 18
    open_cells = [(h, v) for (h, v), n in zip(cells, naming, strict=True) if v and n < max(naming)]
    rows = {line.strip() for text in shown for line in text.splitlines()} - {record.strip()}
    if any((other := pairs(line)) is not None and holds_subject(other) and (kind is None or any(_of_kind(kind, h, v) for h, v in other))
           for line in rows):
        # "when is his next booster due?": three booster rows, and which is next is not read here.
        # (A row with no cell of the kind asked is no rival: "how much is primary on call?" of the
        # pay table, not of the rota's "primary: Sam Okafor".)
        return None
    named = [(h, v) for h, v in open_cells if (said := _forms(h)) and said <= asked]
    if (act := askers_act(question)) is not None and re.match(r"\s*(?:what|which)\b", question, re.I):
        # "What did I order from Kidsbay?": the item, not the "order" column's number ("how
        # much did we spend?" does ask for what the "spent" column records).
        open_cells = [(h, v) for h, v in open_cells if not any(related(act, w) for w in _forms(h))]
        named = [c for c in named if c in open_cells]
    spending = bool(_SPENDING & _forms(question))
    if kind is not None:
        # (A clock time under a header the question names is when: "when is high water on the 9th?".)
        fitting = [(h, v) for h, v in open_cells if _of_kind(kind, h, v) or kind == "when" and (h, v) in named and CLOCK_TIME.search(v)]
        if kind == "where" and not fitting:
            # "Where does the return pick up from?" of a journey's "from" and "to": the cell the
            # question ends on, not the "pick-up" cell ("when the clinic calls us") its verb names.
            fitting = [open_cells[i] for i in headers_ended_on(question, [h for h, _ in open_cells])]
        if not fitting and kind in ("who", "where"):
            # "Who closes on Saturday?" of a rota's "Closing: Aisha": the column named, if it holds words.
            fitting = [(h, v) for h, v in named if _PLAIN_WORDS.match(v)]
        if len(fitting) > 1:
            # Of two dates, the one under the header named ("when is the next booster due?":
            # next_due), else under the one header the question shares a word with ("when can I
            # sow carrots?": "sow outside", not "harvest").
            fitting = _most_named([c for c in fitting if c in named], asked) or \
                [c for c in fitting if _forms(c[0]) & asked and not any(_forms(o[0]) & asked for o in fitting if o != c)] or \
                [c for c in fitting if spending and _SPENT.search(c[0])]  # "how much did we spend on staff?": actual, not budget
    else:
        fitting = named
    if _WHETHER.match(question):
        # "Can I take it back to a shop?" is yes or no: the "shop" column's TechStop does not say it.
        fitting = [(h, v) for h, v in fitting if _YES_OR_NO.match(v)]
    if len(fitting) != 1:
        return None
    header, value = fitting[0]
    return RowCell(header, value, record.strip())


def _most_named(cells: list[tuple[str, str]], asked: set[str]) -> list[tuple[str, str]]:
    """Of cells under headers the question names, those it names most words of: "high water"
    over "on the water" for "when is high water on the 9th?"."""
    most = max((len(_forms(h) & asked) for h, _ in cells), default=0)
    return [c for c in cells if len(_forms(c[0]) & asked) == most]
