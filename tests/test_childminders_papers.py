"""A childminder's and a personal trainer's papers, asked as they ask: "how much notice do I have
to give?" is the contract's "Notice:" line, not a sentence that also says "give"; "how old is
Tom?" is the questionnaire's "Age: 47", shown with the line that names him (a record's line, not
evidence: the answer's confidence is the same without it); "run out" is of a certificate's
"Expires:", not of a price list's "valid for" column; "what time do I open?" is of "Hours:", "do
better" of "To improve", "trips on the bus" of "Outings ... by public transport", "being sick" of
"vomiting"."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from assistant.engines.offline.answer_confidence import features
from assistant.engines.offline.extract import _PART_ASKED, _SIGNED, _parts_of_day, expected_shapes, extract_answer, holds_shape
from assistant.retrieval.abbreviations import written_out
from assistant.schemas import Snippet
from tests.asking import ask_folder, assert_says, extracted, folder_of

CONTRACT = """# Little Acorns Childminding — contract with parents

- Hours: Monday to Friday, 7:30am to 6pm
- Notice: 4 weeks' written notice to end the contract, from either side

I close for 3 weeks a year and give at least 8 weeks' notice of the dates.
"""

SICKNESS = """Sickness and exclusion policy

Children with diarrhoea or vomiting must stay at home until 48 hours after the last episode.
"""

INSURANCE = """Business insurance — schedule

Outings on foot and by public transport are covered.
"""

INSPECTION = """Inspection report — summary

Overall effectiveness: Good

Outdoor play is a strength. To improve, the childminder should plan more chances for older children to count.
"""

QUESTIONNAIRE = """Pre-exercise health questionnaire

Client: Tom Hughes
Age: 47
Goal: run a 10k
"""

DIARY = """day,time,client,where
Monday,07:00,Tom Hughes,gym
Monday,18:30,Gemma Lowe,park
"""

CERTIFICATE = """First aid at work — certificate

