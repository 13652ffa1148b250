"""One turn, end to end: validate input, lock and load the session, run the graph, report.

The CLI commands (ask, batch, chat) all go through `Assistant.ask`.
"""

from __future__ import annotations

import dataclasses
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import structlog

from assistant.config import Settings
from assistant.context import Context, DocumentSource
from assistant.engines.base import Engine
from assistant.engines.registry import build_engine
from assistant.errors import InputError
from assistant.schemas import Attachment, TurnOutput, UserIntent, utcnow
from assistant.state import AgentState
from assistant.records import check_session_id, new_session_id
from assistant.stores import open_store

MAX_INPUT_CHARS = 20_000
MAX_ATTACHMENT_CHARS = 1_000_000
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def clean_text(text: str, *, what: str, limit: int, strip_controls: bool = False) -> str:
    """Refuse empty, oversized or binary text with a clear message.

    Control characters in a question are refused rather than dropped: removing a NUL from
    "1\x002" would silently turn it into "12". Attached text only loses them (terminal
    escapes in a pasted log are noise), but a NUL there still means a binary file.
    """
    from assistant.sanitize import scrub

    if len(text) > limit:
        raise InputError(f"{what} is too long ({len(text):,} characters; the limit is {limit:,})")
    text = scrub(text)  # undecodable bytes (lone surrogates) become U+FFFD, here, once
    if "\x00" in text:
        raise InputError(f"{what} contains NUL bytes (binary data?)")
    bad = _CONTROL.search(text)
    if bad and not strip_controls:
        raise InputError(f"{what} contains a control character (U+{ord(bad.group()):04X})")
    cleaned = _CONTROL.sub("", text).strip()
    if not cleaned:
        raise InputError(f"{what} is empty")
    return cleaned


