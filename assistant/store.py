"""Session files: strict ids, atomic writes under a per-session lock, a hash-chained audit.

A session is its header (id, user, creation time, the rolling conversation summary) and
its turns. Everything else the file shows (the last turn's input, intent, response, tools,
the conversation's messages, the turn count) is derived from the turns when it is written,
so no copy can drift from the audited records.

Deliberately free of LangChain/LangGraph imports: `sessions list` loads only this.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import secrets
import stat
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Callable

from pydantic import BaseModel, ConfigDict, Field, ValidationError, computed_field

from assistant.errors import SessionError, UsageError
from assistant.private import private_dir
from assistant.schemas import Attachment, AttachmentRef, LLMUsage, Message, Response, ToolCall, UserIntent, tool_names, utcnow

SCHEMA_VERSION = 2
SESSION_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
LOCK_TIMEOUT_S = 60.0


def canonical_hash(body: dict[str, Any]) -> str:
    """The hash of a turn's JSON object (without its own "hash"), independent of key order."""
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class TurnRecord(BaseModel):
    """The audit of one turn: what was asked, how it was routed, what ran, what was answered."""

    model_config = ConfigDict(defer_build=True)
    turn: int = Field(description="The turn's number in its session, from 1.")
    started_at: datetime = Field(description="When the turn started (UTC).")
    finished_at: datetime = Field(description="When the turn finished (UTC).")
    input: str = Field(description="The user's text (secrets redacted).")
    attachments: list[AttachmentRef] = Field(default_factory=list, description="Texts the turn worked on (stored once in the session).")
    documents: str | None = Field(default=None, description="The documents folder or file the turn searched.")
    intent: UserIntent = Field(description="The routing decision.")
    next_step: str = Field(description="The agent node that served the turn.")
    response: Response = Field(description="The agent's validated response.")
    tool_calls: list[ToolCall] = Field(default_factory=list, description="Every tool call, with input and output.")
    actions_taken: list[str] = Field(default_factory=list, description="The graph nodes that ran, in order.")
    active_documents: list[str] = Field(default_factory=list, description="Documents in play after the turn.")
    messages: list[Message] = Field(default_factory=list, description="The turn's user and assistant messages, as later turns see them.")
    provider: str = Field(default="offline", description="The engine that served the turn.")
    llm_calls: int = Field(default=0, description="LLM requests made.")
    tokens: int = Field(default=0, description="LLM tokens spent.")
    llm_usage: LLMUsage = Field(default_factory=LLMUsage, description="LLM requests, prompt and completion tokens, repairs.")
    fallback_reason: str | None = Field(default=None, description="Why the LLM provider failed, if it did.")
    timings_ms: dict[str, float] = Field(default_factory=dict, description="Wall time per node.")
    flags: list[str] = Field(default_factory=list, description="Audit flags.")
    notice: str | None = Field(default=None, description="A note shown to the user.")
    audit_notes: list[str] = Field(default_factory=list, description="What the checks changed (dropped sources, ...).")
    prev_hash: str = Field(default="", description="The previous turn's hash ('' for the first turn).")
    hash: str = Field(default="", description="sha256 of this record without its hash: the chain link.")

    @computed_field(description="Names of the tools called, in order (derived from tool_calls).")  # type: ignore[prop-decorator]
    @property
    def tools_used(self) -> list[str]:
        return tool_names(self.tool_calls)

    def compute_hash(self) -> str:
        return canonical_hash(self.model_dump(mode="json", exclude={"hash"}))


