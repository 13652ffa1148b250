"""Session stores: JSON files (the default) or a database server, chosen by settings.

`open_store` is the only place that knows which backends exist. Importing this package
imports no backend: `sessions list` on files never loads a database driver.
"""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

from assistant.errors import UsageError
from assistant.stores.base import SessionStore, Verification

__all__ = ["SessionStore", "Verification", "open_store", "store_from_env"]

# URL scheme -> "module:class"; each class is built as Class(url).
BACKENDS = {
    "postgresql": "assistant.stores.postgres:PostgresStore",
    "postgres": "assistant.stores.postgres:PostgresStore",
}


def open_store(*, sessions_dir: Path, sessions_url: str | None = None, defer_writes: bool = False) -> SessionStore:
    """The configured store: the database at `sessions_url` when set, else the folder."""
    if sessions_url:
        scheme = sessions_url.split(":", 1)[0].lower() if ":" in sessions_url else ""
        target = BACKENDS.get(scheme)
        if target is None:
            raise UsageError(f"bad setting --sessions-url / ASSISTANT_SESSIONS_URL: unsupported scheme {scheme or sessions_url[:20]!r} "
                             f"(use {' or '.join(s + '://...' for s in BACKENDS)})")
        module, name = target.split(":")
        store: SessionStore = getattr(import_module(module), name)(sessions_url)
        return store
    from assistant.stores.files import FileStore

    return FileStore(sessions_dir, defer_writes=defer_writes)


def store_from_env() -> SessionStore:
    """The store Settings would choose, without loading Settings (the light `sessions` commands)."""
    from assistant import secrets
    from assistant.envvars import env_setting, sessions_dir

    secrets.register(env_setting("OPENAI_API_KEY", ""))  # never shown, even from an old session
    return open_store(sessions_dir=sessions_dir(), sessions_url=env_setting("ASSISTANT_SESSIONS_URL", "") or None)
