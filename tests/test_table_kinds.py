"""A table reading stands behind a cell only when the cell is the kind of thing asked: a
"when" question read as a payment's number, "what time does it start?" as a running time,
"how long is the service?" as its start on a day's plan, "how much is the first payment?" as
its place in the list, or a question naming an initialism the table never says are shown
unsure (the text path answers instead); a "when" of the first or last row reads the one
column of dates."""

from __future__ import annotations

import pytest

from assistant.engines.offline.row_cells import read_row
from assistant.tables.query import execute
from assistant.tables.reading import CONFIDENT, read
from assistant.tables.table import parse

PAYMENTS = "payment,due,amount\n1,2027-08-01,£489.20\n2,2027-09-01,£489.20\n3,2027-10-01,£489.20\n"
SHOWS = "month,show,company,running time\nFebruary,The Seagull,Northern Stage,2 hours 40 minutes\nMarch,Blithe Spirit,Rose Company,2 hours 15 minutes\n"
PLAN = "time,what\n11:00,Service\n12:00,Photos outside the church\n13:00,Lunch at the hall\n16:00,Cake\n"
TRACKS = "track,title,time\n1,Opening,3:45\n2,Second Song,2:58\n3,Third,4:12\n4,Closer,3:01\n"
PUPILS = "pupil,year,subject,exam board,day\nAmira,11,Maths,AQA,Monday\nBen,13,Chemistry,OCR,Tuesday\n"
JOBS = "date,customer,job,hours,charged\n2026-11-10,Mr Hughes,Boiler service,2,£85\n2026-11-17,Corner Café,Emergency lighting test,3,£180\n"


def reading(question: str, csv: str, name: str = "t.csv") -> tuple[str | None, bool] | None:
    """(the cell read, stood behind) or None when the rules do not read it."""
    table = parse(csv, name)
    assert table is not None
    found = read(question, table)
    if found is None:
        return None
    result = execute(found.query, table)
    return (None if result is None else result.value), found.confidence >= CONFIDENT


@pytest.mark.parametrize(("question", "csv"), [
    ("how much is the first payment", PAYMENTS),  # the payment's number is not an amount
    ("what time does Blithe Spirit start", SHOWS),  # a running time is not a clock time
    ("how long is the service", PLAN),  # a start on a day's plan is not how long it lasts
    # ... nor on a plan of two days, whose times start again on the second
    ("how long is the guided walk", "day,time,session\nSaturday,07:30,Morning flow\nSaturday,11:00,Guided walk\n"
                                    "Saturday,17:00,Yin and meditation\nSunday,08:00,Sunrise yoga\n"),
    ("when is the GCSE maths exam", PUPILS),  # an exam board is no date
    ("how much do I charge for a PAT test", JOBS),  # "PAT" is nowhere in the table
    # A rota says when the learner pool is staffed, not when it is closed.
    ("when is the learner pool closed", "date,shift,position\n2027-07-05,06:30-14:30,Main pool\n2027-07-06,14:00-22:00,Learner pool\n"),
])
def test_a_cell_of_another_kind_is_not_stood_behind(question: str, csv: str) -> None:
    found = reading(question, csv)
    assert found is None or not found[1], found


@pytest.mark.parametrize(("question", "csv", "name", "value"), [
    ("when is the first payment", PAYMENTS, "payments.csv", "2027-08-01"),  # the one column of dates, not the payment's number
    ("what time is the Service", PLAN, "plan.csv", "11:00"),
    ("what day is Chemistry", PUPILS, "pupils.csv", "Tuesday"),
    ("how much was the boiler service", JOBS, "jobs.csv", "£85"),
])
def test_a_cell_of_the_kind_asked_is(question: str, csv: str, name: str, value: str) -> None:
    assert reading(question, csv, name) == (value, True)


def test_a_track_length_is_how_long_though_it_looks_like_a_clock() -> None:
    # In no order, "3:45" and "2:58" are lengths; in a day's order, "11:00" and "12:00" are starts.
    found = reading("how long is Second Song", TRACKS, "tracks.csv")
    assert found == ("2:58", True)


def test_a_clock_time_under_the_header_named_is_when() -> None:
    row = "date: 2027-05-09; high water: 12:20; on the water: 10:30-16:00."
    other = "date: 2027-05-08; high water: 11:42; on the water: 10:00-15:30."
    found = read_row("when is high water on the 9th", row, [row, other])
    assert found is not None and found.value == "12:20"  # named by both its words, not "on" the water


GUESTS = "child,parent,reply,dietary\nMaya,Sara,yes,vegetarian\nLeo,Dan,yes,nut allergy\nZain,Amira,no,\nRuby,Jo,maybe,dairy free\n"


def test_who_of_one_row_is_its_first_column_of_people() -> None:
    assert reading("who has a nut allergy", GUESTS, "guests.csv") == ("Leo", True)
    assert reading("who is bringing Ruby", GUESTS, "guests.csv") == ("Jo", True)  # the parent named by the child


SCHEDULE = "day,time,what\nSaturday,09:30,Kick-off talk\nSaturday,10:30,Hacking starts\nSunday,12:00,Code freeze\nSunday,13:00,Demos\n"


def test_when_of_a_day_gives_its_time_too() -> None:
    from assistant.tables.answer import table_reply

    table = parse(SCHEDULE, "schedule.csv")
    assert table is not None
    reply = table_reply("when is code freeze", table)
    assert reply is not None and reply.result.value == "Sunday, 12:00" and reply.confidence >= 0.5
    assert reply.citation.startswith("columns “day” and “time”, row 3 of schedule.csv")
    asked_day = table_reply("what day is code freeze", table)
    assert asked_day is not None and asked_day.result.value == "Sunday"  # the day alone, as asked


def test_a_state_asked_is_answered_by_a_cell_that_says_one() -> None:
    rota = "day,morning,afternoon\nMonday,Priya,Alan\nWednesday,Priya and Alan,closed\n"
    assert reading("is the shop open Wednesday afternoon", rota, "shop_rota.csv") == ("closed", True)


def test_a_word_left_over_that_another_row_says_is_unsure() -> None:
    prices = "vehicle,price on the day,price online\nCar,£15,£12\nVan,£20,£17\nCar with trailer,£25,£22\n"
    found = reading("how much is a car with a trailer online", prices, "pitch_prices.csv")
    assert found is None or not found[1], found  # not the Car row's £12, stood behind
    assert reading("how much is a van online", prices, "pitch_prices.csv") == ("£17", True)


DIVES = "dive,day,max depth,time in water\n1,Saturday,6 m,30 minutes\n2,Saturday,12 m,35 minutes\n3,Sunday,18 m,40 minutes\n"


def test_a_row_number_answers_no_how() -> None:
    # "the first dive" names the row; its number (1) is not how long or how deep it is.
    assert reading("how long is the first dive", DIVES, "dive_plan.csv") == ("30 minutes", True)
    assert reading("how deep is the first dive", DIVES, "dive_plan.csv") == ("6 m", True)
