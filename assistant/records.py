"""What a session is, whatever stores it: the audited turn records, the session they make
up, the hash chain that proves them unchanged, and the versions they were written in.

A session is its header (id, user, creation time, the rolling conversation summary) and
its turns. Everything else a stored session shows (the last turn's input, intent,
response, tools, the conversation's messages, the turn count) is derived from the turns
when it is written, so no copy can drift from the audited records.

Deliberately free of LangChain/LangGraph imports: `sessions list` loads only this.
"""

from __future__ import annotations

import hashlib
import json
import re
import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Callable

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, computed_field, model_serializer

from assistant.errors import SessionError, UsageError
from assistant.schemas import Attachment, AttachmentRef, LLMUsage, Message, Response, ToolCall, UserIntent, tool_names, utcnow

SCHEMA_VERSION = 2
SESSION_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")
LOCK_TIMEOUT_S = 60.0  # how long a writer waits for another writer of the same session


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
    user_id: str | None = Field(default=None, description="Who asked (--user, ASSISTANT_USER or the OS user); none in older records.")
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

    @model_serializer(mode="wrap")
    def _without_unknown_user(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        # Records written before turns named their user have no "user_id": writing one in
        # (as null) when a session is rewritten would change them and break their hashes.
        data: dict[str, Any] = handler(self)
        if data.get("user_id") is None:
            data.pop("user_id", None)
        return data

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
    user_id: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"session_id": self.session_id, "created_at": iso(self.created_at), "updated_at": iso(self.updated_at),
                "turns": self.turns, "last_intent": self.last_intent, "last_input": self.last_input, "user_id": self.user_id}


# -- migrations ---------------------------------------------------------------------------
_KIND_OF_MODEL = {"AnswerResponse": "answer", "SummarizationResponse": "summary", "CalculationResponse": "calculation"}


def _from_v0(data: dict[str, Any]) -> dict[str, Any]:
    """v0: the seed design's file, a bare AgentState dump without turns or a version.

    It has no turn records to keep; its messages are kept in the conversation summary.
    """
    data = dict(data)
    data.setdefault("turns", [])
    contents = [m.get("content") if isinstance(m, dict) else m for m in data.get("messages") or []]
    said = [" ".join(str(m).split()) for m in contents if m]
    if said:
        earlier = "Earlier (imported): " + " | ".join(said)
        kept = data.get("conversation_summary")
        data["conversation_summary"] = "\n".join([str(kept), earlier] if kept else [earlier])
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


def migrate(data: dict[str, Any], where: str) -> dict[str, Any]:
    """Upgrade a stored session's JSON to SCHEMA_VERSION; `where` names it in errors ("session file ...")."""
    version = data.get("schema_version", 0)
    if not isinstance(version, int) or isinstance(version, bool) or version < 0:
        raise SessionError(f"{where} has an invalid schema_version {version!r}; it was left untouched")
    if version > SCHEMA_VERSION:
        raise SessionError(
            f"{where} has schema_version {version}; this version of assistant reads up to {SCHEMA_VERSION}"
        )
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version = data["schema_version"]
    return data


def relink(session: SessionFile) -> None:
    previous = ""
    for record in session.turns:
        record.prev_hash = previous
        record.hash = record.compute_hash()
        previous = record.hash


# -- integrity ------------------------------------------------------------------------------
def chain_problems(turns: list[dict[str, Any]]) -> list[str]:
    """Problems of the hash chain over turns as they are stored (raw JSON objects)."""
    problems = []
    previous: object = ""
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
def new_session_id(taken: Callable[[str], bool] | None = None) -> str:
    """A new session's id: the time, and enough randomness that two turns started in the same
    second never share one (three bytes did: a 15,000-line `batch` put two unrelated lines in one
    session, the second read as a follow-up of the first); one `taken` already is never reused."""
    while True:
        session_id = _second() + secrets.token_hex(6)
        if taken is None or not taken(session_id):
            return session_id


def _second() -> str:
    return datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S-")


def check_session_id(session_id: str) -> str:
    if not SESSION_ID.fullmatch(session_id or ""):
        raise UsageError(
            f"invalid session id {session_id[:80]!r}: use 1-64 letters, digits, '.', '_' or '-', "
            "starting with a letter or digit"
        )
    return session_id


def utc_time(value: object) -> datetime:
    if not isinstance(value, str):
        raise TypeError("not a time")
    return aware(datetime.fromisoformat(value))


def aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)


def iso(moment: datetime) -> str:
    """As Pydantic writes a UTC time: "2026-11-23T12:00:00.123456Z"."""
    text = moment.astimezone(timezone.utc).isoformat()
    return text[:-6] + "Z" if text.endswith("+00:00") else text
