"""How-to questions over manual pages: "How do I count the words in a file?" is answered by
the option that does it ("wc -w, --words: print the word counts"), from the page of the
command that does it.

Ranking passages by the question's words alone picks whatever page repeats them most:
grep's "-c, --count ... print a count of matching lines for each input file" for "count the
lines in a file", gzip's "--list" entry for "list files by size". A manual page says what its
command is for in one line (NAME: "wc - print newline, word, and byte counts for each
file"), and an option's entry says what the option adds; an option does a task when the two
together say every word of it, and what the command is for, and the option's own name, break
the ties. Only a reading that says every word of the task is given as the answer; anything
less is left to the ordinary reader.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from assistant.retrieval.chunking import entry_text
from assistant.retrieval.text import tokenize

if TYPE_CHECKING:
    from assistant.retrieval.corpus import Corpus

# "How do I ...", "how can I ...", "how to ...", "what's the command to ...", "which option ...".
_HOW_TO = re.compile(
    r"^\s*(?:how\s+(?:do|can|could|would|should|might)\s+(?:i|we|you|one)\s+"
    r"|how\s+to\s+"
    r"|(?:what|which)(?:'s|\s+is)?\s+(?:the\s+)?(?:command|option|flag|switch)\s+"
    r"(?:(?:do\s+i\s+use\s+)?to|for|that|lets\s+me)\s+)"
    r"(?P<task>.+?)[\s?.!]*$",
    re.IGNORECASE,
)
# NAME, then "wc - print newline, word, and byte counts for each file" (or "file — determine
# file type"; "grep, egrep, fgrep, rgrep - print lines that match patterns").
_NAME = re.compile(r"^NAME[ \t]*\n\s+(?P<names>[\w.+-]+(?:,\s*[\w.+-]+)*)\s+[-\u2014\u2013]+\s+"
                   r"(?P<purpose>[^\n]+(?:\n[ \t]+\S[^\n]*)*)", re.MULTILINE)  # wrapped onto indented lines
# DESCRIPTION's first sentence says it again, often in the words a user types: "Print the last
# 10 lines of each FILE" (tail), "Pause for NUMBER seconds" (sleep).
_DESCRIPTION = re.compile(r"^DESCRIPTION[ \t]*\n(?P<text>(?:[ \t]+\S[^\n]*\n?)+)", re.MULTILINE)
_HEAD = 6000  # the NAME section opens a page; no need to read past its first screen
_TAKEN_WHOLE = 0.999
# How sure a reading that says every word of the task is: 36 of 37 right on the probe
# folders it was written on (docs/BENCHMARKS.md, thirteenth session).
CONFIDENCE = 0.75
_LONG_OPTION = re.compile(r"(?<![\w-])--?([a-z][a-z0-9]+(?:-[a-z0-9]+)*)")
# An option that takes a value: "--lines=[+]NUM", "-n NUM", "--retry-delay <seconds>".
_TAKES_VALUE = re.compile(r"=|\s(?:\[?[A-Z][A-Z_]+\]?|<[^>]+>)(?:[\s,]|$)|^-{1,2}[\w-]+ [a-z]+$")
_NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")
_FIRST_SENTENCE = 240
_PAGES = 16
_WITH_COMMAND = re.compile(r"\b(?:with|using|in|via|through)\s+(?:the\s+)?([\w.+-]+)", re.IGNORECASE)
_CLOSE_TO_BEST = 0.5
_SEARCHED = 150
_ENTRIES = 12
# Everything under a directory, said the way people say it: the manuals say "recursive".
_RECURSIVE = re.compile(r"\b(?:(?:and\s+)?(?:everything|all)\s+(?:in|inside|under|below)\s+(?:it|them)"
                        r"|(?:and\s+)?(?:all\s+)?(?:its|their)\s+(?:contents|files|sub-?folders|sub-?directories)"
                        r"|sub-?folders|sub-?directories)\b", re.IGNORECASE)
_SAID_BY_RECURSIVE = frozenset({"everyth", "content", "subfold", "subdirectori"})
# Said of a task, not of what does it: "in one go", "find out what type a file is".
_FILLER = re.compile(r"\b(?:in\s+one\s+go|at\s+once|(?:find|figure|work)\s+out|quickly|easily"
                     r"|(?:see|check|know|tell)(?=\s+(?:how|what|which|whether|if)\b))\b", re.IGNORECASE)
# "List files by size" is a sort.
_ORDERED_BY = re.compile(r"\b(?:list|show|display|print|see|order|arrange)\b.*\bby\s+(?:size|time|date|name|age|"
                         r"extension|version|modification)", re.IGNORECASE)
# A file type ("a .gz file", "a tar.gz file") is the file the command is given.
_EXTENSION = re.compile(r"\.([a-z0-9]{1,5})\b", re.IGNORECASE)
# A word right after a negation is said the other way round: "--hide: do not list implied
# entries" does not show them; "rename without overwriting" is "do not overwrite".
_NEGATED = re.compile(r"\b(?:not|never|no|without|don't|doesn't)\s+(?:to\s+|be\s+)?([a-z]+)", re.IGNORECASE)
_HOW_OFTEN = re.compile(r"\bhow\s+(?:many\s+times|often)\b", re.IGNORECASE)
# What an option's argument gives ("the last 50 lines", "the second column", "a few seconds")
# and what every command works on: not needed to be said, still weighed.
_ARGUMENT_WORDS = frozenset({"first", "second", "third", "fourth", "fifth", "last", "few", "sever", "file", "text",
                             "data", "one"})
_NEGATIONS = frozenset({"without", "never", "dont"})
# Words a user types and the word a manual uses for the same thing (each a stem, as tokenize
# gives it). Written for command-line manuals; nothing here is read elsewhere.
_SAID_AS = {
    "folder": ("directori",), "delet": ("remov", "omit"), "remov": ("delet", "omit"),
    "show": ("print", "display", "list", "output"), "display": ("print", "show", "list", "output"),
    "print": ("output", "display", "show"), "output": ("print", "display", "show"),
    "see": ("print", "display", "show", "list"), "creat": ("make",), "make": ("creat",), "duplic": ("repeat",),
    "nest": ("parent", "recurs"), "generat": ("print", "output"), "renam": ("move",), "whitespac": ("white",),
    "verifi": ("check",), "shuffl": ("random", "permut"), "paus": ("delay", "sleep"), "resum": ("continu",),
    "decompress": ("uncompress", "expand"), "unzip": ("extract", "decompress"), "column": ("field",),
    "kill": ("signal",), "stop": ("kill", "signal"), "utc": ("univers",), "permiss": ("mode",), "use": ("usag",),
    "usag": ("use",), "disk": ("devic", "file"), "save": ("write", "output"),
    "download": ("transfer", "retriev", "get"), "order": ("sort",),
}


@dataclass(frozen=True)
class Manual:
    doc_id: str
    commands: tuple[str, ...]
    purpose: str  # what NAME says the command does
    line: tuple[int, int]  # where NAME's line is in the text
    description: str  # DESCRIPTION's first sentence, when it is one

    @property
    def chunk_id(self) -> str:
        return f"{self.doc_id}#{self.line[0]}-{self.line[1]}"


@dataclass(frozen=True)
class Reading:
    """An option (or a command alone) that does the task, and how well it was read."""

    doc_id: str
    command: str
    text: str  # the entry as the manual writes it, or the NAME line and DESCRIPTION's first sentence
    chunk_id: str
    cited: str  # the passage at chunk_id
    coverage: float  # share of the task's weight the entry and the command's purpose say

    @property
    def answer(self) -> str:
        """"wc -l, --lines: print the newline counts" (an option), or the NAME line."""
        return f"{self.command} {entry_text(self.text)}" if self.text.startswith("-") else " ".join(self.text.split())


def task(question: str) -> str | None:
    """What a how-to question asks to do ("count the lines in a file"), or None."""
    match = _HOW_TO.match(question)
    return match["task"] if match else None


def manual(doc_id: str, text: str) -> Manual | None:
    """The page's commands and purpose, when the text is a manual page."""
    head = text[:_HEAD]
    match = _NAME.search(head)
    if match is None:
        return None
    commands = tuple(n.strip().lower() for n in match["names"].split(","))
    described = _DESCRIPTION.search(head, match.end())
    first = ""
    if described is not None:
        paragraph = " ".join(described["text"].split())
        first = paragraph[:paragraph.find(". ") + 1] if ". " in paragraph else paragraph
    return Manual(doc_id, commands, " ".join(match["purpose"].split()), (match.start("names"), match.end("purpose")),
                  first if not first.startswith("-") and len(first) <= _FIRST_SENTENCE else "")


