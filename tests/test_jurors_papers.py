"""A juror's, a patient's, a choir member's and a speaker's papers, asked as they ask: "what was my
blood pressure?" is the notes' "Blood pressure:" line, not a sentence about blood pressure
tablets; "how many leaders are going?" is not answered with confidence by a sentence whose only
numbers are a price, a date and a telephone; "£64.95" is no time of day; "which bus?" is of
"Buses 12 and 14"; "what night is rehearsal?" asks a weekday, and "who is giving the keynote?" of
the keynote; "on the 14th" finds a rota's 2027-04-14; "put it off" is "defer", "wear" is
"dress", "earrings" are "jewellery", "a mic" is a "microphone"."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import asks_price, lacks_count
from assistant.lexicon import CLOCK_TIME
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.text import light, tokenize
from tests.asking import ask_folder, assert_says, extracted, folder_of

SUMMONS = """Jury summons

Court: Eastgate Crown Court
First day: Monday 3 May, report at 9:30am

If these dates are impossible for you, you can ask to defer your service once, to a date within 12 months.
"""

COURT_GUIDE = """# Guide for jurors

Bring your summons and photo ID. Dress is smart casual; clothing with slogans is not allowed.

Buses 7 and 9 stop outside the court.
"""

ROTA = """date,courtroom,start
2027-05-03,Jury assembly,09:30
2027-05-04,Court 2,10:00
2027-05-05,Court 5,10:30
"""

PREOP = """# Pre-op assessment

- Blood pressure: 128/80
- Anaesthetic: local

Take your usual blood pressure tablets on the morning of the operation.
If you are unwell in the days before, call the ward on 020 7946 0555.
"""

CHOIR = """# Members' handbook

- Rehearsals: Thursdays, 7pm to 9pm
- Venue: Wesley Hall

Concert dress is all black. No jewellery apart from a wedding ring.
"""

CAMP = """Camp letter

Camp costs £180. A deposit of £40 is due by 1 May. The leaders' number for emergencies is 07700 900 111.
"""

SPEAKER = """# Speaker brief

- Hotel: the Grand, 2 nights
- Room: Hall C

A lapel microphone is provided. Please stay for the other talks if you can; the dinner is at Rosso at 7pm.
"""

PROGRAMME = """time,talk,speaker
09:30,Keynote: data in the wild,Ana Ruiz
11:00,Cleaning data,Chris Allen
"""


@pytest.fixture(scope="module")
def juror(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("juror"), "juror",
                     {"jury_summons.txt": SUMMONS, "juror_guide.md": COURT_GUIDE, "rota.csv": ROTA,
                      "preop_assessment.md": PREOP, "choir_handbook.md": CHOIR, "camp_letter.txt": CAMP})


@pytest.fixture(scope="module")
def speaker(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("speaker"), "speaker", {"speaker_brief.md": SPEAKER, "programme.csv": PROGRAMME})


@pytest.mark.parametrize(("question", "said"), [
    ("can I put it off", "defer"),
    ("what should I bring", "summons and photo ID"),
    ("which bus goes to the court", "Buses 7 and 9"),
    ("what night is rehearsal", "Thursdays"),
    ("can I wear earrings", "No jewellery"),
    ("what kind of anaesthetic am I having", "local"),
    ("which court am I in on the 4th", "Court 2"),
])
def test_a_jurors_words(juror: Path, question: str, said: str) -> None:
    assert_says(juror, question, said)


def test_what_was_my_reading_is_its_labelled_line(juror: Path) -> None:
    # Not "Take your usual blood pressure tablets ...", which says the words as well.
    assert extracted(juror, "what was my blood pressure").lstrip("- ").startswith("Blood pressure: 128/80")


def test_a_count_asked_is_no_price_date_or_telephone(juror: Path) -> None:
    data = ask_folder(juror, "how many leaders are going to camp")
    assert data["response"]["confidence"] < 0.5, data["response"]
    assert lacks_count("how many leaders are going", "A deposit of £40 is due by 1 May. The leaders' number is 07700 900 111.")
    assert not lacks_count("how many outputs are expected", "a single output")
    assert not lacks_count("how many nights is camp", "Camp lasts 5 nights.")
    assert not lacks_count("how much is camp", "Camp costs £180.")  # no count asked


def test_a_price_is_no_time_of_day() -> None:
    assert not CLOCK_TIME.search("up to £64.95 a day") and not CLOCK_TIME.search("1.25 million")
    assert CLOCK_TIME.search("at 7.30pm") and CLOCK_TIME.search("from 09:15") and CLOCK_TIME.search("by 24:00")


def test_buses_and_taxis_are_plurals() -> None:
    assert light("buses") == "bus" and light("taxis") == "taxi" and light("houses") == "house"
    assert tokenize("Buses stop here") == tokenize("bus stop here")


def test_a_dated_row_holds_its_day_of_the_month() -> None:
    # "on the 14th" finds the row of 2027-04-14 (as "in April" finds its month).
    assert "14th" in tokenize("2027-04-14,Court 3,10:00") and "april" in tokenize("2027-04-14")
    assert "1st" in tokenize("2027-05-01") and "22nd" in tokenize("2027-05-22") and "13th" in tokenize("2027-05-13")


def test_the_speakers_words(speaker: Path) -> None:
    assert_says(speaker, "will there be a mic", "lapel microphone")
    # The hotel's line, not "stay for the other talks" beside the dinner "at Rosso".
    assert extracted(speaker, "where am I staying").lstrip("- ").startswith("Hotel: the Grand")
    data = ask_folder(speaker, "who is giving the keynote")
    assert "never mention" not in data["response"]["answer"] and "Ana Ruiz" in data["response"]["answer"], data["response"]


def test_money_that_may_be_claimed_or_spent_is_a_price() -> None:
    assert asks_price("how much can I claim for lost earnings") and asks_price("how much can I spend on food")
    assert not asks_price("how much did I spend at Tesco")  # a statement's amount, not a price


def test_everyday_words_of_a_juror_a_choir_and_a_patient() -> None:
    def has(*held: str) -> object:
        return lambda form: form in held

    assert written_out("can I put it off", has("defer")) == "can I defer it"
    assert written_out("what do I wear for the concert", has("dress", "concert")) == "what do I dress for the concert"
    assert written_out("can I wear earrings", has("jewellery", "wear")) == "can I wear jewellery"
    assert written_out("who do I ring if I get a cold", has("unwell", "ring")) == "who do I ring if I unwell"
    assert written_out("where am I staying", has("hotel", "stay")) == "where hotel"
    assert written_out("where are we staying", has("stay", "flat")) == "where stay"
    assert written_out("is there a student discount", has("student", "pay", "half")) == "is there a student pay half"
    assert written_out("what does the price include", has("price", "cover")) == "what does the price covers"
    assert written_out("can I wear earrings", has("earrings", "wear")) == "can I wear earrings"  # their own word


PILOT = """Prices