class Assistant:
    def __init__(self, settings: Settings, engine: Engine | None = None, *, defer_writes: bool = False,
                 progress: Callable[[str, int, int], None] | None = None) -> None:
        from assistant import logs, secrets

        self.settings = settings
        self._progress = progress  # told how the index build goes (a first ask on a changed folder)
        logs.configure(settings.logs_dir)
        if settings.openai_api_key is not None:
            secrets.register(settings.openai_api_key.get_secret_value())
        self._sources: dict[str, DocumentSource] = {}
        self.context = Context(
            settings=settings,
            engine=engine or build_engine(settings),
            documents=self._source(Path(settings.docs_dir)),
            # Deferred writes (batch into one session) journal each turn and fold at close().
            store=open_store(sessions_dir=Path(settings.sessions_dir), defer_writes=defer_writes,
                             sessions_url=settings.sessions_url.get_secret_value() if settings.sessions_url else None),
        )
        self.context.documents.check()

    def _source(self, path: Path) -> DocumentSource:
        """One DocumentSource per folder or file, opened once per process."""
        key = str(path.expanduser())
        if key not in self._sources:
            self._sources[key] = DocumentSource(Path(key), self.settings.cache_dir, self.settings, self._progress)
        return self._sources[key]

    def close(self) -> None:
        """Make deferred turns durable and release the store (end of a command)."""
        self.context.store.close()

    @staticmethod
    def _run(state: AgentState, ctx: Context, on_text: Callable[[str], None] | None) -> AgentState:
        """One pass through the graph; with `on_text`, an answer's text is streamed to it as it
        arrives (LangGraph's custom stream mode carries it out of the node)."""
        from assistant.graph import compiled_graph

        graph = compiled_graph()
        if on_text is None:
            return AgentState.model_validate(graph.invoke(state, context=ctx))
        final: Any = None
        for mode, chunk in graph.stream(state, context=ctx, stream_mode=["custom", "values"]):
            if mode == "custom" and isinstance(chunk, dict) and isinstance(chunk.get("text"), str):
                on_text(chunk["text"])
            elif mode == "values":
                final = chunk
        return AgentState.model_validate(final)

    def _documents_for(self, session: Any, docs: Path | None) -> tuple[DocumentSource, str | None]:
        """The documents a turn searches: chosen now, else the session's, else the default;
        a turn that changes the session's documents says so."""
        earlier = session.documents if session is not None else None
        if docs is None:
            return (self._source(Path(earlier)) if earlier else self.context.documents), None
        source = self._source(docs)
        source.check()
        if earlier and Path(earlier).expanduser().resolve() != source.root.resolve():
            return source, f"This turn searches {source.root}; the session searched {earlier} before."
        return source, None

    def ask(self, text: str, *, session_id: str | None = None, attachment: Attachment | None = None,
            attachments: list[Attachment] | None = None, docs: Path | None = None,
            on_text: Callable[[str], None] | None = None) -> TurnOutput:
        """One turn. `attachments` (or one `attachment`) are texts given with it; `docs` is a
        documents folder or file chosen for it. Without them, a session keeps working on its
        own: the texts attached earlier, and the documents it searched."""
        from assistant.secrets import redact, redact_model

        # A secret pasted into a question is never stored, logged or echoed.
        question = redact(clean_text(text, what="the question", limit=MAX_INPUT_CHARS))
        given = [*(attachments or []), *([attachment] if attachment is not None else [])]
        given = [Attachment(id=a.id, text=redact(clean_text(a.text, what="the attached text" if a.id == "stdin" else f"the attached file {a.id}",
                                                            limit=MAX_ATTACHMENT_CHARS, strip_controls=True))) for a in given]
        store = self.context.store
        session_id = check_session_id(session_id) if session_id else new_session_id(store.exists)
        t0 = time.perf_counter()
        with store.transaction(session_id) as session:
            turn = len(session.turns) + 1 if session else 1
            structlog.contextvars.bind_contextvars(session_id=session_id, turn=turn)
            try:
                documents, notice = self._documents_for(session, docs)
                # The texts of this turn: those given now; else, unless it chose documents, the session's.
                texts = given or ([] if docs is not None or session is None else session.active_attachments())
                state = AgentState(
                    session_id=session_id,
                    user_id=self.settings.user,  # who asks this turn; a new session is theirs
                    turn=turn,
                    user_input=question,
                    attachments=texts,
                    messages=session.messages[-self.context.history_window :] if session else [],
                    conversation_summary=session.conversation_summary if session else None,
                    active_documents=session.active_documents if session else [],
                    provider=self.context.engine.name,
                )
                ctx = dataclasses.replace(self.context, documents=documents, turn_started=utcnow(),
                                          deadline=time.monotonic() + self.settings.llm_turn_seconds)
                final = self._run(state, ctx, on_text)
                if notice:
                    final = final.model_copy(update={"notice": " ".join(x for x in (notice, final.notice) if x),
                                                     "turn_record": final.turn_record.model_copy(update={
                                                         "notice": " ".join(x for x in (notice, final.turn_record.notice) if x)})
                                                     if final.turn_record else None})
                if final.turn_record is None or final.current_response is None:
                    raise RuntimeError("the graph finished without a response and a turn record")
                # A document may hold a secret (the configured key): nothing stored or shown keeps it.
                record = redact_model(final.turn_record)
                # The graph only proposes the record; the turn exists once the store has it.
                store.append_turn(session_id, record, conversation_summary=redact(final.conversation_summary or "") or None,
                                  user_id=state.user_id, attachments=texts)
            finally:
                structlog.contextvars.unbind_contextvars("session_id", "turn")
        timings = {**final.timings_ms, "total": round((time.perf_counter() - t0) * 1000, 3)}
        return TurnOutput(
            session_id=session_id,
            turn=turn,
            intent=final.intent or UserIntent(intent_type="unknown", confidence=0.0, reasoning="not classified"),
            next_step=final.next_step or "",
            response=record.response,
            tools_used=final.tools_used,
            actions_taken=[*final.actions_taken],
            provider=final.provider,  # "offline" when the provider failed and the turn fell back
            llm_calls=final.llm_calls,
            tokens=final.tokens,
            llm_usage=final.llm_usage,
            fallback_reason=final.fallback_reason,
            timings_ms=timings,
            flags=final.flags,
            notice=final.notice,
        )