Date: 9 October 2025
Expires: 9 October 2028
"""

PACKAGES = """package,sessions,price,valid for
Single session,1,£40,1 month
Starter,5,£180,2 months
"""


@pytest.fixture(scope="module")
def childminder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("childminder"), "childminder",
                     {"parent_contract.md": CONTRACT, "sickness_policy.txt": SICKNESS,
                      "business_insurance.txt": INSURANCE, "inspection_summary.txt": INSPECTION})


@pytest.fixture(scope="module")
def trainer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("trainer"), "trainer",
                     {"health_questionnaire.txt": QUESTIONNAIRE, "diary.csv": DIARY,
                      "first_aid_certificate.txt": CERTIFICATE, "packages.csv": PACKAGES})


@pytest.mark.parametrize(("question", "said"), [
    ("how much notice does a parent have to give", "4 weeks' written notice"),
    ("what time do I open", "7:30am to 6pm"),
    ("what do I need to do better", "To improve"),
    ("are trips on the bus covered", "public transport are covered"),
    ("when can a child come back after being sick", "48 hours"),
])
def test_a_childminders_words(childminder: Path, question: str, said: str) -> None:
    assert_says(childminder, question, said)


def test_the_notice_asked_is_the_notice_line(childminder: Path) -> None:
    # Not "I close ... and give at least 8 weeks' notice of the dates", which says "give" too.
    assert extracted(childminder, "how much notice do I have to give").lstrip("- ").startswith("Notice: 4 weeks")


def test_a_records_field_answers_for_the_record(trainer: Path) -> None:
    # The questionnaire names Tom and says his age; the diary's row names him and says no age.
    assert extracted(trainer, "how old is Tom") == "Client: Tom Hughes; Age: 47"
    assert holds_shape("Age: 47", expected_shapes("how old is Tom"))


def test_the_subject_line_is_not_evidence() -> None:
    passage = Snippet(doc_id="health_questionnaire.txt", chunk_id="health_questionnaire.txt#0-80", text=QUESTIONNAIRE, score=3.0)
    found = extract_answer("how old is Tom", [passage])
    assert found.subject == "Client: Tom Hughes" and found.text == "Client: Tom Hughes; Age: 47"
    alone = features("how old is Tom", found, [passage])
    shown = features("how old is Tom", replace(found, subject=""), [passage])
    assert alone != shown  # the prefix, read as the answer, would say "Tom"
    assert alone == features("how old is Tom", replace(found, text="Age: 47", subject=""), [passage])


def test_a_part_of_the_day_is_a_rows_time(trainer: Path) -> None:
    # "Monday evening" of the diary's "Monday,18:30", not its "Monday,07:00".
    assert "Gemma Lowe" in extracted(trainer, "who am I training on Monday evening")
    assert "Tom Hughes" in extracted(trainer, "who am I training on Monday morning")
    # ... a part of the day as a reference is not asked of a schedule.
    assert _PART_ASKED.search("what if a client cancels the same morning") is None
    assert _parts_of_day("day: Monday; time: 18:30") == _parts_of_day("6.45pm") != _parts_of_day("£12.50") == frozenset()


def test_run_out_is_the_certificates_expiry(trainer: Path) -> None:
    data = ask_folder(trainer, "when does my first aid run out")
    assert data["response"]["sources"][0] == "first_aid_certificate.txt", data["response"]
    assert "9 October 2028" in data["response"]["answer"]


def test_everyday_words_of_a_childminder() -> None:
    held = {"hour", "hours", "improv", "improve", "public", "transport", "outing", "outings", "vomit", "vomiting", "goal", "gp",
            "clearance", "supplement", "supplements"}.__contains__
    assert written_out("what time do I open", held) == "what time do I hours"
    assert written_out("are trips on the bus covered", held) == "are outings on the public transport covered"
    assert written_out("what does Tom want to achieve", held) == "what does Tom want to goal"
    assert written_out("can I sell protein shakes", held).startswith("can I sell supplements")
    # The documents' own word is kept: a folder that says "open" is asked of opening.
    assert written_out("what time do I open", {"open", "hours"}.__contains__) == "what time do I open"


GYM = """# Ironworks Gym — freelance trainer agreement

- Hours: you may train clients from 6am to 10pm, 7 days a week
- Notice: 1 month on either side
"""

PACKS = """package,sessions,price,valid for
Starter,5,£180,2 months
Regular,10,£340,3 months
"""


@pytest.fixture(scope="module")
def gym(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("gym"), "gym", {"gym_agreement.md": GYM, "packages.csv": PACKS})


@pytest.mark.parametrize(("question", "said"), [
    # "the latest" asks how far a time goes; "someone", never said, is no subject.
    ("what's the latest I can train someone", "10pm"),
    # A "pack" is the price list's "package".
    ("how long do clients have to use a starter pack", "2 months"),
])
def test_a_trainers_words(gym: Path, question: str, said: str) -> None:
    assert_says(gym, question, said)


def test_someone_said_is_a_subject() -> None:
    from assistant.retrieval.slots import unsaid

    # Never said, "someone" does not make a question "not found"; said, it is a word the answer holds.
    assert unsaid("what's the latest I can train someone", {"train", "latest"}.__contains__).missing == []
    assert unsaid("what if Biscuit bites someone", {"biscuit", "someone"}.__contains__).absent == ["bites"]


def test_everyday_words_of_a_ward_and_a_shop() -> None:
    held = {"a", "manager", "phone", "concern", "hepatitis", "sent", "send", "submit", "warranty", "break", "clause", "kept", "keep"}.__contains__
    assert written_out("who's in charge of the ward", held) == "who's manager of the ward"
    assert written_out("what's the ward's number", held) == "what's the ward's phone"
    assert written_out("what's my locker number", held) == "what's my locker number"  # not whose: a number of its own
    assert written_out("what if I'm worried about a patient", held) == "what if I'm concern about a patient"
    assert written_out("have I had my hep B jabs", held) == "have I had my hepatitis B jabs"
    assert written_out("how long do I have to put in a travel claim", held) == "how long do I have to send a travel claim"
    assert written_out("how long is the guarantee on a repair", held) == "how long is the warranty on a repair"
    assert written_out("when can I get out of the lease", held) == "when can I break clause the lease"
    assert written_out("how do I store old batteries", held) == "how do I kept old batteries"
    # A folder that says "number" is asked of its numbers.
    assert written_out("what's the ward's number", {"number", "phone"}.__contains__) == "what's the ward's number"


def test_a_day_of_the_month_is_no_subject(tmp_path: Path) -> None:
    # "What shift am I on on the 2nd?" asks a row of shifts.csv (not for the file, not of "nd").
    folder = folder_of(tmp_path, "shifts", {"shifts.csv": "date,shift,start,end\n2027-02-01,early,07:00,15:00\n"
                                                          "2027-02-02,late,13:00,21:00\n",
                                            "uniform_policy.txt": "Uniform policy\n\nWear your name badge on every shift.\n"})
    data = ask_folder(folder, "what shift am I on on the 2nd")
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert data["response"]["answer"].startswith("late"), data["response"]


EMAIL = """Hi,

