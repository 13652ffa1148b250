"""A musician's and a commuter's papers, asked as they ask: a rate asked ("an hour") that no
column read states is no sure table reading; "how much was my season ticket?" is its "Price:"
line and "what bike did I get?" its "Bike:" line; a table's "minutes: 55" says how long; "a week
before" says how soon, not what about; "pull out", "money back", "bring it back", "stolen" and
"merch" are what an agreement, a ticket's terms or an insurer call cancelling, a refund, a
return, theft and merchandise."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.slots import content_words
from tests.asking import ask_folder, extracted, folder_of

CLUB = """# Whizcar club — your membership

- **Plan:** Casual, £5 a month
- **Hourly rate:** £7.90, including fuel
- **Daily rate:** £55

Cars must be returned to their bay on time. A late return costs £30.
"""

LOG = """date,mode,minutes,cost
2027-02-01,bike,30,0.00
2027-02-02,car club,48,15.80
"""

TICKET = """# Annual season ticket — terms

**Route:** Ashford to Victoria
**Price:** £5,120 for 12 months

A lost season ticket can be replaced once a year for a £10 fee. If you stop travelling, you can get a refund for the weeks left.
"""

SCHEME = """Cycle to Work scheme — hire agreement

Employee: Leo Marsh
Bike: Trek FX 2 with lights
Salary sacrifice: £80 a month for 12 months
"""

GIG = """Performance agreement — The Old Bell

Fee: £450, paid within 7 days of the show

The artist may sell merchandise; the venue takes 10% of merchandise sales.

If the artist cancels with less than 14 days' notice, no fee is paid.
"""


@pytest.fixture(scope="module")
def papers(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("commute"), "commute", {"car_club.md": CLUB, "commute_log.csv": LOG,
                                                                     "season_ticket.md": TICKET, "cycle_to_work.txt": SCHEME,
                                                                     "performance_agreement.txt": GIG})


def test_a_rate_no_column_states_is_no_sure_table_reading(papers: Path) -> None:
    turn = ask_folder(papers, "how much is the car club an hour")
    response = turn["response"]
    assert response["sources"] == ["car_club.md"] and "£7.90" in response["answer"], response
    # The log's own figure, asked as it records it, is still read from the table.
    logged = ask_folder(papers, "how much did the car club cost")["response"]
    assert logged["answer"].startswith("15.80") and logged["confidence"] >= 0.5, logged


def test_a_label_that_names_what_is_asked(papers: Path) -> None:
    assert extracted(papers, "how much was my season ticket").startswith("Price: £5,120")
    assert extracted(papers, "what bike did I get").startswith("Bike: Trek FX 2")


def test_a_tables_minutes_say_how_long() -> None:
    asked = expected_shapes("how long did the car club trip take")
    assert holds_shape("date: 2027-02-02; mode: car club; minutes: 48; cost: 15.80.", asked)
    assert not holds_shape("Opening hours: 9am to 5pm", asked)
    assert not holds_shape("Hours: 9:00 to 17:00", asked)


def test_how_soon_is_not_what_about() -> None:
    assert content_words("what happens if we pull out a week before") == ["pull"]
    assert content_words("what if I cancel 2 days before") == ["cancel"]
    assert "night" in content_words("is there a night bus")  # a night bus is a thing, not a span


def test_everyday_words_of_agreements_tickets_and_insurers(papers: Path) -> None:
    assert written_out("what if we pull out", {"cancel"}.__contains__) == "what if we cancel"
    assert written_out("can I get my money back", {"refund"}.__contains__) == "can I refund"  # "get my money back", whole
    assert written_out("what if I bring the car back late", {"return", "car", "late"}.__contains__) == "what if I return the car late"
    assert written_out("is it covered if it's stolen", {"theft", "covered"}.__contains__) == "is it covered if it's theft"
    assert written_out("do they take a cut of the merch", {"take", "merchandise"}.__contains__) \
        == "do they take takes of the merchandise"
    assert "10% of merchandise" in extracted(papers, "does the venue take a cut of the merch")
    assert "14 days' notice" in extracted(papers, "what happens if we pull out a week before")


def test_when_answered_with_no_time_is_unsure() -> None:
    from assistant.engines.offline.extract import lacks_time

    asked = "when do the costumes have to go back"
    assert lacks_time(asked, "Costumes must be returned clean but not washed. Late returns are charged £20 a day.")
    for said in ("Hire period: 18 January to 31 January 2027", "Return them before the last show.", "Bring them back on the day.",
                 "- Midterm exam (week 7): 30%", "When they are disturbed, they produce secretions.", "within 3 weeks"):
        assert not lacks_time(asked, said), said
    # History is not held to it: "when did the dynasty fall?" may be answered by what happened.
    assert not lacks_time("when did the dynasty fall", "The Red Turban rebellion drove the court north.")


def test_a_when_reply_with_no_time_is_shown_unsure(tmp_path: Path) -> None:
    hire = folder_of(tmp_path, "hire", {"costume_hire.txt": "Costume hire agreement\n\nCostumes must be returned clean but not "
                                                           "washed: we dry-clean them ourselves. Late returns are charged £20 a day.\n"})
    response = ask_folder(hire, "when do the costumes have to go back")["response"]
    assert response["confidence"] < 0.5, response


def test_the_end_said_outranks_another_date_and_a_speed_is_how_fast(tmp_path: Path) -> None:
    letter = folder_of(tmp_path, "pass", {"bus_pass_renewal.txt": (
        "Metrobus — your annual pass is due for renewal\n\nPassholder: Ann Lee\nCurrent pass ends: 31 March 2027\n"
        "Renewal price: £790 for 12 months, or £70 a month by direct debit\n\nRenew online or at the travel shop at the "
        "bus station. If you renew before 15 March, you get one month free.\n")})
    assert extracted(letter, "when does my bus pass run out") == "Current pass ends: 31 March 2027"
    asked = expected_shapes("how fast do the scooters go")
    assert holds_shape("The scooter's top speed is 15.5 mph.", asked)
    assert not holds_shape("Unlocking costs £1, then 18p a minute.", asked)
