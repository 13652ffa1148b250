"""A household's money papers, asked as an account holder asks: "how much is in my pension"
of a statement whose heading holds a date and a member number, "what's the interest rate" of
a card's terms (a percentage, not the interest-free period's days), "when can I retire" (an
age), "how long does it take" (not a word to find: "taken monthly"), and "how much is the car
loan" of an agreement that states a dozen amounts (the line that says it is the amount, or
else a guess said to be unsure)."""

from __future__ import annotations

from pathlib import Path

import pytest

from assistant.engines.offline.extract import expected_shapes, holds_shape
from assistant.nodes.qa import _a_figure_for_steps
from assistant.retrieval.abbreviations import written_out
from assistant.retrieval.text import held_in
from assistant.schemas import AnswerResponse
from tests.asking import ask_folder, assert_answered_from, folder_of

PENSION = """Harbour Workplace Pension — annual statement, 5 April 2026
Member: Daniel Shah   Member number: HWP-0098321

Value of your pot on 5 April 2026: £48,310
Value a year ago: £41,775

Your selected retirement age is 67. If you keep paying in at the same rate, your pot could give you an income of about £4,900 a year from then.
The annual management charge is 0.45%.
"""

CARD = """Northgate Platinum Card — summary of key terms

Credit limit: £4,500
Purchase rate: 24.9% APR variable.
Interest-free period: up to 56 days on purchases if you pay your full balance by the due date every month.
Fees: late payment £12; using the card abroad 2.99% of each transaction.
"""

SAVINGS = """# Easy Saver Plus: account terms

The interest rate is 4.10% AER variable, paid monthly.
You can make three withdrawals each calendar year without losing interest.
Withdrawals reach your nominated current account in 1 to 2 working days.
Interest is added to your account annually, and a statement is taken monthly from the balance.
"""

COUNCIL_TAX = """Bristol City Council — Council Tax bill 2026/27
Account number: 6021 4478

Annual charge: £2,284.50
If you miss an instalment, the whole year's balance becomes due.
"""

LOAN = """Fairway Motor Finance — fixed sum loan agreement
Agreement number: FMF-220417

Amount of credit: £9,800
Duration: 48 monthly repayments of £232.18.
You may withdraw from this agreement within 14 days of signing it.
You can settle the loan early at any time; we reduce the interest, minus up to 58 days' interest.
If a repayment is missed, a default fee of £15 is charged.
The vehicle must be insured comprehensively for as long as the loan lasts.
"""

WATER = """Severn Trent — water bill for 1 April 2026 to 31 March 2027
Customer reference: 88 1294 5501

Water supply: £236.40
Sewerage: £261.75
Your bill is based on the rateable value of your home because you do not have a meter.
"""


@pytest.fixture
def money(isolated: Path) -> Path:
    return folder_of(isolated, "money", {"pension_statement.txt": PENSION, "credit_card_terms.txt": CARD,
                                         "savings_account.md": SAVINGS, "council_tax_bill.txt": COUNCIL_TAX})


@pytest.mark.parametrize(("question", "document", "holds"), [
    # The statement's heading line and its member number were the answer, at 0.62: "5 April
    # 2026" and "0098321" passed for an amount.
    ("how much is in my pension", "pension_statement.txt", "£48,310"),
    # The council's "Annual charge" is what it costs "this year".
    ("how much is council tax this year", "council_tax_bill.txt", "£2,284.50"),
    # "take money out" is the bank's "withdrawal"; the interest rate's sentence was the answer (0.58).
    ("how many times can I take money out of the savings account", "savings_account.md", "three withdrawals"),
    # "take" in "how long does it take" was searched for, and "taken monthly" found.
    ("how long does it take for withdrawals to arrive", "savings_account.md", "1 to 2 working days"),
])
def test_an_account_holders_questions_are_answered_from_the_right_paper(money: Path, question: str, document: str,
                                                                         holds: str) -> None:
    assert_answered_from(money, question, document, holds)


def test_when_can_i_retire_is_asked_of_the_folder_and_answered_by_an_age(money: Path) -> None:
    # Declined as out of scope (0.79): "retire" was not held by a statement that says
    # "retirement" ("-ment" keeps the verb's "e").
    data = ask_folder(money, "when can I retire")
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert "67" in data["response"]["answer"], data["response"]


