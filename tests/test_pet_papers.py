"""A pet owner's papers, asked as an owner asks: "what time can I pick him up" (the kennels'
"Collection" line, not the vet's "Opening times": "time" asks when, and "pick him up" is
"collect"), "when do I drop Biscuit off" (not "2 weeks before arrival", which tells the time of
something else from the very thing asked about), "how old does the puppy have to be" ("20 weeks
old"), "does he need a kennel cough jab" and "how much is the vet plan" (not "the full price of
any treatment", which states no figure)."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape, unanchored
from assistant.lexicon import AMOUNT_SAID
from assistant.schemas import AnswerResponse
from assistant.retrieval.abbreviations import written_out
from tests.asking import ask_folder, assert_answered_from, folder_of

KENNELS = """Hilltop Boarding Kennels — booking confirmation
Booking reference: HK-20461
Dog: Biscuit   Owner: Laura Mensah

Arrival: Saturday 19 December 2026, between 9:00 and 11:00
Collection: Sunday 3 January 2027, between 14:00 and 16:00
Nights: 15 at £28 a night (Christmas and New Year nights are charged at £35)
Total: £441.00, of which a deposit of £100 has been paid. The balance is due on arrival.

Please bring Biscuit's vaccination card; dogs must have had a kennel cough vaccine at least 2 weeks before arrival. You may bring one blanket and one toy. We feed our own dry food unless you bring food in labelled daily bags.
If you cancel more than 14 days before arrival, we refund the deposit; after that the deposit is kept.
"""

VET = """# Oakfield Vets — Healthy Pet Plan

Biscuit is on the Dog Plan at £14.95 a month.

## Opening times

Monday to Friday 8:00 to 19:00, Saturday 9:00 to 13:00.

## Cancelling

You can cancel the plan at any time with one month's notice, but if you cancel within the first 12 months you must pay the full price of any treatment you have had under the plan.
"""

CLASSES = """# Good Dog Training: puppy course terms

