"""Bad input on every path: one clear line, the right exit code, nothing lost or leaked."""

from __future__ import annotations

import json
import logging
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant.cli.app import app

MAIN = str(Path(__file__).resolve().parents[1] / "main.py")
runner = CliRunner()


def _run(args: list[str], stdin: bytes, cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, MAIN, *args], input=stdin, capture_output=True, cwd=cwd, timeout=120)


def test_stdin_in_a_single_byte_encoding_is_read_as_text(isolated: Path) -> None:
    # A Windows-1252 file piped in is text, read as such (as the documents are).
    out = _run(["ask", "--json", "What is served with the coffee?"], b"The caf\xe9 serves croissants with the coffee.\n", isolated)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["response"]["sources"] == ["stdin"] and "croissants" in data["response"]["answer"]


def test_a_question_on_stdin_must_be_utf8(isolated: Path) -> None:
    out = _run(["ask"], b"caf\xe9 au lait?\n", isolated)
    assert out.returncode == 1
    assert out.stderr.decode().strip() == "error: standard input is not valid UTF-8 (byte 3)"


def test_binary_on_stdin(isolated: Path) -> None:
    out = _run(["ask", "Summarize this"], b"\x00\x01\x02\x03", isolated)
    assert out.returncode == 1 and "neither text, a PDF nor a Word document" in out.stderr.decode()


def test_megabyte_attachment_is_accepted_and_larger_refused(isolated: Path) -> None:
    sentence = "The plant in Lyon makes red widgets for export. "
    ok = _run(["ask", "--json", "Summarize this"], (sentence * (900_000 // len(sentence))).encode(), isolated)
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["response"]["sources"] == ["stdin"]
    too_big = _run(["ask", "Summarize this"], b"x" * 1_100_000, isolated)
    assert too_big.returncode == 1 and "attached text is too long" in too_big.stderr.decode()


@pytest.mark.parametrize(
    ("question", "message"),
    [("x" * 1_000_000, "too long"), ("what\x07 is 1+1", "control character (U+0007)"), ("\t \n", "empty")],
)
def test_bad_questions(question: str, message: str) -> None:
    result = runner.invoke(app, ["ask", "--no-stdin", question])
    assert result.exit_code == 1 and message in result.stderr and len(result.stderr.splitlines()) == 1


def test_control_characters_in_attached_text_are_dropped_not_fatal() -> None:
    result = runner.invoke(app, ["ask", "--json", "Summarize this"], input="Line one \x1b[31mred\x1b[0m text. Another sentence here.")
    assert result.exit_code == 0
    assert json.loads(result.stdout)["response"]["sources"] == ["stdin"]


def test_unreadable_file_is_skipped(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.retrieval import loaders

    docs = isolated / "docs"
    docs.mkdir()
    (docs / "ok.md").write_text("The bridge opened in 1932.")
    (docs / "locked.md").write_text("secret")
    real = Path.open

    def open_(self: Path, *args, **kwargs):  # type: ignore[no-untyped-def]
        if self.name == "locked.md":
            raise PermissionError(13, "Permission denied")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(loaders.Path, "open", open_)
    listed = runner.invoke(app, ["docs", "list", "--docs", str(docs), "--json"])
    assert listed.exit_code == 0
    assert json.loads(listed.stdout)["skipped"] == [{"path": "locked.md", "reason": "cannot read: Permission denied"}]
    # Recorded as skipped: the next command loads the cache instead of rebuilding for it.
    indexed = runner.invoke(app, ["docs", "index", "--docs", str(docs), "--json"])
    assert json.loads(indexed.stdout)["state"] == "loaded"


def test_secrets_never_reach_logs_or_session_files(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    key = "sk-test-" + "a1b2c3d4" * 4
    monkeypatch.setenv("OPENAI_API_KEY", key)
    monkeypatch.setenv("ASSISTANT_PROVIDER", "offline")
    result = runner.invoke(app, ["ask", "--json", "--no-stdin", "--session", "sec", f"Who holds the key {key}?"])
    assert result.exit_code == 0, result.output
    written = [*(isolated / "logs").glob("*.log"), isolated / "sessions" / "sec.json"]
    assert len(written) == 3
    for path in written:
        text = path.read_text()
        assert key not in text
    assert "[REDACTED]" in (isolated / "sessions" / "sec.json").read_text()
    assert key not in result.stdout and key not in result.stderr


def test_log_files_rotate_by_size(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant import logs

    monkeypatch.setattr(logs, "MAX_BYTES", 2_000)
    monkeypatch.setattr(logs, "_configured_for", None)
    logs.configure(isolated / "rot")
    for i in range(200):
        logs.app_log().info("event", i=i, padding="x" * 50)
    files = sorted(p.name for p in (isolated / "rot").iterdir())
    assert "assistant.log" in files and "assistant.log.1" in files
    assert all(p.stat().st_size <= 2_500 for p in (isolated / "rot").iterdir())
    logging.getLogger("assistant").handlers.clear()


def test_an_idle_open_pipe_on_stdin_does_not_hang_ask(isolated: Path) -> None:
    import os
    import time

    read_end, write_end = os.pipe()  # kept open and silent, as some harnesses do
    try:
        started = time.monotonic()
        out = subprocess.run([sys.executable, MAIN, "ask", "--json", "what is 2 plus 2"], stdin=read_end,
                             capture_output=True, cwd=isolated, timeout=60)
        assert out.returncode == 0 and json.loads(out.stdout)["response"]["result"] == 4
        assert "standard input sent nothing" in out.stderr.decode()
        assert time.monotonic() - started < 50  # bounded by the wait, not by the pipe
    finally:
        os.close(read_end)
        os.close(write_end)


def test_a_damaged_server_kind_cache_is_ignored_not_a_crash(tmp_path: Path) -> None:
    """The cache of what kind of server an address is (asked once a day) may be edited by
    hand or written by another version: a bad entry means "ask again", never a traceback."""
    import json as _json
    import socket
    import time as _time

    from assistant.engines.providers import detect

    with socket.socket() as s:  # a port nothing listens on: the probe fails at once
        s.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{s.getsockname()[1]}/v1"
    cache = tmp_path / "kinds.json"
    for entries in ({url: "llama.cpp"}, {url: {"kind": "llama.cpp", "at": "yesterday"}},
                    {url: {"kind": "no-such-server", "at": _time.time()}}, {url: {"kind": "vllm", "at": True}}, [1, 2]):
        cache.write_text(_json.dumps(entries))
        assert detect(url, None, cache, timeout=0.5).name == "generic"
        assert _json.loads(cache.read_text())[url]["kind"] == "generic"  # the fresh answer is kept
    cache.write_text(_json.dumps({url: {"kind": "vllm", "at": _time.time()}}))
    assert detect(url, None, cache, timeout=0.5).name == "vllm"  # a sound entry is still used
