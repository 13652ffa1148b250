"""Tokenising and sentence splitting shared by the index, QA and summarisation."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from functools import lru_cache

from assistant.lexicon import MONTH_NAMES

# A number keeps its decimals and thousands groups ("4.5", "1,238,450"); a comma that is not
# a thousands separator ends the word, so a CSV row's "Martinez,1989,1995" is three words.
# (The first branch takes a plain word at once: as fast as the old pattern on prose.)
_WORD = re.compile(r"[a-z]+_?(?![a-z0-9_])|[a-z0-9]+_?(?:(?<=[0-9])(?:\.[0-9]+|,[0-9]{3}(?![0-9])))*", re.IGNORECASE)
# The same for a text that is not ASCII: letters of any script make words ("Москва", "東京").
# Digits stay ASCII, and superscripts, fractions and circled numbers are not letters: "10²"
# is the number 10, as in the ASCII pattern.
_LETTER = r"[^\W\d_\u00b2\u00b3\u00b9\u00bc-\u00be\u2070-\u209f\u2150-\u218f\u2460-\u24ff]"
# A word with a letter (or digit) beyond ASCII: "Pärt", "Москва".
_FOREIGN_LETTER = re.compile(r"[^\W\x00-\x7f]")
_FOREIGN = re.compile(r"\b\w*?[^\W\x00-\x7f]\w*")
_ANY_WORD = re.compile(rf"{_LETTER}+_?(?!{_LETTER}|[0-9_])|(?:{_LETTER}|[0-9])+_?(?:(?<=[0-9])(?:\.[0-9]+|,[0-9]{{3}}(?![0-9])))*")

# The ligatures PDF text is full of ("ﬁnance"): typography, not spelling.
_LIGATURE = re.compile("[\ufb00-\ufb04]")
_LIGATURES = str.maketrans({"ﬁ": "fi", "ﬂ": "fl", "ﬀ": "ff", "ﬃ": "ffi", "ﬄ": "ffl"})
# Letters that do not decompose into a base letter and an accent.
_UNACCENTED = str.maketrans({"ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O",
                             "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th", "Þ": "Th", "ı": "i"})
_ACCENTS = re.compile("[\u0300-\u036f]")


def fold(text: str) -> str:
    """Latin letters without their accents: "Jágr" -> "Jagr", "café" -> "cafe", "Straße" ->
    "Strasse", so that a word typed without them (as most people type) is the same word.
    Canonical decomposition only: "10²" and "½" stay as written."""
    if text.isascii():
        return text
    return _ACCENTS.sub("", unicodedata.normalize("NFD", text.translate(_LIGATURES).translate(_UNACCENTED)))


# A compact English stopword list: function words only, so that content words such as
# "total", "risk" or "first" keep their weight.
STOPWORDS = frozenset(
    """a an the and or but if then else of at by for with about against between into through
    during before after above below to from up down in out on off over under again further
    once here there when where why how all any both each few more most other some such no nor
    not only own same so than too very s t can will just don should now is are was were be been
    being have has had having do does did doing i me my myself we our ours ourselves you your
    yours yourself yourselves he him his himself she her hers herself it its itself they them
    their theirs themselves what which who whom this that these those am would could ought
    i'm you're he's she's it's we're they're let's as until while also may might must shall
    whose upon something anything everything""".split()
)


@lru_cache(maxsize=1)
def _stemmer():  # type: ignore[no-untyped-def]
    import Stemmer  # PyStemmer: Snowball English, C speed

    return Stemmer.Stemmer("english")


# A lone letter used as a name ("product line A", "plan b?") must not be read as the
# article "a": a capital letter after a lower-case word, or any lone letter that ends a
# clause, becomes the token "a_" / "b_" instead.
_LETTER_NAME = re.compile(r"(?<=[a-z] )([A-Z])\b(?!\.)|\b([A-Za-z])(?=\s*(?:[?!,;:)]|$|\.(?:\s|$)))")


# ... except the pronoun: "how many days do I get", "can I", "if I" ("World War I" and
# "Phase I" stay names).
_BEFORE_PRONOUN = frozenset("do did does can could should would will shall may might must am was have had "
                            "if when where what how why that so and but or because as than which who".split())


# ... or a verb after it: "feed I don't need", "the form I sent" ("Phase I and II" stays a name).
_AFTER_PRONOUN = re.compile(r"\s*(?:['’](?:m|ve|d|ll)\b|(?:don't|didn't|can't|won't|do|did|can|will|have|had|am|was|need|needed|"
                            r"want|wanted|get|got|sent|bought|paid|use|used|should|would|could|must|may|might)\b)")


def _letter_name(match: re.Match[str]) -> str:
    letter = match.group(1) or match.group(2)
    if letter == "I":
        before = match.string[max(0, match.start() - 12):match.start()].split()
        if before and before[-1].lower() in _BEFORE_PRONOUN or _AFTER_PRONOUN.match(match.string, match.end()):
            return letter
    return f" {letter.lower()}_ "


def _mark_letter_names(text: str) -> str:
    return _LETTER_NAME.sub(_letter_name, text)


# A contraction's ending on a word as typed: "what's" asks what, "company's" is the company.
# The verb of a contraction ("I'm", "we're", "they've", "you'll"): a word of no subject, which
# would otherwise be left as a lone "m" or "re" with a rare word's weight.
_CONTRACTED = re.compile(r"(?<=[A-Za-z])['’](?:m|re|ve|ll)\b", re.IGNORECASE)
CONTRACTION = re.compile(r"['’](?:s|re|ve|ll|d|m)$|n['’]t$", re.IGNORECASE)
# ... whose negatives drop more than "n't": "can't" is "can", not "ca".
_NEGATED = {"ca": "can", "wo": "will", "sha": "shall"}


def uncontracted(word: str) -> str:
    """A word without its contraction: "what's" -> "what", "can't" -> "can"."""
    plain = CONTRACTION.sub("", word)
    return _NEGATED.get(plain.lower(), plain) if plain != word else plain


# One fact, written three ways: "91% of staff", "91 percent", "the percentage of staff". A
# question asking for a percentage must find, and be covered by, a sentence that writes "%".
PERCENT = re.compile(r"%|\bper\s?cent(?:age)?s?\b|\bpercentages?\b")


_SNAKE = re.compile(r"(?<=[A-Za-z0-9])_(?=[A-Za-z0-9])")

# One fact, written short or long: "47 min" is "47 minutes", "Feb 2010" and "14 Feb." are
# February. Only beside a number, where the short form can mean nothing else ("min" alone
# may be a minimum, "Jan" a name, "Mar" a word).
_SHORT_FORMS = {
    **{short: "minutes" for short in ("min", "mins")}, **{short: "hours" for short in ("hr", "hrs")},
    **{short: "seconds" for short in ("sec", "secs")}, **{short: "years" for short in ("yr", "yrs")},
    **{short: "weeks" for short in ("wk", "wks")},
}
_MONTH_FORMS = {"jan": "january", "feb": "february", "mar": "march", "apr": "april", "jun": "june", "jul": "july",
                "aug": "august", "sep": "september", "sept": "september", "oct": "october", "nov": "november",
                "dec": "december"}
# Run on lower-cased text, and led by a digit or a month's letters so that the scan over a
# whole document stays cheap.
_SHORT = re.compile(rf"(\d)[ -]?({'|'.join(_SHORT_FORMS)}|{'|'.join(_MONTH_FORMS)})\b\.?(?![\d-])")
_DIGIT = re.compile(r"\d")
_SHORT_MONTH = re.compile(rf"\b({'|'.join(_MONTH_FORMS)})\.?(?= ?\d)")
# ... and a day of the week before its date: "Sat 7 June", "Thu 20 March" are Saturday and Thursday
# (not the "sat" of "I sat 3 exams": only before a day of a month).
_WEEKDAY_FORMS = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday", "thur": "thursday",
                  "thurs": "thursday", "fri": "friday", "sat": "saturday", "sun": "sunday"}
_SHORT_WEEKDAY = re.compile(rf"\b({'|'.join(_WEEKDAY_FORMS)})\b\.?(?=,? \d{{1,2}}(?:st|nd|rd|th)? (?:{'|'.join(sorted({*_MONTH_FORMS, *_MONTH_FORMS.values()}, key=len, reverse=True))})\b)")
_NUMBER_SIGN = re.compile(r"\bno(?:\.|:| ?#)(?= ?\d)")  # "Payroll no: 55812", "No. 10" say "number"; "no 5-star hotels" does not


def long_form(word: str) -> str | None:
    """The word a short form stands for beside a number ("feb" -> "february"), or None."""
    word = word.lower()
    return _SHORT_FORMS.get(word) or _MONTH_FORMS.get(word)


def _long_forms(text: str) -> str:
    if not _DIGIT.search(text):
        return text  # both forms stand beside a number
    text = _SHORT.sub(lambda m: f"{m[1]} {_SHORT_FORMS.get(m[2]) or _MONTH_FORMS[m[2]]} ", text)
    text = _SHORT_WEEKDAY.sub(lambda m: _WEEKDAY_FORMS[m[1]], text)
    return _NUMBER_SIGN.sub("number ", _SHORT_MONTH.sub(lambda m: f"{_MONTH_FORMS[m[1]]} ", text))


# A day off for all ("bank holidays") is not the holiday an employee takes: "how much holiday
# do I get?" is not answered by "double time on Sundays and bank holidays". Indexed as one word
# (beside "bank"), it matches only itself. (Whether the documents hold a word at all, which
# "not found" asks, still sees "holidays".)
_BANK_HOLIDAY = re.compile(r"\b(bank)\s+(holidays?)\b", re.IGNORECASE)


def words(text: str) -> list[str]:
    """Lower-cased word tokens, thousands separators removed from numbers; "%", "per cent"
    and "percentage" are the word "percent"."""
    # snake_case is words ("units_sold", "price_per_unit" in a CSV export): split before the
    # letter names are marked, whose "b_" an identifier's underscores would otherwise mimic.
    if "_" in text:
        text = _SNAKE.sub(" ", text)
    pattern, accented = _WORD, []
    if not text.isascii():
        if _LIGATURE.search(text):
            text = text.translate(_LIGATURES)
        if not unicodedata.is_normalized("NFC", text):
            text = unicodedata.normalize("NFC", text)  # "a" + U+0308 is one letter, "ä"
        if _FOREIGN_LETTER.search(text):  # most such text is ASCII words between curly quotes
            # Each accented word is also kept as written, after the text's words: "Pärt" is
            # the word "part" (as someone typing without accents writes it) and the rarer
            # "pärt", which a question that spells it so matches more strongly.
            def folded(match: re.Match[str]) -> str:
                word = match.group()
                plain = fold(word)
                if plain != word:
                    accented.append(word.lower())
                return plain

            text = _FOREIGN.sub(folded, text)
            pattern = _WORD if text.isascii() else _ANY_WORD
    if "'" in text or "’" in text:
        text = _CONTRACTED.sub("", text)  # "I'm late" is "I late": no "m" to search for
    text = _long_forms(_mark_letter_names(text).lower())
    if "%" in text or "cent" in text:
        text = PERCENT.sub(" percent ", text)
    return [w.replace(",", "") for w in pattern.findall(text)] + accented


# Terms as written, kept whole beside their words: option flags ("-i", "--in-place"),
# identifiers ("x86_64", "README.FHS", "/var/mail", "ssl_verify"), so that a question
# naming one finds the passage that says it (its parts, "in" or "i", are stopwords or common).
_TERM = re.compile(
    r"(?<![\w-])--?[a-z][a-z0-9-]*(?![\w])"  # -i, -z, --in-place
    r"|(?<![\w/.])(?:/[a-z0-9_.-]+){2,}"  # /var/mail
    r"|\b[a-z][a-z0-9]*(?:[._][a-z0-9]+)+\b",  # x86_64, README.FHS, ssl_verify (not 7.88.1: already a word)
    re.IGNORECASE)


def terms(text: str) -> list[str]:
    """The flags (as written) and identifiers (lower-cased) of a text, marked with a leading "~" so they
    never collide with a word stem."""
    # Only words holding "-", "/", "_" or an inner "." can be terms: the pattern runs on those
    # alone (a third of the cost of running it over the whole text, same matches: no term
    # spans a space).
    candidates = [w for w in text.split() if "-" in w or "/" in w or "_" in w or "." in w.rstrip(".,;:!?)\"'")]
    if not candidates:
        return []
    # Flags keep their case: "ssh -X" and "ssh -x" are opposites.
    found = (t if t.startswith("-") else t.lower().rstrip(".") for t in _TERM.findall(" ".join(candidates)))
    # "e.g", "U.S": abbreviations, not identifiers.
    return ["~" + t for t in found if not all(len(part) <= 1 for part in re.split(r"[._]", t))]


# Irregular verbs, past form -> base: "What do I do if I lose my laptop?" of "Report a lost
# laptop", "does the company pay" of "is paid". The stemmer leaves them apart. Forms that
# are also other words are left out: found, left, saw, felt, fell, rose, spoke, sat, fed, led,
# lent, meant, lay, ground, wound, bore, bound.
_IRREGULAR = {
    past: base for base, forms in (
        ("lose", "lost"), ("pay", "paid"), ("take", "took taken"), ("make", "made"), ("give", "gave given"),
        ("go", "went gone"), ("buy", "bought"), ("send", "sent"), ("keep", "kept"), ("spend", "spent"),
        ("bring", "brought"), ("think", "thought"), ("tell", "told"), ("hold", "held"), ("sell", "sold"),
        ("win", "won"), ("build", "built"), ("begin", "began begun"), ("write", "wrote written"),
        ("choose", "chose chosen"), ("drive", "drove driven"), ("run", "ran"), ("meet", "met"),
        ("stand", "stood"), ("understand", "understood"), ("teach", "taught"), ("catch", "caught"),
        ("seek", "sought"), ("fight", "fought"), ("grow", "grew grown"), ("know", "knew known"),
        ("throw", "threw thrown"), ("fly", "flew flown"), ("draw", "drew drawn"), ("wear", "wore worn"),
        ("break", "broke broken"), ("steal", "stole stolen"), ("forget", "forgot forgotten"),
        ("hide", "hid hidden"), ("ride", "rode ridden"), ("sing", "sang sung"), ("swim", "swam swum"),
        ("shake", "shook shaken"), ("deal", "dealt"), ("hear", "heard"), ("say", "said"), ("come", "came"),
        ("become", "became"), ("eat", "ate eaten"), ("speak", "spoken"), ("freeze", "froze frozen"),
        ("sleep", "slept"), ("dig", "dug"), ("hang", "hung"), ("blow", "blew blown"),
        ("wake", "woke woken"), ("forgive", "forgave forgiven"), ("tear", "tore torn"),
    ) for past in forms.split()
}


# A plural no ending makes: "can a child come?" of a policy's "Children with chickenpox may
# return", "how much is the mouse treatment?" of "Signs of house mice". (Not "people" as
# "person", which also names a nation, nor "feet" as "foot", which also goes "on foot".)
_PLURALS = {"children": "child", "mice": "mouse", "teeth": "tooth", "geese": "goose", "women": "woman"}
# ... and plurals the endings `light` takes off would get wrong: "buses" is no "buse" (as "houses"
# is "house"), and "taxis" is "taxi" (as "analysis" is no plural).
# (And "-ves" of "-f": "shelves" is a shelf, not a "shelve"; not "leaves" or "lives", which are verbs too.)
_PLURAL_OF = {**{w + "es": w for w in "bus minibus bonus virus campus status census chorus circus syllabus surplus prospectus".split()},
              **{w + "s": w for w in "taxi ski".split()},
              **{w.removesuffix("e")[:-1] + "ves": w for w in "shelf knife half loaf wolf scarf calf thief wife".split()}}


# Written by hand: acts whose noun no ending makes, noun -> verb: "how do I complain?" of a
# letter's "## Complaints", "does getting married cancel a will?" of "marriage cancels an
# earlier will". Not "receipt" (a slip of paper), "storage" nor "usage" ("store" is a shop),
# nor "payment" or "delivery", which a bill or an order's lines name as things of their own.
# Some "-ance" nouns too ("are my things insured?" of "Insurance is included"): not the ending
# itself, which would make "finance" of "fine" and "sentence" of "sent".
_ACT_NOUN = {"complaint": "complain", "marriage": "marry", "registration": "register", "sale": "sell", "entry": "enter",
             "departure": "depart", "failure": "fail", "response": "respond", "choice": "choose", "refusal": "refuse",
             "proof": "prove", "insurance": "insure", "maintenance": "maintain", "attendance": "attend", "assistance": "assist",
             "acceptance": "accept", "performance": "perform", "advice": "advise",
             # ... and Latin ones whose stem changes: "can we resubmit?" of "resubmission within 12
             # months: free", "when can I apply?" of "Applications open on 1 December". (Not
             # "permission", whose "permit" is also a thing one holds: it took the real manual
             # pages' "how do I change the permissions of a directory?" to a wrong answer at 0.51.)
             "submission": "submit", "resubmission": "resubmit", "admission": "admit",
             "subscription": "subscribe", "prescription": "prescribe", "reduction": "reduce", "application": "apply"}


# What can be done, indexed as the doing where the stemmer keeps "-able" on a short word:
# "Invoices are payable within 30 days" answers "how long do they have to pay?" ("refundable"
# and "returnable" it stems to "refund" and "return" already).
_ABLE = {"payable": "pay", "chargeable": "charge", "bookable": "book", "claimable": "claim", "taxable": "tax",
         "usable": "use", "washable": "wash"}


def _both_ways(pairs: dict[str, str]) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for one, other in pairs.items():
        out[one] = (*out.get(one, ()), other)
        out[other] = (*out.get(other, ()), one)
    return out


# Both ways, as words are written: "lose" <-> "lost", "buy" <-> "bought".
# ("payable" of "pay" too: "how long have I got to pay?" of "payable within 30 days".)
_IRREGULAR_FORMS = _both_ways({**_IRREGULAR, **_PLURALS, **_PLURAL_OF, **_ABLE})


def irregular_forms(form: str) -> tuple[str, ...]:
    """The forms of a verb no ending makes, either way: "paid" of "pay", "pay" of "paid"."""
    return _IRREGULAR_FORMS.get(form, ())


@lru_cache(maxsize=1)
def _irregular_stems() -> dict[str, str]:
    stem = _stemmer().stemWord
    # ... and an act's noun indexed as its verb: "## Complaints" answers "how do I complain?";
    # so is what can be done ("payable", see _ABLE).
    return {stem(past): stem(base) for past, base in (*_IRREGULAR.items(), *_PLURALS.items(), *_PLURAL_OF.items(), *_ACT_NOUN.items(), *_ABLE.items())
            if stem(past) != stem(base)}


def _stems(kept: list[str]) -> list[str]:
    if not kept:
        return []
    irregular = _irregular_stems()
    return [irregular.get(s, s) for s in _stemmer().stemWords(kept)]


def stem(word: str) -> str:
    """One word's stem as the index holds it ("takings" is "take")."""
    return _stems([word])[0]


