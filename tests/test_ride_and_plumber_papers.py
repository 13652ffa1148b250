"""The forty-seventh session's papers, asked in everyday words.

- A theme park's ride heights table: "which ride should we go on first?" asks what to do before the
  rest, which a table of rides does not order; it was its first row at 0.80 (a confident mistake).
  "How tall do you need to be for the Viper?" is the row's "minimum height" as surely as "have
  to be" asks it.
- A fencer's panel options: "how tall are the slatted panels?" is their height, not the "price per
  panel" column that names the panels too (it was a confident "£96", 0.80).
- A go-karting track's rules: "how tall do you have to be?" names nothing but the degree, which is
  then what to look for ("130cm tall"; it was "not found"); "what's the minimum age?" asks the age a
  rule draws a line at ("at least 8 years old"; it was declined, then "they never mention minimum").
- A plumber's papers: "how long do I have to pay?" is not told by "All work guaranteed for 12
  months" (it was a confident mistake, 0.59); "how much did it cost in the end?" is the invoice's
  total (it was not found).
- A puppy's vet papers: "how much did the first vaccination cost?" is the invoice's "First
  vaccination ... £89.00", not the health plan table's first row (a confident £12, 0.80); "what do
  you get with Bronze?" asks the table, not the assistant.
- A buyer's conveyancing: "when does the deposit have to be paid?" is of the deposit, which "must
  reach us by 21 November" (it was "they never mention paid").
- A building survey: "what's the roof made of?" and "should we get another survey?" were "they
  never mention made" and "... another"; a handyman's "will he take the cardboard away?" is of the
  "Packaging" (it was "they never mention cardboard").
- A gift list and a post redirection: "can we give money instead?" is of the "Cash contributions"
  (it was declined), "what number do I call?" of "call 0345 600 0606" (it was "they never mention
  number").
- A gutter cleaner's text: "what time will Wayne arrive?" is of his "there by 9.30" (it was "they
  never mention arrive").
"""

from __future__ import annotations

from pathlib import Path

from assistant.engines.offline.extract import without_other_lengths
from assistant.lexicon import AGE_LIMIT_ASKED
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.slots import unsaid
from assistant.tables.answer import table_reply
from assistant.tables.documents import text_tables
from assistant.tables.table import Table
from tests.asking import ask_folder, assert_answered_from, folder_of

def _not_stood_behind(question: str, table: Table) -> None:
    """The table gives no reading for the question, or one it does not stand behind."""
    reply = table_reply(question, table)
    assert reply is None or reply.confidence < 0.5, reply


RIDES = """# Ride heights

| ride | minimum height | ride time |
|---|---|---|
| The Viper | 1.4m | 2 minutes |
| Log Splash | 1.1m | 4 minutes |
| Teacup Twirl | 0.9m | 3 minutes |
"""
PLAN = """Head to Log Splash first as the queue builds fast. Lunch at 12.30 in the picnic meadow.
"""


def test_what_to_do_first_is_not_a_tables_first_row(tmp_path: Path) -> None:
    table = text_tables(RIDES, "ride_heights.md")[0]
    _not_stood_behind("which ride should we go on first", table)
    # The first row is still asked for plainly, and of a table whose rows run in order.
    first = table_reply("which is the first ride", table)
    assert first is not None and first.result.value == "The Viper"
    assert table_reply("which ride is first", table).result.value == "The Viper"  # type: ignore[union-attr]
    timed = text_tables("| time | ride |\n|---|---|\n| 10:00 | Log Splash |\n| 11:30 | The Viper |\n", "plan.md")[0]
    planned = table_reply("which ride should we go on first", timed)
    assert planned is not None and planned.result.value == "Log Splash"
    folder = folder_of(tmp_path, "park", {"ride_heights.md": RIDES, "day_plan.txt": PLAN})
    response = ask_folder(folder, "which ride should we go on first")["response"]
    assert not ("The Viper" in response["answer"] and response["confidence"] >= 0.5), response


PANELS = """# Panel options

| panel | height | price per panel |
|---|---|---|
| closeboard | 6ft | £78 |
| lap | 6ft | £45 |
| slatted | 5ft | £96 |
"""


def test_how_tall_the_panels_are_is_their_height_not_their_price() -> None:
    table = text_tables(PANELS, "panel_options.md")[0]
    tall = table_reply("how tall are the slatted panels", table)
    assert tall is not None and tall.result.value == "5ft", tall  # it was "£96" at 0.80
    # The price is still the price, and a column named by more than the rows' kind still wins.
    price = table_reply("how much are the slatted panels", table)
    assert price is not None and price.result.value == "£96"
    named = table_reply("what is the price of the slatted panels", table)
    assert named is not None and named.result.value == "£96"


def test_how_tall_with_need_to_reads_the_height_column() -> None:
    table = text_tables(RIDES, "ride_heights.md")[0]
    need = table_reply("how tall do you need to be for the Viper", table)
    have = table_reply("how tall do you have to be for the Viper", table)
    assert need is not None and have is not None and need.result.value == "1.4m"
    assert need.confidence == have.confidence >= 0.5


