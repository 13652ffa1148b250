"""The index cached on disk, per documents folder, kept up to date file by file.

One cache entry per folder (named by a hash of its real path):

    manifest.json   the commit point: format, content version, generation; per file its
                    size, mtime_ns, sha256 and either its document (title, kind, segment)
                    or why it was skipped; the segments in use and, per segment, the
                    documents whose passages there are dead
    seg-<n>/        one segment: passage texts (passages.bin, with a CRC32 per passage),
                    passage arrays, postings (see postings.py), meta.json with byte sizes

Freshness: every file is stat()ed; a file whose size or mtime changed is re-hashed, and
only changed content counts. A changed, added or removed file does not rebuild the index:
its old passages are marked dead and the files changed since the last full build are
indexed again into one small segment. When that segment outgrows DELTA_SHARE of the
first, everything is rebuilt (so the work stays proportional to what changed).

Damage: every file of a segment is checked for its recorded size on load, every passage
text against its CRC32 when it is read, and postings against their segment's bounds; a
failed check rebuilds the index (and says so), never serves from it. A cache folder that
cannot be written serves an index built in memory.
"""

from __future__ import annotations

import functools
import hashlib
import json
import mmap
import os
import shutil
import sys
import zlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from assistant.errors import DocumentsError
from assistant.private import private_dir
from assistant.retrieval.corpus import Corpus, DocInfo, Documents, Part, checked_text
from assistant.retrieval.loaders import Document, LoadError, load
from assistant.retrieval.postings import DamagedIndex, Segment
from assistant.retrieval.walk import Skipped, Walk, tag_cache, walk
from assistant.sanitize import shown

FORMAT = 2  # the layout of a cache entry on disk
DELTA_SHARE = 0.25  # past this share of the first segment's passages, rebuild everything
LOCK_NOTICE_S = 1.0
LOCK_WAIT_S = 300.0

# The modules whose code decides what goes into the index: loaders (and the CSV cells they mend), tokeniser, chunker.
_CONTENT_MODULES = ("assistant.retrieval.loaders", "assistant.retrieval.text", "assistant.retrieval.chunking",
                    "assistant.retrieval.postings", "assistant.csv_cells")
_PASSAGE_ARRAYS = ("offsets", "crc", "doc_local", "starts", "ends")

Progress = Callable[[str, int, int], None]
Notice = Callable[[str], None]


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "assistant" / "index"


