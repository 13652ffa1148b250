"""What every command shares: options, settings, the error boundary, consoles."""

from __future__ import annotations

import errno
import functools
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer

from assistant.errors import AssistantError

F = TypeVar("F", bound=Callable[..., Any])

# JSON leaves these raw inside strings, but Python's str.splitlines (and other line readers)
# breaks a line at each: one JSON document per line must survive any line reader.
_LINE_BREAKS = str.maketrans({"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"})


def json_line(text: str) -> str:
    """A JSON text made safe to be one line of JSON Lines (only string contents change, as escapes)."""
    return text.translate(_LINE_BREAKS)


def complete_session(incomplete: str) -> list[str]:
    """Session ids for shell completion, from the configured store (for files: a folder listing)."""
    try:
        from assistant.stores import store_from_env

        return [sid for sid in store_from_env().session_ids() if sid.startswith(incomplete)]
    except Exception:  # noqa: BLE001 - completion must never print a traceback into the shell
        return []


def complete_provider(incomplete: str) -> list[str]:
    return [p for p in ("auto", "offline", "openai") if p.startswith(incomplete)]


JsonOpt = Annotated[bool, typer.Option("--json", help="Machine-readable JSON on stdout, nothing else.")]
SessionOpt = Annotated[str | None, typer.Option("--session", "-s", help="Continue or create this session (default: a new one).",
                                                autocompletion=complete_session)]
DocsOpt = Annotated[Path | None, typer.Option("--docs", "-d", help="Document folder or file (default: the bundled samples, or ASSISTANT_DOCS_DIR).")]
ProviderOpt = Annotated[str | None, typer.Option("--provider", "-p", help="auto | offline | openai (default: ASSISTANT_PROVIDER or auto).",
                                                 autocompletion=complete_provider)]


def settings_from(docs: Path | None = None, provider: str | None = None) -> Any:
    """Settings from the environment and `.env`, with the command's options on top, all validated."""
    from assistant.config import load_settings

    return load_settings(docs_dir=docs, provider=provider)


def stderr_console() -> Any:
    from rich.console import Console

    return Console(stderr=True, no_color=bool(os.environ.get("NO_COLOR")), highlight=False)


def stdout_console() -> Any:
    from rich.console import Console

    return Console(no_color=bool(os.environ.get("NO_COLOR")), highlight=False)


def index_progress(status: Any = None, after: float = 1.0) -> Callable[[str, int, int], None]:
    """How a (re)build of the document index goes, on stderr, once it has taken `after`
    seconds (a cached or small folder says nothing): in the spinner's text on a terminal,
    else one line per stage."""
    import time

    started: list[float] = []  # when the work began: its first report
    said: set[str] = set()

    def report(stage: str, done: int, total: int) -> None:
        now = time.monotonic()
        if not started:
            started.append(now)
        if now - started[0] < after:
            return
        if status is not None:
            status.update(f"{stage} documents {done}/{total}…" if total > 1 else f"{stage} documents…")
        elif stage not in said:
            said.add(stage)
            print(f"{stage} documents ({total} files)…" if total > 1 else f"{stage} documents…", file=sys.stderr,
                  flush=True)

    return report


