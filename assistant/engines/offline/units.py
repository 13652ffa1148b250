"""Unit conversions read as arithmetic: "how many minutes are in 3.5 hours" is 3.5 * 60,
"convert 5 km to miles" is 5 * 1000 / 1609.344, "52,000 a year, how much a month" is
52000 / 12.

Only units whose relation is exact by definition (the international yard and pound of
1959, the calendar's 12 months, the 7-day week), so the calculator's answer is exact too
and the note can say what was used. Units whose size depends on where one is (the US and
imperial gallon, pint and ton) or on the year (a year in days or weeks) are not read: a
reply that guesses between them would be confidently wrong for half the people who ask.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from assistant.engines.offline.numbers import words_to_digits
from assistant.lexicon import THOUSANDS_SEPARATOR


@dataclass(frozen=True)
class Unit:
    family: str
    size: str  # in the family's base unit, as an exact decimal the calculator reads
    name: str  # as said in the note
    names: str  # its plural


def _units() -> dict[str, Unit]:
    table: list[tuple[str, str, str, str]] = [
        # family, size in the base unit, name, the ways it is written (its plural second)
        ("length", "0.001", "millimetre", "mm millimetre millimetres millimeter millimeters"),
        ("length", "0.01", "centimetre", "cm centimetre centimetres centimeter centimeters"),
        ("length", "1", "metre", "m metre metres meter meters"),
        ("length", "1000", "kilometre", "km kms kilometre kilometres kilometer kilometers"),
        ("length", "0.0254", "inch", "in inch inches"),
        ("length", "0.3048", "foot", "ft foot feet"),
        ("length", "0.9144", "yard", "yd yds yard yards"),
        ("length", "1609.344", "mile", "mi mile miles"),
        ("mass", "1", "gram", "g gram grams gramme grammes"),
        ("mass", "1000", "kilogram", "kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes"),
        ("mass", "28.349523125", "ounce", "oz ounce ounces"),
        ("mass", "453.59237", "pound", "lb lbs pound pounds"),
        ("mass", "6350.29318", "stone", "st stone stones"),
        ("time", "1", "second", "s sec secs second seconds"),
        ("time", "60", "minute", "min mins minute minutes"),
        ("time", "3600", "hour", "h hr hrs hour hours"),
        ("time", "86400", "day", "day days"),
        ("time", "604800", "week", "wk wks week weeks"),
        ("calendar", "1", "month", "month months"),
        ("calendar", "12", "year", "yr yrs year years"),
        ("volume", "0.001", "millilitre", "ml millilitre millilitres milliliter milliliters"),
        ("volume", "0.01", "centilitre", "cl centilitre centilitres centiliter centiliters"),
        ("volume", "1", "litre", "l litre litres liter liters"),
        ("speed", "1", "kilometre per hour", "km/h kilometre-per-hour kph kmh kmph"),
        ("speed", "3.6", "metre per second", "m/s metre-per-second mps"),
        ("speed", "1.609344", "mile per hour", "mph mile-per-hour"),
        ("speed", "1.852", "knot", "kn knot knots kt kts"),
    ]
    return {form: Unit(family, size, name, _plural(name, forms)) for family, size, name, forms in table for form in forms.split()}


def _plural(name: str, forms: str) -> str:
    written = forms.split()
    if name not in written:
        return name.replace(" per ", "s per ", 1)  # "kilometres per hour"
    return next((w for w in written[written.index(name) + 1:] if w != name), name + "s")


UNITS = _units()
_WRITTEN = "|".join(re.escape(u) for u in sorted(UNITS, key=len, reverse=True))
# A cheap first look (the router's): a number with a unit, or "how many <unit>".
MENTIONS = re.compile(rf"\d\s*(?:(?:a|an|per|degrees?)\s+|°\s*)?(?:{_WRITTEN}|c|f|celsius|fahrenheit|kelvin)\b|\bhow many (?:{_WRITTEN})\b", re.IGNORECASE)
_TEMPERATURE = {"c": "celsius", "celsius": "celsius", "centigrade": "celsius", "f": "fahrenheit", "fahrenheit": "fahrenheit",
                "k": "kelvin", "kelvin": "kelvin", "kelvins": "kelvin"}
# From and to Celsius, for x: the standard definitions (the kelvin by its 273.15 offset).
_TO_CELSIUS = {"celsius": "{x}", "fahrenheit": "(({x} - 32) * 5 / 9)", "kelvin": "({x} - 273.15)"}
_FROM_CELSIUS = {"celsius": "{x}", "fahrenheit": "({x} * 9 / 5 + 32)", "kelvin": "({x} + 273.15)"}

_NUMBER = r"-?\d+(?:\.\d+)?"


def _unit(name: str) -> str:
    return rf"(?:degrees?\s+)?°?\s*(?P<{name}>[a-z]+(?:/[a-z]+)?)\.?"


# An amount in two units of one family, written by _compound as "(5 * 12 + 11) in".
_AMOUNT = rf"(?:{_NUMBER}|\({_NUMBER} \* [\d.]+(?: / [\d.]+)? \+ {_NUMBER}\))"

_CONVERT = re.compile(
    rf"^(?:convert|change|turn|express)?\s*(?P<x>{_AMOUNT})\s*{_unit('source')}\s+(?:to|into|in|as)\s+(?:an?\s+)?{_unit('target')}$",
    re.IGNORECASE)
_HOW_MANY = re.compile(
    rf"^how many\s+{_unit('target')}\s+(?:are there in|are in|is in|is|are|make up|makes?|in)\s+"
    rf"(?:(?P<x>{_AMOUNT})|an?|one)\s*{_unit('source')}$", re.IGNORECASE)
# "I earn 52000 a year, how much is that a month": a rate per one unit, said per another of
# the same family.
_RATE = re.compile(
    rf"^(?:if\s+)?(?:(?:i|we|you|they|he|she)\s+(?:(?:earn|make|get|pay|spend|save|charge|receive)s?\s+)?"
    # "if rent is 1200 a month, how much is it a year"
    rf"|(?:(?:my|our|the|your|his|her|their)\s+)?[a-z]+\s+(?:is|costs?|comes to)\s+)?"
    rf"(?P<x>{_NUMBER})\s*(?:dollars?|euros?|pounds?|usd|eur|gbp)?\s+(?:a|an|per|each|every)\s+{_unit('source')}"
    rf"\s*,?\s*(?:then\s+)?(?:how much|what)\s+(?:(?:is|would|will)\s+(?:that|it|this)(?:\s+be)?\s+)?"
    rf"(?:in\s+)?(?:a|an|per|each|every)\s+{_unit('target')}$",
    re.IGNORECASE)


# "I am 6'2, what is that in cm?", "I weigh 70 kg, what's that in pounds": one amount said
# of oneself (a few words before it), then asked again in another unit.
_THAT_IN = re.compile(
    rf"^(?:[a-z']+\s+){{0,4}}?(?P<x>{_AMOUNT})\s*{_unit('source')}(?:\s+(?:tall|long|high|wide|deep|heavy|away|far))?"
    rf"\s*,?\s*(?:so\s+|and\s+)?(?:what(?:'s|\s+is|\s+would)|how (?:much|tall|long|far|heavy|big) is)\s+(?:that|it|this)"
    rf"(?:\s+be)?\s+(?:in|as)\s+(?:an?\s+)?{_unit('target')}$",
    re.IGNORECASE)


@dataclass(frozen=True)
class Conversion:
    expression: str
    note: str


def _plain(core: str) -> str:
    text = THOUSANDS_SEPARATOR.sub("", words_to_digits(core))
    return _compound(re.sub(r"\s+", " ", re.sub(r"[$£€?]", "", HEIGHT.sub(r"\1 ft \2 in", text))).strip())


# A height as people write it: 5'11, 5' 11", 5′11″, 5 ft 11.
# "in" after it is the inches only when another "in" or "to" follows: "5'11 in cm" asks for cm.
HEIGHT = re.compile(r"\b(\d)\s*(?:'|′|’|ft\.?)\s*(\d{1,2}(?:\.\d+)?)\s*"
                     r"(?:\"|″|”|''|(?:in|inch|inches)\b\.?(?=\s+(?:in|into|to|as)\b))?(?=[\s,?]|$)")
_TWO_UNITS = re.compile(rf"(?<![\w.])(?P<a>\d+)\s*(?P<big>[a-z]+)\.?,?\s+(?:and\s+)?(?P<b>{_NUMBER})\s*(?P<small>[a-z]+)\b\.?", re.IGNORECASE)


def _compound(text: str) -> str:
    """ "5 feet 11 inches", "1 hour 30 minutes", "2 lb 3 oz": one amount in the smaller unit,
    as arithmetic the calculator does exactly ("(5 * 12 + 11) inches")."""
    def one(match: re.Match[str]) -> str:
        big, small = UNITS.get(match["big"].lower()), UNITS.get(match["small"].lower())
        if big is None or small is None or big.family != small.family or big.family in ("calendar", "speed") \
                or Decimal(big.size) <= Decimal(small.size):
            return match[0]
        ratio = (Decimal(big.size) / Decimal(small.size)).normalize()
        times = f"{ratio:f}" if len(f"{ratio:f}") <= 14 else f"{big.size} / {small.size}"
        return f"({match['a']} * {times} + {match['b']}) {match['small']}"

    return _TWO_UNITS.sub(one, text)


def _parts(core: str) -> tuple[str, str, str, bool] | None:
    """(amount, source unit, target unit, whether a rate) of a conversion request."""
    text = _plain(core)
    for pattern, rate in ((_CONVERT, False), (_HOW_MANY, False), (_RATE, True), (_THAT_IN, False)):
        match = pattern.match(text)
        if match is not None:
            return match["x"] or "1", match["source"], match["target"], rate
    return None


def conversion(core: str) -> Conversion | None:
    """The request (without its lead-in and tail) as a conversion, or None."""
    parts = _parts(core)
    if parts is None:
        return None
    x, source, target, rate = parts
    return (None if rate else _temperature(x, source, target)) or _convert(x, source, target, rate)


def _kind(unit: str) -> str | None:
    """What a unit measures ("length", "temperature", ...); None for a unit not known here."""
    unit = unit.lower()
    return UNITS[unit].family if unit in UNITS else "temperature" if unit in _TEMPERATURE else None


# Units whose size depends on where one is: a US or an imperial gallon, a short, long or metric ton.
_NOT_ONE_SIZE = {written: (name, "kilograms" if name == "ton" else "litres")
                 for name, forms in (("gallon", "gallon gallons gal"), ("pint", "pint pints pt"), ("quart", "quart quarts qt"),
                                     ("cup", "cup cups"), ("ton", "ton tons"))
                 for written in forms.split()}


def unreadable(core: str) -> str | None:
    """Why a request written as a conversion is not computed, in one line: a unit that is not
    one size, a year counted in days, two kinds of quantity. None when it is no conversion
    (neither unit is one this knows) or is one that is computed."""
    text = _plain(core)
    match = _CONVERT.match(text) or _HOW_MANY.match(text) or _THAT_IN.match(text)
    if match is None or conversion(core) is not None:
        return None
    source, target = match["source"].lower(), match["target"].lower()
    if match.re is _HOW_MANY and _kind(source) is None and source not in _NOT_ONE_SIZE:
        return None  # "how many cups in a pack": how many a pack holds, no conversion
    odd = next((_NOT_ONE_SIZE[u] for u in (source, target) if u in _NOT_ONE_SIZE), None)
    if odd is not None:
        return f"a {odd[0]} is not one size everywhere (US or imperial?): give the amount in {odd[1]}"
    kinds = {_kind(source), _kind(target)}
    if kinds == {"time", "calendar"}:
        return "a month or a year is not a fixed number of days: ask in days and weeks, or in months and years"
    if kinds == {None}:
        return None  # "how many people are in 3 rooms" is no conversion
    if None in kinds:
        return f"I know no exact size for {source if _kind(source) is None else target}"
    return f"{source} and {target} measure different things" if len(kinds) == 2 else None


# A follow-up to a conversion: another amount ("and 10 km?") or another unit ("what about in feet?").
_AGAIN = re.compile(rf"^\s*(?:(?:and|so|ok(?:ay)?)[\s,]+)?(?:(?:what|how) about\s+)?(?:(?:for|with)\s+)?"
                    rf"(?:(?P<x>{_NUMBER})\s*(?P<unit>[a-z]+(?:/[a-z]+)?)|(?:in|to|into|as)\s+(?P<target>[a-z]+(?:/[a-z]+)?))\s*\??\s*$",
                    re.IGNORECASE)


def again(previous: str, request: str) -> str | None:
    """The previous conversion asked again with another amount or another target unit, as a
    request of its own; None when the request is not such a follow-up, or the previous one
    was no conversion."""
    match, parts = _AGAIN.match(_plain(request)), _parts(previous)
    if match is None or parts is None:
        return None
    x, source, target, rate = parts
    if match["target"] is not None:
        return f"{x} {source} to {match['target']}" if _kind(match["target"]) is not None and not rate else None
    if not _same_unit(match["unit"], source):
        return None  # "and 10 miles?" after kilometres to miles: which way is not said
    return None if rate else f"{match['x']} {source} to {target}"


def _same_unit(a: str, b: str) -> bool:
    """Two ways of writing one unit ("km", "kilometres")."""
    def unit(written: str) -> Unit | str | None:
        return UNITS.get(written.lower()) or _TEMPERATURE.get(written.lower())

    return unit(a) is not None and unit(a) == unit(b)


def _convert(x: str, source: str, target: str, rate: bool) -> Conversion | None:
    a, b = UNITS.get(source.lower()), UNITS.get(target.lower())
    if a is None or b is None or a.family != b.family:
        return None
    if a == b:
        # "1 hour 30 minutes in minutes": the two units' sum is the answer; one unit alone is no conversion.
        return Conversion(x, f"in {a.names}") if x.startswith("(") and not rate else None
    if rate:  # x per a, said per b: x * (b / a)
        return Conversion(_scaled(x, b.size, a.size), f"per {a.name} to per {b.name}, {_relation(a, b)}")
    return Conversion(_scaled(x, a.size, b.size), _relation(a, b))


def _scaled(x: str, times: str, over: str) -> str:
    """ "(3.5 * 3600 / 60)"; a factor of 1 is left out ("(52000 / 12)", not "(52000 * 1 / 12)")."""
    terms = [x]
    if times != "1":
        terms.append(f"* {times}")
    if over != "1":
        terms.append(f"/ {over}")
    return "(" + " ".join(terms) + ")"


def _relation(a: Unit, b: Unit) -> str:
    """ "1 mile = 1.609344 kilometres": said by the larger unit when that ratio is short,
    else by the smaller ("1 pound = 0.45359237 kilograms", not 1 kilogram = 2.2046...); units
    far apart are each said in the family's base unit ("1 foot = 0.3048 metres, 1 kilometre =
    1000 metres", not 1 foot = 0.0003048 kilometres)."""
    big, small = (a, b) if Decimal(a.size) >= Decimal(b.size) else (b, a)
    for one, other in ((big, small), (small, big)):
        ratio = (Decimal(one.size) / Decimal(other.size)).normalize()
        if len(f"{ratio:f}") <= 14 and Decimal("0.01") <= ratio:
            return f"1 {one.name} = {ratio:f} {other.names if ratio != 1 else other.name}"
    base = next(u for u in UNITS.values() if u.family == a.family and u.size == "1")
    return ", ".join(f"1 {u.name} = {Decimal(u.size).normalize():f} {base.names if u.size != '1' else base.name}"
                     for u in (small, big) if u is not base)


def _temperature(x: str, source: str, target: str) -> Conversion | None:
    a, b = _TEMPERATURE.get(source.lower()), _TEMPERATURE.get(target.lower())
    if a is None or b is None or a == b:
        return None
    celsius = _TO_CELSIUS[a].format(x=x)
    return Conversion(_FROM_CELSIUS[b].format(x=celsius), f"{a} to {b}")
