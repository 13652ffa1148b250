"""A logistic model over named features, as the training scripts write it (weights by name,
a bias): the answer and table confidences are both one, read without scikit-learn."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class ConfidenceModel:
    weights: Mapping[str, float]
    bias: float

    def probability(self, values: Mapping[str, float]) -> float:
        """P(right) from the evidence; 0 when there is none (nothing was found)."""
        if not values:
            return 0.0
        z = self.bias + sum(self.weights.get(k, 0.0) * v for k, v in values.items())
        return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))
