"""Turn files into plain text. A file that cannot be read is skipped with a reason, never a crash."""

from __future__ import annotations

import csv
import io
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

MAX_FILE_BYTES = 20 * 1024 * 1024


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


def format_for(path: Path) -> Format | None:
    """The loader for a file, or None when its type is not supported."""
    return FORMATS.get(path.suffix.lower())


def load(path: Path, doc_id: str) -> Document:
    fmt = format_for(path)
    if fmt is None:
        raise LoadError(f"unsupported file type {path.suffix or '(none)'}")
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            raise LoadError(f"file too large ({size:,} bytes)")
        raw = path.read_bytes()
    except OSError as exc:
        raise LoadError(f"cannot read: {exc.strerror or exc}") from None
    text = fmt.read(raw).replace("\r\n", "\n").strip()
    if not text:
        raise LoadError("no text in file")
    return Document(id=doc_id, title=_title(text, path, fmt), text=text, kind=fmt.kind)


def _decode(raw: bytes) -> str:
    if b"\x00" in raw[:8192]:
        raise LoadError("binary file")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise LoadError(f"not valid UTF-8 (byte {exc.start})") from None


def _title(text: str, path: Path, fmt: Format) -> str:
    if fmt.heading_title:
        first = text.split("\n", 1)[0].strip()
        if first.startswith("#"):
            return first.lstrip("#").strip()
    return path.stem.replace("_", " ").replace("-", " ")


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
        pairs = [f"{h.strip()}: {v.strip()}" for h, v in zip(header, row, strict=False) if v.strip()]  # ragged rows: extra cells have no column
        lines.append("; ".join(pairs) + ".")
    return "\n".join(lines)


def _json_text(text: str) -> str:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LoadError(f"bad JSON: {exc.msg} at line {exc.lineno}") from None
    lines: list[str] = []

    def walk(value: object, key: str) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, f"{key}.{k}" if key else str(k))
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, f"{key}[{i}]")
        elif value is not None:
            lines.append(f"{key}: {value}" if key else str(value))

    walk(data, "")
    return "\n".join(lines)


class _TextOnly(HTMLParser):
    _SKIP = {"script", "style", "noscript", "template", "head"}
    _BLOCK = {"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "table", "ul", "ol"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self._SKIP:
            self.skipping += 1
        elif tag in self._BLOCK:
            self.parts.append("\n\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in self._SKIP and self.skipping:
            self.skipping -= 1
        elif tag in self._BLOCK:
            self.parts.append("\n\n")

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.parts.append(data)


def _html_text(text: str) -> str:
    parser = _TextOnly()
    parser.feed(text)
    joined = "".join(parser.parts)
    joined = re.sub(r"[ \t]+", " ", joined)
    return re.sub(r"\n\s*\n(\s*\n)*", "\n\n", joined).strip()


def _plain(text: str) -> str:
    return text


def _text(convert: Callable[[str], str]) -> Callable[[bytes], str]:
    """A reader for a text format: decode the bytes, then convert the text."""

    def read(raw: bytes) -> str:
        return convert(_decode(raw))

    read.__qualname__ = f"text:{convert.__name__}"
    return read


def _pdf_text(raw: bytes) -> str:
    try:
        from pypdf import PdfReader
        from pypdf.errors import PdfReadError
    except ImportError:  # pragma: no cover - pypdf is a dependency
        raise LoadError("PDF support needs pypdf") from None
    try:
        reader = PdfReader(io.BytesIO(raw))
        return "\n\n".join((page.extract_text() or "") for page in reader.pages)
    except (PdfReadError, ValueError, KeyError, TypeError) as exc:
        raise LoadError(f"unreadable PDF: {exc}") from None


# THE table of document formats: a new format is one entry here. Its entries (and this
# module's source) enter the index cache key, so cached folders pick a new format up.
FORMATS: dict[str, Format] = {
    ".txt": Format("txt", _text(_plain), heading_title=True),
    ".md": Format("md", _text(_plain), heading_title=True),
    ".csv": Format("csv", _text(_csv_text)),
    ".json": Format("json", _text(_json_text)),
    ".html": Format("html", _text(_html_text)),
    ".htm": Format("html", _text(_html_text)),
    ".pdf": Format("pdf", _pdf_text),
}


def formats_signature() -> list[tuple[str, str, str, bool]]:
    return [(suffix, f.kind, f.read.__qualname__, f.heading_title) for suffix, f in sorted(FORMATS.items())]
