from __future__ import annotations

import time
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.errors import CalculatorError
from assistant.tools.calculator import calculate


@pytest.mark.parametrize(
    ("expression", "exact", "number"),
    [
        ("4200 - (1200 + 0.12*4200)", "2496", 2496),
        ("0.1 + 0.2", "0.3", 0.3),
        ("-3260/1236", "-815/309", -3260 / 1236),
        ("(-31890)/(-22323) + 1 + (-426)/14", "-28", -28),
        ("12% of 4,200", "504", 504),
        ("$1,200 * 3", "3600", 3600),
        ("2^10", "1024", 1024),
        ("sqrt(16)", "4", 4),
        ("sqrt(1/4)", "1/2", 0.5),
        ("sqrt(0.25)", "0.5", 0.5),
        ("60419/8", "60419/8", 7552.375),
        ("log(1000)", "3", 3),
        ("7 % 3", "1", 1),
        ("round(2.5)", "3", 3),
        ("round(-2.5)", "-3", -3),
        ("max(1, 2, 3) - min(4, 5)", "-1", -1),
        ("2**-2", "1/4", 0.25),
        ("2.0**-2", "0.25", 0.25),
        ("1e3 + 1", "1001", 1001),
    ],
)
def test_exact_results(expression: str, exact: str, number: float) -> None:
    result = calculate(expression)
    assert result.exact_str == exact
    assert result.number == pytest.approx(number)


def test_irrational_results_are_marked_inexact() -> None:
    result = calculate("sqrt(2)")
    assert not result.exact
    assert result.exact_str.startswith("1.41421356237")
    assert result.display.startswith("≈")


def test_repeating_fraction_display_keeps_exact_form() -> None:
    result = calculate("-15/11")
    assert result.exact_str == "-15/11"
    assert "≈ -1.36363636364" in result.display


ADVERSARIAL = [
    ("9**9**9**9", "too_big"),
    ("10**10**10", "too_big"),
    ("3999999**3999999", "too_big"),
    ("(" * 10_000 + "1" + ")" * 10_000, "too_long"),
    ("(" * 100 + "1" + ")" * 100, "too_deep"),
    ("__import__('os')", "invalid"),
    ("().__class__", "forbidden"),
    ("factorial(100000)", "forbidden"),
    ("1/0", "domain"),
    ("1" * 100_000, "too_long"),
    ("1\x002", "invalid"),
    ("１２+3", "invalid"),
    ("lambda: 1", "invalid"),
    ("[x for x in range(9)]", "invalid"),
    ("x if 1 else 2", "forbidden"),
    ("'a' * 3", "invalid"),
    ("abs", "syntax"),
    ("os.system", "forbidden"),
    ("sqrt(-1)", "domain"),
    ("(-8) ** 0.5", "domain"),
    ("exp(100000)", "too_big"),
    ("", "invalid"),
]


@pytest.mark.parametrize(("expression", "kind"), ADVERSARIAL, ids=[a[:20] for a, _ in ADVERSARIAL])
def test_adversarial_inputs_fail_fast_with_a_clear_error(expression: str, kind: str) -> None:
    started = time.perf_counter()
    with pytest.raises(CalculatorError) as info:
        calculate(expression)
    assert info.value.kind == kind
    assert "\n" not in info.value.message and info.value.message
    assert time.perf_counter() - started < 2.0  # generous: the real figure is milliseconds


def test_big_but_bounded_float_literal_is_exact() -> None:
    assert calculate("1e308*10").exact_str == "1" + "0" * 309


# -- property test: the evaluator agrees with Fraction arithmetic ------------------------

_leaf = st.integers(min_value=-10_000, max_value=10_000).map(lambda n: (f"({n})", Fraction(n)))


def _combine(children: st.SearchStrategy) -> st.SearchStrategy:
    def build(args: tuple) -> tuple[str, Fraction | None]:
        (lt, lv), op, (rt, rv) = args
        if lv is None or rv is None:
            return f"({lt}{op}{rt})", None
        if op == "/" and rv == 0:
            return f"({lt}{op}{rt})", None
        value = {"+": lv + rv, "-": lv - rv, "*": lv * rv, "/": lv / rv if rv else None}[op]
        return f"({lt}{op}{rt})", value

    return st.tuples(children, st.sampled_from("+-*/"), children).map(build)


expressions = st.recursive(_leaf, _combine, max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(expressions)
def test_matches_fraction_arithmetic(case: tuple[str, Fraction | None]) -> None:
    text, expected = case
    if expected is None:
        with pytest.raises(CalculatorError):
            calculate(text)
        return
    result = calculate(text)
    assert result.exact
    assert result.value == expected


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_arbitrary_text_never_crashes(text: str) -> None:
    try:
        calculate(text)
    except CalculatorError:
        pass
