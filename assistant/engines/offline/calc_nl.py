"""Offline natural language -> arithmetic expression.

Two readings are tried, and only readings that leave nothing unexplained are accepted:

1. Direct arithmetic: "what is 17 plus 25", "12% of 4,200", "divide 8 by 2",
   "the average of 3, 4 and 5", "increase 80 by 15%".
2. Named quantities: "net margin if revenue is 4,200 and costs equal fixed 1200 plus 12%
   of revenue". Each "NAME is EXPR" clause binds a name; the question's target is expanded
   through the bindings, a few well-known relations (net margin = revenue - costs) and
   facts from a retrieved spreadsheet, until only numbers remain.

Anything else (a word problem whose chain of operations cannot be read off the text) is
declined with a reason. A wrong number is worse than no number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from assistant.engines.base import CalcPlan
from assistant.engines.offline.numbers import plain_numbers, words_to_digits
from assistant.lexicon import DOC_REFERENCE, formula_text, is_bare_formula, paren_depth
from assistant.schemas import Snippet

NUM = r"-?(?:\d+(?:\.\d+)?|\.\d+)(?:/\d+)?"
_ARITH_ONLY = re.compile(r"[\d\s.+\-*/()%]+")

_LEAD_IN = re.compile(
    r"^(?:(?:hey|ok|okay|so|and|now|then|please|kindly|quickly|just)[,\s]+)*"
    r"(?:(?:can|could|would|will) you\s+(?:please\s+)?(?:help me\s+)?(?:tell me\s+|figure out\s+|work out\s+|calculate\s+|compute\s+)?)?"
    r"(?:i (?:need|want|would like) to know\s+|tell me\s+|let me know\s+|show me\s+)?"
    r"(?:the answer to\s+|the result of\s+)?"
    r"(?:what(?:'s| is| are| was| would be| will be|’s)\s+(?:the value of\s+|the result of\s+|the answer to\s+)?|how much is\s+|how much are\s+|"
    r"calculate\s+|compute\s+|evaluate\s+|work out\s+|solve\s+|find\s+|determine\s+|figure out\s+|what\s+)?(?:an?\s+|the\s+)?",
    re.IGNORECASE,
)
_TAIL = re.compile(r"(?:\s*(?:\?|\.|!|,|=|please|for me|is|equals?|exactly|again))+\s*$", re.IGNORECASE)

_OPERATOR_WORDS = [
    (r"\bmultiplied by\b|\btimes\b|(?<=\d)\s*[x×]\s*(?=[-\d(])|\bx\b(?=\s*[-\d(])", "*"),
    (r"\bdivided by\b|\bover\b|÷", "/"),
    (r"\bplus\b|\badded to\b|\band\b(?=\s*-?\d)", "+"),
    (r"\bminus\b|\btake away\b|−", "-"),
    (r"\bto the power of\b|\braised to(?: the power of)?\b|\^", "**"),
    (r"\bsquared\b", "**2"),
    (r"\bcubed\b", "**3"),
    (r"\bpercent\b|\bper cent\b", "%"),
]

# Named-quantity relations people use without stating them.
_RELATIONS: dict[str, str] = {
    "net_margin": "revenue - costs",
    "profit": "revenue - costs",
    "net_profit": "revenue - costs",
    "net_income": "revenue - costs",
    "operating_income": "revenue - costs",
    "costs": "fixed_costs + variable_costs",
    "variable_costs": "variable_cost_rate * revenue",
    "revenue": "units_sold * price_per_unit",
}
_ALIASES: dict[str, str] = {
    "margin": "net_margin", "net": "net_margin", "net_margin": "net_margin",
    "profit": "profit", "net_profit": "net_profit", "earnings": "net_income",
    "net_income": "net_income", "operating_income": "operating_income",
    "revenue": "revenue", "revenues": "revenue", "sales": "revenue", "turnover": "revenue",
    "total_revenue": "revenue", "income": "revenue",
    "costs": "costs", "cost": "costs", "total_costs": "costs", "total_cost": "costs",
    "expenses": "costs", "expense": "costs", "total_expenses": "costs", "spending": "costs",
    "fixed_costs": "fixed_costs", "fixed_cost": "fixed_costs", "fixed": "fixed_costs",
    "variable_costs": "variable_costs", "variable_cost": "variable_costs",
    "variable_cost_rate": "variable_cost_rate",
    "units_sold": "units_sold", "units": "units_sold", "price_per_unit": "price_per_unit",
    "price": "price_per_unit", "unit_price": "price_per_unit",
}
_FILLER = re.compile(r"\b(?:fixed|variable|a|an|the|of about|about|around|roughly|approximately|total|only|just|exactly)\b(?!\s*(?:of\b|%))", re.IGNORECASE)


def canonical(name: str) -> str:
    key = re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")
    key = re.sub(r"^(?:the|its|their|our|my|a|an)_", "", key)
    return _ALIASES.get(key, key)


def _operators(text: str) -> str:
    for pattern, symbol in _OPERATOR_WORDS:
        text = re.sub(pattern, f" {symbol} ", text, flags=re.IGNORECASE)
    return re.sub(r"\s+", " ", text).strip()


def _percent_phrases(text: str) -> str:
    """Rewrite percentage phrases into arithmetic before operator words are replaced."""
    flags = re.IGNORECASE
    text = re.sub(r"\s*\b(?:percent|per cent)\b", "%", text, flags=flags)
    # "increase 80 by 15%" / "decrease 80 by 15%"
    text = re.sub(rf"\b(?:increase|raise|grow)\s+({NUM})\s+by\s+({NUM})\s*%", r"(\1 * (1 + \2%))", text, flags=flags)
    text = re.sub(rf"\b(?:decrease|reduce|lower|cut)\s+({NUM})\s+by\s+({NUM})\s*%", r"(\1 * (1 - \2%))", text, flags=flags)
    text = re.sub(rf"({NUM})\s+(?:increased|raised) by\s+({NUM})\s*%", r"(\1 * (1 + \2%))", text, flags=flags)
    text = re.sub(rf"({NUM})\s+(?:decreased|reduced) by\s+({NUM})\s*%", r"(\1 * (1 - \2%))", text, flags=flags)
    # "30% off 235" / "15% off $35"
    text = re.sub(rf"({NUM})\s*%\s+off(?:\s+of)?\s+({NUM})", r"(\2 * (1 - \1%))", text, flags=flags)
    # "an 18% tip on 20" / "8% tax on 50"
    text = re.sub(rf"({NUM})\s*%\s+(?:tip|tax|interest|commission|discount|fee)\s+(?:on|of|for)\s+({NUM})", r"(\1% * \2)", text, flags=flags)
    # "12% of 4200" / "12% of revenue"
    text = re.sub(rf"({NUM})\s*%\s+of\s+", r"\1% * ", text, flags=flags)
    # Every remaining percentage as an exact decimal: "12%" -> "0.12".
    return re.sub(r"(?<![\w.])(\d+(?:\.\d+)?)\s*%(?!\s*[\d(])", lambda m: _percent_decimal(m.group(1)), text)


def _word_forms(text: str) -> str:
    """Prefix forms: "sum of a and b", "divide a by b", "subtract a from b", ..."""
    flags = re.IGNORECASE
    n = NUM
    # (?<![\w.]) instead of \b so that a leading minus sign stays part of the number.
    s = r"(?<![\w.])"
    rules = [
        (rf"(?:(?:what is )?the )?area of (?:a |an )?{s}({n})\s*(?:by|x|×|\*)\s*({n})\b(?:\s+\w+)?", r"(\1 * \2)"),
        (rf"how many square \w+ (?:is|are|in) (?:a |an )?{s}({n})\s*(?:by|x|×|\*)\s*({n})\b(?:\s+\w+)?", r"(\1 * \2)"),
        (rf"{s}({n}/{n})\s+of\s+({n})", r"(\1 * \2)"),
        (rf"\b(?:the )?square root of\s+({n})", r"sqrt(\1)"),
        (rf"\b(?:the )?(?:distance|absolute difference|difference) between\s+({n})\s+and\s+({n})", r"abs(\1 - \2)"),
        (rf"\bsubtract\s+({n})\s+from\s+({n})", r"(\2 - \1)"),
        (rf"{s}({n})\s+less than\s+({n})", r"(\2 - \1)"),
        (rf"{s}({n})\s+more than\s+({n})", r"(\2 + \1)"),
        (rf"\bdivide\s+({n})\s+by\s+({n})", r"(\1 / \2)"),
        (rf"\bhow many times (?:does|can|will)\s+({n})\s+(?:go|fit|be divided)\s+into\s+({n})", r"(\2 // \1)"),
        (rf"\bmultiply\s+({n})\s+(?:and|by|with)\s+({n})", r"(\1 * \2)"),
        (rf"\b(?:the )?product of\s+({n})\s+and\s+({n})", r"(\1 * \2)"),
        (rf"\b(?:the )?quotient of\s+({n})\s+and\s+({n})", r"(\1 / \2)"),
        (rf"\b(?:add|sum|put together|total(?: of)?)\s+({n})\s+(?:and|to|with|plus)\s+({n})", r"(\1 + \2)"),
    ]
    for pattern, replacement in rules:
        text = re.sub(pattern, replacement, text, flags=flags)
    # "sum / product / average of 54, 23, 43, 12, and 442"
    listed = re.search(
        rf"\b(?:the )?(sum|total|product|average|mean)\s+of\s+((?:{n})(?:\s*(?:,|and|,\s*and)\s*(?:{n}))+)",
        text,
        flags,
    )
    if listed:
        values = re.findall(n, listed.group(2))
        kind = listed.group(1).lower()
        if kind in ("sum", "total"):
            replacement = "(" + " + ".join(values) + ")"
        elif kind == "product":
            replacement = "(" + " * ".join(values) + ")"
        else:
            replacement = f"(({' + '.join(values)}) / {len(values)})"
        text = text[: listed.start()] + replacement + text[listed.end() :]
    return text


def _tidy(text: str) -> str:
    text = text.replace("$", "").replace("€", "").replace("£", "")
    text = re.sub(r"(?<![\w.])0+(?=\d)", "", text)  # "005" -> "5": Python rejects leading zeros
    return re.sub(r"\s+", " ", text).strip()


def direct_expression(request: str) -> str | None:
    """The request as a pure arithmetic expression, or None if anything is left over."""
    text = plain_numbers(words_to_digits(request.strip()))
    text = text.replace("’", "'")
    text = _TAIL.sub("", _LEAD_IN.sub("", text, count=1))
    text = _TAIL.sub("", text)
    text = _tidy(_percent_phrases(_word_forms(_tidy(text))))
    text = _word_forms(text)
    text = _operators(text)
    # Units after numbers do not change arithmetic: "12 dollars plus 3 dollars".
    text = re.sub(r"(?<=[\d)])\s*(?:dollars?|usd|eur|euros?|pounds?|cents?|units?)\b", "", text, flags=re.IGNORECASE)
    text = text.strip()
    candidate = re.sub(r"\b(?:sqrt|abs)\b", "", text)
    if not text or not re.search(r"\d", text) or not _ARITH_ONLY.fullmatch(candidate):
        return None
    if not re.search(r"[-+*/%]|sqrt|abs", text.lstrip("-")):
        return None  # a bare number is not a calculation
    return text


@dataclass
class _Bindings:
    values: dict[str, str] = field(default_factory=dict)  # name -> expression text
    origin: dict[str, str] = field(default_factory=dict)  # name -> "question" | doc id


_CLAUSE_SPLIT = re.compile(r"\s*(?:,|;|\bif\b|\bwhen\b|\bwhere\b|\bgiven that\b|\bassuming\b|\band\b(?=\s+(?:the\s+)?[a-z][a-z _-]*\s+(?:is|are|was|were|equals?|=|costs?)\b))\s*", re.IGNORECASE)
_ASSIGN = re.compile(
    r"^(?:the\s+|its\s+|their\s+|our\s+)?(?P<name>[a-z][a-z _-]{0,40}?)\s+(?:is|are|was|were|equals?|equal to|=|comes? to|amounts? to|totals?)\s+(?P<expr>.+)$",
    re.IGNORECASE,
)
_TARGET = re.compile(
    r"\b(?:what(?:'s|’s| is| are| was| would be| will be)|how much is|how much are|calculate|compute|find|give me|determine)\s+(?:the\s+|its\s+|our\s+)?(?P<name>[a-z][a-z _-]{1,40}?)(?=\s+(?:for|of|if|when|given|assuming|in|on|with)\b|[?,.]|$)",
    re.IGNORECASE,
)


def _expression_of(phrase: str, bindings: _Bindings) -> str | None:
    """Translate a clause's right-hand side, with names it uses kept as names."""
    text = plain_numbers(words_to_digits(phrase))
    text = _FILLER.sub(" ", text)
    text = _percent_phrases(_tidy(text))
    text = _operators(text)
    tokens = re.findall(r"[a-z_][a-z_ ]*[a-z_]|[a-z]|\d+(?:\.\d+)?|\*\*|[-+*/()]", text, re.IGNORECASE)
    out: list[str] = []
    for token in tokens:
        stripped = token.strip()
        if re.fullmatch(r"\d+(?:\.\d+)?|\*\*|[-+*/()]", stripped):
            out.append(stripped)
            continue
        name = canonical(stripped)
        if not name:
            continue
        out.append(name)
    if not out or not any(re.fullmatch(r"\d+(?:\.\d+)?", t) or t in bindings.values or t in _RELATIONS for t in out):
        return None
    expression = " ".join(out)
    return expression if paren_depth(expression)[1] else None


