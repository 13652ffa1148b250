"""Fuzz the calculator: N generated inputs; only CalculatorError may escape, nothing may be slow.

    python bench/fuzz_calculator.py [N]     (default 100000)

Inputs mix (1) random well-formed integer/decimal expressions checked against a Fraction
oracle, (2) mutations of them (deleted, duplicated and swapped characters), and (3) random
junk from a hostile alphabet (names, quotes, brackets, unicode digits, control characters).
"""

from __future__ import annotations

import random
import sys
import time
from fractions import Fraction

sys.path.insert(0, ".")
from assistant.errors import CalculatorError  # noqa: E402
from assistant.tools.calculator import calculate  # noqa: E402

ALPHABET = list("0123456789+-*/%^().,e ") + ["**", "//", "sqrt(", "log(", "exp(", "__", "import", "'", '"', "[", "]", "{", "}", "lambda", ":", "=", "１", "\x00", "\u202e", "pi", "abs(", "9**9**9", "1e999", "$", "%of "]


def gen_expr(rng: random.Random, depth: int = 0) -> tuple[str, Fraction | None]:
    if depth > 4 or rng.random() < 0.3:
        n = rng.randint(-10**6, 10**6)
        if rng.random() < 0.3:
            d = rng.randint(1, 99)
            text = f"{n}.{d:02d}"
            return f"({text})", Fraction(text)
        return f"({n})", Fraction(n)
    lt, lv = gen_expr(rng, depth + 1)
    rt, rv = gen_expr(rng, depth + 1)
    op = rng.choice("+-*/")
    if lv is None or rv is None or (op == "/" and rv == 0):
        return f"({lt}{op}{rt})", None
    value = {"+": lv + rv, "-": lv - rv, "*": lv * rv, "/": lv / rv if rv else None}[op]
    return f"({lt}{op}{rt})", value


def mutate(rng: random.Random, text: str) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        if not chars:
            break
        i = rng.randrange(len(chars))
        kind = rng.random()
        if kind < 0.33:
            del chars[i]
        elif kind < 0.66:
            chars.insert(i, rng.choice(ALPHABET))
        else:
            j = rng.randrange(len(chars))
            chars[i], chars[j] = chars[j], chars[i]
    return "".join(chars)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    rng = random.Random(20261122)
    counts = {"ok": 0, "refused": 0, "oracle_checked": 0}
    worst = (0.0, "")
    started = time.perf_counter()
    for i in range(n):
        kind = i % 3
        expected: Fraction | None = None
        if kind == 0:
            text, expected = gen_expr(rng)
        elif kind == 1:
            text = mutate(rng, gen_expr(rng)[0])
        else:
            text = "".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 40)))
        t0 = time.perf_counter()
        try:
            result = calculate(text)
            counts["ok"] += 1
            if kind == 0 and expected is not None:
                assert result.value == expected, (text, result.value, expected)
                counts["oracle_checked"] += 1
        except CalculatorError:
            counts["refused"] += 1
        except Exception as exc:  # anything else is a bug
            print(f"CRASH on {text!r}: {type(exc).__name__}: {exc}")
            raise
        elapsed = time.perf_counter() - t0
        if elapsed > worst[0]:
            worst = (elapsed, text)
    total = time.perf_counter() - started
    print(f"inputs: {n:,}  evaluated: {counts['ok']:,}  refused with CalculatorError: {counts['refused']:,}  "
          f"checked against Fraction: {counts['oracle_checked']:,}  crashes: 0")
    print(f"total {total:.1f} s, {n / total:,.0f} inputs/s; slowest {worst[0] * 1000:.2f} ms on {worst[1][:60]!r}")


if __name__ == "__main__":
    main()
