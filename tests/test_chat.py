"""The chat REPL in a real pseudo-terminal (pexpect), and scripted through a pipe."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

MAIN = str(Path(__file__).resolve().parents[1] / "main.py")
# prompt_toolkit draws "> " with cursor moves; it shows the cursor again once the prompt is ready.
PROMPT_READY = r">\x08?(?:\x1b\[\d*C)?.*?\x1b\[\?25h"


def _env(isolated: Path) -> dict[str, str]:
    return {**os.environ, "PROMPT_TOOLKIT_NO_CPR": "1", "TERM": "xterm", "COLUMNS": "100", "LINES": "40"}


@pytest.mark.skipif(sys.platform == "win32", reason="pexpect needs a POSIX pty")
def test_chat_in_a_terminal(isolated: Path) -> None:
    pexpect = pytest.importorskip("pexpect")
    child = pexpect.spawn(sys.executable, [MAIN, "chat", "--session", "tty"], env=_env(isolated),
                          cwd=str(isolated), encoding="utf-8", timeout=60, dimensions=(40, 100))
    try:
        child.expect("Ctrl-D to leave")
        child.expect(PROMPT_READY)
        child.sendline("what is 17 plus 25")
        child.expect("42")
        child.expect(PROMPT_READY)
        child.sendline("and times 2?")
        child.expect("84")
        child.expect(PROMPT_READY)
        child.sendline("/help")
        child.expect("/sources")
        child.expect(PROMPT_READY)
        child.sendline("In the March financial statement, what is the total operating expense for product line A?")
        child.expect(r"1,238,450")
        child.expect(PROMPT_READY)
        child.sendline("/sources")
        child.expect("financial_statement_march_2025.md")
        child.expect(PROMPT_READY)
        child.sendcontrol("d")
        child.expect("saved")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    data = json.loads((isolated / "sessions" / "tty.json").read_text())
    assert [t["input"] for t in data["turns"]] == [
        "what is 17 plus 25", "and times 2?",
        "In the March financial statement, what is the total operating expense for product line A?",
    ]
    assert data["turns"][1]["response"]["result"] == 84
    assert data["active_documents"] == ["financial_statement_march_2025.md"]
    history = (isolated / "sessions" / ".chat_history").read_text()
    assert "what is 17 plus 25" in history


def test_chat_reads_turns_from_a_pipe(isolated: Path) -> None:
    script = "what is 17 plus 25\nand times 2?\n/session\n/exit\nwhat is 1 plus 1\n"
    out = subprocess.run([sys.executable, MAIN, "chat", "--session", "piped", "--json"], input=script,
                         capture_output=True, text=True, cwd=isolated, timeout=120)
    assert out.returncode == 0, out.stderr
    lines = [json.loads(line) for line in out.stdout.split("\n") if line]  # JSON lines, nothing else
    turns = [line for line in lines if "response" in line]
    assert [t["response"]["result"] for t in turns] == [42, 84]  # nothing after /exit
    assert {"session_id": "piped", "turns": 2, "store": str(isolated / "sessions")} in lines


def test_chat_resume_of_a_corrupt_session_fails_cleanly(isolated: Path) -> None:
    (isolated / "sessions").mkdir()
    (isolated / "sessions" / "bad.json").write_text("{")
    out = subprocess.run([sys.executable, MAIN, "chat", "--session", "bad"], input="hi\n",
                         capture_output=True, text=True, cwd=isolated, timeout=120)
    assert out.returncode == 1 and "bad.json is corrupt" in out.stderr
    assert (isolated / "sessions" / "bad.json").read_text() == "{"