The course is 6 weekly classes on Wednesday evenings from 18:30 to 19:30.
Puppies must be between 10 and 20 weeks old at the first class, and have had their first vaccinations.
One adult must come to every class; children over 8 are welcome with an adult.
"""


@pytest.fixture
def pets(isolated: Path) -> Path:
    return folder_of(isolated, "pets", {"kennels_booking.txt": KENNELS, "vet_plan.md": VET, "puppy_classes.md": CLASSES})


@pytest.mark.parametrize(("question", "document", "holds"), [
    # Declined as out of scope (0.87), then answered by the vet's opening times (0.11).
    ("what time can I pick him up", "kennels_booking.txt", "14:00"),
    # "children over 8" passed for an age (0.65): a puppy's age is in weeks.
    ("how old does the puppy have to be", "puppy_classes.md", "20 weeks old"),
    # "Not found: they never mention need, jab".
    ("does he need a kennel cough jab", "kennels_booking.txt", "kennel cough vaccine"),
    # "Not found": the kennels write "the balance".
    ("how much is left to pay for the kennels", "kennels_booking.txt", "balance"),
])
def test_a_pet_owners_questions_are_answered_from_the_right_paper(pets: Path, question: str, document: str,
                                                                  holds: str) -> None:
    assert_answered_from(pets, question, document, holds)


def test_a_time_told_from_what_is_asked_is_not_when_it_is() -> None:
    # "2 weeks before arrival" was the answer to "when do I drop Biscuit off" (0.64, in
    # bench/folders/pets.py): it tells the time of a vaccine from the arrival asked about, so
    # it no longer counts as the time asked for. (Where it also holds more of the question's
    # words than the "Arrival:" line, as in this module's smaller folder, it is still chosen.)
    assert unanchored("a kennel cough vaccine at least 2 weeks before arrival.", "when is arrival").strip() == \
        "a kennel cough vaccine at least  ."
    assert unanchored("seen in clinic 6 weeks after the operation", "when is clinic") == "seen in clinic 6 weeks after the operation"
    # "Within 30 days of delivery" is no time of the delivery asked about; but it is the time
    # asked for when the question asks from that very thing.
    assert unanchored("return within 30 days of delivery", "how long will delivery take").strip() == "return"
    assert unanchored("claim within 14 days of buying it", "how long after buying can I claim") == "claim within 14 days of buying it"


def test_the_amount_of_a_plan_is_its_figure_not_a_price_it_names(pets: Path) -> None:
    # "the full price of any treatment" (no figure) was preferred as saying which amount.
    response = ask_folder(pets, "how much is the vet plan")["response"]
    assert "£14.95" in response["answer"], response
    # It is the one sum the plan states: no guess at which amount is meant (it was shown
    # unsure at 0.45, as the water bill's two charges still are: tests/test_money_papers.py).
    assert response["confidence"] >= 0.5 and response["status"] == "answered", response


def test_one_sum_lifts_the_amount_guess_only_when_the_answer_says_it(isolated: Path) -> None:
    from assistant.nodes.qa import _an_amount_of_the_named
    from assistant.retrieval.corpus import Corpus
    from assistant.schemas import Snippet

    corpus = Corpus.from_folder(folder_of(isolated, "vet", {"vet_plan.md": VET}))
    shown = [Snippet(doc_id="vet_plan.md", chunk_id="vet_plan.md#0", text=VET, score=1.0)]
    said = AnswerResponse(question="q", answer="Biscuit is on the Dog Plan at £14.95 a month.", sources=["vet_plan.md"],
                          confidence=0.7)
    unsaid = said.model_copy(update={"answer": "You can cancel the plan at any time with one month's notice."})
    assert not _an_amount_of_the_named("how much is the vet plan", said, shown, corpus)
    assert _an_amount_of_the_named("how much is the vet plan", unsaid, shown, corpus)
    assert AMOUNT_SAID.search("Total: £441.00") and AMOUNT_SAID.search("Value of your pot on 5 April 2026: £48,310")
    # A table row as the reader writes it: the figure is in the row's next cell.
    assert AMOUNT_SAID.search("Item: Premium; Detail: £11.80 a month.")
    assert not AMOUNT_SAID.search("you must pay the full price of any treatment you have had under the plan")


def test_the_amount_of_an_insurance_schedule_table_is_its_premium(isolated: Path) -> None:
    # "Item: Policy type; Detail: Time-limited, 12 months per condition" was the answer: the
    # premium row's figure sits in its next cell, and was not seen as the amount's.
    schedule = ("# Whisker Cover: insurance schedule\n\n| Item | Detail |\n|---|---|\n| Pet | Pepper |\n"
                "| Policy type | Time-limited, 12 months per condition |\n| Excess | £75 per claim |\n"
                "| Premium | £11.80 a month |\n")
    folder = folder_of(isolated, "cat", {"cat_insurance.md": schedule, "vet_plan.md": VET})
    response = ask_folder(folder, "how much is the cat insurance a month")["response"]
    assert "£11.80" in response["answer"], response


def test_a_phrasal_verb_said_around_its_object_is_found() -> None:
    held = {"collection", "collect", "arrival", "arrive"}.__contains__
    assert "collection" in written_out("what time can I pick him up", held)
    assert "arrival" in written_out("when do I drop Biscuit off at the kennels", held)


def test_a_puppys_age_is_in_weeks() -> None:
    shapes = expected_shapes("how old does the puppy have to be")
    assert holds_shape("Puppies must be between 10 and 20 weeks old.", shapes)
    assert not holds_shape("The course costs £120.", shapes)


def test_per_month_is_asked_as_a_month(isolated: Path) -> None:
    # "How much is the gym per month?" was answered by the freeze fee, "£5 per month" (0.76):
    # "per" was a word to hold, and only that line held it beside "month".
    gym = ("Peak Fitness gym: membership terms\n\nMembership fees are taken by direct debit on the 1st of each month. "
           "The standard membership costs £39 a month; off-peak membership costs £27.\nThere is a minimum term of 3 months. "
           "After that, you may cancel with one full calendar month's notice in writing.\n"
           "Memberships can be frozen for up to 3 months a year for medical reasons or travel, at £5 per month.\n")
    folder = folder_of(isolated, "gym", {"gym_membership.txt": gym, "vet_plan.md": VET})
    response = ask_folder(folder, "how much is the gym per month")["response"]
    assert "£39" in response["answer"], response


def test_make_a_claim_names_the_claim_not_make() -> None:
    from assistant.retrieval.slots import content_words

    # "They never mention make" of an insurance summary that says how to claim.
    assert content_words("how long do I have to make a claim") == ["claim"]
    # The package is what "when was make installed?" asks about (a dpkg log's "install make").
    assert "make" in content_words("When was make installed?")