Cessna 152: £195 an hour, including instructor and fuel
Landing fees: paid by the student

A block of 10 hours in the Cessna costs £1,850 if paid in advance.
"""

PITCH = """Market pitch licence

Pitch: 27
Valid from: 1 April 2027
Valid until: 31 March 2028
"""

INVOICE = """Invoice 3381

Wax flakes, 20 kg: £96.00
Total due: £114.50, payable within 30 days.
"""

ENROLMENT = """Enrolment confirmation

Course: Spanish for beginners
Day and time: Wednesdays, 6:30pm to 8:30pm
Weeks: 30

If you leave the course in the first two weeks, you get a full refund.
"""

DONOR = """Your donation appointment

Time: 5:20pm
Venue: St Peter's Church Hall

- Age: 17 to 65 for a first donation

Thank you for your third donation.
"""


@pytest.fixture(scope="module")
def trader(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("trader"), "trader",
                     {"price_list.txt": PILOT, "pitch_licence.txt": PITCH, "supplier_invoice.txt": INVOICE,
                      "enrolment.txt": ENROLMENT, "appointment.txt": DONOR})


def test_a_rate_asked_is_the_rate(trader: Path) -> None:
    # "£195 an hour", not "10 hours in the Cessna costs £1,850", which says the words together.
    assert extracted(trader, "how much is an hour in the Cessna").startswith("Cessna 152: £195 an hour")


def test_run_out_written_out_still_asks_the_end(trader: Path) -> None:
    # "run out" is written "valid until" (the licence never says "expires"): its end, not its start.
    assert extracted(trader, "when does my licence run out").startswith("Valid until: 31 March 2028")


def test_what_is_payable_is_paid(trader: Path) -> None:
    assert_says(trader, "how long have I got to pay the invoice", "within 30 days")


def test_the_line_labelled_with_what_is_asked_speaks_for_its_record(trader: Path) -> None:
    # Not "... in the first two weeks, you get a full refund", which says "course" and "weeks".
    assert extracted(trader, "how many weeks is the course") == "Weeks: 30"


def test_how_many_times_is_no_clock_time(trader: Path) -> None:
    data = ask_folder(trader, "how many times have I donated")
    assert not (data["response"]["answer"].startswith("Time:") and data["response"]["confidence"] >= 0.5), data["response"]
    assert lacks_count("how many times have I donated", "Time: 5:20pm")


def test_how_old_asks_the_folders_age_rule(trader: Path) -> None:
    # Not declined as out of scope: the folder states an age.
    assert ask_folder(trader, "how old do you have to be")["intent"]["intent_type"] == "qa"


def test_a_length_in_words_is_how_long() -> None:
    from assistant.engines.offline.extract import expected_shapes, holds_shape

    assert holds_shape("About 80 words.", expected_shapes("how long should the assignment be"))


def test_everyday_words_of_a_trader_and_a_donor() -> None:
    def has(*held: str) -> object:
        return lambda form: form in held

    assert written_out("what time do I have to move my van", has("vehicle", "move")) == "what time do I have to move my vehicles"
    assert written_out("how much am I covered for", has("indemnity")) == "how much am I indemnity for"
    assert written_out("what if I feel dizzy", has("faint", "feel")) == "what if I feel faint"
    assert written_out("can I go to the gym after", has("exercise")) == "can I go to the exercise after"
    assert written_out("how do I report sick", has("report", "sickness")) == "how do I report sickness"
    assert written_out("is food included", has("food", "free")) == "is food free"


def test_down_is_the_opposite_of_up() -> None:
    from assistant.engines.offline.answer_confidence import _opposite_asked

    assert _opposite_asked("can my grade go down", "If your grade goes up, the fee is refunded.")
    assert not _opposite_asked("can my grade go down", "Your mark may go down as well as up after a review.")


HIRE = """# Damage and excess

