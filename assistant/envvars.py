"""Reading one setting cheaply, for commands that must start fast; the per-user folders."""

from __future__ import annotations

from pathlib import Path


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


APP_NAME = "assistant"


def user_data_dir() -> Path:
    """The per-user store, the same from every working folder (the platform's convention:
    $XDG_DATA_HOME/assistant, else ~/.local/share/assistant on Linux)."""
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)


def default_sessions_dir() -> Path:
    return user_data_dir() / "sessions"


def default_logs_dir() -> Path:
    return user_data_dir() / "logs"


def os_user() -> str:
    """The user a session is recorded for when ASSISTANT_USER is not set."""
    import getpass

    try:
        return getpass.getuser()
    except (KeyError, OSError):  # no passwd entry (a container's arbitrary uid)
        import os

        return f"uid-{os.getuid()}" if hasattr(os, "getuid") else "unknown"


def sessions_dir() -> Path:
    """The sessions folder as Settings would choose it, for the light commands."""
    value = env_setting("ASSISTANT_SESSIONS_DIR", "")
    return Path(value).expanduser() if value else default_sessions_dir()