class SessionFile(BaseModel):
    """sessions/<session_id>.json: the session header and every turn; the rest is derived."""

    model_config = ConfigDict(defer_build=True)
    schema_version: int = Field(default=SCHEMA_VERSION, description="The file format's version.")
    session_id: str = Field(description="The session id; always the file's name.")
    user_id: str | None = Field(default=None, description="Who the session belongs to.")
    created_at: datetime = Field(default_factory=utcnow, description="When the session started (UTC).")
    conversation_summary: str | None = Field(default=None, description="The rolling summary of the conversation.")
    attachments: dict[str, Attachment] = Field(default_factory=dict, description="Every text attached in the session, once, by sha256.")
    turns: list[TurnRecord] = Field(default_factory=list, description="Every turn, hash-chained.")

    # The AgentState fields of the last turn, derived (written in the header for readers).
    @computed_field  # type: ignore[prop-decorator]
    @property
    def updated_at(self) -> datetime:
        return self.turns[-1].finished_at if self.turns else self.created_at

    @computed_field  # type: ignore[prop-decorator]
    @property
    def turn_count(self) -> int:
        return len(self.turns)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def user_input(self) -> str:
        return self.turns[-1].input if self.turns else ""

    @computed_field  # type: ignore[prop-decorator]
    @property
    def intent(self) -> UserIntent | None:
        return self.turns[-1].intent if self.turns else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def next_step(self) -> str | None:
        return self.turns[-1].next_step if self.turns else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def active_documents(self) -> list[str]:
        return self.turns[-1].active_documents if self.turns else []

    @computed_field  # type: ignore[prop-decorator]
    @property
    def current_response(self) -> Response | None:
        return self.turns[-1].response if self.turns else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def tools_used(self) -> list[str]:
        return self.turns[-1].tools_used if self.turns else []

    @computed_field  # type: ignore[prop-decorator]
    @property
    def actions_taken(self) -> list[str]:
        return self.turns[-1].actions_taken if self.turns else []

    @computed_field  # type: ignore[prop-decorator]
    @property
    def messages(self) -> list[Message]:
        return [m for t in self.turns for m in t.messages]

    @property
    def last_hash(self) -> str:
        return self.turns[-1].hash if self.turns else ""

    def active_attachments(self) -> list[Attachment]:
        """The texts of the latest turn that had any: later turns work on them too."""
        for turn in reversed(self.turns):
            if turn.attachments:
                return [self.attachments[ref.sha256] for ref in turn.attachments if ref.sha256 in self.attachments]
        return []

    @property
    def documents(self) -> str | None:
        """The documents folder or file the session last searched."""
        return next((t.documents for t in reversed(self.turns) if t.documents), None)


@dataclass(frozen=True)
class SessionSummary:
    """One line of `sessions list` (a plain dataclass: a listing builds tens of thousands)."""

    session_id: str
    created_at: datetime  # always timezone-aware (UTC): naive and aware times do not sort together
    updated_at: datetime
    turns: int
    last_intent: str | None
    last_input: str

    def to_json(self) -> dict[str, Any]:
        return {"session_id": self.session_id, "created_at": _iso(self.created_at), "updated_at": _iso(self.updated_at),
                "turns": self.turns, "last_intent": self.last_intent, "last_input": self.last_input}


# -- migrations ---------------------------------------------------------------------------
_KIND_OF_MODEL = {"AnswerResponse": "answer", "SummarizationResponse": "summary", "CalculationResponse": "calculation"}


def _from_v0(data: dict[str, Any]) -> dict[str, Any]:
    """v0: the seed design's file, a bare AgentState dump without turns or a version.

    It has no turn records to keep; its messages are kept in the conversation summary.
    """
    data = dict(data)
    data.setdefault("turns", [])
    said = [m.get("content") if isinstance(m, dict) else m for m in data.get("messages") or []]
    said = [" ".join(str(m).split()) for m in said if m]
    if said:
        earlier = "Earlier (imported): " + " | ".join(said)
        data["conversation_summary"] = "\n".join(x for x in (data.get("conversation_summary"), earlier) if x)
    data["messages"] = []
    data["schema_version"] = 1
    return data


def _kind_of(response: dict[str, Any], response_type: str) -> str:
    if response_type in _KIND_OF_MODEL:
        return _KIND_OF_MODEL[response_type]
    return "summary" if "summary" in response else "calculation" if "expression" in response else "answer"


def _from_v1(data: dict[str, Any]) -> dict[str, Any]:
    """v1 -> v2: responses carry `kind`; each turn carries its own messages.

    The chain is re-linked over the new form only when the v1 chain was intact, so a
    tampered v1 file stays detectably tampered after the upgrade.
    """
    data = dict(data)
    raw_turns = [t for t in data.get("turns") or [] if isinstance(t, dict)]
    intact = not chain_problems(raw_turns)
    by_turn: dict[int, list[dict[str, Any]]] = {}
    for m in data.get("messages") or []:
        if isinstance(m, dict) and isinstance(m.get("turn"), int):
            by_turn.setdefault(m["turn"], []).append(m)
    turns = []
    for raw in raw_turns:
        turn = dict(raw)
        response = dict(turn.get("response") or {})
        response.setdefault("kind", _kind_of(response, str(turn.get("response_type", ""))))
        turn["response"] = response
        turn.pop("response_type", None)
        turn.pop("tools_used", None)
        turn.setdefault("messages", by_turn.get(turn.get("turn"), []))  # type: ignore[arg-type]
        turns.append(turn)
    data["turns"] = turns
    data["_relink"] = intact
    data["schema_version"] = 2
    return data


