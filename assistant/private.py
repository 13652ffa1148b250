"""The assistant's own folders (sessions, logs, the index cache, which holds document text)
are private to the user, as ssh and gpg keep theirs: folders 0700, files 0600."""

from __future__ import annotations

import os
import stat
from pathlib import Path

FOLDER_MODE = 0o700
FILE_MODE = 0o600


def private_dir(path: Path) -> Path:
    """Create `path` (and its parents) if needed; the folder itself ends up 0700 when this
    user owns it. Parents made on the way get the same mode."""
    missing = []
    here = path
    while not here.exists() and here != here.parent:
        missing.append(here)
        here = here.parent
    path.mkdir(parents=True, exist_ok=True, mode=FOLDER_MODE)
    for made in missing:  # mkdir's mode is filtered by the umask; set it exactly
        _tighten(made, FOLDER_MODE)
    _tighten(path, FOLDER_MODE)
    return path


def private_file(path: Path) -> None:
    """Make an existing file of ours 0600 (a log file a handler just opened)."""
    _tighten(path, FILE_MODE)


def _tighten(path: Path, mode: int) -> None:
    try:
        info = path.stat()
        if info.st_uid == os.getuid() and stat.S_IMODE(info.st_mode) & ~mode:
            os.chmod(path, mode)
    except OSError:
        pass  # not ours, or read-only media: what the folder allows still holds
