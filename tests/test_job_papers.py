"""An employee's own papers, asked as the employee asks: "how many days holiday have I got left"
(the asker's own case with a noun after "how many"), "how much sick pay do I get" (the "pay" of
"sick pay" is what is asked about), "what was my take home pay" (a payslip's "Net pay"), "what's
my notice period" (a contract's "notice"), and "when am I working at Wakefield" of a contract
that says "you may be asked to work at our Wakefield site" ("may" is no month)."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import _priced_subject, expected_shapes, holds_shape
from assistant.retrieval.text import held_in
from tests.asking import ask_folder, assert_answered_from, folder_of

CONTRACT = """Statement of main terms of employment
Employer: Kestrel Logistics Ltd
Employee: Jordan Price

1. Job title and start date
You are employed as a Warehouse Team Leader. Your employment starts on 6 January 2025. Your previous employment does not count towards your period of continuous employment.

3. Place of work
Your normal place of work is the Leeds distribution centre. You may be asked to work at our Wakefield site for up to 4 weeks at a time.

5. Pay
Your basic salary is £31,500 a year, paid monthly in arrears on the last working day of the month by bank transfer.

6. Holidays
You are entitled to 25 days' paid holiday a year plus the 8 bank holidays. Holiday requests must be made at least 4 weeks in advance through the staff app.

7. Sickness
If you are ill and cannot work, phone your shift manager before the start of your shift. From the eighth day of sickness you must provide a fit note from your doctor. After probation, you receive full pay for up to 4 weeks of sickness in any 12 months, and statutory sick pay after that.

9. Notice
After probation, you must give one month's notice in writing to end your employment.
"""

PAYSLIP = """Kestrel Logistics Ltd — payslip
Employee: Jordan Price   Employee number: KL-04417   Tax code: 1257L
Pay date: 31 October 2026

Basic pay: £2,625.00
Income tax: £371.40
Net pay: £2,176.08
Holiday remaining: 7 days.
"""

ROTA = """date,day,start,end,site
2026-11-02,Monday,06:00,14:00,Leeds
2026-11-08,Sunday,08:00,16:00,Wakefield
"""


@pytest.fixture
def job(isolated: Path) -> Path:
    return folder_of(isolated, "job", {"employment_contract.txt": CONTRACT, "payslip_october.txt": PAYSLIP})


@pytest.mark.parametrize(("question", "document", "holds"), [
    # Declined as out of scope at 0.89, 0.87 and 0.81: a noun between "how many" and "have I"
    # hid the asker's own case; "left" is the payslip's "remaining", "ahead" the contract's "in
    # advance", and "quit" its "end your employment".
    ("how many days holiday have I got left", "payslip_october.txt", "7 days"),
    ("how far ahead do I have to book holiday", "employment_contract.txt", "4 weeks in advance"),
    ("how much notice do I have to give if I quit", "employment_contract.txt", "one month's notice"),
    # "pay" was dropped as the asking word of "how much ... pay": the fit-note sentence was the
    # answer (0.20), and the pay rise letter's for "take home pay" (0.04).
    ("how much sick pay do I get", "employment_contract.txt", "statutory sick pay"),
    ("how much was my take home pay in october", "payslip_october.txt", "£2,176.08"),
    # "period" of "a period of continuous employment" was the answer (0.11).
    ("what's my notice period", "employment_contract.txt", "one month's notice"),
])
def test_an_employees_questions_are_answered_from_the_right_paper(job: Path, question: str, document: str,
                                                                  holds: str) -> None:
    assert_answered_from(job, question, document, holds)


def test_may_the_verb_is_no_date(isolated: Path) -> None:
    # "When am I working at Wakefield?" was answered, sure at 0.54, by the contract's "You may
    # be asked to work at our Wakefield site": its "may" passed for the month a "when" asks for.
    folder = folder_of(isolated, "job", {"employment_contract.txt": CONTRACT, "shift_rota.csv": ROTA})
    response = ask_folder(folder, "when am I working at Wakefield")["response"]
    assert not (response["sources"][:1] == ["employment_contract.txt"] and response["confidence"] >= 0.5), response
    shapes = expected_shapes("when am I working at Wakefield")
    assert not holds_shape("You may be asked to work at our Wakefield site.", shapes)
    assert holds_shape("The site opens on 5 May 2026.", shapes)
    assert holds_shape("Your salary is paid monthly, on the last working day of the month.", shapes)


@pytest.mark.parametrize(("question", "subject"), [
    ("how much sick pay do I get", {"pay"}),
    ("how much holiday pay do I get", {"pay"}),
    ("how much was my take home pay", {"pay"}),
    # The verb, or the price asked of a thing: not what the question is about.
    ("how much does the hotel cost", set()),
    ("how much did I pay into my pension", set()),
    ("how much is the cost of a permit", set()),
    ("how much of a filling does the plan pay", set()),
])
def test_a_word_for_money_is_the_subject_when_a_word_before_it_says_which(question: str, subject: set[str]) -> None:
    assert set(_priced_subject(question)) == subject


def test_a_past_form_is_held_by_its_words_other_forms() -> None:
    # "How much have I earned this year?" was "not found: they never mention earned" of a
    # contract that says "qualifying earnings".
    held = {"earning", "book"}.__contains__
    assert held_in("earned", held)
    assert held_in("booked", held)
    assert not held_in("learned", held)



def test_the_get_of_a_question_is_not_searched_for(isolated: Path) -> None:
    # A benefits page's "After 5 years' service you get 2 extra days' holiday" ranked first for
    # its "get", and was the answer; the contract says what the holiday is ("entitled to").
    benefits = ("# Staff benefits\n\n## Long service\n\nAfter 5 years' service you get 2 extra days' holiday a year, "
                "and a £250 voucher at 10 years.\n")
    folder = folder_of(isolated, "job", {"employment_contract.txt": CONTRACT, "staff_benefits.md": benefits})
    response = ask_folder(folder, "how much holiday do I get")["response"]
    assert response["sources"][0] == "employment_contract.txt" and "25 days" in response["answer"], response


SHOP = """# Your contract with Marsh Stores