I had my iPhone 13 screen replaced with you on 3 January and it has stopped responding to touch in one corner.

Thanks,
Daniel Reeves
"""

TERMS = """# FixIt Phones — repair terms

- Warranty: 90 days on parts and labour for the repair we did

Water-damaged screens are repaired on a no fix, no fee basis.
"""


def test_a_letters_sentences_are_its_writers(tmp_path: Path) -> None:
    folder = folder_of(tmp_path, "shop", {"complaint_email.txt": EMAIL, "repair_terms.md": TERMS})
    # "Daniel" is the one who signs; "get ... done" asks of having it done.
    assert "3 January" in extracted(folder, "when did Daniel get his screen done")
    assert _SIGNED.search(EMAIL)[1] == "Daniel Reeves"  # type: ignore[index]
    assert _SIGNED.search("Best wishes,\nAlison and Mark Reid\n")[1] == "Alison and Mark Reid"  # type: ignore[index]
    assert _SIGNED.search("Thanks for the update. See you soon") is None


PLAN = """# Education, health and care plan — summary

Speech and language therapy: 12 sessions a year, delivered in school.
"""

GUIDE = """Brook Hill School — guide for parents

The school day runs from 9:00am to 3:15pm. Uniform is optional; please label everything.
"""

BREAKS = """Short breaks booking

Setting: Oak Lodge
Cost to you: nothing

Please send Leo's medication in its original packaging, with the medication chart signed.
"""

THERAPY = """day,therapy,time,where
Wednesday,Hydrotherapy,13:30,Riverside pool
Friday,Music therapy,14:00,school
"""

COACH = """Supporters' coach — booking confirmation

Departs: 8:30am from the club car park

The coach leaves 45 minutes after the final whistle. Alcohol is not allowed on the coach.
"""

TICKET = """# Season ticket — terms

