"""The document retriever tool: ranked passages with document and chunk ids."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from assistant.lexicon import AGED, DEADLINE, WHAT_TIME, without_degree
from assistant.schemas import Snippet

if TYPE_CHECKING:
    from assistant.retrieval.corpus import Corpus


_GET = re.compile(r"\b(?:get|gets|got|getting|gotten)\b", re.IGNORECASE)


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
    if AGED.search(searched) and corpus.has_form("age"):
        # "How much do I get for a 9 year old?" of "Age 5 to 10: £205 a week": an age asked of.
        searched = f"{searched} age"
    return [
        Snippet(doc_id=hit.chunk.doc_id, chunk_id=hit.chunk.id, text=hit.chunk.text, score=round(hit.score, 4),
                heading=corpus.heading_over(hit.chunk))
        for hit in corpus.search(searched, k=k, boost_docs=boost, within=within)
    ]


def describe(snippets: list[Snippet]) -> list[dict[str, object]]:
    """What the audit keeps of a retrieval: ids and scores, not whole passages."""
    return [{"doc_id": s.doc_id, "chunk_id": s.chunk_id, "score": s.score} for s in snippets]
