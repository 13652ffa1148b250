"""Turn files into plain text. A file that cannot be read is skipped with a reason, never a crash.

Every loader runs inside limits (bytes read, bytes decompressed, characters kept, PDF
pages and seconds, JSON nesting), so no single file can hang or exhaust a command.
"""

from __future__ import annotations

import codecs
import csv
import gzip
import hashlib
import io
import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from assistant.csv_cells import rejoined
from assistant.sanitize import scrub

MAX_FILE_BYTES = 20 * 1024 * 1024  # read from disk
MAX_DECOMPRESSED_BYTES = 20 * 1024 * 1024  # out of a .gz file
MAX_TEXT_CHARS = 20_000_000  # kept from one file
MAX_PDF_PAGES = 2_000
PDF_SECONDS = 10.0  # one PDF's text extraction
MAX_JSON_DEPTH = 64
_SNIFF_BYTES = 8_192


class LoadError(Exception):
    """Why a file was skipped (shown by `docs list` and logged)."""


@dataclass(frozen=True)
class Format:
    """How one kind of file becomes text."""

    kind: str  # the name shown by `docs list`
    read: Callable[[bytes], str]  # the file's bytes -> its text; raises LoadError
    heading_title: bool = False  # a leading "# heading" names the document


@dataclass(frozen=True)
class Document:
    id: str  # path relative to the docs folder, with "/" separators: stable and openable
    title: str
    text: str
    kind: str  # the loader used: txt, md, csv, json, pdf, html
    digest: str = ""  # sha256 of the bytes the text was read from


# -- decoding -------------------------------------------------------------------------
_BOMS = ((b"\xef\xbb\xbf", "utf-8-sig"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))


def _utf16_without_bom(raw: bytes) -> str | None:
    """UTF-16 text with no BOM: nearly every other byte is NUL (ASCII-range text)."""
    head = raw[:_SNIFF_BYTES]
    if len(head) < 4 or len(head) % 2:
        return None
    even, odd = head[0::2].count(0), head[1::2].count(0)
    half = len(head) // 2
    if odd > 0.6 * half and even < 0.05 * half:
        return "utf-16-le"
    if even > 0.6 * half and odd < 0.05 * half:
        return "utf-16-be"
    return None


def decode(raw: bytes) -> tuple[str, str]:
    """(text, encoding) of bytes that hold text: UTF-8 (with or without BOM), UTF-16 (BOM,
    or ASCII-range text without one), else the single-byte Windows/Latin-1 encoding.

    Binary data (NUL bytes in anything but UTF-16) is refused. Hand-written rather than a
    detector library: these are the encodings ordinary files use, and the check costs
    microseconds and no import.
    """
    for bom, name in _BOMS:
        if raw.startswith(bom):
            try:
                return raw.decode(name), name.replace("-sig", "")
            except UnicodeDecodeError as exc:
                raise LoadError(f"not valid {name} (byte {exc.start})") from None
    utf16 = _utf16_without_bom(raw)
    if utf16:
        try:
            return raw.decode(utf16), utf16
        except UnicodeDecodeError:
            pass
    if b"\x00" in raw[:_SNIFF_BYTES]:
        raise LoadError("binary file")
    try:
        return raw.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        pass
    # cp1252 is latin-1 plus printable characters in 0x80-0x9f; five bytes it leaves
    # undefined fall back to latin-1, so every byte decodes to something meaningful.
    text = raw.decode("cp1252", errors="replace")
    if "\ufffd" in text:
        text = "".join(c if c != "\ufffd" else raw[i : i + 1].decode("latin-1") for i, c in enumerate(text))
    if _control_share(text) > 0.05:
        raise LoadError("binary file")
    return text, "cp1252"


def _control_share(text: str) -> float:
    sample = text[:_SNIFF_BYTES]
    # ESC starts colour codes in ordinary logs; binary data has many other controls.
    controls = sum(1 for c in sample if ord(c) < 32 and c not in "\t\n\r\f\v\x1b")
    return controls / max(1, len(sample))


_BINARY_MAGIC = (b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"PK\x03\x04", b"\x7fELF", b"\x1f\x8b", b"%PDF", b"BZh",
                 b"\xfd7zXZ", b"7z\xbc\xaf", b"Rar!", b"OggS", b"RIFF", b"\x00\x00\x01\x00", b"ID3", b"SQLite format")