You may lend your ticket to a friend or family member, but not sell it. If you miss a match, you can release your seat through the ticket exchange.
"""


@pytest.fixture(scope="module")
def carer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("carer"), "carer",
                     {"ehcp_summary.md": PLAN, "parent_guide.txt": GUIDE, "short_breaks.txt": BREAKS,
                      "therapy_timetable.csv": THERAPY, "coach_booking.txt": COACH, "season_ticket_terms.md": TICKET})


@pytest.mark.parametrize(("question", "said"), [
    ("how much speech therapy is he meant to have", "12 sessions a year"),  # a treatment, not a speech to write
    ("does he have to wear uniform", "Uniform is optional"),  # of a dependant; "wear" is his act
    ("how do I send his meds", "original packaging"),
    ("where is hydro", "Riverside pool"),  # a clipped word
    ("what time does school finish", "3:15pm"),  # a span of clock times says when it finishes
    ("what time does the coach leave", "8:30am"),  # ... and "Departs" when it leaves
    ("can my brother use my ticket", "lend your ticket"),  # whom the asker speaks of, in the rule's words
    ("what if I can't make a game", "miss a match"),
])
def test_a_parent_carers_and_a_fans_words(carer: Path, question: str, said: str) -> None:
    assert_says(carer, question, said)


def test_a_place_said_by_its_label() -> None:
    # "Setting: Oak Lodge" says where, as "Venue: Riverside Hall" does; "respite" is "Short breaks".
    assert holds_shape("Setting: Oak Lodge", expected_shapes("where is Leo's respite"))
    assert not holds_shape("Please send Leo's medication in its original packaging", expected_shapes("where is Leo's respite"))
    assert written_out("where is Leo's respite", {"short", "break", "breaks"}.__contains__) == "where is Leo's short breaks"


GYM_TERMS = """# Pulse Fitness — membership terms

- Plan: Anytime, £34.99 a month

Under-16s cannot join. Members aged 16 and 17 may use the gym only with a completed parental consent form.
"""

FREEZE = """Freezing and cancelling

You can freeze your membership for 1 to 3 months at a time, once a year. Medical freezes are free with a doctor's note.
"""

GUEST = """Hi Sam,

As a member you can bring a friend for free up to 4 times a year. Your guest must be 18 or over and bring photo ID.

Book the visit in the app at least 2 hours before.
"""

CRUISE = """# Ocean Star — booking confirmation

- Cabin: 9214, balcony, deck 9

Check-in at the terminal opens at 11am and closes at 3pm; the ship sails at 5pm. Gratuities of £12 per person per night are added to your onboard account.

The main restaurant serves dinner at 6pm and 8:30pm.
"""

EXCURSION = """Shore excursion ticket

Tour: Lisbon highlights by coach
Meet: the theatre on deck 5 at 8:15am
"""


@pytest.fixture(scope="module")
def member(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("member"), "member",
                     {"membership_terms.md": GYM_TERMS, "freeze_policy.txt": FREEZE, "guest_pass.txt": GUEST,
                      "booking_confirmation.md": CRUISE, "excursion_ticket.txt": EXCURSION})


@pytest.mark.parametrize(("question", "said"), [
    ("can my 15 year old join", "Under-16s cannot join"),  # a number, but nothing to compute
    ("can I pause my membership", "freeze your membership"),
    ("what if I'm injured", "Medical freezes"),
    ("does my friend need ID", "photo ID"),  # "need" is the friend's verb, no subject
    ("how far ahead do I book a guest", "2 hours before"),
    ("what's our cabin number", "9214"),  # a numbered place's number
    ("what times is dinner", "6pm and 8:30pm"),
    ("what time does the ship leave", "5pm"),  # "sails" says when it leaves
    ("how much are tips", "Gratuities"),
    ("where do we meet for the Lisbon tour", "theatre on deck 5"),  # "Meet:" says where
])
def test_a_gym_members_and_a_cruise_passengers_words(member: Path, question: str, said: str) -> None:
    assert_says(member, question, said)


PHOTO_CONTRACT = """# Emma Lane Photography — wedding contract

- Balance: due 4 weeks before the wedding

If the couple cancel, the booking fee is kept and the balance is not charged. The photographer keeps the copyright.
"""

MERCHANT = """Trade account terms

Invoices are due for payment by the end of the month following the month of purchase. Pay within 10 days of the invoice date and take a 2% prompt payment discount.
"""

KIT = """Photography equipment insurance — schedule

Equipment value: £12,000
Cover includes accidental damage and theft worldwide.
"""

MEMBERSHIP = """# Pulse Fitness — membership terms

