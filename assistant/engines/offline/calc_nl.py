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
from assistant.engines.offline.doc_values import document_values
from assistant.engines.offline.numbers import plain_numbers, words_to_digits
from assistant.engines.offline.units import UNITS, again, conversion, unreadable
from assistant.lexicon import DOC_REFERENCE, YEAR, formula_text, is_bare_formula, paren_depth
from assistant.schemas import Snippet

NUM = r"-?(?:\d+(?:\.\d+)?|\.\d+)(?:/\d+)?"
_ARITH_ONLY = re.compile(r"[\d\s.+\-*/()%]+")

_LEAD_IN = re.compile(
    r"^(?:(?:hey|hi|ok|okay|so|and|now|then|please|pls|plz|kindly|quickly|just)[,\s]+)*"
    # "quick one: 45/9?", "one more - 7 squared": a chat opener, not the number one.
    r"(?:(?:(?:a\s+)?(?:quick|real quick|easy|simple)\s+(?:one|question|q|maths?|sum|calc)|one more|another one|next one|last one)\s*(?:[:,\-–—]\s*|\s+))?"
    r"(?:(?:can|could|would|will) (?:you|u)\s+(?:please\s+|pls\s+)?(?:help me\s+)?(?:tell me\s+|figure out\s+|work out\s+|calculate\s+|compute\s+|do\s+)?)?"
    r"(?:i (?:need|want|would like) to know\s+|tell me\s+|let me know\s+|show me\s+)?"
    # "what do I get if I multiply 12 by 12", "what would you get when you add 3 and 4"
    r"(?:what (?:do|would|will|did) (?:i|you|we) get (?:if|when) (?:i|you|we)\s+)?"
    # "how much do I pay for 3 tickets at $12 each", "how much would we spend if we buy ..."
    r"(?:how much (?:do|would|will|did|does|should) (?:i|you|we|it) (?:have to )?(?:pay|spend|owe)(?: in total| altogether| in all)?"
    r"(?:\s+(?:if|when|for|on)(?:\s+(?:i|you|we)\s+(?:buy|get|order|purchase|pick up))?)?\s+)?"
    r"(?:the answer to\s+|the result of\s+)?"
    r"(?:what number is\s+|what(?:'s| is| are| was| would be| will be|’s|s)\s+(?:the value of\s+|the result of\s+|the answer to\s+)?|how much is\s+|how much are\s+|"
    r"calculate\s+|compute\s+|evaluate\s+|work out\s+|solve\s+|find\s+|determine\s+|figure out\s+|what\s+)?(?:an?\s+|the\s+)?",
    re.IGNORECASE,
)
# Courtesy closes a request without changing it: "what is 2 plus 2? thanks".
_TAIL = re.compile(r"(?:\s*(?:\?|\.|!|,|=|please|for me|is|equals?|exactly|again|\b(?:thanks|thank you|thx|cheers|pls|plz)\b))+\s*$",
                   re.IGNORECASE)

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
    key = re.sub(r"^(?:product|line|item|plan|region|store)_[a-z0-9]+_s_", "", key)  # "product B's net margin"
    return _ALIASES.get(key, key)


def _operators(text: str) -> str:
    for pattern, symbol in _OPERATOR_WORDS:
        text = re.sub(pattern, f" {symbol} ", text, flags=re.IGNORECASE)
    return re.sub(r"\s+", " ", text).strip()