def looks_like_text(raw: bytes) -> bool:
    """Text by content: no known binary signature, and it decodes as text. A file that only
    a single-byte encoding reads must be mostly ASCII (a few accented letters)."""
    head = raw[:_SNIFF_BYTES]
    if not head or head.startswith(_BINARY_MAGIC):
        return False
    if b"\x00" not in head:
        try:  # the sample may end inside a multi-byte character
            text = codecs.getincrementaldecoder("utf-8")().decode(head, final=False)
            return _control_share(text) < 0.01
        except UnicodeDecodeError:
            pass
    try:
        text, encoding = decode(head)
    except LoadError:
        return False
    if encoding == "cp1252" and sum(b >= 0x80 for b in head) > 0.1 * len(head):
        return False
    return _control_share(text) < 0.01


# -- formats --------------------------------------------------------------------------
def _title(text: str, path: Path, fmt: Format) -> str:
    if fmt.heading_title:
        first = text.split("\n", 1)[0].strip()
        if first.startswith("#"):
            return first.lstrip("#").strip()
    return file_title(path.name)


def file_title(file_name: str) -> str:
    """A file's name as a title: "museum visit" of museum_visit.md (or .md.gz)."""
    name = file_name[:-3] if file_name.endswith(".gz") else file_name
    return Path(name).stem.replace("_", " ").replace("-", " ") or name


def _csv_text(text: str) -> str:
    """Each row as "column: value; ..." so numbers are findable by their column names."""
    try:
        rows = list(csv.reader(io.StringIO(text)))
    except csv.Error as exc:
        raise LoadError(f"bad CSV: {exc}") from None
    rows = [r for r in rows if any(cell.strip() for cell in r)]
    if not rows:
        return ""
    header, body = rows[0], rows[1:]
    if not body:
        return ", ".join(header)
    lines = []
    for row in body:
        row = rejoined(row, len(header))
        pairs = [f"{h.strip()}: {v.strip()}" for h, v in zip(header, row, strict=False) if v.strip()]  # ragged rows: extra cells have no column
        lines.append("; ".join(pairs) + ".")
    return "\n".join(lines)


