"""The documents folder is the boundary: which files under it are read, and which are not.

One `os.scandir` walk (a directory entry carries its type, and stat() of an entry is one
call). Links are followed only while they stay inside the folder; every real directory
is entered once (so `ln -s . again` is not a loop) and every real file is read once, by
its first path in sorted order. Whatever is left out is reported with the reason, once.
Hidden entries are not read, nor are the assistant's own folders (its index cache, sessions
and logs) when they lie inside: its past answers are not documents to cite.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from assistant.errors import DocumentsError
from assistant.sanitize import has_surrogates, shown

MAX_FILES = 100_000
# The Cache Directory Tagging convention (bford.info/cachedir; tar --exclude-caches, borg,
# restic): a folder holding a CACHEDIR.TAG that starts so is a cache. Ours is tagged, and a
# cache inside a documents folder (ours under another setting, a build's) is not read.
CACHEDIR_TAG = "CACHEDIR.TAG"
CACHEDIR_SIGNATURE = b"Signature: 8a477f597d28d172789f06886806bc55"


@dataclass(frozen=True)
class Skipped:
    path: str
    reason: str


@dataclass
class Walk:
    files: dict[str, tuple[int, int]] = field(default_factory=dict)  # relative path -> (size, mtime_ns)
    skipped: list[Skipped] = field(default_factory=list)


def check_folder(root: Path) -> None:
    if not root.exists():
        raise DocumentsError(f"documents folder not found: {shown(root)}")
    if not root.is_dir():
        raise DocumentsError(f"not a folder: {shown(root)}")


def walk(root: Path, exclude: Iterable[Path] = ()) -> Walk:
    """Every regular file under `root` that may be read, and what was left out. The folders of
    `exclude` (the assistant's own) are passed over without a word, as hidden ones are."""
    check_folder(root)
    real_root = os.path.realpath(root)
    excluded = {os.path.realpath(path) for path in exclude}
    out = Walk()
    seen_dirs: set[tuple[int, int]] = set()
    seen_files: dict[tuple[int, int], str] = {}
    try:
        top = os.stat(real_root)
    except OSError as exc:
        raise DocumentsError(f"cannot read {shown(root)}: {exc.strerror or exc}") from None
    seen_dirs.add((top.st_dev, top.st_ino))
    stack = [(real_root, "")]
    while stack:
        folder, prefix = stack.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as exc:
            if not prefix:
                raise DocumentsError(f"cannot list {shown(root)}: {exc.strerror or exc}") from None
            out.skipped.append(Skipped(prefix.rstrip("/"), f"cannot list folder: {exc.strerror or exc}"))
            continue
        if prefix and any(e.name == CACHEDIR_TAG for e in entries) and _tagged(os.path.join(folder, CACHEDIR_TAG)):
            continue
        subfolders = []
        for entry in entries:
            if entry.name.startswith("."):
                continue
            rel = prefix + entry.name
            if has_surrogates(rel):
                out.skipped.append(Skipped(shown(rel), "file name is not valid UTF-8; rename it to index it"))
                continue
            try:
                if entry.is_symlink() and not _inside(os.path.realpath(entry.path), real_root):
                    out.skipped.append(Skipped(rel, "link leads outside the documents folder"))
                    continue
                st = entry.stat()  # follows a link (to a target inside the folder)
            except OSError as exc:
                out.skipped.append(Skipped(rel, f"cannot read: {exc.strerror or exc}"))
                continue
            key = (st.st_dev, st.st_ino)
            if stat.S_ISDIR(st.st_mode):
                if excluded and os.path.realpath(entry.path) in excluded:
                    continue
                if key not in seen_dirs:  # a link back to a folder already walked is not a loop
                    seen_dirs.add(key)
                    subfolders.append((entry.path, rel + "/"))
            elif not stat.S_ISREG(st.st_mode):
                out.skipped.append(Skipped(rel, "not a regular file (pipe, socket or device)"))
            elif key in seen_files:
                out.skipped.append(Skipped(rel, f"same file as {seen_files[key]}"))
            else:
                seen_files[key] = rel
                out.files[rel] = (st.st_size, st.st_mtime_ns)
        stack.extend(reversed(subfolders))
        if len(out.files) > MAX_FILES:
            raise DocumentsError(f"too many files in {shown(root)} (more than {MAX_FILES:,})")
    return out


def _tagged(tag: str) -> bool:
    try:
        with open(tag, "rb") as handle:
            return handle.read(len(CACHEDIR_SIGNATURE)) == CACHEDIR_SIGNATURE
    except OSError:
        return False


def tag_cache(folder: Path) -> None:
    """Mark `folder` as a cache (see CACHEDIR_TAG); a folder that cannot be written stays unmarked."""
    tag = folder / CACHEDIR_TAG
    if not tag.exists():
        try:
            tag.write_bytes(CACHEDIR_SIGNATURE + b"\n# This file marks the assistant's index cache (https://bford.info/cachedir/).\n")
        except OSError:
            pass


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(root.rstrip(os.sep) + os.sep)