def _percent_phrases(text: str, notes: list[str] | None = None) -> str:
    """Rewrite percentage phrases into arithmetic before operator words are replaced.

    "Y plus X%" and "Y minus X%" follow the calculator convention every pocket calculator
    and spreadsheet user knows: Y × (1 ± X/100), and the note says so.
    """
    flags = re.IGNORECASE
    notes = notes if notes is not None else []

    def based(base: str, rate: str, sign: str, words: str) -> str:
        notes.append(f"{base} {words} by {rate}% = {base} × (1 {sign} {rate}/100)")
        return f"({base} * (1 {sign} {_percent_decimal(rate)}))"

    text = re.sub(r"\s*\b(?:percent|per cent)\b", "%", text, flags=flags)

    def share(part: str, whole: str) -> str:
        notes.append(f"{part} as a percentage of {whole} = {part} / {whole} × 100")
        return f"({part} / {whole} * 100)"

    def change(start: str, end: str, kind: str) -> str:
        fall = kind.lower() in ("decrease", "drop", "decline", "fall", "reduction")
        notes.append(f"percentage {kind.lower()} from {start} to {end} = "
                     + (f"({start} - {end}) / {start} × 100" if fall else f"({end} - {start}) / {start} × 100"))
        return f"(({start} - {end}) / {start} * 100)" if fall else f"(({end} - {start}) / {start} * 100)"

    # What share one number is of another ("what percent is 30 of 120", "30 is what percentage
    # of 120", "what percentage of 120 is 30", "30 as a percentage of 120"); the lead-in
    # ("what") is gone by now. The result is the number of percent: 25.
    pct = r"(?:%|percentage)"
    text = re.sub(rf"^\s*{pct}\s+(?:is|are)\s+({NUM})\s+of\s+({NUM})", lambda m: share(m[1], m[2]), text, flags=flags)
    text = re.sub(rf"({NUM})\s+(?:is|are)\s+what\s*{pct}\s+of\s+({NUM})", lambda m: share(m[1], m[2]), text, flags=flags)
    text = re.sub(rf"^\s*{pct}\s+of\s+({NUM})\s+(?:is|are)\s+({NUM})", lambda m: share(m[2], m[1]), text, flags=flags)
    text = re.sub(rf"({NUM})\s+as\s+an?\s*{pct}\s+of\s+({NUM})", lambda m: share(m[1], m[2]), text, flags=flags)
    # "12 out of 15 as a percentage", "12 out of 15 in percent"
    text = re.sub(rf"({NUM})\s+out\s+of\s+({NUM})\s+(?:as\s+an?|in)\s*{pct}", lambda m: share(m[1], m[2]), text, flags=flags)
    # "the percentage change / increase / decrease from 50 to 75"
    text = re.sub(rf"{pct}\s+(change|increase|decrease|difference|growth|rise|drop|decline|fall|reduction)\s+from\s+({NUM})\s+to\s+({NUM})",
                  lambda m: change(m[2], m[3], m[1]), text, flags=flags)
    # "increase 80 by 15%" / "decrease 80 by 15%"
    text = re.sub(rf"\b(?:increase|raise|grow)\s+({NUM})\s+by\s+({NUM})\s*%", lambda m: based(m[1], m[2], "+", "increased"), text, flags=flags)
    text = re.sub(rf"\b(?:decrease|reduce|lower|cut)\s+({NUM})\s+by\s+({NUM})\s*%", lambda m: based(m[1], m[2], "-", "decreased"), text, flags=flags)
    text = re.sub(rf"({NUM})\s+(?:increased|raised) by\s+({NUM})\s*%", lambda m: based(m[1], m[2], "+", "increased"), text, flags=flags)
    text = re.sub(rf"({NUM})\s+(?:decreased|reduced) by\s+({NUM})\s*%", lambda m: based(m[1], m[2], "-", "decreased"), text, flags=flags)
    # "20% more than 50" / "20% less than 50"
    text = re.sub(rf"({NUM})\s*%\s+(?:more|greater|higher|larger) than\s+({NUM})", lambda m: based(m[2], m[1], "+", "increased"), text, flags=flags)
    text = re.sub(rf"({NUM})\s*%\s+(?:less|fewer|lower|smaller) than\s+({NUM})", lambda m: based(m[2], m[1], "-", "decreased"), text, flags=flags)
    # "add 10% to 200" / "subtract 10% from 200" / "take 10% off 200": a percentage of the
    # number it is added to or taken from (200.1 and 199.9 were wrong answers).
    text = re.sub(rf"\badd\s+({NUM})\s*%\s+(?:to|onto|on)\s+({NUM})", lambda m: based(m[2], m[1], "+", "increased"), text, flags=flags)
    text = re.sub(rf"\b(?:subtract|deduct|take(?:\s+away)?|knock)\s+({NUM})\s*%\s+(?:from|off(?:\s+of)?)\s+({NUM})",
                  lambda m: based(m[2], m[1], "-", "decreased"), text, flags=flags)
    # "30% off 235" / "15% off $35"
    text = re.sub(rf"({NUM})\s*%\s+off(?:\s+of)?\s+({NUM})", lambda m: based(m[2], m[1], "-", "discounted"), text, flags=flags)
    # "150 plus 12%" / "100 - 15%": the percentage is of the number before it
    text = re.sub(rf"(?<![\w.%*/])({NUM})\s*(?:\+|\bplus\b|\badd(?:ing)?\b)\s*({NUM})\s*%(?!\s*(?:of\b|[\d(]))",
                  lambda m: based(m[1], m[2], "+", "increased"), text, flags=flags)
    text = re.sub(rf"(?<![\w.%*/])({NUM})\s*(?:-|−|\bminus\b|\bless\b)\s*({NUM})\s*%(?!\s*(?:of\b|[\d(]))",
                  lambda m: based(m[1], m[2], "-", "decreased"), text, flags=flags)
    # "250 plus VAT at 20%", "250 with 8% sales tax", "250 including 20% VAT": the tax added
    text = re.sub(rf"(?<![\w.%*/])({NUM})\s+(?:plus|with|including|incl\.?|\+)\s+(?:sales\s+)?(?:vat|gst|tax)\s+(?:at|of)\s+({NUM})\s*%",
                  lambda m: based(m[1], m[2], "+", "increased"), text, flags=flags)
    text = re.sub(rf"(?<![\w.%*/])({NUM})\s+(?:plus|with|including|incl\.?|\+)\s+({NUM})\s*%\s+(?:sales\s+)?(?:vat|gst|tax)\b",
                  lambda m: based(m[1], m[2], "+", "increased"), text, flags=flags)
    # "an 18% tip on 20" / "8% tax on 50" / "7% VAT on 250"
    text = re.sub(rf"({NUM})\s*%\s+(?:sales\s+)?(?:tip|tax|vat|gst|interest|commission|discount|fee)\s+(?:on|of|for)\s+({NUM})", r"(\1% * \2)", text, flags=flags)
    # "tip 18% on a $64 bill", "tax of 8% on 50"
    text = re.sub(rf"\b(?:an?\s+)?(?:tip|tax|commission|fee)\s+(?:of\s+)?({NUM})\s*%\s+(?:on|of|for)\s+(?:an?\s+|the\s+)?({NUM})"
                  r"(?:\s+(?:bill|check|meal|tab|purchase|order|total))?", r"(\1% * \2)", text, flags=flags)
    # "12% of 4200" / "12% of revenue"
    text = re.sub(rf"({NUM})\s*%\s+of\s+", r"\1% * ", text, flags=flags)
    # A percentage added to or taken from something no rule read ("x plus 15%") has no
    # base to be a percentage of: left as a word, so the reading fails rather than adding 0.15.
    text = re.sub(rf"((?:[+\-−]|\bplus\b|\bminus\b|\bless\b)\s*{NUM})\s*%(?!\s*[*(\d])", r"\1 percent", text, flags=flags)
    # Every remaining percentage as an exact decimal: "12%" -> "0.12".
    return re.sub(r"(?<![\w.])(\d+(?:\.\d+)?)\s*%(?!\s*[\d(])", lambda m: _percent_decimal(m.group(1)), text)


