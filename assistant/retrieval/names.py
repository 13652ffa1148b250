"""A request that names a document ("license_BSD.txt", "README.FHS", "the BSD licence",
"the backup plan"): which document it names, by file name, stem or title."""

from __future__ import annotations

import functools
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from assistant.retrieval.text import STOPWORDS, fold, light, tokenize

# Something written as a file name: a stem and an extension ("notes.md", "README.FHS",
# "gpl-2.0.txt") or an identifier with "_" ("license_BSD").
_FILE_LIKE = re.compile(r"(?<![\w/.-])([A-Za-z][\w-]*(?:\.[A-Za-z0-9][\w-]*)+|[A-Za-z][A-Za-z0-9-]*_[\w-]+)(?![\w/-])")
# British and American spellings of the words file names use most.
_SPELLING = {"licence": "license", "catalogue": "catalog", "organisation": "organization", "programme": "program"}
_WORD = re.compile(r"[a-z0-9]+")
_DOCUMENT_SUFFIXES = frozenset("txt md markdown csv tsv json html htm pdf gz log rst text".split())
# Extensions alone ("a tar.gz file", "my tar.bz2 backups"): a kind of file, not one file's name.
_FILE_TYPES = _DOCUMENT_SUFFIXES | frozenset("tar tgz zip bz2 xz zst 7z rar docx doc xlsx xls pptx odt png jpg jpeg gif "
                                              "svg mp3 mp4 iso deb rpm exe yaml yml xml ini conf".split())


@dataclass(frozen=True)
class Named:
    """The document a request names (None: it names none, or none that exists), and what to
    tell the user about the choice (None when there is nothing to say)."""

    doc_id: str | None
    note: str | None = None
    explicit: bool = False  # named by its file name or stem as written ("license_BSD.txt"), not by words


def _forms(text: str) -> set[str]:
    """The words of a name or request as written, lower-cased, plural aside, one spelling
    ("licences" -> "license"), stopwords dropped. No stemming: it is run on every name of
    the folder at each request, and plain words are what names are made of."""
    return {_light(_SPELLING.get(w, w)) for w in _WORD.findall(fold(text).lower()) if w not in STOPWORDS}


_light = functools.lru_cache(maxsize=1 << 16)(light)  # names of one folder repeat their words


def _name(doc_id: str) -> str:
    return doc_id.rsplit("/", 1)[-1]


def _stem(name: str) -> str:
    return name.rsplit(".", 1)[0] if "." in name[1:] else name


def name_words(doc_id: str) -> list[str]:
    """The lower-cased words of a document's file name, extension aside, in order:
    ["employee", "handbook"] for docs/employee_handbook.md."""
    return re.findall(r"[a-z0-9]+", fold(re.split(r"[\\/]", doc_id)[-1].rsplit(".", 1)[0]).lower())


def joined_in_name(question: str, doc_id: str) -> list[str]:
    """The question's words that its file name writes joined to another ("call", of "on call",
    for oncall_rota.csv; "sheet" for timesheet.csv): named by it, as its separate words are."""
    joined = [w for w in name_words(doc_id) if len(w) >= 6]
    return [w for w in dict.fromkeys(re.findall(r"[a-z]{4,}", fold(question).lower())) if w not in STOPWORDS
            and any(n != w and (n.startswith(w) or n.endswith(w)) and len(n) - len(w) >= 2 for n in joined)]


def _acronyms(text: str) -> set[str]:
    """The initials of runs of two to five capitalised words: "Mozilla Public License" ->
    "mpl", "GNU General Public License" -> "ggpl", "gpl"; file names use the short form."""
    found: set[str] = set()
    for run in re.findall(r"(?:\b[A-Z][A-Za-z]*\b[ -]?){2,5}", text):
        initials = "".join(w[0] for w in run.split()).lower()
        found.update(initials[i:] for i in range(len(initials) - 2))
    return found


