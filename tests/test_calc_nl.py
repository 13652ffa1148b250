from __future__ import annotations

import pytest

from assistant.engines.offline.calc_nl import plan
from assistant.schemas import Snippet
from assistant.tools.calculator import calculate

SHEET = Snippet(
    doc_id="product_b_spreadsheet.csv",
    chunk_id="product_b_spreadsheet.csv#0-200",
    text=(
        "product: Product B; metric: revenue; value: 4200.\n"
        "product: Product B; metric: fixed_costs; value: 1200.\n"
        "product: Product B; metric: variable_cost_rate; value: 12%."
    ),
)


@pytest.mark.parametrize(
    ("request_text", "answer"),
    [
        ("what is 17 plus 25", "42"),
        ("12% of 4,200", "504"),
        ("i need to know what 75 plus 43 is", "118"),
        ("tell me the answer to 1000 divided by 40", "25"),
        ("what is seventeen plus three", "20"),
        ("could you tell me what 30% off 235 is, please", "164.5"),
        ("what is 3/4 of 18", "27/2"),
        ("raise 2 to the 8th power", "256"),
        ("raise 2 to the power of 8", "256"),
        ("what's 3 to the third power", "27"),
        ("add 5, 10 and 15 together", "30"),
        ("add up 1, 2, 3, and 4", "10"),
        ("what percent is 30 of 120", "25"),
        ("30 is what percentage of 120", "25"),
        ("what percentage of 120 is 30", "25"),
        ("percentage change from 50 to 75", "50"),
        ("what's the percent decrease from 100 to 80", "20"),
        ("what is 22 / 7 to 3 decimal places", "3143/1000"),
        ("split $120 three ways", "40"),
        ("the sum of 1 through 10", "55"),
        ("sum of 1 to 100", "5050"),
        ("add up the numbers from 1 to 100", "5050"),
        ("total of the integers from 5 to 7 inclusive", "18"),
        ("add 5 to 7", "12"),  # two numbers, not a run
        ("how much would we spend on 4 pizzas at $9.99 each?", "39.96"),
        ("what do 3 items at $4.99 each cost", "14.97"),
        ("100/7 rounded to the nearest whole number", "14"),
        ("what do I get if I multiply 12 by 12", "144"),
        ("subtract 85 from 997", "912"),
        ("What is -1180.19 less than -828410?", "-827229.81"),
        ("what is the average of 54, 23, 43, 12, and 442", "574/5"),
        ("Divide -7225257 by 14251.", "-507"),
        ("Product of 850 and -10829.", "-9204650"),
        ("increase 80 by 15%", "92"),
        # A percentage added to or taken from a number is a percentage of it (not 200.1, 199.9).
        ("add 10% to 200", "220"),
        ("subtract 10% from 200", "180"),
        ("take 10% off 200", "180"),
        ("deduct 15 percent from 80", "68"),
        ("add 10 to 200", "210"),
        ("2 to the 10th", "1024"),
        ("what is 7% sales tax on 80 dollars", "5.6"),
        ("what number is 20% of 150", "30"),
        ("what is an 18 percent tip on 20 dollars", "3.6"),
        ("What is the distance between -108 and 116168.39?", "116276.39"),
        ("What is 60419 divided by 8?", "60419/8"),
        ("how many square feet is a 13 by 74 room", "962"),
        ("What is the value of 4 + -3 - (2 + 5)?", "-6"),
        # Everyday phrasings.
        ("whats 7 times 8 plus 3", "59"),
        ("split $120 between 4 people", "30"),
        ("share 90 equally among 3 friends", "30"),
        ("tip 18% on a $64 bill", "11.52"),
        ("round 3.14159 to 2 decimal places", "3.14"),
        ("round 7.5 to the nearest whole number", "8"),
        ("what is 17 mod 5", "2"),
        ("what is the remainder when 17 is divided by 5", "2"),
        # A unit between the number and "plus 15%" does not hide the percentage's base.
        ("how much is 40 euros plus 15 percent", "46"),
        ("what is 12 plus 5% of 40", "14"),
        # A formula written with symbols inside a longer request.
        ("I was wondering, what is (12+7)*3 for my homework?", "57"),
        ("My rent is 1200 and I pay 3 months, so 1200*3 is what?", "3600"),
        ("For the budget I need 2500 + 1375 + 980, what's that?", "4855"),
        ("Can you check whether 17*23 equals 391?", "391"),  # the claimed value is not an operand
    ],
)
def test_direct_arithmetic(request_text: str, answer: str) -> None:
    p = plan(request_text, [])
    assert p.status == "plan", p.explanation
    assert calculate(p.expression).exact_str == answer