_FRACTION_WORDS = {"half": 2, "halves": 2, "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fourth": 4, "fourths": 4,
                   "fifth": 5, "fifths": 5, "sixth": 6, "sixths": 6, "eighth": 8, "eighths": 8, "tenth": 10, "tenths": 10}
_ORDINAL_POWERS = {w: n for n, w in enumerate("second third fourth fifth sixth seventh eighth ninth tenth".split(), 2)}


def _word_forms(text: str) -> str:
    """Prefix forms: "sum of a and b", "divide a by b", "subtract a from b", ..."""
    flags = re.IGNORECASE
    n = NUM
    # (?<![\w.]) instead of \b so that a leading minus sign stays part of the number.
    s = r"(?<![\w.])"
    fractions = "|".join(_FRACTION_WORDS)
    text = re.sub(rf"{s}(\d+)\s+({fractions})\s+of\b", lambda m: f"{m[1]}/{_FRACTION_WORDS[m[2].lower()]} of", text, flags=flags)
    text = re.sub(rf"\b(?:one|a)\s+({fractions})\s+of\b", lambda m: f"1/{_FRACTION_WORDS[m[1].lower()]} of", text, flags=flags)
    # "to the third power": the ordinal as its number.
    text = re.sub(r"\bto the (second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+power\b",
                  lambda m: f"to the {_ORDINAL_POWERS[m[1].lower()]} power", text, flags=flags)
    rules = [
        (rf"(?:(?:what is )?the )?area of (?:a |an )?{s}({n})\s*(?:by|x|×|\*)\s*({n})\b(?:\s+\w+)?", r"(\1 * \2)"),
        (rf"how many square \w+ (?:is|are|in) (?:a |an )?{s}({n})\s*(?:by|x|×|\*)\s*({n})\b(?:\s+\w+)?", r"(\1 * \2)"),
        (rf"{s}({n}/{n})\s+of\s+({n})", r"(\1 * \2)"),
        (rf"\b(?:the )?square root of\s+({n})", r"sqrt(\1)"),
        (rf"\b(?:the )?cube root of\s+({n})", r"(\1 ** (1/3))"),
        (rf"\b(?:the )?(?:natural )?log(?:arithm)? of\s+({n})", r"log(\1)"),
        (rf"\b(?:the )?absolute value of\s+({n})", r"abs(\1)"),
        (rf"\b(?:the )?(?:distance|absolute difference|difference) between\s+({n})\s+and\s+({n})", r"abs(\1 - \2)"),
        (rf"\bsubtract\s+({n})\s+from\s+({n})", r"(\2 - \1)"),
        (rf"\btake\s+({n})\s+(?:away )?from\s+({n})", r"(\2 - \1)"),
        (rf"{s}({n})\s+(?:subtracted|taken away|deducted)\s+from\s+({n})", r"(\2 - \1)"),
        (rf"{s}({n})\s+added\s+to\s+({n})", r"(\1 + \2)"),
        (rf"{s}({n})\s+less than\s+({n})", r"(\2 - \1)"),
        (rf"{s}({n})\s+more than\s+({n})", r"(\2 + \1)"),
        (rf"\bdivide\s+({n})\s+(?:by|into)\s+({n})", r"(\1 / \2)"),
        (rf"\b(?:the )?remainder (?:when|of|if)\s+({n})\s+(?:is\s+)?divided by\s+({n})", r"(\1 % \2)"),
        (rf"{s}({n})\s+mod(?:ulo)?\s+({n})", r"(\1 % \2)"),
        # "split $120 between 4 people", "share 90 equally among 3 friends"
        # ("split a $120 bill between 4 people": what is split may be named after its amount)
        (rf"\b(?:split|share|divide)\s+(?:(?:a|an|the|our|my)\s+)?({n})(?:\s+(?:bill|check|cheque|tab|total|cost|fee|prize|pot))?"
         rf"\s+(?:evenly\s+|equally\s+)?(?:between|among|amongst|by|into|in)\s+({n})"
         r"(?:\s+(?:equal\s+)?(?:people|persons|friends|ways|of us|groups|parts|pieces|shares))?", r"(\1 / \2)"),
        # "round 3.14159 to 2 decimal places", "round 7.5 to the nearest whole number"
        (rf"\bround\s+({n})\s+to\s+({n})\s+(?:decimal\s+)?(?:places?|decimals?|digits? after the (?:decimal )?point)", r"round(\1, \2)"),
        (rf"\bround\s+({n})\s+to the nearest (?:whole number|integer|unit|one)", r"round(\1)"),
        (rf"\bround\s+({n})\s+to the nearest tenth", r"round(\1, 1)"),
        (rf"\bround\s+({n})\s+to the nearest hundredth", r"round(\1, 2)"),
        (rf"\bhow many times (?:does|can|will)\s+({n})\s+(?:go|fit|be divided)\s+into\s+({n})", r"(\2 // \1)"),
        # "split $120 three ways"
        (rf"\b(?:split|share|divide)\s+({n})\s+({n})\s+ways\b", r"(\1 / \2)"),
        # "3 tickets at $12.50 each", "what do 4 pizzas at 9.99 apiece cost": a count times a unit price.
        (rf"^(?:(?:do|does|would|will) )?{s}(\d+)\s+(?:[a-z]+\s+){{0,2}}?(?:at|for|@)\s+({n})\s+(?:each|apiece|a piece|per (?:item|piece|unit|ticket|person|one))"
         r"(?:\s+cost(?: in total| altogether| in all)?)?$", r"(\1 * \2)"),
        (rf"\bmultiply\s+({n})\s+(?:and|by|with|times)\s+({n})", r"(\1 * \2)"),
        (rf"\b(?:the )?product of\s+({n})\s+and\s+({n})", r"(\1 * \2)"),
        (rf"\b(?:the )?quotient of\s+({n})\s+(?:and|by)\s+({n})", r"(\1 / \2)"),
        (rf"\badd(?: up| together)?\s+({n})\s+(?:and|to|with|plus)\s+({n})", r"(\1 + \2)"),
        (rf"{s}({n})\s+and\s+({n})\s+added(?: together| up)?", r"(\1 + \2)"),
        (rf"\b(?:sum|put together|total(?: of)?)\s+({n})\s+(?:and|to|with|plus)\s+({n})", r"(\1 + \2)"),
        # "raise 2 to the 8th power", "raise 2 to the power of 8"
        (rf"\braise\s+({n})\s+to\s+(?:the\s+)?(?:power\s+of\s+)?({n})(?:st|nd|rd|th)?(?:\s+power)?\b", r"(\1 ** \2)"),
        (rf"{s}({n})\s+to the\s+({n})(?:st|nd|rd|th)?\s+power\b", r"(\1 ** \2)"),
        # "2 to the 10th": the ordinal's ending says power without the word.
        (rf"{s}({n})\s+to the\s+(\d+)(?:st|nd|rd|th)\b", r"(\1 ** \2)"),
        (rf"\b(?:double|twice)\s+({n})", r"(2 * \1)"),
        (rf"\btriple\s+({n})", r"(3 * \1)"),
        (rf"\bhalve\s+({n})", r"(\1 / 2)"),
        (rf"\bhalf\s+({n})", r"(\1 / 2)"),
        (rf"\b(?:the )?square of\s+({n})", r"(\1 ** 2)"),
        (rf"\bsquare\s+({n})", r"(\1 ** 2)"),  # the verb: "square it" after a result
        (rf"\bcube\s+({n})", r"(\1 ** 3)"),
    ]
    text = _SERIES.sub(_series, text)
    text = _RATE_TIMES.sub(lambda m: f"({m['count']} * {m['rate']})" if _same_unit(m["unit"], m["per"]) else m[0], text)
    text = _RATE_OF.sub(lambda m: f"({m['amount']} / {m['count']})" if _same_unit(m["unit"], m["per"]) else m[0], text)
    for pattern, replacement in rules:
        text = re.sub(pattern, replacement, text, flags=flags)
    # "sum / product / average of 54, 23, 43, 12, and 442", "add 5, 10 and 15 together"
    listed = re.search(
        rf"\b(?:the )?(sum|total|product|average|mean)\s+of\s+((?:{n})(?:\s*(?:,|and|,\s*and)\s*(?:{n}))+)"
        rf"|\b(add)(?: up| together)?\s+((?:{n})(?:\s*,\s*(?:{n}))+\s*,?\s*and\s*(?:{n}))(?:\s+(?:together|up))?",
        text,
        flags,
    )
    if listed:
        values = re.findall(n, listed.group(2) or listed.group(4))
        kind = (listed.group(1) or listed.group(3)).lower()
        if kind in ("sum", "total", "add"):
            replacement = "(" + " + ".join(values) + ")"
        elif kind == "product":
            replacement = "(" + " * ".join(values) + ")"
        else:
            replacement = f"(({' + '.join(values)}) / {len(values)})"
        text = text[: listed.start()] + replacement + text[listed.end() :]
    return text