def test_an_amount_of_a_document_is_the_one_its_line_says_is_the_amount(isolated: Path) -> None:
    # "How much is the car loan?" names the agreement and nothing of which amount: the
    # withdrawal sentence ("within 14 days") was the answer at 0.74.
    folder = folder_of(isolated, "loan", {"car_loan_agreement.txt": LOAN, "water_bill.txt": WATER})
    assert_answered_from(folder, "how much is the car loan", "car_loan_agreement.txt", "£9,800")
    # A question that says which amount is answered as before.
    assert_answered_from(folder, "how much is the default fee", "car_loan_agreement.txt", "£15")
    # A bill that states two charges and no total: either is a guess at which is meant.
    response = ask_folder(folder, "how much is the water bill")["response"]
    assert response["sources"][0] == "water_bill.txt", response
    assert response["confidence"] < 0.5 and response["status"] == "unsure", response


@pytest.mark.parametrize(("question", "text", "holds"), [
    ("how much is in my pension", "annual statement, 5 April 2026 Member number: HWP-0098321", False),
    ("how much is in my pension", "Value of your pot on 5 April 2026: £48,310", True),
    ("how much is council tax", "Account number: 6021 4478", False),
    ("how much is council tax", "call 0117 922 2900", False),
    ("how many people are descended from Confucius", "descendants in Quzhou alone number 30,000", True),
    ("how much of the effect is due to CO2", "CO2 and 3 other gases", True),
    ("what's the interest rate", "Interest-free period: up to 56 days", False),
    ("what's the interest rate", "Purchase rate: 24.9% APR variable", True),
    ("when can I retire", "Your selected retirement age is 67.", True),
    ("how long do withdrawals take", "it reaches your bank in 3 to 5 working days", True),
    ("how long do withdrawals take", "Platform fee: 0.25% a year", False),
    ("how long is the loan", "48 monthly repayments of £232.18 over four years", True),
])
def test_the_kind_of_answer_asked_for(question: str, text: str, holds: bool) -> None:
    assert holds_shape(text, expected_shapes(question)) is holds


def test_everyday_money_words_are_written_the_documents_way() -> None:
    words = {"loan", "withdrawal", "withdraw", "rise", "take", "money", "out", "go", "up", "contribution"}
    said = words.__contains__
    assert written_out("how much did we borrow", said) == "how much did we loan"
    # Any folder holds "take", "money" and "out": an idiom's sense is not its words'.
    assert written_out("how do I take money out", said) == "how do I withdrawal"
    assert written_out("when does my phone contract go up", said) == "when does my phone contract rise"
    assert held_in("retire", lambda w: w == "retirement")
    assert held_in("agree", lambda w: w == "agreement")


FEES = """# Everyday Account: fees and limits

The arranged overdraft interest rate is 35.0% EAR variable. There is no fee for the first £50 of overdraft.
You can take out up to £500 a day from cash machines.
"""

EYE_PLAN = """Eye care plan: what it includes

An eye test every two years is free. Laser eye surgery is not included.
"""


def test_whether_of_a_word_only_other_documents_say_is_unsure(money: Path) -> None:
    (money / "current_account_fees.md").write_text(FEES)
    (money / "eye_care_plan.txt").write_text(EYE_PLAN)
    # "monthly" is the savings terms' word, never the account's: "There is no fee for the
    # first £50 of overdraft" was the answer at 0.54.
    response = ask_folder(money, "is there a monthly account fee")["response"]
    assert response["confidence"] < 0.5, response
    # What is asked of the subject, a plan says its own way: "covered" of "not included"
    # (no document says "covered") is not held against an answer about laser eye surgery.
    from assistant.nodes.qa import _whether_of_the_unsaid
    from assistant.retrieval.corpus import Corpus
    from assistant.schemas import AnswerResponse, Snippet

    corpus = Corpus.from_folder(money)
    shown = [Snippet(doc_id=name, chunk_id=f"{name}#0", text=text, score=1.0)
             for name, text in (("eye_care_plan.txt", EYE_PLAN), ("current_account_fees.md", FEES), ("savings_account.md", SAVINGS))]
    answer = AnswerResponse(question="q", answer="Laser eye surgery is not included.", sources=["eye_care_plan.txt"],
                            confidence=0.7, status="answered")
    assert not _whether_of_the_unsaid("is laser eye surgery covered", answer, ["covered"], shown, corpus)
    assert _whether_of_the_unsaid("is laser eye surgery covered for my dog", answer, ["covered", "dog"], shown, corpus)
    assert _whether_of_the_unsaid("is my garden covered", answer, ["garden", "covered"], shown, corpus)  # no participle
    fee = answer.model_copy(update={"answer": "There is no fee for the first £50 of overdraft.",
                                    "sources": ["current_account_fees.md"]})
    assert _whether_of_the_unsaid("is there a monthly account fee", fee, [], shown, corpus)
    assert not _whether_of_the_unsaid("is there an overdraft fee", fee, [], shown, corpus)
    # Its name says what it is about even where no passage of it was shown.
    assert not _whether_of_the_unsaid("is there a current account fee", fee, [], shown[:1] + shown[2:], corpus)
    assert _whether_of_the_unsaid("is there an overdraft fee", fee, [], shown[:1] + shown[2:], corpus)


