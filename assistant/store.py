"""Session files: strict ids, atomic writes under a per-session lock, a hash-chained audit.

Deliberately free of LangChain/LangGraph imports: `sessions list` loads only this.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from assistant.errors import SessionError, UsageError
from assistant.schemas import Attachment, Message, ToolCall, UserIntent, utcnow

SCHEMA_VERSION = 1
SESSION_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
LOCK_TIMEOUT_S = 60.0


class TurnRecord(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    """The audit of one turn."""

    turn: int
    started_at: datetime
    finished_at: datetime
    input: str
    attachment: Attachment | None = None
    intent: UserIntent
    next_step: str
    response_type: str
    response: dict[str, object]
    tools_used: list[str] = Field(default_factory=list)
    tool_calls: list[ToolCall] = Field(default_factory=list)
    actions_taken: list[str] = Field(default_factory=list)
    active_documents: list[str] = Field(default_factory=list)
    provider: str = "offline"
    llm_calls: int = 0
    tokens: int = 0
    fallback_reason: str | None = None
    timings_ms: dict[str, float] = Field(default_factory=dict)
    flags: list[str] = Field(default_factory=list)
    notice: str | None = None
    audit_notes: list[str] = Field(default_factory=list)
    prev_hash: str = ""
    hash: str = ""

    def compute_hash(self) -> str:
        body = self.model_dump(mode="json", exclude={"hash"})
        canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class SessionFile(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    """sessions/<session_id>.json: the AgentState fields that persist, plus every turn."""

    schema_version: int = SCHEMA_VERSION
    session_id: str
    user_id: str | None = None
    created_at: datetime = Field(default_factory=utcnow)
    updated_at: datetime = Field(default_factory=utcnow)
    # AgentState as of the last turn
    user_input: str = ""
    messages: list[Message] = Field(default_factory=list)
    intent: UserIntent | None = None
    next_step: str | None = None
    conversation_summary: str | None = None
    active_documents: list[str] = Field(default_factory=list)
    current_response: dict[str, object] | None = None
    tools_used: list[str] = Field(default_factory=list)
    actions_taken: list[str] = Field(default_factory=list)
    turn_count: int = 0  # in the header, so `sessions list` need not read the turns
    turns: list[TurnRecord] = Field(default_factory=list)

    @property
    def last_hash(self) -> str:
        return self.turns[-1].hash if self.turns else ""


class SessionSummary(BaseModel):
    model_config = ConfigDict(defer_build=True)  # built on first use, not at import
    session_id: str
    created_at: datetime
    updated_at: datetime
    turns: int
    last_intent: str | None
    last_input: str


def _from_v0(data: dict[str, Any]) -> dict[str, Any]:
    """v0: the seed design's file, a bare AgentState dump without turns or a version."""
    data = dict(data)
    data.setdefault("turns", [])
    messages = data.get("messages") or []
    data["messages"] = [
        m if isinstance(m, dict) and "role" in m else {"role": "user", "content": str(m), "turn": 0}
        for m in messages
    ]
    data["schema_version"] = 1
    return data


# MIGRATIONS[n] upgrades a version-n file to version n + 1. Add one entry per new version.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _from_v0}


def migrate(data: dict[str, Any], path: Path) -> dict[str, Any]:
    version = data.get("schema_version", 0)
    if not isinstance(version, int) or version < 0:
        raise SessionError(f"session file {path} has an invalid schema_version {version!r}; it was left untouched")
    if version > SCHEMA_VERSION:
        raise SessionError(
            f"session file {path} has schema_version {version}; this version of assistant reads up to {SCHEMA_VERSION}"
        )
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version = data["schema_version"]
    return data


def new_session_id() -> str:
    return datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S-") + secrets.token_hex(3)


def check_session_id(session_id: str) -> str:
    if not SESSION_ID.fullmatch(session_id or ""):
        raise UsageError(
            f"invalid session id {session_id[:80]!r}: use 1-64 letters, digits, '.', '_' or '-', "
            "starting with a letter or digit"
        )
    return session_id


class _Cached:
    """A session as this process last read or wrote it, with its turns' JSON."""

    def __init__(self, session: SessionFile, stamp: tuple[int, int, int],
                 turns: list[bytes] | None = None, messages: list[bytes] | None = None) -> None:
        self.session = session
        self.stamp = stamp  # (inode, mtime_ns, size): os.replace gives every write a new inode
        # Serialised turns and messages: both lists only grow, and an entry never changes.
        self.turns = turns or []
        self.messages = messages or []