def _stderr_notice(message: str) -> None:
    try:
        print(f"notice: {shown(message)}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


@functools.lru_cache(maxsize=1)
def content_version() -> str:
    """What the index holds depends on: the table of formats and the code of the modules
    that read, split and tokenise. Any change to them makes every cached index stale, with
    no version number to remember to bump."""
    import importlib

    from assistant.retrieval.loaders import formats_signature

    digest = hashlib.sha256(json.dumps([FORMAT, formats_signature()]).encode())
    for name in _CONTENT_MODULES:
        module = sys.modules.get(name) or importlib.import_module(name)
        try:
            digest.update(Path(str(module.__file__)).read_bytes())
        except (OSError, TypeError):
            digest.update(name.encode())
    return digest.hexdigest()[:16]


def _entry_dir(cache_dir: Path, root: Path) -> Path:
    return cache_dir / hashlib.sha256(os.fsencode(root)).hexdigest()[:20]


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


@dataclass
class IndexStatus:
    state: str  # "loaded" | "built" | "rebuilt" | "updated" | "memory"
    corpus: Corpus
    entry: Path
    generation: int = 0
    changed: int = 0  # files (re)indexed by an update


# -- the manifest ---------------------------------------------------------------------------
@dataclass
class _Plan:
    """What the folder holds against what the manifest says."""

    manifest: dict[str, Any]
    files: dict[str, dict[str, Any]]  # the manifest's file records, stats refreshed
    to_load: list[str] = field(default_factory=list)  # new or changed files
    removed: list[str] = field(default_factory=list)
    touched: bool = False  # stats changed but contents did not: the manifest needs a rewrite

    @property
    def fresh(self) -> bool:
        return not self.to_load and not self.removed


def _read_manifest(entry: Path) -> dict[str, Any] | None:
    try:
        manifest = json.loads((entry / "manifest.json").read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError, RecursionError):
        return None
    if (not isinstance(manifest, dict) or manifest.get("format") != FORMAT
            or manifest.get("content_version") != content_version()
            or not isinstance(manifest.get("files"), dict) or not isinstance(manifest.get("segments"), list)):
        return None
    return manifest


def _plan(entry: Path, found: Walk, root: Path) -> _Plan | None:
    manifest = _read_manifest(entry)
    if manifest is None:
        return None
    known: dict[str, dict[str, Any]] = manifest["files"]
    files: dict[str, dict[str, Any]] = {}
    plan = _Plan(manifest, files)
    for rel, (size, mtime) in found.files.items():
        record = known.get(rel)
        if not isinstance(record, dict):
            plan.to_load.append(rel)
            continue
        if (record.get("size"), record.get("mtime_ns")) == (size, mtime):
            files[rel] = record
            continue
        # Touched but maybe not modified (a copy, a checkout): compare contents.
        try:
            same = record.get("sha256") is not None and _sha256(root / rel) == record["sha256"]
        except OSError:
            same = False
        if same:
            files[rel] = {**record, "size": size, "mtime_ns": mtime}
            plan.touched = True
        else:
            plan.to_load.append(rel)
    plan.removed = sorted(set(known) - set(found.files))
    return plan


def _write_json_atomic(path: Path, data: Any) -> None:
    tmp = path.with_name(path.name + f".tmp-{os.getpid()}")
    with tmp.open("w", encoding="utf-8") as handle:
        json.dump(data, handle)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


# -- segments on disk ------------------------------------------------------------------------
def _save_segment(folder: Path, part: Part) -> dict[str, Any]:
    folder.mkdir(parents=True)
    blobs = [part.text_of(i).encode("utf-8") for i in range(len(part.doc_local))]
    offsets = np.zeros(len(blobs) + 1, dtype=np.int64)
    np.cumsum([len(b) for b in blobs], out=offsets[1:])
    (folder / "passages.bin").write_bytes(b"".join(blobs))
    arrays: dict[str, np.ndarray] = {"offsets": offsets, "crc": np.array([zlib.crc32(b) for b in blobs], dtype=np.uint32),
              "doc_local": part.doc_local, "starts": part.starts, "ends": part.ends}
    sizes = {"passages.bin": (folder / "passages.bin").stat().st_size}
    for name, array in arrays.items():
        np.save(folder / f"{name}.npy", array)
        sizes[f"{name}.npy"] = (folder / f"{name}.npy").stat().st_size
    (folder / "forms.txt").write_text("\n".join(sorted(part.forms())), encoding="utf-8")
    sizes["forms.txt"] = (folder / "forms.txt").stat().st_size
    meta = {"doc_ids": part.doc_ids, "passages": len(blobs), "sizes": sizes, "postings": part.segment.save(folder)}
    _write_json_atomic(folder / "meta.json", meta)
    return meta


def _load_segment(folder: Path, dead: frozenset[str]) -> Part:
    try:
        meta = json.loads((folder / "meta.json").read_text(encoding="utf-8"))
        sizes, doc_ids, count = meta["sizes"], meta["doc_ids"], int(meta["passages"])
    except (OSError, ValueError, KeyError, TypeError, UnicodeDecodeError) as exc:
        raise DamagedIndex(f"{folder.name}/meta.json: {exc}") from None
    for name, size in sizes.items():
        try:
            actual = (folder / name).stat().st_size
        except OSError as exc:
            raise DamagedIndex(f"{folder.name}/{name}: {exc.strerror or exc}") from None
        if actual != size:
            raise DamagedIndex(f"{folder.name}/{name} has {actual} bytes, {size} expected")
    try:
        arrays = {name: np.load(folder / f"{name}.npy", mmap_mode="r") for name in _PASSAGE_ARRAYS}
    except (OSError, ValueError) as exc:
        raise DamagedIndex(f"{folder.name}: {exc}") from None
    offsets = arrays["offsets"]
    if (any(len(arrays[n]) != count for n in ("crc", "doc_local", "starts", "ends")) or len(offsets) != count + 1
            or int(offsets[-1]) != sizes["passages.bin"] or not isinstance(doc_ids, list)):
        raise DamagedIndex(f"{folder.name}: passage arrays do not fit together")
    if count and (int(np.max(arrays["doc_local"])) >= len(doc_ids) or int(np.min(arrays["doc_local"])) < 0):
        raise DamagedIndex(f"{folder.name}: passages point at documents that do not exist")
    segment = Segment.load(folder, meta["postings"], count)
    blob: Any = b""
    if sizes["passages.bin"]:
        with (folder / "passages.bin").open("rb") as handle:
            blob = mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)
    def forms() -> frozenset[str]:
        try:
            return frozenset((folder / "forms.txt").read_text(encoding="utf-8").split("\n"))
        except (OSError, UnicodeDecodeError) as exc:
            raise DamagedIndex(f"{folder.name}/forms.txt: {exc}") from None

    return Part(segment, doc_ids, arrays["doc_local"], arrays["starts"], arrays["ends"],
                checked_text(blob, offsets, arrays["crc"]), dead, functools.lru_cache(maxsize=1)(forms))


