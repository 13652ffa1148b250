"""The forty-fifth session's papers, asked in everyday words.

- A school nurses' catch-up clinics, a markdown table under the heading "# Catch-up clinics":
  "when is the last catch-up clinic?" is its last row's date, read surely, because the heading
  says what the rows are (as a CSV file's name does); it was the first row's, unsure, until then.
- A toddler group's rules: "where can I drink my tea?" of "Hot drinks stay in the kitchen hatch area".
- A chimney sweep's certificate: "how long does a sweep take?", which it never says, stays unsure
  (tying "swept" to "sweep" had made it a confident "Next sweep recommended in 12 months").
- A delayed train's papers: "how late was the train?" asks by how long ("arrived 47 minutes
  late"); "when will they reply?" asks what the operator does ("We aim to reply within 20 working
  days"), not what the reader is told to do ("If you prefer vouchers, reply within 7 days"); and
  "how much was my ticket?" is the ticket's "Price £64.20".
- A Blue Badge guide and a TV licence: "how much does a blue badge cost?" is "The badge costs £10"
  after "Apply for a Blue Badge online"; "whose name is the licence in?" asks whose ("Licence
  holder: Ben Adeyemi"); "when does the licence run out?" is how long it is valid.
- Laser eye surgery papers: "can I drive home?" is answered by "You cannot drive home", not by a
  note's "sunglasses for the drive home"; and everyday words of a costume list ("wear") and of a
  boat trip and roadworks ("boat", "roadworks") put as the papers write them; a locksmith's
  "call-out charge" is its price list's price; "how far can it go?" asks a distance.
"""

from __future__ import annotations

from pathlib import Path

from assistant.retrieval.text import irregular_forms
from assistant.tables.documents import text_tables
from assistant.tables.reading import read
from tests.asking import ask_folder, folder_of

CLINICS = """Catch-up clinics for children who missed the flu spray at school.

# Catch-up clinics

| date | place | time |
|---|---|---|
| 21 October | Hillside Health Centre | 3:30pm to 6pm |
| 4 November | Oakfield Library | 9am to 12pm |
| 18 November | Hillside Health Centre | 3:30pm to 6pm |
"""

NURSE_LETTER = """The school immunisation team will give the flu vaccine at Oakfield Primary on Wednesday 8 October.
It is a quick nasal spray, not an injection.
"""


def test_the_heading_right_above_a_table_is_its_caption() -> None:
    (table,) = text_tables(CLINICS, "catch_up.md")
    assert table.caption == "Catch-up clinics"
    # Not a heading with text between it and the table, nor a table with none above it.
    (later,) = text_tables("# Clinics\n\nThe dates are below.\n\n" + CLINICS.split("\n\n", 2)[2], "b.md")
    assert later.caption == ""
    (bare,) = text_tables("| a | b |\n|---|---|\n| 1 | 2 |\n", "c.md")
    assert bare.caption == ""


def test_first_and_last_rows_are_read_surely_when_the_heading_names_them() -> None:
    (table,) = text_tables(CLINICS, "catch_up.md")
    last = read("when is the last catch-up clinic", table)
    assert last is not None and last.query.operation == "last" and last.query.column == 0 and last.confidence >= 0.8
    first = read("where is the first clinic", table)
    assert first is not None and first.query.operation == "first" and first.query.column == 1 and first.confidence >= 0.8
    # Without the heading, "clinic" names nothing of the table: no reading of its rows.
    (bare,) = text_tables(CLINICS.split("\n\n", 2)[2], "catch_up.md")
    assert read("when is the last clinic", bare) is None


def test_when_is_the_last_clinic_is_the_last_rows_date(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "flu", {"catch_up.md": CLINICS, "nurse_letter.txt": NURSE_LETTER})
    response = ask_folder(folder, "when is the last catch-up clinic")["response"]
    assert response["sources"][0] == "catch_up.md"
    assert response["answer"].startswith("18 November") and response["confidence"] >= 0.5, response


