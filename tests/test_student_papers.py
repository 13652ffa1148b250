"""A student's papers, asked as a student asks: the verb of "can I eat in the library?" is
the asker's, an address in a syllabus is an email, and "when do they ...", "what do I have on
Tuesday" ask about the asker's own case."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.slots import missing_terms
from assistant.retrieval.text import word_forms
from tests.asking import ask_folder, folder_of

SYLLABUS = """# ECON 101 syllabus

Instructor: Dr. Helen Okafor (h.okafor@university.example). Office hours: Tuesdays 14:00-16:00.
"""

HALLS = """Residents' guide

Kitchens
Each flat shares one kitchen. Fridges are cleaned out on the last Friday of each month; unlabelled food is thrown away.

Guests
Residents may have overnight guests for up to three nights in a row.
"""

LIBRARY = """Library rules

Standard loans last four weeks and are renewed automatically.
Food is not allowed in the reading rooms; drinks in a closed container are fine.
"""

TIMETABLE = """day,time,module,room
Monday,10:00,ECON 101,Lecture Theatre 2
Tuesday,09:00,HIST 205,Room 1.08
"""


@pytest.fixture
def papers(isolated: Path) -> Path:
    return folder_of(isolated, "student", {"syllabus.md": SYLLABUS, "halls.txt": HALLS, "library.txt": LIBRARY,
                                           "timetable.csv": TIMETABLE})


@pytest.mark.parametrize(("question", "document", "holds"), [
    # Declined as out of scope (the router alone: unknown at 0.54-0.83).
    ("what's the instructor's email", "syllabus.md", "h.okafor@university.example"),
    ("when do they clear out the fridges", "halls.txt", "last Friday"),
    # Declined (unknown at 0.93): "can my ..." asks about the asker's own case, and a
    # boyfriend who stays over is an overnight guest.
    ("can my boyfriend stay over", "halls.txt", "overnight guests"),
])
def test_a_students_question_is_asked_of_the_papers(papers: Path, question: str, document: str, holds: str) -> None:
    turn = ask_folder(papers, question)
    assert turn["intent"]["intent_type"] == "qa", turn["intent"]
    response = turn["response"]
    assert holds in response["answer"], response
    assert document in response["sources"][0]


def test_the_askers_verb_is_not_held_against_the_question_but_its_nouns_are() -> None:
    forms = word_forms("Food is not allowed in the library.")
    has_form = forms.__contains__
    assert missing_terms("can I eat in the library", has_form) == []
    assert missing_terms("can I bring a cat to the gym", has_form) == ["cat", "gym"]
    # Held, the verb still counts among the question's words: one absent noun of three is a paraphrase.
    assert missing_terms("when is food allowed in the reading rooms", word_forms("Food is allowed in the reading rooms.").__contains__) == []


def test_an_address_written_out_is_an_email_or_a_website() -> None:
    assert "email" in word_forms("Write to h.okafor@university.example.")
    assert {"website", "link"} <= word_forms("Book at https://library.example/rooms.")
    assert "email" not in word_forms("Meet at 10:00 @ the library.")


def test_one_word_several_documents_say_is_a_guess_at_which_is_meant(papers: Path) -> None:
    """"What do I have on Tuesday?" was answered with the syllabus's office hours on
    Tuesdays at 0.55, over a timetable whose Tuesday row is what a student means."""
    turn = ask_folder(papers, "what do I have on Tuesday")
    assert turn["intent"]["intent_type"] == "qa", turn["intent"]  # was declined as out of scope
    response = turn["response"]
    assert response["confidence"] < 0.5 and response["status"] == "unsure", response
    assert "unsure_answer" in turn["flags"]


def test_one_word_one_document_says_is_no_guess() -> None:
    from assistant.nodes.qa import _one_word_of_several
    from assistant.schemas import AnswerResponse, Snippet

    def passage(doc_id: str, text: str) -> Snippet:
        return Snippet(doc_id=doc_id, chunk_id=f"{doc_id}#0", text=text, score=1.0)

    answered = AnswerResponse(question="q", answer="a", confidence=0.6)
    cottage, nursery = passage("cottage.md", "The key safe is by the door."), passage("nursery.txt", "Each child has a key person.")
    assert _one_word_of_several("where is the key", answered, [cottage, nursery])
    assert not _one_word_of_several("where is the key", answered, [cottage, passage("gym.txt", "Lockers are free.")])
    assert not _one_word_of_several("where is the key safe", answered, [cottage, nursery])  # "safe": the cottage alone
    assert not _one_word_of_several("where is the key", answered.model_copy(update={"confidence": 0.3}), [cottage, nursery])


BUSES = """route,from,to,first_bus,last_bus,every_minutes
U1,Station,Main Campus,06:45,23:30,10
U3,Main Campus,Science Park,07:30,19:00,20
N1,City Centre,Halls,23:00,03:30,30
"""


@pytest.mark.parametrize(("question", "value"), [
    # "last" was read as the last row (N1's 03:30, at 0.80), and "U1" was not read at all.
    ("when is the last U1 bus", "23:30 (column “last_bus”"),
    # Routed to the calculator (a digit) and declined.
    ("when is the first U3 bus", "07:30 (column “first_bus”"),
])
def test_a_route_named_by_a_short_code_and_a_column_named_last(isolated: Path, question: str, value: str) -> None:
    folder = folder_of(isolated, "buses", {"campus_bus.csv": BUSES})
    turn = ask_folder(folder, question)
    assert turn["intent"]["intent_type"] == "qa"
    assert turn["response"]["answer"].startswith(value), turn["response"]["answer"]


def test_the_last_row_is_still_read_when_last_names_no_column(isolated: Path) -> None:
    folder = folder_of(isolated, "buses", {"campus_bus.csv": BUSES})
    response = ask_folder(folder, "what is the last route")["response"]
    assert response["answer"].startswith("N1"), response["answer"]


def test_a_contraction_leaves_no_lone_letter_to_search_for() -> None:
    """"What happens if I'm late to an exam?" searched for "m" with a rare word's weight, and
    the sentence that answers covered a fifth of the question: "not found"."""
    from assistant.retrieval.text import tokenize

    assert tokenize("what happens if I'm late to an exam") == tokenize("what happens if I am late to an exam")
    assert tokenize("we're late, they've gone, you'll see") == tokenize("we late, they gone, you see")
    assert "book" in tokenize("John's book")


EXAMS = """Examination regulations

