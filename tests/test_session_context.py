"""A session keeps its context: the texts attached earlier and the documents it searched."""

from __future__ import annotations

import json
from pathlib import Path

from assistant.schemas import Attachment

REPORT = ("The harbour committee met on Tuesday. The committee approved a budget of 48,000 euros for the new pier. "
          "Work on the pier starts in May and ends in October. The old crane will be sold.")


def test_a_follow_up_works_on_the_text_attached_earlier(assistant) -> None:  # type: ignore[no-untyped-def]
    first = assistant.ask("Summarize this.", session_id="work", attachment=Attachment(id="report.txt", text=REPORT))
    assert first.response.kind == "summary" and first.response.sources == ["report.txt"]
    second = assistant.ask("When does work on the pier start?", session_id="work")
    assert second.response.kind == "answer"
    assert "May" in second.response.text() and second.response.sources == ["report.txt"]


def test_an_attachment_is_stored_once_however_many_turns_use_it(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    big = Attachment(id="big.txt", text=("The pier is long. " * 60_000)[:1_000_000])
    for _ in range(10):
        assistant.ask("How long is the pier?", session_id="big", attachment=big)
    path = isolated / "sessions" / "big.json"
    assert path.stat().st_size < 1_500_000
    data = json.loads(path.read_text())
    assert len(data["attachments"]) == 1 and len(data["turns"]) == 10
    assert all(t["attachments"][0]["sha256"] in data["attachments"] for t in data["turns"])


def test_a_session_remembers_its_documents_and_says_when_a_turn_changes_them(
        assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    first = isolated / "first"
    first.mkdir()
    (first / "depot.txt").write_text("The depot opens at nine in the morning.")
    second = isolated / "second"
    second.mkdir()
    (second / "zoo.txt").write_text("The zoo opens at ten in the morning.")
    assert "nine" in assistant.ask("When does the depot open?", session_id="s", docs=first).response.text()
    again = assistant.ask("When does the depot open?", session_id="s")  # no --docs: the session's folder
    assert "nine" in again.response.text() and again.notice is None
    switched = assistant.ask("When does the zoo open?", session_id="s", docs=second)
    assert "ten" in switched.response.text()
    assert switched.notice is not None and str(first) in switched.notice and str(second) in switched.notice


def test_choosing_documents_sets_the_attached_text_aside(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    folder = isolated / "docs"
    folder.mkdir()
    (folder / "depot.txt").write_text("The depot opens at nine in the morning.")
    assistant.ask("Summarize this.", session_id="s", attachment=Attachment(id="report.txt", text=REPORT))
    out = assistant.ask("When does the depot open?", session_id="s", docs=folder)
    assert out.response.sources == ["depot.txt"]
