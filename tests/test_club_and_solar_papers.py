"""A judo parent's, a solar panel owner's and a chess player's papers, asked in everyday words:
"what time should I get there?" of a letter's "please arrive by", "siblings" of "Brothers and
sisters", "who makes the inverter?" of a warranty table's
"maker" column (though another letter says payments "are made"), "first prize" of a list of
"Prizes", and "May" as the month a log's row names; an order's first line, "Order number:
CV-55102", is its first field, not its title; "where does the holiday start?" is the booking's
"Start point:", not its "Start date:"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.text import light, tokenize
from assistant.tables.guessing import guess
from assistant.tables.reading import read
from assistant.tables.table import parse
from tests.asking import assert_answered_from, folder_of

WELCOME = """Riverside Judo Club

Welcome to the club. The dojo is at Riverside Leisure Centre, upstairs in Studio 2.
Please arrive 10 minutes early so children can change and warm up.
"""

FEES = """Club fees

Monthly membership: £28 for one class a week, £40 for two.
Brothers and sisters get 10% off.
"""

QUOTE = """Brightside Solar Ltd: quotation

Total price: £8,950 including VAT at 0%
Installation date: Tuesday 16 March 2027
"""

TARIFF = """Northgrid Energy

We will pay you 15p for each kWh you send to the grid. Payments are made every three months.
"""

WARRANTIES = """item,maker,warranty
Solar panels,Aurora 430W,25 years
Inverter,Solis 3.6kW,10 years
Battery,GivEnergy 5.2,12 years
"""

PRIZES = """Prizes (Major section)

1st £200, 2nd £120, 3rd £60. Prizes are paid by bank transfer within two weeks.
"""

ORDER = """Order number: CV-55102
Frames: Ray-Ban RB5154, tortoiseshell
Price: £289, paid in full
"""

BOOKING = """Pedal & Pint Cycling Holidays

Booking reference: PP-30817
Start date: Sunday 5 September 2027
Start point: Hotel Le Blason, Amboise
"""

LOG = """month,generated_kwh,exported_kwh
April 2027,412,198
May 2027,486,251
June 2027,530,287
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("club"), "club",
                     {"welcome_letter.txt": WELCOME, "fees.txt": FEES, "installer_quote.txt": QUOTE,
                      "export_tariff.txt": TARIFF, "warranties.csv": WARRANTIES, "prizes.txt": PRIZES,
                      "glasses_order.txt": ORDER, "booking_confirmation.txt": BOOKING})


@pytest.mark.parametrize(("question", "document", "said"), [
    # Declined as out of scope before: no word of the question but "get there" names a subject.
    ("how early should we get there", "welcome_letter.txt", "arrive 10 minutes early"),
    ("what time should we get there", "welcome_letter.txt", "arrive 10 minutes early"),
    ("is there a discount for siblings", "fees.txt", "Brothers and sisters get 10% off"),
    ("who makes the inverter", "warranties.csv", "Solis"),
    # "not found: they never mention prize" before: "Prizes" was read as "priz".
    ("how much is first prize", "prizes.txt", "£200"),
    # The frames before: every line of the order was read as under the title "Order number".
    ("what's my order number", "glasses_order.txt", "CV-55102"),
    ("where does the holiday start", "booking_confirmation.txt", "Hotel Le Blason"),
])
def test_everyday_words_for_the_documents_terms(papers: Path, question: str, document: str, said: str) -> None:
    assert_answered_from(papers, question, document, said)


def test_getting_there_is_arriving_only_when_asked_as_a_time() -> None:
    holds = {"arrive", "get", "there", "way"}.__contains__
    assert written_out("what time should I get there", holds) == "what time should I arrive"
    # The way there is not the time of arriving.
    assert written_out("how do I get there", holds) == "how do I get there"
    assert written_out("what time should I get there", {"get", "there"}.__contains__) == "what time should I get there"


def test_a_plural_in_zes_is_its_singular_with_s() -> None:
    assert [light(w) for w in ("prizes", "sizes", "buzzes", "boxes")] == ["prize", "size", "buzz", "box"]


def test_may_inside_a_question_is_the_month_a_row_names() -> None:
    table = parse(LOG, "generation_log.csv")
    assert table is not None
    reading = read("how much was exported in May", table) or guess("how much was exported in May", table)
    assert reading is not None and reading.query.column == 2
    assert [(w.column, w.value) for w in reading.query.where] == [(0, "may")]
    # The verb is not a month: nothing names a row.
    verb = guess("what may be exported in a month", table)
    assert verb is None or all(w.value != "may" for w in verb.query.where)


def test_may_the_month_is_a_search_term_and_may_the_verb_is_not() -> None:
    assert "may" in tokenize("how much was exported in May")
    assert "may" in tokenize("month: May 2027; exported_kwh: 251.")
    assert "may" in tokenize("who do we play on 22 May")
    assert "may" not in tokenize("You may bring a dog")
    assert "may" not in tokenize("May I bring a dog?")


def test_a_month_named_may_finds_its_row(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "solar", {"generation_log.csv": LOG, "export_tariff.txt": TARIFF})
    # The letter about exporting answered before: "May" was dropped as the verb.
    assert_answered_from(folder, "how much was exported in May", "generation_log.csv", "251")


OFFER = """Dear Sam,

We are pleased to offer you the job of Warehouse Operative, starting on Monday 2 June. Your pay is
£12.60 an hour, with a probation period of 12 weeks.
"""

BENEFITS = """Benefits

You get 28 days' holiday a year. After probation you can join the cycle to work scheme. Night
shifts are paid an extra £1.50 an hour.
"""


@pytest.mark.parametrize(("question", "document", "said"), [
    # The night shifts' extra before: the two sentences say "an hour" alike.
    ("how much will I get paid an hour", "offer_letter.txt", "£12.60"),
    ("how much extra do I get for nights", "benefits.txt", "£1.50"),
])
def test_the_pay_before_what_a_kind_of_shift_adds(tmp_path: Path, question: str, document: str, said: str) -> None:
    folder = folder_of(tmp_path, "job", {"offer_letter.txt": OFFER, "benefits.txt": BENEFITS})
    assert_answered_from(folder, question, document, said)
