"""Which engine serves a provider: one entry per provider, the only place that decides."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from assistant.config import Settings
    from assistant.engines.base import Engine


def _offline(settings: Settings) -> Engine:
    from assistant.engines.offline.engine import OfflineEngine

    return OfflineEngine()


def _openai(settings: Settings) -> Engine:
    from assistant.errors import UsageError

    if settings.openai_api_key is None:
        raise UsageError("the openai provider needs OPENAI_API_KEY (or use --provider offline)")
    from assistant.engines.openai_engine import OpenAIEngine

    return OpenAIEngine(settings)


# An engine is imported only when its provider is chosen: the LLM stack costs nothing offline.
ENGINES: dict[str, Callable[[Settings], Engine]] = {"offline": _offline, "openai": _openai}


def build_engine(settings: Settings) -> Engine:
    return ENGINES[settings.resolved_provider()](settings)
