"""The offline summariser's word budget and key points, with the project's own text."""

from __future__ import annotations

import pytest

from pathlib import Path

from assistant.engines.offline.extract import SummaryParams, asks_short, fitted_params, summarize
from assistant.retrieval.text import tokenize

TEXT = " ".join(
    f"Sentence {n} says that the harbour office {topic} every {day} before the ferries leave for the islands."
    for n, (topic, day) in enumerate(
        [("opens its ticket desk", "Monday"), ("checks the cargo manifests", "Tuesday"), ("inspects the life jackets", "Wednesday"),
         ("publishes the tide tables", "Thursday"), ("reviews the weather warnings", "Friday"), ("repaints the quay markings", "Saturday"),
         ("counts the passengers", "Sunday"), ("tests the radio beacons", "holiday")], start=1)
)
LONG_SENTENCE = ("The committee approved the new budget after a long debate in which the members from the northern districts, "
                 "the southern districts and the harbour board each set out their objections to the proposed road tolls, "
                 "the ferry subsidies and the school building plan, and asked for a second reading in the spring.")


@pytest.mark.parametrize("instruction, short", [
    ("Briefly summarize this article", True), ("Give me a short summary", True), ("tl;dr", True),
    ("Summarize the report", False), ("What are the key points?", False),
])
def test_a_request_for_brevity_is_recognised(instruction: str, short: bool) -> None:
    assert asks_short(instruction) is short


def test_the_word_budget_caps_the_summary_and_its_points() -> None:
    for cap in (40, 80):
        summary, points, _ = summarize(TEXT, "Summarize this", params=SummaryParams(ratio=1.0, min_words=20, max_words=cap))
        assert len((summary + " " + " ".join(points)).split()) <= cap
        assert points  # more than one sentence fits in either budget


def test_a_short_request_gets_at_most_forty_words() -> None:
    summary, points, _ = summarize(TEXT, "Briefly summarize this", short=True, params=SummaryParams(ratio=1.0, max_words=120))
    assert len((summary + " " + " ".join(points)).split()) <= 40


def test_a_long_key_point_is_cut_at_the_fitted_length() -> None:
    text = "The council met on Monday to discuss the budget for next year. " + LONG_SENTENCE
    for point_words in (20, 60):
        _, points, _ = summarize(text, "Summarize this", params=SummaryParams(ratio=1.0, min_words=100, max_words=120,
                                                                           point_words=point_words))
        assert len(points) == 1
        if point_words == 20:
            assert len(points[0].split()) <= 21 and points[0] != LONG_SENTENCE  # cut, marked with "…"
        else:
            assert points[0] == LONG_SENTENCE  # 55 words: kept whole


def test_the_shipped_parameters_keep_a_key_point_within_what_is_shown() -> None:
    # A key point is shown with at most 300 characters (prose.MAX_POINT_CHARS): the fitted
    # cut must not ask for more words than that holds.
    assert fitted_params().point_words <= 45


REPORT = ("Prepared by the Finance Office of Harbour Ferries Ltd. for the board of directors. "
          "This report reviews the first half of 2025 across twelve ports. "
          "The crossing timetable was changed twice in March after the new pier opened. "
          "The first risk is fuel cost: diesel prices rose by a fifth and the hedge ends in June. "
          "The second risk is staffing: four ports lack a certified engineer for the night shifts. "
          "Passenger numbers grew by eight percent, led by the island routes.")


def test_who_prepared_a_report_is_never_in_its_summary() -> None:
    summary, points, _ = summarize(REPORT, "Summarize this report", params=SummaryParams(ratio=1.0, min_words=200, max_words=200))
    assert len(points) == 4  # every other sentence fits the budget ...
    assert "Prepared by" not in summary + " ".join(points)  # ... and the metadata line is still left out


def test_the_summary_leads_with_what_the_request_asks_about() -> None:
    summary, points, _ = summarize(REPORT, "Summarize the main risks in the report",
                                   params=SummaryParams(ratio=1.0, min_words=200, max_words=200))
    assert summary.startswith("The first risk is fuel cost")
    assert points[0].startswith("This report reviews")  # the rest in the document's order
    assert any(p.startswith("The second risk") for p in points)


