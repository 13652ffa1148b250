"""Ordinary files as people have them, written for these tests in their real layouts: a
manual page with option entries, licences, a CSV with a lowercase header, a long log, a
latin-1 note, a UTF-16 note, a file of one very long line. Answers are bounded and come from
the right document; named documents are the ones used; option flags are kept as written."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from assistant.cli.app import app
from assistant.prose import MAX_ANSWER_CHARS, MAX_SUMMARY_CHARS
from assistant.retrieval.chunking import CHUNK_MAX, chunk_document, entry_text
from assistant.retrieval.loaders import Document, load
from assistant.retrieval.names import Named, named_document
from assistant.retrieval.text import tokenize
from tests.asking import with_cache

runner = CliRunner()

MAN_FROB = """FROB(1)                          User Commands                         FROB(1)

NAME
       frob - rewrite text files by rules

SYNOPSIS
       frob [-n] [-i[SUFFIX]] [-X] [-x] [--posix] [file...]

DESCRIPTION
       Frob  is a rule based rewriter.  It reads each named file, applies the
       rules given on the command line, and writes the result to standard out\u2010
       put.  Frob makes one pass over its input.

       -n, --quiet, --silent

              suppress automatic printing of the rewritten text

       -i[SUFFIX], --in-place[=SUFFIX]

              rewrite files in place (makes a backup copy when SUFFIX is given)

       -X     Enables remote rule tables.  Rules are then fetched from the
              server named in the configuration file.

       -x     Disables remote rule tables.

       --posix
              disable every extension of the rule language.

EXIT STATUS
       Frob exits with 0 when every file was rewritten, and with 4 when a
       rule could not be read.

SEE ALSO
       sed(1), awk(1), frob.rules(5)
"""

BSD = """Copyright (c) The Regents of the University of California.
All rights reserved.

Redistribution and use in source and binary forms, with or without
modification, are permitted provided that the following conditions are met:
1. Redistributions of source code must retain the above copyright notice, this list of
   conditions and the following disclaimer.
2. Redistributions in binary form must reproduce the above copyright notice.

THIS SOFTWARE IS PROVIDED BY THE REGENTS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR
IMPLIED WARRANTIES ARE DISCLAIMED.
"""

MPL = """Mozilla Public License Version 2.0
==================================

1. Definitions

"Contributor" means each individual or legal entity that creates, contributes to the
creation of, or owns Covered Software.

2. License Grants

Each Contributor hereby grants You a world-wide, royalty-free, non-exclusive license to
use, reproduce, make available, modify, display, perform, distribute, and otherwise
transfer the Contribution.
"""

GPL2 = """GNU GENERAL PUBLIC LICENSE
Version 2, June 1991

The licenses for most software are designed to take away your freedom to share and
change it. By contrast, the GNU General Public License is intended to guarantee your
freedom to share and change free software. You may charge a fee for the physical act of
transferring a copy.
"""

GPL3 = """GNU GENERAL PUBLIC LICENSE
Version 3, 29 June 2007