# MIGRATIONS[n] upgrades a version-n file to version n + 1. Add one entry per new version.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {0: _from_v0, 1: _from_v1}


def migrate(data: dict[str, Any], path: Path) -> dict[str, Any]:
    version = data.get("schema_version", 0)
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise SessionError(f"session file {path} has an invalid schema_version {version!r}; it was left untouched")
    if version > SCHEMA_VERSION:
        raise SessionError(
            f"session file {path} has schema_version {version}; this version of assistant reads up to {SCHEMA_VERSION}"
        )
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version = data["schema_version"]
    return data


def _relink(session: SessionFile) -> None:
    previous = ""
    for record in session.turns:
        record.prev_hash = previous
        record.hash = record.compute_hash()
        previous = record.hash


# -- integrity ------------------------------------------------------------------------------
def chain_problems(turns: list[dict[str, Any]]) -> list[str]:
    """Problems of the hash chain over turns as they are stored (raw JSON objects)."""
    problems = []
    previous = ""
    for index, raw in enumerate(turns, 1):
        number = raw.get("turn")
        if number != index:
            problems.append(f"turn {index}: numbered {number} (expected {index})")
        if raw.get("prev_hash") != previous:
            problems.append(f"turn {number}: chain broken (prev_hash does not match turn {index - 1}'s hash)")
        body = {k: v for k, v in raw.items() if k != "hash"}
        if raw.get("hash") != canonical_hash(body):
            problems.append(f"turn {number}: content changed after it was recorded (hash mismatch)")
        previous = raw.get("hash")
    return problems


def verify_data(data: dict[str, Any]) -> list[str]:
    """Integrity problems of a session file's JSON, first broken turn first; [] when intact."""
    turns = data.get("turns")
    if not isinstance(turns, list) or not all(isinstance(t, dict) for t in turns):
        return ["turns: not a list of turn objects"]
    problems = chain_problems(turns)
    stored = data.get("messages")
    if data.get("schema_version") == SCHEMA_VERSION and stored is not None:
        derived = [m for t in turns for m in (t.get("messages") or [])]
        if stored != derived:
            first = next((i for i, (a, b) in enumerate(zip(stored, derived)) if a != b), min(len(stored), len(derived)))
            problems.append(f"messages: the stored conversation differs from the turns' records (message {first + 1})")
    if data.get("turn_count") not in (None, len(turns)):
        problems.append(f"turn_count: {data.get('turn_count')} recorded for {len(turns)} turns")
    stored = data.get("attachments") or {}
    for raw in turns:
        for ref in raw.get("attachments") or []:
            key = ref.get("sha256") if isinstance(ref, dict) else None
            text = (stored.get(key) or {}).get("text") if isinstance(stored, dict) else None
            if not isinstance(text, str) or hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest() != key:
                problems.append(f"turn {raw.get('turn')}: attached text {ref.get('id') if isinstance(ref, dict) else '?'} "
                                "is missing or was changed")
    return problems


def verify(session: SessionFile) -> list[str]:
    """Integrity problems of a loaded session (as it would be written)."""
    return verify_data(json.loads(session.model_dump_json()))


# -- ids --------------------------------------------------------------------------------------
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

    def __init__(self, session: SessionFile, stamp: tuple[int, int, int, int], turns: list[tuple[bytes, bytes]] | None = None,
                 snapshot_bytes: int = 0) -> None:
        self.session = session
        # (inode, mtime_ns, size) of the snapshot and the journal's size: os.replace gives
        # every snapshot a new inode, and the journal only grows until it is folded in.
        self.stamp = stamp
        # Per turn: (its JSON, its messages' JSON). The list only grows; an entry never changes.
        self.turns = turns or []
        self.snapshot_bytes = snapshot_bytes


LEDGER_NAME = ".ledger"
MAX_SESSION_BYTES = 1 << 30  # a larger file is refused rather than read into memory
CACHE_SESSIONS = 64  # sessions a process keeps parsed (a batch touches thousands)
_JOURNAL_FLOOR = 1 << 20  # the journal is folded into the file once past this and the file's size


