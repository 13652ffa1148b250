"""The learned part of the router: a linear model over hashed word features and the
router's hand-written cues, trained on the public pool by `scripts/train_router.py`.

Inference is plain Python (no numpy, no scikit-learn): the features of a request are
hashed, their weights looked up by a table built from the sorted arrays of one small
file, summed, and turned into calibrated probabilities by a softmax with the temperature
the training script fitted. Well under a millisecond per request.
"""

from __future__ import annotations

import json
import math
import re
import struct
import zlib
from array import array
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path

MODEL_FILE = Path(__file__).resolve().parents[2] / "data" / "router.bin"
BUCKETS = 1 << 22
_MAGIC = b"RTR1"
_TOKEN = re.compile(r"[a-z]+(?:'[a-z]+)?|\d+(?:[.,]\d+)*|[^\sa-z\d]")


def features(text: str, cues: Iterable[str] = (), has_context: bool = False) -> list[str]:
    """What the model sees of a request: its words and word pairs (numbers as one token
    per size), its first words, how many numbers it holds, the cues that fire, and
    whether a passage is attached."""
    tokens = [("<num>" if len(t) < 5 else "<bignum>") if t[0].isdigit() else t for t in _TOKEN.findall(text.lower())]
    out = [f"w:{t}" for t in tokens]
    out += [f"b:{a} {b}" for a, b in zip(tokens, tokens[1:])]
    if tokens:
        out.append(f"first:{tokens[0]}")
        out.append(f"first2:{' '.join(tokens[:2])}")
    numbers = sum(1 for t in tokens if t in ("<num>", "<bignum>"))
    out.append(f"numbers:{min(numbers, 4)}")
    out.append(f"length:{min(len(tokens) // 8, 6)}")
    out += [f"cue:{cue}" for cue in cues]
    if has_context:
        out.append("context")
    return out


def feature_id(feature: str) -> int:
    """A stable hash (Python's own hash() changes between runs)."""
    return zlib.crc32(feature.encode("utf-8")) % BUCKETS


@dataclass
class LinearModel:
    classes: tuple[str, ...]
    keys: array[int]  # sorted feature ids with a weight ("I")
    weights: array[float]  # len(keys) x len(classes), row-major ("f")
    bias: tuple[float, ...]
    temperature: float
    gates: dict[str, float] = field(default_factory=dict)  # fitted rates of the written rules (see router.py)

    @cached_property
    def _rows(self) -> dict[int, int]:
        return {key: row for row, key in enumerate(self.keys)}

    def scores(self, ids: Iterable[int]) -> list[float]:
        k = len(self.classes)
        total = list(self.bias)
        rows, weights = self._rows, self.weights
        for i in ids:
            row = rows.get(i)
            if row is not None:
                for c in range(k):
                    total[c] += weights[row * k + c]
        return total

    def probabilities(self, ids: Iterable[int]) -> dict[str, float]:
        scores = self.scores(ids)
        top = max(scores)
        exps = [math.exp((s - top) / self.temperature) for s in scores]
        norm = sum(exps)
        return {c: e / norm for c, e in zip(self.classes, exps)}

    # -- the file -------------------------------------------------------------------------
    def save(self, path: Path, meta: dict[str, object]) -> None:
        header = json.dumps({"classes": self.classes, "bias": self.bias, "temperature": self.temperature,
                             "gates": self.gates, "count": len(self.keys), **meta}).encode("utf-8")
        with path.open("wb") as handle:
            handle.write(_MAGIC + struct.pack("<I", len(header)) + header)
            handle.write(self.keys.tobytes())
            handle.write(self.weights.tobytes())

    @classmethod
    def load(cls, path: Path) -> LinearModel:
        data = path.read_bytes()
        if data[:4] != _MAGIC:
            raise ValueError(f"{path} is not a router model")
        (size,) = struct.unpack("<I", data[4:8])
        header = json.loads(data[8 : 8 + size])
        count, k = int(header["count"]), len(header["classes"])
        start = 8 + size
        keys = array("I")
        keys.frombytes(data[start : start + 4 * count])
        weights = array("f")
        weights.frombytes(data[start + 4 * count : start + 4 * count + 4 * count * k])
        if len(keys) != count or len(weights) != count * k:
            raise ValueError(f"{path} is truncated")
        return cls(tuple(header["classes"]), keys, weights, tuple(header["bias"]), float(header["temperature"]),
                   dict(header.get("gates") or {}))


@lru_cache(maxsize=1)
def shipped_model() -> LinearModel:
    return LinearModel.load(MODEL_FILE)


def predict(text: str, cues: Iterable[str], has_context: bool, model: Callable[[], LinearModel] = shipped_model) -> dict[str, float]:
    return model().probabilities(feature_id(f) for f in features(text, cues, has_context))
