"""What a turn is given besides its question: piped standard input and `-f` files, read by
the same loaders as the documents (a piped PDF is a PDF), or the question itself when
none is on the command line."""

from __future__ import annotations

import sys
from pathlib import Path

from assistant.cli.common import read_stdin_bytes
from assistant.errors import InputError, UsageError
from assistant.schemas import Attachment


def attach_stdin() -> Attachment | None:
    """Piped standard input as an attachment with id "stdin", or None when nothing (or only
    blank space) was piped."""
    from assistant.retrieval.loaders import LoadError, from_bytes

    raw = read_stdin_bytes()
    if raw is None or not raw.strip():
        return None
    try:
        document = from_bytes(raw, Path("stdin"), "stdin")
    except LoadError as exc:
        reason = str(exc)
        if reason.startswith("unsupported file type"):
            reason = "binary data, neither text, a PDF nor a Word document"
        raise InputError(f"standard input: {reason}") from None
    return Attachment(id="stdin", text=document.text)


def attach_files(paths: list[Path]) -> list[Attachment]:
    """Each `-f` file as an attachment named by its file name (its path when two share a name)."""
    from assistant.retrieval.loaders import LoadError, load
    from assistant.sanitize import shown

    names = [path.name for path in paths]
    out: list[Attachment] = []
    for path in paths:
        target = path.expanduser()
        if not target.exists():
            raise UsageError(f"no such file: {shown(path)}")
        if target.is_dir():
            raise UsageError(f"{shown(path)} is a folder; --docs takes a folder")
        name = path.name if names.count(path.name) == 1 else str(path)
        try:
            document = load(target, name)
        except LoadError as exc:
            raise InputError(f"cannot read {shown(path)}: {exc}") from None
        out.append(Attachment(id=shown(name), text=document.text))
    return out


def question_from_stdin(*, explicit: bool) -> str:
    """The question piped on standard input (`echo "what is 2+2" | assistant ask`, or `ask -`)."""
    if sys.stdin is None or sys.stdin.closed or sys.stdin.isatty():
        raise UsageError("no question: give it as an argument, or pipe it on standard input"
                         + (" ('-' reads it from there)" if explicit else ""))
    raw = read_stdin_bytes()
    if raw is None or not raw.strip():
        raise UsageError("no question: standard input was empty")
    try:
        return raw.decode("utf-8-sig").strip()
    except UnicodeDecodeError as exc:
        raise InputError(f"standard input is not valid UTF-8 (byte {exc.start})") from None