def _corpus_from(entry: Path, manifest: dict[str, Any], root: Path, walk_skipped: list[Skipped]) -> Corpus:
    files = manifest["files"]
    infos = sorted((DocInfo(rel, r["title"], r["kind"]) for rel, r in files.items() if "title" in r), key=lambda d: d.id)
    skipped = walk_skipped + [Skipped(rel, r["skipped"]) for rel, r in sorted(files.items()) if "skipped" in r]
    dead = manifest.get("dead") or {}
    parts = [_load_segment(entry / name, frozenset(dead.get(name, []))) for name in manifest["segments"]]
    return Corpus(root, Documents(infos, root), parts, skipped)


# -- building --------------------------------------------------------------------------------
def _load_files(root: Path, rels: list[str], found: Walk, progress: Progress | None) -> tuple[list[Document], dict[str, dict[str, Any]]]:
    """Load files; returns their documents and their manifest records (stat before reading)."""
    docs: list[Document] = []
    records: dict[str, dict[str, Any]] = {}
    for n, rel in enumerate(rels, 1):
        size, mtime = found.files[rel]
        try:
            doc = load(root / rel, rel)
            docs.append(doc)
            records[rel] = {"size": size, "mtime_ns": mtime, "sha256": doc.digest, "title": doc.title, "kind": doc.kind}
        except LoadError as exc:
            # Recorded, so an unreadable file does not force a rebuild on every command.
            records[rel] = {"size": size, "mtime_ns": mtime, "sha256": None, "skipped": str(exc)}
        if progress:
            progress("reading", n, len(rels))
    return docs, records


def _segment_name(generation: int) -> str:
    return f"seg-{generation:06d}"


def _collect_garbage(entry: Path, keep: list[str]) -> None:
    for child in entry.iterdir():
        if child.name.startswith("seg-") and child.name not in keep:
            shutil.rmtree(child, ignore_errors=True)
        elif child.name.startswith("dense-"):  # passage vectors of an earlier numbering
            child.unlink(missing_ok=True)
        elif child.name.startswith((".build-", "manifest.json.tmp-")):
            shutil.rmtree(child, ignore_errors=True) if child.is_dir() else child.unlink(missing_ok=True)


