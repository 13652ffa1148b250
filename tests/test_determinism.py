"""The same question gets the same answer and the same confidence in every process: nothing
may depend on the order of a set, which Python varies from run to run (PYTHONHASHSEED)."""

from __future__ import annotations

import os
import subprocess
import sys

SEEDS = ("0", "1", "2", "3", "4", "5", "6", "7")

# The answer window around the question's first long word (two words of equal length, far
# apart in the text), and the answer confidence of a question whose rarest words tie.
PROBE = r"""
from assistant.prose import bounded
from assistant.engines.offline.answer_confidence import features
from assistant.engines.offline.extract import extract_answer
from assistant.schemas import Snippet

text = "harbour " + "filler " * 120 + "ferries " + "filler " * 120 + "end"
print(bounded(text, 200, focus="When do the ferries leave the harbour?")[:40])
passages = [Snippet(doc_id="a.txt", chunk_id="a.txt#0", text="The ferry leaves at noon. The bridge opened in 1990.", score=3.0),
            Snippet(doc_id="b.txt", chunk_id="b.txt#0", text="The tunnel closed in 1991. The ferry is blue.", score=2.0)]
question = "When did the tunnel or the bridge open?"
found = extract_answer(question, passages, {"tunnel": 2.0, "bridg": 2.0, "open": 1.0})
values = features(question, found, passages)
print(found.text, sorted(values.items()))
"""


def test_answers_and_their_evidence_do_not_depend_on_the_hash_seed() -> None:
    outputs = set()
    for seed in SEEDS:
        env = {**os.environ, "PYTHONHASHSEED": seed}
        run = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, check=True,
                             stdin=subprocess.DEVNULL)
        outputs.add(run.stdout)
    assert len(outputs) == 1, outputs
    assert next(iter(outputs)).startswith("…")  # the window is around "ferries", the question's first long word
