"""Sessions as JSON files in one folder: atomic rewrites under a per-session file lock, a
journal for deferred writes, and a ledger of chain heads that `verify` checks against.

Deliberately free of LangChain/LangGraph imports: `sessions list` loads only this.
"""

from __future__ import annotations

import json
import os
import stat
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from assistant.errors import SessionError
from assistant.private import private_dir
from assistant.records import (
    LOCK_TIMEOUT_S,
    SCHEMA_VERSION,
    SESSION_ID,
    SessionFile,
    SessionSummary,
    TurnRecord,
    aware,
    check_session_id,
    migrate,
    relink,
    utc_time,
    verify_data,
)
from assistant.schemas import Attachment, AttachmentRef
from assistant.stores.base import Verification


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


class FileStore:
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

    @property
    def folder(self) -> Path | None:
        return self.root

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
            session = self._parse(_snapshot(path, st), path, session_id)
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
            data = _json_object(_snapshot(path, st), path)
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

    def _verify(self, session_id: str, heads: dict[str, tuple[int, str]]) -> Verification:
        data = self.read_data(session_id)
        problems = verify_data(data)
        session = self._parse_data(dict(data), self.path(session_id), session_id)
        recorded = heads.get(session_id)
        stored = data.get("turns")
        turns: list[Any] = stored if isinstance(stored, list) else []
        if recorded is not None and data.get("schema_version") == SCHEMA_VERSION:
            count, head = recorded
            if len(turns) < count:
                problems.append(f"turns {len(turns) + 1}-{count} are missing: the ledger recorded {count} turns, the file holds {len(turns)}")
            elif (turns[count - 1].get("hash") if isinstance(turns[count - 1], dict) else None) != head:
                problems.append(f"turn {count}: differs from the turn the ledger recorded (rewritten after it was committed)")
        return Verification(session_id, len(session.turns), problems, "the ledger" if recorded is not None else None)

    def verify(self, session_id: str) -> Verification:
        """Integrity problems as stored, the ledger's record included; schema problems raise,
        naming the file."""
        return self._verify(session_id, self.ledger_heads())

    def verify_all(self) -> Iterator[Verification]:
        heads = self.ledger_heads()  # read once: a store may hold tens of thousands of sessions
        ids = self.session_ids()
        for session_id in ids:
            try:
                yield self._verify(session_id, heads)
            except SessionError as exc:
                yield Verification(session_id, 0, [exc.message])
        for session_id in sorted(set(heads) - set(ids)):  # gone without `sessions delete`
            yield Verification(session_id, 0, [f"the session file is missing; the ledger recorded {heads[session_id][0]} turns"])

    def exists(self, session_id: str) -> bool:
        return self.path(session_id).exists() or self._journal(session_id).exists()

    def session_ids(self) -> list[str]:
        """Ids of the session files in the store (sorted), readable or not."""
        try:
            names = [e.name for e in os.scandir(self.root)]
        except OSError:
            return []
        return sorted(n[:-5] for n in names if n.endswith(".json") and SESSION_ID.fullmatch(n[:-5]))

    @staticmethod
    def _parse(raw: bytes, path: Path, session_id: str) -> SessionFile:
        return FileStore._parse_data(_json_object(raw, path), path, session_id)

    @staticmethod
    def _parse_data(data: dict[str, Any], path: Path, session_id: str) -> SessionFile:
        if data.get("session_id") != session_id:
            raise SessionError(
                f"session file {path} holds session {str(data.get('session_id'))[:80]!r}, not {session_id!r} "
                "(copied or renamed?); it was left untouched"
            )
        data = migrate(data, f"session file {path}")  # in memory only: the file is rewritten on the next turn
        relinked = data.pop("_relink", False)
        try:
            session = SessionFile.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"])
            raise SessionError(f"session file {path} is invalid at {where}: {first['msg']}; it was left untouched") from None
        if relinked:
            relink(session)
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

    def close(self) -> None:
        """Fold every deferred journal into its session file (the end of a command)."""
        for session_id, cached in list(self._cache.items()):
            if cached.stamp[3] >= 0:
                with self.lock(session_id):
                    fresh = self._load_cached(session_id)
                    if fresh is not None:
                        self._write(fresh.session, fresh.turns)

    def import_session(self, session: SessionFile) -> bool:
        """Write a whole session as it is (turns and chain unchanged), unless its id is taken."""
        with self.lock(session.session_id):
            if self.exists(session.session_id):
                return False
            self._write(session, [])
            if session.turns:
                self._record_head(session.session_id, len(session.turns), session.last_hash)
        return True

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

    def delete(self, session_id: str) -> None:
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

    def list_sessions(self, problems: list[str] | None = None, *, user: str | None = None) -> list[SessionSummary]:
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
                        session_id=session.session_id, created_at=aware(session.created_at), updated_at=aware(session.updated_at),
                        turns=len(session.turns), last_intent=last.intent.intent_type if last else None,
                        last_input=last.input if last else "", user_id=session.user_id,
                    )
                if user is None or header.user_id == user:
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


def _snapshot(path: Path, st: os.stat_result) -> bytes:
    """A session file's bytes, unless it is too large to read into memory."""
    if st.st_size > MAX_SESSION_BYTES:
        raise SessionError(f"session file {path} is too large ({st.st_size:,} bytes); it was left untouched")
    try:
        return path.read_bytes()
    except OSError as exc:
        raise SessionError(f"cannot read session file {path}: {exc.strerror or exc}") from None


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
        user_id = data.get("user_id")
        if not (isinstance(turns, int) and isinstance(last_input, str) and isinstance(last_intent, (str, type(None)))
                and isinstance(user_id, (str, type(None)))):
            return None
        return SessionSummary(
            session_id=session_id, created_at=utc_time(data["created_at"]), updated_at=utc_time(data["updated_at"]),
            turns=turns, last_intent=last_intent, last_input=last_input, user_id=user_id,
        )
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None


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