def test_a_question_the_certificate_cannot_answer_stays_unsure(tmp_path: Path) -> None:
    # "Swept" was tied to "sweep" as its past (as "dug" is to "dig"); it lifted the certificate's
    # retrieval score, and "how long does a sweep take?", which it never says, rose from 0.46 to a
    # confident "Next sweep recommended in 12 months" (0.60). It was taken out.
    assert "dig" in irregular_forms("dug") and "sweep" not in irregular_forms("swept")
    certificate = ("Certificate of chimney sweeping. Address: 4 Mill Lane. Flue swept: wood burner in the lounge.\n"
                   "Condition: good, light soot. Bird guard fitted. Next sweep recommended in 12 months.\n"
                   "Keep this certificate for your home insurance.\n")
    booking = ("Sooty Sam's Chimney Sweeping: your sweep is booked for Tuesday 14 October between 8am and 10am.\n"
               "Please clear the hearth and move ornaments off the mantelpiece.\n")
    folder = folder_of(tmp_path, "sweep", {"certificate.txt": certificate, "booking.txt": booking})
    response = ask_folder(folder, "how long does a sweep take")["response"]
    assert response["confidence"] < 0.5, response


CLAIM = """Claim DR-447120 received on 13 September for your 08:32 train, which arrived 47 minutes late.
Claims must be made within 28 days of travel. We aim to reply within 20 working days.
"""
REPLY = """Your claim DR-447120 is approved. We will pay £16.05 to the card you used. If you would prefer rail
vouchers, reply within 7 days.
"""
NOTE = "The train sat outside Reading for ages, a signal failure. Keep the ticket till the money comes.\n"
TICKET = """Off-peak return, Bristol Temple Meads to London Paddington, travelling 12 September. Price £64.20.
Outward: 08:32, due 10:14.
"""


def _delay_folder(tmp_path: Path) -> Path:
    return folder_of(tmp_path, "delay", {"claim.txt": CLAIM, "reply.txt": REPLY, "note.txt": NOTE, "ticket.txt": TICKET})


def test_how_late_asks_by_how_long(tmp_path: Path) -> None:
    # The note that only names the train, at 0.64, until then.
    response = ask_folder(_delay_folder(tmp_path), "how late was the train")["response"]
    assert response["sources"][0] == "claim.txt" and "47 minutes late" in response["answer"], response


def test_what_they_do_is_not_what_the_reader_is_told_to_do(tmp_path: Path) -> None:
    # The reply's "If you would prefer rail vouchers, reply within 7 days", at 0.59, until then.
    folder = _delay_folder(tmp_path)
    response = ask_folder(folder, "when will they reply")["response"]
    assert response["sources"][0] == "claim.txt" and "20 working days" in response["answer"], response
    # Asked of the reader, the reader's instruction still answers it.
    response = ask_folder(folder, "when do I have to reply if I want vouchers")["response"]
    assert "7 days" in response["answer"], response


def test_a_tickets_price_line_answers_what_it_cost(tmp_path: Path) -> None:
    # The note's "Keep the ticket till the money comes" until then.
    response = ask_folder(_delay_folder(tmp_path), "how much was my ticket")["response"]
    assert response["sources"][0] == "ticket.txt" and "£64.20" in response["answer"], response


def test_tea_is_a_hot_drink(tmp_path: Path) -> None:
    from assistant.retrieval.abbreviations import written_out

    rules = ("Grown-ups must stay with their children at all times. Hot drinks stay in the kitchen hatch area,\n"
             "away from the play mats. Buggies are parked in the side porch.\n")
    assert "hot drinks" in written_out("where can I drink my tea", lambda form: form in {"hot", "drinks", "drink"})
    # "never mention tea" until then.
    response = ask_folder(folder_of(tmp_path, "group", {"rules.txt": rules}), "where can I drink my tea")["response"]
    assert "kitchen hatch" in response["answer"], response


GUIDE = """Apply for a Blue Badge online. You will need a recent passport-style photo, proof of address from
the last 12 months and your National Insurance number. The badge costs £10 and lasts up to 3 years.
"""
LICENCE = """TV Licence number 4412 7789 01 for Flat 3, 19 Park Terrace. Valid from 1 October to 30 September
next year. Licence holder: Ben Adeyemi. A colour licence costs £174.50 a year.
"""


