from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from assistant.cli.app import app
from assistant.retrieval.index_cache import open_corpus


def _folder(tmp_path: Path) -> Path:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("# Alpha\n\nThe alpha plant makes red widgets in Lyon.")
    (docs / "b.txt").write_text("The beta plant makes blue gadgets in Porto.")
    return docs


def test_second_open_loads_from_cache_and_finds_the_same(tmp_path: Path) -> None:
    docs, cache = _folder(tmp_path), tmp_path / "cache"
    built = open_corpus(docs, cache)
    loaded = open_corpus(docs, cache)
    assert (built.state, loaded.state) == ("built", "loaded")
    for status in (built, loaded):
        hit = status.corpus.search("which plant makes gadgets", k=1)[0]
        assert hit.chunk.doc_id == "b.txt" and "Porto" in hit.chunk.text
    assert loaded.corpus.documents["a.md"].title == "Alpha"
    assert "red widgets" in loaded.corpus.documents["a.md"].text


def test_changed_added_and_removed_files_rebuild(tmp_path: Path) -> None:
    docs, cache = _folder(tmp_path), tmp_path / "cache"
    open_corpus(docs, cache)
    (docs / "b.txt").write_text("The beta plant moved to Oslo.")
    status = open_corpus(docs, cache)
    assert status.state == "rebuilt" and "Oslo" in status.corpus.search("beta plant", k=1)[0].chunk.text
    (docs / "c.md").write_text("Gamma is new.")
    assert open_corpus(docs, cache).state == "rebuilt"
    (docs / "c.md").unlink()
    assert open_corpus(docs, cache).state == "rebuilt"


def test_touched_but_unchanged_file_keeps_the_cache(tmp_path: Path) -> None:
    docs, cache = _folder(tmp_path), tmp_path / "cache"
    open_corpus(docs, cache)
    stat = (docs / "a.md").stat()
    os.utime(docs / "a.md", ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))
    assert open_corpus(docs, cache).state == "loaded"  # same content hash


def test_damaged_cache_is_rebuilt_not_fatal(tmp_path: Path) -> None:
    docs, cache = _folder(tmp_path), tmp_path / "cache"
    entry = open_corpus(docs, cache).entry
    (entry / "passages.npz").write_bytes(b"garbage")
    status = open_corpus(docs, cache)
    assert status.state == "rebuilt" and status.corpus.search("alpha", k=1)


def test_cache_is_reused_across_processes(tmp_path: Path) -> None:
    docs, cache = _folder(tmp_path), tmp_path / "cache"
    code = "import sys; from pathlib import Path; from assistant.retrieval.index_cache import open_corpus; print(open_corpus(Path(sys.argv[1]), Path(sys.argv[2])).state)"
    states = [subprocess.run([sys.executable, "-c", code, str(docs), str(cache)], capture_output=True, text=True, check=True).stdout.strip() for _ in range(2)]
    assert states == ["built", "loaded"]


def test_docs_commands(isolated: Path) -> None:
    docs = _folder(isolated)
    (docs / "bin.txt").write_bytes(b"\x00\x01\x02")
    runner = CliRunner()
    indexed = runner.invoke(app, ["docs", "index", "--docs", str(docs), "--json"])
    assert indexed.exit_code == 0, indexed.output
    assert json.loads(indexed.stdout) | {"cache": ""} == {"state": "built", "documents": 2, "passages": 2, "skipped": 1, "cache": ""}
    listed = json.loads(runner.invoke(app, ["docs", "list", "--docs", str(docs), "--json"]).stdout)
    assert [d["id"] for d in listed["documents"]] == ["a.md", "b.txt"]
    assert listed["skipped"] == [{"path": "bin.txt", "reason": "binary file"}]
    found = json.loads(runner.invoke(app, ["docs", "search", "red widgets", "--docs", str(docs), "--json"]).stdout)
    assert found[0]["doc_id"] == "a.md" and found[0]["chunk_id"].startswith("a.md#") and found[0]["score"] > 0
    human = runner.invoke(app, ["docs", "search", "red widgets", "--docs", str(docs)])
    assert "a.md#" in human.stdout
    missing = runner.invoke(app, ["docs", "list", "--docs", str(isolated / "nope")])
    assert missing.exit_code == 1 and "documents folder not found" in missing.stderr
    empty_query = runner.invoke(app, ["docs", "search", " ", "--docs", str(docs)])
    assert empty_query.exit_code == 1 and "empty" in empty_query.stderr


def test_query_scoring_equals_bm25s(tmp_path: Path) -> None:
    import bm25s
    import numpy as np

    from assistant.retrieval.corpus import build_index
    from assistant.retrieval.text import tokenize, tokenize_many

    texts = ["the red widget plant in Lyon", "blue gadgets from Porto and Lyon", "a river runs through Porto", "widgets widgets widgets"]
    reference = bm25s.BM25()
    reference.index(tokenize_many(texts), show_progress=False)
    ours = build_index(texts)
    ours.save(tmp_path / "idx")
    loaded = type(ours).load(tmp_path / "idx")
    for query in ["red widgets", "Porto river", "Lyon", "nothing here"]:
        tokens = [t for t in tokenize(query) if t in reference.vocab_dict]
        expected = reference.get_scores(tokens) if tokens else np.zeros(len(texts))
        assert np.allclose(ours.get_scores(tokenize(query)), expected)
        assert np.allclose(loaded.get_scores(tokenize(query)), expected)