def tokenize(text: str) -> list[str]:
    """Content-word stems for retrieval (stopwords dropped), then the text's terms as written."""
    plain = _AS_LONG_AS.sub(" ", text)
    if "oliday" in plain:
        plain = _BANK_HOLIDAY.sub(r"\1 \1\2", plain)
    return _stems([w for w in words(plain) if w not in STOPWORDS] + _months_of_dates(text) + ["may"] * len(_MAY_MONTH.findall(text))) \
        + terms(text)


# "May" the month, which the stopwords drop as the verb: by its day or year, or after a word
# that names a time ("in May", "on 3 May", "May 2027", "the May Stableford", "statement for May");
# written capitalised.
_MAY_MONTH = re.compile(r"\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?May\b|\bMay\s+\d{1,2}(?:st|nd|rd|th)?\b|\bMay\s+\d{4}\b"
                        r"|\b(?i:in|of|for|since|until|till|by|from|during|before|after|early|late|mid|end|last|next|this|the)\s+May\b")


# "as long as they are unused" sets a condition: it says nothing of how long anything takes.
_AS_LONG_AS = re.compile(r"(?<=\b[Aa]s )long(?= as\b)|(?<=\b[Ss]o )long(?= as\b)")


def tokenize_many(texts: list[str]) -> list[list[str]]:
    return [tokenize(text) for text in texts]