- Plan: Anytime, £34.99 a month
- Minimum term: 3 months
"""

FREEZING = """Freezing and cancelling

You can freeze your membership for 1 to 3 months at a time for £5 a month, once a year.
"""


@pytest.fixture(scope="module")
def photographer(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("photographer"), "photographer",
                     {"client_contract.md": PHOTO_CONTRACT, "merchant_trade_account.txt": MERCHANT,
                      "equipment_insurance.txt": KIT, "membership_terms.md": MEMBERSHIP, "freeze_policy.txt": FREEZING})


@pytest.mark.parametrize(("question", "said"), [
    ("when does the couple have to pay the rest", "due 4 weeks before"),  # when it falls due, never "pay"
    ("when do I have to pay the merchant", "end of the month following"),  # ... before an early-payment discount
    ("how much is my kit insured for", "£12,000"),
    ("does my insurance work abroad", "worldwide"),
    ("how much is my membership a month", "£34.99"),  # the plan's line, not the freeze's price
])
def test_a_photographers_and_a_members_words(photographer: Path, question: str, said: str) -> None:
    assert_says(photographer, question, said)


BOOKINGS = """pupil,day,time,pick-up
Ellie,Monday,16:00,Westfield Academy
Ben,Saturday,10:00,home
"""

PARENT = """Hi Claire,

Ellie's test is booked for 14 March at 10:40am at the Hillside test centre.

Thanks,
Julie
"""


def test_what_a_rows_value_owns_is_not_read_from_its_row(tmp_path: Path) -> None:
    # Ellie's row says when her lessons are; "Ellie's test" is another thing, which the email says.
    folder = folder_of(tmp_path, "instructor", {"bookings.csv": BOOKINGS, "parent_email.txt": PARENT})
    data = ask_folder(folder, "when is Ellie's test")
    assert "14 March" in data["response"]["answer"], data["response"]
    assert "Monday" in ask_folder(folder, "what day is Ellie")["response"]["answer"]


FEES = """# ThriftHub — seller fees

- Payouts: to your bank account every Tuesday, for sales confirmed as received

Buyers have 2 days after delivery to report a problem.
"""

POSTAGE = """service,max weight,price,tracked
Small parcel,2kg,£3.35,yes
Large letter,750g,£1.95,no
"""

RETURNS = """My returns policy

The buyer pays return postage unless the item was faulty. Refunds are made within 3 days of the item coming back.
"""

BUYER = """Hi,

The jacket has a stain on the back. Can I send it back for a refund?

Thanks,
Olivia
"""


@pytest.fixture(scope="module")
def reseller(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return folder_of(tmp_path_factory.mktemp("reseller"), "reseller",
                     {"seller_fees.md": FEES, "postage_prices.csv": POSTAGE, "returns_policy.txt": RETURNS,
                      "buyer_message.txt": BUYER})


@pytest.mark.parametrize(("question", "said"), [
    ("when do I get my money", "every Tuesday"),  # payouts ("get my money back" is a refund)
    ("how long do buyers have to complain", "report a problem"),
    ("is a large letter tracked", "no"),  # a postage class, not a letter to write
    ("how quickly do I refund", "within 3 days"),  # a span asked, not a buyer's question
])
def test_a_resellers_words(reseller: Path, question: str, said: str) -> None:
    assert_says(reseller, question, said)


def test_a_money_back_is_a_refund() -> None:
    held = {"payouts", "payout", "refund"}.__contains__
    assert written_out("when do I get my money", held) == "when do I payouts"
    assert written_out("how do I get my money back", held) == "how do I refund"


def test_an_exchange_students_and_a_sixth_formers_words() -> None:
    held = {"change", "course", "courses"}.__contains__
    assert written_out("can I swap a module", held) == "can I change a course"
    assert written_out("how much is a remark", {"review", "of", "marking"}.__contains__) == "how much is a review of marking"
