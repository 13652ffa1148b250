from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.errors import DocumentsError
from assistant.retrieval.chunking import chunk_document
from assistant.retrieval.corpus import Corpus
from assistant.retrieval.loaders import Document, LoadError, load
from assistant.retrieval.text import sentences, tokenize, words


def test_tokenize_keeps_lettered_names_apart_from_the_article() -> None:
    assert "a_" in tokenize("total operating expense for product line A?")
    assert "b_" in tokenize("Product Line B had costs")
    assert "a_" not in tokenize("I have a cat")


def test_sentences_respect_abbreviations_and_initials() -> None:
    text = "Dr. Smith paid $1,238.50 to John F. Kennedy. Costs rose on Product Line B. Then it ended."
    assert sentences(text) == [
        "Dr. Smith paid $1,238.50 to John F. Kennedy.",
        "Costs rose on Product Line B.",
        "Then it ended.",
    ]


def _write(folder: Path, name: str, data: bytes | str) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def test_loaders_turn_each_format_into_findable_text(tmp_path: Path) -> None:
    csv_doc = load(_write(tmp_path, "s.csv", "metric,value\nrevenue,4200\n"), "s.csv")
    assert "metric: revenue; value: 4200." in csv_doc.text
    json_doc = load(_write(tmp_path, "j.json", json.dumps({"plan": {"price": 12}})), "j.json")
    assert "plan.price: 12" in json_doc.text
    html_doc = load(_write(tmp_path, "p.html", "<html><head><script>x=1</script></head><body><p>Hello <b>world</b></p></body></html>"), "p.html")
    assert html_doc.text == "Hello world"
    md_doc = load(_write(tmp_path, "m.md", "# Title here\n\nBody."), "m.md")
    assert md_doc.title == "Title here"


@pytest.mark.parametrize(
    ("name", "data", "reason"),
    [
        ("bin.txt", b"\x00\x01\x02binary", "binary"),
        ("bad.json", "{not json", "bad JSON"),
        ("empty.md", "   \n", "no text"),
        ("broken.pdf", b"%PDF-1.4 garbage", "PDF"),
    ],
)
def test_bad_files_raise_a_load_error_with_a_reason(tmp_path: Path, name: str, data: bytes | str, reason: str) -> None:
    with pytest.raises(LoadError, match=reason):
        load(_write(tmp_path, name, data), name)


def test_corpus_skips_bad_files_and_never_crashes(tmp_path: Path) -> None:
    _write(tmp_path, "good.md", "The capital of France is Paris.")
    _write(tmp_path, "bad.txt", b"\x00\x00")
    _write(tmp_path, "image.png", b"\x89PNG")
    _write(tmp_path, ".hidden/secret.md", "hidden")
    corpus = Corpus.from_folder(tmp_path)
    assert list(corpus.documents) == ["good.md"]
    assert {s.path for s in corpus.skipped} == {"bad.txt", "image.png"}


def test_missing_folder_is_a_documents_error(tmp_path: Path) -> None:
    with pytest.raises(DocumentsError, match="not found"):
        Corpus.from_folder(tmp_path / "nope")


def test_chunk_ids_point_at_their_text() -> None:
    text = "\n\n".join(f"Paragraph {i} " + "word " * 60 for i in range(10))
    doc = Document(id="d.txt", title="d", text=text, kind="txt")
    chunks = chunk_document(doc)
    assert len(chunks) > 1
    for chunk in chunks:
        assert chunk.id == f"d.txt#{chunk.start}-{chunk.end}"
        assert text[chunk.start : chunk.end] == chunk.text


def test_search_ranks_the_named_document_first(samples: Path) -> None:
    corpus = Corpus.from_folder(samples)
    hits = corpus.search("March financial statement operating expense product line A")
    assert hits[0].chunk.doc_id == "financial_statement_march_2025.md"
    assert corpus.best_document("main risks in the compliance report") == "compliance_report_2025_q1.md"
    assert corpus.search("zzzz qqqq") == []


@pytest.mark.parametrize(
    ("data", "encoding"),
    [
        ("Le café coûte 3 €.".encode("utf-8"), "utf-8"),
        ("Le café coûte 3 €.".encode("utf-8-sig"), "utf-8"),
        ("Le café coûte 3 €.".encode("utf-16"), "utf-16"),
        ("Le café coûte 3 €.".encode("utf-16-le"), "utf-16-le"),
        ("Le café coûte 3 €.".encode("cp1252"), "cp1252"),
        ("Le café coûte 3 francs.".encode("latin-1"), "cp1252"),
    ],
)
def test_text_in_any_common_encoding_is_read(tmp_path: Path, data: bytes, encoding: str) -> None:
    from assistant.retrieval.loaders import decode

    text, found = decode(data)
    assert text.startswith("Le café coûte 3") and found == encoding
    (tmp_path / "note.txt").write_bytes(data)
    assert "café" in load(tmp_path / "note.txt", "note.txt").text


def test_a_comma_between_a_word_and_a_number_ends_the_word() -> None:
    # A CSV row read as text: "Martinez,1989,1995" is a name and two years, not "martinez19891995".
    assert words("Bob Martinez,1989,1995") == ["bob", "martinez", "1989", "1995"]
    # Thousands groups and decimals stay one number.
    assert words("$1,238,450 and 4.5") == ["1238450", "and", "4.5"]