- Damage excess: £1,250
- Excess reduction: £15 a day brings the excess down to £250

The van must not be taken off-road or abroad.
"""

OFFER = """# Mortgage offer

- Loan: £212,000 over 30 years
- Rate: 4.29% fixed for 5 years

An early repayment charge of 3% applies if you repay the loan in the first 5 years.
"""

CELLAR = """Cellar guide

Change a keg when the line runs to foam. Never lift a full keg on your own; they weigh 50 kg.
"""

LEAGUE = """League rules

Results must be entered on the league website by 6pm on the day of the match.
The home team pays the referee £40 in cash before kick-off.
"""


@pytest.fixture(scope="module")
def hirer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("hirer"), "hirer",
                     {"damage_terms.md": HIRE, "mortgage_offer.md": OFFER, "cellar_guide.txt": CELLAR, "league_rules.txt": LEAGUE})


def test_whats_the_x_is_a_fact_of_a_title_that_joins_two_subjects(hirer: Path) -> None:
    # "Damage and excess" names its subjects, not what the document is: no summary of it.
    data = ask_folder(hirer, "what's the excess")
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert data["response"]["answer"].lstrip("- ").startswith("Damage excess: £1,250"), data["response"]


def test_a_sole_word_asked_is_its_fields_label(hirer: Path) -> None:
    # "borrowing" put as the offer's "loan": its "Loan:" line, not the sentence that repays the loan.
    assert extracted(hirer, "how much am I borrowing").lstrip("- ").startswith("Loan: £212,000")


def test_how_heavy_asks_a_weight(hirer: Path) -> None:
    assert "50 kg" in extracted(hirer, "how heavy is a keg")


@pytest.mark.parametrize(("question", "said"), [
    ("how much is the ref", "£40"),
    ("can I take it to France", "abroad"),
    ("when do results need to be in", "6pm"),
])
def test_a_hirers_and_a_managers_words(hirer: Path, question: str, said: str) -> None:
    assert_says(hirer, question, said)


def test_everyday_words_of_a_buyer_and_a_bartender() -> None:
    def has(*held: str) -> object:
        return lambda form: form in held

    assert written_out("what's my interest rate", has("rate")) == "what's my rate"
    assert written_out("can I have a pint on shift", has("alcohol", "shift")) == "can I have a alcohol on shift"
    assert written_out("do I need to fill it up", has("full")) == "do I need to full it"
    assert written_out("can the grandkids visit", has("children", "visit")) == "can the children visit"


DRESS = """Dress code: smart summer wear. The barn has a grass courtyard, so avoid stiletto heels.
"""

BORROWING = """# Borrowing rules

- Books: up to 15 at a time, for 3 weeks
- DVDs: up to 4, for 1 week

Book a study room at the help desk.
"""


def test_a_documents_own_field_is_a_fact_not_a_summary(tmp_path: Path) -> None:
    # "what's the dress code?" of dress_code.txt, whose first line states it: the line, not a summary.
    folder = folder_of(tmp_path, "guest", {"dress_code.txt": DRESS, "borrowing_rules.md": BORROWING})
    data = ask_folder(folder, "what's the dress code")
    assert data["intent"]["intent_type"] == "qa" and "smart summer wear" in data["response"]["answer"], data
    assert_says(folder, "how many books can I take out", "up to 15")


def test_everyday_words_of_a_library_member_and_a_temp() -> None:
    def has(*held: str) -> object:
        return lambda form: form in held

    assert written_out("how long can I keep a book", has("borrow", "book")) == "how long can I borrow a book"
    assert written_out("how long is the job for", has("assignment")) == "how long is the assignment for"
    assert written_out("can I keep my tools", has("tool", "keep")) == "can I keep my tools"  # their own word
