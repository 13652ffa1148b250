from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.errors import DocumentsError, InputError, SessionError, UsageError
from assistant.schemas import Attachment
from tests.conftest import CALC_EXAMPLE, QA_EXAMPLE, SUMMARY_EXAMPLE


def test_the_three_design_examples(assistant) -> None:  # type: ignore[no-untyped-def]
    qa = assistant.ask(QA_EXAMPLE)
    assert qa.intent.intent_type == "qa" and qa.next_step == "qa_agent"
    assert "$1,238,450" in qa.response.answer
    assert qa.response.sources == ["financial_statement_march_2025.md"]

    summary = assistant.ask(SUMMARY_EXAMPLE)
    assert summary.intent.intent_type == "summarization"
    assert summary.response.sources == ["compliance_report_2025_q1.md"]
    assert len(summary.response.key_points) >= 3

    calc = assistant.ask(CALC_EXAMPLE)
    assert calc.intent.intent_type == "calculation"
    assert calc.response.result == 2496
    assert calc.response.expression.replace(" ", "") == "4200-(1200+0.12*4200)"
    assert "calculator" in calc.tools_used
    assert calc.actions_taken == ["classify_intent", "calculation_agent", "update_memory"]


def test_session_round_trip_and_continuation(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    first = assistant.ask(QA_EXAMPLE, session_id="work")
    second = assistant.ask("and for product line B?", session_id="work")
    assert (first.turn, second.turn) == (1, 2)
    assert second.intent.intent_type == "qa"
    assert "$987,200" in second.response.answer
    data = json.loads((isolated / "sessions" / "work.json").read_text())
    assert data["schema_version"] == 2
    assert [t["turn"] for t in data["turns"]] == [1, 2]
    assert len(data["messages"]) == 4
    assert data["active_documents"] == ["financial_statement_march_2025.md"]
    assert "Turn 1 (qa)" in data["conversation_summary"] and "Turn 2 (qa)" in data["conversation_summary"]
    assert data["actions_taken"] == ["classify_intent", "qa_agent", "update_memory"]
    assert data["tools_used"] == ["doc_retriever"]
    assert data["current_response"]["question"] == "and for product line B?"
    assert data["turns"][1]["prev_hash"] == data["turns"][0]["hash"]
    call = data["turns"][0]["tool_calls"][0]
    assert {"tool", "input", "output", "timestamp", "duration_ms"} <= set(call)


def test_calculation_follow_up_uses_the_previous_result(assistant) -> None:  # type: ignore[no-untyped-def]
    assistant.ask("what is 17 plus 25", session_id="calc")
    out = assistant.ask("and times 2?", session_id="calc")
    assert out.intent.intent_type == "calculation"
    assert out.response.result == 84


def test_attached_text_is_summarised_with_its_own_id(assistant) -> None:  # type: ignore[no-untyped-def]
    text = ("The river flooded the lower town in spring. Engineers built a new levee over the summer. "
            "The levee held during the autumn storms. Residents returned to their homes by winter.")
    out = assistant.ask("Summarize this", attachment=Attachment(id="stdin", text=text))
    assert out.intent.intent_type == "summarization"
    assert out.response.sources == ["stdin"]
    assert out.response.summary


@pytest.mark.parametrize("text", ["", "   \n\t "])
def test_empty_question_is_refused(assistant, text: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InputError, match="empty"):
        assistant.ask(text)


def test_oversized_question_is_refused(assistant) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(InputError, match="too long"):
        assistant.ask("x" * 1_000_000)


@pytest.mark.parametrize("bad", ["../etc/passwd", "/abs", "a" * 65, "a b", ".hidden"])
def test_unsafe_session_ids_are_refused(assistant, bad: str) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(UsageError, match="invalid session id"):
        assistant.ask("what is 1+1", session_id=bad)


def test_corrupt_session_file_is_left_untouched(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    path = isolated / "sessions" / "broken.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"schema_version": 1, "session_id": "bro')
    before = path.read_bytes()
    with pytest.raises(SessionError, match="broken.json"):
        assistant.ask("what is 1+1", session_id="broken")
    assert path.read_bytes() == before


def test_missing_docs_folder_fails_before_work(isolated: Path) -> None:
    from assistant.config import load_settings
    from assistant.service import Assistant

    with pytest.raises(DocumentsError, match="not found"):
        Assistant(load_settings(docs_dir=isolated / "missing"))


def test_empty_docs_folder_is_a_clear_error_for_document_questions(isolated: Path) -> None:
    from assistant.config import load_settings
    from assistant.service import Assistant

    (isolated / "empty").mkdir()
    assistant = Assistant(load_settings(docs_dir=isolated / "empty"))
    assert assistant.ask("what is 2 + 3").response.result == 5  # arithmetic needs no documents
    with pytest.raises(DocumentsError, match="no readable documents"):
        assistant.ask(QA_EXAMPLE)


def test_logs_are_json_lines(assistant, isolated: Path) -> None:  # type: ignore[no-untyped-def]
    assistant.ask(CALC_EXAMPLE, session_id="logs")
    events = [json.loads(line) for line in (isolated / "logs" / "assistant.log").read_text().splitlines()]
    assert {e["event"] for e in events} >= {"classify_intent", "calculation_agent", "update_memory"}
    assert all(e.get("session_id") == "logs" for e in events)
    tools = [json.loads(line) for line in (isolated / "logs" / "tools.log").read_text().splitlines()]
    calc = [t for t in tools if t["tool"] == "calculator"][0]
    assert calc["output"]["exact"] == "2496" and "timestamp" in calc


def test_bad_files_in_the_folder_never_break_a_turn(isolated: Path) -> None:
    from assistant.config import load_settings
    from assistant.service import Assistant

    docs = isolated / "mixed"
    docs.mkdir()
    (docs / "good.md").write_text("The harbour bridge opened in 1932 after eight years of work.")
    (docs / "binary.txt").write_bytes(b"\x00\xff\x00")
    (docs / "latin1.txt").write_bytes("caf\xe9".encode("latin-1"))
    (docs / "broken.pdf").write_bytes(b"%PDF-1.4 not really")
    (docs / "broken.json").write_text("{")
    (docs / "photo.jpg").write_bytes(b"\xff\xd8\xff")
    out = Assistant(load_settings(docs_dir=docs)).ask("When did the harbour bridge open?")
    assert out.response.sources == ["good.md"] and "1932" in out.response.answer
    logged = (isolated / "logs" / "assistant.log").read_text()
    assert logged.count('"event": "file_skipped"') == 4 and "binary file" in logged  # latin-1 text is read