def _json_text(text: str) -> str:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LoadError(f"bad JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise LoadError("JSON nested too deeply") from None
    except ValueError as exc:  # e.g. an integer of more than 4,300 digits
        raise LoadError(f"bad JSON: {str(exc)[:80]}") from None
    lines: list[str] = []
    stack: list[tuple[object, str, int]] = [(data, "", 0)]
    while stack:  # iterative, with a depth limit: no recursion to exhaust
        value, key, depth = stack.pop()
        if depth > MAX_JSON_DEPTH:
            raise LoadError(f"JSON nested more than {MAX_JSON_DEPTH} levels deep")
        if isinstance(value, dict):
            stack.extend((v, f"{key}.{k}" if key else str(k), depth + 1) for k, v in reversed(list(value.items())))
        elif isinstance(value, list):
            stack.extend((v, f"{key}[{i}]", depth + 1) for i, v in reversed(list(enumerate(value))))
        elif value is not None:
            lines.append(f"{key}: {value}" if key else str(value))
    return "\n".join(lines)


def _span(value: str) -> int:
    """A cell's colspan or rowspan: its number, at most 50; 1 when it is not one."""
    return min(int(value), 50) if value.isdigit() else 1


class _TextOnly(HTMLParser):
    """An HTML page's text; its tables become markdown pipe tables, so that they stay tables
    (rows and columns) for the reader and for the table queries."""

    _SKIP = {"script", "style", "noscript", "template", "head"}
    _BLOCK = {"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "table", "ul", "ol"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0
        self.depth = 0  # tables open; a table inside a table is read as its cell's text
        self.rows: list[list[tuple[str, bool, int, int]]] = []  # (text, is a header cell, colspan, rowspan)
        self.cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self._SKIP:
            self.skipping += 1
        elif tag == "table":
            self.depth += 1
            if self.depth == 1:
                self.rows = []
        elif self.depth == 1 and tag == "tr":
            self.rows.append([])
        elif self.depth == 1 and tag in ("td", "th"):
            if not self.rows:
                self.rows.append([])
            colspan, rowspan = (next((v for k, v in attrs if k == name), None) or "1" for name in ("colspan", "rowspan"))
            self._close_cell()
            self.cell = []
            self.rows[-1].append(("", tag == "th", _span(colspan), _span(rowspan)))
        elif self.depth == 0 and tag in self._BLOCK:
            self.parts.append("\n\n")

    def _close_cell(self) -> None:
        if self.cell is not None and self.rows and self.rows[-1]:
            _, header, colspan, rowspan = self.rows[-1][-1]
            self.rows[-1][-1] = (" ".join("".join(self.cell).split()).replace("|", "/"), header, colspan, rowspan)
        self.cell = None

    def handle_endtag(self, tag: str) -> None:
        if tag in self._SKIP and self.skipping:
            self.skipping -= 1
        elif tag in ("td", "th") and self.depth == 1:
            self._close_cell()
        elif tag == "table" and self.depth:
            self.depth -= 1
            if self.depth == 0:
                self._close_cell()
                self.parts.append("\n\n" + _pipe_table(self.rows) + "\n\n")
        elif self.depth == 0 and tag in self._BLOCK:
            self.parts.append("\n\n")

    def handle_data(self, data: str) -> None:
        if self.skipping:
            return
        if self.depth and self.cell is not None:
            self.cell.append(data)
        elif not self.depth:
            self.parts.append(data)


def _pipe_table(rows: list[list[tuple[str, bool, int, int]]]) -> str:
    """Rows of cells as a markdown pipe table: spanned cells repeated across and down, the
    leading rows of header cells merged into one header ("Medals Gold")."""
    rows = [r for r in rows if r]
    grid: list[list[str]] = []
    below: dict[int, tuple[str, int]] = {}  # column -> (text, rows still to fill) from a rowspan
    for row in rows:
        out: list[str] = []
        cells = iter(row)
        while True:
            if len(out) in below:
                text, left = below.pop(len(out))
                out.append(text)
                if left > 1:
                    below[len(out) - 1] = (text, left - 1)
                continue
            cell = next(cells, None)
            if cell is None:
                break
            text, _, colspan, rowspan = cell
            for _ in range(colspan):
                if rowspan > 1:
                    below[len(out)] = (text, rowspan - 1)
                out.append(text)
        grid.append(out)
    if not grid:
        return ""
    heads = 0
    while heads < len(grid) - 1 and all(cell[1] for cell in rows[heads]):
        heads += 1
    heads = max(heads, 1)
    width = max(len(row) for row in grid)
    grid = [row + [""] * (width - len(row)) for row in grid]
    header = [" ".join(dict.fromkeys(grid[r][c] for r in range(heads) if grid[r][c])) for c in range(width)]
    lines = [header, ["---"] * width, *grid[heads:]]
    return "\n".join("| " + " | ".join(cell or " " for cell in line) + " |" for line in lines)


def _html_text(text: str) -> str:
    parser = _TextOnly()
    parser.feed(text)
    joined = "".join(parser.parts)
    joined = re.sub(r"[ \t]+", " ", joined)
    return re.sub(r"\n\s*\n(\s*\n)*", "\n\n", joined).strip()


# Terminal colour codes (a log or a command's coloured output piped in): not text.
_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]")


def _plain(text: str) -> str:
    return _ANSI.sub("", text)


# Markdown's link and emphasis marks are how the page is drawn, not what it says: an answer
# quoted from a handbook reads "plus 11 local holidays every year", not
# "plus [11 local holidays](https://3.basecamp.com/...) every year". Headings, lists and
# pipe tables are kept: they are structure the reader and the table code use.
# Bounded spans, and no bracket or asterisk inside one, keep each a linear scan: a minified
# or hostile file of 40,000 "[a](" took over two minutes with open-ended spans.
_MD_IMAGE = re.compile(r"!\[([^\[\]\n]{0,200})\]\([^()\s]{0,500}(?:\s+\"[^\"\n]{0,200}\")?\)")
_MD_LINK = re.compile(r"\[([^\[\]\n]{1,200})\]\([^()\s]{1,500}(?:\s+\"[^\"\n]{0,200}\")?\)")
_MD_REFERENCE_LINK = re.compile(r"\[([^\[\]\n]{1,200})\]\[[^\[\]\n]{0,100}\]")
_MD_EMPHASIS = re.compile(r"(?<![\w*\\])(\*\*|\*|__)(?=[^\s*])([^\n*]{0,200}?[^\s*\\])\1(?![\w*])")
def _without_comments(text: str) -> str:
    """HTML comments cut out; an unclosed one is left as text (a regex's lazy scan from every
    "<!--" to the end would be quadratic in a file of unclosed ones)."""
    parts, at = [], 0
    while (start := text.find("<!--", at)) >= 0:
        end = text.find("-->", start + 4)
        if end < 0:
            break
        parts.append(text[at:start])
        at = end + 3
    parts.append(text[at:])
    return "".join(parts)


def _markdown(text: str) -> str:
    text = _without_comments(_plain(text))
    text = _MD_IMAGE.sub(r"\1", text)
    text = _MD_LINK.sub(r"\1", text)
    text = _MD_REFERENCE_LINK.sub(r"\1", text)
    return _MD_EMPHASIS.sub(r"\2", text)


def _text(convert: Callable[[str], str]) -> Callable[[bytes], str]:
    """A reader for a text format: decode the bytes, then convert the text."""

    def read(raw: bytes) -> str:
        return convert(decode(raw)[0])

    read.__qualname__ = f"text:{convert.__name__}"
    return read


def _pdf_text(raw: bytes) -> str:
    """The text of a PDF, page by page, within a page count and a time budget."""
    try:
        from pypdf import PdfReader
        from pypdf.errors import DependencyError, FileNotDecryptedError
    except ImportError:  # pragma: no cover - pypdf is a dependency
        raise LoadError("PDF support needs pypdf") from None
    deadline = time.monotonic() + PDF_SECONDS
    try:
        reader = PdfReader(io.BytesIO(raw))
        if reader.is_encrypted:
            try:
                if not reader.decrypt(""):
                    raise LoadError("encrypted PDF (a password is needed)")
            except LoadError:
                raise
            except Exception:  # noqa: BLE001 - e.g. AES needs the optional `cryptography`
                raise LoadError("encrypted PDF (cannot be decrypted here)") from None
        pages = reader.pages
        if len(pages) > MAX_PDF_PAGES:
            raise LoadError(f"PDF has {len(pages):,} pages (the limit is {MAX_PDF_PAGES:,})")
        texts: list[str] = []
        total = 0
        for page in pages:
            if time.monotonic() > deadline:
                raise LoadError(f"PDF text extraction took over {PDF_SECONDS:.0f} s")
            text = page.extract_text() or ""
            total += len(text)
            if total > MAX_TEXT_CHARS:
                raise LoadError("PDF holds too much text")
            texts.append(text)
        return "\n\n".join(texts)
    except LoadError:
        raise
    except (DependencyError, FileNotDecryptedError):
        # AES encryption needs the optional `cryptography` even to open the file.
        raise LoadError("encrypted PDF (cannot be decrypted here)") from None
    except RecursionError:
        raise LoadError("unreadable PDF: nested too deeply") from None
    except MemoryError:
        raise LoadError("unreadable PDF: too large to decompress") from None
    except Exception as exc:  # noqa: BLE001 - pypdf raises many types (limits, streams, syntax); any one skips the file
        raise LoadError(f"unreadable PDF: {type(exc).__name__}: {str(exc)[:120]}") from None


def _gzip(raw: bytes) -> bytes:
    """The decompressed bytes, refused past MAX_DECOMPRESSED_BYTES (a gzip bomb stops there)."""
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(raw)) as handle:
            data = handle.read(MAX_DECOMPRESSED_BYTES + 1)
    except (OSError, EOFError, ValueError) as exc:
        raise LoadError(f"bad gzip file: {exc}") from None
    if len(data) > MAX_DECOMPRESSED_BYTES:
        raise LoadError(f"decompresses to more than {MAX_DECOMPRESSED_BYTES:,} bytes")
    return data


