"""The `calculator` tool: safe, exact, bounded arithmetic.

Expressions are parsed with `ast` and evaluated over a whitelist only. Values are exact
`Fraction`s while the inputs are exact; irrational functions (sqrt of a non-square, log,
exp, non-integer powers) switch to `Decimal` at PRECISION significant digits and the
result is marked inexact. Every bound is checked *before* the work it protects, so no
input can hang or exhaust memory.

Display rules (documented in README): fractions stay fractions, decimals stay decimals.
- an exact integer is shown as is: "2496";
- when any input was written as a decimal or a percentage ("0.1", "1e3", "12%") and the
  result's decimal expansion terminates, it is shown as a decimal: "0.3";
- any other exact non-integer is shown as a reduced fraction "p/q" ("-15/11", "60419/8"),
  and `display` adds its decimal value ("60419/8 = 7552.375", "-15/11 ≈ -1.36363636364");
- an inexact value is shown rounded to 15 significant digits.
"""

from __future__ import annotations

import ast
import math
import re
import time
import unicodedata
from dataclasses import dataclass
from decimal import Context, Decimal, localcontext
from fractions import Fraction
from typing import Callable, Union

from assistant.errors import CalculatorError
from assistant.lexicon import THOUSANDS_SEPARATOR, paren_depth

PRECISION = 50  # significant digits for irrational functions
MAX_INPUT_CHARS = 2_000
MAX_NODES = 500
MAX_DEPTH = 60
MAX_DIGITS = 2_000  # of any numerator or denominator, literal or intermediate
MAX_SECONDS = 0.5

Number = Union[Fraction, Decimal]

_FUNCTIONS = ("sqrt", "abs", "round", "min", "max", "floor", "ceil", "log", "ln", "exp")
_CONSTANTS = ("pi", "e")