@dataclass(frozen=True)
class _Want:
    forms: frozenset[str]  # the stems that say it
    needed: bool  # False for what a command's argument gives: "the last 50 lines", "the second column"
    weight: float
    negated: bool = False  # "without overwriting"


@cache
def _said_as() -> dict[str, frozenset[str]]:
    return {word: frozenset([word, *others]) for word, others in _SAID_AS.items()}


def _wanted(task_text: str, weights: Mapping[str, float] | None = None) -> list[_Want]:
    """The task's words, each as the stems that say it; "file name" is also "filename"."""
    said_as = _said_as()
    task_text = _HOW_OFTEN.sub(" count ", _FILLER.sub(" ", task_text))
    if _ORDERED_BY.search(task_text):
        task_text += " sort"
    given = set(tokenize(" ".join(_EXTENSION.findall(task_text))))
    negated = set(tokenize(" ".join(_NEGATED.findall(task_text))))
    written = [w for w in re.findall(r"[A-Za-z]+", task_text.lower())]
    words = [t for t in dict.fromkeys(tokenize(task_text)) if not t.startswith("~") and t not in _NEGATIONS]
    if _RECURSIVE.search(task_text):
        words = [w for w in words if w not in _SAID_BY_RECURSIVE] + ["recurs"]
    joined = {t for a, b in zip(written, written[1:]) if tokenize(a) and tokenize(b) for t in tokenize(a + b)}
    wants = []
    for w in words:
        forms = said_as.get(w, frozenset([w]))
        # Weighed as the word typed, or the rarest way a manual says it when no page says it
        # (the folder's unseen words weigh most); never by a joined form nobody writes.
        known = [weights[f] for f in sorted(forms) if weights and f in weights]
        weight = (weights or {}).get(w, 0.0) if w in (weights or {}) else max(known, default=1.0)
        # A compound a manual writes as one word: "file name" is said by "filenames".
        forms |= {j for j in joined if j.startswith(w) or w in j}
        needed = not (w.isdigit() or w in _ARGUMENT_WORDS or w in given)
        wants.append(_Want(forms, needed, weight or 1.0, w in negated))
    return wants


