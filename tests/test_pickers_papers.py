"""A fruit picker's, a driver's and a cast member's papers, asked as they ask: "when is lunch
break?" of a site's "30 minutes at midday" and "how many people in a caravan?" of "three other
workers" are asked of the folder, not declined; "two hours" is a tariff's "2 hours", "on the
19th" a schedule's "Sunday 19 January", a "car" the permit's "vehicle", "kids" the tickets'
"under 16s", an inhaler a medicine; "what if I can't make a rehearsal?" asks one thing of
rehearsals.csv, not for a summary of it; "what colour" asks a colour, "how much does it cost"
a price, "extra logs" are logs; a cell that says "Five runner beans" is the count, not the class
number beside it; "under 16s" is no count; "£3,105" typed unquoted into a CSV is one cell;
"parents" are whom the asker speaks of, and reporting a change is telling."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.abbreviations import written_out
from tests.asking import ask_folder, assert_says, folder_of

SITE_RULES = """# Site rules

- No alcohol in the fields
- Phones stay in your locker while picking

Breaks are 20 minutes at 9am and 30 minutes at midday.
"""

CARAVAN = """Caravan agreement

You will share a caravan with three other workers. Rent is £65 a week, taken from your pay.
"""

TARIFF = """stay,price
Up to 1 hour,£1.50
Up to 2 hours,£2.80
Up to 4 hours,£5.00
"""

PERMIT = """Resident parking permit

Your permit for zone K runs from 1 April to 31 March. It covers one vehicle only.
"""

REHEARSALS = """date,time,scenes
Tuesday 14 January,7pm-9:30pm,Act 1 read-through
Sunday 19 January,2pm-5pm,Songs with the band
"""

COMPANY_RULES = """# Company rules

- Membership is £25 a year
- Tell the stage manager if you will miss a rehearsal
"""

TICKETS = """Tickets

Adults £14, under 16s £8. Tickets go on sale on 1 March from the box office.
"""

MEDICAL = """Medical forms

Return the medical form by 16 May. Medicines must be handed to the trip leader at the coach in a named bag.
"""


@pytest.fixture(scope="module")
def picker(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("picker"), "picker",
                     {"site_rules.md": SITE_RULES, "caravan_agreement.txt": CARAVAN, "tariff.csv": TARIFF,
                      "permit_letter.txt": PERMIT, "medical_notes.txt": MEDICAL})


@pytest.fixture(scope="module")
def cast(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("cast"), "cast",
                     {"rehearsals.csv": REHEARSALS, "company_rules.md": COMPANY_RULES, "ticket_info.txt": TICKETS})


@pytest.mark.parametrize(("question", "said"), [
    # Plain questions the router alone leaned away from, half of whose words the folder holds.
    ("when is lunch break", "30 minutes at midday"),
    ("how many people in a caravan", "three other workers"),
    ("how much is two hours parking", "£2.80"),
    ("can I use the permit for two cars", "one vehicle only"),
    ("what do I do with her inhaler", "handed to the trip leader"),
])
def test_a_pickers_words(picker: Path, question: str, said: str) -> None:
    assert_says(picker, question, said)


@pytest.mark.parametrize(("question", "said"), [
    ("what are we doing on the 19th", "Songs with the band"),
    ("what if I can't make a rehearsal", "stage manager"),
    ("how much are tickets for kids", "under 16s £8"),
])
def test_a_cast_members_words(cast: Path, question: str, said: str) -> None:
    assert_says(cast, question, said)


def test_a_day_the_folder_never_dates_is_not_asked_of_it(cast: Path) -> None:
    # The 3rd is no date of the schedule: the router's "out of scope" stands.
    data = ask_folder(cast, "what's happening on the 3rd")
    assert data["intent"]["intent_type"] == "unknown", data["intent"]


def test_a_leaning_question_the_folder_does_not_answer_is_not_found(picker: Path) -> None:
    # Asked of the folder (it holds "permit"), which never says what it is asked: no
    # confident answer, rather than "out of scope".
    data = ask_folder(picker, "how much are permits for kids")
    assert data["intent"]["intent_type"] == "qa" and "barely leaned" in data["intent"]["reasoning"], data["intent"]
    assert data["response"]["confidence"] < 0.5 and data["response"]["status"] == "not_found", data["response"]
    # ... and one none of whose words but "people" the folder holds stays out of scope.
    assert ask_folder(picker, "how many people in a tent")["intent"]["intent_type"] == "unknown"


def test_counts_and_days_in_the_documents_digits() -> None:
    held = {"2", "hours", "19"}.__contains__
    assert written_out("how much is two hours parking", held) == "how much is 2 hours parking"
    assert written_out("what's on the 19th", held) == "what's on the 19"
    # ... only where the documents never write them as the question does.
    assert written_out("how much is two hours parking", {"2", "two", "hours"}.__contains__) == "how much is two hours parking"
    assert written_out("what's on the 19th", {"19", "19th"}.__contains__) == "what's on the 19th"
    assert written_out("what's on the 19th", set().__contains__) == "what's on the 19th"


def test_a_kind_named_after_a_word_a_cell_contains_is_not_that_row(cast: Path) -> None:
    # "Songs with the band" holds "band", not the band's party: that row's date is no sure answer.
    party = ask_folder(cast, "when is the band party")["response"]
    assert party["confidence"] < 0.5, party
    # ... while the rows of rehearsals.csv are rehearsals, and what was done to a thing is no kind.
    rehearsal = ask_folder(cast, "what time is the band rehearsal")["response"]
    assert rehearsal["confidence"] >= 0.5 and "2pm-5pm" in rehearsal["answer"], rehearsal


LEAGUE = """Marcus: Bring both kits, the home shirts are red and the away ones white. £5 each in cash please.
"""

SHOW_CLASSES = """class,description
12,Three shallots
18,Five runner beans
31,Victoria sponge
"""

SHOW_RULES = """# Entry rules