class SessionStore:
    def __init__(self, root: Path) -> None:
        self.root = root
        # Per-turn cost must not grow with the session: a process that wrote a session keeps
        # it parsed, and re-serialises only the new turn (the write itself is O(file size)).
        self._cache: dict[str, _Cached] = {}

    def path(self, session_id: str) -> Path:
        return self.root / f"{check_session_id(session_id)}.json"

    @contextmanager
    def lock(self, session_id: str) -> Iterator[None]:
        """Serialise writers of one session across processes."""
        from filelock import FileLock, Timeout

        self._ensure_root()
        lock = FileLock(str(self.root / f".{check_session_id(session_id)}.lock"))
        try:
            with lock.acquire(timeout=LOCK_TIMEOUT_S):
                yield
        except Timeout:
            raise SessionError(f"session {session_id} is busy (locked by another process)") from None

    def load(self, session_id: str) -> SessionFile | None:
        path = self.path(session_id)
        try:
            st = path.stat()
            cached = self._cache.get(session_id)
            if cached is not None and cached.stamp == (st.st_ino, st.st_mtime_ns, st.st_size):
                return cached.session
            raw = path.read_bytes()
        except FileNotFoundError:
            self._cache.pop(session_id, None)
            return None
        except OSError as exc:
            raise SessionError(f"cannot read session file {path}: {exc.strerror or exc}") from None
        session = self._parse(raw, path)
        self._cache[session_id] = _Cached(session, (st.st_ino, st.st_mtime_ns, st.st_size))
        return session

    def require(self, session_id: str) -> SessionFile:
        session = self.load(session_id)
        if session is None:
            raise SessionError(f"no such session: {session_id} (looked in {self.root})")
        return session

    @staticmethod
    def _parse(raw: bytes, path: Path) -> SessionFile:
        try:
            data = json.loads(raw)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise SessionError(f"session file {path} is corrupt ({exc}); it was left untouched") from None
        if not isinstance(data, dict):
            raise SessionError(f"session file {path} is corrupt (not a JSON object); it was left untouched")
        data = migrate(data, path)  # in memory only: the file is rewritten on the next turn
        try:
            return SessionFile.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise SessionError(f"session file {path} is invalid at {where}: {first['msg']}; it was left untouched") from None

    def _serialise(self, session: SessionFile) -> tuple[bytes, _Cached]:
        cached = self._cache.get(session.session_id)
        known = cached if cached is not None and cached.session is session else _Cached(session, (0, 0, 0))
        turns = _extend(known.turns, session.turns)
        messages = _extend(known.messages, session.messages)
        head = session.model_dump_json(exclude={"turns", "messages"}).encode("utf-8")
        data = head[:-1] + b',"messages":[' + b",".join(messages) + b'],"turns":[' + b",".join(turns) + b"]}"
        return data, _Cached(session, (0, 0, 0), turns, messages)

    def save(self, session: SessionFile) -> Path:
        """Write atomically: a temp file in the same folder, fsync, then os.replace."""
        path = self.path(session.session_id)
        self._ensure_root()
        data, serialised = self._serialise(session)
        fd, tmp = tempfile.mkstemp(prefix=f".{session.session_id}.", suffix=".tmp", dir=self.root)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
            _fsync_dir(self.root)
            st = path.stat()
            serialised.stamp = (st.st_ino, st.st_mtime_ns, st.st_size)
            self._cache[session.session_id] = serialised
        except OSError as exc:
            self._cache.pop(session.session_id, None)  # the in-memory copy may be ahead of the file
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise SessionError(f"cannot write session file {path}: {exc.strerror or exc}; the previous version is intact") from None
        return path

    def forget(self, session_id: str) -> None:
        """Drop the in-process copy (after an interrupted turn it may be ahead of the file)."""
        self._cache.pop(session_id, None)

    def clean_stale_temps(self, session_id: str) -> None:
        """Remove temp files a killed writer left behind (call while holding the lock)."""
        for stale in self.root.glob(f".{check_session_id(session_id)}.*.tmp"):
            try:
                stale.unlink()
            except OSError:
                pass

    def append_turn(self, session: SessionFile, record: TurnRecord) -> TurnRecord:
        record.prev_hash = session.last_hash
        record.hash = record.compute_hash()
        session.turns.append(record)
        session.turn_count = len(session.turns)
        session.updated_at = record.finished_at
        return record

    def delete(self, session_id: str) -> Path:
        path = self.path(session_id)
        with self.lock(session_id):
            try:
                path.unlink()
            except FileNotFoundError:
                raise SessionError(f"no such session: {session_id} (looked in {self.root})") from None
            except OSError as exc:
                raise SessionError(f"cannot delete {path}: {exc.strerror or exc}") from None
        self._cache.pop(session_id, None)
        try:
            (self.root / f".{session_id}.lock").unlink()
        except OSError:
            pass
        return path

    def list_sessions(self, problems: list[str] | None = None) -> list[SessionSummary]:
        """Readable sessions, newest first; unreadable files are reported into `problems`."""
        if not self.root.is_dir():
            return []
        out = []
        for path in self.root.glob("*.json"):
            if not SESSION_ID.fullmatch(path.stem):
                continue
            try:
                header = _read_header(path)
                if header is not None:
                    out.append(header)
                    continue
                session = self._parse(path.read_bytes(), path)
            except SessionError as exc:
                if problems is not None:
                    problems.append(exc.message)
                continue
            except OSError as exc:
                if problems is not None:
                    problems.append(f"cannot read {path}: {exc.strerror or exc}")
                continue
            last = session.turns[-1] if session.turns else None
            out.append(
                SessionSummary(
                    session_id=session.session_id,
                    created_at=session.created_at,
                    updated_at=session.updated_at,
                    turns=len(session.turns),
                    last_intent=last.intent.intent_type if last else None,
                    last_input=last.input if last else "",
                )
            )
        return sorted(out, key=lambda s: s.updated_at, reverse=True)

    def _ensure_root(self) -> None:
        try:
            self.root.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise SessionError(f"cannot create sessions folder {self.root}: {exc.strerror or exc}") from None