@dataclass(frozen=True)
class _Said:
    """A text's word stems, those said the other way round ("do not list") apart."""

    plain: frozenset[str]
    negated: frozenset[str]

    @classmethod
    def of(cls, text: str, also: Sequence[str] = ()) -> _Said:
        negated = _NEGATED.findall(text)
        return cls(frozenset([*tokenize(_NEGATED.sub(" ", text)), *also]), frozenset(tokenize(" ".join(negated))))

    def __or__(self, other: _Said) -> _Said:
        return _Said(self.plain | other.plain, self.negated | other.negated)

    def undoes(self, wants: Sequence[_Want]) -> bool:
        """Says the other way round what the task asks: "--hide: do not list implied
        entries" for "show hidden files"."""
        return any(not w.negated and w.forms & self.negated and not w.forms & self.plain for w in wants)

    def says(self, want: _Want) -> bool:
        return bool(want.forms & (self.negated if want.negated else self.plain))


def _share(wants: Sequence[_Want], said: _Said, needed_only: bool = False) -> float:
    counted = [w for w in wants if w.needed or not needed_only]
    total = sum(w.weight for w in counted) or 1.0
    return sum(w.weight for w in counted if said.says(w)) / total


def _named_for(options: str, wants: Sequence[_Want]) -> list[str]:
    """The option names made of the task's words and nothing else: "--lines" for "the lines",
    "--side-by-side" for "side by side", "-name" for "by name"; not "--line-increment"."""
    said = set().union(*(w.forms for w in wants)) if wants else set()
    named = []
    for name in _LONG_OPTION.findall(options):
        stems = tokenize(name.replace("-", " "))
        if stems and all(t in said for t in stems):
            named.append(name)
    return named


def _command_words(commands: Sequence[str]) -> list[str]:
    """A command's name and its parts: "md5sum" says "md5"."""
    return [*commands, *(part for c in commands for part in re.findall(r"[a-z]+\d+|[a-z]{2,}", c))]