# "the sum of 1 through 10", "add up the numbers from 1 to 100": whole numbers in a run, summed
# by Gauss's formula (exact, and the calculator never sees a thousand terms).
_RUN = r"(?:all\s+)?(?:the\s+)?(?:(?:whole|natural|positive)\s+)?(?:numbers|integers)\s+(?:from\s+)?(\d+)\s+(?:to|through|thru)\s+(\d+)"
_SERIES = re.compile(
    rf"\b(?:(?:(?:the\s+)?(?:sum|total)\s+of|add(?:\s+up)?)\s+(?:{_RUN}|(\d+)\s+(?:through|thru)\s+(\d+))"
    r"|(?:the\s+)?sum\s+of\s+(?:from\s+)?(\d+)\s+to\s+(\d+))"  # "the sum of 1 to 10"; "add 5 to 7" is 12
    r"(?:\s*,?\s*inclusive)?\b",
    re.IGNORECASE,
)


# A quantity at a rate, the same unit on both sides, and nothing else: "40 hours at $22.50 an
# hour" is 40 × 22.50; "$1,200 for 3 months, how much per month?" is 1,200 / 3. Different
# units ("3 hours at 60 miles an hour" is a distance; "40 hours at $500 a week") are a word
# problem, left unread.
_RATE_TIMES = re.compile(rf"^(?P<count>{NUM})\s+(?P<unit>[a-z]+)\s+(?:at|@)\s+(?P<rate>{NUM})\s+(?:an?|per|each|every)\s+(?P<per>[a-z]+)$",
                         re.IGNORECASE)
