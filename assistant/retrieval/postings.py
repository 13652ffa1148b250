"""BM25 over term-frequency postings, scored at query time.

bm25s (which built the index before) stores final BM25 weights, computed with the
corpus-wide document frequencies and average length of the moment it was built, so one
changed file means rebuilding everything. Here a segment stores raw term frequencies (a
CSC matrix: one column of postings per term) and passage lengths; a query combines the
segments' postings with the statistics of the passages alive *now*. A changed file is
then a dead range in an old segment plus a small new segment. Scores equal bm25s's
"lucene" variant (checked in tests/test_index_cache.py).
"""

from __future__ import annotations

import json
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from assistant.errors import DocumentsError

K1 = 1.5  # bm25s's defaults
B = 0.75

ARRAYS = ("indptr", "indices", "tf", "lengths")


class DamagedIndex(DocumentsError):
    """A segment on disk failed a check: it must be rebuilt, never served."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"the index cache is damaged ({reason}); run `docs index --rebuild`")
        self.reason = reason


@dataclass
class Segment:
    vocab: dict[str, int]
    indptr: np.ndarray  # int64, len(vocab) + 1: term t's postings are [indptr[t], indptr[t + 1])
    indices: np.ndarray  # int32 passage numbers (local to the segment)
    tf: np.ndarray  # float32 term frequencies
    lengths: np.ndarray  # float32 tokens per passage
    _df: np.ndarray | None = field(default=None, repr=False)

    @property
    def size(self) -> int:
        return len(self.lengths)

    @classmethod
    def build(cls, token_lists: Sequence[Sequence[str]]) -> Segment:
        vocab: dict[str, int] = {}
        terms: list[int] = []
        passages: list[int] = []
        counts: list[int] = []
        for number, tokens in enumerate(token_lists):
            for token, count in Counter(tokens).items():
                terms.append(vocab.setdefault(token, len(vocab)))
                passages.append(number)
                counts.append(count)
        term_ids = np.asarray(terms, dtype=np.int64)
        order = np.argsort(term_ids, kind="stable")
        indptr = np.zeros(len(vocab) + 1, dtype=np.int64)
        np.cumsum(np.bincount(term_ids, minlength=len(vocab)), out=indptr[1:])
        return cls(
            vocab,
            indptr,
            np.asarray(passages, dtype=np.int32)[order],
            np.asarray(counts, dtype=np.float32)[order],
            np.asarray([len(t) for t in token_lists], dtype=np.float32),
        )

    def document_frequencies(self) -> np.ndarray:
        if self._df is None:
            self._df = np.diff(np.asarray(self.indptr))
        return self._df

    def postings(self, token: str) -> tuple[np.ndarray, np.ndarray] | None:
        i = self.vocab.get(token)
        if i is None:
            return None
        start, end = int(self.indptr[i]), int(self.indptr[i + 1])
        return self.indices[start:end], self.tf[start:end]

    # -- on disk ------------------------------------------------------------------------
    def save(self, folder: Path) -> dict[str, int]:
        """Write the arrays; returns their byte sizes, which `load` checks."""
        sizes = {}
        for name in ARRAYS:
            np.save(folder / f"{name}.npy", getattr(self, name))
            sizes[name] = (folder / f"{name}.npy").stat().st_size
        (folder / "vocab.json").write_text(json.dumps(self.vocab), encoding="utf-8")
        sizes["vocab"] = (folder / "vocab.json").stat().st_size
        return sizes

    @classmethod
    def load(cls, folder: Path, sizes: dict[str, int], passages: int) -> Segment:
        """The segment, memory-mapped, after cheap structural checks (sizes, shapes, bounds)."""
        for name, size in sizes.items():
            path = folder / (f"{name}.npy" if name in ARRAYS else f"{name}.json")
            try:
                actual = path.stat().st_size
            except OSError as exc:
                raise DamagedIndex(f"{path.name}: {exc.strerror or exc}") from None
            if actual != size:
                raise DamagedIndex(f"{path.name} has {actual} bytes, {size} expected")
        try:
            arrays = {name: np.load(folder / f"{name}.npy", mmap_mode="r") for name in ARRAYS}
            vocab = json.loads((folder / "vocab.json").read_text(encoding="utf-8"))
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            raise DamagedIndex(f"unreadable arrays: {exc}") from None
        indptr = arrays["indptr"]
        if (not isinstance(vocab, dict) or indptr.ndim != 1 or len(indptr) != len(vocab) + 1
                or len(arrays["indices"]) != len(arrays["tf"]) or len(arrays["lengths"]) != passages
                or (len(indptr) and (int(indptr[0]) != 0 or int(indptr[-1]) != len(arrays["indices"])))):
            raise DamagedIndex("arrays do not fit together")
        return cls(vocab, indptr, arrays["indices"], arrays["tf"], arrays["lengths"])


def bm25_scores(segments: Sequence[Segment], alive: Sequence[np.ndarray | None], tokens: Sequence[str]) -> np.ndarray:
    """BM25 (lucene) of every passage of the segments, laid end to end, for the tokens.

    `alive[i]` masks segment i's passages (None: all alive); dead passages score 0 and do
    not count in the statistics.
    """
    offsets = np.cumsum([0, *(s.size for s in segments)])
    scores = np.zeros(int(offsets[-1]), dtype=np.float32)
    live_lengths = [s.lengths if a is None else np.where(a, s.lengths, 0) for s, a in zip(segments, alive)]
    n = sum(int(s.size if a is None else a.sum()) for s, a in zip(segments, alive))
    if n == 0:
        return scores
    avgdl = float(sum(float(np.sum(l)) for l in live_lengths)) / n
    for token in tokens:  # a repeated query word counts each time, as in bm25s
        found = [(i, p) for i, s in enumerate(segments) if (p := s.postings(token)) is not None]
        df = sum(len(p[0]) if (a := alive[i]) is None else int(a[p[0]].sum()) for i, p in found)
        if df == 0:
            continue
        idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
        for i, (passages, tf) in found:
            norm = K1 * ((1 - B) + B * segments[i].lengths[passages] / avgdl)
            contribution = idf * tf / (norm + tf)
            if (a := alive[i]) is not None:
                contribution = np.where(a[passages], contribution, 0)
            scores[offsets[i] + passages] += contribution.astype(np.float32)
    return scores