Only calculators from the approved list (Casio FX-83 and FX-85 series) may be used.
Resits take place in August and are capped at the pass mark of 40%.
The exam hall was designed by the estates company.
"""


@pytest.mark.parametrize(("question", "holds"), [
    ("which calculators are allowed", "Casio"),  # declined: unknown at 0.62
    ("when are resits", "August"),  # declined: unknown at 0.52
])
def test_a_plain_question_all_of_whose_words_the_folder_holds_is_asked_of_it(isolated: Path, question: str,
                                                                            holds: str) -> None:
    folder = folder_of(isolated, "exams", {"exam_regulations.txt": EXAMS, "library.txt": LIBRARY, "halls.txt": HALLS})
    turn = ask_folder(folder, question)
    assert turn["intent"]["intent_type"] == "qa", turn["intent"]
    assert holds in turn["response"]["answer"]


@pytest.mark.parametrize("question", ["what company designed you", "which company made you", "when were you born"])
def test_a_question_about_the_assistant_stays_out_of_scope_whatever_the_folder_holds(isolated: Path,
                                                                                     question: str) -> None:
    folder = folder_of(isolated, "exams", {"exam_regulations.txt": EXAMS})
    assert ask_folder(folder, question)["intent"]["intent_type"] == "unknown"


@pytest.mark.parametrize(("question", "holds"), [
    # The title line ("Library rules", set apart by a blank line) is the heading of every
    # rule under it: the food rule is about the library though it never says so.
    ("can I eat in the library", "Food is not allowed"),
    # A subject as the timetable's module codes write it. ("My history *lecture*" ties with the
    # Monday row's room, "Lecture Theatre 2": it passed while "Room 1.08" was read as a clock
    # time and "09:00" as a web address's port, which gave the Tuesday row alone the time asked.)
    ("what time is my history module", "09:00"),
])
def test_the_papers_own_words_answer(papers: Path, question: str, holds: str) -> None:
    response = ask_folder(papers, question)["response"]
    assert holds in response["answer"], response


def test_a_title_with_a_dash_is_a_heading_not_an_answer() -> None:
    from assistant.engines.offline.extract import _candidates
    from assistant.schemas import Snippet

    text = "University Library — Borrowing Rules\n\nStandard loans last four weeks.\n\nFood is not allowed in the reading rooms.\n"
    found = _candidates([Snippet(doc_id="l.txt", chunk_id="l.txt#0", text=text, score=1.0)])
    assert [c.text for c in found] == ["Standard loans last four weeks.", "Food is not allowed in the reading rooms."]
    assert all(c.heading == "University Library — Borrowing Rules" for c in found)