_RATE_OF = re.compile(rf"^(?:(?:i|we)\s+(?:paid|spent|pay|spend)\s+|(?:paid|spent)\s+)?(?P<amount>{NUM})\s+for\s+(?P<count>{NUM})\s+(?P<unit>[a-z]+)"
                      r"\s*,?\s*(?:so\s+)?(?:how much(?:\s+(?:is|does|do))?|what(?:'s|’s| is| does))(?:\s+(?:that|it|this|each|one))?(?:\s+(?:come to|cost|work out (?:to|at)))?"
                      r"\s+(?:per|an?|each|every)\s+(?P<per>[a-z]+)$", re.IGNORECASE)


def _same_unit(plural: str, singular: str) -> bool:
    a, b = plural.lower(), singular.lower()
    return a in (b, b + "s", b + "es") and b not in ("of", "the", "and")


def _series(match: re.Match[str]) -> str:
    first, last = (int(v) for v in match.groups() if v is not None)
    if first > last:
        return match[0]  # "from 10 to 1": not a run the formula reads; left unread
    return f"(({first} + {last}) * ({last} - {first} + 1) / 2)"


def _tidy(text: str) -> str:
    text = text.replace("$", "").replace("€", "").replace("£", "")
    text = re.sub(r"(?<![\w.])0+(?=\d)", "", text)  # "005" -> "5": Python rejects leading zeros
    return re.sub(r"\s+", " ", text).strip()


_FUNCTION_NAMES = r"sqrt|abs|round|min|max|floor|ceil|log|ln|exp|pi|e"
# What may be left once the words are translated: numbers (scientific notation too),
# operators, parentheses, commas between function arguments, and the calculator's names.
_ARITHMETIC = re.compile(rf"(?:\s|\d|\.|[-+*/()%,]|\b(?:{_FUNCTION_NAMES})\b|(?<=\d)e[-+]?\d)+", re.IGNORECASE)
_OPERATION = re.compile(rf"[-+*/%]|\*\*|\b(?:{_FUNCTION_NAMES})\b", re.IGNORECASE)


@dataclass(frozen=True)
class Reading:
    """An arithmetic reading of a request: the expression, how it was obtained, in words."""

    expression: str
    how: str  # "formula" (typed as arithmetic) | "phrase" (arithmetic words) | "follow-up" | "embedded" | "document"
    notes: tuple[str, ...] = ()
    request: str = ""  # the request as computed, when a follow-up changed it


# Units after numbers do not change arithmetic: "12 dollars plus 3 dollars". They go before
# the percentage rules read "40 euros plus 15%" (40 × 1.15), which they would otherwise hide.
_UNITS = re.compile(r"(?<=[\d)])\s*(?:dollars?|usd|eur|euros?|pounds?|cents?|units?|people|persons)\b", re.IGNORECASE)


def _translate(core: str, notes: list[str]) -> str:
    text = _UNITS.sub("", plain_numbers(words_to_digits(core)))
    text = _tidy(_percent_phrases(_word_forms(_tidy(text)), notes))
    text = _word_forms(text)
    text = _operators(text)
    return _UNITS.sub("", text).strip()


def _is_arithmetic(text: str) -> bool:
    if not text or not re.search(r"\d|\bpi\b|\be\b", text) or not _ARITHMETIC.fullmatch(text):
        return False
    if not _OPERATION.search(text.lstrip("-")):
        return False  # a bare number is not a calculation
    if re.match(r"\s*(?:[+*/%]|\*\*)", text):
        return False  # an operator with nothing before it: half an expression ("plus 7")
    return paren_depth(text)[1]


def core_of(request: str) -> str:
    """The request without its lead-in ("what is", "calculate") and its tail ("?", "please")."""
    text = request.strip().replace("’", "'")
    text = _TAIL.sub("", _LEAD_IN.sub("", text, count=1))
    return _TAIL.sub("", text).strip()


_ROUNDED = re.compile(
    r"\s*,?\s*(?:(?:rounded\s+|and round(?: it)?\s+)?(?:to|in)\s+(?:(?P<places>\d{1,2})\s+(?:decimal\s+(?:places?|digits?)|places?|decimals?)"
    r"|the nearest (?:whole number|integer))"
    # "what's 18% of 1,450, rounded?": to a whole number, as "rounded up" / "down" say which way.
    r"|(?:rounded|and round(?: it)?)(?: (?P<way>up|down|off))?)\s*$", re.IGNORECASE)