def facts_from_snippets(snippets: list[Snippet], request: str) -> _Bindings:
    """Name -> value pairs from spreadsheet rows ("metric: revenue; value: 4200; ...")."""
    facts = _Bindings()
    entity = re.search(r"\b(?:product|line|item|plan|region|store)\s+([a-z0-9]+)\b", request, re.IGNORECASE)
    for snippet in snippets:
        for line in snippet.text.splitlines():
            if entity and entity.group(0).lower() not in line.lower() and re.search(r"\b(?:product|line|item|plan|region|store)\b", line, re.IGNORECASE):
                continue
            pairs = dict(
                (k.strip().lower(), v.strip().rstrip("."))
                for k, v in (part.split(":", 1) for part in line.split(";") if ":" in part)
            )
            if "metric" in pairs and "value" in pairs:
                value = plain_numbers(pairs["value"]).replace("%", "/100").replace("$", "")
                if re.fullmatch(r"-?\d+(?:\.\d+)?(?:/100)?", value):
                    name = canonical(pairs["metric"])
                    if name not in facts.values:
                        facts.values[name] = value
                        facts.origin[name] = snippet.doc_id
    return facts


def named_plan(request: str, snippets: list[Snippet]) -> CalcPlan | None:
    text = plain_numbers(words_to_digits(request))
    bindings = _Bindings()
    for clause in _CLAUSE_SPLIT.split(text):
        match = _ASSIGN.match(clause.strip().rstrip("?.!"))
        if not match:
            continue
        name = canonical(match.group("name").split(" for ")[0])
        expression = _expression_of(match.group("expr"), bindings)
        if name and expression and not _TARGET.search(clause):
            bindings.values[name] = expression
            bindings.origin[name] = "question"
    target_match = _TARGET.search(text)
    if not target_match:
        return None
    target = canonical(target_match.group("name"))
    if target not in _RELATIONS and target not in bindings.values:
        return None
    facts = facts_from_snippets(snippets, request)
    used_sources: set[str] = set()
    used_facts: dict[str, str] = {}
    missing: list[str] = []

    def expand(name: str, depth: int, seen: frozenset[str]) -> str:
        if name in seen or depth > 6:
            missing.append(name)
            return name
        if name in bindings.values:
            definition = bindings.values[name]
        elif name in facts.values:
            definition = facts.values[name]
            used_sources.add(facts.origin[name])
            used_facts[name] = definition
        elif name in _RELATIONS:
            definition = _RELATIONS[name]
        else:
            missing.append(name)
            return name
        parts = []
        for token in definition.split():
            if re.fullmatch(r"[a-z_]+", token) and token not in ("sqrt", "abs"):
                parts.append(expand(token, depth + 1, seen | {name}))
            else:
                parts.append(token)
        inner = " ".join(parts)
        return inner if re.fullmatch(r"-?[\d.]+(?:/100)?", inner) else f"({inner})"

    # Bindings that state the target directly win over relations.
    expression = expand(target, 0, frozenset())
    if missing:
        return CalcPlan(
            status="decline",
            confidence=0.2,
            explanation=f"to compute {target.replace('_', ' ')} I need a value for {', '.join(sorted(set(missing))).replace('_', ' ')}",
        )
    explanation = None
    if DOC_REFERENCE.search(request) and facts.values:
        # The user pointed at a document: it was consulted, so it is a source, and any
        # value the question restates is checked against it.
        used_sources.update(facts.origin.values())
        differing = [
            f"{name} = {facts.values[name]} in {facts.origin[name]}"
            for name, value in bindings.values.items()
            if name in facts.values and _same_number(value, facts.values[name]) is False
        ]
        if differing:
            explanation = "values stated in the question were used; the document has " + "; ".join(differing)
    expression = expression[1:-1] if expression.startswith("(") and paren_depth(expression[1:-1])[1] else expression
    expression = re.sub(r"(\d+(?:\.\d+)?)/100\b", lambda m: _percent_decimal(m.group(1)), expression)
    definition = bindings.values.get(target) or _RELATIONS.get(target, "")
    named = {k: v for k, v in bindings.values.items() if k != target}
    formula = f"{target} = {definition}"
    given = {**used_facts, **named}
    if given:
        formula += "; " + ", ".join(f"{k} = {v}" for k, v in given.items())
    return CalcPlan(
        status="plan",
        expression=expression,
        formula=formula,
        confidence=0.9,
        explanation=explanation,
        sources=tuple(sorted(used_sources)),
        bindings={k: v for k, v in bindings.values.items()},
    )


