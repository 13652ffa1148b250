"""Reading one setting cheaply, for commands that must start fast."""

from __future__ import annotations


def env_setting(name: str, default: str) -> str:
    """One setting from the environment or `.env`, without loading pydantic-settings.

    For the light commands (`sessions ...`), which need only a folder and must start in
    a fraction of the time the full Settings import takes; same precedence as Settings.
    """
    import os

    if name in os.environ:
        return os.environ[name]
    try:
        from dotenv import dotenv_values

        value = dotenv_values(".env").get(name)
    except (ImportError, OSError):
        value = None
    except UnicodeDecodeError as exc:
        from assistant.errors import UsageError

        raise UsageError(f".env is not valid UTF-8 (byte {exc.start}); fix or remove it") from None
    return value if value is not None else default
