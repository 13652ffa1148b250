"""A resident's papers from the council and the state, asked as a resident asks: "what is my
tax code" (the code the notice states, not a summary of the notice, nor its letterhead),
"when do I have to go to court" (a summons's "Date:" line, not its "Court:" line), "how long is
jury service" (the section headed "How long jury service lasts"), "what time do the polls
close" ("open from 7am to 10pm"), "when is the deadline for a postal vote" ("vote by post until
..."), and "how much do I get for lost earnings" ("loss of earnings")."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import extract_answer
from assistant.schemas import Snippet
from tests.asking import assert_answered_from, folder_of

POLL_CARD = """Elmbridge Borough Council — Poll Card
Local elections, Thursday 7 May 2026

Elector: Ms Joanna Price, 14 Larch Close, Esher KT10 9PL

Polling stations are open from 7am to 10pm.

You do not need this card to vote, but you must bring photo ID, such as a passport or a driving licence.

If you cannot get to the polling station, you can apply to vote by post until 5pm on Tuesday 21 April, or ask someone you trust to vote for you (a proxy) until 5pm on Tuesday 28 April.
"""

SUMMONS = """# Jury Summons

**To:** Joanna Price
**Court:** Kingston Crown Court, 6-8 Penrhyn Road, Kingston upon Thames
**Date:** Monday 15 June 2026 at 9:30am

## How long jury service lasts

Jury service usually lasts up to 10 working days. You may be asked to stay longer if a trial goes on.

## Money

You can claim for travel, food and loss of earnings. Loss of earnings is paid up to £64.95 a day for the first 10 days.

## Deferring

If you cannot do jury service on these dates, you can ask to move it once, to a date within the next 12 months.
"""

TAX_CODE = """HM Revenue & Customs — Your tax code for 2026 to 2027

Dear Ms Price,

Your tax code from 6 April 2026 is 1187L. We use it to work out how much Income Tax your employer takes from your pay.

If anything here is wrong, tell us at gov.uk/personal-tax-account or call 0300 200 3300.
"""


@pytest.fixture
def civic(isolated: Path) -> Path:
    return folder_of(isolated, "civic", {"polling_card.txt": POLL_CARD, "jury_summons.md": SUMMONS,
                                         "tax_code_notice.txt": TAX_CODE})


@pytest.mark.parametrize(("question", "document", "holds"), [
    # A summary of the notice: "tax code" is the notice's name, less its last word.
    ("what is my tax code", "tax_code_notice.txt", "1187L"),
    # "Court: Kingston Crown Court ..." (0.17): the line that says "court".
    ("when do I have to go to court", "jury_summons.md", "15 June 2026"),
    # The deferral's "within the next 12 months" (0.62): a span of time too.
    ("how long is jury service", "jury_summons.md", "10 working days"),
    # The elector's address (0.33): "Larch *Close*".
    ("what time do the polls close", "polling_card.txt", "10pm"),
    # "I could not find this": "deadline" and "postal" are no words of the card's.
    ("when is the deadline for a postal vote", "polling_card.txt", "21 April"),
    # "They never mention lost".
    ("how much do I get for lost earnings", "jury_summons.md", "£64.95"),
])
def test_a_residents_questions_are_answered_from_the_right_paper(civic: Path, question: str, document: str,
                                                                 holds: str) -> None:
    assert_answered_from(civic, question, document, holds)


def test_a_letters_letterhead_and_greeting_are_no_answers() -> None:
    # The letterhead (0.90 for "what is my tax code"): twelve words as split on spaces, "&"
    # and "—" among them; ten as words. "Dear Ms Price," says to whom.
    passage = Snippet(doc_id="tax_code_notice.txt", chunk_id="tax_code_notice.txt#0-0", text=TAX_CODE, score=4.0)
    found = extract_answer("when does the new tax code start", [passage])
    assert found.sentence.startswith("Your tax code from 6 April 2026"), found
    assert "Dear" not in found.text and "HM Revenue" not in found.text, found


def test_a_sentence_that_holds_the_date_outranks_one_whose_heading_does() -> None:
    # Under "Student Support Bursary 2026/27" every sentence held a year through its heading.
    text = ("Student Support Bursary 2026/27\n\nThe bursary is for undergraduates whose household income is "
            "below £35,000 a year.\nApply through the student portal by 31 October; late applications are considered "
            "only in exceptional circumstances.\n")
    passage = Snippet(doc_id="bursary_guide.txt", chunk_id="bursary_guide.txt#0-0", text=text, score=3.0)
    assert "31 October" in extract_answer("what's the deadline for the bursary", [passage]).text


def test_an_opening_time_is_not_asked_of_a_street_named_close() -> None:
    # "Open from 7am to 10pm" says when they close; the "Close" of "14 Larch Close" does not.
    passage = Snippet(doc_id="polling_card.txt", chunk_id="polling_card.txt#0-0", text=POLL_CARD, score=4.0)
    found = extract_answer("what time do the polls close", [passage])
    assert found.sentence == "Polling stations are open from 7am to 10pm.", found
    street = extract_answer("what time does the office close", [
        Snippet(doc_id="a.txt", chunk_id="a.txt#0-0", text="The office is at 14 Larch Close. Reception opens at 9:00.", score=1.0)])
    assert street.sentence == "Reception opens at 9:00.", street


RECYCLING = """# What goes in which bin

Blue bin: paper, card, cans and plastic bottles. Rinse them first; lids can stay on.

Garden waste: grass, hedge cuttings and leaves. The brown bin is emptied every two weeks and costs £48 a year.
"""


def test_a_run_in_labels_paragraph_runs_on() -> None:
    # "Garden waste: grass, hedge cuttings and leaves." alone, as a "Field: value" line is whole,
    # for "how much is the garden waste bin" (the twenty-first session's civic-validation run).
    passage = Snippet(doc_id="recycling.md", chunk_id="recycling.md#0-0", text=RECYCLING, score=3.0)
    assert "£48 a year" in extract_answer("how much is the garden waste bin", [passage]).text
    # A letterhead's field lines stay whole: the next line is another field.
    fields = "Resident parking permit\nPermit holder: Sam Lee\nApproved by: Parking Services\nValid until: 31 March 2027\n"
    found = extract_answer("who approved the permit", [Snippet(doc_id="permit.txt", chunk_id="permit.txt#0-0", text=fields,
                                                               score=2.0)])
    assert found.text == "Approved by: Parking Services", found
