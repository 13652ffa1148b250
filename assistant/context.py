"""The typed run-time context every node receives: engine, documents, store, tool runner.

Tests build one with fakes instead of patching module paths.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from typing import TYPE_CHECKING

from assistant.config import Settings
from assistant.engines.base import Engine
from assistant.store import SessionFile, SessionStore
from assistant.tools.runner import ToolRunner

if TYPE_CHECKING:  # retrieval (numpy, the index) is imported only by turns that need documents
    from assistant.retrieval.corpus import Corpus


@dataclass
class DocumentSource:
    """The document folder, opened on first use, once per process, from the on-disk index cache."""

    root: Path
    cache_dir: Path | None = None
    _corpus: Corpus | None = field(default=None, repr=False)

    def check(self) -> None:
        """Fail fast, before any work, when the folder cannot be a document folder."""
        from assistant.errors import DocumentsError

        if not self.root.exists():
            raise DocumentsError(f"documents folder not found: {self.root}")
        if not self.root.is_dir():
            raise DocumentsError(f"not a folder: {self.root}")

    def corpus(self) -> Corpus:
        if self._corpus is None:
            from assistant.errors import DocumentsError

            from assistant.retrieval.index_cache import default_cache_dir, open_corpus

            corpus = open_corpus(self.root, self.cache_dir or default_cache_dir()).corpus
            if not corpus.documents:
                skipped = f" ({len(corpus.skipped)} unreadable or unsupported files skipped)" if corpus.skipped else ""
                raise DocumentsError(f"no readable documents in {self.root}{skipped}")
            self._corpus = corpus
        return self._corpus


@dataclass
class Context:
    settings: Settings
    engine: Engine
    documents: DocumentSource
    store: SessionStore
    tools: ToolRunner = field(default_factory=ToolRunner)
    history_window: int = 12  # messages given to the graph; the file keeps all of them
    # Per turn (the runner passes a copy to each invoke): the loaded session file.
    session: SessionFile | None = None
    turn_started: datetime | None = None
