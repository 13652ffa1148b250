from __future__ import annotations

from pathlib import Path

import pytest

from assistant.config import SAMPLE_DOCS_DIR


@pytest.fixture(autouse=True)
def isolated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own sessions and logs folders, no API key and no .env."""
    monkeypatch.chdir(tmp_path)
    for var in ("OPENAI_API_KEY", "OPENAI_BASE_URL", "ASSISTANT_DOCS_DIR", "ASSISTANT_MODEL", "ASSISTANT_DEBUG",
                "ASSISTANT_SESSIONS_URL", "ASSISTANT_USER"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("ASSISTANT_PROVIDER", "offline")
    monkeypatch.setenv("ASSISTANT_SESSIONS_DIR", str(tmp_path / "sessions"))
    monkeypatch.setenv("ASSISTANT_LOGS_DIR", str(tmp_path / "logs"))
    monkeypatch.setenv("ASSISTANT_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("NO_COLOR", "1")
    return tmp_path


@pytest.fixture
def samples() -> Path:
    return SAMPLE_DOCS_DIR


@pytest.fixture
def assistant(isolated: Path):  # type: ignore[no-untyped-def]
    from assistant.config import load_settings
    from assistant.service import Assistant

    return Assistant(load_settings())


QA_EXAMPLE = "In the March financial statement, what is the total operating expense for product line A?"
SUMMARY_EXAMPLE = "Summarize the main risks discussed in the uploaded compliance report."
CALC_EXAMPLE = (
    "From the spreadsheet, what's the net margin for product B if revenue is 4,200 and "
    "costs equal fixed 1200 plus 12% of revenue?"
)