def _months_of_dates(text: str) -> list[str]:
    """The month of each date written in numbers ("2026-10-22", a log's or a table's), or of a
    month a ledger's cell writes so ("2027-03"): the month a question names ("on 22 October",
    "in March") is found in it; and the day of the month of each date ("on the 11th")."""
    months = [MONTH_NAMES[int(m[1]) - 1] for pattern in (_ISO_DATE, _ISO_MONTH_CELL) for m in pattern.finditer(text)]
    return months + [ordinal(int(m[2])) for m in _ISO_DATE.finditer(text)]


def ordinal(day: int) -> str:
    """A day of the month as "on the 14th" says it: "1st", "2nd", "11th", "23rd"."""
    return f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


# Abbreviations after which a period does not end a sentence.
_ABBREV = re.compile(
    r"(?:\b(?:mr|mrs|ms|dr|prof|sr|jr|st|vs|etc|inc|ltd|co|corp|no|fig|approx|dept|est|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|e\.g|i\.e|u\.s|u\.k|a\.m|p\.m)"
    r")\.$"
    # An initial ("John F. Kennedy"), but not a lettered name ending a sentence ("Line B.").
    r"|(?<!line )(?<!product )(?<!plan )(?<!type )(?<!class )(?<!group )(?<!section )(?<!part )"
    r"(?<!appendix )(?<!option )(?<!grade )(?<!phase )(?<!stage )(?<!zone )(?<!model )(?<!level )"
    r"\b[A-Z]\.$",
    re.IGNORECASE,
)
# A "Field: value" line: "Policy owner: HR", "License-Expression: MIT".
_LABEL = r"[A-Z][\w-]{1,30}(?: [\w-]{1,20}){0,3}: "
_FIELD = _LABEL + r"\S"  # a FAQ's "Q:" and "A:" are not fields
# ... on its own line or as a list's item ("- Forecast: £221.20 a week").
FIELD_LINE = re.compile(r"(?:[-*•]\s+)?" + _FIELD)


