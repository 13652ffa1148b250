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


def test_changed_added_and_removed_files_are_seen(tmp_path: Path) -> None:
    docs, cache = _folder(tmp_path), tmp_path / "cache"
    open_corpus(docs, cache)
    (docs / "b.txt").write_text("The beta plant moved to Oslo.")
    status = open_corpus(docs, cache)
    assert status.state in ("rebuilt", "updated") and "Oslo" in status.corpus.search("beta plant", k=1)[0].chunk.text
    assert not status.corpus.search("Porto gadgets", k=3)  # the old text is gone
    (docs / "c.md").write_text("Gamma is new.")
    status = open_corpus(docs, cache)
    assert status.state in ("rebuilt", "updated") and status.corpus.search("gamma", k=1)[0].chunk.doc_id == "c.md"
    (docs / "c.md").unlink()
    status = open_corpus(docs, cache)
    assert status.state in ("rebuilt", "updated") and not status.corpus.search("gamma", k=3)
    assert "c.md" not in status.corpus.documents and open_corpus(docs, cache).state == "loaded"


def test_one_changed_file_of_many_is_reindexed_alone(tmp_path: Path) -> None:
    import numpy as np

    from assistant.retrieval.corpus import Corpus

    docs, cache = tmp_path / "docs", tmp_path / "cache"
    docs.mkdir()
    for i in range(60):
        (docs / f"note{i:02d}.txt").write_text(f"Note {i} records that crate {i} holds {i * 7} bolts for site {i % 5}.")
    assert open_corpus(docs, cache).state == "built"
    (docs / "note07.txt").write_text("Note 7 records that crate 7 now holds spare hinges for the Oslo depot.")
    (docs / "note08.txt").unlink()
    (docs / "extra.txt").write_text("An extra note about copper wire.")
    status = open_corpus(docs, cache)
    assert status.state == "updated" and status.changed == 3
    corpus = status.corpus
    assert corpus.search("spare hinges Oslo", k=1)[0].chunk.doc_id == "note07.txt"
    assert corpus.search("copper wire", k=1)[0].chunk.doc_id == "extra.txt"
    assert "note08.txt" not in corpus.documents and all(h.chunk.doc_id != "note08.txt" for h in corpus.search("crate 8 bolts", k=60))
    assert corpus.live_passages == 60
    # Scores equal those of an index built from scratch over the same files.
    scratch = Corpus.from_folder(docs)
    for query in ["crate bolts site 3", "hinges", "note 12"]:
        ours = sorted((h.chunk.doc_id, round(h.score, 4)) for h in corpus.search(query, k=100))
        theirs = sorted((h.chunk.doc_id, round(h.score, 4)) for h in scratch.search(query, k=100))
        assert ours == theirs
    assert np.isclose(corpus.idf("crate"), scratch.idf("crate"))


def test_touched_but_unchanged_file_keeps_the_cache(tmp_path: Path) -> None:
    docs, cache = _folder(tmp_path), tmp_path / "cache"
    open_corpus(docs, cache)
    stat = (docs / "a.md").stat()
    os.utime(docs / "a.md", ns=(stat.st_atime_ns, stat.st_mtime_ns + 5_000_000_000))
    assert open_corpus(docs, cache).state == "loaded"  # same content hash


def _damage(entry: Path, how: str) -> None:
    import shutil

    segment = next(p for p in entry.iterdir() if p.name.startswith("seg-"))
    if how == "empty passages":
        (segment / "passages.bin").write_bytes(b"")
    elif how == "no postings":
        (segment / "indices.npy").unlink()
    elif how == "no segment":
        shutil.rmtree(segment)
    elif how == "garbage arrays":
        (segment / "offsets.npy").write_bytes(b"garbage")
    elif how == "garbage meta":
        (segment / "meta.json").write_text("{")
    elif how == "garbage manifest":
        (entry / "manifest.json").write_text('{"format": 2, "files": 7}')
    elif how == "flipped text":  # same size, other bytes: only the passage checksum can tell
        data = bytearray((segment / "passages.bin").read_bytes())
        data[5:12] = b"XXXXXXX"
        (segment / "passages.bin").write_bytes(bytes(data))
    elif how == "postings out of range":
        import numpy as np

        indices = np.load(segment / "indices.npy")
        indices[:] = 10_000
        np.save(segment / "indices.npy", indices)


