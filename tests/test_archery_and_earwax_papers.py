"""The forty-ninth session's papers, asked in everyday words.

- An ear clinic's prices: "how much for both ears?" is the row "microsuction, both ears" and its
  price, £65; it was the row above it, "one ear" (the stopword "both" was no word of the match,
  and a cell beside "both" was read as a join of two rows).
- A decorator's quote: "how long will it take?" names nothing but the span it asks; the quote's
  "take 5 working days" is shown, unsure (it was "not found": nothing was left to search for).
- A badminton club's rules: "Non-marking indoor shoes only." is a rule said without its verb, not
  a paragraph's run-in label; "what shoes do I need?" is answered by it (it was the sentence after
  it, confidently, 0.65: the label's words counted as said by every sentence it headed).
- A rowing course's sessions: "what happens on 3 May?" names a date the table holds, and is asked of
  the folder as "on the 3rd" was (it was declined as out of scope); "on 3 April", a date no document
  writes, is not asked of it by that rule.
- A pharmacy's rules: "Wear a short-sleeved top." is a request (a verb and its object), not a
  run-in label; "what should I wear?" is answered by it (it was the sentence after it, confidently,
  0.65).
- A patient transport's journeys: "where does the return pick up from?" is the row's "from" cell,
  "eye clinic reception"; it was its "pick-up" cell, "when the clinic calls us", confidently (0.80).
"""

from __future__ import annotations

from pathlib import Path

from assistant.engines.offline.extract import _run_in_heading, _sided
from assistant.engines.offline.row_cells import read_row
from assistant.nodes.classify import _asks_of_a_dated_day
from assistant.retrieval.corpus import Corpus
from tests.asking import ask_folder, folder_of

EAR_PRICES = """# Prices

| treatment | price |
|---|---|
| microsuction, one ear | £50 |
| microsuction, both ears | £65 |
| home visit | £95 |
"""
EAR_AFTERCARE = """Keep water out of your ears for 48 hours. Mild dizziness afterwards is normal.
"""


def test_both_ears_is_the_row_that_says_both(tmp_path: Path) -> None:
    assert [p.pattern for p in _sided("how much for both ears")] == [r"\bboth\s+ears"]
    assert _sided("what do we do after it") == []  # a stopword beside a stopword tells no row apart
    # The row's own "both ears", not a join of two rows; "more than" still is a comparison.
    row = "treatment: microsuction, both ears; price: £65."
    cell = read_row("how much for both ears", row, [row])
    assert cell is not None and cell.answer.startswith("£65"), cell
    assert read_row("which costs more than £60", row, [row]) is None
    folder = folder_of(tmp_path, "ears", {"prices.md": EAR_PRICES, "aftercare.txt": EAR_AFTERCARE})
    data = ask_folder(folder, "how much for both ears")
    assert data["response"]["sources"][0] == "prices.md" and "£65" in data["response"]["answer"], data["response"]
    data = ask_folder(folder, "how much for one ear")
    assert "£50" in data["response"]["answer"] and "£65" not in data["response"]["answer"], data["response"]


DECORATOR_QUOTE = """Hall, stairs and landing: fill and sand walls, two coats on walls and ceilings, woodwork in satin.
Price £1,450 including paint. Work to start Monday 10 March and take 5 working days.
"""
DECORATOR_TERMS = """A deposit of £200 secures the booking; the balance is due on completion.
"""


def test_how_long_will_it_take_is_searched_for_its_span(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "decorator", {"quote.txt": DECORATOR_QUOTE, "terms.txt": DECORATOR_TERMS})
    response = ask_folder(folder, "how long will it take")["response"]
    assert response["status"] != "not_found" and response["sources"] == ["quote.txt"], response
    assert "5 working days" in response["answer"], response


CLUB_RULES = """Non-marking indoor shoes only. Games are doubles, and you put your racket on the board to wait for a
court. Juniors under 14 may play on Tuesdays only.
"""
CLUB_WELCOME = """Welcome to Fernside Badminton Club. Membership is £95 a year, plus £4 a night for shuttles and
court hire. We play at Fernside Sports Centre, Court Lane.
"""


def test_a_rule_without_its_verb_is_no_label(tmp_path: Path) -> None:
    assert not _run_in_heading("Non-marking indoor shoes only. Games are doubles.", 0, "Non-marking indoor shoes only.")
    assert not _run_in_heading("Children welcome. Bring a packed lunch.", 0, "Children welcome.")
    assert _run_in_heading("Parental leave. You get 26 weeks.", 0, "Parental leave.")  # a label still
    assert _run_in_heading("Cost of the trip. It is £40.", 0, "Cost of the trip.")
    assert not _run_in_heading("Wear a short-sleeved top. Tell the pharmacist.", 0, "Wear a short-sleeved top.")
    assert not _run_in_heading("Bring your licence. Arrive early.", 0, "Bring your licence.")
    folder = folder_of(tmp_path, "badminton", {"club_rules.txt": CLUB_RULES, "welcome.txt": CLUB_WELCOME})
    response = ask_folder(folder, "what shoes do I need")["response"]
    assert response["sources"][0] == "club_rules.txt" and response["answer"].startswith("Non-marking indoor shoes only."), response


ROWING_SESSIONS = """# Sessions

| date | what we do |
|---|---|
| 5 April | the rowing machine, then the tank |
| 12 April | first outing in a stable quad |
| 3 May | a short race and a barbecue |
"""


def test_a_date_the_folder_holds_is_asked_of_it(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "rowing", {"sessions.md": ROWING_SESSIONS})
    corpus = Corpus.from_folder(folder)
    assert _asks_of_a_dated_day("what happens on 3 May", corpus)
    assert _asks_of_a_dated_day("what are we doing on May 3rd", corpus)
    assert _asks_of_a_dated_day("what are we doing on the 3rd", corpus)  # as before
    assert not _asks_of_a_dated_day("what happens on 3 April", corpus)
    data = ask_folder(folder, "what happens on 3 May")
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert "a short race and a barbecue" in data["response"]["answer"], data["response"]


PHARMACY_RULES = """Wear a short-sleeved top. Tell the pharmacist if you have ever had a serious allergic reaction.
Please wait 15 minutes after your vaccination before you leave.
"""
PHARMACY_BOOKING = """Your flu and COVID vaccinations are booked at Parkside Pharmacy, 3 High Street, on Thursday 16
October at 11.40am. Both jabs are given at the same appointment.
"""


def test_a_request_is_no_label(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "pharmacy", {"pharmacy_rules.txt": PHARMACY_RULES, "booking.txt": PHARMACY_BOOKING})
    response = ask_folder(folder, "what should I wear")["response"]
    assert response["answer"].startswith("Wear a short-sleeved top."), response


JOURNEYS = """# Your journeys

| journey | from | to | pick-up |
|---|---|---|---|
| outward | home | St Luke's eye clinic | 11am to 12.30pm |
| return | eye clinic reception | home | when the clinic calls us |
"""


def test_where_from_is_the_from_cell(tmp_path: Path) -> None:
    row = "journey: return; from: eye clinic reception; to: home; pick-up: when the clinic calls us."
    cell = read_row("where does the return pick up from", row, [row])
    assert cell is not None and cell.answer.startswith("eye clinic reception"), cell
    folder = folder_of(tmp_path, "transport", {"journeys.md": JOURNEYS})
    for question, cell_text in (("where does the return pick up from", "eye clinic reception"),
                                ("where does the outward journey go to", "St Luke's eye clinic")):
        response = ask_folder(folder, question)["response"]
        assert response["answer"].startswith(cell_text), response
