"""Generate N synthetic documents (reproducible) for retrieval benchmarks.

    python bench/gen_corpus.py N OUT_DIR
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

WORDS = ("market revenue supplier audit policy retention export customer plant widget gadget river city council "
         "budget forecast quarter region product line risk vendor contract training access account ledger invoice "
         "shipment freight warehouse inventory pricing margin tax payroll hiring office lease energy water transport "
         "software network server backup incident review committee board election museum library harbour bridge").split()
NAMES = ["Alder", "Birch", "Cedar", "Dunmore", "Elm", "Fenwick", "Garrow", "Hollis", "Ivers", "Juniper", "Kestrel", "Larch"]


def document(rng: random.Random, n: int) -> str:
    name = f"{rng.choice(NAMES)} {rng.choice(WORDS).title()} {n}"
    paragraphs = [f"# Report {n}: {name}"]
    for _ in range(rng.randint(3, 6)):
        sentences = []
        for _ in range(rng.randint(3, 6)):
            words = rng.sample(WORDS, rng.randint(6, 12))
            sentences.append(f"The {words[0]} of {name} " + " ".join(words[1:]) + f" reached {rng.randint(10, 99999):,}.")
        paragraphs.append(" ".join(sentences))
    return "\n\n".join(paragraphs) + "\n"


def main() -> None:
    n, out = int(sys.argv[1]), Path(sys.argv[2])
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(7)
    for i in range(n):
        (out / f"doc_{i:05d}.md").write_text(document(rng, i), encoding="utf-8")


if __name__ == "__main__":
    main()