def read(
    task_text: str,
    candidates: Sequence[Manual],
    entries: Callable[[Manual], Sequence[tuple[str, str]]],
    weights: Mapping[str, float],
) -> Reading | None:
    """The option of one of `candidates` that says every needed word of the task; None when
    none says it all. Best first by what the command is for says of the task; then, for a
    task that gives a number, an option that takes one; then what the option's own words say
    of it; then an option named for it; then the command alone; then the shortest.
    `entries(manual)` gives (chunk id, text) of that page's passages for the task, best first."""
    wants = _wanted(task_text, weights)
    if not any(w.needed for w in wants):
        return None
    gives_a_number = _NUMBER.search(task_text) is not None
    said_with = {m.lower() for m in _WITH_COMMAND.findall(task_text)}
    if any(said_with & set(page.commands) for page in candidates):
        # "with cat", "using xz": that command's page, though another's is closer to the task (nl).
        candidates = [page for page in candidates if said_with & set(page.commands)]
    best: tuple[tuple[float, ...], Reading] | None = None
    said_by = [_command_words(page.commands) for page in candidates]
    purposes = [_Said.of(f"{page.purpose} {page.description}", commands) for page, commands in zip(candidates, said_by)]
    fits = [_share(wants, purpose) for purpose in purposes]
    for rank, (page, commands, purpose, by_purpose) in enumerate(zip(candidates, said_by, purposes, fits)):
        if by_purpose == 0 or by_purpose < _CLOSE_TO_BEST * max(fits):
            # A page whose command is for something else ("wget --retr-symlinks" to make a
            # link), or another command's page when one is plainly for the task: an option
            # there that says the words ("xz --info-memory" for "show memory usage", where
            # free's options do not say "human readable") is not the way to do it.
            continue
        # The command alone: its NAME line says the whole task ("send a signal to a process").
        alone = f"{', '.join(page.commands)} - {page.purpose.rstrip('.')}. {page.description}".strip()
        options = [(page.chunk_id, alone)]
        options += [(cid, text.strip()) for cid, text in entries(page) if text.lstrip().startswith("-")]
        for cid, text in options:
            is_entry = text.startswith("-")
            head, _, rest = text.partition("\n")
            names, *described = re.split(r"\s{2,}", head, maxsplit=1) if is_entry else ["", head]
            named = _named_for(names, wants)
            # An option's name says what it does only when it is all task words: "hidden" is
            # not said by "--hide-control-chars".
            own_words = _Said.of(" ".join([*described, rest, *named]), commands)
            said = purpose | own_words
            if _share(wants, said, needed_only=True) < _TAKEN_WHOLE or own_words.undoes(wants):
                continue
            # What the option's own words say of the task comes before its name: "remove
            # duplicate lines" is what uniq does ("omit repeated lines"), not "-d, --repeated:
            # only print duplicate lines".
            key = (by_purpose, gives_a_number and _TAKES_VALUE.search(names) is not None,
                   _share(wants, own_words, needed_only=True), bool(named), not is_entry, _share(wants, said),
                   -len(text) / 1000, -rank)
            if best is None or key > best[0]:
                cited = text if is_entry else f"{', '.join(page.commands)} - {page.purpose}"
                best = key, Reading(page.doc_id, page.commands[0], text, cid, cited, _share(wants, said))
    return None if best is None else best[1]


def look_up(corpus: Corpus, task_text: str) -> Reading | None:
    """The reading of `task_text` over the manual pages among the folder's best passages for it."""
    query = " ".join([task_text, *sorted({f for want in _wanted(task_text) for f in want.forms})])
    pages: list[Manual] = []
    seen: set[str] = set()  # each document read once, manual page or not
    for hit in corpus.search(query, k=_SEARCHED):
        doc_id = hit.chunk.doc_id
        if len(pages) < _PAGES and doc_id not in seen:
            seen.add(doc_id)
            page = manual(doc_id, corpus.documents[doc_id].text)
            if page is not None:
                pages.append(page)

    # An option named as the task says it ("-name" for "find files by name") is searched for
    # as written: on a long page the words alone rank a hundred other entries above it.
    flags = " ".join(f"-{w} --{w}" for w in dict.fromkeys(re.findall(r"[a-z]{3,}", task_text.lower())))

    def entries(page: Manual) -> list[tuple[str, str]]:
        return [(h.chunk.id, h.chunk.text) for h in corpus.search(f"{query} {flags}", k=_ENTRIES, within=(page.doc_id,))]

    return read(task_text, pages, entries, corpus.term_weights(query))