class SessionStore:
    """Session JSON files in one folder.

    `<id>.json` is rewritten atomically after each turn. A process that writes many turns
    to one session (`batch --session`) may defer: each turn is then appended to
    `.<id>.journal` (one fsynced line, O(turn) instead of O(session)) and folded into the
    file when the journal outgrows it and when the command ends. Readers always see both.
    """

    def __init__(self, root: Path, *, defer_writes: bool = False) -> None:
        self.root = root
        self.defer_writes = defer_writes
        # Per-turn cost must not grow with the session: a process that wrote a session keeps
        # it parsed, and serialises only the new turn.
        self._cache: OrderedDict[str, _Cached] = OrderedDict()

    def path(self, session_id: str) -> Path:
        return self.root / f"{check_session_id(session_id)}.json"

    def _journal(self, session_id: str) -> Path:
        return self.root / f".{session_id}.journal"

    def _temp(self, session_id: str) -> Path:
        return self.root / f".{session_id}.json.tmp"

    def location(self) -> str:
        return str(self.root)

    # -- the ledger of chain heads ---------------------------------------------------------
    # One line per committed turn, "<session id>\t<turns>\t<last hash>", appended after the
    # session file is durable (so the ledger is never ahead of the file), and "<id>\t0\t-"
    # when a session is deleted. `verify` checks a session against its last line: a file
    # cut short, or whose recorded turns were rewritten, no longer matches.
    def _ledger(self) -> Path:
        return self.root / LEDGER_NAME

    def _record_head(self, session_id: str, turns: int, head: str) -> None:
        try:
            fd = os.open(self._ledger(), os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            try:
                os.write(fd, f"{session_id}\t{turns}\t{head or '-'}\n".encode("ascii"))
            finally:
                os.close(fd)
        except OSError:
            pass  # the session itself is written; verify then reports the ledger as behind, not broken

    def ledger_heads(self) -> dict[str, tuple[int, str]]:
        """The last recorded (turns, head hash) of every session the ledger knows."""
        heads: dict[str, tuple[int, str]] = {}
        try:
            with self._ledger().open("rb") as handle:
                for raw in handle:
                    parts = raw.rstrip(b"\n").decode("ascii", "replace").split("\t")
                    if len(parts) == 3 and parts[1].isdigit():
                        if parts[1] == "0":
                            heads.pop(parts[0], None)
                        else:
                            heads[parts[0]] = (int(parts[1]), parts[2])
        except OSError:
            pass
        return heads

    @contextmanager
    def lock(self, session_id: str) -> Iterator[None]:
        """Serialise writers of one session across processes."""
        from filelock import FileLock, Timeout

        self._ensure_root()
        lock = FileLock(str(self.root / f".{check_session_id(session_id)}.lock"), mode=0o600)
        try:
            with lock.acquire(timeout=LOCK_TIMEOUT_S):
                yield
        except Timeout:
            raise SessionError(f"session {session_id} is busy (locked by another process)") from None

    @contextmanager
    def transaction(self, session_id: str) -> Iterator[SessionFile | None]:
        """Lock the session and load it; turns appended inside are written atomically."""
        with self.lock(session_id):
            try:
                self._temp(session_id).unlink()  # a killed writer's leftover: one known name, no folder scan
            except OSError:
                pass
            yield self.load(session_id)

    def load(self, session_id: str) -> SessionFile | None:
        """The session as stored (a copy: changing it changes nothing on disk), or None."""
        cached = self._load_cached(session_id)
        return None if cached is None else cached.session.model_copy(update={"turns": list(cached.session.turns)})

    def _stamp(self, session_id: str) -> tuple[os.stat_result, tuple[int, int, int, int]] | None:
        path = self.path(session_id)
        try:
            st = path.stat()
        except FileNotFoundError:
            st = None
        except OSError as exc:
            raise SessionError(f"cannot read session file {path}: {exc.strerror or exc}") from None
        try:
            journal = self._journal(session_id).stat().st_size
        except OSError:
            journal = -1
        if st is None and journal < 0:
            return None
        if st is not None and not stat.S_ISREG(st.st_mode):
            raise SessionError(f"session file {path} is not a regular file; it was left untouched")
        base = (st.st_ino, st.st_mtime_ns, st.st_size) if st is not None else (0, 0, 0)
        return st, (*base, journal)  # type: ignore[return-value]

    def _load_cached(self, session_id: str) -> _Cached | None:
        found = self._stamp(session_id)
        if found is None:
            self._cache.pop(session_id, None)
            return None
        st, stamp = found
        cached = self._cache.get(session_id)
        if cached is not None and cached.stamp == stamp:
            self._cache.move_to_end(session_id)
            return cached
        path = self.path(session_id)
        if st is None:
            session = SessionFile(session_id=session_id)  # only a journal: a first turn deferred, then a crash
        else:
            if st.st_size > MAX_SESSION_BYTES:
                raise SessionError(f"session file {path} is too large ({st.st_size:,} bytes); it was left untouched")
            try:
                raw = path.read_bytes()
            except OSError as exc:
                raise SessionError(f"cannot read session file {path}: {exc.strerror or exc}") from None
            session = self._parse(raw, path, session_id)
        session = self._replay(session)
        cached = _Cached(session, stamp, snapshot_bytes=st.st_size if st is not None else 0)
        self._remember(session_id, cached)
        return cached

    def _remember(self, session_id: str, cached: _Cached) -> None:
        self._cache[session_id] = cached
        self._cache.move_to_end(session_id)
        while len(self._cache) > CACHE_SESSIONS:
            self._cache.popitem(last=False)

    def _journal_entries(self, session_id: str) -> list[dict[str, Any]]:
        """Complete journal lines; a torn last line (a writer killed mid-append) is ignored."""
        try:
            raw = self._journal(session_id).read_bytes()
        except OSError:
            return []
        entries = []
        for line in raw.split(b"\n"):
            try:
                entry = json.loads(line)
            except (ValueError, RecursionError):
                break
            if not isinstance(entry, dict) or not isinstance(entry.get("turn"), dict):
                break
            entries.append(entry)
        return entries

    def _replay(self, session: SessionFile) -> SessionFile:
        """Turns the journal holds beyond the file (the file may already have folded some in)."""
        turns = list(session.turns)
        summary = session.conversation_summary
        user_id = session.user_id
        stored = dict(session.attachments)
        for entry in self._journal_entries(session.session_id):
            try:
                record = TurnRecord.model_validate(entry["turn"])
            except ValidationError:
                break
            if record.turn <= len(turns):
                continue  # already in the file
            if record.turn != len(turns) + 1 or record.prev_hash != (turns[-1].hash if turns else ""):
                break
            turns.append(record)
            summary = entry.get("conversation_summary")
            user_id = user_id or entry.get("user_id")
            for key, value in (entry.get("attachments") or {}).items():
                try:
                    stored.setdefault(key, Attachment.model_validate(value))
                except ValidationError:
                    pass
        if len(turns) == len(session.turns):
            return session
        update: dict[str, Any] = {"turns": turns, "conversation_summary": summary, "user_id": user_id, "attachments": stored}
        if not session.turns:
            update["created_at"] = turns[0].started_at  # a session whose turns are all in the journal
        return session.model_copy(update=update)

    def require(self, session_id: str) -> SessionFile:
        session = self.load(session_id)
        if session is None:
            raise SessionError(f"no such session: {session_id} (looked in {self.root})")
        return session

    def read_data(self, session_id: str) -> dict[str, Any]:
        """The session's JSON object as stored, journal included (for `verify`)."""
        path = self.path(session_id)
        found = self._stamp(session_id)
        if found is None:
            raise SessionError(f"no such session: {session_id} (looked in {self.root})")
        st, _ = found
        if st is None:
            data: dict[str, Any] = json.loads(SessionFile(session_id=session_id).model_dump_json())
        else:
            if st.st_size > MAX_SESSION_BYTES:
                raise SessionError(f"session file {path} is too large ({st.st_size:,} bytes); it was left untouched")
            try:
                raw = path.read_bytes()
            except OSError as exc:
                raise SessionError(f"cannot read session file {path}: {exc.strerror or exc}") from None
            data = _json_object(raw, path)
        turns = data.get("turns")
        if isinstance(turns, list):
            known = len(turns)
            for entry in self._journal_entries(session_id):
                turn = entry["turn"]
                if isinstance(turn.get("turn"), int) and turn["turn"] > known:
                    turns.append(turn)
                    data["messages"] = [*(data.get("messages") or []), *(turn.get("messages") or [])]
                    data["turn_count"] = len(turns)
                    data["attachments"] = {**(data.get("attachments") or {}), **(entry.get("attachments") or {})}
                    known = len(turns)
        return data

    def verify(self, session_id: str, heads: dict[str, tuple[int, str]] | None = None) -> tuple[int, list[str]]:
        """(number of turns, integrity problems as stored, the ledger's record included);
        schema problems raise, naming the file."""
        data = self.read_data(session_id)
        problems = verify_data(data)
        session = self._parse_data(dict(data), self.path(session_id), session_id)
        recorded = (self.ledger_heads() if heads is None else heads).get(session_id)
        turns = data.get("turns") if isinstance(data.get("turns"), list) else []
        if recorded is not None and data.get("schema_version") == SCHEMA_VERSION:
            count, head = recorded
            if len(turns) < count:
                problems.append(f"turns {len(turns) + 1}-{count} are missing: the ledger recorded {count} turns, the file holds {len(turns)}")
            elif (turns[count - 1].get("hash") if isinstance(turns[count - 1], dict) else None) != head:
                problems.append(f"turn {count}: differs from the turn the ledger recorded (rewritten after it was committed)")
        return len(session.turns), problems

    def session_ids(self) -> list[str]:
        """Ids of the session files in the store (sorted), readable or not."""
        try:
            names = [e.name for e in os.scandir(self.root)]
        except OSError:
            return []
        return sorted(n[:-5] for n in names if n.endswith(".json") and SESSION_ID.fullmatch(n[:-5]))

    @staticmethod
    def _parse(raw: bytes, path: Path, session_id: str) -> SessionFile:
        return SessionStore._parse_data(_json_object(raw, path), path, session_id)

    @staticmethod
    def _parse_data(data: dict[str, Any], path: Path, session_id: str) -> SessionFile:
        if data.get("session_id") != session_id:
            raise SessionError(
                f"session file {path} holds session {str(data.get('session_id'))[:80]!r}, not {session_id!r} "
                "(copied or renamed?); it was left untouched"
            )
        data = migrate(data, path)  # in memory only: the file is rewritten on the next turn
        relink = data.pop("_relink", False)
        try:
            session = SessionFile.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise SessionError(f"session file {path} is invalid at {where}: {first['msg']}; it was left untouched") from None
        if relink:
            _relink(session)
        return session

    @staticmethod
    def _serialise(session: SessionFile, done: list[tuple[bytes, bytes]]) -> tuple[bytes, list[tuple[bytes, bytes]]]:
        if len(done) > len(session.turns):
            done = []
        turns = done + [
            (t.model_dump_json().encode("utf-8"), b",".join(m.model_dump_json().encode("utf-8") for m in t.messages))
            for t in session.turns[len(done):]
        ]
        # What `sessions list` needs comes first, so it reads a few hundred bytes per file.
        head = session.model_dump_json(include=_LIST_FIELDS).encode("utf-8")
        rest = session.model_dump_json(exclude={*_LIST_FIELDS, "turns", "messages"}).encode("utf-8")
        messages = b",".join(m for _, m in turns if m)
        data = (head[:-1] + b"," + rest[1:-1] + b',"messages":[' + messages + b'],"turns":['
                + b",".join(t for t, _ in turns) + b"]}")
        return data, turns

    def append_turn(self, session_id: str, record: TurnRecord, *, conversation_summary: str | None,
                    user_id: str | None = None, attachments: list[Attachment] = ()) -> TurnRecord:  # type: ignore[assignment]
        """Link `record` to the chain and make it durable (call inside `transaction`)."""
        cached = self._load_cached(session_id)
        if cached is None:
            session = SessionFile(session_id=session_id, user_id=user_id, created_at=record.started_at)
            done: list[tuple[bytes, bytes]] = []
            snapshot_bytes = 0
        else:
            session, done, snapshot_bytes = cached.session, cached.turns, cached.snapshot_bytes
        if record.turn != len(session.turns) + 1:
            raise SessionError(f"session {session_id} changed during the turn (turn {record.turn} expected {len(session.turns) + 1})")
        linked = record.model_copy(update={"prev_hash": session.last_hash})
        linked.hash = linked.compute_hash()
        stored = dict(session.attachments)
        for attachment in attachments:
            stored.setdefault(AttachmentRef.of(attachment).sha256, attachment)  # once per session, whatever turns use it
        updated = session.model_copy(update={"turns": [*session.turns, linked], "conversation_summary": conversation_summary,
                                             "attachments": stored})
        if self.defer_writes:
            new = {k: v for k, v in stored.items() if k not in session.attachments}
            journal = self._append_journal(session_id, linked, conversation_summary, updated.user_id, new)
            if journal > max(_JOURNAL_FLOOR, snapshot_bytes):
                self._write(updated, done)  # fold in: geometric, so the total stays linear
            else:
                stamp = self._stamp(session_id)
                self._remember(session_id, _Cached(updated, stamp[1] if stamp else (0, 0, 0, journal), done, snapshot_bytes))
        else:
            self._write(updated, done)
        self._record_head(session_id, len(updated.turns), linked.hash)
        return linked

    def _append_journal(self, session_id: str, record: TurnRecord, summary: str | None, user_id: str | None,
                        attachments: dict[str, Attachment]) -> int:
        self._ensure_root()
        line = (b'{"turn":' + record.model_dump_json().encode("utf-8") + b',"conversation_summary":'
                + json.dumps(summary, ensure_ascii=False).encode("utf-8") + b',"user_id":'
                + json.dumps(user_id, ensure_ascii=False).encode("utf-8") + b',"attachments":{'
                + b",".join(json.dumps(k).encode() + b":" + v.model_dump_json().encode("utf-8") for k, v in attachments.items())
                + b"}}\n")
        path = self._journal(session_id)
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
            try:
                os.write(fd, line)
                os.fsync(fd)
                return os.fstat(fd).st_size
            finally:
                os.close(fd)
        except OSError as exc:
            self._cache.pop(session_id, None)
            raise SessionError(f"cannot write session journal {path}: {exc.strerror or exc}; earlier turns are intact") from None

    def flush(self) -> None:
        """Fold every deferred journal into its session file (the end of a command)."""
        for session_id, cached in list(self._cache.items()):
            if cached.stamp[3] >= 0:
                with self.lock(session_id):
                    fresh = self._load_cached(session_id)
                    if fresh is not None:
                        self._write(fresh.session, fresh.turns)

    def save(self, session: SessionFile) -> Path:
        """Write a whole session (imports, tests); turns are written as they are."""
        path = self._write(session, [])
        if session.turns:
            self._record_head(session.session_id, len(session.turns), session.last_hash)
        return path

    def _write(self, session: SessionFile, done: list[tuple[bytes, bytes]]) -> Path:
        """Atomically: a temp file in the same folder, fsync, os.replace, fsync the folder."""
        path = self.path(session.session_id)
        self._ensure_root()
        data, turns = self._serialise(session, done)
        tmp = self._temp(session.session_id)  # the caller holds the session's lock
        try:
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, path)
            _fsync_dir(self.root)
            try:
                self._journal(session.session_id).unlink()  # folded in: every turn is in the file now
            except FileNotFoundError:
                pass
            st = path.stat()
            self._remember(session.session_id, _Cached(session, (st.st_ino, st.st_mtime_ns, st.st_size, -1), turns, st.st_size))
        except OSError as exc:
            self._cache.pop(session.session_id, None)
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise SessionError(f"cannot write session file {path}: {exc.strerror or exc}; the previous version is intact") from None
        return path

    def delete(self, session_id: str) -> Path:
        """Remove a session, readable or not."""
        path = self.path(session_id)
        with self.lock(session_id):
            found = False
            for target in (path, self._journal(session_id)):
                try:
                    target.unlink()
                    found = True
                except FileNotFoundError:
                    pass
                except OSError as exc:
                    raise SessionError(f"cannot delete {target}: {exc.strerror or exc}") from None
            if not found:
                raise SessionError(f"no such session: {session_id} (looked in {self.root})")
            self._record_head(session_id, 0, "")
        self._cache.pop(session_id, None)
        try:
            (self.root / f".{session_id}.lock").unlink()
        except OSError:
            pass
        return path

    def latest_id(self) -> str | None:
        """The session written last (by file time: cheap, no file is parsed), or None."""
        best: tuple[float, str] | None = None
        try:
            entries = list(os.scandir(self.root))
        except OSError:
            return None
        for entry in entries:
            name = entry.name
            if not name.endswith(".json") or not SESSION_ID.fullmatch(name[:-5]):
                continue
            try:
                if not entry.is_file(follow_symlinks=False):
                    continue
                mtime = entry.stat(follow_symlinks=False).st_mtime
            except OSError:
                continue
            if best is None or mtime > best[0]:
                best = (mtime, name[:-5])
        return best[1] if best else None

    def list_sessions(self, problems: list[str] | None = None) -> list[SessionSummary]:
        """Readable sessions, newest first; unreadable files are reported into `problems`."""
        try:
            entries = list(os.scandir(self.root))
        except OSError:
            return []
        journals = {e.name[1:-len(".journal")] for e in entries if e.name.startswith(".") and e.name.endswith(".journal")}
        out = []
        for entry in entries:
            name = entry.name
            if not name.endswith(".json") or not SESSION_ID.fullmatch(name[:-5]):
                continue
            session_id = name[:-5]
            try:
                if not entry.is_file(follow_symlinks=False):
                    raise SessionError(f"{entry.path} is not a regular file; skipped")
                header = None if session_id in journals else _read_header(entry.path, session_id)
                if header is None:
                    session = self.load(session_id)
                    if session is None:
                        continue
                    last = session.turns[-1] if session.turns else None
                    header = SessionSummary(
                        session_id=session.session_id, created_at=_aware(session.created_at), updated_at=_aware(session.updated_at),
                        turns=len(session.turns), last_intent=last.intent.intent_type if last else None,
                        last_input=last.input if last else "",
                    )
                out.append(header)
            except SessionError as exc:
                if problems is not None:
                    problems.append(exc.message)
            except (OSError, ValueError, TypeError) as exc:
                if problems is not None:
                    problems.append(f"cannot read {entry.path}: {exc}")
        return sorted(out, key=lambda s: s.updated_at, reverse=True)

    def _ensure_root(self) -> None:
        try:
            private_dir(self.root)
        except OSError as exc:
            raise SessionError(f"cannot create sessions folder {self.root}: {exc.strerror or exc}") from None