# A percentage of one measured quantity, the whole request: "10% of 40 km", "25% of 3 TB".
_SHARE_OF_QUANTITY = re.compile(r"\s*(?P<rate>\d+(?:\.\d+)?)\s*%\s+of\s+(?:an?\s+|the\s+)?(?P<amount>\d+(?:\.\d+)?)\s*(?P<unit>[A-Za-z]+)\s*")
# Every unit the conversions know, and the data sizes and energy a bill or a disk speaks in.
_MEASURES = frozenset(UNITS) | frozenset("kb mb gb tb pb kib mib gib tib byte bytes kwh wh mwh".split())


def read(request: str) -> Reading | None:
    """The request as arithmetic when nothing is left over once it is translated."""
    # A percentage is read by the phrase rules ("100 - 15%" is 85), never as typed.
    if is_bare_formula(request) and "%" not in request:
        return Reading(formula_text(request), "formula")
    core = core_of(request)
    if "%" not in core and _is_arithmetic(_tidy(plain_numbers(core))):
        return Reading(_tidy(plain_numbers(core)), "formula")
    rounded = _ROUNDED.search(core)
    if rounded and rounded.start() > 0 and not re.match(r"\s*round\b", core, re.IGNORECASE):
        # "22 / 7 to 3 decimal places", "what is 100/7, rounded to the nearest whole number":
        # the rest, read on its own, rounded.
        inner = read(core[: rounded.start()])
        if inner is not None:
            way = (rounded["way"] or "").lower()
            if way in ("up", "down"):
                function = "ceil" if way == "up" else "floor"
                return Reading(f"{function}({inner.expression})", inner.how, (*inner.notes, f"rounded {way} to a whole number"))
            places = f", {int(rounded['places'])}" if rounded["places"] else ""
            said = f"{int(rounded['places'])} decimal places" if rounded["places"] else "the nearest whole number"
            return Reading(f"round({inner.expression}{places})", inner.how, (*inner.notes, f"rounded to {said}"))
    converted = conversion(core)
    if converted is not None:
        return Reading(converted.expression, "phrase", (converted.note,))
    share = _SHARE_OF_QUANTITY.fullmatch(re.sub(r"\s*\b(?:percent|per cent)\b", "%", plain_numbers(core), flags=re.IGNORECASE))
    if share is not None and share["unit"].lower() in _MEASURES:
        # "10% of 40 km": the share is in the quantity's own unit. (Only here: "2 hours plus
        # 30 minutes" with its units dropped would be 32.)
        return Reading(f"{_percent_decimal(share['rate'])} * {share['amount']}", "phrase",
                       (f"{share['rate']}% of {share['amount']} {share['unit']}, in {share['unit']}",))
    notes: list[str] = []
    text = _translate(core, notes)
    if not _is_arithmetic(text):
        return None
    return Reading(text, "phrase", tuple(notes))


def direct_expression(request: str) -> str | None:
    """The request as a pure arithmetic expression, or None if anything is left over."""
    reading = read(request)
    return reading.expression if reading is not None else None


# An expression written out inside a longer request, asked for by name: "..., so what is
# (1200 + 300) * 12?" or "... calculate 17 * 23 for me". Only when it is what is asked.
_ASKED_EXPRESSION = re.compile(
    r"(?:\b(?:what(?:'s| is| does| do)|how much is|calculate|compute|evaluate|work out|solve)\s+)"
    r"(?P<expr>[-+(]*\s*(?:\d[\d,.]*(?:e[-+]?\d+)?|pi|e|(?:sqrt|abs|round|min|max|floor|ceil|log|ln|exp)\s*\()"
    r"[\d\s.,+\-*/()^%a-z]*?)\s*(?:=\s*\?|\bequal\b|\bcome to\b|\?|$|\bfor me\b|\bplease\b|[.!,;])",
    re.IGNORECASE,
)


# A formula written with operator symbols anywhere in a request: numbers joined by + - * / ^
# × ÷ (and parentheses). "I was wondering, what is (12+7)*3 for my homework?"
_OPERAND = r"[-+]?(?:\(\s*)*\$?\d[\d,]*(?:\.\d+)?(?:\s*\))*"
# A minus or a slash counts only with a space on both sides: "2001-2007", "1998-99", "a 2-3
# zone defense" and "9/11" are ranges, names and dates. Other operators are written either
# tight or spaced on both sides ("9 +3 pattern" is neither).
_OPERATOR = r"(?:\s+(?:\*\*|[-+*/×÷^−])\s+|(?:\*\*|[+*×÷^]))"
_WRITTEN_FORMULA = re.compile(rf"(?<![\w.]){_OPERAND}(?:{_OPERATOR}{_OPERAND})+(?![\w.])")
# ... and the request asks for its value.
_ASKS_VALUE = re.compile(
    r"\b(?:what(?:'s|’s| is| does| do)?|how much|calculate|compute|evaluate|work out|solve|equals?|come to|check|"
    r"total|result|answer)\b|=\s*\??\s*$|\?\s*$", re.IGNORECASE)
# A number after the formula that it is said to equal ("whether 17*23 equals 391") is the
# user's guess, not an operand.
_CLAIMED = re.compile(r"^\s*(?:\?\s*)?(?:=|equals?|is|comes to|makes|gives)\s+\$?\d[\d,]*(?:\.\d+)?", re.IGNORECASE)


