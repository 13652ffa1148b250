"""A section a request names ("summarize the section on expenses", "the key points of the
parental leave policy"): found by the words of the document's own headings."""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

from assistant.retrieval.text import tokenize

# Markdown headings, as every loader writes a document's (Word's too): (level marks, text).
HEADING = re.compile(r"^(#{1,6})[ \t]+(.+?)[ \t#]*$", re.MULTILINE)
_NUMBERING = re.compile(r"^\s*(?:\d+(?:\.\d+)*\.?|[A-Z]\.|[IVX]+\.)\s+")
MIN_SHARE = 0.5  # of the heading's words the request must say ("security" names "Equipment and security")


# A letter's or a notice's title: a short first line set apart by a blank line, not a sentence.
_TITLE_LINE = re.compile(r"\A[ \t]*([^\n.:;!?]{3,80}?)(?<!,)[ \t]*\n[ \t]*\n")  # not "Dear Mrs Lindqvist,"


def last_heading(text: str, first: bool) -> str:
    """The last heading a passage holds ("## Charges"), or, for a document's first passage with
    none, its title line ("Rosewood House Care Home"); else ""."""
    headings = list(HEADING.finditer(text))
    if headings:
        return headings[-1][2].strip()
    title = _TITLE_LINE.match(text) if first else None
    return title[1] if title is not None and len(title[1].split()) <= 10 else ""


@dataclass(frozen=True)
class Section:
    heading: str  # as the document writes it, numbering aside: "Parental leave"
    text: str  # the heading and everything under it, down to the next heading of its level or above


def named_section(request: str, text: str, ignore: Collection[str] = ()) -> Section | None:
    """The one section whose heading the request says (at least half its words, in any
    inflection), or None: none does, two do equally, or it is the whole document (its title)."""
    said = set(tokenize(request)) - set(ignore)
    if not said:
        return None
    headings = list(HEADING.finditer(text))
    scored: list[tuple[float, int, int]] = []
    for k, heading in enumerate(headings):
        words = set(tokenize(_NUMBERING.sub("", heading[2])))
        held = words & said
        if not held or len(held) / len(words) < MIN_SHARE:
            continue
        scored.append((len(held) / len(words), len(held), k))
    if not scored:
        return None
    scored.sort(reverse=True)
    if len(scored) > 1 and scored[0][:2] == scored[1][:2]:
        return None  # "the policy" of a handbook whose every section is one
    k = scored[0][2]
    level = len(headings[k][1])
    end = next((h.start() for h in headings[k + 1:] if len(h[1]) <= level), len(text))
    start = headings[k].start()
    if start == 0 and end == len(text) or not text[headings[k].end():end].strip():
        return None  # the document's title, or a heading with nothing under it
    return Section(_NUMBERING.sub("", headings[k][2]).strip(), text[start:end].strip())
