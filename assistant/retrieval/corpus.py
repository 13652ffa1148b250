"""A folder of documents, cut into passages, behind a BM25 index (bm25s).

Passages are kept as arrays (document number, start, end) plus their text, so that an
index loaded from the on-disk cache (see `index_cache`) needs no per-passage Python
objects until a search returns them.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable

import numpy as np

from assistant.errors import DocumentsError
from assistant.retrieval.loaders import Document, LoadError, format_for, load
from assistant.retrieval.scoring import CscScorer

if TYPE_CHECKING:
    from assistant.retrieval.dense import DenseIndex
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


@dataclass(frozen=True)
class DocInfo:
    id: str
    title: str
    kind: str


class Passages(Sequence[Chunk]):
    """Passages as arrays; Chunk objects are made only for the ones asked for."""

    def __init__(self, doc_ids: Sequence[str], doc_index: np.ndarray, starts: np.ndarray, ends: np.ndarray,
                 text_of: Callable[[int], str]) -> None:
        self.doc_ids = doc_ids
        self.doc_index = doc_index
        self.starts = starts
        self.ends = ends
        self._text_of = text_of

    def __len__(self) -> int:
        return len(self.doc_index)

    def __getitem__(self, i: int) -> Chunk:  # type: ignore[override]
        return Chunk(self.doc_ids[int(self.doc_index[i])], int(self.starts[i]), int(self.ends[i]), self._text_of(i))

    def __iter__(self) -> Iterator[Chunk]:
        return (self[i] for i in range(len(self)))


class Documents(Mapping[str, Document]):
    """Document id -> Document; text comes from memory or, for a cached index, from its file."""

    def __init__(self, infos: Sequence[DocInfo], root: Path, texts: Mapping[str, str] | None = None) -> None:
        self.infos = {info.id: info for info in infos}
        self.root = root
        self._texts = dict(texts) if texts is not None else {}

    def __getitem__(self, doc_id: str) -> Document:
        info = self.infos[doc_id]
        text = self._texts.get(doc_id)
        if text is None:
            try:
                return load(self.root / doc_id, doc_id)
            except LoadError as exc:
                raise DocumentsError(f"{doc_id} changed or became unreadable: {exc}; run `docs index`") from None
        return Document(id=info.id, title=info.title, text=text, kind=info.kind)

    def __contains__(self, doc_id: object) -> bool:
        # Mapping's default would call __getitem__, which reads the file from disk.
        return doc_id in self.infos

    def __iter__(self) -> Iterator[str]:
        return iter(self.infos)

    def __len__(self) -> int:
        return len(self.infos)

    def title(self, doc_id: str) -> str:
        return self.infos[doc_id].title


class Corpus:
    def __init__(self, root: Path, documents: Documents, passages: Passages, index: CscScorer | None,
                 skipped: list[Skipped] | None = None) -> None:
        self.root = root
        self.documents = documents
        self.chunks = passages
        self.skipped = skipped or []
        self._index = index
        self._doc_ids = list(passages.doc_ids)
        self._doc_position = {doc_id: i for i, doc_id in enumerate(self._doc_ids)}
        self._vocabulary: Vocabulary | None = None
        self.dense: DenseIndex | None = None  # set when the semantic extra is in use
        # bm25s stores a token's postings in one CSC column: its length is the number of
        # passages that contain the token, so document frequencies need no store of their own.
        self._vocab: dict[str, int] = index.vocab if index is not None else {}
        self._counts = index.document_frequencies() if index is not None else np.zeros(0)

    def df(self, token: str) -> int:
        i = self._vocab.get(token) if token else None
        return int(self._counts[i]) if i is not None and i < len(self._counts) else 0

    # -- construction -------------------------------------------------------------
    @classmethod
    def from_folder(cls, root: Path, progress: Callable[[int, int], None] | None = None) -> Corpus:
        documents, skipped = scan_folder(root, progress)
        return cls.from_documents(list(documents.values()), root, skipped)

    @classmethod
    def from_documents(cls, documents: list[Document], root: Path = Path("."), skipped: list[Skipped] | None = None) -> Corpus:
        docs = sorted(documents, key=lambda d: d.id)
        chunks = [chunk for doc in docs for chunk in chunk_document(doc)]
        doc_ids = [d.id for d in docs]
        position = {d: i for i, d in enumerate(doc_ids)}
        texts = [c.text for c in chunks]
        passages = Passages(
            doc_ids,
            np.array([position[c.doc_id] for c in chunks], dtype=np.int64),
            np.array([c.start for c in chunks], dtype=np.int64),
            np.array([c.end for c in chunks], dtype=np.int64),
            texts.__getitem__,
        )
        titles = {d.id: d.title for d in docs}
        # The title is indexed with every passage: questions name documents
        # ("in the March financial statement") far more often than passages repeat titles.
        index = build_index([f"{titles[c.doc_id]}\n{c.text}" for c in chunks]) if chunks else None
        table = Documents([DocInfo(d.id, d.title, d.kind) for d in docs], root, {d.id: d.text for d in docs})
        return cls(root, table, passages, index, skipped)

    # -- lookups ------------------------------------------------------------------
    def vocabulary(self) -> Vocabulary:
        if self._vocabulary is None:
            self._vocabulary = Vocabulary(self._vocab)
        return self._vocabulary

    def term_weights(self, text: str) -> dict[str, float]:
        return {t: self.idf(t) for t in set(tokenize(text))}

    def idf(self, token: str) -> float:
        """Smoothed inverse passage frequency; unseen tokens get the highest weight."""
        n = max(len(self.chunks), 1)
        df = self.df(token)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    def search(self, query: str, k: int = 5, boost_docs: tuple[str, ...] = ()) -> list[Hit]:
        if self.dense is not None:
            return self._hybrid(query, k, boost_docs)
        return self._bm25(query, k, boost_docs)

    def _hybrid(self, query: str, k: int, boost_docs: tuple[str, ...]) -> list[Hit]:
        """BM25 and dense rankings fused by reciprocal rank fusion."""
        from assistant.retrieval.dense import CANDIDATES, reciprocal_rank_fusion

        assert self.dense is not None
        lexical = self._bm25_ranking(query, CANDIDATES, boost_docs)
        fused = reciprocal_rank_fusion([lexical, self.dense.ranking(query)])
        best = sorted(fused, key=lambda i: -fused[i])[:k]
        return [Hit(self.chunks[i], fused[i]) for i in best]

    def _bm25(self, query: str, k: int, boost_docs: tuple[str, ...]) -> list[Hit]:
        scores = self._bm25_scores(query, boost_docs)
        if scores is None:
            return []
        return [Hit(self.chunks[int(i)], float(scores[i])) for i in _top(scores, k) if scores[i] > 0]

    def _bm25_ranking(self, query: str, n: int, boost_docs: tuple[str, ...]) -> list[int]:
        scores = self._bm25_scores(query, boost_docs)
        return [] if scores is None else [int(i) for i in _top(scores, n) if scores[i] > 0]

    def _bm25_scores(self, query: str, boost_docs: tuple[str, ...]) -> np.ndarray | None:
        tokens = [t for t in tokenize(query) if self.df(t)]
        if not tokens or self._index is None:
            return None
        scores = np.asarray(self._index.get_scores(tokens), dtype=float)
        scores = scores + DOC_PRIOR_WEIGHT * self._doc_prior(scores)
        if boost_docs:
            boosted = np.isin(self.chunks.doc_index, [self._doc_position[d] for d in boost_docs if d in self._doc_position])
            scores = np.where(boosted & (scores > 0), scores * 1.25, scores)
        return scores

    def _doc_prior(self, scores: np.ndarray) -> np.ndarray:
        """Each passage gets its document's mean top-3 passage score.

        A passage from a document that matches the question as a whole is more likely to
        be the right one than an equally scored passage from an unrelated document.
        """
        doc_of = self.chunks.doc_index
        hit = np.nonzero(scores > 0)[0]
        prior = np.zeros(len(self._doc_ids))
        if hit.size:
            order = hit[np.lexsort((-scores[hit], doc_of[hit]))]  # by document, best first
            docs = doc_of[order]
            first = np.r_[True, docs[1:] != docs[:-1]]
            group_start = np.maximum.accumulate(np.where(first, np.arange(len(order)), 0))
            keep = (np.arange(len(order)) - group_start) < 3  # each document's top 3
            sums = np.bincount(docs[keep], weights=scores[order[keep]], minlength=len(prior))
            counts = np.bincount(docs[keep], minlength=len(prior))
            np.divide(sums, counts, out=prior, where=counts > 0)
        return prior[doc_of]

    def passages_per_document(self) -> dict[str, int]:
        counts = np.bincount(self.chunks.doc_index, minlength=len(self._doc_ids))
        return {doc_id: int(counts[i]) for i, doc_id in enumerate(self._doc_ids)}

    def best_document(self, query: str, k: int = 20) -> str | None:
        """The document whose passages score highest for the query, or None."""
        hits = self.search(query, k=k)
        return hits[0].chunk.doc_id if hits else None


def _top(scores: np.ndarray, k: int) -> np.ndarray:
    k = min(k, len(scores))
    if k <= 0:
        return np.zeros(0, dtype=np.int64)
    top = np.argpartition(-scores, k - 1)[:k]
    return top[np.argsort(-scores[top], kind="stable")]


def build_index(texts: list[str]) -> CscScorer:
    """bm25s computes the BM25 weights; queries are scored from its arrays (see scoring.py)."""
    import bm25s

    index = bm25s.BM25()
    index.index(tokenize_many(texts), show_progress=False)
    return CscScorer.from_bm25s(index)


def scan_folder(root: Path, progress: Callable[[int, int], None] | None = None) -> tuple[dict[str, Document], list[Skipped]]:
    documents: dict[str, Document] = {}
    skipped: list[Skipped] = []
    paths = list_files(root)
    for n, path in enumerate(paths, 1):
        doc_id = path.relative_to(root).as_posix()
        if format_for(path) is None:
            skipped.append(Skipped(doc_id, f"unsupported file type {path.suffix or '(none)'}"))
        else:
            try:
                documents[doc_id] = load(path, doc_id)
            except LoadError as exc:
                skipped.append(Skipped(doc_id, str(exc)))
        if progress:
            progress(n, len(paths))
    return documents, skipped


def list_files(root: Path) -> list[Path]:
    return [root / rel for rel in sorted(file_stats(root))]


def file_stats(root: Path) -> dict[str, tuple[int, int]]:
    """relative path -> (size, mtime_ns) of every visible file under root.

    One os.scandir walk: a directory entry carries its type and, on Linux, stat() of an
    entry is a single call, where Path.rglob + is_file + stat would cost three.
    """
    if not root.exists():
        raise DocumentsError(f"documents folder not found: {root}")
    if not root.is_dir():
        raise DocumentsError(f"not a folder: {root}")
    out: dict[str, tuple[int, int]] = {}
    stack = [(str(root), "")]
    while stack:
        folder, prefix = stack.pop()
        try:
            entries = list(os.scandir(folder))
        except OSError as exc:
            if not prefix:
                raise DocumentsError(f"cannot list {root}: {exc.strerror or exc}") from None
            continue  # an unreadable sub-folder is skipped, not fatal
        for entry in entries:
            if entry.name.startswith("."):
                continue
            rel = prefix + entry.name
            try:
                if entry.is_dir():
                    stack.append((entry.path, rel + "/"))
                elif entry.is_file():
                    st = entry.stat()
                    out[rel] = (st.st_size, st.st_mtime_ns)
            except OSError:
                continue
        if len(out) > MAX_FILES:
            raise DocumentsError(f"too many files in {root} (more than {MAX_FILES:,})")
    return out