def embedded(request: str) -> Reading | None:
    """A formula asked for inside a longer request."""
    for match in _ASKED_EXPRESSION.finditer(request):
        candidate = _tidy(plain_numbers(match.group("expr").strip().rstrip(",.")))
        candidate = candidate.replace("^", "**")
        if _is_arithmetic(candidate) and re.search(r"\d\s*(?:[-+*/%^]|\*\*)\s*[-(]*\s*(?:\d|pi|e\b|[a-z]+\()|[a-z]+\(", candidate):
            return Reading(candidate, "embedded")
    return written_formula(request)


def written_formula(request: str) -> Reading | None:
    """The one formula written with operator symbols in a request that asks for a value,
    when every other number of the request is one of its operands (or the value it is said
    to equal): with any other number about, it is part of a word problem, and declined."""
    if len(request) > 300 or not _ASKS_VALUE.search(request):
        return None
    found = list(_WRITTEN_FORMULA.finditer(request))
    if len(found) != 1:
        return None
    match = found[0]
    candidate = _tidy(match.group(0)).replace("^", "**").replace("×", "*").replace("÷", "/").replace("−", "-").replace(",", "")
    if not _is_arithmetic(candidate) or re.fullmatch(r"\s*\d+\s*/\s*\d+\s*", candidate) and re.search(
            rf"{re.escape(match.group(0).strip())}\s+of\b", request):
        return None  # "2/3 of the class": a fraction of something, not a division asked for
    if re.fullmatch(rf"\s*{YEAR}\s*-\s*{YEAR}\s*", candidate):
        return None  # "between 2001 - 2007": a span of years
    after = request[match.end():]
    claimed = _CLAIMED.match(after)
    rest = request[:match.start()] + " " + (after[claimed.end():] if claimed else after)
    operands = set(re.findall(r"\d+(?:\.\d+)?", candidate))
    others = set(re.findall(r"\d+(?:\.\d+)?", plain_numbers(words_to_digits(rest))))
    if others - operands:
        return None
    return Reading(candidate, "embedded")


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
    r"\b(?:what(?:'s|’s| is| are| was| would be| will be)|how much is|how much are|calculate|compute|find|give me|determine)\s+(?:the\s+|its\s+|our\s+)?(?P<name>[a-z][a-z' _-]{1,40}?)(?=\s+(?:for|of|if|when|given|assuming|in|on|with|from)\b|[?,.]|$)",
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


def relation_asked(request: str) -> str | None:
    """The quantity a request asks for as it writes it ("net margin"), when it is one this
    knows how to compute from others ("revenue - costs"); else None. No documents read."""
    asked = _TARGET.search(request)
    return asked.group("name") if asked is not None and canonical(asked.group("name")) in _RELATIONS else None


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


# How sure a reading is depends on how it was obtained, never a constant.
CONFIDENCE = {"formula": 0.97, "phrase": 0.9, "follow-up": 0.88, "embedded": 0.8, "document": 0.8}


@dataclass(frozen=True)
class Previous:
    """What a follow-up may build on: the last calculation turn, computed or not."""

    result: str | None = None  # its exact result, when it was computed
    question: str | None = None


_OPENER = re.compile(r"^\s*(?:(?:and|then|now|ok(?:ay)?|so|also|next)\b[\s,]*)+", re.IGNORECASE)
# The request continues from an operator: "and times 2?", "plus 7", "squared".
_CONTINUES = re.compile(
    # A symbol continues only when a number follows it: "/etc/passwd ..." is not "previous / etc".
    r"^\s*(?:plus|minus|times|multiplied by|divided by|over|to the power of|raised to|squared|cubed|x\b|[+*/^×÷](?=\s*[\d.(])|-(?!\s*[\d.(]))",
    re.IGNORECASE)
# It names the previous result: "multiply that by 2", "double it", "15% of the result".
_REFERENCE = re.compile(r"\b(?:that|it|this|the (?:result|answer)|the (?:previous|last) (?:result|answer|total|value|number))\b",
                        re.IGNORECASE)
FOLLOW_UP_WORDS = 10  # a request that refers to "that" is a follow-up only when it is short
# It changes one number of the previous question: "what about 20%?", "and for 5,000?".
_SWAP = re.compile(
    rf"^\s*(?:(?:and|so|ok(?:ay)?)[\s,]+)?(?:what|how) about\s+(?P<num>{NUM}\s*%?)\s*\??\s*$"
    rf"|^\s*(?:and|so)\s+(?:for|with|at)?\s*(?P<num2>{NUM}\s*%?)\s*\??\s*$",
    re.IGNORECASE,
)


def continues(request: str) -> bool:
    """It starts from an operator, so it needs something before it: "and plus 7?"."""
    rest = _OPENER.sub("", core_of(plain_numbers(words_to_digits(request))), count=1).strip()
    return bool(_CONTINUES.match(rest)) and bool(re.search(r"\d", rest))