The GNU General Public License is a free, copyleft license for software and other kinds
of works. Developers that use the GNU GPL protect your rights with two steps: assert
copyright on the software, and offer you this License giving you legal permission to
copy, distribute and modify it.
"""

PACKAGES = "package,version,size,section\n" + "".join(
    f"lib{name}{i},1.{i}-1,{100 + i},libs\n" for i in range(300) for name in ("alpha",)
) + "coreutils,9.1-1,18062,utils\nbash,5.2.15-2,7164,shells\n" + "".join(
    f"tool{i},2.{i},{50 + i},devel\n" for i in range(300))

LOG = "".join(
    f"2025-06-24 14:{i // 60:02d}:{i % 60:02d} status unpacked libthing{i}:amd64 1.{i}\n" for i in range(3000)
) + "2025-06-25 09:12:44 install frob:amd64 <none> 3.2-1\n" + "".join(
    f"2025-06-25 10:{i // 60:02d}:{i % 60:02d} status installed libother{i}:amd64 2.{i}\n" for i in range(2000))


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The folder and its index cache, made once for the module: the tests only read them."""
    root = tmp_path_factory.mktemp("real-documents")
    docs = root / "docs"
    docs.mkdir()
    (docs / "man_frob.txt").write_text(MAN_FROB)
    (docs / "license_BSD.txt").write_text(BSD)
    (docs / "license_MPL-2.0.txt").write_text(MPL)
    (docs / "license_GPL-2.txt").write_text(GPL2)
    (docs / "license_GPL-3.txt").write_text(GPL3)
    (docs / "packages.csv").write_text(PACKAGES)
    (docs / "dpkg.log.txt").write_text(LOG)
    (docs / "notes_cafe.txt").write_bytes(
        "Caf\u00e9 hours: the caf\u00e9 on the ground floor opens at 7:30 and closes at 16:00. "
        "Cr\u00e8me br\u00fbl\u00e9e is served on Fridays.\n".encode("latin-1"))
    (docs / "notes_parking.txt").write_bytes(
        "Parking: visitors park on level -2; the barrier code is 4471 and changes every month.\n".encode("utf-16"))
    (docs / "minified.json.txt").write_text("x" * 20 + " ".join(f"token{i}" for i in range(60_000)))
    return docs, root / "cache"