def field_label(line: str) -> str:
    """A field line's label, lower-cased ("- Damage excess: £1,250": "damage excess"); "" for any other text."""
    return line.lstrip(" -*•").split(":", 1)[0].strip("* ").lower() if FIELD_LINE.match(line) else ""

# Sentence ends: punctuation before a capital, a blank line, a list item; and the ends of
# records, one per line: a line that ends a sentence (CSV rows become "...; closes: 17:30."),
# a line that starts with a date or a time (log lines), and a "Field: value" line.
# A list item's start: "- ", "* ", "• ", "1. ", "2) "; not a number wrapped to the start of a line
# that ends a sentence ("your club number is\n0417. Annual membership", "founded in\n1998. It"):
# an item's number has one or two digits, and no leading zero.
_LIST_ITEM_START = r"\s*(?:[-*•]|[1-9]\d?[.)])\s"
# A month's name as a line may start with it, written out or short ("February", "Feb", "Sept").
_MONTH_TITLED = "|".join(sorted({m.title() for m in MONTH_NAMES} | {m[:3].title() for m in MONTH_NAMES} | {"Sept"}, key=len, reverse=True))
_BOUNDARY = re.compile(
    r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9])|\n\s*\n|\n(?=" + _LIST_ITEM_START + ")"
    r"|(?<=[.!?])\n(?=\S)"
    # ... a line that ends with a figure, as a receipt's items do ("2 x Storage boxes — £24.00"),
    # before one that starts a new line of its own (not a date wrapped between its day and its
    # month: "half term from 14 to 19\nFebruary"; nor a telephone number wrapped after its area
    # code: "call the study line on 0161\n555 0199");
    r"|(?<=\d)(?<!\b0\d\d)(?<!\b0\d{3})(?<!\b0\d{4})\n(?=[A-Z0-9£$€])(?!(?:" + _MONTH_TITLED + r")\b)"
    r"|\n(?=\[?(?:\d{4}-\d\d-\d\d|\d\d:\d\d:\d\d|[A-Z][a-z]{2} [ \d]\d \d\d:\d\d))"
    # ... and a field line ("Policy owner: HR", "License-Expression: MIT"): a document-control
    # block or a package's metadata is one record per line, not one sentence.
    r"|\n(?=" + _FIELD + ")")