TRACK_RULES = """Drivers must be at least 8 years old and 130cm tall. No bumping or overtaking under yellow flags.
Long hair must be tied back and no loose scarves.
"""
KIT = """Helmets, balaclavas and race suits are supplied. Wear trainers, not sandals or boots.
"""


def test_a_degree_asked_of_nothing_else_is_looked_for(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "karts", {"track_rules.txt": TRACK_RULES, "kit_note.txt": KIT})
    assert_answered_from(folder, "how tall do you have to be", "track_rules.txt", "130cm tall")


def test_the_minimum_age_asks_an_age_limit(tmp_path: Path) -> None:
    for question in ("what's the minimum age", "is there an age limit", "what is the maximum age for drivers"):
        assert AGE_LIMIT_ASKED.match(question), question
        assert unsaid(question, {"driver"}.__contains__).missing == [], question
    # Not an age asked of someone, nor a word problem's.
    assert not AGE_LIMIT_ASKED.match("what's Tom's age")
    assert not AGE_LIMIT_ASKED.match("what is the average age of the players")
    folder = folder_of(tmp_path, "karts", {"track_rules.txt": TRACK_RULES, "kit_note.txt": KIT})
    assert_answered_from(folder, "what's the minimum age", "track_rules.txt", "8 years old")


TERMS = """Our call-out charge is £60 in working hours and £95 after 6pm or at weekends. Payment by card or
bank transfer within 7 days.
"""
INVOICE = """Invoice 2291, paid in full on 3 March: total £205. All work guaranteed for 12 months.
"""


def test_a_guarantee_is_not_how_long_one_has_to_pay(tmp_path: Path) -> None:
    assert "12 months" not in without_other_lengths(INVOICE, "how long do I have to pay")
    # Its own length is still asked of it, and a length said of the act asked stays.
    assert "12 months" in without_other_lengths(INVOICE, "how long is the work guaranteed")
    assert "12 months" in without_other_lengths("It must be paid for 12 months.", "how long do I have to pay")
    folder = folder_of(tmp_path, "plumber", {"callout_terms.txt": TERMS, "invoice.txt": INVOICE})
    response = ask_folder(folder, "how long do I have to pay")["response"]
    assert not ("12 months" in response["answer"] and response["confidence"] >= 0.5), response


def test_what_it_cost_in_the_end_is_its_total(tmp_path: Path) -> None:
    said = {"total"}.__contains__
    assert written_out("how much did it cost in the end", said) == "how much did it total"
    assert written_out("how much did we pay in the end", said) == "how much did we total"
    # Not every "in the end": "what happened in the end?" asks no total.
    assert written_out("what happened in the end", said) == "what happened in the end"
    folder = folder_of(tmp_path, "plumber", {"callout_terms.txt": TERMS, "invoice.txt": INVOICE})
    assert_answered_from(folder, "how much did it cost in the end", "invoice.txt", "£205")


HEALTH_PLAN = """# Puppy health plan

| plan | what's included | monthly cost |
|---|---|---|
| Bronze | vaccinations and one health check | £12 |
| Silver | vaccinations, flea and worm treatment | £18 |
"""
VET_INVOICE = """First vaccination and microchip, 30 September: £89.00, paid. Thank you.
"""
MUM = """Don't feed her for an hour before the appointment, she gets car sick. Mum
"""


def test_the_first_of_a_thing_is_not_a_row_named_by_the_verb(tmp_path: Path) -> None:
    table = text_tables(HEALTH_PLAN, "health_plan.md")[0]
    _not_stood_behind("how much did the first vaccination cost", table)
    # A row named after "first" still picks the first row, whatever verb asks it.
    named = table_reply("how much did the first plan cost", table)
    assert named is not None and named.result.value == "Bronze"
    folder = folder_of(tmp_path, "vet", {"health_plan.md": HEALTH_PLAN, "invoice.txt": VET_INVOICE, "text.txt": MUM})
    assert_answered_from(folder, "how much did the first vaccination cost", "invoice.txt", "£89.00")


def test_what_you_get_with_a_plan_is_asked_of_the_folder(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "vet", {"health_plan.md": HEALTH_PLAN, "invoice.txt": VET_INVOICE, "text.txt": MUM})
    assert_answered_from(folder, "what do you get with Bronze", "health_plan.md", "vaccinations and one health check")
    # The assistant itself is still asked as the assistant.
    assert ask_folder(folder, "what do you do")["intent"]["intent_type"] == "unknown"


LAURA = """Buildings insurance must be in place from exchange, please send me the policy. Laura
"""
COMPLETION = """Completion is set for Friday 28 November. Keys will be released by the agent once the money has
arrived, usually after 1pm. Your deposit of £18,500 must reach us by 21 November.
"""


