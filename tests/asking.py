"""One `ask --json` over a folder through the CLI, for the tests of answers from documents."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from assistant.cli.app import app

_runner = CliRunner()


def ask_folder(folder: Path, text: str, *options: str) -> dict[str, Any]:
    """The turn's JSON; the command must succeed."""
    result = _runner.invoke(app, ["ask", "--json", "--no-stdin", "--docs", str(folder), *options, text])
    assert result.exit_code == 0, result.output
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def assert_answered_from(folder: Path, text: str, document: str, holds: str) -> None:
    """The question goes to the QA agent and is answered from `document`, with `holds` in the answer."""
    data = ask_folder(folder, text)
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    response = data["response"]
    assert response["sources"] and response["sources"][0] == document, response
    assert holds in response["answer"], response["answer"]


def assert_says(folder: Path, text: str, holds: str) -> None:
    """The question goes to the QA agent, which finds an answer holding `holds`."""
    data = ask_folder(folder, text)
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert holds in data["response"]["answer"] and data["response"]["status"] != "not_found", data["response"]


def with_cache(built: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> Path:
    """A folder a module built once (documents, index cache), its cache in use for this test."""
    docs, cache = built
    monkeypatch.setenv("ASSISTANT_CACHE_DIR", str(cache))
    return docs


def folder_of(root: Path, name: str, files: dict[str, str]) -> Path:
    """A folder `name` under `root` holding `files` (file name -> text)."""
    docs = root / name
    docs.mkdir()
    for file_name, text in files.items():
        (docs / file_name).write_text(text)
    return docs


def extracted(folder: Path, question: str) -> str:
    """The offline reader's answer over `folder`, the question first put in the documents' own
    words as the QA agent puts it (no routing, no confidence)."""
    from assistant.engines.offline.extract import extract_answer
    from assistant.retrieval.abbreviations import written_out
    from assistant.retrieval.corpus import Corpus
    from assistant.tools.retriever import retrieve_documents

    corpus = Corpus.from_folder(folder)
    question = written_out(question, corpus.has_form)
    return extract_answer(question, retrieve_documents(corpus, question, 8), corpus.term_weights(question)).text
