"""Documents cut into passages: paragraph-sized, with offsets into the document text."""

from __future__ import annotations

import re
from dataclasses import dataclass

from assistant.prose import prose
from assistant.retrieval.loaders import Document
from assistant.retrieval.text import sentence_spans

CHUNK_TARGET = 700  # characters: about one paragraph, small enough to cite
CHUNK_MAX = 1200


@dataclass(frozen=True)
class Chunk:
    doc_id: str
    start: int
    end: int
    text: str

    @property
    def id(self) -> str:
        return f"{self.doc_id}#{self.start}-{self.end}"


def chunk_document(doc: Document) -> list[Chunk]:
    """Passages of at most CHUNK_MAX characters with offsets into the document text: cut by
    structure where there is one (paragraphs; a manual page's option entries, each a passage
    of its own; one record per line for tables and logs), by sentences inside a long
    paragraph, and by size where there is no structure at all (a file of one long line)."""
    text = doc.text
    chunks: list[Chunk] = []
    cur_start: int | None = None
    cur_end = 0

    def flush() -> None:
        nonlocal cur_start
        if cur_start is not None:
            chunks.append(Chunk(doc.id, cur_start, cur_end, text[cur_start:cur_end]))
            cur_start = None

    for start, end, alone in _pieces(text):
        if alone:
            # An option entry is what a question about that option must find: never merged.
            flush()
            for s, e in _bounded(text, start, end):
                chunks.append(Chunk(doc.id, s, e, text[s:e]))
            continue
        for s, e in _bounded(text, start, end):
            if cur_start is not None and e - cur_start > CHUNK_TARGET:
                flush()
            if cur_start is None:
                cur_start = s
            cur_end = e
    flush()
    return chunks


def _bounded(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A piece as runs of whole sentences, each at most CHUNK_MAX characters."""
    if end - start <= CHUNK_MAX:
        return [(start, end)]
    runs: list[tuple[int, int]] = []
    run_start: int | None = None
    run_end = start
    for s, e in sentence_spans(text[start:end]):
        for s, e in _windows(text, s + start, e + start):
            if run_start is not None and e - run_start > CHUNK_TARGET:
                runs.append((run_start, run_end))
                run_start = None
            if run_start is None:
                run_start = s
            run_end = e
    if run_start is not None:
        runs.append((run_start, run_end))
    return runs


def _windows(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """A 'sentence' longer than CHUNK_MAX (a minified file, a line with no stops) cut into
    windows of about CHUNK_TARGET characters, at a space where there is one."""
    out: list[tuple[int, int]] = []
    while end - start > CHUNK_MAX:
        cut = text.rfind(" ", start + CHUNK_TARGET // 2, start + CHUNK_TARGET)
        cut = cut if cut > start else start + CHUNK_TARGET
        out.append((start, cut))
        start = cut
        while start < end and text[start].isspace():
            start += 1
    if end > start:
        out.append((start, end))
    return out


# A manual page's option entry: a line that starts (indented) with an option ("-i[SUFFIX],
# --in-place[=SUFFIX]", "-k --keep", "-X      Enables X11 forwarding.") and the lines below
# it indented further.
# The entry with its description on the header's line is tried first: "-K      Enables
# GSSAPI-based authentication." is also a line of option-like characters.
_OPTION = re.compile(r"^([ \t]{1,16})-{1,2}[A-Za-z0-9?]\S*\s{2,}[A-Za-z]|^([ \t]{1,16})(?:-{1,2}[A-Za-z0-9?@#][\w\-\[\]=<>|.,:/ ]*)$",
                     re.MULTILINE)


def _pieces(text: str) -> list[tuple[int, int, bool]]:
    """(start, end, alone): option entries (alone) and the paragraphs between them."""
    pieces: list[tuple[int, int, bool]] = []
    pos = 0
    # Header lines with no text of their own right above an entry's last header are its other
    # forms: ssh's "-L [bind_address:]port:host:hostport" and three more lines, then what -L does.
    run: tuple[int, int, int] | None = None  # (start, indent, end of its last line)
    for match in _OPTION.finditer(text):
        if match.start() < pos:
            continue
        indent = len(match.group(1) or match.group(2) or "")
        follows = run is not None and run[1] == indent and text[run[2]:match.start()] == "\n"
        end = _entry_end(text, match.end(), indent, same_line=match.group(1) is not None)
        if end is None:
            line_end = text.find("\n", match.start())
            run = (run[0] if follows and run is not None else match.start(), indent, len(text) if line_end < 0 else line_end)
            continue
        start = run[0] if follows and run is not None else match.start()
        run = None
        pieces.extend((s, e, False) for s, e in _paragraph_spans(text[pos:start], pos))
        first = start + indent
        pieces.append((first, end, True))
        pos = end
    pieces.extend((s, e, False) for s, e in _paragraph_spans(text[pos:], pos))
    return pieces


def _entry_end(text: str, pos: int, indent: int, same_line: bool) -> int | None:
    """Where the option entry whose header line ends at or after `pos` ends: before the first
    non-blank line indented no further than the header. None when the header has no
    description (no text on its line, no line below indented further): a dash list."""
    line_end = text.find("\n", pos)
    end = len(text) if line_end < 0 else line_end
    described = same_line
    first = True
    while line_end >= 0:
        start = line_end + 1
        line_end = text.find("\n", start)
        line = text[start:] if line_end < 0 else text[start:line_end]
        if not line.strip():
            first = False
            continue
        if len(line) - len(line.lstrip()) <= indent:
            if same_line and first and not line.lstrip().startswith("-"):
                return None  # justified prose that starts with an option ("--progress-bar  is your friend. ...")
            break
        described = True
        first = False
        end = len(text) if line_end < 0 else line_end
    return end if described else None


def _paragraph_spans(text: str, offset: int = 0) -> list[tuple[int, int]]:
    spans = []
    pos = offset
    for block in text.split("\n\n"):
        start = pos
        pos += len(block) + 2
        stripped = block.strip()
        if stripped:
            lead = block.index(stripped[0])
            spans.append((start + lead, start + lead + len(stripped)))
    return spans


def entry_text(entry: str) -> str:
    """An option entry as one line: "-i[SUFFIX], --in-place[=SUFFIX]: edit files in place";
    an option written several ways on lines of their own, the ways joined by ", "."""
    lines = entry.strip().split("\n")
    forms = 1
    while forms < len(lines) and lines[forms].lstrip().startswith("-") and not re.search(r"\S\s{2,}\S", lines[forms].strip()):
        forms += 1
    head = lines[0]
    options, *same_line = re.split(r"\s{2,}", head.strip(), maxsplit=1)
    options = ", ".join([options, *(line.strip() for line in lines[1:forms])])
    described = " ".join(prose("\n".join([*same_line, *lines[forms:]])).split())
    return f"{options}: {described}" if described else options
