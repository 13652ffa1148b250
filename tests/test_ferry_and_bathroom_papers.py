"""The forty-third session's papers, asked in everyday words.

- A tree surgeon's booking text: a question that ends a letter's paragraph ("... Could you move
  the car off the drive?") asks the reader and says what they need to do; it is no FAQ question
  that only a next line answers.
- A bathroom fitter's message: "what grout colours can we have?" asks a colour of the grout, and
  a question in the text is answered by the sentence after it, not the one before.
- A tree surgeon's quote: "how much to take the birch down?" and "how much for the oak?" ask a
  price, which a sentence with no amount does not give.
- A tile order: "how much is a box of floor tiles?" asks the price per box, not how many boxes.
- A building schedule: a word the reading leaves over that another row says in another form
  ("tiles" beside a "tiling" row) leaves the row picked unsure.
- A payment schedule: "when do they start?" is not answered by "50% when the tiling starts",
  which sets a payment's time by the start.
- Everyday words: "good for" of "valid for", "ferry" of "Sailing", "permission" of "consent",
  "the booking number" of "Booking reference".
"""

from __future__ import annotations

from pathlib import Path

from assistant.engines.offline.extract import expected_shapes, holds_shape, lacks_colour, lacks_time
from tests.asking import ask_folder, assert_answered_from, extracted, folder_of

SWEEP_TEXT = """Hi, it's Ashdown Sweeps. We're booked for Friday 9 May at 10am and it takes about an hour.
Could you move the rug away from the fireplace before we arrive?
"""

SWEEP_PRICES = """# Prices

| job | price |
|---|---|
| open fire | £70 |
| stove | £80 |
"""


def test_a_question_ending_a_letters_paragraph_asks_the_reader(tmp_path: Path) -> None:
    # "I could not find this in the documents" until then: the request was read as a FAQ's
    # question with no answer after it, and dropped.
    folder = folder_of(tmp_path, "sweep", {"booking_text.txt": SWEEP_TEXT, "prices.md": SWEEP_PRICES})
    assert_answered_from(folder, "do I need to move the rug", "booking_text.txt", "move the rug away from the fireplace")


FAQ = """Can I bring my dog?
Dogs on leads are welcome in the garden.

Is there parking?
Yes, there is a free car park behind the hall.
"""


def test_a_faq_question_on_its_own_line_is_still_answered_by_the_line_after_it(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "faq", {"faq.txt": FAQ, "prices.md": SWEEP_PRICES})
    answer = extracted(folder, "can I bring my dog")
    assert "Dogs on leads are welcome" in answer, answer


DECORATOR_MESSAGE = """Morning! The skirting boards arrived yesterday. Can you choose a paint colour by Friday?
Chalk white or sage green. We start on the hall on Monday.
"""


def test_what_kind_of_colour_is_asked_and_answered_after_the_question(tmp_path: Path) -> None:
    assert lacks_colour("what paint colours can we have", "Can you choose a paint colour by Friday?")
    assert not lacks_colour("what paint colours can we have", "Chalk white or sage green.")
    assert not lacks_colour("what is the colour scheme called", "The scheme is called Harbour.")  # not "what (is) colour"
    # The grout is still the subject searched for: "what" replaces the colour word alone.
    from assistant.retrieval.slots import missing_slots

    assert missing_slots("what paint colours can we have", {"paint": 1, "colour": 1}) == missing_slots("what paint can we have", {"paint": 1})
    folder = folder_of(tmp_path, "decorator", {"message.txt": DECORATOR_MESSAGE, "prices.md": SWEEP_PRICES})
    answer = extracted(folder, "what paint colours can we have")
    assert "Chalk white or sage green" in answer, answer
    assert "skirting boards arrived" not in answer, answer


TREE_QUOTE = """# Quote

| work | price |
|---|---|
| fell the dead ash | £380 |
| trim the beech hedge | £210 |
"""

TREE_TEXT = """Hi, we've got you down for Tuesday 4 March from 8am. The ash and the hedge will take one day.
"""


def test_how_much_to_or_for_a_thing_asks_its_price(tmp_path: Path) -> None:
    assert expected_shapes("how much to take the ash down") == expected_shapes("how much is the ash")
    assert expected_shapes("how much for the hedge") == expected_shapes("how much is the hedge")
    folder = folder_of(tmp_path, "trees", {"quote.md": TREE_QUOTE, "booking_text.txt": TREE_TEXT})
    # The booking text says "ash" and "take", and no price: not an answer given as sure.
    data = ask_folder(folder, "how much to take the ash down")
    response = data["response"]
    assert "£380" in response["answer"] or response["confidence"] < 0.5, response