def named_document(request: str, documents: Iterable[str], title: Callable[[str], str],
                   ignore: Iterable[str] = ()) -> Named:
    """The document `request` names. An explicit file name that matches no document is said
    (never silently replaced by another); a name that fits several is resolved to the best
    fit, and said."""
    names = {doc_id: _name(doc_id) for doc_id in documents}
    for written in _FILE_LIKE.findall(request):
        low = written.lower().rstrip(".")
        exact = [d for d, n in names.items() if n.lower() == low or d.lower() == low]
        stem = [d for d, n in names.items() if _stem(n).lower() == low]
        found = exact or stem
        if len(found) == 1:
            return Named(found[0], explicit=True)
        if len(found) > 1:
            return Named(sorted(found)[0], f"several documents are named {written}: {', '.join(sorted(found))}; "
                                           f"used {sorted(found)[0]}", explicit=True)
        if written.lower().rsplit(".", 1)[-1] in _DOCUMENT_SUFFIXES and not all(p in _FILE_TYPES for p in low.split(".")):
            # Written as a document's file name ("notes_holidays.txt"), not as "node.js", "e.g"
            # or a kind of file ("a tar.gz file") that no document is named.
            return Named(None, f"no document is named {written}")
    ignored = _forms(" ".join(ignore))
    wanted = (_forms(request) | _acronyms(request)) - ignored
    if not wanted:
        return Named(None)
    by_name = {d: _forms(_stem(n)) for d, n in names.items()}
    # Titles are read only where one of the wanted words is in them as text.
    keys = {w for w in wanted if len(w) > 1}
    by_title = {d: _forms(t) - ignored for d in names if (t := title(d)) and any(k in t.lower() for k in keys)}
    candidates = [d for d in names if (by_name[d] | by_title.get(d, set())) & wanted]
    if not candidates:
        return Named(None)
    # A word many names share ("license", "man", "notes") says little about which document is
    # meant; one only this name has ("lgpl", "sed") says nearly all: words weigh by how few
    # names have them. A version number weighs only when said ("the GPL-2").
    df = Counter(w for words in by_name.values() for w in words)
    n = len(names)

    def share(words: set[str]) -> float:
        weight = {w: math.log(1 + n / df.get(w, 1)) for w in words if not w.isdigit() or w in wanted}
        total = sum(weight.values())
        return sum(v for w, v in weight.items() if w in wanted) / total if total else 0.0

    scores: list[tuple[float, str]] = []
    said: dict[str, set[str]] = {}
    for doc_id in candidates:
        titled = by_title.get(doc_id, set())
        said[doc_id] = (by_name[doc_id] | titled) & wanted
        best = max(share(by_name[doc_id]), len(titled & wanted) / len(titled) if titled else 0.0)
        if best >= 0.5:
            scores.append((best, doc_id))
    if not scores:
        return Named(None)
    # Equal shares: the name that says more of the request wins ("GPL version 2": GPL-2).
    scores.sort(key=lambda x: (-x[0], -len(said[x[1]]), x[1]))
    chosen = scores[0][1]
    # Other documents whose names say every word that chose this one: the name is ambiguous.
    rivals = sorted(d for _, d in scores[1:] if said[chosen] <= said[d])
    if rivals:
        fits = ", ".join([chosen, *rivals][:4])
        return Named(chosen, f"several documents fit that name ({fits}); used {chosen}, the closest")
    return Named(chosen)


def without_name(request: str, doc_id: str) -> str:
    """The request without the words of the document's name ("What does sed -i do?" ->
    "What does -i do?"); empty when nothing else is left."""
    name = _forms(_stem(_name(doc_id)))
    kept = [w for w in request.split() if not (_forms(w) and _forms(w) <= name)]
    rest = " ".join(kept)
    return rest if tokenize(rest) else ""


_SHEET_WORDS = frozenset({"spreadsheet", "sheet", "csv", "tsv"})


def named_by_kind(request: str, documents: Iterable[str], ignore: Iterable[str] = ()) -> str | None:
    """The one document a request names by what it is rather than what it is called: the
    only one whose file name ends in a word the request says ("the spreadsheet":
    product_b_spreadsheet.csv, "the handbook": employee_handbook.md), else the only table
    file when it asks for "the spreadsheet" or "the CSV". None when that is not one document."""
    wanted = _forms(request) - _forms(" ".join(ignore))
    names = {doc_id: name_words(doc_id) for doc_id in documents}
    headed = [d for d, words in names.items() if words and _light(words[-1]) in wanted]
    if len(headed) == 1:
        return headed[0]
    sheets = [d for d in names if _name(d).lower().rsplit(".", 1)[-1] in ("csv", "tsv")]
    return sheets[0] if not headed and len(sheets) == 1 and wanted & _SHEET_WORDS else None
