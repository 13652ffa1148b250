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

from assistant.engines.offline.extract import expected_shapes, lacks_colour, lacks_time
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


def test_a_word_another_row_says_leaves_the_row_picked_unsure(tmp_path: Path) -> None:
    from assistant.tables.documents import text_tables
    from assistant.tables.reading import read

    table = text_tables(WORK_SCHEDULE, "schedule.md")[0]
    reading = read("when are the tiles being delivered", table)
    assert reading is None or reading.confidence < 0.5, reading
    sure = read("when is the skip delivered", table)
    assert sure is not None and sure.confidence >= 0.5, sure
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
