"""The document retriever tool: ranked passages with document and chunk ids."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from assistant.lexicon import (AGE_LIMIT_ASKED, AGE_RULE, AGED, CLOCK_BOUND_ASKED, CLOCK_SPAN, DEADLINE, HOW_DEGREE, IT_TAKES, WHAT_TIME,
                               without_degree)
from assistant.retrieval.text import tokenize
from assistant.schemas import Snippet

if TYPE_CHECKING:
    from assistant.retrieval.chunking import Chunk
    from assistant.retrieval.corpus import Corpus, Hit


_GET = re.compile(r"\b(?:get|gets|got|getting|gotten)\b", re.IGNORECASE)
# The measure a degree asks of, as a rule or a table names it.
_DEGREE_NOUN = {"tall": "height", "high": "height", "wide": "width", "deep": "depth", "heavy": "weight",
                "big": "size", "large": "size", "fast": "speed"}


def retrieve_documents(corpus: Corpus, query: str, k: int = 5, boost: tuple[str, ...] = (),
                       within: tuple[str, ...] = ()) -> list[Snippet]:
    # "How long ...": the degree asked for is not searched for (nor the "take" of "how long will
    # delivery take?", which a returns policy's "you can take the item to a store" holds), nor is the
    # "get" of "how much holiday do I get?", which a benefits page's "you get 2 extra days'
    # holiday" holds and a contract's "you are entitled to 25 days' holiday" does not, nor the
    # "time" of "what time can I collect him?", which a vet's "Opening times" holds, nor the
    # "deadline" of "when is the deadline for a postal vote?".
    searched = _GET.sub(" ", DEADLINE.sub(" ", WHAT_TIME.sub("when", without_degree(query))))
    if not searched.strip(" ?.!"):
        searched = query
    elif not tokenize(searched) and (degree := HOW_DEGREE.search(query)) and degree[1].lower() in _DEGREE_NOUN:
        # "How tall do you have to be?" asks of nothing but the degree: it is what to look for,
        # as a rule writes it ("130cm tall") or names it ("minimum height").
        searched = f"{searched} {degree[1]} {_DEGREE_NOUN[degree[1].lower()]}"
    elif not tokenize(searched) and (taken := IT_TAKES.search(query)) and HOW_DEGREE.search(query):
        # "How long will it take?" of a quote that says "take 5 working days": with nothing else
        # named, how the span is said is all there is to look for.
        searched = f"{searched} {taken['take']}"
    if AGED.search(searched) and corpus.has_form("age"):
        # "How much do I get for a 9 year old?" of "Age 5 to 10: £205 a week": an age asked of.
        searched = f"{searched} age"
    limit = AGE_LIMIT_ASKED.match(query)
    if limit:
        searched = f"{searched} age"  # "how old do you have to be?" of "Age: 17 to 65"
    hits = corpus.search(searched, k=k, boost_docs=boost, within=within)
    if (limit or AGED.search(query)) and not any(AGE_RULE.search(hit.chunk.text) for hit in hits):
        # ... nor with "can my 14 year old come?" but for its verb, which a passage about
        # something else may hold too: the folder's age rules join what was found.
        rules = _saying(AGE_RULE, corpus, min(2, k) if hits else k, within)
        ruled = {rule.chunk.id for rule in rules}
        hits = [hit for hit in hits if hit.chunk.id not in ruled][:max(k - len(rules), 0)] + rules
    if not hits and CLOCK_BOUND_ASKED.search(query) and len(spans := _saying(CLOCK_SPAN, corpus, 2, within)) == 1:
        # "What time does it start?" of a folder that never says "start": its one passage that
        # gives a span of the clock ("Sessions run from 10am to 2pm") says it in its own words.
        # (Of two, which one is "it" is not known: still not found.)
        hits = spans
    return [
        Snippet(doc_id=hit.chunk.doc_id, chunk_id=hit.chunk.id, text=hit.chunk.text, score=round(hit.score, 4),
                heading=corpus.heading_over(hit.chunk))
        for hit in hits
    ]


# A folder of up to this many passages is read through for its age rules or its clock spans; a
# bigger one is only searched (reading every passage of a large folder costs more than a turn may).
_READ_THROUGH = 5000


def read_through(corpus: Corpus) -> Sequence[Chunk]:
    """The folder's passages to read one by one, for what no search finds; none of a folder too big
    to read through in a turn."""
    return corpus.chunks if len(corpus.chunks) <= _READ_THROUGH else ()


def _saying(said: re.Pattern[str], corpus: Corpus, k: int, within: tuple[str, ...]) -> list[Hit]:
    """The passages that say what a question's words cannot find, in the folder's order: an age
    rule ("You must be 16 or over", "Drivers must be at least 23") shares no word with "how old
    do you have to be?"."""
    from assistant.retrieval.corpus import Hit

    ruled = (chunk for chunk in read_through(corpus) if (not within or chunk.doc_id in within) and said.search(chunk.text))
    return [Hit(chunk, 0.0) for chunk, _ in zip(ruled, range(k))]


def describe(snippets: list[Snippet]) -> list[dict[str, object]]:
    """What the audit keeps of a retrieval: ids and scores, not whole passages."""
    return [{"doc_id": s.doc_id, "chunk_id": s.chunk_id, "score": s.score} for s in snippets]