_HEADING_START = re.compile(r"\s*#")
_SECTION_NUMBER = re.compile(r"\s*\d{1,2}(?:\.\d{1,2})*\.")


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) offsets of the sentences of `text`, whitespace trimmed."""
    spans: list[tuple[int, int]] = []
    start = 0
    for match in _BOUNDARY.finditer(text):
        # Only the sentence's tail can end in an abbreviation: searching the whole of it
        # made long texts quadratic in the sentence length.
        candidate = text[max(start, match.start() - 40) : match.start()].rstrip()
        if _ABBREV.search(candidate) and "\n" not in match.group(0):
            continue
        if "\n" not in match.group(0) and _HEADING_START.match(text, start) and "\n" not in text[start : match.start()].strip():
            continue  # a heading ends with its line: "## 7. Leaving the company" is one
        number_at = match.start() - len(text[start:match.start()].lstrip())
        if "\n" not in match.group(0) and _SECTION_NUMBER.fullmatch(text, start, match.start()) and starts_line(text, number_at):
            continue  # "3. How to take Cetrazol": the number is its title's
        spans.append((start, match.start()))
        start = match.end()
    spans.append((start, len(text)))
    trimmed = []
    for s, e in _lines_apart(text, _headings_apart(text, spans)):
        while s < e and text[s].isspace():
            s += 1
        while e > s and text[e - 1].isspace():
            e -= 1
        if e > s:
            trimmed.append((s, e))
    return trimmed


# A plain text's heading line: a few words, no digits, no closing punctuation ("Figures
# discussed", "Action items", "University Library — Borrowing Rules"), on a line of its own
# before a sentence.
PLAIN_HEADING = re.compile(r"[A-Z][^\W\d_]*(?:-[^\W\d_]+)*(?:[ \t]+(?:[—–][ \t]+)?[^\W\d_][\w'’&/-]*){0,4}")  # "Follow-up" too
# A numbered section's title: "3. How to take Cetrazol", "2.1 Who can apply" (a leaflet's or a
# policy's); longer than a plain heading, the number says what it is.
_NUMBERED_HEADING = re.compile(r"\d{1,2}(?:\.\d{1,2})*[.)]?[ \t]+[A-Z][^\W\d_]*(?:[ \t]+[^\W\d_][\w'’&/-]*){0,9}")
_LIST_ITEM = re.compile(_LIST_ITEM_START)


def heading_line(line: str, following: str) -> bool:
    """A plain text's heading, on its own line before `following`: a numbered one only
    before a text that is not the next item of a numbered list ("1. Open the app" is an item)."""
    if PLAIN_HEADING.fullmatch(line):
        return True
    return bool(_NUMBERED_HEADING.fullmatch(line)) and not _LIST_ITEM.match(following)


def starts_line(text: str, i: int) -> bool:
    """Whether only spaces or tabs stand between the start of its line (or of the text) and i."""
    while i > 0 and text[i - 1] in " \t":
        i -= 1
    return i == 0 or text[i - 1] == "\n"


def _headings_apart(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A heading is its line: "## Hotels\nThe nightly cap is $210." is the heading and a
    sentence, not one sentence that begins with "#" (which is read as a heading, whole);
    so is "Figures discussed\nOn-time delivery was 91.4%." in plain text."""
    out = []
    for s, e in spans:
        heading = text[s:e].lstrip()
        line_end = heading.find("\n")
        first = heading[:line_end].strip() if line_end != -1 else ""
        rest = heading[line_end:].strip() if line_end != -1 else ""
        # A plain heading starts its line: "... above. The meeting was chaired by\nPriya
        # Raman." is a sentence wrapped where a name begins, not a heading.
        own_line = starts_line(text, e - len(heading))
        if rest and (_HEADING_START.match(heading) or (own_line and heading_line(first, rest) and rest[:1].isupper())):
            cut = e - len(heading) + line_end
            out += [(s, cut), (cut + 1, e)]
            continue
        out.append((s, e))
    return out