- 50p per entry, children's classes free
- One entry per class per person
"""

COTTAGE_RULES = """# House rules

- Check-out by 10am
- No smoking inside

Logs for the wood burner are in the shed; there is one free basket, then £6 a basket.
"""

OWNER = """Carol: Hope you have a lovely week! If anything goes wrong, my neighbour Pete at Beck House can help.
"""


@pytest.fixture(scope="module")
def entrant(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("entrant"), "entrant",
                     {"captain_message.txt": LEAGUE, "classes.csv": SHOW_CLASSES, "entry_rules.md": SHOW_RULES,
                      "house_rules.md": COTTAGE_RULES, "owner_message.txt": OWNER})


@pytest.mark.parametrize(("question", "said"), [
    ("what colour is the away kit", "away ones white"),  # a colour asked, which the text names without the word
    ("how much does it cost to enter", "50p per entry"),  # the "cost" of "how much does it cost" asks a price
    ("how much are extra logs", "£6 a basket"),  # "extra" qualifies, it is no subject
    ("who do we call if something breaks", "anything goes wrong"),
])
def test_an_entrants_and_a_guests_words(entrant: Path, question: str, said: str) -> None:
    assert_says(entrant, question, said)


def test_a_cell_that_counts_what_it_names_is_the_count_asked(entrant: Path) -> None:
    # "Five runner beans" is the count; the class column's 18 is no sure answer to "how many".
    data = ask_folder(entrant, "how many runner beans")["response"]
    assert "Five runner beans" in data["answer"] and data["confidence"] < 0.5, data


def test_an_age_band_is_no_count() -> None:
    from assistant.engines.offline.extract import lacks_count

    assert lacks_count("how many tickets can I get", "Adults £14, under 16s £8.")
    assert not lacks_count("how many tickets can I get", "Up to 4 tickets each, under 16s free.")


FEES = """fee,amount
Application fee,£769
Immigration health surcharge,£3,105
Priority service,£500
"""


def test_a_number_split_by_its_unquoted_thousands_separator_is_one_cell(tmp_path: Path) -> None:
    from assistant.csv_cells import rejoined

    assert rejoined(["Immigration health surcharge", "£3", "105"], 2) == ["Immigration health surcharge", "£3,105"]
    assert rejoined(["total", "1", "234", "567.50"], 2) == ["total", "1,234,567.50"]
    assert rejoined(["x", "1", "2"], 2) == ["x", "1", "2"]  # no thousands: left as written
    assert rejoined(["a", "£3", "105"], 3) == ["a", "£3", "105"]  # as wide as the header: cells of their own
    folder = folder_of(tmp_path, "visa", {"fees.csv": FEES})
    data = ask_folder(folder, "how much is the health surcharge")["response"]
    assert "£3,105" in data["answer"], data


def test_parents_are_whom_the_asker_speaks_of_and_reporting_is_telling(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "grad", {
        "department_email.txt": "The department is hosting drinks at 4:30pm; guests are very welcome.\n",
        "changes_guide.txt": "Tell the unit straight away if your earnings go up. If you don't, you may have to pay money back.\n"})
    assert_says(folder, "can my parents come to the drinks", "guests are very welcome")
    assert_says(folder, "what happens if I don't report a change", "pay money back")