_HEADING_STYLE = re.compile(r"^(?:heading\s*(\d)|title)$", re.IGNORECASE)


def _docx_text(raw: bytes) -> str:
    """A Word document's text in reading order, written as markdown so that it reads as a .md
    file does: headings as "#" lines (its title, its sections), list items as "- " lines,
    tables as markdown tables (answered by column, as any other table)."""
    import zipfile

    try:
        import docx
        from docx.table import Table as WordTable
        from docx.text.paragraph import Paragraph
    except ImportError:  # pragma: no cover - python-docx is a dependency
        raise LoadError("Word support needs python-docx") from None
    try:
        with zipfile.ZipFile(io.BytesIO(raw)) as archive:
            if sum(member.file_size for member in archive.infolist()) > MAX_DECOMPRESSED_BYTES:
                raise LoadError(f"decompresses to more than {MAX_DECOMPRESSED_BYTES:,} bytes")
        document = docx.Document(io.BytesIO(raw))
        blocks: list[str] = []
        listing: list[str] = []  # consecutive list items: one block, a line each
        for item in document.iter_inner_content():
            if isinstance(item, Paragraph):
                text = " ".join(item.text.split())
                style = (item.style.name if item.style is not None else "") or ""
                if text and style.lower().startswith("list"):
                    listing.append(f"- {text}")
                    continue
                if listing:
                    blocks.append("\n".join(listing))
                    listing = []
                if not text:
                    continue
                heading = _HEADING_STYLE.match(style.strip())
                level = min(int(heading[1] or 1), 6) if heading else 0
                blocks.append(f"{'#' * level} {text}" if level else text)
            elif isinstance(item, WordTable):
                if listing:
                    blocks.append("\n".join(listing))
                    listing = []
                rows = [[" ".join(cell.text.split()).replace("|", "/") for cell in row.cells] for row in item.rows]
                if rows:
                    lines = [f"| {' | '.join(rows[0])} |", f"|{'---|' * len(rows[0])}"]
                    lines += [f"| {' | '.join(row)} |" for row in rows[1:]]
                    blocks.append("\n".join(lines))
        if listing:
            blocks.append("\n".join(listing))
        text = "\n\n".join(blocks)
        if len(text) > MAX_TEXT_CHARS:
            raise LoadError("Word document holds too much text")
        return text
    except LoadError:
        raise
    except RecursionError:
        raise LoadError("unreadable Word document: nested too deeply") from None
    except Exception as exc:  # noqa: BLE001 - a damaged file raises zip, XML and package errors of every kind
        raise LoadError(f"unreadable Word document ({type(exc).__name__})") from None


