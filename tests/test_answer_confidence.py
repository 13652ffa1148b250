"""The answer confidence's evidence: what counts as the question being covered by the answer."""

from __future__ import annotations

from assistant.engines.offline.answer_confidence import features
from assistant.engines.offline.extract import extract_answer
from assistant.schemas import Snippet


def _evidence(doc_id: str) -> dict[str, float]:
    passages = [Snippet(doc_id=doc_id, chunk_id=f"{doc_id}#0", text="Employees get 25 days of annual leave each year.", score=4.0),
                Snippet(doc_id="travel.md", chunk_id="travel.md#0", text="Trains are booked in second class.", score=1.0)]
    question = "In the leave policy, how many days of annual leave do employees get?"
    return features(question, extract_answer(question, passages, None), passages)


def test_words_that_name_the_answers_document_count_as_covered() -> None:
    named, unnamed = _evidence("leave_policy_2024.md"), _evidence("handbook.md")
    # "policy" names the document; its sentence need not repeat it.
    assert named["exact_coverage"] == 1.0 and named["missing_words"] == 0.0
    assert unnamed["exact_coverage"] < 1.0 and unnamed["missing_words"] > 0.0
    assert named["coverage"] > unnamed["coverage"]


def test_a_question_that_says_the_opposite_of_the_answer_is_less_sure() -> None:
    from assistant.engines.offline.answer_confidence import shipped_model

    passages = [Snippet(doc_id="lakes.md", chunk_id="lakes.md#0", score=4.0,
                        text="Lake Superior is the largest of the Great Lakes by surface area.")]

    def sure(question: str) -> tuple[float, float]:
        values = features(question, extract_answer(question, passages, None), passages)
        return values["opposite_asked"], shipped_model().probability(values)

    (said, as_said), (opposite, as_opposite) = sure("Which is the largest of the Great Lakes?"), sure(
        "Which is the smallest of the Great Lakes?")
    assert said == 0.0 and opposite == 1.0
    assert as_opposite < as_said


def test_how_many_and_the_pronoun_i_are_not_words_the_answer_must_hold() -> None:
    passages = [Snippet(doc_id="leave.md", chunk_id="leave.md#0", score=4.0,
                        text="Employees receive 25 days of paid vacation per calendar year.")]
    question = "How many vacation days do I get?"
    found = extract_answer(question, passages, None)
    assert found.coverage == 1.0, found.weights  # "many", "I" and "get" ask; "vacation" and "days" are held
    # "How often" asks for a frequency, which the answer says as "every three years".
    laptops = [Snippet(doc_id="it.md", chunk_id="it.md#0", score=2.0, text="Laptops are replaced every three years.")]
    assert extract_answer("How often are laptops replaced?", laptops, None).coverage == 1.0
    # "How long" asks for a length, which the answer says as "at least 14 characters"; "long"
    # elsewhere is a word the answer must hold.
    rules = [Snippet(doc_id="it.md", chunk_id="it.md#0", score=2.0, text="Passwords must be at least 14 characters.")]
    assert extract_answer("How long must passwords be?", rules, None).coverage == 1.0
    assert extract_answer("What is the long-term password rule?", rules, None).coverage < 1.0


def test_the_sentence_that_says_the_question_in_its_order_is_chosen() -> None:
    """Two sentences hold "third" and "risk"; the one that says "third risk" is the answer."""
    text = ("The first risk is third-party vendor gaps in due diligence. Onboarding went ahead without "
            "contracts. The third risk is weak access control over exports.")
    passages = [Snippet(doc_id="report.md", chunk_id="report.md#0", text=text, score=3.0)]
    found = extract_answer("What is the third risk?", passages, None)
    assert "weak access control" in found.sentence


def test_one_of_words_that_exclude_each_other_is_another_thing() -> None:
    """"The third master plan" of a sentence about the second; "the winter carnival" of one
    about the summer carnival; "a limited collection" of an infinite one."""
    from assistant.engines.offline.answer_confidence import shipped_model

    text = ("In 1955 a second master plan led to new buildings north of the Midway. The university holds a summer "
            "carnival every June. A problem is an infinite collection of instances.")
    passages = [Snippet(doc_id="campus.md", chunk_id="campus.md#0", score=4.0, text=text)]

    def sure(question: str) -> tuple[float, float]:
        values = features(question, extract_answer(question, passages, None), passages)
        return values["opposite_asked"], shipped_model().probability(values)

    for said, other in [("What did the second master plan lead to?", "What did the third master plan lead to?"),
                        ("When is the summer carnival held?", "When is the winter carnival held?"),
                        ("What is an infinite collection of instances?", "What is a limited collection of instances?")]:
        (flag_said, p_said), (flag_other, p_other) = sure(said), sure(other)
        assert flag_said == 0.0 and flag_other == 1.0, other
        assert p_other < p_said, other
    assert sure("What may a problem be?")[0] == 0.0  # "may" is the verb, not the month


def test_an_ordinal_the_answer_does_not_say_is_a_missing_number() -> None:
    """"When was Warsaw ranked the 22nd most liveable city?" of a sentence saying "32nd": the
    number pattern stopped at "22n", so no number was seen missing."""
    passages = [Snippet(doc_id="warsaw.md", chunk_id="warsaw.md#0", score=4.0,
                        text="In 2012 the Economist Intelligence Unit ranked Warsaw as the 32nd most liveable city in the world.")]

    def missing(question: str) -> float:
        return features(question, extract_answer(question, passages, None), passages)["numbers_missing"]

    assert missing("When was Warsaw ranked as the 22nd most liveable city?") == 1.0
    assert missing("When was Warsaw ranked as the 32nd most liveable city?") == 0.0


def test_a_year_is_not_how_many() -> None:
    from assistant.engines.offline.extract import expected_shapes

    (count,) = expected_shapes("How many Huguenots were there in Fort Caroline?")
    assert not count.search("In 1564 a group of Norman Huguenots established the colony of Fort Caroline.")
    assert all(count.search(t) for t in ("3,600 Frenchmen", "rose 4.8%", "$6,412,300", "3000 troops", "12 institutes"))


def test_a_count_written_out_is_how_many_and_a_month_is_when() -> None:
    from assistant.engines.offline.extract import expected_shapes

    (count,) = expected_shapes("How many nations are within the Amazon Basin?")
    assert all(count.search(t) for t in ("territory belonging to nine nations", "a dozen tribes", "two thirds of it"))
    assert not count.search("The basin is drained by the Amazon River.")
    (when,) = expected_shapes("In what month is the university's scavenger hunt?")
    assert when.search("The hunt is held every May.") and not when.search("The hunt is run by students.")
    (day,) = expected_shapes("What day is payday?")
    assert day.search("Payday is every other Friday.")


def test_the_degree_how_asks_is_not_a_word_the_answer_must_hold() -> None:
    """"How *long* until ... is due?": "long" asks for a duration; an answer saying "within
    30 days" does not lack it (it was the question's rarest word, "missing")."""
    passages = [Snippet(doc_id="travel.md", chunk_id="travel.md#0", score=4.0,
                        text="Expense reports are due within 30 days of returning from a trip.")]
    question = "How long until my expense report is due?"
    values = features(question, extract_answer(question, passages, None), passages)
    assert values["type_asked"] == 1.0 and values["type_found"] == 1.0  # a duration, still asked for
    assert values["rare_missing_answer"] == 0.0