def report_error(exc: AssistantError) -> None:
    """One line on stderr, secrets redacted: how every command and the REPL report a failure."""
    from assistant.sanitize import shown
    from assistant.secrets import redact

    message = " ".join(redact(shown(exc.message)).split())
    try:
        print(f"error: {message}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass  # stderr itself is gone: the exit code still tells


# Errors of writing to stdout (a full disk, a closed pipe, a dead terminal).
_OUTPUT_ERRNOS = {errno.EPIPE, errno.ENOSPC, errno.EIO, errno.EFBIG, errno.EDQUOT}


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so the interpreter's last flush of unwritable output
    does not print a second error."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
    try:
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives until exit
    except OSError:
        pass


def guarded(fn: F) -> F:
    """The CLI's one error boundary: AssistantError -> one line on stderr and its exit code.

    With ASSISTANT_DEBUG=1 the exception propagates with its traceback instead.
    """

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        from assistant.errors import ExitStatus

        try:
            result = fn(*args, **kwargs)
            sys.stdout.flush()  # a full disk or a closed pipe shows here, inside the boundary
            return result
        except AssistantError as exc:
            if os.environ.get("ASSISTANT_DEBUG") == "1":
                raise
            report_error(exc)
            raise typer.Exit(int(exc.exit_status)) from None
        except KeyboardInterrupt:
            print("interrupted", file=sys.stderr)
            raise typer.Exit(int(ExitStatus.INTERRUPTED)) from None
        except OSError as exc:
            if exc.errno not in _OUTPUT_ERRNOS or os.environ.get("ASSISTANT_DEBUG") == "1":
                raise
            _silence_stdout()
            report_error(AssistantError(f"cannot write the output: {exc.strerror or exc}"))
            raise typer.Exit(int(ExitStatus.FAILED)) from None

    return wrapper  # type: ignore[return-value]


def _lines(text: str) -> list[str]:
    """JSON lines end at "\n" only: a JSON string may hold U+2028 or U+0085, which
    str.splitlines() would take for line ends."""
    return [line.rstrip("\r") for line in text.split("\n")]


def read_input_lines(path: Path) -> list[str]:
    """Lines of a UTF-8 input file, or of standard input for '-'; clear errors otherwise."""
    from assistant.errors import InputError, UsageError

    if str(path) == "-":
        try:
            return _lines(sys.stdin.buffer.read().decode("utf-8"))
        except UnicodeDecodeError as exc:
            raise InputError(f"standard input is not valid UTF-8 (byte {exc.start})") from None
    try:
        return _lines(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise UsageError(f"no such file: {path}") from None
    except IsADirectoryError:
        raise UsageError(f"{path} is a folder, not a file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"cannot read {path}: {exc}") from None


def check_output_path(output: Path, *, inputs: list[Path] = (), sessions_dir: Path | None = None) -> None:  # type: ignore[assignment]
    """Refuse an output that would replace the command's own input or a session file."""
    from assistant.errors import UsageError
    from assistant.sanitize import shown

    target = output.expanduser()
    for source in inputs:
        if str(source) == "-":
            continue
        try:
            same = target.exists() and source.exists() and target.samefile(source)
        except OSError:
            same = False
        if same:
            raise UsageError(f"refusing to write {shown(output)}: it is this command's input")
    if sessions_dir is not None:
        try:
            inside = target.resolve().parent == Path(sessions_dir).expanduser().resolve()
        except OSError:
            inside = False
        if inside:
            raise UsageError(f"refusing to write {shown(output)}: it is in the sessions folder, where only sessions live")


def write_new_file(path: Path, text: str, *, force: bool) -> None:
    """Write `text` to `path` atomically; an existing file is replaced only with --force."""
    import tempfile

    from assistant.errors import AssistantError, UsageError
    from assistant.sanitize import shown

    target = path.expanduser()
    if target.exists() and not force:
        raise UsageError(f"{shown(path)} exists; pass --force to replace it")
    if target.exists() and not target.is_file():
        raise UsageError(f"{shown(path)} is not a regular file")
    folder = target.parent if str(target.parent) else Path(".")
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=folder)
    except OSError as exc:
        raise AssistantError(f"cannot write {shown(path)}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except OSError as exc:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise AssistantError(f"cannot write {shown(path)}: {exc.strerror or exc}; nothing was replaced") from None


STDIN_WAIT_S = 3.0


def _stdin_ready(stream: object, timeout: float) -> bool:
    """True when a pipe has data or is closed; False when it stays silent (an idle pipe a
    harness left open must not hang the command). Files and /dev/null are always ready."""
    import select
    import stat

    try:
        fd = stream.fileno()  # type: ignore[attr-defined]
        mode = os.fstat(fd).st_mode
        if not stat.S_ISFIFO(mode) and not stat.S_ISSOCK(mode):
            return True
        ready, _, _ = select.select([fd], [], [], timeout)
        return bool(ready)
    except (OSError, ValueError, AttributeError):
        return True  # not a real descriptor (e.g. a test runner's buffer): read it


def read_stdin_bytes() -> bytes | None:
    """What is piped or redirected to standard input, if anything (never waits on a terminal)."""
    stream = sys.stdin
    if stream is None or stream.closed:
        return None
    try:
        if stream.isatty():
            return None
    except (ValueError, OSError):
        return None
    if not _stdin_ready(stream, STDIN_WAIT_S):
        print(f"notice: standard input sent nothing for {STDIN_WAIT_S:.0f} s; ignored (--no-stdin skips the wait)", file=sys.stderr)
        return None
    try:
        raw = stream.buffer.read() if hasattr(stream, "buffer") else stream.read().encode("utf-8")
    except OSError:
        return None
    return raw or None
