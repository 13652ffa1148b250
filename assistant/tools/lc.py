"""LangChain tool wrappers over the plain tool functions, for engines that call tools."""

from __future__ import annotations

from langchain_core.tools import StructuredTool

from assistant.errors import CalculatorError
from assistant.tools.calculator import calculate


def _calculator(expression: str) -> str:
    try:
        result = calculate(expression)
    except CalculatorError as exc:
        return f"Error: {exc.message}"
    return f"Result: {result.expression} = {result.exact_str}"


calculator_tool = StructuredTool.from_function(
    func=_calculator,
    name="calculator",
    description=(
        "Evaluate an arithmetic expression exactly. Supports + - * / // % ** (or ^), parentheses, "
        "percentages like 12% and '12% of 300', and sqrt abs round min max floor ceil log ln exp. "
        "Always use this for arithmetic; never compute numbers yourself."
    ),
)
