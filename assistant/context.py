"""The typed run-time context every node receives: engine, documents, store, tool runner.

Tests build one with fakes instead of patching module paths.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from typing import TYPE_CHECKING

from assistant.config import Settings
from assistant.errors import AssistantError
from assistant.engines.base import Engine
from assistant.stores.base import SessionStore
from assistant.tools.runner import ToolRunner

if TYPE_CHECKING:  # retrieval (numpy, the index) is imported only by turns that need documents
    from assistant.retrieval.corpus import Corpus


@dataclass
class DocumentSource:
    """The document folder, opened on first use, once per process, from the on-disk index cache."""

    root: Path  # a folder, or one file
    cache_dir: Path | None = None
    settings: Settings | None = None  # for the optional dense retriever
    progress: Callable[[str, int, int], None] | None = None  # (stage, done, total) while the index is built
    _corpus: Corpus | None = field(default=None, repr=False)

    def label(self) -> str | None:
        """The path a session remembers, or None when it cannot be written down as text
        (a name that is not UTF-8): the session then asks for --docs again."""
        from assistant.sanitize import has_surrogates

        text = str(self.root)
        return None if has_surrogates(text) else text

    def check(self) -> None:
        """Fail fast, before any work, when the folder cannot be a document folder."""
        from assistant.errors import DocumentsError

        if not self.root.exists():
            raise DocumentsError(f"documents folder not found: {self.root}")
        if not self.root.is_dir() and not self.root.is_file():
            raise DocumentsError(f"not a folder or a file: {self.root}")

    def corpus(self) -> Corpus:
        if self._corpus is None:
            from assistant.errors import DocumentsError

            from assistant.retrieval.index_cache import default_cache_dir, open_corpus

            if self.root.is_file():
                self._corpus = self._single_file()
                return self._corpus
            status = open_corpus(self.root, self.cache_dir or default_cache_dir(), progress=self.progress,
                                 exclude=self.settings.own_folders() if self.settings is not None else ())
            corpus = status.corpus
            if corpus.skipped and status.state != "loaded":
                self._warn_skipped(corpus)
            if self.settings is not None and self.settings.retrieval != "bm25":
                try:
                    self._attach_dense(corpus, status.entry, status.generation)
                except AssistantError:
                    raise
                except Exception as exc:  # noqa: BLE001 - dense retrieval is an optional extra
                    from assistant.logs import app_log

                    app_log().warning("dense_retrieval_unavailable", error=f"{type(exc).__name__}: {exc}")
            if not corpus.documents:
                skipped = f" ({len(corpus.skipped)} unreadable or unsupported files skipped)" if corpus.skipped else ""
                raise DocumentsError(f"no readable documents in {self.root}{skipped}")
            self._corpus = corpus
        return self._corpus

    def _single_file(self) -> Corpus:
        """`--docs report.pdf`: one document, indexed in memory (a file is quick to read)."""
        from assistant.errors import DocumentsError
        from assistant.retrieval.corpus import Corpus
        from assistant.retrieval.loaders import LoadError, load

        try:
            document = load(self.root, self.root.name)
        except LoadError as exc:
            raise DocumentsError(f"cannot read {self.root}: {exc}") from None
        return Corpus.from_documents([document], self.root.parent)

    def _warn_skipped(self, corpus: Corpus) -> None:
        """Once, when the index is built: which files could not be read, and where to look."""
        import sys

        from assistant.logs import app_log

        for skipped in corpus.skipped:
            app_log().warning("file_skipped", path=skipped.path, reason=skipped.reason)
        print(f"warning: {len(corpus.skipped)} files in {self.root} could not be read and were skipped "
              "(see `docs list`)", file=sys.stderr)

    def _attach_dense(self, corpus: Corpus, entry: Path, generation: int) -> None:
        from assistant.retrieval.dense import DenseIndex, embedder_for

        assert self.settings is not None
        embedder = embedder_for(self.settings)
        if embedder is None:
            return  # the semantic extra is not installed: BM25 alone
        # Vectors follow the index's passage numbering, which changes with each generation.
        cache = entry / f"dense-{embedder.name}-g{generation}.npy" if entry.exists() else None
        chunks = corpus.chunks

        def texts() -> list[str]:
            return [f"{corpus.documents.title(c.doc_id)}\n{c.text}" if chunks.doc_index[i] >= 0 else ""
                    for i, c in ((i, chunks[i]) for i in range(len(chunks)))]

        corpus.dense = DenseIndex.open(embedder, len(chunks), texts, cache)


@dataclass
class Context:
    settings: Settings
    engine: Engine
    documents: DocumentSource
    store: SessionStore
    tools: ToolRunner = field(default_factory=ToolRunner)
    history_window: int = 12  # messages given to the graph; the file keeps all of them
    # Per turn (the service passes a copy to each invoke).
    turn_started: datetime | None = None
    deadline: float | None = None  # time.monotonic() by which the turn's LLM work must end