def _commit(entry: Path, root: Path, found: Walk, files: dict[str, dict[str, Any]], segments: list[str],
            dead: dict[str, list[str]], generation: int) -> dict[str, Any]:
    manifest = {"format": FORMAT, "content_version": content_version(), "root": shown(root), "generation": generation,
                "files": files, "segments": segments, "dead": dead}
    _write_json_atomic(entry / "manifest.json", manifest)
    _collect_garbage(entry, segments)
    return manifest


def _full_build(entry: Path, root: Path, found: Walk, generation: int, progress: Progress | None) -> tuple[Corpus, int]:
    docs, files = _load_files(root, sorted(found.files), found, progress)
    if progress:
        progress("indexing", 0, 1)
    corpus = Corpus.from_documents(docs, root, found.skipped + [Skipped(r, f["skipped"]) for r, f in sorted(files.items()) if "skipped" in f])
    segments = []
    if docs:
        name = _segment_name(generation)
        _save_segment(entry / name, corpus._parts[0])
        segments.append(name)
        for doc in docs:
            files[doc.id]["segment"] = name
    _commit(entry, root, found, files, segments, {}, generation)
    if progress:
        progress("indexing", 1, 1)
    return corpus, len(docs)


def _update(entry: Path, root: Path, found: Walk, plan: _Plan, progress: Progress | None) -> tuple[Corpus, int] | None:
    """Index only what changed into a new small segment; None when a full build is due."""
    manifest = plan.manifest
    segments: list[str] = manifest["segments"]
    if not segments:
        return None
    base = segments[0]
    files = plan.files
    # The small segment is rebuilt from every file it holds that is still there, plus the changes.
    carried = sorted(rel for rel, r in files.items() if r.get("segment") not in (None, base) and rel not in plan.to_load)
    docs, records = _load_files(root, sorted(set(plan.to_load) | set(carried)), found, progress)
    files.update(records)
    dead_base = set((manifest.get("dead") or {}).get(base, []))
    dead_base.update(rel for rel in [*plan.to_load, *plan.removed] if (manifest["files"].get(rel) or {}).get("segment") == base)
    try:
        base_passages = len(np.load(entry / base / "crc.npy", mmap_mode="r"))
    except (OSError, ValueError):
        return None
    part = Part.build(sorted(docs, key=lambda d: d.id)) if docs else None
    if part is not None and len(part.doc_local) > DELTA_SHARE * max(base_passages, 1):
        return None
    numbers = [int(p.name[4:]) for p in entry.iterdir() if p.name.startswith("seg-") and p.name[4:].isdigit()]
    generation = max([int(manifest.get("generation", 0)), *numbers]) + 1
    new_segments = [base]
    if part is not None:
        name = _segment_name(generation)
        _save_segment(entry / name, part)
        new_segments.append(name)
        for doc in docs:
            files[doc.id]["segment"] = name
    committed = _commit(entry, root, found, files, new_segments, {base: sorted(dead_base)}, generation)
    return _corpus_from(entry, committed, root, found.skipped), len(plan.to_load) + len(plan.removed)


# -- opening ---------------------------------------------------------------------------------
class _BuildLock:
    """The entry's lock: says what it waits for after a second, gives up with one line."""

    def __init__(self, entry: Path, root: Path, notice: Notice) -> None:
        from filelock import FileLock

        self.lock = FileLock(str(entry) + ".lock", mode=0o600)
        self.root = root
        self.notice = notice

    def __enter__(self) -> None:
        from filelock import Timeout

        try:
            self.lock.acquire(timeout=LOCK_NOTICE_S)
            return
        except Timeout:
            self.notice(f"waiting for another process that is indexing {self.root} (up to {LOCK_WAIT_S:.0f} s)")
        try:
            self.lock.acquire(timeout=LOCK_WAIT_S)
        except Timeout:
            raise DocumentsError(f"gave up after {LOCK_WAIT_S:.0f} s waiting for another process to finish indexing "
                                 f"{shown(self.root)} (its lock: {shown(self.lock.lock_file)})") from None

    def __exit__(self, *exc: object) -> None:
        self.lock.release()