def test_design_example_uses_named_quantities() -> None:
    p = plan(
        "From the spreadsheet, what's the net margin for product B if revenue is 4,200 and costs "
        "equal fixed 1200 plus 12% of revenue?",
        [SHEET],
    )
    assert p.status == "plan"
    assert calculate(p.expression).exact_str == "2496"
    assert p.expression.replace(" ", "") == "4200-(1200+0.12*4200)"
    assert p.formula.startswith("net_margin = revenue - costs")
    assert p.sources == ("product_b_spreadsheet.csv",)


def test_missing_values_come_from_the_spreadsheet() -> None:
    p = plan("From the spreadsheet, what's the net margin for product B?", [SHEET])
    assert p.status == "plan"
    assert calculate(p.expression).exact_str == "2496"
    assert "fixed_costs = 1200" in p.formula


def test_question_values_override_and_the_difference_is_explained() -> None:
    p = plan("From the spreadsheet, what is the profit for product B if revenue is 5,000?", [SHEET])
    assert calculate(p.expression).exact_str == "3200"
    assert p.explanation and "revenue = 4200" in p.explanation


@pytest.mark.parametrize(
    "request_text",
    [
        "Marin and his neighbor Nancy each eat 4 apples a day. How many apples do they eat in 30 days?",
        "what's the net margin?",
        "can you help me do math",
        "John has 3 boxes with 12 pens each and gives away 5. How many are left?",
        # A percentage with no number to be a percentage of is not 0.15 to add.
        "what is the price plus 15%",
        # Ranges, dates and names are not formulas; a formula beside other numbers is part
        # of a word problem.
        "What happened between 2001 - 2007?",
        "Who did the regime harbor prior to 9/11?",
        "What are the benefits of the 2-3 zone defense?",
        "What does the 9 +3 pattern of cilia do?",
        "Tom has 12 apples and gives 2/3 of them away. What is 12*2 then?",
        # A run written backwards is not read as one; a unit price beside a second purchase
        # is a word problem.
        "the sum of 10 to 1",
        "how much do I pay for 3 items at $4.99 each and 2 more at $3 each?",
    ],
)
def test_ambiguous_requests_are_declined(request_text: str) -> None:
    p = plan(request_text, [])
    assert p.status == "decline"
    assert p.confidence < 0.5
    assert p.explanation


@pytest.mark.parametrize(
    ("request_text", "answer"),
    [
        ("quick one: 45/9?", "5"),
        ("a quick question - what's 12 times 12?", "144"),
        ("one more: 7 squared", "49"),
        ("another one, 15 plus 27", "42"),
        ("hey can you do 250 divided by 8 for me", "125/4"),
        ("can u tell me 15 x 7", "105"),
        ("quick maths: 18% tip on 64.50", "11.61"),
        ("could u pls work out 12*12", "144"),
    ],
)
def test_a_chat_opener_is_not_the_number_one(request_text: str, answer: str, assistant) -> None:  # type: ignore[no-untyped-def]
    """"quick one:", "one more:" open a request; "one" is not an operand, and the request
    is still arithmetic, routed and computed."""
    out = assistant.ask(request_text)
    assert out.intent.intent_type == "calculation"
    assert out.response.status == "computed" and out.response.result_exact == answer