def _same_number(a: str, b: str) -> bool | None:
    from fractions import Fraction

    try:
        return Fraction(a.replace(" ", "")) == Fraction(b.replace(" ", ""))
    except (ValueError, ZeroDivisionError):
        return None


def _percent_decimal(number: str) -> str:
    from decimal import Decimal

    return format(Decimal(number) / 100, "f").rstrip("0").rstrip(".") or "0"


def plan(request: str, snippets: list[Snippet]) -> CalcPlan:
    if is_bare_formula(request):
        stripped = formula_text(request)
        # A bare formula goes to the calculator as typed: it either computes it or says
        # precisely why not (unknown function, too large, not arithmetic).
        return CalcPlan(status="plan", expression=stripped, formula=stripped, confidence=0.95)
    expression = direct_expression(request)
    if expression is not None:
        return CalcPlan(status="plan", expression=expression, formula=expression, confidence=0.95)
    named = named_plan(request, snippets)
    if named is not None:
        return named
    numbers = re.findall(r"\d+(?:\.\d+)?", plain_numbers(words_to_digits(request)))
    if len(numbers) >= 2:
        reason = (
            "this reads as a word problem whose chain of operations I cannot determine "
            "unambiguously offline; restate it as arithmetic (e.g. '3 * 4 + 2')"
        )
    elif numbers:
        reason = "I found only one number; tell me what to do with it (e.g. 'what is 15% of 80')"
    else:
        reason = "I found no numbers to compute with; give the values or the expression"
    return CalcPlan(status="decline", confidence=0.15, explanation=reason)
