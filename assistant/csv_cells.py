"""A hand-written CSV's rows as their writer meant them."""

from __future__ import annotations

import re

# "£3,105" typed into a CSV unquoted is read as two cells, "£3" and "105": a number's head
# (a currency sign, one to three digits, maybe its own thousands) and a tail of three digits,
# maybe with words after it ("£2,800 to replace").
_HEAD = re.compile(r"^\s*[-+]?[£$€¥]?\d{1,3}(?:,\d{3})*\s*$")
_TAIL = re.compile(r"^\d{3}(?:\.\d+)?(?:\s*%)?(?:\s*[A-Za-z].*)?\s*$")


def rejoined(row: list[str], width: int) -> list[str]:
    """`row` with the cells a number's unquoted thousands separator split joined back, while it
    is wider than the header's `width`; as it was otherwise."""
    cells = list(row)
    i = 0
    while len(cells) > width and i < len(cells) - 1:
        if _HEAD.match(cells[i]) and _TAIL.match(cells[i + 1]):
            cells[i : i + 2] = [f"{cells[i]},{cells[i + 1]}"]
        else:
            i += 1
    return cells if len(cells) == width else row
