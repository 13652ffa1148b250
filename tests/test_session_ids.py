"""A new session's id is never one already in use: with three random bytes, two lines of a
15,000-line `batch` started in the same second once shared a session, and the second was read
as a follow-up of the first (routed as a summary)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest


def test_new_ids_are_long_enough_never_to_meet_and_skip_a_taken_one(monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant import records

    ids = {records.new_session_id() for _ in range(20_000)}
    assert len(ids) == 20_000
    assert all(len(i.rsplit("-", 1)[1]) == 12 for i in ids)
    drawn = itertools.chain(["aaaaaaaaaaaa", "aaaaaaaaaaaa"], itertools.repeat("bbbbbbbbbbbb"))
    monkeypatch.setattr(records.secrets, "token_hex", lambda n: next(drawn))
    first = records.new_session_id()
    assert records.new_session_id(taken={first}.__contains__).endswith("-bbbbbbbbbbbb")


def test_two_turns_drawing_the_same_id_get_two_sessions(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant import records
    from assistant.config import load_settings
    from assistant.service import Assistant

    drawn = itertools.chain(["c0ffee000000", "c0ffee000000"], itertools.repeat("d00d00000000"))
    monkeypatch.setattr(records.secrets, "token_hex", lambda n: next(drawn))
    monkeypatch.setattr(records, "_second", lambda: "20261127-031410-")  # the same second for both
    assistant = Assistant(load_settings())
    first = assistant.ask("What is 2 + 2?")
    second = assistant.ask("What is 3 + 3?")
    assert first.session_id != second.session_id and second.turn == 1, (first.session_id, second.session_id)