# THE table of document formats: a new format is one entry here. Its entries (and this
# module's source) enter the index cache key, so cached folders pick a new format up.
TEXT = "txt"
FORMATS: dict[str, Format] = {
    ".txt": Format(TEXT, _text(_plain), heading_title=True),
    ".md": Format("md", _text(_markdown), heading_title=True),
    ".markdown": Format("md", _text(_markdown), heading_title=True),
    ".rst": Format("rst", _text(_plain)),
    ".csv": Format("csv", _text(_csv_text)),
    ".json": Format("json", _text(_json_text)),
    ".html": Format("html", _text(_html_text)),
    ".htm": Format("html", _text(_html_text)),
    ".pdf": Format("pdf", _pdf_text),
    ".docx": Format("docx", _docx_text, heading_title=True),
}
# Anything else is read as plain text when its first bytes are text (READMEs without an
# extension, .log, .cfg, man pages): by content, not by name.
SNIFFED_TEXT = Format(TEXT, _text(_plain), heading_title=True)


def formats_signature() -> list[tuple[str, str, str, bool]]:
    return [(suffix, f.kind, f.read.__qualname__, f.heading_title) for suffix, f in sorted(FORMATS.items())]


def format_for(path: Path, head: bytes | None = None) -> Format | None:
    """The loader for a file by its name, else (given its first bytes) by its content."""
    suffix = path.suffix.lower()
    if suffix in FORMATS:
        return FORMATS[suffix]
    if head is not None and looks_like_text(head):
        return SNIFFED_TEXT
    return None


def load(path: Path, doc_id: str) -> Document:
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise LoadError(f"file too large ({size:,} bytes; the limit is {MAX_FILE_BYTES:,})")
        with path.open("rb") as handle:
            raw = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise LoadError(f"cannot read: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise LoadError(f"file too large (over {MAX_FILE_BYTES:,} bytes)")
    return from_bytes(raw, path, doc_id)


def _is_word(raw: bytes) -> bool:
    """A zip archive holding word/document.xml: a .docx piped on standard input."""
    import zipfile

    if raw[:4] != b"PK\x03\x04":
        return False
    try:
        with zipfile.ZipFile(io.BytesIO(raw)) as archive:
            return "word/document.xml" in archive.namelist()
    except zipfile.BadZipFile:
        return False


def from_bytes(raw: bytes, name: Path, doc_id: str) -> Document:
    """A document from its bytes; `name` chooses the format when its suffix is known, else
    the content does (piped standard input is a PDF or a Word document when it starts like one)."""
    if len(raw) > MAX_FILE_BYTES:
        raise LoadError(f"too large (over {MAX_FILE_BYTES:,} bytes)")
    digest = hashlib.sha256(raw).hexdigest()
    if name.suffix.lower() == ".gz" or (name.suffix.lower() not in FORMATS and raw[:2] == b"\x1f\x8b"):
        raw = _gzip(raw)
        name = name.with_name(name.name[:-3]) if name.suffix.lower() == ".gz" else name
    fmt = (FORMATS[".pdf"] if name.suffix.lower() not in FORMATS and raw[:5] == b"%PDF-"
           else FORMATS[".docx"] if name.suffix.lower() not in FORMATS and _is_word(raw)
           else format_for(name, raw[:_SNIFF_BYTES]))
    if fmt is None:
        raise LoadError(f"unsupported file type {name.suffix or '(none)'} (not text)")
    text = fmt.read(raw)
    if len(text) > MAX_TEXT_CHARS:
        raise LoadError(f"holds over {MAX_TEXT_CHARS:,} characters of text")
    text = scrub(text).replace("\r\n", "\n").strip()
    if not text:
        raise LoadError("no text in file")
    return Document(id=doc_id, title=_title(text, name, fmt), text=text, kind=fmt.kind, digest=digest)
