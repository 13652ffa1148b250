"""The one interface every session store offers; callers know nothing else about a store.

A store keeps sessions (`records.SessionFile`) as a header and hash-chained turns. Turns
are only ever appended, each atomically with its chain link, inside a `transaction` that
serialises writers of one session. Adding a backend means a module implementing this and
one entry in `stores.open_store`.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from assistant.records import SessionFile, SessionSummary, TurnRecord
from assistant.schemas import Attachment


@dataclass(frozen=True)
class Verification:
    """What `verify` found for one session."""

    session_id: str
    turns: int
    problems: list[str] = field(default_factory=list)
    witness: str | None = None  # what the chain was also checked against ("the ledger"), if anything

    @property
    def ok(self) -> bool:
        return not self.problems


class SessionStore(Protocol):
    def location(self) -> str:
        """Where the sessions are, for people (never holds a password)."""

    @property
    def folder(self) -> Path | None:
        """The local folder the sessions are files in, or None (output must not land there)."""

    def transaction(self, session_id: str) -> AbstractContextManager[SessionFile | None]:
        """Serialise writers of `session_id` and load it (None: a new session). Turns appended
        inside are durable once the block exits without an exception; otherwise none is."""

    def append_turn(self, session_id: str, record: TurnRecord, *, conversation_summary: str | None,
                    user_id: str | None = None, attachments: list[Attachment] = ()) -> TurnRecord:  # type: ignore[assignment]
        """Link `record` to the chain and store it (inside `transaction`); returns the linked record."""

    def load(self, session_id: str) -> SessionFile | None: ...

    def require(self, session_id: str) -> SessionFile:
        """The session, or SessionError("no such session ...")."""

    def exists(self, session_id: str) -> bool: ...

    def latest_id(self) -> str | None:
        """The session written last, or None."""

    def session_ids(self) -> list[str]:
        """Every stored session's id (sorted), readable or not."""

    def list_sessions(self, problems: list[str] | None = None, *, user: str | None = None) -> list[SessionSummary]:
        """Readable sessions, newest first (of `user` only, when given); unreadable ones are
        reported into `problems`."""

    def verify(self, session_id: str) -> Verification:
        """Chain and schema check of one session; schema problems raise SessionError."""

    def verify_all(self) -> Iterator[Verification]:
        """Every session checked, those that vanished without `delete` included; never raises
        for one broken session."""

    def import_session(self, session: SessionFile) -> bool:
        """Store a whole verified session under its own id; False (nothing written) when that
        id is already taken."""

    def delete(self, session_id: str) -> None: ...

    def close(self) -> None:
        """End of a command: make deferred writes durable, release connections."""