def test_a_name_said_in_full_then_by_its_last_word_is_still_that_name(tmp_path: Path) -> None:
    # "Apply for a Blue Badge online." (no price) until then: "the badge" was not the blue one.
    folder = folder_of(tmp_path, "badge", {"guide.txt": GUIDE, "note.txt": "Mum's badge is in the glovebox of the blue Fiesta.\n"})
    response = ask_folder(folder, "how much does a blue badge cost")["response"]
    assert "£10" in response["answer"] and response["confidence"] >= 0.5, response


def test_whose_name_asks_whose_and_run_out_asks_how_long_it_is_valid(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "tv", {"licence.txt": LICENCE})
    # "I could not find this in the documents" for both until then ("name", "run" never said).
    whose = ask_folder(folder, "whose name is the licence in")["response"]
    assert "Ben Adeyemi" in whose["answer"] and whose["confidence"] >= 0.5, whose
    ends = ask_folder(folder, "when does the licence run out")["response"]
    assert "30 September" in ends["answer"] and ends["confidence"] >= 0.5, ends


def test_run_out_asks_the_day_it_ends_not_the_day_it_starts(tmp_path: Path) -> None:
    # (Put as "valid", it read "Valid from: 12 May 2026" at 0.71.)
    card = "Provisional driving licence\nValid from: 12 May 2026\nValid to: 11 May 2036\nDriver number: MARSH905127EM9AB\n"
    response = ask_folder(folder_of(tmp_path, "licence", {"provisional_licence.txt": card}),
                          "when does my provisional licence run out")["response"]
    assert "11 May 2036" in response["answer"] and "12 May 2026" not in response["answer"], response


def test_can_i_is_answered_by_what_may_be_done(tmp_path: Path) -> None:
    booking = ("Your LASIK treatment at ClearSight Clinic is booked for Thursday 4 December at 11:30am.\n"
               "Allow 2 to 3 hours for your visit. You cannot drive home; please arrange a lift.\n")
    note = "Jo is picking me up at 2:30. Buy some sunglasses for the drive home.\n"
    # The note's "sunglasses for the drive home", at 0.63, until then.
    folder = folder_of(tmp_path, "eyes", {"booking.txt": booking, "note.txt": note})
    response = ask_folder(folder, "can I drive home")["response"]
    assert response["sources"][0] == "booking.txt" and "cannot drive home" in response["answer"], response


def test_everyday_words_of_a_costume_list_and_a_boat_trip() -> None:
    from assistant.retrieval.abbreviations import written_out

    # "Wear" was put as "dress" of a shepherd's "dressing gown", over the costume list's sheep.
    assert "costume" in written_out("what does a sheep wear", lambda form: form in {"costume", "dress", "sheep"})
    assert "sailing" in written_out("what time does the boat leave", lambda form: form in {"sailing", "leave"})
    assert "resurface" in written_out("when do the roadworks start", lambda form: form in {"resurface", "start"})


def test_a_charge_asked_of_a_price_list_is_its_price() -> None:
    from assistant.retrieval.slots import unsaid

    held = {"call", "out", "after", "10pm", "price", "weekend"}
    # "never mention charge" until then.
    assert unsaid("what's the call-out charge after 10pm", lambda form: form in held).missing == []
    # (A subject still is: the price list never says "parking".)
    assert unsaid("what's the parking charge after 10pm", lambda form: form in held).missing == ["parking"]


def test_how_far_asks_a_distance() -> None:
    from assistant.engines.offline.extract import expected_shapes, holds_shape

    far = expected_shapes("how far can it go on a charge")
    assert holds_shape("Range: up to 60 miles", far) and holds_shape("It is a 10-minute walk from the station.", far)
    assert holds_shape("day: Saturday; distance (km): 14.", far)
    # Not the hours a charge takes, which had answered it at 0.69.
    assert not holds_shape("A full charge takes about 5 hours.", far)
    # "How far ahead" asks a span of time; "how far apart" any number.
    assert holds_shape("Book up to 7 days ahead.", expected_shapes("how far ahead can I book"))
    assert holds_shape("Two doses, 2 months apart.", expected_shapes("how far apart are the doses"))
