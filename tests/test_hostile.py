"""Hostile folders and damaged state: every case ends in one clear line (or a right answer)
and an exit code from the contract; nothing outside the folder is read, nothing is
overwritten or lost, no secret is stored."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant.cli.app import app

MAIN = str(Path(__file__).resolve().parents[1] / "main.py")
runner = CliRunner()


def _run(args: list[str | bytes], cwd: Path, stdin: bytes = b"", stdout: object = subprocess.PIPE,
         **kwargs: object) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, MAIN, *args], input=stdin, stdout=stdout, stderr=subprocess.PIPE,  # type: ignore[call-overload]
                          cwd=cwd, timeout=120, **kwargs)


def _one_line(stderr: bytes | str) -> str:
    text = stderr.decode() if isinstance(stderr, bytes) else stderr
    assert "Traceback" not in text
    lines = [line for line in text.splitlines() if line.strip()]
    assert len(lines) == 1, lines
    return lines[0]


def _docs(root: Path) -> Path:
    docs = root / "docs"
    docs.mkdir()
    (docs / "bridge.md").write_text("# Bridge\n\nThe harbour bridge opened in 1932 after eight years of work.\n")
    return docs


# -- outputs never replace a session or the command's input ------------------------------
def test_export_refuses_to_overwrite_and_never_replaces_a_session(isolated: Path) -> None:
    assert runner.invoke(app, ["ask", "--no-stdin", "-s", "work", "what is 2 plus 2"]).exit_code == 0
    session = isolated / "sessions" / "work.json"
    before = session.read_bytes()
    into_session = runner.invoke(app, ["sessions", "export", "work", "--format", "md", "-o", str(session)])
    assert into_session.exit_code == 2 and "sessions folder" in _one_line(into_session.stderr)
    assert session.read_bytes() == before
    (isolated / "notes.md").write_text("my notes")
    exists = runner.invoke(app, ["sessions", "export", "work", "--format", "md", "-o", "notes.md"])
    assert exists.exit_code == 2 and "exists; pass --force" in _one_line(exists.stderr)
    assert (isolated / "notes.md").read_text() == "my notes"
    forced = runner.invoke(app, ["sessions", "export", "work", "--format", "md", "-o", "notes.md", "--force"])
    assert forced.exit_code == 0 and (isolated / "notes.md").read_text().startswith("# Session work")
    assert not list(isolated.glob(".notes.md.*"))  # written atomically: no temp left


def test_export_write_failure_is_exit_1_not_usage(isolated: Path) -> None:
    runner.invoke(app, ["ask", "--no-stdin", "-s", "w2", "what is 2 plus 2"])
    result = runner.invoke(app, ["sessions", "export", "w2", "-o", str(isolated / "missing-dir" / "x.json")])
    assert result.exit_code == 1 and "cannot write" in _one_line(result.stderr)


def test_batch_refuses_to_write_over_its_input(isolated: Path) -> None:
    source = isolated / "q.jsonl"
    source.write_text(json.dumps({"id": 1, "text": "what is 2 plus 2"}) + "\n")
    result = runner.invoke(app, ["batch", "q.jsonl", "-o", "q.jsonl", "--no-progress"])
    assert result.exit_code == 2 and "this command's input" in _one_line(result.stderr)
    assert json.loads(source.read_text())["id"] == 1


# -- the folder is the boundary ----------------------------------------------------------
def test_links_out_of_the_folder_are_not_followed(isolated: Path) -> None:
    docs = _docs(isolated)
    outside = isolated / "private.txt"
    outside.write_text("root:$6$hashedpassword:19000:0:99999:7:::\n")
    (docs / "shadow.txt").symlink_to(outside)
    (docs / "up").symlink_to(isolated)
    found = runner.invoke(app, ["docs", "search", "root hashedpassword", "--docs", str(docs), "--json"])
    assert found.exit_code == 0 and "hashedpassword" not in found.stdout
    listed = json.loads(runner.invoke(app, ["docs", "list", "--docs", str(docs), "--json"]).stdout)
    reasons = {s["path"]: s["reason"] for s in listed["skipped"]}
    assert reasons["shadow.txt"] == reasons["up"] == "link leads outside the documents folder"


def test_links_inside_the_folder_index_each_file_once_and_loops_end(isolated: Path) -> None:
    docs = _docs(isolated)
    (docs / "again").symlink_to(docs)  # ln -s . again
    (docs / "sub").mkdir()
    (docs / "sub" / "loop").symlink_to(docs / "sub")
    (docs / "same.md").symlink_to(docs / "bridge.md")
    listed = json.loads(runner.invoke(app, ["docs", "list", "--docs", str(docs), "--json"]).stdout)
    assert [d["id"] for d in listed["documents"]] == ["bridge.md"]
    assert {"path": "same.md", "reason": "same file as bridge.md"} in listed["skipped"]


def test_pipes_and_devices_in_the_folder_are_skipped_not_read(isolated: Path) -> None:
    docs = _docs(isolated)
    os.mkfifo(docs / "pipe.txt")
    result = runner.invoke(app, ["docs", "list", "--docs", str(docs), "--json"])
    assert result.exit_code == 0
    assert {"path": "pipe.txt", "reason": "not a regular file (pipe, socket or device)"} in json.loads(result.stdout)["skipped"]


# -- secrets ---------------------------------------------------------------------------
def test_a_key_written_in_a_document_is_never_printed_or_stored(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    key = "sk-live-" + "9f8e7d6c" * 4
    docs = isolated / "docs"
    docs.mkdir()
    (docs / "setup.md").write_text(f"# Setup\n\nExport the key before you start. The key is {key} and it goes in .env.\n")
    monkeypatch.setenv("OPENAI_API_KEY", key)
    for args in (["ask", "--json", "--provider", "offline", "--docs", str(docs), "-s", "sec", "Summarize setup.md"],
                 ["ask", "--json", "--provider", "offline", "--docs", str(docs), "-s", "sec", "What is the key?"],
                 ["docs", "search", "key", "--docs", str(docs), "--json"],
                 ["sessions", "show", "sec"], ["sessions", "export", "sec", "--format", "md"]):
        result = runner.invoke(app, [*args], input="")
        assert result.exit_code == 0, result.output
        assert key not in result.stdout and key not in result.stderr
    stored = (isolated / "sessions" / "sec.json").read_text()
    assert key not in stored and "[REDACTED]" in stored
    assert all(key not in p.read_text() for p in (isolated / "logs").iterdir())


# -- no single file breaks a folder -------------------------------------------------------
def _hostile_files(docs: Path) -> None:
    (docs / "deep.json").write_text("[" * 1000 + "]" * 1000)
    (docs / "bigint.json").write_text('{"n": ' + "9" * 5000 + "}")
    (docs / "surrogate.json").write_text('{"name": "caf\\ud800", "note": "lone surrogate"}')
    (docs / "title.md").write_text("# x [/]\n\nA title that looks like closing markup [/red].\n")
    with open(os.fsencode(docs) + b"/caf\xe9.txt", "wb") as handle:
        handle.write(b"A latin-1 named file.")
    (docs / "fake.pdf").write_bytes(b"%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF")
    (docs / "zip.gz").write_bytes(b"\x1f\x8b\x08\x00garbage")


def test_one_hostile_file_never_breaks_a_folder(isolated: Path) -> None:
    docs = _docs(isolated)
    _hostile_files(docs)
    for args in (["docs", "index", "--docs", str(docs)], ["docs", "list", "--docs", str(docs)],
                 ["docs", "list", "--docs", str(docs), "--json"], ["docs", "search", "bridge", "--docs", str(docs)],
                 ["ask", "--docs", str(docs), "--no-stdin", "When did the harbour bridge open?"]):
        result = _run(args, isolated)  # type: ignore[arg-type]
        assert result.returncode == 0, result.stderr.decode()
        assert b"Traceback" not in result.stderr
    listed = json.loads(_run(["docs", "list", "--docs", str(docs), "--json"], isolated).stdout)
    reasons = {s["path"]: s["reason"] for s in listed["skipped"]}
    assert "nested" in reasons["deep.json"]
    assert "bad JSON" in reasons["bigint.json"]
    assert reasons["caf\ufffd.txt"].startswith("file name is not valid UTF-8")
    assert "PDF" in reasons["fake.pdf"] and "gzip" in reasons["zip.gz"]
    titles = {d["id"]: d["title"] for d in listed["documents"]}
    assert titles["title.md"] == "x [/]"  # shown as written
    found = json.loads(_run(["docs", "search", "lone surrogate", "--docs", str(docs), "--json"], isolated).stdout)
    assert found[0]["doc_id"] == "surrogate.json" and "caf\ufffd" in found[0]["text"]
    answer = json.loads(_run(["ask", "--json", "--docs", str(docs), "--no-stdin", "When did the harbour bridge open?"], isolated).stdout)
    assert "1932" in answer["response"]["answer"]
    assert not list(Path(os.environ["ASSISTANT_CACHE_DIR"]).rglob(".build-*"))


def test_a_docs_path_that_is_not_utf8_is_one_line(isolated: Path) -> None:
    folder = os.fsencode(isolated) + b"/d\xe9p\xf4t"
    os.mkdir(folder)
    with open(folder + b"/note.txt", "wb") as handle:
        handle.write(b"The depot opens at nine.")
    ok = _run([b"ask", b"--docs", folder, b"--no-stdin", b"When does the depot open?"], isolated)
    assert ok.returncode == 0 and b"nine" in ok.stdout, ok.stderr
    missing = _run([b"ask", b"--docs", folder + b"/nope", b"--no-stdin", b"hi"], isolated)
    assert missing.returncode == 1 and "documents folder not found" in _one_line(missing.stderr)


@pytest.mark.parametrize("name", ["locked-aes256.pdf", "locked-rc4.pdf"])
def test_an_encrypted_pdf_is_skipped_with_its_reason(isolated: Path, name: str) -> None:
    # Made once with pypdf (AES needs the optional `cryptography` to write or to read).
    docs = _docs(isolated)
    (docs / name).write_bytes((Path(__file__).parent / "data" / name).read_bytes())
    listed = json.loads(runner.invoke(app, ["docs", "list", "--docs", str(docs), "--json"]).stdout)
    assert {s["path"]: s["reason"] for s in listed["skipped"]}[name].startswith("encrypted PDF")


def test_a_read_only_cache_still_serves(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.retrieval import index_cache

    docs = _docs(isolated)

    def refuse(self: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(index_cache._BuildLock, "__enter__", refuse)
    result = runner.invoke(app, ["ask", "--json", "--no-stdin", "--docs", str(docs), "When did the harbour bridge open?"])
    assert result.exit_code == 0 and "1932" in json.loads(result.stdout)["response"]["answer"]
    assert "indexing in memory" in result.stderr


def test_a_file_changed_while_it_is_indexed_is_read_again(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from assistant.retrieval import index_cache, loaders

    docs = _docs(isolated)
    real_load = loaders.load

    def load_then_edit(path: Path, doc_id: str) -> loaders.Document:
        doc = real_load(path, doc_id)
        if doc_id == "bridge.md" and "1932" in doc.text:
            path.write_text("# Bridge\n\nThe harbour bridge was repainted in 2024 in grey.\n")  # edited meanwhile
        return doc

    monkeypatch.setattr(index_cache, "load", load_then_edit)
    cache = isolated / "cache"
    index_cache.open_corpus(docs, cache)
    monkeypatch.setattr(index_cache, "load", real_load)
    status = index_cache.open_corpus(docs, cache)
    assert status.state in ("updated", "rebuilt")
    assert "2024" in status.corpus.search("bridge repainted", k=1)[0].chunk.text


def test_a_waiting_process_says_what_it_waits_for_and_gives_up_in_one_line(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from filelock import FileLock

    from assistant.retrieval import index_cache

    docs = _docs(isolated)
    cache = Path(os.environ["ASSISTANT_CACHE_DIR"])
    entry = index_cache._entry_dir(cache, docs.resolve())
    entry.mkdir(parents=True)
    monkeypatch.setattr(index_cache, "LOCK_WAIT_S", 0.5)
    monkeypatch.setattr(index_cache, "LOCK_NOTICE_S", 0.1)
    holder = FileLock(str(entry) + ".lock")
    code = ("import fcntl,sys,time; f=open(sys.argv[1],'a'); fcntl.flock(f, fcntl.LOCK_EX); "
            "print('locked', flush=True); time.sleep(30)")
    other = subprocess.Popen([sys.executable, "-c", code, holder.lock_file], stdout=subprocess.PIPE)
    try:
        assert other.stdout is not None and other.stdout.readline().strip() == b"locked"
        result = runner.invoke(app, ["ask", "--no-stdin", "--docs", str(docs), "When did the bridge open?"])
    finally:
        other.kill()
        other.wait()
    assert result.exit_code == 1
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert lines[0].startswith("notice: waiting for another process that is indexing")
    assert lines[1].startswith("error: gave up after") and len(lines) == 2


# -- damaged sessions ----------------------------------------------------------------------
def test_bad_session_files_never_break_the_others(isolated: Path) -> None:
    assert runner.invoke(app, ["ask", "--no-stdin", "-s", "good", "what is 2 plus 2"]).exit_code == 0
    sessions = isolated / "sessions"
    good = json.loads((sessions / "good.json").read_text())
    (sessions / "typed.json").write_text(json.dumps({**good, "session_id": "typed", "turn_count": "many", "updated_at": 7,
                                                     "turns": "not a list"}))
    (sessions / "naive.json").write_text(json.dumps({**good, "session_id": "naive"}).replace("Z\"", "\""))
    os.mkfifo(sessions / "fifo.json")
    (sessions / "zero.json").symlink_to("/dev/zero")
    (sessions / "corrupt.json").write_text("{ not json")
    listed = runner.invoke(app, ["sessions", "list", "--json"])
    assert listed.exit_code == 0
    assert {r["session_id"] for r in json.loads(listed.stdout)} == {"good", "naive"}
    assert "Traceback" not in listed.stderr and "corrupt.json" in listed.stderr
    pruned = runner.invoke(app, ["sessions", "prune", "--older-than", "999999999d", "--yes", "--json"])
    assert pruned.exit_code == 0 and json.loads(pruned.stdout) == {"deleted": []}
    deleted = runner.invoke(app, ["sessions", "delete", "corrupt", "--yes"])
    assert deleted.exit_code == 0 and not (sessions / "corrupt.json").exists()
    assert runner.invoke(app, ["sessions", "show", "good"]).exit_code == 0


def test_prune_understands_months_and_refuses_the_ambiguous_m(isolated: Path) -> None:
    from assistant.cli.sessions import parse_age

    assert parse_age("6mo").days == 180 and parse_age("90min").total_seconds() == 5400 and parse_age("1y").days == 365
    result = runner.invoke(app, ["sessions", "prune", "--older-than", "1m"])
    assert result.exit_code == 2 and "'m' is ambiguous" in _one_line(result.stderr)


# -- text that is not valid Unicode ---------------------------------------------------------
def test_an_argument_with_undecodable_bytes_is_served(isolated: Path) -> None:
    result = _run([b"ask", b"--json", b"--no-stdin", b"-s", b"u1", b"Summarize the caf\xe9 compliance report"], isolated)
    assert result.returncode == 0, result.stderr
    out = json.loads(result.stdout)
    assert out["response"]["sources"] == ["compliance_report_2025_q1.md"]
    stored = json.loads((isolated / "sessions" / "u1.json").read_text(encoding="utf-8"))
    assert stored["turns"][0]["input"] == "Summarize the caf\ufffd compliance report"


def test_bad_batch_lines_fail_alone(isolated: Path) -> None:
    lines = [json.dumps({"id": "ok1", "text": "what is 1 plus 1"}),
             '{"id": "sur", "text": "Summarize the \\ud800 compliance report"}',
             "[" * 100_000 + "]" * 100_000,
             '{"id": "big", "text": "x", "n": ' + "9" * 5000 + "}",
             json.dumps({"id": "ok2", "text": "what is 3 plus 3"})]
    (isolated / "in.jsonl").write_text("\n".join(lines) + "\n")
    result = runner.invoke(app, ["batch", "in.jsonl", "--no-progress"])
    assert result.exit_code == 1 and "2 of 5 lines failed" in result.stderr
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["id"] for r in rows] == ["ok1", "sur", "line-3", "line-4", "ok2"]
    assert rows[1]["response"]["sources"] == ["compliance_report_2025_q1.md"] and "nested too deeply" in rows[2]["error"]
    assert rows[4]["response"]["result"] == 6


def test_a_chat_line_with_a_lone_surrogate_does_not_end_the_chat(isolated: Path) -> None:
    # b"\xed\xa0\x80" is a UTF-8-encoded lone surrogate (invalid UTF-8): the line is served, the chat goes on.
    result = _run(["chat", "--json"], isolated, stdin=b"Summarize the caf\xed\xa0\x80 compliance report\nwhat is 5 plus 5\n")
    assert result.returncode == 0, result.stderr
    outputs = [json.loads(line) for line in result.stdout.splitlines() if line.startswith(b"{")]
    assert outputs[0]["response"]["sources"] == ["compliance_report_2025_q1.md"]
    assert outputs[1]["response"]["result"] == 10


def test_a_latin1_env_file_is_one_line(isolated: Path) -> None:
    (isolated / ".env").write_bytes(b"ASSISTANT_MODEL=caf\xe9\n")
    for args in (["ask", "--no-stdin", "what is 2 plus 2"], ["sessions", "list"]):
        result = _run(args, isolated)  # type: ignore[arg-type]
        assert result.returncode == 2 and ".env is not valid UTF-8" in _one_line(result.stderr)


# -- output that cannot be written ------------------------------------------------------------
@pytest.mark.parametrize("args", [["ask", "--no-stdin", "what is 2 plus 2"], ["sessions", "list", "--all"],
                                  ["docs", "list"]])
def test_a_full_disk_on_stdout_is_one_line(isolated: Path, args: list[str]) -> None:
    runner.invoke(app, ["ask", "--no-stdin", "-s", "x", "what is 1 plus 1"])
    with open("/dev/full", "wb") as full:
        result = _run(args, isolated, stdout=full)  # type: ignore[arg-type]
    assert result.returncode == 1
    assert _one_line(result.stderr) == "error: cannot write the output: No space left on device"


def test_a_batch_to_a_full_disk_is_one_line(isolated: Path) -> None:
    (isolated / "in.jsonl").write_text(json.dumps({"id": 1, "text": "what is 2 plus 2"}) + "\n")
    result = _run(["batch", "in.jsonl", "--no-progress", "-o", "/dev/full"], isolated)
    assert result.returncode == 1 and "No space left on device" in _one_line(result.stderr)


def test_a_closed_pipe_is_one_line(isolated: Path) -> None:
    for i in range(3):
        runner.invoke(app, ["ask", "--no-stdin", "-s", f"p{i}", "what is 1 plus 1"])
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody will ever read: the first write fails
    try:
        result = _run(["sessions", "list", "--all"], isolated, stdout=write_end)  # type: ignore[arg-type]
    finally:
        os.close(write_end)
    assert result.returncode == 1
    assert _one_line(result.stderr) == "error: cannot write the output: Broken pipe"


def test_a_full_log_disk_is_said_once(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    logs = isolated / "fulllogs"
    logs.mkdir()
    (logs / "assistant.log").symlink_to("/dev/full")
    (logs / "tools.log").symlink_to("/dev/full")
    env = {**os.environ, "ASSISTANT_LOGS_DIR": str(logs)}
    result = _run(["ask", "--no-stdin", "--json", "In the March statement, what was product line A's expense?"], isolated, env=env)
    assert result.returncode == 0
    warnings = [line for line in result.stderr.decode().splitlines() if line.strip()]
    assert len(warnings) == 1 and warnings[0].startswith("warning: cannot write log file") and "logging disabled" in warnings[0]


def test_a_markdown_file_of_unclosed_marks_is_read_in_one_pass(isolated: Path) -> None:
    # Each pattern, 60,000 times over, took minutes to read when links, emphasis and
    # comments were matched with open-ended spans (a lazy scan from every mark to the end).
    docs = isolated / "docs"
    docs.mkdir()
    marks = ["[a](", "[x", "*a ", "<!-- a ", "![a](", "**b"]
    (docs / "minified.md").write_text("".join(m * 60_000 + "\n" for m in marks)
                                      + "\nThe harbour bridge opened in [1932](https://example.org).\n")
    done = _run(["ask", "--json", "--docs", str(docs), "When did the harbour bridge open?"], isolated)
    assert done.returncode == 0, done.stderr
    assert "1932" in json.loads(done.stdout)["response"]["answer"]


def test_a_damaged_or_oversized_word_document_is_skipped_with_its_reason(isolated: Path) -> None:
    import io
    import zipfile

    docs = _docs(isolated)
    (docs / "garbage.docx").write_bytes(b"PK\x03\x04 this is not a zip archive at all")
    holder = io.BytesIO()
    with zipfile.ZipFile(holder, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("notes.txt", "a zip, but no word/document.xml inside")
    (docs / "not_word.docx").write_bytes(holder.getvalue())
    bomb = io.BytesIO()
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("word/document.xml", b"0" * (21 * 1024 * 1024))  # 21 MB of zeros: a few KB zipped
    (docs / "bomb.docx").write_bytes(bomb.getvalue())
    listed = json.loads(runner.invoke(app, ["docs", "list", "--docs", str(docs), "--json"]).stdout)
    reasons = {s["path"]: s["reason"] for s in listed["skipped"]}
    assert reasons["garbage.docx"].startswith("unreadable Word document"), reasons
    assert reasons["not_word.docx"].startswith("unreadable Word document"), reasons
    assert "decompresses to more than" in reasons["bomb.docx"], reasons
    assert all("\n" not in reason for reason in reasons.values())
    # The folder's other documents still answer.
    result = runner.invoke(app, ["ask", "--json", "--no-stdin", "--docs", str(docs), "When did the harbour bridge open?"])
    assert result.exit_code == 0 and "1932" in json.loads(result.stdout)["response"]["answer"]
