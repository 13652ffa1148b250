"""Text taken from documents made to read as prose, and kept to a bounded length: what
answers, summaries and key points show (their passages keep pointers to the original)."""

from __future__ import annotations

import re

MAX_ANSWER_CHARS = 600
MAX_SUMMARY_CHARS = 1_500
MAX_POINT_CHARS = 300


def prose(text: str) -> str:
    """Hard-wrapped lines joined (a line break inside a paragraph is the file's, not the
    author's), soft hyphens dropped, tabs and runs of spaces made one space; paragraphs and
    the lines of a list or a table stay."""
    text = text.replace("\u00ad", "").replace("\t", " ")
    paragraphs = []
    for paragraph in re.split(r"\n\s*\n", text):
        lines = [line.strip() for line in paragraph.split("\n") if line.strip()]
        joined: list[str] = []
        for line in lines:
            listed = bool(re.match(r"^(?:[-*•]|\d+[.)]|[A-Za-z_][\w ]*:)\s", line))
            if joined and not listed and re.search(r"\w\u2010$", joined[-1]) and re.match(r"^[a-z]", line):
                joined[-1] = joined[-1][:-1] + line  # a manual page's hyphenation: "sub\u2010" "ject"
            elif joined and not listed and re.search(r"\w-$", joined[-1]) and re.match(r"^[a-z]", line):
                joined[-1] = joined[-1] + line  # a word broken at the line end: "well-" "known"
            elif joined and not listed and not joined[-1].endswith((".", ":", ";", "!", "?")):
                joined[-1] = f"{joined[-1]} {line}"
            elif joined and not listed and re.match(r"^[a-z(]", line):
                joined[-1] = f"{joined[-1]} {line}"
            else:
                joined.append(line)
        paragraphs.append("\n".join(re.sub(r" {2,}", " ", line) for line in joined))
    return "\n\n".join(p for p in paragraphs if p)



def bounded(text: str, limit: int, focus: str = "") -> str:
    """`text` if it fits; else about `limit` characters of it, cut at words and marked with
    "…", around the first place a content word of `focus` (the question) occurs."""
    if len(text) <= limit:
        return text
    start = 0
    # Longest first; among equals, the question's order (a set's would vary with the hash seed).
    for word in sorted(dict.fromkeys(re.findall(r"[\w-]{4,}", focus)), key=len, reverse=True):
        found = text.lower().find(word.lower())
        if found >= 0:
            start = max(0, found - limit // 3)
            break
    start = min(start, len(text) - limit)
    if start > 0:
        space = text.find(" ", start)
        start = space + 1 if 0 <= space < start + 40 else start
    end = start + limit - 2
    if end < len(text):
        space = text.rfind(" ", start, end)
        end = space if space > start + limit // 2 else end
    return ("…" if start > 0 else "") + text[start:end].strip() + ("…" if end < len(text) else "")
