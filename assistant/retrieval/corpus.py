"""A folder of documents, cut into passages, behind a BM25 index (bm25s)."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from assistant.errors import DocumentsError
from assistant.retrieval.loaders import SUPPORTED, Document, LoadError, load
from assistant.retrieval.slots import Vocabulary
from assistant.retrieval.text import sentence_spans, tokenize, tokenize_many

DOC_PRIOR_WEIGHT = 0.8  # passage score += this x the mean of its document's top-3 passage scores
CHUNK_TARGET = 700  # characters: about one paragraph, small enough to cite
CHUNK_MAX = 1200
MAX_FILES = 100_000


@dataclass(frozen=True)
class Chunk:
    doc_id: str
    start: int
    end: int
    text: str

    @property
    def id(self) -> str:
        return f"{self.doc_id}#{self.start}-{self.end}"


@dataclass(frozen=True)
class Hit:
    chunk: Chunk
    score: float


@dataclass(frozen=True)
class Skipped:
    path: str
    reason: str


def chunk_document(doc: Document) -> list[Chunk]:
    """Paragraph-sized passages with offsets into the document text."""
    text = doc.text
    pieces: list[tuple[int, int]] = []
    for start, end in _paragraph_spans(text):
        if end - start <= CHUNK_MAX:
            pieces.append((start, end))
            continue
        # A long paragraph is cut at sentence boundaries.
        run_start = None
        run_end = start
        for s, e in sentence_spans(text[start:end]):
            s, e = s + start, e + start
            if run_start is None:
                run_start = s
            elif e - run_start > CHUNK_TARGET:
                pieces.append((run_start, run_end))
                run_start = s
            run_end = e
        if run_start is not None:
            pieces.append((run_start, run_end))
    chunks: list[Chunk] = []
    cur_start: int | None = None
    cur_end = 0
    for start, end in pieces:
        if cur_start is not None and end - cur_start > CHUNK_TARGET:
            chunks.append(Chunk(doc.id, cur_start, cur_end, text[cur_start:cur_end]))
            cur_start = None
        if cur_start is None:
            cur_start = start
        cur_end = end
    if cur_start is not None:
        chunks.append(Chunk(doc.id, cur_start, cur_end, text[cur_start:cur_end]))
    return chunks


def _paragraph_spans(text: str) -> list[tuple[int, int]]:
    spans = []
    pos = 0
    for block in text.split("\n\n"):
        start = pos
        pos += len(block) + 2
        stripped = block.strip()
        if stripped:
            offset = block.index(stripped[0])
            spans.append((start + offset, start + offset + len(stripped)))
    return spans


@dataclass
class Corpus:
    root: Path
    documents: dict[str, Document]
    chunks: list[Chunk]
    skipped: list[Skipped] = field(default_factory=list)
    _index: object = None
    _df: Counter[str] = field(default_factory=Counter)
    _doc_ids: list[str] = field(default_factory=list)
    _vocabulary: Vocabulary | None = None
    _doc_index: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))

    @classmethod
    def from_folder(cls, root: Path) -> Corpus:
        documents, skipped = scan_folder(root)
        chunks = [chunk for doc in documents.values() for chunk in chunk_document(doc)]
        corpus = cls(root=root, documents=documents, chunks=chunks, skipped=skipped)
        corpus._build()
        return corpus

    @classmethod
    def from_documents(cls, documents: list[Document], root: Path = Path(".")) -> Corpus:
        docs = {doc.id: doc for doc in documents}
        chunks = [chunk for doc in docs.values() for chunk in chunk_document(doc)]
        corpus = cls(root=root, documents=docs, chunks=chunks)
        corpus._build()
        return corpus

    def _build(self) -> None:
        import bm25s

        self._doc_ids = sorted({c.doc_id for c in self.chunks})
        position = {d: i for i, d in enumerate(self._doc_ids)}
        self._doc_index = np.array([position[c.doc_id] for c in self.chunks], dtype=np.int64)
        # The title is indexed with every passage: questions name documents
        # ("in the March financial statement") far more often than passages repeat titles.
        tokens = tokenize_many(
            [f"{self.documents[c.doc_id].title}\n{c.text}" for c in self.chunks]
        )
        for toks in tokens:
            self._df.update(set(toks))
        if not self.chunks:
            return
        index = bm25s.BM25()
        index.index(tokens, show_progress=False)
        self._index = index

    def vocabulary(self) -> Vocabulary:
        if self._vocabulary is None:
            self._vocabulary = Vocabulary(self._df)
        return self._vocabulary

    def term_weights(self, text: str) -> dict[str, float]:
        return {t: self.idf(t) for t in set(tokenize(text))}

    def idf(self, token: str) -> float:
        """Smoothed inverse passage frequency; unseen tokens get the highest weight."""
        n = max(len(self.chunks), 1)
        return math.log(1 + (n - self._df.get(token, 0) + 0.5) / (self._df.get(token, 0) + 0.5))

    def search(self, query: str, k: int = 5, boost_docs: tuple[str, ...] = ()) -> list[Hit]:
        tokens = tokenize(query)
        if not tokens or self._index is None:
            return []
        scores = np.asarray(self._index.get_scores(tokens), dtype=float)
        scores = scores + DOC_PRIOR_WEIGHT * self._doc_prior(scores)
        if boost_docs:
            boosted = set(boost_docs)
            mask = np.array([c.doc_id in boosted for c in self.chunks])
            scores = np.where(mask & (scores > 0), scores * 1.25, scores)
        k = min(k, len(self.chunks))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top], kind="stable")]
        return [Hit(self.chunks[i], float(scores[i])) for i in top if scores[i] > 0]

    def _doc_prior(self, scores: np.ndarray) -> np.ndarray:
        """Each passage gets its document's mean top-3 passage score.

        A passage from a document that matches the question as a whole is more likely to
        be the right one than an equally scored passage from an unrelated document.
        """
        doc_of = self._doc_index
        hit = np.nonzero(scores > 0)[0]
        prior = np.zeros(len(self._doc_ids))
        if hit.size:
            order = hit[np.lexsort((-scores[hit], doc_of[hit]))]
            docs = doc_of[order]
            starts = np.r_[0, np.nonzero(np.diff(docs))[0] + 1]
            for start, end in zip(starts, np.r_[starts[1:], len(order)]):
                top = scores[order[start : min(end, start + 3)]]
                prior[docs[start]] = top.mean()
        return prior[doc_of]

    def best_document(self, query: str, k: int = 20) -> str | None:
        """The document whose passages score highest for the query, or None."""
        hits = self.search(query, k=k)
        if not hits:
            return None
        totals: Counter[str] = Counter()
        for hit in hits:
            totals[hit.chunk.doc_id] = max(totals[hit.chunk.doc_id], hit.score)
        return totals.most_common(1)[0][0]

    def chunks_of(self, doc_id: str) -> list[Chunk]:
        return [c for c in self.chunks if c.doc_id == doc_id]


def scan_folder(root: Path) -> tuple[dict[str, Document], list[Skipped]]:
    if not root.exists():
        raise DocumentsError(f"documents folder not found: {root}")
    if not root.is_dir():
        raise DocumentsError(f"not a folder: {root}")
    documents: dict[str, Document] = {}
    skipped: list[Skipped] = []
    paths = sorted(p for p in root.rglob("*") if p.is_file() and not _hidden(p, root))
    if len(paths) > MAX_FILES:
        raise DocumentsError(f"too many files in {root} ({len(paths):,}; the limit is {MAX_FILES:,})")
    for path in paths:
        doc_id = path.relative_to(root).as_posix()
        if path.suffix.lower() not in SUPPORTED:
            skipped.append(Skipped(doc_id, f"unsupported file type {path.suffix or '(none)'}"))
            continue
        try:
            documents[doc_id] = load(path, doc_id)
        except LoadError as exc:
            skipped.append(Skipped(doc_id, str(exc)))
    return documents, skipped


def _hidden(path: Path, root: Path) -> bool:
    return any(part.startswith(".") for part in path.relative_to(root).parts)