@pytest.fixture
def folder(isolated: Path, built: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> Path:
    return with_cache(built, monkeypatch)


def ask(folder: Path, question: str) -> dict:
    result = runner.invoke(app, ["ask", question, "--docs", str(folder), "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.mark.parametrize(("question", "holds"), [
    ("What does frob -i do?", "in place"),
    ("What does the --in-place option of frob do?", "in place"),
    ("What does frob -n do?", "suppress automatic printing"),
    ("What does frob -X do?", "Enables remote rule tables"),
    ("What does frob -x do?", "Disables remote rule tables"),
])
def test_an_option_is_answered_by_its_own_entry(folder: Path, question: str, holds: str) -> None:
    reply = ask(folder, question)
    response = reply["response"]
    assert response["sources"] == ["man_frob.txt"]
    assert holds in response["answer"]
    assert response["confidence"] >= 0.5 and response["status"] == "answered"
    # The entry alone, as prose: not the options around it, no layout.
    assert len(response["answer"]) < 200 and "\n" not in response["answer"] and "  " not in response["answer"]


def test_flags_keep_their_case_and_dashes() -> None:
    assert "~-X" in tokenize("What does ssh -X do?") and "~-x" in tokenize("what does ssh -x do?")
    assert "~--in-place" in tokenize("the --in-place option")
    assert {"~x86_64", "~/var/mail", "~readme.fhs"} <= set(tokenize("x86_64 builds read /var/mail and README.FHS"))


def test_a_manual_page_option_entry_is_a_passage_of_its_own() -> None:
    chunks = chunk_document(Document(id="man_frob.txt", title="frob", text=MAN_FROB, kind="txt"))
    heads = [c.text.split("\n", 1)[0] for c in chunks]
    assert "-i[SUFFIX], --in-place[=SUFFIX]" in heads and "-x     Disables remote rule tables." in heads
    entry = next(c for c in chunks if c.text.startswith("-i[SUFFIX]"))
    assert "backup copy" in entry.text and "--posix" not in entry.text
    assert MAN_FROB[entry.start:entry.end] == entry.text  # the pointer to the original


SSH_LIKE = """DESCRIPTION
     ssh connects and logs into the specified destination.

     -K      Enables GSSAPI-based authentication.

     -L [bind_address:]port:host:hostport
     -L [bind_address:]port:remote_socket
     -L local_socket:remote_socket
             Specifies that connections to the given TCP port on the local
             host are to be forwarded to the given host and port.

     - a dash list item
     - another item
"""


def test_an_option_written_several_ways_is_one_entry_with_what_it_does() -> None:
    chunks = chunk_document(Document(id="man_ssh.txt", title="ssh", text=SSH_LIKE, kind="txt"))
    entry = next(c for c in chunks if c.text.startswith("-L"))
    assert entry.text.count("-L ") == 3 and "forwarded to the given host" in entry.text
    assert SSH_LIKE[entry.start:entry.end] == entry.text
    assert entry_text(entry.text).startswith("-L [bind_address:]port:host:hostport, -L [bind_address:]port:remote_socket, "
                                              "-L local_socket:remote_socket: Specifies that connections")
    # A dash list is not an entry, and the entry above stays whole and apart.
    assert any(c.text.startswith("-K") and "-L" not in c.text for c in chunks)
    assert any("a dash list item" in c.text and "-L" not in c.text for c in chunks)


def test_no_passage_and_no_answer_is_unbounded(folder: Path) -> None:
    for path in sorted(folder.iterdir()):
        for chunk in chunk_document(load(path, path.name)):
            assert len(chunk.text) <= CHUNK_MAX, (path.name, len(chunk.text))
    for question in ("What is token31337?", "What happened to libthing2500?", "What does the bash package do?",
                     "What is in the minified file?", "Tell me about the log"):
        response = ask(folder, question)["response"]
        assert len(response.get("answer") or "") <= MAX_ANSWER_CHARS + 2, question
    for request in ("Summarize dpkg.log.txt", "Summarize packages.csv", "Summarize minified.json.txt"):
        response = ask(folder, request)["response"]
        assert response["sources"] and len(response["summary"]) <= MAX_SUMMARY_CHARS + 2
        assert all(len(point) <= 302 for point in response["key_points"])


def test_a_table_row_and_a_log_line_are_answers_of_their_own(folder: Path) -> None:
    row = ask(folder, "What version of coreutils is installed?")["response"]
    assert row["sources"] == ["packages.csv"] and "9.1-1" in row["answer"] and "bash" not in row["answer"]
    named = ask(folder, "What is the version of libalpha7?")["response"]  # a name with digits is one word
    assert named["sources"] == ["packages.csv"] and "1.7-1" in named["answer"] and "libalpha8" not in named["answer"]
    line = ask(folder, "When was frob installed?")["response"]
    assert line["sources"] == ["dpkg.log.txt"] and "2025-06-25 09:12:44" in line["answer"]
    assert len(line["answer"]) < 200


def test_latin1_and_utf16_files_are_read(folder: Path) -> None:
    cafe = ask(folder, "What is served on Fridays at the café?")["response"]
    assert cafe["sources"] == ["notes_cafe.txt"] and "Crème brûlée" in cafe["answer"]
    parking = ask(folder, "What is the barrier code for the parking?")["response"]
    assert parking["sources"] == ["notes_parking.txt"] and "4471" in parking["answer"]


@pytest.mark.parametrize(("request_", "source"), [
    ("Summarize license_BSD.txt", "license_BSD.txt"),
    ("Summarize the BSD licence", "license_BSD.txt"),
    ("Summarize the Mozilla Public License", "license_MPL-2.0.txt"),
    ("Summarize the GNU General Public License version 3", "license_GPL-3.txt"),
    ("tl;dr of the GPL-2", "license_GPL-2.txt"),
    ("Summarize packages.csv", "packages.csv"),
])
def test_a_named_document_is_the_one_summarized(folder: Path, request_: str, source: str) -> None:
    result = runner.invoke(app, ["ask", request_, "--docs", str(folder), "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["response"]["sources"] == [source]
    assert "several documents" not in result.stderr


def test_an_ambiguous_name_is_resolved_and_said(folder: Path) -> None:
    result = runner.invoke(app, ["ask", "Summarize the GPL", "--docs", str(folder), "--json"])
    assert result.exit_code == 0
    assert json.loads(result.stdout)["response"]["sources"][0] in ("license_GPL-2.txt", "license_GPL-3.txt")
    assert "several documents fit that name" in result.stderr.lower()


def test_a_name_that_matches_nothing_is_said_not_replaced(folder: Path) -> None:
    summary = ask(folder, "Summarize notes_holidays.txt")["response"]
    assert summary["status"] == "not_found" and "no document is named notes_holidays.txt" in summary["summary"].lower()
    assert summary["sources"] == []


def test_a_question_searches_the_document_it_names_first() -> None:
    names = ["man_frob.txt", "man_sed.txt", "license_GPL-2.txt"]
    assert named_document("What does frob -i do?", names, lambda d: d).doc_id == "man_frob.txt"
    assert named_document("What does -i do?", names, lambda d: d).doc_id is None
    # A word every manual page's name has says nothing about which one is meant.
    assert named_document("Which man page explains pipes?", names, lambda d: d).doc_id is None
    # Only what is written as a document's file name is looked for as one.
    assert named_document("How do I install node.js?", names, lambda d: d) == Named(None)
    assert named_document("Summarize notes.md", names, lambda d: d).note == "no document is named notes.md"
    # A kind of file is not a file's name: no "No document is named tar.gz" over a how-to.
    assert named_document("How do I extract a tar.gz file?", names, lambda d: d).note is None
    assert named_document("How do I unpack a file.tar.gz?", names, lambda d: d).note == "no document is named file.tar.gz"
    assert named_document("Summarize the frob manual, not the tar.gz notes", names, lambda d: d).doc_id == "man_frob.txt"
    assert named_document("Summarize log.txt", [*names, "log.txt"], lambda d: d).doc_id == "log.txt"  # a file so named is it


@pytest.mark.parametrize("question", [
    "What does rsync --delete do?",
    "What does frob --frobnicate do?",
    "What is the fitness benefit?",
])
def test_subjects_and_flags_the_folder_never_mentions_are_declined(folder: Path, question: str) -> None:
    response = ask(folder, question)["response"]
    assert response["status"] != "answered" or response["confidence"] < 0.5


def test_a_first_ask_on_a_changed_folder_says_how_the_indexing_goes(
        isolated: Path, built: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> None:
    import shutil

    import assistant.cli.ask as ask_cmd
    from assistant.cli import common

    folder = isolated / "docs"  # a copy of its own, with a cache of its own: this test changes it
    shutil.copytree(built[0], folder)

    # The CLI waits a second before saying anything; here it speaks at once.
    monkeypatch.setattr(ask_cmd, "index_progress", lambda status=None: common.index_progress(status, after=0.0))
    first = runner.invoke(app, ["ask", "What does frob -n do?", "--docs", str(folder), "--json"])
    assert first.exit_code == 0 and "reading documents (10 files)…" in first.stderr
    assert "indexing documents…" in first.stderr
    (folder / "notes_cafe.txt").write_text("The café now opens at 8:00.")
    changed = runner.invoke(app, ["ask", "When does the café open?", "--docs", str(folder), "--json"])
    assert changed.exit_code == 0 and "reading documents…" in changed.stderr  # the changed file only
    assert "8:00" in json.loads(changed.stdout)["response"]["answer"]
    assert json.loads(first.stdout)["response"]["sources"] == ["man_frob.txt"]


def test_markdown_links_and_emphasis_are_read_as_their_text(tmp_path: Path) -> None:
    page = tmp_path / "time-off.md"
    page.write_text(
        "# Time off\n\nWe offer 25 days of vacation plus [9 public holidays](https://intranet.example/holidays) "
        "every year. Every *four* years you may take a **six-week** sabbatical. ![chart](img/chart.png)\n\n"
        "* Track your days in [the leave tracker][tracker].\n* Ask in snake_case_channel.\n",
        encoding="utf-8",
    )
    text = load(page, "time-off.md").text
    assert "plus 9 public holidays every year" in text
    assert "Every four years you may take a six-week sabbatical. chart" in text
    assert "* Track your days in the leave tracker." in text and "snake_case_channel" in text
    assert "https://" not in text and "img/chart.png" not in text