TILE_ORDER = """# Tile order

| tile | boxes | price per box |
|---|---|---|
| white wall | 12 | £26 |
| grey floor | 5 | £44 |

Delivery: Thursday 26 February.
"""

WORK_SCHEDULE = """# Schedule

| day | work |
|---|---|
| Monday 2 March | strip out, skip delivered |
| Wednesday 4 March | tiling |
| Friday 6 March | fit the suite |
"""


def test_how_much_is_a_box_asks_the_price_per_box(tmp_path: Path) -> None:
    from assistant.tables.answer import table_reply
    from assistant.tables.documents import text_tables

    table = text_tables(TILE_ORDER, "tile_order.md")[0]
    reply = table_reply("how much is a box of floor tiles", table)
    assert reply is not None and reply.result.value == "£44", reply
    counted = table_reply("how many boxes of floor tiles did we order", table)
    assert counted is not None and counted.result.value == "5", counted


ENGINE_LOG = """date,work,done by
2026-05-02,oil and filter change,owner
2026-08-30,new alternator belt,Fenny Marina
2026-10-11,impeller change,owner
"""


def test_a_word_another_row_says_leaves_the_row_picked_unsure(tmp_path: Path) -> None:
    from assistant.tables.documents import text_tables
    from assistant.tables.reading import read

    table = text_tables(WORK_SCHEDULE, "schedule.md")[0]
    reading = read("when are the tiles being delivered", table)
    assert reading is None or reading.confidence < 0.5, reading
    sure = read("when is the skip delivered", table)
    assert sure is not None and sure.confidence >= 0.5, sure
    # The act a log's rows share, said as done, is no other row's word.
    from assistant.tables.table import parse

    log = parse(ENGINE_LOG, "engine_log.csv")
    assert log is not None
    done = read("when was the alternator belt changed", log)
    assert done is not None and done.confidence >= 0.5, done
    folder = folder_of(tmp_path, "bathroom", {"schedule.md": WORK_SCHEDULE, "tile_order.md": TILE_ORDER})
    response = ask_folder(folder, "when are the tiles being delivered")["response"]
    assert "Monday 2 March" not in response["answer"] or response["confidence"] < 0.5, response


def test_a_time_set_by_the_thing_asked_is_not_when_it_is() -> None:
    assert lacks_time("when do they start", "We take 25% when you book and 50% when the tiling starts.")
    assert not lacks_time("when do they start", "We start on Monday 2 March.")
    # A payment's time set by an event is still when it is paid.
    assert not lacks_time("when do I pay the balance", "The balance is payable when the sale completes.")


def test_everyday_words_of_a_quote_a_ferry_and_a_council_letter() -> None:
    from assistant.retrieval.abbreviations import written_out

    def has(*held: str) -> object:
        return lambda form: form in held

    assert written_out("how long is the quote good for", has("quote", "valid", "for")) == "how long is the quote valid for"
    assert written_out("what time does the ferry leave", has("sailing", "leave")) == "what time does the sailing leave"
    assert written_out("can we cut it without permission", has("cut", "without", "consent")) == "can we cut it without consent"
    assert written_out("what's the booking number", has("booking", "reference")) == "what's the booking reference"
    # (Only where the folder never says the typed word.)
    assert written_out("what time does the ferry leave", has("ferry", "sailing")) == "what time does the ferry leave"


# Round two: a car hire's, a concert's, a dog's operation's and a water bill's.

GIG_TICKET = """E-ticket: Harbour Lights Tour, Sheffield City Hall
Date: Saturday 6 December. Doors 7pm, support act 7:45pm, main set 9pm
Seats: stalls, row F, seats 3 and 4
"""

GIG_TRAVEL = """The hall is a 10 minute walk from the station. There is no parking at the hall.
"""


def test_who_is_not_answered_by_the_name_a_documents_title_gives(tmp_path: Path) -> None:
    # "Harbour Lights Tour" is the show the ticket is for, not its support act (0.61, sure, until then).
    folder = folder_of(tmp_path, "gig", {"eticket.txt": GIG_TICKET, "travel.txt": GIG_TRAVEL})
    response = ask_folder(folder, "who is the support act")["response"]
    assert "Harbour Lights" not in response["answer"] or response["confidence"] < 0.5, response


