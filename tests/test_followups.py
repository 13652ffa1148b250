"""Multi-turn sessions: short follow-ups keep the previous intent and documents."""

from __future__ import annotations

from tests.conftest import QA_EXAMPLE, SUMMARY_EXAMPLE


def test_and_for_product_line_b(assistant) -> None:  # type: ignore[no-untyped-def]
    assistant.ask(QA_EXAMPLE, session_id="f1")
    out = assistant.ask("and for product line B?", session_id="f1")
    assert out.intent.intent_type == "qa"
    assert "$987,200" in out.response.answer
    assert out.response.sources == ["financial_statement_march_2025.md"]


def test_what_about_a_month_the_documents_lack_is_not_answered_with_march(assistant) -> None:  # type: ignore[no-untyped-def]
    assistant.ask(QA_EXAMPLE, session_id="f2")
    out = assistant.ask("what about April?", session_id="f2")
    assert out.intent.intent_type == "qa"
    assert out.response.status == "not_found"
    assert "April" in out.response.answer and "$1,238,450" not in out.response.answer


def test_make_it_shorter_resummarises_the_same_document(assistant) -> None:  # type: ignore[no-untyped-def]
    first = assistant.ask(SUMMARY_EXAMPLE, session_id="f3")
    out = assistant.ask("make it shorter", session_id="f3")
    assert out.intent.intent_type == "summarization"
    assert out.response.sources == ["compliance_report_2025_q1.md"]
    assert len(out.response.summary) < len(first.response.summary)


def test_and_times_two(assistant) -> None:  # type: ignore[no-untyped-def]
    assistant.ask("what is 17 plus 25", session_id="f4")
    out = assistant.ask("and times 2?", session_id="f4")
    assert out.intent.intent_type == "calculation"
    assert out.response.result == 84
    assert out.response.expression == "42 * 2"


def test_a_follow_up_opener_in_a_new_session_is_classified_afresh(assistant) -> None:  # type: ignore[no-untyped-def]
    out = assistant.ask("and times 2?", session_id="f5")
    assert "follow-up" not in out.intent.reasoning


def test_low_confidence_turns_say_they_are_unsure(isolated) -> None:  # type: ignore[no-untyped-def]
    from assistant.config import load_settings
    from assistant.service import Assistant
    from tests.fakes.engine import ScriptedEngine

    # A question the sample documents do not speak to (one they do is settled by them).
    unsure = Assistant(load_settings(), engine=ScriptedEngine(intent="qa", confidence=0.42, margin=0.05)).ask(
        "Which penguin species is the largest?")
    assert {"low_confidence", "ambiguous_intent"} <= set(unsure.flags)
    assert unsure.notice and "not sure" in unsure.notice
    # The intents in words, and which number the percentage is.
    assert "a question about your documents or a request outside what I do" in unsure.notice
    assert "routing confidence 42%" in unsure.notice
    sure = Assistant(load_settings(), engine=ScriptedEngine(intent="qa")).ask(QA_EXAMPLE)
    assert sure.notice is None and sure.flags == []


def test_rolling_summary_is_bounded_and_condenses_older_turns(assistant) -> None:  # type: ignore[no-untyped-def]
    from assistant.nodes.memory import SUMMARY_BUDGET, SUMMARY_LINES

    for i in range(SUMMARY_BUDGET + 3):
        out = assistant.ask(f"what is {i} plus 100", session_id="long")
    session = assistant.context.store.require("long")
    lines = session.conversation_summary.splitlines()
    assert len(lines) <= SUMMARY_BUDGET
    assert lines[0].startswith("Earlier: ") and "calculation" in lines[0]
    assert lines[-1].startswith(f"Turn {SUMMARY_BUDGET + 3} (calculation)")
    assert sum(1 for line in lines if line.startswith("Turn ")) >= SUMMARY_LINES
    assert out.llm_calls == 0


def test_a_conversion_is_asked_again_with_another_amount_or_unit(assistant) -> None:  # type: ignore[no-untyped-def]
    assistant.ask("convert 5 km to miles", session_id="conv")
    more = assistant.ask("and 10 km?", session_id="conv")
    assert more.intent.intent_type == "calculation" and more.response.result_exact == "78125/12573"
    feet = assistant.ask("what about in feet?", session_id="conv")
    assert feet.response.result_exact == "12500000/381" and "10 km to feet" in feet.response.formula
    # Units far apart are each said in metres, not "1 foot = 0.0003048 kilometres".
    assert "1 foot = 0.3048 metres, 1 kilometre = 1000 metres" in feet.response.formula
    # Another unit of the amount leaves which way to convert unsaid: not guessed.
    other = assistant.ask("and 10 miles?", session_id="conv")
    assert other.response.status == "declined"


def test_a_fraction_result_can_be_doubled(assistant) -> None:  # type: ignore[no-untyped-def]
    """"double that" of 7/12 was declined: the bracket around the fraction hid it from the
    word rules. "that squared" keeps the bracket (7/12 squared is not 7/144)."""
    assistant.ask("what is 1/3 plus 1/4", session_id="frac")
    assert assistant.ask("double that", session_id="frac").response.result_exact == "7/6"
    assert assistant.ask("that squared", session_id="frac").response.result_exact == "49/36"


def test_a_speed_conversion_is_asked_again_in_another_unit(assistant) -> None:  # type: ignore[no-untyped-def]
    assistant.ask("what's 60 mph in km/h", session_id="speed")
    out = assistant.ask("what about in m/s?", session_id="speed")
    assert out.response.status == "computed" and out.response.result_exact == "26.8224", out.response