import pytest  # noqa: E402


@pytest.mark.parametrize("how", ["empty passages", "no postings", "no segment", "garbage arrays", "garbage meta",
                                 "garbage manifest", "flipped text", "postings out of range"])
def test_a_damaged_cache_is_rebuilt_never_served(tmp_path: Path, how: str, capsys: pytest.CaptureFixture[str]) -> None:
    docs, cache = _folder(tmp_path), tmp_path / "cache"
    entry = open_corpus(docs, cache).entry
    _damage(entry, how)
    status = open_corpus(docs, cache)
    hits = status.corpus.search("which plant makes gadgets", k=2)
    assert hits[0].chunk.doc_id == "b.txt" and "Porto" in hits[0].chunk.text
    assert "XXXXXXX" not in " ".join(h.chunk.text for h in hits)
    if how not in ("garbage manifest",):
        assert "damaged" in capsys.readouterr().err  # said, not silent
    assert open_corpus(docs, cache).state == "loaded"  # healed for the next command


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

    from assistant.retrieval.postings import Segment, bm25_scores
    from assistant.retrieval.text import tokenize, tokenize_many

    texts = ["the red widget plant in Lyon", "blue gadgets from Porto and Lyon", "a river runs through Porto", "widgets widgets widgets"]
    reference = bm25s.BM25()
    reference.index(tokenize_many(texts), show_progress=False)
    ours = Segment.build(tokenize_many(texts))
    (tmp_path / "idx").mkdir()
    sizes = ours.save(tmp_path / "idx")
    loaded = Segment.load(tmp_path / "idx", sizes, len(texts))
    # The same passages split over two segments score the same as one.
    halves = [Segment.build(tokenize_many(texts[:2])), Segment.build(tokenize_many(texts[2:]))]
    for query in ["red widgets", "Porto river", "Lyon", "nothing here", "widgets widgets"]:
        tokens = [t for t in tokenize(query) if t in reference.vocab_dict]
        expected = reference.get_scores(tokens) if tokens else np.zeros(len(texts))
        assert np.allclose(bm25_scores([ours], [None], tokenize(query)), expected)
        assert np.allclose(bm25_scores([loaded], [None], tokenize(query)), expected)
        assert np.allclose(bm25_scores(halves, [None, None], tokenize(query)), expected)


def test_the_assistants_own_folders_inside_the_documents_are_not_documents(isolated: Path) -> None:
    """`--docs .` where sessions/, logs/ and the index cache also live (as in this test's
    folder): the assistant's past answers and its index are never read, nor cited, as documents."""
    from assistant.retrieval.walk import CACHEDIR_SIGNATURE

    (isolated / "gym.md").write_text("The gym opens at 6:00 on weekdays.\n")
    runner = CliRunner()
    first = runner.invoke(app, ["ask", "--json", "--no-stdin", "--docs", ".", "When does the gym open?"])
    assert first.exit_code == 0, first.output
    assert json.loads(first.stdout)["response"]["sources"] == ["gym.md"]
    assert (isolated / "sessions").is_dir() and (isolated / "logs").is_dir() and (isolated / "cache").is_dir()
    assert (isolated / "cache" / "CACHEDIR.TAG").read_bytes().startswith(CACHEDIR_SIGNATURE)
    # Another program's cache (a build's, ours under another setting) is tagged so, and skipped;
    # a CACHEDIR.TAG without the signature is just a file.
    (isolated / "build").mkdir()
    (isolated / "build" / "CACHEDIR.TAG").write_bytes(CACHEDIR_SIGNATURE + b"\n")
    (isolated / "build" / "gym_copy.md").write_text("The gym opens at 6:00 on weekdays.\n")
    (isolated / "notes").mkdir()
    (isolated / "notes" / "CACHEDIR.TAG").write_text("not a tag\n")
    (isolated / "notes" / "pool.md").write_text("The pool opens at 7:00.\n")
    again = runner.invoke(app, ["ask", "--json", "--no-stdin", "--docs", ".", "When does the gym open? What did I ask before?"])
    assert again.exit_code == 0, again.output
    listed = json.loads(runner.invoke(app, ["docs", "list", "--docs", ".", "--json"]).stdout)
    assert sorted(d["id"] for d in listed["documents"]) == ["gym.md", "notes/CACHEDIR.TAG", "notes/pool.md"]
    assert listed["skipped"] == []
