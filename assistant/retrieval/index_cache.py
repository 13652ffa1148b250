"""The BM25 index cached on disk, keyed by a content hash of the corpus.

Layout of one cache entry (one per documents folder):

    manifest.json   files (path, size, mtime_ns, sha256), documents, skipped files, key
    passages.npz    per passage: document number, start, end, byte offset into passages.bin
    passages.bin    passage texts, UTF-8, back to back (memory-mapped, read on demand)
    bm25/           the bm25s index (memory-mapped on load)

Freshness: every file is stat()ed; a file whose size or mtime changed is re-hashed, and
only a changed hash (or an added or removed file) causes a rebuild. The key is the hash
of all (path, sha256) pairs plus the index format version. A rebuild is written to a
temporary folder and swapped in with os.replace, under a lock, so a reader never sees a
half-written entry and two processes never build the same index at once.
"""

from __future__ import annotations

import functools
import hashlib
import json
import mmap
import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

from assistant.retrieval.corpus import Corpus, DocInfo, Documents, Passages, Skipped, file_stats, scan_folder
from assistant.retrieval.scoring import CscScorer

FORMAT = 1  # the layout of a cache entry on disk

# The modules whose code decides what goes into the index: loaders, tokeniser, chunker.
_CONTENT_MODULES = ("assistant.retrieval.loaders", "assistant.retrieval.text", "assistant.retrieval.corpus")

Progress = Callable[[str, int, int], None]


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "assistant" / "index"


def _entry_dir(cache_dir: Path, root: Path) -> Path:
    return cache_dir / hashlib.sha256(str(root.resolve()).encode()).hexdigest()[:20]


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _stats(root: Path) -> dict[str, tuple[int, int]]:
    return file_stats(root)


@functools.lru_cache(maxsize=1)
def content_version() -> str:
    """What the index holds depends on: the table of formats and the code of the modules
    that read, split and tokenise. Any change to them makes every cached index stale, with
    no version number to remember to bump."""
    import importlib
    import sys

    from assistant.retrieval.loaders import formats_signature

    digest = hashlib.sha256(json.dumps([FORMAT, formats_signature()]).encode())
    for name in _CONTENT_MODULES:
        module = sys.modules.get(name) or importlib.import_module(name)
        try:
            digest.update(Path(str(module.__file__)).read_bytes())
        except (OSError, TypeError):
            digest.update(name.encode())
    return digest.hexdigest()[:16]


def _key(hashes: dict[str, str]) -> str:
    body = json.dumps([content_version(), sorted(hashes.items())])
    return hashlib.sha256(body.encode()).hexdigest()


class IndexStatus:
    def __init__(self, state: str, corpus: Corpus, entry: Path) -> None:
        self.state = state  # "loaded" | "built" | "rebuilt"
        self.corpus = corpus
        self.entry = entry


def open_corpus(root: Path, cache_dir: Path, *, rebuild: bool = False, progress: Progress | None = None) -> IndexStatus:
    """The corpus of `root`, from the cache when it is fresh, else built and cached."""
    from filelock import FileLock

    root = root.resolve()
    entry = _entry_dir(cache_dir, root)
    stats = _stats(root)
    if not rebuild:
        loaded = _try_load(entry, stats, root)
        if loaded is not None:
            return IndexStatus("loaded", loaded, entry)
    try:
        cache_dir.mkdir(parents=True, exist_ok=True)
    except OSError:
        # No writable cache: still serve, from an in-memory index.
        return IndexStatus("built", Corpus.from_folder(root), entry)
    with FileLock(str(entry) + ".lock", timeout=600):
        if not rebuild:  # another process may have built it while we waited
            loaded = _try_load(entry, stats, root)
            if loaded is not None:
                return IndexStatus("loaded", loaded, entry)
        existed = entry.exists()
        corpus = _build(root, entry, progress)
        return IndexStatus("rebuilt" if existed else "built", corpus, entry)


def _try_load(entry: Path, stats: dict[str, tuple[int, int]], root: Path) -> Corpus | None:
    """The cached corpus, or None when it is stale, missing or damaged (then it is rebuilt)."""
    manifest = _fresh_manifest(entry, stats, root)
    if manifest is None:
        return None
    try:
        return _load(entry, root, manifest)
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        return None