@pytest.mark.parametrize(
    ("request_text", "answer"),
    [
        ("what is 2 plus 2? thanks", "4"),
        ("what's 15 times 3? thank you", "45"),
        ("hi, what is 40% of 90? cheers", "36"),
        ("pls what is 7 times 8", "56"),
        ("what is sixty plus 2", "62"),  # "ty" is not a courtesy word cut off a number
    ],
)
def test_courtesy_around_a_calculation_is_not_part_of_it(request_text: str, answer: str, assistant) -> None:  # type: ignore[no-untyped-def]
    """These were declined as word problems ("thanks" left over after translating)."""
    out = assistant.ask(request_text)
    assert out.response.status == "computed" and out.response.result_exact == answer


def test_a_chat_opener_does_not_make_a_question_arithmetic() -> None:
    from assistant.engines.offline.calc_nl import read

    assert read("one more thing: what is the capital of France?") is None
    assert read("can you do my homework") is None


@pytest.mark.parametrize("request_text", ["round 7.5 to the nearest whole number", "17 mod 5",
                                          "what percentage of 120 is 30", "raise 2 to the 8th power"])
def test_requests_the_translator_reads_are_routed_to_the_calculator(request_text: str) -> None:
    """The router's cheap first look for arithmetic knows the words these start from."""
    from assistant.engines.offline.router import route

    assert route(request_text).intent == "calculation"


@pytest.mark.parametrize(
    ("request_text", "answer", "note"),
    [
        ("how many minutes are in 3.5 hours", "210", "1 hour = 60 minutes"),
        ("convert 5 km to miles", "78125/25146", "1 mile = 1.609344 kilometres"),
        ("how many feet in a mile?", "5280", "1 mile = 5280 feet"),
        ("what is 100 F in C", "340/9", "fahrenheit to celsius"),
        ("20 degrees celsius in fahrenheit", "68", "celsius to fahrenheit"),
        ("convert 10 pounds to kg", "4.5359237", "1 pound = 0.45359237 kilograms"),
        ("how many days are in 3 weeks", "21", "1 week = 7 days"),
        ("if I earn 52,000 a year, how much is that a month?", "13000/3", "per year to per month, 1 year = 12 months"),
        ("split a $120 bill between 4 people", "30", None),
        ("what's 60 mph in km/h", "96.56064", "1 mile per hour = 1.609344 kilometres per hour"),
        ("if rent is 1200 a month how much is it a year", "14400", "per month to per year"),
        # An amount in two units of one family, as heights, times and weights are said.
        ("5'11 in cm", "180.34", "1 inch = 2.54 centimetres"),
        ("convert 5 feet 11 inches to cm", "180.34", None),
        ("how many inches is 5′11″", "71", None),
        ("what's 6'2\" in metres", "1.8796", None),
        ("how many minutes in 2 hours and 15 minutes", "135", None),
        ("2 lb 3 oz in kg", "0.992233309375", None),
        # An amount said of oneself, then asked again in another unit.
        ("I am 6'2, what is that in cm?", "187.96", "1 inch = 2.54 centimetres"),
        ("I weigh 70 kg, what's that in pounds?", "1000000000/6479891", "1 pound = 0.45359237 kilograms"),
        ("the room is 12 feet long, what is that in metres?", "3.6576", None),
    ],
)
def test_everyday_conversions_are_computed_exactly(request_text: str, answer: str, note: str | None, assistant) -> None:  # type: ignore[no-untyped-def]
    """Units whose relation is exact by definition are read as arithmetic, routed to the
    calculator and computed, the relation used said in the reply."""
    out = assistant.ask(request_text)
    assert out.intent.intent_type == "calculation", out.intent
    assert out.response.status == "computed" and out.response.result_exact == answer, out.response
    if note is not None:
        assert note in out.response.formula, out.response


