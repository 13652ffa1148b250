"""Documents cut into passages: paragraph-sized, with offsets into the document text."""

from __future__ import annotations

from dataclasses import dataclass

from assistant.retrieval.loaders import Document
from assistant.retrieval.text import sentence_spans

CHUNK_TARGET = 700  # characters: about one paragraph, small enough to cite
CHUNK_MAX = 1200


@dataclass(frozen=True)
class Chunk:
    doc_id: str
    start: int
    end: int
    text: str

    @property
    def id(self) -> str:
        return f"{self.doc_id}#{self.start}-{self.end}"


def chunk_document(doc: Document) -> list[Chunk]:
    """Paragraph-sized passages with offsets into the document text."""
    text = doc.text
    pieces: list[tuple[int, int]] = []
    for start, end in _paragraph_spans(text):
        if end - start <= CHUNK_MAX:
            pieces.append((start, end))
            continue
        # A long paragraph is cut at sentence boundaries.
        run_start = None
        run_end = start
        for s, e in sentence_spans(text[start:end]):
            s, e = s + start, e + start
            if run_start is None:
                run_start = s
            elif e - run_start > CHUNK_TARGET:
                pieces.append((run_start, run_end))
                run_start = s
            run_end = e
        if run_start is not None:
            pieces.append((run_start, run_end))
    chunks: list[Chunk] = []
    cur_start: int | None = None
    cur_end = 0
    for start, end in pieces:
        if cur_start is not None and end - cur_start > CHUNK_TARGET:
            chunks.append(Chunk(doc.id, cur_start, cur_end, text[cur_start:cur_end]))
            cur_start = None
        if cur_start is None:
            cur_start = start
        cur_end = end
    if cur_start is not None:
        chunks.append(Chunk(doc.id, cur_start, cur_end, text[cur_start:cur_end]))
    return chunks


def _paragraph_spans(text: str) -> list[tuple[int, int]]:
    spans = []
    pos = 0
    for block in text.split("\n\n"):
        start = pos
        pos += len(block) + 2
        stripped = block.strip()
        if stripped:
            offset = block.index(stripped[0])
            spans.append((start + offset, start + offset + len(stripped)))
    return spans