def _fresh_manifest(entry: Path, stats: dict[str, tuple[int, int]], root: Path) -> dict[str, Any] | None:
    try:
        manifest = json.loads((entry / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if manifest.get("format") != FORMAT or manifest.get("content_version") != content_version():
        return None
    files: dict[str, dict[str, Any]] = manifest["files"]
    if set(files) != set(stats):
        return None
    changed = [p for p, (size, mtime) in stats.items() if (files[p]["size"], files[p]["mtime_ns"]) != (size, mtime)]
    if not changed:
        return manifest
    # Touched but maybe not modified (a copy, a checkout): compare contents.
    for path in changed:
        try:
            if _sha256(root / path) != files[path]["sha256"]:
                return None
        except OSError:
            return None
    for path in changed:
        files[path]["size"], files[path]["mtime_ns"] = stats[path]
    try:
        _write_json_atomic(entry / "manifest.json", manifest)
    except OSError:
        pass  # a read-only cache still serves; the hashes are just checked again next time
    return manifest


def _build(root: Path, entry: Path, progress: Progress | None) -> Corpus:
    stats = _stats(root)
    documents, skipped = scan_folder(root, (lambda n, total: progress("reading", n, total)) if progress else None)
    if progress:
        progress("indexing", 0, 1)
    corpus = Corpus.from_documents(list(documents.values()), root, skipped)
    if progress:
        progress("indexing", 1, 1)
    hashes = {}
    for path in stats:
        try:
            hashes[path] = _sha256(root / path)
        except OSError:
            continue
    manifest = {
        "format": FORMAT,
        "content_version": content_version(),
        "root": str(root),
        "key": _key(hashes),
        "files": {p: {"size": stats[p][0], "mtime_ns": stats[p][1], "sha256": h} for p, h in hashes.items()},
        "documents": [[info.id, info.title, info.kind] for info in corpus.documents.infos.values()],
        "skipped": [[s.path, s.reason] for s in corpus.skipped],
        "passages": len(corpus.chunks),
    }
    tmp = Path(tempfile.mkdtemp(prefix=".build-", dir=entry.parent))
    try:
        passages = corpus.chunks
        blobs = [passages[i].text.encode("utf-8") for i in range(len(passages))]
        offsets = np.zeros(len(blobs) + 1, dtype=np.int64)
        np.cumsum([len(b) for b in blobs], out=offsets[1:])
        (tmp / "passages.bin").write_bytes(b"".join(blobs))
        np.savez(tmp / "passages.npz", doc_index=passages.doc_index, starts=passages.starts, ends=passages.ends, offsets=offsets)
        if corpus._index is not None:
            corpus._index.save(tmp / "bm25")
        _write_json_atomic(tmp / "manifest.json", manifest)
        old = None
        if entry.exists():
            old = entry.with_name(entry.name + f".old-{os.getpid()}")
            os.replace(entry, old)
        os.replace(tmp, entry)
        if old is not None:
            shutil.rmtree(old, ignore_errors=True)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)  # the cache is an optimisation: serve anyway
    return corpus


def _load(entry: Path, root: Path, manifest: dict[str, Any]) -> Corpus:
    infos = [DocInfo(*row) for row in manifest["documents"]]
    arrays = np.load(entry / "passages.npz")
    offsets = arrays["offsets"]
    with (entry / "passages.bin").open("rb") as handle:
        size = os.fstat(handle.fileno()).st_size
        blob: mmap.mmap | bytes = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) if size else b""

    def text_of(i: int) -> str:
        return bytes(blob[int(offsets[i]) : int(offsets[i + 1])]).decode("utf-8")

    doc_ids = [info.id for info in infos]
    passages = Passages(doc_ids, arrays["doc_index"], arrays["starts"], arrays["ends"], text_of)
    index = None
    if (entry / "bm25").exists():
        index = CscScorer.load(entry / "bm25")
    skipped = [Skipped(path, reason) for path, reason in manifest["skipped"]]
    return Corpus(root, Documents(infos, root), passages, index, skipped)


def _write_json_atomic(path: Path, data: Any) -> None:
    tmp = path.with_name(path.name + f".tmp-{os.getpid()}")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    os.replace(tmp, path)