def test_a_summary_asked_for_in_one_sentence_or_line_is_one_sentence() -> None:
    """"Sum this up in one line" gave a lead sentence and four key points: the whole text."""
    from assistant.engines.offline.extract import summarize

    text = ("The city council met on Tuesday to discuss the new bike lanes. After three hours of debate, members voted "
            "7 to 2 to build 12 kilometres of protected lanes by 2027. The project will cost 4.5 million euros, paid "
            "mostly by a regional grant. Shop owners on Main Street objected, saying they would lose parking.")
    for instruction in ("sum this up in one line", "summarize it in a single sentence", "give me a one-liner"):
        summary, points, _ = summarize(text, instruction)
        assert summary.startswith("The city council met") and points == [], (instruction, points)
    assert summarize(text, "summarize this")[1]  # otherwise the key points follow
    assert summarize(text, "summarize it in a sentence or two")[1]


def test_a_summary_asked_for_in_n_sentences_or_n_points_has_that_many() -> None:
    """"Summarize it in two sentences" gave a lead sentence and every key point that fitted the
    word budget; "three bullet points" gave however many the budget allowed."""
    from assistant.engines.offline.extract import asked_count, summarize

    text = ("The city council met on Tuesday to discuss the new bike lanes. After three hours of debate, members voted "
            "7 to 2 to build 12 kilometres of protected lanes by 2027. The project will cost 4.5 million euros, paid "
            "mostly by a regional grant. Shop owners on Main Street objected, saying they would lose parking. The first "
            "lanes open in spring. A review of the traffic follows in the autumn. Cyclists' groups welcomed the vote.")
    assert asked_count("Summarize the following Wikipedia entry in three sentences.") == (3, None)
    assert asked_count("Can you generate a 2 lines abstract of this text?") == (2, None)
    assert asked_count("give me five bullet points") == (None, 5)
    assert asked_count("summarize the three main risks") == (None, None)  # what about, not how many
    _, points, _ = summarize(text, "summarize it in two sentences")
    assert len(points) == 1
    _, points, _ = summarize(text, "give me three key points")
    assert len(points) == 3
    # "three" counts, it is not what the summary is about: the lead is the text's own.
    summary, _, _ = summarize(text, "summarize in three sentences")
    assert summary.startswith("The city council met")


HANDBOOK = """# Acme Handbook

Version 3, for all employees.

## 1. Holidays

Full-time employees receive 27 days of annual leave. Up to 5 unused days carry over to March.

## 2. Expenses

Meals while travelling are reimbursed up to 40 pounds per day. Mileage is paid at 45p per mile.

### Receipts

Submit receipts within 30 days.

## 3. Equipment and security

Every employee receives a laptop. Passwords must be at least 14 characters.
"""


@pytest.mark.parametrize(("request_text", "heading", "holds", "lacks"), [
    ("summarize the section on expenses", "Expenses", ["Mileage", "30 days"], ["27 days", "laptop"]),
    ("give me the key points of the holidays policy", "Holidays", ["27 days"], ["Mileage"]),
    ("tl;dr of the security rules", "Equipment and security", ["14 characters"], ["27 days"]),
])
def test_a_request_that_names_a_section_is_given_that_section(request_text: str, heading: str, holds: list[str],
                                                              lacks: list[str]) -> None:
    from assistant.retrieval.sections import named_section

    section = named_section(request_text, HANDBOOK, ignore=tokenize("summarize section key points tl;dr"))
    assert section is not None and section.heading == heading
    assert all(x in section.text for x in holds) and not any(x in section.text for x in lacks)


@pytest.mark.parametrize("request_text", ["summarize the handbook", "summarize the acme handbook", "summarize it",
                                          "summarize the pension rules"])
def test_a_request_that_names_no_section_is_given_the_whole_document(request_text: str) -> None:
    from assistant.retrieval.sections import named_section

    assert named_section(request_text, HANDBOOK, ignore=tokenize("summarize")) is None


def test_a_section_summary_through_the_cli(isolated: Path) -> None:
    from tests.asking import ask_folder

    docs = isolated / "hr"
    docs.mkdir()
    (docs / "handbook.md").write_text(HANDBOOK)
    response = ask_folder(docs, "summarize the section on expenses")["response"]
    text = " ".join([response["summary"], *response["key_points"]])
    assert "Mileage" in text and "27 days" not in text and response["sources"] == ["handbook.md"], response
