"""How likely an extracted answer is right: a calibrated estimate from evidence the code
can check, learned on the public pool's SQuAD 2.0 questions by
`scripts/train_answer_confidence.py` (half of whose questions have no answer in the
documents).

The evidence: how much of the question the answer sentence covers, with stems and with
the words as written ("fitness" is not "fit"); whether the question's rarest word occurs
in the answer or in any retrieved passage; retrieval strength and margin; whether the
answer holds the kind of thing asked for (a date for "when", a number for "how many", a
name for "who"); negation; numbers of the question missing from the answer. Words that
name the answer's document ("in the March financial statement") count as covered.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

from assistant.engines.offline.extract import Extraction, expected_shapes, holds_shape, unanchored, without_other_lengths
from assistant.lexicon import AGED, WHAT_DAY, without_degree
from assistant.logistic import ConfidenceModel
from assistant.retrieval.text import STOPWORDS, fold, light, tokenize
from assistant.schemas import Snippet

MODEL_FILE = Path(__file__).resolve().parents[2] / "data" / "answer_confidence.json"
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
_NEGATION = re.compile(r"\b(?:not|never|no|none|nobody|nothing|neither|nor|without|cannot|n't)\b|n't\b", re.I)
_NUMBER = re.compile(r"\b\d[\d,.]*(?:st|nd|rd|th)?\b")  # "the 22nd" is not "the 32nd"
# Words that ask, rather than say what about.
_ASKING = frozenset("what which who whom whose when where why how does did do is are was were name many much "
                    "type kind called term year get gets got getting gotten".split())


def _forms(text: str) -> set[str]:
    return {light(w) for w in _WORD.findall(fold(text).lower())}


@lru_cache(maxsize=1)
def _opposites() -> dict[str, frozenset[str]]:
    from assistant.lexicon import OPPOSITE_PAIRS

    found: dict[str, set[str]] = {}
    for a, b in OPPOSITE_PAIRS:
        found.setdefault(light(a), set()).add(light(b))
        found.setdefault(light(b), set()).add(light(a))
    return {w: frozenset(o) for w, o in found.items()}


def _opposite_asked(question: str, sentence: str) -> bool:
    """The question says a word the sentence lacks whose opposite the sentence says ("the
    smallest" of "the largest")."""
    asked, said, opposites = _forms(question), _forms(sentence), _opposites()
    return any(w not in said and opposites.get(w, frozenset()) & said for w in asked)


def _content(question: str) -> list[str]:
    return [light(w) for w in _WORD.findall(fold(question).lower()) if w not in STOPWORDS and w not in _ASKING and len(w) > 1]


def features(question: str, extraction: Extraction, passages: list[Snippet]) -> dict[str, float]:
    if extraction.passage is None:
        return {}
    # "How *long* do I have to submit ...": the degree asks for a duration, as "when" asks
    # for a date; it is not a word the answer must hold (as the extraction reads it too).
    # Nor is a child's age ("can my 14 year old do the walk?"), which the rule answering it
    # writes as the line it draws ("under-16s"), never as the age asked.
    # Nor is the "night" of "what night is rehearsal?", which asks as "when" does.
    said = AGED.sub(" ", without_degree(WHAT_DAY.sub("when", question)))
    words = _content(said)
    # Words that name the answer's document ("in the March financial statement":
    # financial_statement_march_2025.md) say where to look; its sentences need not repeat them.
    named = _forms(re.sub(r"[_\-.]+", " ", Path(extraction.passage.doc_id).stem))
    # So do the words of the heading the sentence sits under ("## Requirements" over a list
    # of them), as the extraction's coverage counts them.
    heading = _forms(extraction.heading)
    # (Not the record's line shown before it to say whose it is: see Extraction.subject.)
    answered = extraction.text.removeprefix(f"{extraction.subject}; ") if extraction.subject else extraction.text
    answer_forms = _forms(answered) | named | heading
    passage_forms = set().union(*(_forms(p.text) for p in passages)) | named if passages else named
    weights = extraction.weights
    # In the question's order, not a set's: the rarest word's ties, and the float sums below,
    # must not depend on the process's hash seed.
    stems = {w: (tokenize(w) or [w])[0] for w in dict.fromkeys(words)}
    weight = {w: float(weights.get(stems[w], 1.0)) for w in dict.fromkeys(words)}
    total = sum(weight.values()) or 1.0
    exact = sum(v for w, v in weight.items() if w in answer_forms) / total
    rare = max(weight, key=weight.__getitem__) if weight else None
    scores = sorted((p.score for p in passages), reverse=True)
    top = scores[0] if scores else 0.0
    second = scores[1] if len(scores) > 1 else 0.0
    shapes = expected_shapes(question)
    q_numbers = set(_NUMBER.findall(said))
    # The document's words the sentence lacks, added to its coverage; those its heading holds
    # are counted in it already (a plain-text title names the document as its file does).
    added = {t for w in words if w in named for t in tokenize(w)} - set(tokenize(extraction.sentence)) \
        - set(tokenize(extraction.heading))
    out = {
        "coverage": min(1.0, extraction.coverage + sum(v for t, v in weights.items() if t in added)
                        / (sum(weights.values()) or 1.0)),  # over every token, as the extraction's own coverage
        "coverage_lead": extraction.coverage - extraction.runner_up,
        "passage_coverage": extraction.passage_coverage,
        "exact_coverage": exact,
        "rare_missing_answer": float(rare is not None and rare not in answer_forms),
        "rare_missing_passages": float(rare is not None and rare not in passage_forms),
        "missing_in_passages": sum(1 for w in weight if w not in passage_forms) / max(1, len(weight)),
        # The best passage's score over the most the question's words could weigh: a raw BM25
        # score grows with the folder (rarer words weigh more among more documents), and made
        # the same right answer 0.26 in a four-document folder where a Wikipedia article's
        # earned 0.6. As a share it means the same in both.
        "top_ratio": max(top, 0.0) / (sum(weights.values()) or 1.0),
        "margin": (top - second) / top if top > 0 else 0.0,
        "best_passage": float(extraction.rank == 0),
        "type_asked": float(bool(shapes)),
        "type_found": float(bool(shapes) and holds_shape(without_other_lengths(unanchored(answered, question), question), shapes)),
        "negation_asked": float(bool(_NEGATION.search(question))),
        "negation_unmatched": float(bool(_NEGATION.search(question)) and not _NEGATION.search(extraction.sentence)),
        "numbers_missing": float(bool(q_numbers - set(_NUMBER.findall(answered)))),
        "terms": min(len(weight), 10) / 10,
        "opposite_asked": float(_opposite_asked(question, extraction.sentence)),
    }
    out.update(_alignment(said, " ".join([extraction.sentence, *sorted(named), extraction.heading])))
    for wh in ("what", "which", "who", "when", "where", "why", "how"):
        out[f"asks_{wh}"] = float(bool(re.match(rf"\s*(?:\w+\s+){{0,3}}{wh}\b", question.lower())))
    return out


def _alignment(question: str, sentence: str) -> dict[str, float]:
    """How the question's words line up with the answer sentence. A word that is missing
    while its neighbour in the question is present is usually a changed word ("the Warm
    War" where the passage says "the Cold War"): the question asks about something else."""
    question = fold(question)
    tokens = [light(w) for w in _WORD.findall(question.lower())]
    content = [(i, w) for i, w in enumerate(tokens) if w not in STOPWORDS and w not in _ASKING and len(w) > 1]
    present = _forms(sentence)
    missing = [(i, w) for i, w in content if w not in present]
    kept = {i for i, w in content if w in present}
    swapped = [w for i, w in missing if (i - 1) in kept or (i + 1) in kept]
    capitals = [w for w in re.findall(r"(?<!^)(?<![.?!]\s)\b[A-Z][a-z]+", question) if light(w) not in present]
    pairs = list(zip(content, content[1:]))
    joined = sum(1 for (_, a), (_, b) in pairs if a in present and b in present)
    return {
        "missing_words": min(len(missing), 5) / 5,
        "swapped_words": min(len(swapped), 3) / 3,
        "missing_names": min(len(capitals), 3) / 3,
        "pairs_kept": joined / len(pairs) if pairs else 1.0,
    }


@lru_cache(maxsize=1)
def shipped_model() -> ConfidenceModel:
    data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
    return ConfidenceModel(data["weights"], float(data["bias"]))


def confidence(question: str, extraction: Extraction, passages: list[Snippet]) -> float:
    """P(the answer holds what was asked), calibrated on the pool; 0 when nothing was found."""
    return shipped_model().probability(features(question, extraction, passages))