## Rota

Shifts are posted on the staff noticeboard every Thursday for the following week.

## If you are off sick

Call the store at least 2 hours before your shift starts.
"""

PAY_ADVICE = "MARSH STORES LTD    Pay advice\nName: Ali Khan    Payroll no: 40917\nNet: £1,102.30\n"


@pytest.mark.parametrize(("question", "document", "holds"), [
    # Declined as out of scope (0.73, 0.61, 0.95): "ill" is the contract's "sick", "put up" its
    # "posted", and a payslip's "Payroll no:" says "number".
    ("what do I do if I'm ill", "contract.md", "Call the store"),
    ("when is the rota put up", "contract.md", "every Thursday"),
    ("what's my payroll number", "pay_advice.txt", "40917"),
])
def test_a_shop_workers_words_are_asked_of_the_folder(isolated: Path, question: str, document: str, holds: str) -> None:
    folder = folder_of(isolated, "shop", {"contract.md": SHOP, "pay_advice.txt": PAY_ADVICE})
    assert_answered_from(folder, question, document, holds)


def test_no_before_a_figure_is_number() -> None:
    from assistant.retrieval.text import tokenize

    assert tokenize("Payroll no: 40917, No. 10") == ["payrol", "number", "40917", "number", "10"]
    assert "number" not in tokenize("there are no 5-star hotels")


def test_a_past_form_is_held_by_its_bases_act() -> None:
    # "How much holiday am I entitled to?" was "not found: they never mention entitled" of a
    # contract that says "Your holiday entitlement is 16.8 days".
    assert held_in("entitled", {"entitlement"}.__contains__)
    assert held_in("employed", {"employment"}.__contains__)


def test_a_nouns_ending_is_no_verbs() -> None:
    # "-er" makes a noun of "manage": a pool routing line ("Give me some ideas to manage my
    # manager") went to qa when "manager" was held by "managed" or "management".
    assert not held_in("manager", {"management", "managed"}.__contains__)