VET_NOTES = """Bramble had 2 teeth removed and is recovering well. Her check-up is on Friday 17 October at
4.10pm. Call us if she stops eating or the bleeding starts again.
"""


def test_when_is_not_said_by_a_case_set_by_the_thing_asked() -> None:
    text = "Her check-up is on Friday 17 October at 4.10pm. Call us if she stops eating or the bleeding starts again."
    assert lacks_time("when does she have to stop eating", text, "Call us if she stops eating or the bleeding starts again.")
    assert not lacks_time("when is her check-up", text, "Her check-up is on Friday 17 October at 4.10pm.")
    # A clause that holds the time itself still says it.
    review = "Check it at home for 7 days before your review on Monday 9 June at 10.40am."
    assert not lacks_time("when is my review", review, review)


VOUCHER = """Rental voucher
Pick-up: Faro Airport, Monday 4 August, 10:00
Drop-off: Faro Airport, Monday 11 August, 08:00
Car group: B (Ford Fiesta or similar), manual
"""

PICKUP_DIRECTIONS = """Our desk is in car park P3; take the free shuttle bus. If your flight is late we hold the car for
3 hours.
"""


def test_a_documents_name_does_not_say_what_another_document_says_itself() -> None:
    # pickup_directions.txt's name says "pick" for its sentences; the voucher's line says it
    # itself, with the date. (Its directions ranked first: "we hold the car for 3 hours" until then.)
    from assistant.engines.offline.extract import extract_answer
    from assistant.schemas import Snippet

    passages = [Snippet(doc_id=name, chunk_id=f"{name}#0-{len(text)}", text=text, score=score)
                for name, text, score in (("pickup_directions.txt", PICKUP_DIRECTIONS, 1.0), ("voucher.txt", VOUCHER, 0.9))]
    answer = extract_answer("when do we pick up the car", passages).text
    assert "Monday 4 August" in answer, answer
    # ... but a sentence of another document that only mentions the word does not take it from
    # the document's name: treatment_plan.txt's "Total charge" is what "my treatment" costs.
    plan = "Treatment plan for Mr J. Okafor\nCheck-up, two fillings\nTotal charge: £75.75\n"
    charges = "NHS charges are paid at the start of a course of treatment. Urgent treatment costs £26.80.\n"
    passages = [Snippet(doc_id=name, chunk_id=f"{name}#0-{len(text)}", text=text, score=score)
                for name, text, score in (("charges.txt", charges, 1.0), ("treatment_plan.txt", plan, 0.9))]
    answer = extract_answer("how much is my treatment", passages).text
    assert "£75.75" in answer, answer


METER_CARD = """Meter serial: 12K 440913
Last reading: 982 cubic metres on 30 September
The meter is in the pavement outside your front gate, under a small blue cover.
"""

WATER_BILL = """Total to pay: £201.30, due by 28 October
"""


def test_where_is_said_by_a_word_that_only_ever_says_where(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "water", {"meter_card.txt": METER_CARD, "bill.txt": WATER_BILL})
    answer = extracted(folder, "where is the water meter")
    assert "outside your front gate" in answer, answer


SPEED_NOTICE = """Notice of Intended Prosecution
Vehicle: blue Kia Ceed, registration YT21 LMV
Place: B6265 Keighley Road
Recorded speed: 41 mph in a 30 mph limit
You must name the driver within 28 days.
"""

COURSE_OFFER = """As the named driver you may take a speed awareness course instead of a fixed penalty. If you
take the course, no points go on your licence. The course fee is £97.
"""


def test_how_fast_asks_a_speed_of_no_going(tmp_path: Path) -> None:
    from assistant.engines.offline.extract import extract_answer
    from assistant.schemas import Snippet

    shapes = expected_shapes("how fast was I going")
    assert holds_shape("Recorded speed: 41 mph", shapes)
    assert not holds_shape("The course fee is £97.", shapes)
    # "going" is no word to find: "no points go on your licence" was the answer, on "go" alone.
    # (The question as it reaches the reader of a folder that says "speed", never "fast".)
    from assistant.retrieval.abbreviations import written_out

    question = written_out("how fast was I going", lambda form: form in {"speed", "go", "recorded"})
    assert question == "how speed was I going"
    passages = [Snippet(doc_id=name, chunk_id=f"{name}#0-{len(text)}", text=text, score=1.0)
                for name, text in (("course_offer.txt", COURSE_OFFER), ("notice.txt", SPEED_NOTICE))]
    found = extract_answer(question, passages)
    assert "go" not in found.weights and "41 mph" in found.text, found
    # (Which sentence wins still leans on the passages' ranks: a reply with no speed is not sure.)
    folder = folder_of(tmp_path, "speeding", {"notice.txt": SPEED_NOTICE, "course_offer.txt": COURSE_OFFER})
    response = ask_folder(folder, "how fast was I going")["response"]
    assert "41 mph" in response["answer"] or response["confidence"] < 0.5, response


