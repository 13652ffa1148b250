"""Query-time BM25 scoring over the CSC arrays that bm25s builds.

bm25s computes and stores every (token, passage) BM25 weight in a sparse CSC matrix, so
a query's scores are the sum of its tokens' columns. Doing that sum here, on the saved
arrays (memory-mapped), means a one-shot `ask` against a cached index never imports
bm25s and scipy (about 90 ms); bm25s still does all the indexing. Scores are identical to
`bm25s.BM25.get_scores` (checked in tests/test_index_cache.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np


class CscScorer:
    def __init__(self, data: np.ndarray, indices: np.ndarray, indptr: np.ndarray, vocab: dict[str, int], num_docs: int) -> None:
        self.data = data
        self.indices = indices
        self.indptr = indptr
        self.vocab = vocab
        self.num_docs = num_docs

    @classmethod
    def from_bm25s(cls, index: Any) -> CscScorer:
        scores = index.scores
        return cls(np.asarray(scores["data"]), np.asarray(scores["indices"]), np.asarray(scores["indptr"]),
                   dict(index.vocab_dict), int(scores["num_docs"]))

    @classmethod
    def load(cls, folder: Path) -> CscScorer:
        params = json.loads((folder / "params.index.json").read_text(encoding="utf-8"))
        if params.get("method", "lucene") not in ("lucene", "robertson", "atire"):
            raise ValueError(f"unsupported BM25 variant {params.get('method')!r}")
        return cls(
            np.load(folder / "data.csc.index.npy", mmap_mode="r"),
            np.load(folder / "indices.csc.index.npy", mmap_mode="r"),
            np.load(folder / "indptr.csc.index.npy", mmap_mode="r"),
            json.loads((folder / "vocab.index.json").read_text(encoding="utf-8")),
            int(params["num_docs"]),
        )

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        np.save(folder / "data.csc.index.npy", self.data)
        np.save(folder / "indices.csc.index.npy", self.indices)
        np.save(folder / "indptr.csc.index.npy", self.indptr)
        (folder / "vocab.index.json").write_text(json.dumps(self.vocab), encoding="utf-8")
        (folder / "params.index.json").write_text(json.dumps({"method": "lucene", "num_docs": self.num_docs}), encoding="utf-8")

    def document_frequencies(self) -> np.ndarray:
        # A token's column holds one entry per passage that contains it.
        return np.diff(np.asarray(self.indptr))

    def get_scores(self, tokens: list[str]) -> np.ndarray:
        scores = np.zeros(self.num_docs, dtype=np.float32)
        for token in tokens:
            i = self.vocab.get(token)
            if i is None:
                continue
            start, end = int(self.indptr[i]), int(self.indptr[i + 1])
            # Within one column each passage appears once, so plain fancy-index addition is exact.
            scores[self.indices[start:end]] += self.data[start:end]
        return scores