_TRANSLATE = str.maketrans({"×": "*", "÷": "/", "−": "-", "–": "-", "^": "**"})
_CURRENCY = re.compile(r"[$€£¥]")
_PERCENT_OF = re.compile(r"(\d+(?:\.\d+)?)\s*%\s*of\b", re.IGNORECASE)
# "12%" is a percentage unless a number or "(" follows, which makes "%" the modulo: "7 % 3".
_PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s*%(?!\s*[\d(.])")
_ALLOWED_CHARS = re.compile(r"[0-9a-zA-Z_+\-*/%().,\s]*")


_DECIMAL_INPUT = re.compile(r"\d?\.\d|\d[eE][-+]?\d|%")


@dataclass(frozen=True)
class CalcResult:
    expression: str  # the normalised expression that was evaluated
    value: Number
    exact: bool
    decimal_input: bool = False  # some input was written as a decimal or a percentage

    @property
    def exact_str(self) -> str:
        """Exact text ("2496", "0.3", "-15/11"), or the rounded decimal when inexact."""
        if not self.exact:
            return _decimal_str(self.value, 15)
        fraction = self.value
        assert isinstance(fraction, Fraction)
        if fraction.denominator == 1:
            return str(fraction.numerator)
        terminating = terminating_decimal(fraction) if self.decimal_input else None
        return terminating if terminating is not None else f"{fraction.numerator}/{fraction.denominator}"

    @property
    def number(self) -> int | float | None:
        """A JSON-friendly number: an int when integral, else the nearest float."""
        if isinstance(self.value, Fraction) and self.value.denominator == 1:
            return self.value.numerator
        try:
            number = float(self.value)
        except OverflowError:
            return None
        return number if math.isfinite(number) else None

    @property
    def display(self) -> str:
        text = self.exact_str
        if self.exact and "/" in text:
            assert isinstance(self.value, Fraction)
            terminating = terminating_decimal(self.value)
            if terminating is not None and len(terminating) <= 24:
                return f"{text} = {terminating}"
            return f"{text} ≈ {_decimal_str(self.value, 12)}"
        return text if self.exact else f"≈ {text}"


def calculate(expression: str, *, max_seconds: float = MAX_SECONDS) -> CalcResult:
    """Evaluate `expression` or raise CalculatorError with a one-line reason."""
    normalised = normalise(expression)
    tree = _parse(normalised)
    evaluator = _Evaluator(deadline=time.monotonic() + max_seconds)
    value = evaluator.eval(tree.body)
    if isinstance(value, Decimal) and not value.is_finite():
        raise CalculatorError("the result is not a finite number", "domain")
    return CalcResult(
        expression=normalised,
        value=value,
        exact=isinstance(value, Fraction),
        decimal_input=bool(_DECIMAL_INPUT.search(expression)),
    )


def check(expression: str) -> None:
    """Raise CalculatorError unless `expression` is arithmetic the calculator accepts (no evaluation)."""
    _parse(normalise(expression))


def normalise(expression: str) -> str:
    """Turn what people type ("4,200", "$1,200", "12% of 300", "2^8") into Python syntax."""
    if not isinstance(expression, str):
        raise CalculatorError("the expression must be text", "invalid")
    if len(expression) > MAX_INPUT_CHARS:
        raise CalculatorError(
            f"expression too long ({len(expression)} characters; the limit is {MAX_INPUT_CHARS})",
            "too_long",
        )
    for char in expression:
        if char in "\t\n\r":
            continue
        category = unicodedata.category(char)
        if category.startswith("C"):
            raise CalculatorError(f"control character U+{ord(char):04X} in the expression", "invalid")
        if char.isdigit() and not char.isascii():
            raise CalculatorError(
                f"non-ASCII digit {char!r} (U+{ord(char):04X}); please type ASCII digits", "invalid"
            )
    text = expression.translate(_TRANSLATE).strip()
    text = _CURRENCY.sub("", text)
    text = THOUSANDS_SEPARATOR.sub("", text)
    text = _PERCENT_OF.sub(r"(\1/100)*", text)
    text = _PERCENT.sub(r"(\1/100)", text)
    if not text:
        raise CalculatorError("the expression is empty", "invalid")
    if not _ALLOWED_CHARS.fullmatch(text):
        bad = next(c for c in text if not _ALLOWED_CHARS.fullmatch(c))
        raise CalculatorError(f"character {bad!r} is not allowed in an expression", "invalid")
    if paren_depth(text)[0] > MAX_DEPTH:
        raise CalculatorError(f"too deeply nested (more than {MAX_DEPTH} levels)", "too_deep")
    return text


def _parse(text: str) -> ast.Expression:
    try:
        tree = ast.parse(text, mode="eval")
    except SyntaxError as exc:
        raise CalculatorError(f"not a valid arithmetic expression: {exc.msg}", "syntax") from None
    except (RecursionError, MemoryError, ValueError):
        raise CalculatorError("expression too complex to parse", "too_complex") from None
    nodes = 0
    for node in ast.walk(tree):
        nodes += 1
        if nodes > MAX_NODES:
            raise CalculatorError(f"expression too large (more than {MAX_NODES} parts)", "too_large")
        _check_node(node)
    return tree


_ALLOWED_NODES = (
    ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Call, ast.Name, ast.Load,
    ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.USub, ast.UAdd,
)


_NODE_NAMES = {
    "Attribute": "attribute access (x.y)", "Subscript": "indexing (x[i])", "Compare": "comparisons",
    "BoolOp": "and/or", "IfExp": "if/else", "Lambda": "lambda", "Tuple": "tuples", "List": "lists",
    "Set": "sets", "Dict": "dicts", "JoinedStr": "strings", "Starred": "*args", "NamedExpr": ":=",
    "BitXor": "xor (^ is read as power; use **)", "BitAnd": "bitwise &", "BitOr": "bitwise |",
    "LShift": "shifts", "RShift": "shifts", "Invert": "bitwise ~", "Not": "not", "MatMult": "@",
}


def _check_node(node: ast.AST) -> None:
    if not isinstance(node, _ALLOWED_NODES):
        what = _NODE_NAMES.get(type(node).__name__, type(node).__name__)
        raise CalculatorError(f"{what} not allowed in an expression", "forbidden")
    if isinstance(node, ast.Constant) and (
        isinstance(node.value, bool) or not isinstance(node.value, (int, float))
    ):
        raise CalculatorError("only numbers are allowed as constants", "forbidden")
    if isinstance(node, ast.Name) and node.id not in _FUNCTIONS + _CONSTANTS:
        raise CalculatorError(f"unknown name {node.id!r}", "forbidden")
    if isinstance(node, ast.Call):
        if not isinstance(node.func, ast.Name) or node.func.id not in _FUNCTIONS:
            raise CalculatorError("only sqrt, abs, round, min, max, floor, ceil, log, ln, exp may be called", "forbidden")
        if node.keywords:
            raise CalculatorError("keyword arguments are not allowed", "forbidden")


def _digits(n: int) -> int:
    # bit_length is O(1); log10(2) ~ 0.30103 gives the decimal digit count to within one.
    return int(abs(n).bit_length() * 0.30103) + 1


def _decimal_str(value: Number, digits: int) -> str:
    with localcontext(Context(prec=digits)):
        if isinstance(value, Fraction):
            dec = Decimal(value.numerator) / Decimal(value.denominator)
        else:
            dec = +value
    text = format(dec.normalize(), "f") if abs(dec.adjusted()) < 25 else format(dec.normalize(), "E")
    return "0" if text in ("-0", "0E+0") else text


def terminating_decimal(value: Fraction) -> str | None:
    denominator = value.denominator
    twos = fives = 0
    while denominator % 2 == 0:
        denominator //= 2
        twos += 1
    while denominator % 5 == 0:
        denominator //= 5
        fives += 1
    if denominator != 1:
        return None
    places = max(twos, fives)
    if places > 60:
        return None
    scaled = value * 10**places
    sign = "-" if scaled < 0 else ""
    digits = str(abs(scaled.numerator)).rjust(places + 1, "0")
    whole, frac = digits[:-places], digits[-places:].rstrip("0")
    return f"{sign}{whole}.{frac}" if frac else f"{sign}{whole}"


class _Evaluator:
    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.ctx = Context(prec=PRECISION)

    # -- values ---------------------------------------------------------------
    def _check(self, value: Number) -> Number:
        if time.monotonic() > self.deadline:
            raise CalculatorError("calculation took too long", "timeout")
        if isinstance(value, Fraction):
            if _digits(value.numerator) > MAX_DIGITS or _digits(value.denominator) > MAX_DIGITS:
                raise CalculatorError(f"a number exceeds {MAX_DIGITS} digits", "too_big")
        elif value.is_finite() and abs(value.adjusted()) > MAX_DIGITS:
            raise CalculatorError(f"a number exceeds {MAX_DIGITS} digits", "too_big")
        return value

    def _dec(self, value: Number) -> Decimal:
        if isinstance(value, Decimal):
            return value
        return self.ctx.divide(Decimal(value.numerator), Decimal(value.denominator))

    def eval(self, node: ast.AST) -> Number:
        if isinstance(node, ast.Constant):
            value = node.value
            if isinstance(value, bool) or not isinstance(value, (int, float)):  # also refused before parsing
                raise CalculatorError("only numbers are allowed as constants", "forbidden")
            return self._check(self._literal(value))
        if isinstance(node, ast.Name):
            return self._constant(node.id)
        if isinstance(node, ast.UnaryOp):
            operand = self.eval(node.operand)
            return -operand if isinstance(node.op, ast.USub) else operand
        if isinstance(node, ast.BinOp):
            return self._check(self._binop(node.op, self.eval(node.left), self.eval(node.right)))
        if isinstance(node, ast.Call):
            assert isinstance(node.func, ast.Name)
            args = [self.eval(arg) for arg in node.args]
            return self._check(self._call(node.func.id, args))
        raise CalculatorError(f"{type(node).__name__} is not allowed", "forbidden")

    def _literal(self, value: int | float) -> Number:
        if isinstance(value, int):
            if _digits(value) > MAX_DIGITS:
                raise CalculatorError(f"a number exceeds {MAX_DIGITS} digits", "too_big")
            return Fraction(value)
        if not math.isfinite(value):
            raise CalculatorError("a number is too large", "too_big")
        # repr() is the shortest text that round-trips, i.e. what the user typed: 0.1 -> 1/10.
        return Fraction(repr(value))

    def _constant(self, name: str) -> Number:
        if name == "pi":
            return Decimal("3.14159265358979323846264338327950288419716939937510")
        if name == "e":
            return self.ctx.exp(Decimal(1))
        raise CalculatorError(f"{name} is a function; call it like {name}(x)", "syntax")

    def _binop(self, op: ast.operator, left: Number, right: Number) -> Number:
        if isinstance(op, ast.Pow):
            return self._power(left, right)
        if isinstance(op, (ast.Div, ast.FloorDiv, ast.Mod)) and right == 0:
            raise CalculatorError("division by zero", "domain")
        if isinstance(left, Fraction) and isinstance(right, Fraction):
            operations: dict[type, Callable[[Fraction, Fraction], Number]] = {
                ast.Add: lambda a, b: a + b,
                ast.Sub: lambda a, b: a - b,
                ast.Mult: lambda a, b: a * b,
                ast.Div: lambda a, b: a / b,
                ast.FloorDiv: lambda a, b: Fraction(a // b),
                ast.Mod: lambda a, b: a % b,
            }
            return operations[type(op)](left, right)
        a, b = self._dec(left), self._dec(right)
        decimal_ops: dict[type, Callable[[Decimal, Decimal], Decimal]] = {
            ast.Add: self.ctx.add,
            ast.Sub: self.ctx.subtract,
            ast.Mult: self.ctx.multiply,
            ast.Div: self.ctx.divide,
            ast.FloorDiv: lambda x, y: self.ctx.divide_int(x, y),
            ast.Mod: lambda x, y: x - y * (self.ctx.divide(x, y)).to_integral_value(rounding="ROUND_FLOOR"),
        }
        return decimal_ops[type(op)](a, b)

    def _power(self, base: Number, exponent: Number) -> Number:
        if isinstance(exponent, Fraction) and exponent.denominator == 1:
            power = exponent.numerator
            if isinstance(base, Fraction):
                if base == 0 and power < 0:
                    raise CalculatorError("division by zero (0 to a negative power)", "domain")
                if base in (0, 1, -1):
                    return base**power
                # Estimate the result's size before computing it: digits(base) * |power|.
                size = max(_digits(base.numerator), _digits(base.denominator)) * abs(power)
                if size > MAX_DIGITS:
                    raise CalculatorError(
                        f"result too large (about {size:,} digits; the limit is {MAX_DIGITS:,})", "too_big"
                    )
                return base**power
            if abs(power) * max(1, abs(base.adjusted()) + 1) > MAX_DIGITS * 4:
                raise CalculatorError("result too large", "too_big")
            return self.ctx.power(base, power)
        # Non-integer exponent: real-valued only for a positive base.
        b = self._dec(base)
        if b < 0:
            raise CalculatorError("a negative number to a fractional power is not real", "domain")
        if b == 0:
            return Fraction(0)
        x = self._dec(exponent)
        magnitude = abs(x) * abs(self.ctx.log10(b))
        if magnitude > MAX_DIGITS:
            raise CalculatorError("result too large", "too_big")
        return self.ctx.power(b, x)

    def _call(self, name: str, args: list[Number]) -> Number:
        if name in ("min", "max"):
            if not args:
                raise CalculatorError(f"{name}() needs at least one argument", "syntax")
            chooser = min if name == "min" else max
            return chooser(args, key=lambda v: self._dec(v) if isinstance(v, Decimal) else v)
        if name == "round":
            if len(args) not in (1, 2):
                raise CalculatorError("round() takes a number and optionally a count of places", "syntax")
            places = 0
            if len(args) == 2:
                if not (isinstance(args[1], Fraction) and args[1].denominator == 1) or abs(args[1]) > 100:
                    raise CalculatorError("round() places must be a whole number up to 100", "syntax")
                places = int(args[1])
            value = args[0]
            # Half away from zero, as people round by hand (Python's round() is half-even).
            if isinstance(value, Fraction):
                scale = Fraction(10) ** places
                magnitude = math.floor(abs(value) * scale + Fraction(1, 2))
                return Fraction(magnitude if value >= 0 else -magnitude) / scale
            return value.quantize(Decimal(1).scaleb(-places), rounding="ROUND_HALF_UP", context=self.ctx)
        if len(args) != 1:
            raise CalculatorError(f"{name}() takes exactly one argument", "syntax")
        (x,) = args
        if name == "abs":
            return -x if x < 0 else x
        if name in ("floor", "ceil"):
            fn = math.floor if name == "floor" else math.ceil
            if isinstance(x, Fraction):
                return Fraction(fn(x))
            return Fraction(int(x.to_integral_value(rounding="ROUND_FLOOR" if name == "floor" else "ROUND_CEILING")))
        if name == "sqrt":
            if x < 0:
                raise CalculatorError("square root of a negative number", "domain")
            if isinstance(x, Fraction):
                root_n, root_d = math.isqrt(x.numerator), math.isqrt(x.denominator)
                if root_n * root_n == x.numerator and root_d * root_d == x.denominator:
                    return Fraction(root_n, root_d)
            return self.ctx.sqrt(self._dec(x))
        if name in ("log", "ln"):
            if x <= 0:
                raise CalculatorError(f"{name} of a number that is not positive", "domain")
            if name == "log" and isinstance(x, Fraction) and x.denominator == 1:
                n = x.numerator
                k = len(str(n)) - 1
                if n == 10**k:
                    return Fraction(k)  # log10 of an exact power of ten is exact
            d = self._dec(x)
            return self.ctx.log10(d) if name == "log" else self.ctx.ln(d)
        if name == "exp":
            if x > 4600:
                raise CalculatorError("result too large", "too_big")
            if x == 0:
                return Fraction(1)
            return self.ctx.exp(self._dec(x))
        raise CalculatorError(f"unknown function {name!r}", "forbidden")