def test_an_amount_only_the_next_sentence_states_is_unsure(isolated: Path) -> None:
    # "How much is the car insurance?" (the agreement prices none): its "must be insured"
    # sentence and, beside it, the £15 default fee were the answer at 0.65.
    folder = folder_of(isolated, "loan", {"car_loan_agreement.txt": LOAN})
    response = ask_folder(folder, "how much is the car insurance")["response"]
    assert response["confidence"] < 0.5, response


@pytest.mark.parametrize(("question", "holds"), [
    # Declined as out of scope at 0.90 and 0.61: "change my mind" is the agreement's right to
    # withdraw, "worth" its "value".
    ("can I change my mind about the loan", "withdraw"),
    ("what is my ISA worth", "£14,206.55"),
])
def test_an_account_holders_words_are_asked_of_the_folder(isolated: Path, question: str, holds: str) -> None:
    isa = "Meridian ISA: half-year statement\nAccount holder: Grace Okafor\n\nValue on 30 September 2026: £14,206.55\n"
    folder = folder_of(isolated, "papers", {"car_loan_agreement.txt": LOAN, "isa_statement.txt": isa})
    data = ask_folder(folder, question)
    assert data["intent"]["intent_type"] == "qa", data["intent"]
    assert holds in data["response"]["answer"], data["response"]


def test_a_line_stating_a_figure_is_a_guess_at_how_to_do_something(isolated: Path) -> None:
    # "How do I pay more into my pension?" was answered "You paid: £2,640 (5% of salary)" at
    # 0.66: the line holds the question's words, and says what was paid, not how to pay more.
    statement = PENSION.replace("Value a year ago: £41,775\n", "Value a year ago: £41,775\n\nContributions this year\n"
                                "You paid: £2,640 (5% of salary)\nYour employer paid: £1,584 (3% of salary)\n")
    folder = folder_of(isolated, "pension", {"pension_statement.txt": statement, "credit_card_terms.txt": CARD})
    response = ask_folder(folder, "how do I pay more into my pension")["response"]
    assert response["confidence"] < 0.5 and response["status"] == "unsure", response
    # Asked what was paid, the same line is the answer, as sure as before.
    assert_answered_from(folder, "what did I pay into my pension this year", "pension_statement.txt", "£2,640")


@pytest.mark.parametrize(("question", "answer", "guess"), [
    ("how do I pay more into my pension", "You paid: £2,640 (5% of salary)", True),
    ("how can we change the fixed rate", "Rate: 4.39% until 31 March 2029", True),
    ("how do I renew the permit", "Expires: 31 March 2027", True),
    # A line that says how, or whom to call, is not a figure.
    ("how do I pay the card bill", "Pay by: Direct Debit or online banking", False),
    ("how do I report a lost card", "Lost or stolen cards: call 0800 048 3311", False),
    # Not asked how to do something: a figure is what is asked for.
    ("how much did I pay into my pension", "You paid: £2,640 (5% of salary)", False),
    ("what is my rate", "Rate: 4.39% until 31 March 2029", False),
])
def test_what_a_line_stating_a_figure_answers(question: str, answer: str, guess: bool) -> None:
    response = AnswerResponse(question=question, answer=answer, sources=["a.txt"], confidence=0.7)
    assert _a_figure_for_steps(question, response) is guess
