"""The AssistantError family. The CLI's single error boundary maps these to exit codes."""

from __future__ import annotations

from enum import IntEnum


class ExitStatus(IntEnum):
    OK = 0
    FAILED = 1  # the request could not be served
    USAGE = 2  # the user called us wrongly
    INTERRUPTED = 130  # Ctrl-C (128 + SIGINT, as shells report it)


class AssistantError(Exception):
    """An expected failure with a one-line message meant for the user."""

    exit_status: ExitStatus = ExitStatus.FAILED

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class UsageError(AssistantError):
    exit_status = ExitStatus.USAGE


class InputError(AssistantError):
    """The user's text or attachment cannot be served (empty, too long, binary...)."""


class DocumentsError(AssistantError):
    """The document folder is missing, empty or unreadable."""


class SessionError(AssistantError):
    """A session file is missing, corrupt or cannot be written."""


class CalculatorError(AssistantError):
    """An expression the calculator refuses; `kind` names the rule that was broken."""

    def __init__(self, message: str, kind: str = "invalid") -> None:
        super().__init__(message)
        self.kind = kind