def test_what_must_be_done_to_a_thing_is_asked_of_the_thing(tmp_path: Path) -> None:
    held = {"deposit"}.__contains__
    assert unsaid("when does the deposit have to be paid", held).missing == []
    assert unsaid("when does the deposit have to be refunded", held).missing == []
    assert unsaid("when does the bond have to be paid", held).missing == ["bond"]
    folder = folder_of(tmp_path, "buying", {"completion_email.txt": COMPLETION, "text.txt": LAURA})
    assert_answered_from(folder, "when does the deposit have to be paid", "completion_email.txt", "21 November")


SURVEY = """Level 3 survey of 14 Kings Terrace, inspected on 2 May by Helen Marsh MRICS. The house is in
reasonable condition for its age (built about 1905). The main roof covering is original slate.
"""
DAMP = """Rising damp readings were found in the front room's party wall, most likely from a bridged
damp course. A specialist survey is advised before exchange.
"""


def test_what_a_thing_is_made_of_and_another_of_it_name_only_the_thing(tmp_path: Path) -> None:
    held = {"roof", "survey"}.__contains__
    assert unsaid("what's the roof made of", held).missing == []
    assert unsaid("should we get another survey", held).missing == []
    # (Still "made" where it is the subject: "who made the roof?" is of its maker.)
    assert unsaid("who made the roof", held).missing == ["made"]
    folder = folder_of(tmp_path, "survey", {"surveyor_summary.txt": SURVEY, "damp_note.txt": DAMP, "text.txt": MUM})
    assert_answered_from(folder, "what's the roof made of", "surveyor_summary.txt", "original slate")
    # (Asked of the folder, and not refused for a word no survey needs to say.)
    another = ask_folder(folder, "should we get another survey")
    assert another["intent"]["intent_type"] == "qa" and "another" not in another["response"]["answer"], another


HANDYMAN_TERMS = """Charged at £32 an hour, minimum 2 hours. Missing parts are the customer's responsibility.
Packaging can be taken away for £10.
"""


def test_the_cardboard_is_the_packaging(tmp_path: Path) -> None:
    assert written_out("will he take the cardboard away", {"packaging"}.__contains__) == "will he take the packaging away"
    folder = folder_of(tmp_path, "handyman", {"terms.txt": HANDYMAN_TERMS, "survey.txt": SURVEY})
    assert_answered_from(folder, "will he take the cardboard away", "terms.txt", "Packaging can be taken away")


LIST_TERMS = """Gifts are delivered to the couple in one go after the wedding. Cash contributions to the honeymoon fund are welcome,
in any amount. Gift messages can be added at checkout.
"""
RSVP = """Please RSVP by 1 May to rsvp@hannahandluke.com and tell us any dietary needs. The wedding is on 19 July at Wren Hall.
"""
ACTIVATION = """Your activation code is RDX-5516. Enter it online or call 0345 600 0606 to start the redirection.
"""


def test_money_is_cash_and_the_number_to_call_is_a_telephone(tmp_path: Path) -> None:
    assert written_out("can we give money instead", {"cash"}.__contains__) == "can we give cash instead"
    assert unsaid("what number do I call", set().__contains__).missing == []
    assert unsaid("what number is the house", set().__contains__).missing == ["number", "house"]
    folder = folder_of(tmp_path, "post", {"list_terms.txt": LIST_TERMS, "activation_card.txt": ACTIVATION, "text.txt": MUM,
                                          "rsvp.txt": RSVP})
    # Asked of the folder (it was declined as out of scope); what it finds there is the cash, or nothing.
    given = ask_folder(folder, "can we give money instead")
    assert given["intent"]["intent_type"] == "qa", given["intent"]
    assert given["response"]["sources"] in ([], ["list_terms.txt"]), given["response"]
    assert_answered_from(folder, "what number do I call", "activation_card.txt", "0345 600 0606")


GUTTER_TERMS = """If it rains heavily we rebook at no charge. Payment by bank transfer within 3 days of the job.
Damage to gutters already cracked is not our responsibility.
"""
WAYNE = """Running about half an hour behind, there by 9.30. Wayne, ClearFlow
"""
GUTTER_QUOTE = """Gutter clear for 5 Rowan Drive: front and back gutters and downpipes, using a
gutter vacuum from the ground. Price £85. Booked for Monday 17 November, morning.
"""


def test_a_named_persons_verb_is_theirs(tmp_path: Path) -> None:
    assert unsaid("what time will Wayne arrive", {"wayne"}.__contains__).missing == []
    # (As "will the plumber arrive?" is of the plumber; a thing asked of is still looked for.)
    assert unsaid("will Wayne fix the porch bracket", {"wayne"}.__contains__).missing == ["porch", "bracket"]
    folder = folder_of(tmp_path, "gutters", {"terms.txt": GUTTER_TERMS, "text.txt": WAYNE, "quote.txt": GUTTER_QUOTE})
    assert_answered_from(folder, "what time will Wayne arrive", "text.txt", "9.30")
