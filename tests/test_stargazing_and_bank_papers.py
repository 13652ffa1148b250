"""The fifty-first session's papers, asked in everyday words.

- An observatory evening's programme: "what happens at 8pm?" of a table whose row says "8.00pm" is
  that row (it was declined as out of scope, 0.57: a time of day is no word of a subject, and
  "8pm" is not the index's "8.00" and "pm"). A time the folder never gives is not asked of it.
- A bank switch's confirmation: "when will the switch finish?" of "will complete on Wednesday 11
  March" (it was "not found" there, and 0.11 in a smaller folder: "finish" was looked for as "end"
  only).
- The evening's cancellation policy: "what if it's cloudy?" of "If the sky is fully clouded over
  ..." (declined, 0.53: "cloudy" was no form of "cloud", as "windy" is of "wind").
- A soft play party booking: "how many kids can come?" of "for up to 15 children" (it was the
  house rules' "Children under 5 ...": "kids" was put as "child", which the documents hold only as
  "children"; "how many kids can we have?" was theirs too, where "... children can we have?" was not).
- A chiropractor's fees table: "how much is the first appointment?" is the first row's fee, not its
  name (it was "first consultation and treatment", confidently, 0.80: the question's "appointment"
  named the column read, and a name is no amount).
- Words said another way: "is it normal to ache?" of "feel stiff or achy", "can we pack up early?"
  of "must not dismantle their stand" (both declined as out of scope, 0.79 and 0.91), "how much is it
  for a year?" of a rate for "12 months in one go" (declined, 0.64).
- A circus course's show invitation: "what time is the show?" asks of the show (declined, 0.53: "show"
  was read as the request word of "show me"), and "where is the show held?" of "in the sports hall",
  though it never says "held" (it was "not found": "they never mention held").
"""

from __future__ import annotations

from pathlib import Path

from assistant.nodes.classify import _same_time
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.corpus import Corpus
from tests.asking import ask_folder, folder_of

PROGRAMME = """# Open night

| time | what happens |
|---|---|
| 7.30pm | welcome talk in the lecture room |
| 8.00pm | guided tour of the night sky |
| 8.45pm | telescope viewing from the dome |
"""
POLICY = """If the sky is fully clouded over, the talk still goes ahead indoors and no refund is given.
Tickets may be moved to another night free of charge up to 48 hours before.
"""


def test_a_time_of_day_is_asked_as_the_documents_write_it(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "night", {"programme.md": PROGRAMME, "policy.txt": POLICY})
    corpus = Corpus.from_folder(folder)
    assert written_out("what happens at 8pm", corpus.has_form) == "what happens at 8.00pm"
    assert written_out("what happens at 8.45pm", corpus.has_form) == "what happens at 8.45pm"  # as written
    data = ask_folder(folder, "what happens at 8pm")
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert "guided tour of the night sky" in data["response"]["answer"], data["response"]
    # A time it never gives is not asked of it, nor answered.
    data = ask_folder(folder, "what happens at 10pm")
    assert data["intent"]["intent_type"] != "qa" or data["response"]["confidence"] < 0.5, data
    # ... and the other way round: "8.00pm" of a folder that writes "8pm".
    plain = folder_of(tmp_path, "plain", {"plan.txt": "The quiz starts at 8pm and the raffle is drawn at 10pm.\n"})
    assert written_out("what's on at 8.00pm", Corpus.from_folder(plain).has_form) == "what's on at 8pm"


def test_one_time_of_day_written_three_ways() -> None:
    assert _same_time("8pm", "8.00pm") and _same_time("8pm", "20:00") and _same_time("7.30", "7.30pm")
    assert not _same_time("8am", "20:00") and not _same_time("8pm", "8.30pm")


def test_cloudy_is_asked_as_clouded_over(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "night", {"programme.md": PROGRAMME, "policy.txt": POLICY})
    data = ask_folder(folder, "what if it's cloudy")
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert data["response"]["sources"][0] == "policy.txt" and "clouded over" in data["response"]["answer"], data["response"]


def test_finish_is_asked_as_complete(tmp_path: Path) -> None:
    letter = ("Your switch from Northway Bank to the Harbour Current Account will complete on Wednesday 11 March.\n"
              "Your new sort code is 40-18-22.\n")
    card = "Your new debit card has been posted and should arrive within 5 working days.\n"
    folder = folder_of(tmp_path, "bank", {"switch_letter.txt": letter, "text.txt": card})
    response = ask_folder(folder, "when will the switch finish")["response"]
    assert response["sources"][0] == "switch_letter.txt" and "Wednesday 11 March" in response["answer"], response
    assert response["confidence"] >= 0.5, response  # (it was 0.11: no word of the letter's said when it ends)


