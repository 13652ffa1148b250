"""structlog set-up: JSON lines to logs/assistant.log (events) and logs/tools.log (tool calls).

Configured once per process, on the first turn, so `--help` and `sessions` pay nothing.
Files rotate by size. Anything that looks like a secret is redacted before it is written.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import sys
from pathlib import Path
from collections.abc import MutableMapping
from typing import Any

import structlog

from assistant.private import FILE_MODE, private_dir, private_file
from assistant.secrets import redact

MAX_BYTES = 5 * 1024 * 1024
BACKUPS = 3
_SECRET_KEYS = {"api_key", "openai_api_key", "authorization", "password", "token", "secret"}
_configured_for: Path | None = None


def _redact_processor(_: Any, __: str, event: MutableMapping[str, Any]) -> MutableMapping[str, Any]:
    for key, value in list(event.items()):
        if key.lower() in _SECRET_KEYS:
            event[key] = "[REDACTED]"
        elif isinstance(value, str):
            event[key] = redact(value)
    return event


class _QuietRotatingHandler(logging.handlers.RotatingFileHandler):
    """A log file that cannot be written (a full disk) is said once, then left alone,
    instead of a traceback on stderr for every record."""

    failed = False

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802 - logging's name
        if not _QuietRotatingHandler.failed:
            _QuietRotatingHandler.failed = True
            error = sys.exc_info()[1]
            reason = getattr(error, "strerror", None) or error
            try:
                print(f"warning: cannot write log file {self.baseFilename}: {reason}; logging disabled", file=sys.stderr)
            except (OSError, ValueError):
                pass

    def emit(self, record: logging.LogRecord) -> None:
        if not _QuietRotatingHandler.failed:
            super().emit(record)

    def _open(self):  # type: ignore[no-untyped-def]  # logging's hook; also runs after each rollover
        # Log lines hold questions and answers: the file is private (0600), made so at creation.
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, FILE_MODE)
        private_file(Path(self.baseFilename))
        return os.fdopen(fd, self.mode, encoding=self.encoding, errors=self.errors)


def _file_logger(name: str, path: Path) -> logging.Logger:
    logger = logging.getLogger(name)
    logger.handlers.clear()
    logger.propagate = False
    logger.setLevel(logging.INFO)
    try:
        handler: logging.Handler = _QuietRotatingHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError as exc:
        print(f"warning: cannot write log file {path}: {exc.strerror or exc}; logging disabled", file=sys.stderr)
        handler = logging.NullHandler()
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger.addHandler(handler)
    return logger


def configure(logs_dir: Path) -> None:
    global _configured_for
    if _configured_for == logs_dir:
        return
    try:
        private_dir(logs_dir)
    except OSError as exc:
        print(f"warning: cannot create logs folder {logs_dir}: {exc.strerror or exc}", file=sys.stderr)
    _file_logger("assistant", logs_dir / "assistant.log")
    _file_logger("assistant.tools", logs_dir / "tools.log")
    structlog.configure(
        processors=[
            structlog.contextvars.merge_contextvars,
            structlog.processors.add_log_level,
            structlog.processors.TimeStamper(fmt="iso", utc=True),
            _redact_processor,
            structlog.processors.JSONRenderer(default=str),
        ],
        logger_factory=structlog.stdlib.LoggerFactory(),
        wrapper_class=structlog.stdlib.BoundLogger,
        cache_logger_on_first_use=False,
    )
    _configured_for = logs_dir


def app_log() -> Any:
    return structlog.get_logger("assistant")


def tool_log() -> Any:
    return structlog.get_logger("assistant.tools")