def follow_up(request: str, previous: Previous | None, snippets: list[Snippet] | None = None) -> Reading | CalcPlan | None:
    """A reading that builds on the previous result; a decline when it would have to but
    there is none; None when the request stands on its own."""
    asked = again(core_of(previous.question), request) if previous is not None and previous.question else None
    if asked is not None and (reading := read(asked)) is not None:
        # "and 10 km?", "what about in feet?" after a conversion: the conversion asked again.
        return Reading(reading.expression, "follow-up", (f"as before: {asked}", *reading.notes), request=asked)
    text = plain_numbers(words_to_digits(request))
    swap = _SWAP.match(text)
    rest = _OPENER.sub("", core_of(text), count=1).strip()
    continues = bool(_CONTINUES.match(rest)) or (bool(_OPENER.match(text)) and bool(re.match(r"^\s*(?:plus|minus|times|divided|squared|cubed)\b", rest, re.I)))
    # "I am 6'2, what is that in furlongs?" says what "that" is: a conversion of its own, declined below.
    refers = bool(_REFERENCE.search(rest)) and len(rest.split()) <= FOLLOW_UP_WORDS and read(rest) is None \
        and unreadable(core_of(request)) is None
    if not (swap or continues or refers):
        return None
    if previous is None or previous.result is None:
        why = "the previous calculation was not computed" if previous is not None and previous.question else "there is no earlier result to continue from"
        return CalcPlan(status="decline", confidence=0.1,
                        explanation=f"{why}; give the whole calculation (e.g. 'what is 42 times 2')")
    value = f"({previous.result})" if re.search(r"[-/]", previous.result) else previous.result
    if swap:
        new = (swap.group("num") or swap.group("num2")).replace(" ", "")
        return _swapped(previous, new, snippets or [])
    if continues:
        reading = read(f"{value} {rest}")
    else:
        reading = read(_REFERENCE.sub(value, rest, count=1))
        if reading is None and value != previous.result and re.fullmatch(NUM, previous.result):
            # "double that" of 12500000/381: the word rules read a fraction as one number, and
            # the bracket that keeps "that squared" right hides it from them.
            reading = read(_REFERENCE.sub(previous.result, rest, count=1))
    if reading is None:
        return CalcPlan(status="decline", confidence=0.1,
                        explanation=f"I could not tell what to do with the previous result {previous.result}; "
                                    "say it as arithmetic (e.g. 'times 2')")
    return Reading(reading.expression, "follow-up", (f"previous result = {previous.result}", *reading.notes))


def _swapped(previous: Previous, new: str, snippets: list[Snippet]) -> Reading | CalcPlan:
    """The previous question with one number changed: a percentage for its percentage, a
    number for its only other number."""
    question = plain_numbers(words_to_digits(previous.question or ""))
    percent = new.endswith("%")
    pattern = rf"{NUM}\s*%" if percent else rf"(?<![\d.]){NUM}(?!\s*%|[\d.])"
    found = list(re.finditer(pattern, question))
    if len(found) != 1:
        return CalcPlan(status="decline", confidence=0.1,
                        explanation=f"I could not tell which number of '{previous.question}' {new} replaces; ask the whole question")
    changed = question[: found[0].start()] + new + question[found[0].end():]
    reading = read(changed)
    stated = document_values(changed, snippets) if reading is None and snippets else None
    if stated is not None and stated.ambiguous is None and (reading := read(stated.request)) is not None:
        # "What about 20%?" of "15% of the total revenue": the document's revenue again.
        notes = (f"as before, with {new}: {core_of(changed)}", *stated.used, *reading.notes)
        return planned(Reading(reading.expression, "document", notes, request=core_of(changed)), stated.sources)
    if reading is None:
        return CalcPlan(status="decline", confidence=0.1, explanation=f"I could not read '{changed}' as arithmetic")
    return Reading(reading.expression, "follow-up", (f"as before, with {new}: {core_of(changed)}", *reading.notes),
                   request=core_of(changed))


def planned(reading: Reading, sources: tuple[str, ...] = (), how: str | None = None) -> CalcPlan:
    """A reading as the plan the calculator computes, at the confidence of how it was read."""
    formula = "; ".join(reading.notes) if reading.notes else reading.expression
    return CalcPlan(status="plan", expression=reading.expression, formula=formula,
                    confidence=CONFIDENCE[how or reading.how], sources=sources, request=reading.request)


def plan(request: str, snippets: list[Snippet], previous: Previous | None = None) -> CalcPlan:
    """The calculation a request asks for, with a confidence that says how it was read;
    a decline with a reason when it cannot be read without guessing."""
    continued = follow_up(request, previous, snippets)
    if isinstance(continued, CalcPlan):
        return continued
    if continued is not None:
        return planned(continued)
    reading = read(request)
    if reading is not None:
        return planned(reading)
    asked = embedded(request)
    if asked is not None:
        return planned(asked)
    named = named_plan(request, snippets)
    if named is not None:
        return named
    from_documents = document_values(request, snippets)
    if from_documents is not None and from_documents.ambiguous:
        return CalcPlan(status="decline", confidence=0.15, explanation=from_documents.ambiguous + "; say which")
    if from_documents is not None:
        reading = read(from_documents.request)
        if reading is not None:
            noted = Reading(reading.expression, "phrase", (*from_documents.used, *reading.notes))
            return planned(noted, from_documents.sources, how="document")
    unconverted = unreadable(core_of(request))
    if unconverted is not None:
        return CalcPlan(status="decline", confidence=0.15, explanation=unconverted)
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
