"""Sessions in PostgreSQL (psycopg 3), for a team that wants one audit trail on a server.

The same sessions as the file store, in three tables: a header row per session, one row
per turn holding the turn record's JSON exactly as it was hashed, and the attached texts
once per session. A turn is appended in one database transaction together with the
header's new head hash; writers of one session are serialised by a transaction-scoped
advisory lock (and the (session, turn) primary key would refuse a second turn N anyway),
never by a lock file. The database is created by whoever runs the server; the tables are
created and migrated here, versioned in `assistant_schema`.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from assistant.errors import SessionError, UsageError
from assistant.records import (
    LOCK_TIMEOUT_S,
    SCHEMA_VERSION,
    SessionFile,
    SessionSummary,
    TurnRecord,
    aware,
    check_session_id,
    migrate,
    verify_data,
)
from assistant.schemas import Attachment, AttachmentRef
from assistant.stores.base import Verification

CONNECT_TIMEOUT_S = 5
CACHE_SESSIONS = 64

# MIGRATIONS[n] takes the tables from version n to n + 1 (0: no tables yet). Add one per change.
MIGRATIONS: dict[int, str] = {
    0: """
    CREATE TABLE assistant_sessions (
        session_id text PRIMARY KEY,
        user_id text,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        turn_count integer NOT NULL DEFAULT 0,
        head_hash text NOT NULL DEFAULT '',
        last_intent text,
        last_input text NOT NULL DEFAULT '',
        conversation_summary text,
        record_version integer NOT NULL
    );
    CREATE INDEX assistant_sessions_updated ON assistant_sessions (updated_at DESC);
    CREATE INDEX assistant_sessions_user ON assistant_sessions (user_id, updated_at DESC);
    CREATE TABLE assistant_turns (
        session_id text NOT NULL REFERENCES assistant_sessions ON DELETE CASCADE,
        turn integer NOT NULL CHECK (turn > 0),
        prev_hash text NOT NULL,
        hash text NOT NULL,
        record text NOT NULL,
        PRIMARY KEY (session_id, turn)
    );
    CREATE TABLE assistant_attachments (
        session_id text NOT NULL REFERENCES assistant_sessions ON DELETE CASCADE,
        sha256 text NOT NULL,
        body text NOT NULL,
        PRIMARY KEY (session_id, sha256)
    );
    """,
}
TABLES_VERSION = len(MIGRATIONS)
_MIGRATION_LOCK = 0x61737369  # one advisory lock key for "the schema is being migrated"


def _lock_key(session_id: str) -> int:
    """A 64-bit advisory lock key per session (a collision only serialises two sessions)."""
    return int.from_bytes(hashlib.sha256(f"assistant-session:{session_id}".encode()).digest()[:8], "big", signed=True)


def _first_line(exc: BaseException) -> str:
    text = " ".join(str(exc).strip().splitlines()[:1]) or type(exc).__name__
    return text.removeprefix("connection failed: ")


_SSLMODES = ("disable", "allow", "prefer", "require", "verify-ca", "verify-full")


def _setting_mistake(params: dict[str, Any]) -> str:
    """What the URL itself gets wrong (a bad setting, exit 2), which psycopg would otherwise
    report only on connecting, as if the server were down (exit 1)."""
    ports = str(params.get("port") or "")
    # A list for several hosts may leave an entry empty: that host's default port.
    if ports and not all(not p.strip() or (p.strip().isdigit() and 0 < int(p) < 65536) for p in ports.split(",")):
        return f"the port must be a number from 1 to 65535, not {ports!r}"
    mode = params.get("sslmode")
    if mode and mode not in _SSLMODES:
        return f"sslmode must be one of {', '.join(_SSLMODES)}, not {mode!r}"
    return ""


class PostgresStore:
    """Sessions in the PostgreSQL database at `url` (postgresql://user:password@host:port/db)."""

    def __init__(self, url: str) -> None:
        try:
            import psycopg
            from psycopg.conninfo import conninfo_to_dict
        except ImportError:
            raise UsageError("PostgreSQL sessions need psycopg: pip install 'assistant[postgres]'") from None
        from assistant import secrets

        self._psycopg = psycopg
        try:
            params = conninfo_to_dict(url)
        except psycopg.ProgrammingError as exc:
            raise UsageError(f"bad setting --sessions-url / ASSISTANT_SESSIONS_URL: {_first_line(exc)}") from None
        mistake = _setting_mistake(params)
        if mistake:
            raise UsageError(f"bad setting --sessions-url / ASSISTANT_SESSIONS_URL: {mistake}")
        password = params.get("password")
        if password:
            secrets.register(str(password))  # never in an error, a log line or an export
        self._url = url
        self._params = params
        self._label = "postgresql://{user}{host}{port}/{db}".format(
            user=f"{params['user']}@" if params.get("user") else "", host=params.get("host") or "localhost",
            port=f":{params['port']}" if params.get("port") else "", db=params.get("dbname") or "")
        self._conn: Any = None
        self._pid = 0
        self._inherited: list[Any] = []
        self._cache: OrderedDict[str, SessionFile] = OrderedDict()
        # Per open transaction: the session as it stands in it (None: not created yet).
        self._open: dict[str, SessionFile | None] = {}

    # -- connection -----------------------------------------------------------------------
    def location(self) -> str:
        return self._label

    @property
    def folder(self) -> Path | None:
        return None

    def _fail(self, exc: BaseException, doing: str) -> SessionError:
        from assistant.secrets import redact

        return SessionError(redact(f"sessions database {self._label}: {doing}: {_first_line(exc)}"))

    def _connection(self) -> Any:
        psycopg = self._psycopg
        if self._conn is not None and self._pid != os.getpid():
            # A forked child must not talk on its parent's socket (or close it under the
            # parent): keep the object alive, unused, and open its own.
            self._inherited.append(self._conn)
            self._conn = None
        if self._conn is not None and (self._conn.closed or self._conn.broken):
            self._conn = None
        if self._conn is None:
            extra: dict[str, Any] = {"application_name": "assistant"}
            if "connect_timeout" not in self._params:
                extra["connect_timeout"] = CONNECT_TIMEOUT_S
            try:
                conn = psycopg.connect(self._url, **extra)
            except psycopg.Error as exc:
                raise self._fail(exc, "cannot connect") from None
            self._conn, self._pid = conn, os.getpid()
            try:
                self._ensure_tables(conn)
            except psycopg.Error as exc:
                self._drop()
                raise self._fail(exc, "cannot create or migrate the tables") from None
            except SessionError:
                self._drop()
                raise
        return self._conn

    def _ensure_tables(self, conn: Any) -> None:
        version = self._tables_version(conn)
        conn.rollback()
        if version == TABLES_VERSION:
            return
        with conn.transaction():
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))  # two first runs at once
            conn.execute("CREATE TABLE IF NOT EXISTS assistant_schema (version integer NOT NULL)")
            version = self._tables_version(conn)
            if version > TABLES_VERSION:
                raise SessionError(f"sessions database {self._label} has tables of version {version}; "
                                   f"this version of assistant reads up to {TABLES_VERSION}")
            while version < TABLES_VERSION:
                conn.execute(MIGRATIONS[version])
                version += 1
            conn.execute("DELETE FROM assistant_schema")
            conn.execute("INSERT INTO assistant_schema (version) VALUES (%s)", (version,))
        conn.commit()

    @staticmethod
    def _tables_version(conn: Any) -> int:
        exists = conn.execute("SELECT to_regclass('assistant_schema') IS NOT NULL").fetchone()[0]
        if not exists:
            return 0
        row = conn.execute("SELECT max(version) FROM assistant_schema").fetchone()
        return int(row[0] or 0)

    def _drop(self) -> None:
        if self._conn is not None:
            try:
                self._conn.close()
            except Exception:  # noqa: BLE001 - a dead connection may fail to close; it is gone either way
                pass
        self._conn = None

    @contextmanager
    def _reading(self, doing: str) -> Iterator[Any]:
        """A connection for reads, its implicit transaction ended afterwards; one reconnect
        when the connection died since it was last used (a server restart)."""
        psycopg = self._psycopg
        for attempt in (0, 1):
            conn = self._connection()
            try:
                conn.execute("SELECT 1")
                break
            except psycopg.OperationalError as exc:
                self._drop()
                if attempt:
                    raise self._fail(exc, doing) from None
        try:
            yield conn
        except psycopg.Error as exc:
            self._drop()
            raise self._fail(exc, doing) from None
        finally:
            if self._conn is conn:
                try:
                    conn.rollback()  # end the read's transaction, whatever happened inside
                except psycopg.Error:
                    self._drop()

    def close(self) -> None:
        if self._pid == os.getpid():
            self._drop()

    # -- writing ----------------------------------------------------------------------------
    @contextmanager
    def transaction(self, session_id: str) -> Iterator[SessionFile | None]:
        check_session_id(session_id)
        psycopg = self._psycopg
        conn = self._begin(session_id)
        try:
            try:
                session = self._load(conn, session_id)
            except psycopg.Error as exc:
                raise self._fail(exc, f"cannot read session {session_id}") from None
            self._open[session_id] = session
            yield None if session is None else session.model_copy(update={"turns": list(session.turns)})
        except BaseException:
            self._open.pop(session_id, None)
            try:
                conn.rollback()
            except psycopg.Error:
                self._drop()
            raise
        committed = self._open.pop(session_id, None)
        try:
            conn.commit()
        except psycopg.Error as exc:
            self._drop()
            raise self._fail(exc, f"the connection was lost before session {session_id}'s turn was committed; "
                                  "the turn was not recorded") from None
        if committed is not None:
            self._remember(committed)

    def _begin(self, session_id: str) -> Any:
        """A connection inside a transaction that holds the session's lock."""
        psycopg = self._psycopg
        for attempt in (0, 1):
            conn = self._connection()
            try:
                conn.execute(f"SET LOCAL lock_timeout = '{int(LOCK_TIMEOUT_S * 1000)}ms'")
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (_lock_key(session_id),))
                return conn
            except psycopg.errors.LockNotAvailable:
                conn.rollback()
                raise SessionError(f"session {session_id} is busy (another writer holds it)") from None
            except psycopg.OperationalError as exc:
                self._drop()  # nothing was done yet: a dead connection is replaced once
                if attempt:
                    raise self._fail(exc, f"cannot lock session {session_id}") from None
        raise AssertionError("unreachable")

    def append_turn(self, session_id: str, record: TurnRecord, *, conversation_summary: str | None,
                    user_id: str | None = None, attachments: list[Attachment] = ()) -> TurnRecord:  # type: ignore[assignment]
        if session_id not in self._open or self._conn is None:
            raise RuntimeError("append_turn outside transaction()")
        conn, session = self._conn, self._open[session_id]
        turns = session.turns if session is not None else []
        if record.turn != len(turns) + 1:
            raise SessionError(f"session {session_id} changed during the turn (turn {record.turn} expected {len(turns) + 1})")
        linked = record.model_copy(update={"prev_hash": turns[-1].hash if turns else ""})
        linked.hash = linked.compute_hash()
        new = {AttachmentRef.of(a).sha256: a for a in attachments}
        stored = dict(session.attachments) if session is not None else {}
        new = {k: v for k, v in new.items() if k not in stored}
        try:
            if session is None:
                session = SessionFile(session_id=session_id, user_id=user_id, created_at=record.started_at)
                conn.execute(
                    "INSERT INTO assistant_sessions (session_id, user_id, created_at, updated_at, record_version) "
                    "VALUES (%s, %s, %s, %s, %s)",
                    (session_id, user_id, aware(record.started_at), aware(record.finished_at), SCHEMA_VERSION))
            conn.execute("INSERT INTO assistant_turns (session_id, turn, prev_hash, hash, record) VALUES (%s, %s, %s, %s, %s)",
                         (session_id, linked.turn, linked.prev_hash, linked.hash, linked.model_dump_json()))
            if new:
                with conn.cursor() as cur:
                    cur.executemany("INSERT INTO assistant_attachments (session_id, sha256, body) VALUES (%s, %s, %s) "
                                    "ON CONFLICT DO NOTHING",
                                    [(session_id, key, value.model_dump_json()) for key, value in new.items()])
            conn.execute(
                "UPDATE assistant_sessions SET updated_at = %s, turn_count = %s, head_hash = %s, last_intent = %s, "
                "last_input = %s, conversation_summary = %s, user_id = coalesce(user_id, %s) WHERE session_id = %s",
                (aware(linked.finished_at), linked.turn, linked.hash, linked.intent.intent_type, linked.input,
                 conversation_summary, user_id, session_id))
        except self._psycopg.errors.UniqueViolation:
            raise SessionError(f"session {session_id} changed during the turn (turn {linked.turn} exists)") from None
        except self._psycopg.Error as exc:
            raise self._fail(exc, f"cannot record session {session_id}'s turn; it was not recorded") from None
        self._open[session_id] = session.model_copy(update={
            "turns": [*turns, linked], "conversation_summary": conversation_summary,
            "user_id": session.user_id or user_id, "attachments": {**stored, **new}})
        return linked

    def import_session(self, session: SessionFile) -> bool:
        sid = check_session_id(session.session_id)
        psycopg = self._psycopg
        conn = self._begin(sid)
        try:
            if conn.execute("SELECT 1 FROM assistant_sessions WHERE session_id = %s", (sid,)).fetchone():
                conn.rollback()
                return False
            last = session.turns[-1] if session.turns else None
            conn.execute(
                "INSERT INTO assistant_sessions (session_id, user_id, created_at, updated_at, turn_count, head_hash, "
                "last_intent, last_input, conversation_summary, record_version) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)",
                (sid, session.user_id, aware(session.created_at), aware(session.updated_at), len(session.turns),
                 session.last_hash, last.intent.intent_type if last else None, last.input if last else "",
                 session.conversation_summary, SCHEMA_VERSION))
            with conn.cursor() as cur:
                cur.executemany("INSERT INTO assistant_turns (session_id, turn, prev_hash, hash, record) VALUES (%s, %s, %s, %s, %s)",
                                [(sid, t.turn, t.prev_hash, t.hash, t.model_dump_json()) for t in session.turns])
                cur.executemany("INSERT INTO assistant_attachments (session_id, sha256, body) VALUES (%s, %s, %s)",
                                [(sid, k, v.model_dump_json()) for k, v in session.attachments.items()])
            conn.commit()
        except psycopg.Error as exc:
            self._drop()
            raise self._fail(exc, f"cannot import session {sid}; nothing of it was stored") from None
        return True

    def delete(self, session_id: str) -> None:
        check_session_id(session_id)
        psycopg = self._psycopg
        conn = self._begin(session_id)
        try:
            gone = conn.execute("DELETE FROM assistant_sessions WHERE session_id = %s", (session_id,)).rowcount
            conn.commit()
        except psycopg.Error as exc:
            self._drop()
            raise self._fail(exc, f"cannot delete session {session_id}") from None
        self._cache.pop(session_id, None)
        if not gone:
            raise SessionError(f"no such session: {session_id} (looked in {self._label})")

    # -- reading ----------------------------------------------------------------------------
    def _remember(self, session: SessionFile) -> None:
        self._cache[session.session_id] = session
        self._cache.move_to_end(session.session_id)
        while len(self._cache) > CACHE_SESSIONS:
            self._cache.popitem(last=False)

    def _load(self, conn: Any, session_id: str) -> SessionFile | None:
        """The session, reading only the turns this process has not seen yet."""
        head = conn.execute("SELECT turn_count, head_hash FROM assistant_sessions WHERE session_id = %s",
                            (session_id,)).fetchone()
        if head is None:
            self._cache.pop(session_id, None)
            return None
        cached = self._cache.get(session_id)
        if cached is not None and (len(cached.turns), cached.last_hash) == (head[0], head[1]):
            return cached
        if cached is not None and 0 < len(cached.turns) < head[0]:
            grown = self._extend(conn, cached)
            if grown is not None:
                self._remember(grown)
                return grown
        session = self._parse(self._raw(conn, session_id), session_id)
        self._remember(session)
        return session

    def _extend(self, conn: Any, cached: SessionFile) -> SessionFile | None:
        """`cached` with the turns written since, or None when it is not their prefix."""
        sid = cached.session_id
        rows = conn.execute("SELECT record FROM assistant_turns WHERE session_id = %s AND turn > %s ORDER BY turn",
                            (sid, len(cached.turns))).fetchall()
        header = conn.execute("SELECT conversation_summary, user_id FROM assistant_sessions WHERE session_id = %s",
                              (sid,)).fetchone()
        try:
            new = [TurnRecord.model_validate_json(row[0]) for row in rows]
        except ValidationError:
            return None
        if not new or new[0].prev_hash != cached.last_hash:
            return None
        wanted = {ref.sha256 for t in new for ref in t.attachments} - set(cached.attachments)
        stored = dict(cached.attachments)
        if wanted:
            for key, body in conn.execute("SELECT sha256, body FROM assistant_attachments WHERE session_id = %s AND sha256 = ANY(%s)",
                                          (sid, list(wanted))).fetchall():
                stored[key] = Attachment.model_validate_json(body)
        return cached.model_copy(update={"turns": [*cached.turns, *new], "conversation_summary": header[0],
                                         "user_id": header[1], "attachments": stored})

    def _raw(self, conn: Any, session_id: str) -> dict[str, Any] | None:
        """The session as JSON objects, shaped like a session file (for parsing and verify)."""
        head = conn.execute("SELECT user_id, created_at, conversation_summary, record_version, turn_count, head_hash "
                            "FROM assistant_sessions WHERE session_id = %s", (session_id,)).fetchone()
        if head is None:
            return None
        turns = []
        columns = []
        for turn, prev_hash, hash_, record in conn.execute(
                "SELECT turn, prev_hash, hash, record FROM assistant_turns WHERE session_id = %s ORDER BY turn", (session_id,)):
            try:
                turns.append(json.loads(record))
            except ValueError:
                turns.append({"turn": turn, "unreadable": True})
            columns.append((turn, prev_hash, hash_))
        attachments = {key: json.loads(body) for key, body in conn.execute(
            "SELECT sha256, body FROM assistant_attachments WHERE session_id = %s", (session_id,))}
        return {"schema_version": head[3], "session_id": session_id, "user_id": head[0],
                "created_at": head[1].astimezone(timezone.utc).isoformat(), "conversation_summary": head[2],
                "attachments": attachments, "turns": turns,
                "_head": (head[4], head[5]), "_columns": columns}

    def _parse(self, data: dict[str, Any] | None, session_id: str) -> SessionFile:
        if data is None:
            raise SessionError(f"no such session: {session_id} (looked in {self._label})")
        data = {k: v for k, v in data.items() if not k.startswith("_")}
        where = f"session {session_id} in {self._label}"
        data = migrate(data, where)
        data.pop("_relink", None)
        try:
            return SessionFile.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            at = ".".join(str(p) for p in first["loc"])
            raise SessionError(f"{where} is invalid at {at}: {first['msg']}; it was left untouched") from None

    def load(self, session_id: str) -> SessionFile | None:
        check_session_id(session_id)
        with self._reading(f"cannot read session {session_id}") as conn:
            session = self._load(conn, session_id)
        return None if session is None else session.model_copy(update={"turns": list(session.turns)})

    def require(self, session_id: str) -> SessionFile:
        session = self.load(session_id)
        if session is None:
            raise SessionError(f"no such session: {session_id} (looked in {self._label})")
        return session

    def exists(self, session_id: str) -> bool:
        with self._reading("cannot read the sessions") as conn:
            return conn.execute("SELECT 1 FROM assistant_sessions WHERE session_id = %s", (session_id,)).fetchone() is not None

    def latest_id(self) -> str | None:
        with self._reading("cannot read the sessions") as conn:
            row = conn.execute("SELECT session_id FROM assistant_sessions ORDER BY updated_at DESC LIMIT 1").fetchone()
        return row[0] if row else None

    def session_ids(self) -> list[str]:
        with self._reading("cannot read the sessions") as conn:
            return [r[0] for r in conn.execute("SELECT session_id FROM assistant_sessions ORDER BY session_id")]

    def list_sessions(self, problems: list[str] | None = None, *, user: str | None = None) -> list[SessionSummary]:
        query = ("SELECT session_id, created_at, updated_at, turn_count, last_intent, last_input, user_id "
                 "FROM assistant_sessions")
        with self._reading("cannot list the sessions") as conn:
            rows = (conn.execute(query + " WHERE user_id = %s ORDER BY updated_at DESC", (user,)) if user is not None
                    else conn.execute(query + " ORDER BY updated_at DESC")).fetchall()
        return [SessionSummary(session_id=r[0], created_at=_utc(r[1]), updated_at=_utc(r[2]), turns=r[3],
                               last_intent=r[4], last_input=r[5], user_id=r[6]) for r in rows]

    def verify(self, session_id: str) -> Verification:
        check_session_id(session_id)
        with self._reading(f"cannot read session {session_id}") as conn:
            data = self._raw(conn, session_id)
        if data is None:
            raise SessionError(f"no such session: {session_id} (looked in {self._label})")
        problems = verify_data({k: v for k, v in data.items() if not k.startswith("_")})
        turns = data["turns"]
        for (number, prev_hash, hash_), raw in zip(data["_columns"], turns):
            if (raw.get("prev_hash"), raw.get("hash")) != (prev_hash, hash_):
                problems.append(f"turn {number}: its row's chain columns differ from its record")
        count, head = data["_head"]
        if len(turns) < count:
            problems.append(f"turns {len(turns) + 1}-{count} are missing: the session's head recorded {count} turns, "
                            f"the database holds {len(turns)}")
        elif count and turns[count - 1].get("hash") != head:
            problems.append(f"turn {count}: differs from the turn the session's head recorded (rewritten after it was committed)")
        elif len(turns) > count:
            problems.append(f"turns {count + 1}-{len(turns)} were added without moving the session's head")
        session = self._parse(data, session_id)
        return Verification(session_id, len(session.turns), problems, "the session's head")

    def verify_all(self) -> Iterator[Verification]:
        for session_id in self.session_ids():
            try:
                yield self.verify(session_id)
            except SessionError as exc:
                yield Verification(session_id, 0, [exc.message])


def _utc(moment: datetime) -> datetime:
    return moment.astimezone(timezone.utc)