def test_everyday_words_of_a_concert_and_a_water_bill() -> None:
    from assistant.retrieval.abbreviations import written_out

    def has(*held: str) -> object:
        return lambda form: form in held

    assert written_out("where are the accessible toilets", has("step", "free", "toilets")) == "where are the step free toilets"
    assert written_out("can I get money off for the leak", has("allowance", "leak")) == "can I get allowance for the leak"


# Round three: a rent rise's, lost luggage's, a licence renewal's and school meals'.

LICENCE_REMINDER = """Your driving licence entitlement ends on your 70th birthday, 8 May. You can renew it for free up
to 90 days before then.
After 70 you must renew every 3 years.
"""

RENEWAL_CHECKLIST = """# Before you renew

- your driving licence number
- addresses where you have lived for the last 3 years
"""


def test_an_end_said_before_its_day_and_how_early_a_span_ahead(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "licence", {"reminder.txt": LICENCE_REMINDER, "checklist.md": RENEWAL_CHECKLIST})
    assert_answered_from(folder, "when does my licence run out", "reminder.txt", "8 May")
    # "How early" is answered by a span ahead of something, or shown unsure.
    assert not lacks_time("how early can I renew", "You can renew it up to 90 days before then")
    assert not lacks_time("how early do we need to be there", "Check-in closes 45 minutes before departure")
    assert lacks_time("how early can I renew", "addresses where you have lived for the last 3 years")
    response = ask_folder(folder, "how early can I renew")["response"]
    assert "90 days before" in response["answer"] or response["confidence"] < 0.5, response


TENANCY_CLAUSE = """7. Rent. The rent is payable monthly in advance on the 1st of each month by standing order. The
landlord must give at least one month's notice of any increase.
"""

RENT_NOTICE = """Notice of a new rent
New rent: £880 a month, starting on 1 March
"""


def test_when_is_it_due_is_said_by_payable(tmp_path: Path) -> None:
    # "I could not find this in the documents" until then: "due" weighed most, and no sentence said it.
    folder = folder_of(tmp_path, "rent", {"tenancy_clause.txt": TENANCY_CLAUSE, "notice.txt": RENT_NOTICE})
    assert_answered_from(folder, "when is the rent due", "tenancy_clause.txt", "on the 1st of each month")


ALLERGY_FORM = """Child: Maya Patel
Allergy: peanuts (reaction: swelling)
Medication in school: adrenaline pen, kept in the school office
"""

MEALS_LETTER = """School lunches cost £2.60 a day. Packed lunches must not contain nuts.
"""


def test_a_line_labelled_with_the_word_keeps_it_from_the_documents_name(tmp_path: Path) -> None:
    # allergy_form.txt's name says "allergy" for each of its lines; its "Allergy:" line says it itself.
    folder = folder_of(tmp_path, "school", {"allergy_form.txt": ALLERGY_FORM, "meals_letter.txt": MEALS_LETTER})
    assert "peanuts" in extracted(folder, "what is Maya allergic to")


def test_a_rule_for_a_case_does_not_say_when_a_thing_happened() -> None:
    rule = "If your bag has not been found after 21 days it is treated as lost."
    assert lacks_time("when was the bag found", rule, rule)
    assert not lacks_time("when was the bag found", "5 July: Your bag has been found at Heathrow.", "5 July: Your bag has been found at Heathrow.")
    # ... while a rule's case may say when one can act: "if you cancel within 14 days".
    cancel = "If you cancel within 14 days you get a full refund."
    assert not lacks_time("when can I cancel", cancel, cancel)


# Round four (run once), its one fit confident mistake mended after: a child's operation.

def test_how_long_a_thing_takes_is_not_when_it_is() -> None:
    letter = ("He must have nothing to eat after 2am, and can drink water until 6.30am. The operation takes about 20 "
              "minutes and most children go home the same day.")
    sentence = "The operation takes about 20 minutes and most children go home the same day."
    assert lacks_time("when is the operation", letter, sentence)
    # ... unless the sentence says when too.
    course = "The course lasts 6 weeks, starting on 4 May."
    assert not lacks_time("when is the course", course, course)
