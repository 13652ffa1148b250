"""How-to questions over manual pages: the option that does the task, from the page of the
command that does it, or the ordinary reader when no option says every word of it."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.prose import MAX_ANSWER_CHARS
from assistant.retrieval import manuals
from tests.asking import ask_folder, with_cache


def page(command: str, purpose: str, description: str, *entries: tuple[str, str]) -> str:
    """A manual page as `man` renders it (80 columns, entries indented under DESCRIPTION)."""
    options = "".join(f"       {head}\n              {said}\n\n" for head, said in entries)
    return (f"{command.upper()}(1)                 User Commands                 {command.upper()}(1)\n\n"
            f"NAME\n       {command} - {purpose}\n\n"
            f"SYNOPSIS\n       {command} [OPTION]... [FILE]...\n\n"
            f"DESCRIPTION\n       {description}\n\n{options}"
            f"AUTHOR\n       Written by the tests.\n")


PAGES = {
    "man_tally.txt": page("tally", "print newline, word, and byte counts for each file",
                          "Print newline, word, and byte counts for each FILE, and a total line if more than one FILE "
                          "is specified.",
                          ("-c, --bytes", "print the byte counts"), ("-l, --lines", "print the newline counts"),
                          ("-w, --words", "print the word counts")),
    "man_seek.txt": page("seek", "print lines that match patterns",
                         "seek searches for PATTERNS in each FILE.",
                         ("-c, --count", "Suppress normal output; instead print a count of matching lines for each "
                                         "input file."),
                         ("-i, --ignore-case", "Ignore case distinctions in patterns and input data."),
                         ("-v, --invert-match", "Invert the sense of matching, to select non-matching lines.")),
    "man_dedup.txt": page("dedup", "report or omit repeated lines",
                          "Filter adjacent matching lines from INPUT, writing to OUTPUT.",
                          ("-c, --count", "prefix lines by the number of occurrences"),
                          ("-d, --repeated", "only print duplicate lines, one for each group")),
    "man_lister.txt": page("lister", "list directory contents",
                         "List information about the FILEs (the current directory by default).",
                         ("-a, --all", "do not ignore entries starting with ."),
                         ("--hide=PATTERN", "do not list implied entries matching shell PATTERN"),
                         ("-S", "sort by file size, largest first"),
                         ("-s, --size", "print the allocated size of each file, in blocks")),
    "man_join.txt": page("join", "concatenate files and print on the standard output",
                         "Concatenate FILE(s) to standard output.",
                         ("-n, --number", "number all output lines"), ("-E, --show-ends", "display $ at end of each line")),
    "man_numbered.txt": page("numbered", "number lines of files",
                             "Write each FILE to standard output, with line numbers added.",
                             ("-i, --line-increment=NUMBER", "line number increment at each line")),
    "man_polish.txt": page("polish", "polish widgets",
                           "Polish each WIDGET.",
                           ("-g, --gloss", "give widgets a gloss finish. " + "The finish is applied in thin coats. " * 60)),
}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("manuals")
    docs = root / "docs"
    docs.mkdir()
    for name, text in PAGES.items():
        (docs / name).write_text(text)
    (docs / "handbook.md").write_text(
        "# Leave\n\nTo request annual leave, submit the form in the HR portal two weeks ahead. "
        "Your manager approves it within three working days.\n")
    return docs, root / "cache"


@pytest.fixture
def folder(isolated: Path, built: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch) -> Path:
    return with_cache(built, monkeypatch)


@pytest.mark.parametrize(("question", "source", "answer"), [
    # grep's "--count ... matching lines ... file" says the words too; tally is for counting.
    ("How do I count the lines in a file?", "man_tally.txt", "tally -l, --lines: print the newline counts"),
    ("how can I count the words in a file", "man_tally.txt", "tally -w, --words: print the word counts"),
    ("How do I search for a pattern ignoring case?", "man_seek.txt", "seek -i, --ignore-case"),
    # Listed by size is a sort: -S, not -s ("--size" is the words, but prints sizes).
    ("How do I list files by size?", "man_lister.txt", "lister -S: sort by file size, largest first"),
    # What the command is for says the task, and -d's own words do not say "remove".
    ("How do I remove duplicate lines from a file?", "man_dedup.txt", "dedup - report or omit repeated lines"),
    # The task names its command: join's -n, though numbered's whole purpose is numbering lines.
    ("How do I show line numbers with join?", "man_join.txt", "join -n, --number: number all output lines"),
    ("How do I number the lines of a file?", "man_numbered.txt", "numbered - number lines of files"),
])
def test_a_how_to_is_answered_by_the_option_that_does_it(folder: Path, question: str, source: str, answer: str) -> None:
    turn = ask_folder(folder, question)
    reply = turn["response"]
    assert reply["sources"] == [source]
    assert reply["answer"].startswith(answer)
    assert reply["confidence"] == manuals.CONFIDENCE and reply["status"] == "answered"
    cited = reply["snippets"][0]
    assert cited["doc_id"] == source
    # The cited passage is where its pointer says, in the page as written.
    start, end = map(int, cited["chunk_id"].rsplit("#", 1)[1].split("-"))
    assert " ".join(PAGES[source][start:end].split()) == " ".join(cited["text"].split())
    assert turn["tools_used"][-1] == "manual_lookup"


def test_an_option_that_does_the_opposite_is_not_the_way(folder: Path) -> None:
    # "--hide: do not list implied entries" says "list" the other way round; nothing says
    # "hidden" (the -a entry speaks of "entries starting with ."): no lookup answer.
    reply = ask_folder(folder, "How do I show hidden files?")["response"]
    assert reply["confidence"] < 0.5 or "--hide" not in reply["answer"]
    assert reply["confidence"] != manuals.CONFIDENCE


def test_a_how_to_outside_the_manuals_is_read_as_any_question(folder: Path) -> None:
    reply = ask_folder(folder, "How do I request annual leave?")["response"]
    assert reply["sources"][:1] == ["handbook.md"]
    assert "HR portal" in reply["answer"]


def test_a_question_naming_an_option_is_not_a_lookup(folder: Path) -> None:
    turn = ask_folder(folder, "How do I use tally -l?")
    assert "manual_lookup" not in turn["tools_used"]


@pytest.mark.parametrize(("question", "task"), [
    ("How do I count the lines in a file?", "count the lines in a file"),
    ("how can i list files by size", "list files by size"),
    ("How to decompress a .gz file?", "decompress a .gz file"),
    ("What's the command to show hidden files?", "show hidden files"),
    ("Which option lets me ignore case?", "ignore case"),
    ("What is the capital of France?", None),
    ("How much does the premium plan cost?", None),
])
def test_the_task_of_a_how_to(question: str, task: str | None) -> None:
    assert manuals.task(question) == task


def test_a_manual_page_is_known_by_its_name_section() -> None:
    found = manuals.manual("man_tally.txt", PAGES["man_tally.txt"])
    assert found is not None
    assert found.commands == ("tally",)
    assert found.purpose == "print newline, word, and byte counts for each file"
    assert found.description.startswith("Print newline, word, and byte counts")
    assert PAGES["man_tally.txt"][found.line[0]:found.line[1]].startswith("tally - print newline")
    assert manuals.manual("notes.txt", "Meeting notes\n\nName: Alice - owner of the plan\n") is None
    wrapped = "NAME\n       pgrep, pkill - look up, signal, or wait for processes based on\n       name and other attributes\n"
    several = manuals.manual("man_pgrep.txt", wrapped)
    assert several is not None and several.commands == ("pgrep", "pkill")
    assert several.purpose.endswith("based on name and other attributes")


def test_a_long_entry_is_cut_as_any_answer(folder: Path) -> None:
    reply = ask_folder(folder, "How do I give my widgets a gloss finish?")["response"]
    assert reply["sources"] == ["man_polish.txt"] and reply["answer"].startswith("polish -g, --gloss: give widgets")
    assert len(reply["answer"]) <= MAX_ANSWER_CHARS