def test_kids_typed_as_a_plural_are_the_documents_children(tmp_path: Path) -> None:
    booking = ("Your party is booked for Sunday 22 March, 1pm to 3pm,\nfor up to 15 children. A deposit of £50 has been "
               "paid; the balance is due on the day.\n")
    rules = "Socks must be worn in the play frame. Children under 5 must be supervised by an adult throughout their visit.\n"
    folder = folder_of(tmp_path, "party", {"party_booking.txt": booking, "house_rules.txt": rules})
    corpus = Corpus.from_folder(folder)
    assert written_out("how many kids can come", corpus.has_form) == "how many children can come"
    assert written_out("can my kid come", corpus.has_form) == "can my child come"  # one kid, as before
    response = ask_folder(folder, "how many kids can we have")["response"]
    assert response["sources"][0] == "party_booking.txt" and "up to 15 children" in response["answer"], response


FEES = """# Fees

| appointment | length | fee |
|---|---|---|
| first consultation and treatment | 45 minutes | £65 |
| follow-up treatment | 20 minutes | £42 |
"""


def test_how_much_of_a_row_named_first_is_an_amount_not_its_name(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "clinic", {"fees.md": FEES})
    response = ask_folder(folder, "how much is the first appointment")["response"]
    assert "first consultation and treatment" not in response["answer"].split("(")[0], response
    assert "£65" in response["answer"] or response["confidence"] < 0.5, response
    # What a name answers is still read: "what is the first appointment?".
    response = ask_folder(folder, "what is the first appointment")["response"]
    assert "first consultation and treatment" in response["answer"], response


def test_everyday_words_for_what_the_papers_write(tmp_path: Path) -> None:
    aftercare = "Some people feel stiff or achy for up to 48 hours after treatment; this is normal.\n"
    rules = "Exhibitors must not dismantle their stand before 4.30pm on Sunday.\n"
    welcome = "Lunch vouchers will be in your welcome pack at the front desk.\n"
    rates = "| how you pay | amount |\n|---|---|\n| 12 months in one go | £190 |\n| 6 months in one go | £104.50 |\n"
    folder = folder_of(tmp_path, "mixed", {"aftercare.txt": aftercare, "rules.txt": rules, "welcome.txt": welcome,
                                          "rates.md": "# Rates\n\n" + rates})
    corpus = Corpus.from_folder(folder)
    assert written_out("is it normal to ache afterwards", corpus.has_form) == "is it normal to achy afterwards"
    assert written_out("can we pack up early on Sunday", corpus.has_form) == "can we dismantle early on Sunday"
    assert written_out("how much is it for a year", corpus.has_form) == "how much is it for 12 months"
    data = ask_folder(folder, "is it normal to ache afterwards")
    assert data["intent"]["intent_type"] == "qa" and data["response"]["sources"][0] == "aftercare.txt", data
    data = ask_folder(folder, "can we pack up early on Sunday")
    assert data["intent"]["intent_type"] == "qa" and data["response"]["sources"][0] == "rules.txt", data
    data = ask_folder(folder, "how much is it for a year")
    assert data["intent"]["intent_type"] == "qa" and "£190" in data["response"]["answer"], data


INVITATION = """Families are invited to the end of week show on Friday 7 August at 2.15pm in the sports hall.
The show lasts about 40 minutes and is free to watch.
"""


def test_the_show_is_a_thing_not_show_me(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "circus", {"show_invitation.txt": INVITATION,
                                           "kit.txt": "Children should wear trainers and bring a packed lunch.\n"})
    data = ask_folder(folder, "what time is the show")
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert data["response"]["sources"][0] == "show_invitation.txt" and "2.15pm" in data["response"]["answer"], data["response"]
    # "Show me" still asks: a request to act on something the folder never mentions stays declined.
    assert ask_folder(folder, "show me my calendar")["intent"]["intent_type"] != "qa"


def test_where_it_is_held_is_where_it_is(tmp_path: Path) -> None:
    invitation = INVITATION.replace("in the sports hall", "at Hollins Leisure Centre")
    folder = folder_of(tmp_path, "circus", {"show_invitation.txt": invitation})
    corpus = Corpus.from_folder(folder)
    assert written_out("where is the show held", corpus.has_form) == "where is the show"
    assert written_out("how many are held", corpus.has_form) == "how many are held"  # where it is asked only
    held = folder_of(tmp_path, "held", {"note.txt": "The show is held at the Town Hall every year.\n"})
    assert written_out("where is the show held", Corpus.from_folder(held).has_form) == "where is the show held"
    response = ask_folder(folder, "where is the show held")["response"]
    assert response["sources"] == ["show_invitation.txt"] and "Hollins Leisure Centre" in response["answer"], response