# The header fields `sessions list` reads, written first; `conversation_summary` follows them.
_LIST_FIELDS = {"schema_version", "session_id", "user_id", "created_at", "updated_at", "turn_count", "intent", "user_input"}
_HEADER_END = b',"conversation_summary":'
_HEADER_BYTES = 8_192


def _json_object(raw: bytes, path: Path) -> dict[str, Any]:
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise SessionError(f"session file {path} is corrupt ({exc}); it was left untouched") from None
    except (RecursionError, ValueError) as exc:
        raise SessionError(f"session file {path} is corrupt ({type(exc).__name__}); it was left untouched") from None
    if not isinstance(data, dict):
        raise SessionError(f"session file {path} is corrupt (not a JSON object); it was left untouched")
    return data


def _read_header(path: str, session_id: str) -> SessionSummary | None:
    """The summary from the file's first bytes, or None to fall back to a full parse.

    The writer puts the listed fields first and `"conversation_summary"` right after them;
    a JSON string never contains `,"` unescaped, so its first occurrence ends them. Plain
    os calls and no validation beyond the types: `sessions list` reads 50,000 of these.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
        try:
            head = os.read(fd, _HEADER_BYTES)
            end = head.find(_HEADER_END)
            if end < 0 and len(head) == _HEADER_BYTES:  # a long last input: read on, within reason
                head += os.read(fd, 32 * _HEADER_BYTES)
                end = head.find(_HEADER_END)
        finally:
            os.close(fd)
        if end < 0:
            return None
        data = json.loads(head[:end] + b"}")
        if data.get("schema_version") != SCHEMA_VERSION or data.get("session_id") != session_id:
            return None
        intent = data.get("intent") or {}
        turns, last_input, last_intent = data["turn_count"], data.get("user_input", ""), intent.get("intent_type")
        if not (isinstance(turns, int) and isinstance(last_input, str) and isinstance(last_intent, (str, type(None)))):
            return None
        return SessionSummary(
            session_id=session_id, created_at=_utc(data["created_at"]), updated_at=_utc(data["updated_at"]),
            turns=turns, last_intent=last_intent, last_input=last_input,
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None


def _utc(value: object) -> datetime:
    if not isinstance(value, str):
        raise TypeError("not a time")
    return _aware(datetime.fromisoformat(value))


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)


def _iso(moment: datetime) -> str:
    """As Pydantic writes a UTC time: "2026-11-23T12:00:00.123456Z"."""
    text = moment.astimezone(timezone.utc).isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text


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