@pytest.mark.parametrize("request_text", [
    "convert 5 gallons to litres",  # a US or an imperial gallon: not guessed
    "how many hours are in a year",  # 365 or 366 days: not guessed
    "convert 3 apples to oranges",
    "convert 5 km to kg",  # not the same kind of quantity
    "convert 5 km 3 kg to miles",  # two amounts of different kinds are not one amount
    "5 minutes 3 hours in seconds",  # the larger unit first, as amounts are said, or not at all
])
def test_conversions_that_would_be_a_guess_are_not_read(request_text: str) -> None:
    from assistant.engines.offline.calc_nl import read

    assert read(request_text) is None


@pytest.mark.parametrize(
    ("request_text", "answer"),
    [
        ("what's 7% VAT on 250", "17.5"),
        ("how much is 250 plus VAT at 20%", "300"),
        ("250 with 8% sales tax", "270"),
        ("how much is 1,250 divided by 5 people", "250"),
        ("what is 12 out of 15 as a percentage", "80"),
    ],
)
def test_everyday_tax_shares_and_people_are_read(request_text: str, answer: str, assistant) -> None:  # type: ignore[no-untyped-def]
    """All five were declined as word problems."""
    out = assistant.ask(request_text)
    assert out.response.status == "computed" and out.response.result_exact == answer, out.response


@pytest.mark.parametrize(("request_text", "why"), [
    ("convert 5 gallons to litres", "a gallon is not one size everywhere (US or imperial?): give the amount in litres"),
    ("how many hours are in a year", "a month or a year is not a fixed number of days"),
    ("convert 5 km to kg", "km and kg measure different things"),
    ("convert 5 furlongs to metres", "I know no exact size for furlongs"),
    ("I am 6'2, what is that in furlongs?", "I know no exact size for furlongs"),
    ("I weigh 70 kg, what is that in km?", "kg and km measure different things"),
])
def test_a_conversion_that_is_not_computed_says_why_in_one_line(request_text: str, why: str, assistant) -> None:  # type: ignore[no-untyped-def]
    """These were "That is outside what I can do", as if the assistant did no arithmetic."""
    out = assistant.ask(request_text)
    assert out.intent.intent_type == "calculation", out.intent
    assert out.response.status == "declined" and out.response.confidence < 0.5
    assert out.response.explanation.startswith(why) and "\n" not in out.response.explanation, out.response


def test_a_question_about_things_that_are_not_units_is_no_conversion() -> None:
    from assistant.engines.offline.units import unreadable

    assert unreadable("how many people are in 3 rooms") is None


@pytest.mark.parametrize(("request_text", "answer"), [
    ("how much is 40 hours at $22.50 an hour", "900"),
    ("3 nights at $120 a night", "360"),
    ("I paid $1,200 for 3 months, how much per month", "400"),
    ("$90 for 6 tickets, what's that per ticket?", "15"),
])
def test_a_quantity_at_a_rate_in_the_same_unit_is_read(request_text: str, answer: str, assistant) -> None:  # type: ignore[no-untyped-def]
    """All four were declined as word problems (the last as a follow-up with nothing before it)."""
    out = assistant.ask(request_text)
    assert out.response.status == "computed" and out.response.result_exact == answer, out.response


@pytest.mark.parametrize("request_text", [
    "what's 3 hours at 60 miles an hour",  # a distance, not hours times miles
    "40 hours at $500 a week",  # hours at a weekly rate
    "$52,000 for 12 months, how much per week",
])
def test_a_rate_in_another_unit_is_not_multiplied_through(request_text: str) -> None:
    p = plan(request_text, [])
    assert p.status == "decline" and p.confidence < 0.5, p


@pytest.mark.parametrize(("request_text", "expression", "answer"), [
    ("what's 18% of 1,455 rounded", "round(0.18 * 1455)", "262"),  # 261.9
    ("100 / 7 rounded up", "ceil(100 / 7)", "15"),
    ("100/7, rounded down", "floor(100/7)", "14"),
])
def test_rounded_said_alone_is_to_a_whole_number(request_text: str, expression: str, answer: str) -> None:
    """"... rounded" was left over after the translation, and the request declined."""
    p = plan(request_text, [])
    assert p.status == "plan" and p.expression == expression, p
    assert calculate(p.expression).exact_str == answer
