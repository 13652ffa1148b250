"""A patient's, a customer's and a house sitter's papers, asked as they ask: the asker's own verb
("when do I *take* my losartan?") weighs less than the thing asked of; "when is the plumber
coming?" asks when he visits; "the surgery's phone number" is its "Telephone:" line, however the
number is spaced; "how much is my treatment?" of treatment_plan.txt is its "Total charge:";
"how much do I pay a month?" its "Monthly price:", not a "Price rise: £2 a month"; "which
meeting room" its "Meeting room:" line; "what make is the cooker?" its "Cooker:" line; "how
fast" a speed in Mb; "Sat 7 June" is a Saturday; "do I pay for petrol?" is answered by "Fuel is
included"; "where is the van kept?" asks where; a message's opener is who "my" is in it."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.text import tokenize
from tests.asking import ask_folder, assert_answered_from, assert_says, folder_of

LEAFLET = """Ramipril 5mg capsules

Swallow the capsule with water. Take it at the same time each day, before you eat.
A dry cough is a common side effect.
"""

MEDICINES = """medicine,dose,when
Losartan 50mg,1 tablet,morning
Simvastatin 40mg,1 tablet,night
"""

SURGERY = """Ashby Road Dental Surgery

Address: 9 Ashby Road, Loughborough
Telephone: 015097 21 608
Hours: Monday to Friday 8:30am to 5pm
"""

TREATMENT = """Treatment plan: Ms Ruth Evans

1. Crown, upper left premolar
2. Scale and polish

Total charge: £326.70
"""

CONTRACT = """Broadband contract

Average download speed: 900Mb
Monthly price: £27.50
Price rise: £2 a month every April
"""

VISIT = """Your repair

A plumber will visit on Tuesday 3 March between 8am and 12pm. Please clear the area where the water pipe comes into the house.
"""


@pytest.fixture(scope="module")
def household(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("household"), "household",
                     {"ramipril_leaflet.txt": LEAFLET, "medicines.csv": MEDICINES, "surgery_leaflet.txt": SURGERY,
                      "treatment_plan.txt": TREATMENT, "contract_summary.txt": CONTRACT, "repair_visit.txt": VISIT})


def test_the_askers_verb_weighs_less_than_what_is_asked_of(household: Path) -> None:
    # The leaflet says "take"; the medicines table names the losartan, which is what is asked of.
    assert_answered_from(household, "when do I take my losartan", "medicines.csv", "morning")


def test_when_someone_is_coming_asks_when_they_visit(household: Path) -> None:
    assert_answered_from(household, "when is the plumber coming", "repair_visit.txt", "Tuesday 3 March")


def test_a_phone_number_asked_of_a_place_the_folder_names_otherwise(household: Path) -> None:
    # "the dentist's" is the folder's "Dental"; its "phone" is the "Telephone:" line, spaced as written.
    data = ask_folder(household, "what's the dentist's phone number")
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert "015097 21 608" in data["response"]["answer"], data["response"]


@pytest.mark.parametrize(("question", "document", "said"), [
    ("how much is my treatment", "treatment_plan.txt", "£326.70"),  # the price line of the document its name says
    ("how much do I pay a month", "contract_summary.txt", "£27.50"),  # "Monthly price:" says "a month"
    ("how fast is my broadband", "contract_summary.txt", "900Mb"),  # a speed, though the line never says "broadband"
])
def test_a_line_labelled_with_what_is_asked(household: Path, question: str, document: str, said: str) -> None:
    assert_answered_from(household, question, document, said)


def test_a_price_rise_is_no_monthly_price(household: Path) -> None:
    answer = ask_folder(household, "how much do I pay a month")["response"]["answer"]
    assert "Price rise" not in answer, answer


HOUSE_NOTES = """Welcome to Rose Cottage

Cooker: Rangemaster Classic 90
Meeting room: the Garden Room, first floor
The spare key is with Ken at number 4.
"""

CLUB_TEXT = """Wheelshare: Your booking for Sat 7 June, 9am to 3pm, is confirmed. Van: Ford Transit at Canal Street.
"""

VAN_RULES = """Van rules

Home bay: Canal Street car park, bay 2
Fuel is included. Use the fuel card in the glovebox.
Late returns cost £25.
"""

REP = """Hi everyone, it's Dana your guide. Dinner is at 7pm in the lodge. My mobile is 07700 900 456 if you need anything.
"""


@pytest.fixture(scope="module")
def sitter(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("sitter"), "sitter",
                     {"house_notes.txt": HOUSE_NOTES, "club_text.txt": CLUB_TEXT, "van_rules.txt": VAN_RULES,
                      "guide_message.txt": REP})


@pytest.mark.parametrize(("question", "said"), [
    ("what make is the cooker", "Rangemaster"),  # "what make" asks the maker, which the "Cooker:" line gives
    ("which meeting room are we in", "Garden Room"),  # a two-word noun asked, its line labelled with it
    ("what time is my booking on Saturday", "9am to 3pm"),  # "Sat 7 June" is a Saturday
    ("do I pay for petrol", "Fuel is included"),  # petrol is fuel, and "included" answers whether one pays
    ("where is the van kept", "Canal Street"),  # "kept" asks where (as "stored" and "located" do), no word to find
    ("what's the guide's number", "07700 900 456"),  # "my mobile" is the guide's, who opens the message
])
def test_a_sitters_words(sitter: Path, question: str, said: str) -> None:
    assert_says(sitter, question, said)


def test_a_weekday_before_its_date_is_read_whole() -> None:
    assert "saturday" in tokenize("Your booking for Sat 7 June is confirmed")
    assert "thursday" in tokenize("Thu 20 March, 2pm")
    # ... not the "sat" of a sentence about sitting.
    assert "saturday" not in tokenize("I sat 3 exams in May")


def test_everyday_words_in_the_documents_terms() -> None:
    held = {"magic", "dental", "telephone", "fuel", "journey", "payment", "plan", "network", "father"}.__contains__
    assert written_out("what time does the magician start", held) == "what time does the magic start"
    assert written_out("can I claim my commute", held) == "can I claim my journeys"
    assert written_out("can I pay in instalments", held) == "can I pay in payment plan"
    assert written_out("where is the wifi password", held) == "where is the network password"
    assert written_out("what's the dentist's phone number", held) == "what's the dental telephone number"
    # ... but "Dad's account" stays the account of whoever a letter calls him.
    assert written_out("how much was in Dad's account", held) == "how much was in Dad's account"