_HEADER_END = b',"messages":['
_HEADER_BYTES = 65_536


def _read_header(path: Path) -> SessionSummary | None:
    """The summary from the file's header alone, or None to fall back to a full parse.

    The writer puts every AgentState field before `"messages"` and `"turns"`, and a JSON
    string never contains `,"` unescaped, so the first `,"messages":[` ends the header.
    """
    try:
        with path.open("rb") as handle:
            head = handle.read(_HEADER_BYTES)
        end = head.find(_HEADER_END)
        if end < 0:
            return None
        data = json.loads(head[:end] + b"}")
        if data.get("schema_version") != SCHEMA_VERSION or "turn_count" not in data:
            return None
        intent = data.get("intent") or {}
        return SessionSummary(
            session_id=data["session_id"],
            created_at=data["created_at"],
            updated_at=data["updated_at"],
            turns=data["turn_count"],
            last_intent=intent.get("intent_type"),
            last_input=data.get("user_input", ""),
        )
    except (OSError, ValueError, KeyError, TypeError, ValidationError):
        return None


def _extend(done: list[bytes], models: list[Any]) -> list[bytes]:
    """Serialised `models`, reusing `done` for the prefix already serialised."""
    if len(done) > len(models):
        done = []
    return done + [m.model_dump_json().encode("utf-8") for m in models[len(done):]]


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (a crash right after os.replace keeps the new file)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def verify(session: SessionFile) -> list[str]:
    """Integrity problems of a session, first broken turn first; [] when it is intact."""
    problems = []
    previous = ""
    for index, record in enumerate(session.turns, 1):
        if record.turn != index:
            problems.append(f"turn {index}: numbered {record.turn} (expected {index})")
        if record.prev_hash != previous:
            problems.append(f"turn {record.turn}: chain broken (prev_hash does not match turn {index - 1}'s hash)")
        if record.hash != record.compute_hash():
            problems.append(f"turn {record.turn}: content changed after it was recorded (hash mismatch)")
        previous = record.hash
    user_messages = sum(1 for m in session.messages if m.role == "user")
    if user_messages != len(session.turns):
        problems.append(f"messages: {user_messages} user messages for {len(session.turns)} turns")
    return problems