# A list's line: short, ending with no word or mark that runs on to the next.
_SHORT_LINE = 40
_FIELD_LINE_AT_MOST = 120
# ... but not a run-in label before a sentence wrapped by hand: "News: our 110th birthday party is ...
# a free screening of the 1914 film\nThe Kid, live piano, and cake.", "Reminder: you must reconfirm ...
# due by 21\nApril."
_PROSE_AFTER_LABEL = re.compile(r"(?:[-*•]\s+)?" + _LABEL + r"(?:our|your|you|we|the|a|an|this|there|it|please)\b")
_NAME_ENDS_SENTENCE = re.compile(r"[A-Z][a-z'’-]+(?: [A-Z][a-z'’-]+){0,2}[.,;](?:\s|$)")
_RUNS_ON = re.compile(r"(?:[,;:(&+/–—-]|\b(?:and|or|of|to|the|a|an|with|for|in|on|at|by|from|per))\s*$", re.IGNORECASE)


def _lines_apart(text: str, spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Short lines with no full stop are a list's items, each one a sentence of its own: a
    recipe's "500 g beef mince" / "12 lasagne sheets", not one sentence from the mince to the
    cheese. (A paragraph wrapped by hand has long lines.)"""
    out = []
    for s, e in spans:
        start = s
        for m in re.finditer(r"\n", text[s:e]):
            cut = s + m.start()
            # The whole of its line, not only the part this sentence starts on: "... and a towel.
            # The induction lasts about\n45 minutes" is a paragraph wrapped by hand, not a list.
            line = text[text.rfind("\n", 0, cut) + 1:cut].strip()
            following = text[cut + 1:e].lstrip()
            # (Not a quoted cell's line, of a CSV read as text.) A field's line is one too, however
            # long its value: "Days booked: Monday, Tuesday, Wednesday, Thursday" before "Drop-off
            # from 8:15am at the sports hall".
            short = len(line) <= _SHORT_LINE or len(line) <= _FIELD_LINE_AT_MOST and FIELD_LINE.match(line) is not None \
                and not _PROSE_AFTER_LABEL.match(line)
            # (Nor a long field line wrapped where a name begins, its sentence ending on the next
            # line: "Fast Lane Driving School: 30-hour course ..., with instructor\nMark Hill. Course fee ...")
            wrapped = len(line) > _SHORT_LINE and _NAME_ENDS_SENTENCE.match(following) is not None
            if line and short and '"' not in line and not _RUNS_ON.search(line) and not wrapped \
                    and (following[:1].isupper() or following[:1].isdigit()):
                out.append((start, cut))
                start = cut + 1
        out.append((start, e))
    return out


def sentences(text: str) -> list[str]:
    return [text[s:e] for s, e in sentence_spans(text)]


def light(word: str) -> str:
    """A word as written, lower-cased, with only a plural or possessive ending removed:
    "policies" -> "policy", while "fitness" stays "fitness" (its stem would be "fit")."""
    word = word.lower().removesuffix("'s").rstrip("'")
    if word in _PLURAL_OF:
        return _PLURAL_OF[word]
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    # "-zes" loses "es" only after "zz" ("buzzes"): "prizes" and "sizes" are a prize and a size.
    if len(word) > 4 and word.endswith(("ches", "shes", "xes", "sses", "zzes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def word_forms(text: str) -> set[str]:
    """The light forms of a text's words (see `light`), and the word for an address it writes
    out: a text that gives "h.okafor@university.example" holds an email for "what's the
    instructor's email?", though it never says "email"."""
    forms = {light(w) for w in set(words(text))}
    if _EMAIL_ADDRESS.search(text):
        forms.add("email")
    if _WEB_ADDRESS.search(text):
        forms |= {"website", "link", "url"}
    # ... and a telephone for "what's the accountant's phone number?" of a letter that signs off
    # "0161 496 0731".
    if _TELEPHONE_SAID.search(text):
        forms |= {"phone", "telephone"}
    # ... an address ("what's the address of the restaurant?" of "14 Mill Lane", "NE46 3PL"),
    # and a temperature ("Bake at 190°C").
    if _STREET_SAID.search(text) or _POSTCODE.search(text):
        forms.add("address")
    if _DEGREES.search(text):
        forms.add("temperature")
    # A date written in numbers ("2026-10-22", a log's or a table's) holds its month for "on 22
    # October".
    forms |= {light(month) for month in _months_of_dates(text)}
    return forms


_ISO_DATE = re.compile(r"\b(?:1[5-9]|20)\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b")
# ... a cell of its own, as a CSV line or a table's record writes it ("2027-03,950", "month: 2027-03;").
_ISO_MONTH_CELL = re.compile(r"(?:^|(?<=[,;|\t:]))[ \t]*(?:1[5-9]|20)\d\d-(0[1-9]|1[0-2])[ \t]*(?=[,;|\t]|$)", re.MULTILINE)
TELEPHONE = r"\+\d[\d ]{7,}\d|\b0\d{2,5}(?:[ -]\d{2,4}){1,2}\b"  # "+44 20 3946 1180", "0800 048 3311", "017687 72 450"
# A house's number and street: "22 Kestrel Way", "Flat 3, 22 Quay Street".
STREET_ADDRESS = (r"(?-i:\b\d{1,4}[A-Za-z]?,?\s+(?:[A-Z][a-z]+\s+){1,2}(?:Road|Street|Way|Lane|Avenue|Close|Drive|Crescent"
                   r"|Court|Place|Gardens|Terrace|Square|Rise|Grove|Row|Mews|Rd|St|Ave)\b)")
_TELEPHONE_SAID, _STREET_SAID = re.compile(TELEPHONE), re.compile(STREET_ADDRESS)
# ... or a postcode: "NE46 3PL", "SW1A 1AA".
_POSTCODE = re.compile(r"\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b")
_DEGREES = re.compile(r"\d\s?°\s?[CF]\b|\bdegrees\b")
_EMAIL_ADDRESS = re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b")
_WEB_ADDRESS = re.compile(r"\bhttps?://\S|\bwww\.\w", re.IGNORECASE)


def inflected(form: str) -> list[str]:
    """The past and -ing forms a base word may be written in: "recommend" -> "recommended",
    "use" -> "used", "stop" -> "stopped", "apply" -> "applied". The other direction of
    `inflections`; derived words ("fitness" from "fit") are neither."""
    if len(form) < 3 or not form.isalpha():
        return []
    if form.endswith("e"):
        return [form + "d", form[:-1] + "ing"]
    if form.endswith("y") and form[-2] not in "aeiou":
        return [form[:-1] + "ied", form + "ing"]
    out = [form + "ed", form + "ing"]
    if len(form) <= 4 and form[-1] not in "aeiouwxy" and form[-2] in "aeiou" and form[-3] not in "aeiou":
        out += [form + form[-1] + "ed", form + form[-1] + "ing"]  # "stop" -> "stopped"
    elif _doubles_l(form):
        out += [form + "led", form + "ling"]  # "cancel" -> "cancelled", as British texts write it
    return out


def _doubles_l(form: str) -> bool:
    """A verb ending in one vowel and "l" ("cancel", "travel", "label"), whose "l" British
    spelling doubles: "cancelled", "travelling", "cancellation"."""
    return len(form) >= 5 and form[-1] == "l" and form[-2] in "aeiou" and form[-3] not in "aeiou"


def held_in(word: str, has_form: Callable[[str], bool], *, doer: bool = False) -> bool:
    """Whether the documents hold a word in some inflected form ("reviewed" by a text that
    says "review"), as "is it in the documents?" asks it; with `doer` (the word is the verb of
    a "who" question), also as the one who does it: "who is handling our claim?" of a letter
    that names "your claims handler"."""
    form = light(word)
    if has_form(form) or any(has_form(other) for other in other_forms(form)):
        return True
    if doer and any(has_form(d) for d in doers(form)):
        return True
    if len(form) >= 5 and form.isalpha() and has_form("un" + form):
        return True  # "is the flat furnished?" of a lease that says "unfurnished": its answer, no
    # A compound written with a hyphen ("follow-up") by a text that writes it apart ("Follow-up"
    # is indexed as "follow" and "up"): held when each of its parts is.
    parts = [p for p in _HYPHEN.split(word) if p]
    return len(parts) > 1 and all(held_in(p, has_form) for p in parts)


_HYPHEN = re.compile(r"[-\u2010\u2011]")


def other_forms(form: str) -> list[str]:
    """The same word inflected either way: its base ("used" -> "use"), its past and -ing
    forms ("recommend" -> "recommended") and its base's ("earned" -> "earning", as in
    "earnings"), and the act it or its base names ("approve" / "approval", "entitled" /
    "entitlement"), as "is it in the documents?" looks for it."""
    # A verb's other forms, not a noun's: "earned" is "earning", a "manager" is not "managed".
    verbs = inflections(form, _VERB_ENDINGS)
    own_acts = acts(form)
    # ... and the verb of an act said in its irregular form: "payment" of a bill's "paid".
    return [*inflections(form), *(other for base in verbs for other in (*inflected(base), *acts(base))), *inflected(form), *own_acts,
            *_IRREGULAR_FORMS.get(form, ()), *(other for act in own_acts for other in _IRREGULAR_FORMS.get(act, ())),
            *_PER_PERIOD.get(form, ()), *able(form)]


def doers(form: str) -> list[str]:
    """Who does what a verb says: "handler" of "handling", "manager" of "manage", "supervisor"
    of "supervise", "teacher" of "teach", "instructor" of "instruct". (Not for any word: a
    "manager" is not what "managed" asks about, unless "who" asks for the one who did.)"""
    out = []
    for base in dict.fromkeys((form, *inflections(form, _VERB_ENDINGS))):
        if len(base) >= 4:
            if base.endswith("e"):
                out += [base + "r", base[:-1] + "or"]
            elif base.endswith("y") and base[-2] not in "aeiou":
                out.append(base[:-1] + "ier")  # "supplier" of "supply"
            else:
                out += [base + "er", base + "or"]
    return out


def able(form: str) -> list[str]:
    """What can be done to it, as a document writes it: "refundable" ("non-refundable") of
    "refund", "cancellable" of "cancel", "bookable" of "book"."""
    if len(form) < 4 or not form.isalpha() or form.endswith(("able", "ible")):
        return []
    if form.endswith("e"):
        return [form + "able", form[:-1] + "able"]  # "chargeable", "storable"
    return [form + "able", form + "lable"] if form.endswith("l") else [form + "able"]  # "cancellable"


# How often, said as its period: "the daily limit" of "up to £40 per day".
_PER_PERIOD = {"hourly": ("hour",), "daily": ("day",), "weekly": ("week",), "monthly": ("month",),
               "yearly": ("year",), "annual": ("year",), "annually": ("year",)}


def periods_said(tokens: Iterable[str]) -> set[str]:
    """The period a sentence's "how often" words name, as tokens the stemmer does not give:
    "Annual charge: £2,284.50" says how much a year ("monthly" is "month" already)."""
    return {_PERIOD_TOKEN[t] for t in tokens if t in _PERIOD_TOKEN}


# The noun of a verb's act, which says what the verb says: "approval" of "approve", "payment"
# of "pay", "deletion" of "delete", "connection" of "connect". Not "-ness" or "-ity", which
# make other words ("fitness" is not "fit").
_ACT_ENDINGS = ("ation", "ment", "ion", "al")  # the longest first


# Both ways, as "is it in the documents?" looks for them.
_ACT_NOUNS = _both_ways(_ACT_NOUN)


def acts(form: str) -> list[str]:
    """The act's noun of a verb ("approve" -> "approval", and forms no text has) or the verb
    of an act's noun ("approval" -> "approve")."""
    if form in _ACT_NOUNS:
        return list(_ACT_NOUNS[form])
    if len(form) < 3 or not form.isalpha():
        return []
    for ending in _ACT_ENDINGS:
        if form.endswith(ending):
            base = form[: -len(ending)]
            return [base, base + "e"] if len(base) >= 3 else []
    stem = form[:-1] if form.endswith("e") else form
    if _doubles_l(form):
        stem = form + "l"  # "cancellation"; "cancelation" is the rarer spelling
    # "-ment" keeps the verb's "e" ("retirement", "arrangement"); the others drop it. A
    # "statement" is no act of the "states" of "the Western States", nor a "basement" of a "base".
    return [(form if ending == "ment" else stem) + ending for ending in _ACT_ENDINGS
            if not (ending == "ment" and form in _OTHER_MENT or ending == "al" and form in _OTHER_AL)]


_OTHER_MENT = frozenset({"state", "base", "apart", "depart", "compart", "sent"})
# ... nor is "final" an act of a "fine", nor "formal" of a "form": adjectives of nouns.
_OTHER_AL = frozenset("fine form norm person origin tone centre coast season music medic logic digit".split())


_VERB_ENDINGS = ("ing", "ed", "d")


def inflections(form: str, endings: tuple[str, ...] = (*_VERB_ENDINGS, "er", "est", "ly")) -> list[str]:
    """Forms a word may have been inflected from: "running" -> "run", "used" -> "use"."""
    out = []
    for suffix in endings:
        if form.endswith(suffix) and len(form) - len(suffix) >= 3:
            base = form[: -len(suffix)]
            out += [base, base + "e"]
            if len(base) > 3 and base[-1] == base[-2]:
                out.append(base[:-1])  # "running" -> "runn" -> "run"
            if suffix == "ed" and base.endswith("i"):
                out.append(base[:-1] + "y")  # "married" -> "marry", "applied" -> "apply"
    return out


_PERIOD_TOKEN = {tokenize(word)[0]: tokenize(period)[0] for word, (period,) in _PER_PERIOD.items()
                 if tokenize(word)[0] != tokenize(period)[0]}
