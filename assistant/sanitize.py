"""Text at the boundary: what comes in from arguments, lines, files and names is made into
valid Unicode once, so nothing further in can fail to encode it.

Python hands over undecodable bytes as lone surrogates (an argument `caf\\xe9`, a latin-1
file name, JSON's "\\ud800"); any later `encode("utf-8")` (a log line, a session file, a
terminal) would raise. They become U+FFFD here.
"""

from __future__ import annotations

import re

_SURROGATE = re.compile("[\ud800-\udfff]")
REPLACEMENT = "\ufffd"


def has_surrogates(text: str) -> bool:
    return _SURROGATE.search(text) is not None


def scrub(text: str) -> str:
    """`text` with every lone surrogate replaced by U+FFFD (valid UTF-8 from here on)."""
    return _SURROGATE.sub(REPLACEMENT, text) if _SURROGATE.search(text) else text


def shown(value: object) -> str:
    """A value (often a path) as it can be printed whatever its bytes were."""
    return scrub(str(value))
