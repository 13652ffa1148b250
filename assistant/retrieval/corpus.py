"""A folder of documents, cut into passages, behind a BM25 index.

The index is one or more `Part`s (a segment of postings with its passages), laid end to
end: a full build makes one, a changed file adds a small one and marks its old passages
dead (see `index_cache`). Passages are arrays (document, start, end) plus a way to read
their text, so a cached index needs no per-passage Python objects until a search
returns them.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from assistant.errors import DocumentsError
from assistant.retrieval.chunking import Chunk, chunk_document
from assistant.retrieval.loaders import Document, LoadError, file_title, load
from assistant.retrieval.postings import DamagedIndex, Segment, bm25_scores
from assistant.retrieval.slots import Vocabulary
from assistant.retrieval.text import light, tokenize, tokenize_many, word_forms
from assistant.retrieval.walk import Skipped, Walk, walk
from assistant.sanitize import shown

if TYPE_CHECKING:
    from assistant.retrieval.dense import DenseIndex

DOC_PRIOR_WEIGHT = 0.8  # passage score += this x the mean of its document's top-3 passage scores
HEADING_LOOKBACK = 50  # passages searched back for the heading over a passage (a long document's)
BOOST = 2.0  # passages of the documents in play (follow-ups) score this much more: a follow-up
# ("Can it be revoked?") is about them unless another document matches it twice as well


def _one_slip(typed: str, known: str) -> bool:
    """`typed` is `known` with two neighbouring letters swapped, or one letter left out or
    added inside the word. Not a changed letter ("policy" / "police") nor one at the end
    ("plane" / "planet"): those are usually other words, not slips."""
    if len(typed) == len(known):
        diff = [i for i, (a, b) in enumerate(zip(typed, known)) if a != b]
        return len(diff) == 2 and diff[1] == diff[0] + 1 and typed[diff[0]] == known[diff[1]] and typed[diff[1]] == known[diff[0]]
    longer, shorter = (typed, known) if len(typed) > len(known) else (known, typed)
    if len(longer) != len(shorter) + 1:
        return False
    at = next((i for i, (a, b) in enumerate(zip(longer, shorter)) if a != b), len(shorter))
    return at < len(shorter) and longer[:at] + longer[at + 1:] == shorter


@dataclass(frozen=True)
class Hit:
    chunk: Chunk
    score: float


@dataclass(frozen=True)
class DocInfo:
    id: str
    title: str
    kind: str


@dataclass
class Part:
    """One segment of postings and its passages."""

    segment: Segment
    doc_ids: list[str]  # the segment's own document numbering
    doc_local: np.ndarray  # per passage: its document, in doc_ids
    starts: np.ndarray
    ends: np.ndarray
    text_of: Callable[[int], str]
    dead: frozenset[str] = frozenset()  # documents whose passages here no longer count
    forms: Callable[[], frozenset[str]] = frozenset  # the words as written (see text.light), read when asked
    _alive: np.ndarray | None = field(default=None, repr=False)

    @property
    def alive(self) -> np.ndarray | None:
        """Mask of live passages, or None when all are alive."""
        if self.dead and self._alive is None:
            dead = np.array([d in self.dead for d in self.doc_ids], dtype=bool)
            self._alive = ~dead[np.asarray(self.doc_local)]
        return self._alive if self.dead else None

    @classmethod
    def build(cls, docs: Sequence[Document]) -> Part:
        """A segment over `docs`, in memory."""
        chunks = [chunk for doc in docs for chunk in chunk_document(doc)]
        doc_ids = [d.id for d in docs]
        position = {d: i for i, d in enumerate(doc_ids)}
        titles = {d.id: _named(d) for d in docs}
        texts = [c.text for c in chunks]
        # The title is indexed with every passage: questions name documents
        # ("in the March financial statement") far more often than passages repeat titles.
        segment = Segment.build(tokenize_many([f"{titles[c.doc_id]}\n{c.text}" for c in chunks]))
        forms = frozenset().union(*(word_forms(f"{titles[d.id]}\n{d.text}") for d in docs)) if docs else frozenset()
        return cls(
            segment, doc_ids,
            np.array([position[c.doc_id] for c in chunks], dtype=np.int32),
            np.array([c.start for c in chunks], dtype=np.int64),
            np.array([c.end for c in chunks], dtype=np.int64),
            texts.__getitem__,
            forms=lambda: forms,
        )


def checked_text(blob: Sequence[int] | bytes, offsets: np.ndarray, crcs: np.ndarray) -> Callable[[int], str]:
    """A reader of passage texts from a byte blob that refuses a passage whose CRC32 differs."""

    def text_of(i: int) -> str:
        data = bytes(blob[int(offsets[i]) : int(offsets[i + 1])])
        if zlib.crc32(data) != int(crcs[i]):
            raise DamagedIndex(f"passage {i} does not match its checksum")
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            raise DamagedIndex(f"passage {i} is not valid UTF-8") from None

    return text_of


class Passages(Sequence[Chunk]):
    """Every passage of the parts, numbered end to end; Chunk objects only on demand."""

    def __init__(self, parts: Sequence[Part], doc_position: Mapping[str, int]) -> None:
        self._parts = list(parts)
        self.offsets = np.cumsum([0, *(len(p.doc_local) for p in parts)])
        # The global document of every passage (-1: a dead passage of a changed or removed file).
        maps = [np.array([doc_position.get(d, -1) if d not in p.dead else -1 for d in p.doc_ids] or [-1], dtype=np.int64)
                for p in parts]
        self.doc_index = (np.concatenate([m[np.asarray(p.doc_local)] for m, p in zip(maps, parts)])
                          if parts else np.zeros(0, dtype=np.int64))
        self.doc_ids = list(doc_position)

    def __len__(self) -> int:
        return int(self.offsets[-1])

    def _locate(self, i: int) -> tuple[Part, int]:
        k = int(np.searchsorted(self.offsets, i, side="right")) - 1
        return self._parts[k], i - int(self.offsets[k])

    def __getitem__(self, i: int) -> Chunk:  # type: ignore[override]
        part, j = self._locate(int(i))
        return Chunk(part.doc_ids[int(part.doc_local[j])], int(part.starts[j]), int(part.ends[j]), part.text_of(j))

    @cached_property
    def starts(self) -> np.ndarray:
        """Where every passage starts in its document."""
        return np.concatenate([np.asarray(p.starts, dtype=np.int64) for p in self._parts]) if self._parts \
            else np.zeros(0, dtype=np.int64)

    def __iter__(self) -> Iterator[Chunk]:
        return (self[i] for i in range(len(self)) if self.doc_index[i] >= 0)


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
                raise DocumentsError(f"{shown(doc_id)} changed or became unreadable: {exc}; run `docs index`") from None
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
    def __init__(self, root: Path, documents: Documents, parts: Sequence[Part], skipped: list[Skipped] | None = None) -> None:
        self.root = root
        self.documents = documents
        self.skipped = skipped or []
        self._parts = list(parts)
        self._doc_ids = list(documents.infos)
        self._doc_position = {doc_id: i for i, doc_id in enumerate(self._doc_ids)}
        self.chunks = Passages(self._parts, self._doc_position)
        self._vocabulary: Vocabulary | None = None
        self._live_df: list[np.ndarray] | None = None
        self._forms: frozenset[str] | None = None
        self.dense: DenseIndex | None = None  # set when the semantic extra is in use
        # Set by the index cache: rebuilds the index when a check fails at query time.
        self.healer: Callable[[str], Corpus] | None = None

    # -- construction -------------------------------------------------------------
    @classmethod
    def from_folder(cls, root: Path, progress: Callable[[int, int], None] | None = None, found: Walk | None = None) -> Corpus:
        documents, skipped = scan_folder(root, progress, found)
        return cls.from_documents(list(documents.values()), root, skipped)

    @classmethod
    def from_documents(cls, documents: list[Document], root: Path = Path("."), skipped: list[Skipped] | None = None) -> Corpus:
        docs = sorted(documents, key=lambda d: d.id)
        table = Documents([DocInfo(d.id, d.title, d.kind) for d in docs], root, {d.id: d.text for d in docs})
        return cls(root, table, [Part.build(docs)] if docs else [], skipped)

    # -- statistics ---------------------------------------------------------------
    @property
    def live_passages(self) -> int:
        return int(np.count_nonzero(self.chunks.doc_index >= 0))

    def _dfs(self) -> list[np.ndarray]:
        """Per part, each term's number of live passages."""
        if self._live_df is None:
            dfs = []
            for part in self._parts:
                seg, alive = part.segment, part.alive
                if alive is None:
                    dfs.append(seg.document_frequencies())
                else:
                    live = alive[np.asarray(seg.indices)].astype(np.int64)
                    counts = np.add.reduceat(live, np.asarray(seg.indptr[:-1])) if len(live) else np.zeros(len(seg.vocab), np.int64)
                    dfs.append(np.where(np.diff(np.asarray(seg.indptr)) > 0, counts, 0))
            self._live_df = dfs
        return self._live_df

    def df(self, token: str) -> int:
        total = 0
        for part, df in zip(self._parts, self._dfs()):
            i = part.segment.vocab.get(token) if token else None
            if i is not None and i < len(df):
                total += int(df[i])
        return total

    def has_form(self, word: str) -> bool:
        """Whether some document holds this word as written (plural and possessive aside).
        Dead passages' documents may still count: a changed file's old words linger until
        the next full rebuild, which only makes "not found" rarer, never wrong."""
        if self._forms is None:
            self._forms = frozenset().union(*(part.forms() for part in self._parts))
        return light(word) in self._forms

    def closest_form(self, word: str) -> str | None:
        """The one word the documents hold that `word` is a typing slip of ("Himayalas" ->
        "himalaya", "Everst" -> "everest"), for saying "did you mean"; None when there is
        none or more than one."""
        form = light(word)
        if len(form) < 5 or not form.isalpha() or self.has_form(form):
            return None
        assert self._forms is not None
        found = [f for f in self._forms if f[:1] == form[:1] and abs(len(f) - len(form)) <= 1 and _one_slip(form, f)]
        return found[0] if len(found) == 1 else None

    def vocabulary(self) -> Vocabulary:
        """The terms some live passage holds."""
        if self._vocabulary is None:
            if len(self._parts) == 1 and self._parts[0].alive is None:
                self._vocabulary = Vocabulary(self._parts[0].segment.vocab)
            else:
                terms: set[str] = set()
                for part, df in zip(self._parts, self._dfs()):
                    terms.update(t for t, i in part.segment.vocab.items() if df[i] > 0)
                self._vocabulary = Vocabulary(terms)
        return self._vocabulary

    def term_weights(self, text: str) -> dict[str, float]:
        return {t: self.idf(t) for t in dict.fromkeys(tokenize(text))}  # in order: sums over it must not vary by hash seed

    def idf(self, token: str) -> float:
        """Smoothed inverse passage frequency; unseen tokens get the highest weight."""
        n = max(self.live_passages, 1)
        df = self.df(token)
        return math.log(1 + (n - df + 0.5) / (df + 0.5))

    # -- search -------------------------------------------------------------------
    def search(self, query: str, k: int = 5, boost_docs: tuple[str, ...] = (), within: tuple[str, ...] = ()) -> list[Hit]:
        """The k best passages; with `within`, only passages of those documents."""
        try:
            return self._search(query, k, boost_docs, within)
        except DamagedIndex as exc:
            if self.healer is None:
                raise
            healed = self.healer(exc.reason)  # never an answer from a damaged index: rebuild, then search
            self.__dict__.update({**healed.__dict__, "healer": None})
            return self._search(query, k, boost_docs, within)

    def _search(self, query: str, k: int, boost_docs: tuple[str, ...], within: tuple[str, ...] = ()) -> list[Hit]:
        if self.dense is not None and not within:
            return self._hybrid(query, k, boost_docs)
        return self._bm25(query, k, boost_docs, within)

    def _hybrid(self, query: str, k: int, boost_docs: tuple[str, ...]) -> list[Hit]:
        """BM25 and dense rankings fused by reciprocal rank fusion."""
        from assistant.retrieval.dense import CANDIDATES, reciprocal_rank_fusion

        assert self.dense is not None
        lexical = self._bm25_ranking(query, CANDIDATES, boost_docs)
        dense = [i for i in self.dense.ranking(query) if self.chunks.doc_index[i] >= 0]
        fused = reciprocal_rank_fusion([lexical, dense])
        best = sorted(fused, key=lambda i: -fused[i])[:k]
        return [Hit(self.chunks[i], fused[i]) for i in best]

    def _bm25(self, query: str, k: int, boost_docs: tuple[str, ...], within: tuple[str, ...] = ()) -> list[Hit]:
        scores = self._bm25_scores(query, boost_docs)
        if scores is None:
            return []
        if within:
            kept = [self._doc_position[d] for d in within if d in self._doc_position]
            scores = np.where(np.isin(self.chunks.doc_index, kept), scores, 0.0)
        return [Hit(self.chunks[int(i)], float(scores[i])) for i in _top(scores, k) if scores[i] > 0]

    def _bm25_ranking(self, query: str, n: int, boost_docs: tuple[str, ...]) -> list[int]:
        scores = self._bm25_scores(query, boost_docs)
        return [] if scores is None else [int(i) for i in _top(scores, n) if scores[i] > 0]

    def _bm25_scores(self, query: str, boost_docs: tuple[str, ...]) -> np.ndarray | None:
        tokens = [t for t in tokenize(query) if self.df(t)]
        if not tokens or not self._parts:
            return None
        try:
            raw = bm25_scores([p.segment for p in self._parts], [p.alive for p in self._parts], tokens)
        except (IndexError, ValueError) as exc:  # postings that point outside their segment
            raise DamagedIndex(f"postings out of range: {exc}") from None
        scores = np.asarray(raw, dtype=float)
        scores = scores + DOC_PRIOR_WEIGHT * self._doc_prior(scores)
        if boost_docs:
            wanted = [self._doc_position[d] for d in boost_docs if d in self._doc_position]
            boosted = np.isin(self.chunks.doc_index, wanted)
            scores = np.where(boosted & (scores > 0), scores * BOOST, scores)
        return scores

    def _doc_prior(self, scores: np.ndarray) -> np.ndarray:
        """Each passage gets its document's mean top-3 passage score.

        A passage from a document that matches the question as a whole is more likely to
        be the right one than an equally scored passage from an unrelated document.
        """
        doc_of = self.chunks.doc_index
        hit = np.nonzero((scores > 0) & (doc_of >= 0))[0]
        prior = np.zeros(len(self._doc_ids) + 1)  # the last slot: dead passages
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

    def heading_over(self, chunk: Chunk) -> str:
        """The heading its document puts over a passage that does not start with one: the last
        heading of the passages before it (looked for in at most HEADING_LOOKBACK of them), or
        the document's title line."""
        from assistant.retrieval.sections import last_heading

        position = self._doc_position.get(chunk.doc_id)
        if chunk.start == 0 or position is None:
            return ""
        # Its document's passages before it, by where they start (their texts read only as needed).
        starts = self.chunks.starts
        mine = np.nonzero((self.chunks.doc_index == position) & (starts < chunk.start))[0]
        earlier = mine[np.argsort(starts[mine], kind="stable")]
        looked = earlier[::-1][:HEADING_LOOKBACK]
        for i in looked:
            heading = last_heading(self.chunks[int(i)].text, first=bool(starts[i] == 0))
            if heading:
                return heading
        # Beyond the look-back, the document's title line, in its first passage.
        first = earlier[0] if len(earlier) > HEADING_LOOKBACK and starts[earlier[0]] == 0 else None
        return "" if first is None else last_heading(self.chunks[int(first)].text, first=True)

    def passages_per_document(self) -> dict[str, int]:
        live = self.chunks.doc_index[self.chunks.doc_index >= 0]
        counts = np.bincount(live, minlength=len(self._doc_ids))
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


def scan_folder(root: Path, progress: Callable[[int, int], None] | None = None,
                found: Walk | None = None) -> tuple[dict[str, Document], list[Skipped]]:
    """Every readable document of the folder, and the files left out with the reason."""
    found = found or walk(root)
    documents: dict[str, Document] = {}
    skipped = list(found.skipped)
    paths = sorted(found.files)
    for n, rel in enumerate(paths, 1):
        try:
            documents[rel] = load(root / rel, rel)
        except LoadError as exc:
            skipped.append(Skipped(rel, str(exc)))
        if progress:
            progress(n, len(paths))
    return documents, skipped


def _named(doc: Document) -> str:
    """A document's title, and its file's name when the title is a heading of its own: "the
    museum" of museum_visit.md, whose heading is "Musée des Beaux-Arts — planning your visit"."""
    named = file_title(Path(doc.id).name)
    return doc.title if doc.title == named else f"{doc.title}\n{named}"