def open_corpus(root: Path, cache_dir: Path, *, rebuild: bool = False, progress: Progress | None = None,
                notice: Notice | None = None, exclude: Iterable[Path] = ()) -> IndexStatus:
    """The corpus of `root`, from the cache when it is fresh, else brought up to date. The
    cache, and the folders of `exclude` (sessions, logs), are never read as documents."""
    notice = notice or _stderr_notice
    root = root.resolve()
    found = walk(root, [cache_dir, *exclude])
    entry = _entry_dir(cache_dir, root)
    if not rebuild:
        loaded = _try_fresh(entry, found, root, notice)
        if loaded is not None:
            return _healing(loaded, root, notice, exclude)
    try:
        private_dir(cache_dir)  # the cache holds the documents' text
        tag_cache(cache_dir)
        private_dir(entry)
        lock = _BuildLock(entry, root, notice)
        with lock:
            return _healing(_bring_up_to_date(entry, root, found, rebuild, progress, notice), root, notice, exclude)
    except DocumentsError:
        raise
    except OSError as exc:
        # No writable cache: still serve, from an index built in memory.
        notice(f"cannot write the index cache {entry} ({exc.strerror or exc}); indexing in memory")
        return IndexStatus("memory", Corpus.from_folder(root, (lambda n, t: progress("reading", n, t)) if progress else None,
                                                        found), entry)


def _try_fresh(entry: Path, found: Walk, root: Path, notice: Notice) -> IndexStatus | None:
    plan = _plan(entry, found, root)
    if plan is None or not plan.fresh:
        return None
    try:
        corpus = _corpus_from(entry, plan.manifest, root, found.skipped)
    except DamagedIndex as exc:
        notice(f"the index cache of {root} is damaged ({exc}); rebuilding it")
        return None
    if plan.touched:
        try:
            _write_json_atomic(entry / "manifest.json", {**plan.manifest, "files": plan.files})
        except OSError:
            pass  # a read-only cache still serves; the hashes are just checked again next time
    return IndexStatus("loaded", corpus, entry, int(plan.manifest.get("generation", 0)))


def _bring_up_to_date(entry: Path, root: Path, found: Walk, rebuild: bool, progress: Progress | None, notice: Notice) -> IndexStatus:
    plan = None if rebuild else _plan(entry, found, root)
    if plan is not None and plan.fresh:  # another process brought it up to date while we waited
        fresh = _try_fresh(entry, found, root, notice)
        if fresh is not None:
            return fresh
    previous = _read_manifest(entry)
    # Above every generation in use or left behind, so a new segment never meets an old one.
    numbers = [int(p.name[4:]) for p in entry.iterdir() if p.name.startswith("seg-") and p.name[4:].isdigit()]
    generation = max([int((previous or {}).get("generation", 0)), *numbers]) + 1
    if plan is not None and not plan.fresh:
        try:
            updated = _update(entry, root, found, plan, progress)
        except DamagedIndex as exc:
            notice(f"the index cache of {root} is damaged ({exc}); rebuilding it")
            updated = None
        if updated is not None:
            corpus, changed = updated
            return IndexStatus("updated", corpus, entry, generation, changed)
    existed = previous is not None or any(entry.iterdir())
    corpus, changed = _full_build(entry, root, found, generation, progress)
    return IndexStatus("rebuilt" if existed else "built", corpus, entry, generation, changed)


def _healing(status: IndexStatus, root: Path, notice: Notice, exclude: Iterable[Path]) -> IndexStatus:
    """The status, its corpus set to rebuild the index once when a passage or posting fails
    its check at query time."""

    def heal(reason: str) -> Corpus:
        notice(f"the index cache of {root} is damaged ({reason}); rebuilding it")
        return open_corpus(root, status.entry.parent, rebuild=True, notice=notice, exclude=exclude).corpus

    status.corpus.healer = heal
    return status
