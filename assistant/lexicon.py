"""Lexical rules that more than one module needs, each defined once.

Light on purpose (only `re`): the router, the calculator front end, the CLI's fast
formula check, retrieval and follow-ups all import it.
"""

from __future__ import annotations

import re

MONTH_NAMES: tuple[str, ...] = (
    "january", "february", "march", "april", "may", "june",
    "july", "august", "september", "october", "november", "december",
)
# A month name, as a non-capturing group (use with re.IGNORECASE where case does not matter).
MONTH = "(?:" + "|".join(MONTH_NAMES) + ")"
# ... as a document writes it: "May" capitalised, since "you may be asked" is the verb (for
# text, not for questions, which are often typed in lower case).
MONTH_WRITTEN = "(?:" + "|".join("(?-i:May)" if m == "may" else m for m in MONTH_NAMES) + ")"
# A day of the week, or their plural ("Mondays").
WEEKDAY = r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b"
# Days a schedule covers at once: "Monday to Saturday", "Mon-Fri", "weekdays", "daily". A day
# it does not name may still be answered by it ("does it run on Sundays?").
_DAY_NAME = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?\.?"
DAY_RANGE = re.compile(rf"\b{_DAY_NAME}\s*(?:to|-|–|—|through|until|till)\s*{_DAY_NAME}(?!\w)"
                       r"|\b(?:week\s?days|weekends?|daily|every\s+day|(?:seven|7)\s+days\s+a\s+week)\b", re.I)
# How often a thing happens, as a text says it: "monthly", "each working day", and (FREQUENCY)
# "every other Friday", "twice a day", "3 times a week".
OFTEN_WORDS = (r"\b(?:daily|weekly|fortnightly|monthly|quarterly|annually|yearly)\b"
               r"|\b(?:each|every|the (?:last|first)) (?:working |business )?(?:day|week|month|year|morning|evening)\b")
_PERIOD = r"(?:day|night|week|fortnight|month|quarter|year|hour|minute|term|season|morning|evening)s?"
FREQUENCY = re.compile(rf"{OFTEN_WORDS}|\bevery:?\s+(?:other\s+|\d+\s+|(?:two|three|four|five|six|ten|twelve)\s+)?(?:{_PERIOD}\b|{WEEKDAY})"
                       rf"|\b(?:once|twice|\d+(?:\s*(?:to|-|–)\s*\d+)?\s+times|(?:two|three|four|five|six)\s+times)\s+(?:a|an|per|each|every|in)\b", re.I)
# A year as documents and questions write it: 1000-2099. "in 1545" is a date, not an operand.
YEAR = r"(?:1\d|20)\d\d"

# The comma between thousands groups: "4,200" and "1,238,450" but not "1,5" or "3,14159".
THOUSANDS_SEPARATOR = re.compile(r"(?<=\d),(?=\d{3}(?!\d))")

# One token made of arithmetic ("9**9**9**9", "(2+3)*4", "factorial(100000)"): it goes to
# the calculator as typed, which computes it or says exactly why not.
_BARE_FORMULA = re.compile(r"\S*[()*/^%]\S*")

# The request points at a document for its facts or numbers.
DOCUMENT_NOUNS = r"(?:spreadsheet|sheet|csv|table|statement|report|file|document)"
DOC_REFERENCE = re.compile(rf"\b(?:{DOCUMENT_NOUNS}|from the data)\b", re.IGNORECASE)


# A computation with a quantity named, not given: "15% of the March revenue", "the operating
# income divided by 2", "add 500 to the budget". Its number can only be a document's.
NAMED_OPERAND = re.compile(
    r"(?:%|\bpercent|\bper cent|\bof|\bfrom|\bto|\bby|\btimes|\bplus|\bminus|\bover)\s+(?:the|our|my|its|their)\s+[a-z]"
    r"|\b(?:the|our|my|its|their)\s+[a-z][a-z -]{0,40}?\s+(?:plus|minus|times|divided|multiplied|over)\b",
    re.IGNORECASE,
)
# "double the March revenue", "half of the team plan price": the operation is the word itself,
# and no number need be typed.
SCALED_OPERAND = re.compile(
    r"\b(?:double|twice|triple|thrice|halve|half(?:\s+of)?|(?:a|one)\s+(?:third|quarter|fifth|tenth)\s+of)\s+(?:the|our|my|its|their)\s+[a-z]",
    re.IGNORECASE,
)


# "Given this paragraph about X, ...", "Based on the reference text, ...", "Per this
# description of Y, ...": the opening points at a passage; its words ("given", "paragraph",
# "reference") are not what the question asks about and no passage need hold them. What
# follows "about" is the subject, and stays.
PASSAGE_REFERENCE = re.compile(
    r"^\s*(?:(?:please|so|ok|okay)[\s,]+)?(?:given|based on|from|using|per|according to|in reference to|with reference to|"
    r"referring to|reading|after reading|with)\s+"
    r"(?:(?:a|an|the|this|that|these|those|following|below|above|provided|given|attached|short|brief)\s+)*"
    r"(?:reference\s+)?(?:text|passage|paragraphs?|article|reference|documents?|description|excerpt|context|information|"
    r"bio|biography|summary|wikipedia (?:article|entry|page)|entry)\b"
    r"(?:\s+(?:provided|given|below|above|from wikipedia))?(?:\s+(?:about|on|regarding|of|for|from))?[\s,:]*",
    re.IGNORECASE,
)


def without_passage_reference(question: str) -> str:
    """The question without an opening that points at a passage ("Given this paragraph
    about X, when ..." -> "X, when ..."), or as it was when nothing would be left."""
    rest = PASSAGE_REFERENCE.sub("", question, count=1).strip()
    return rest if len(rest.split()) >= 2 else question


# How a request is framed, not what it asks: "I'd like to know the revenue", "do you know
# when ...", "remind me what ...". Its words are in no document and are not the subject.
REQUEST_FRAMING = re.compile(
    r"^\s*(?:(?:hi|hey|hello|please|pls|so|ok|okay|quick question)[\s,!:]+)*"
    r"(?:i'?d like to know|i would like to know|i (?:want|need|wanted|needed) to (?:know|find out|check)|"
    r"i'?m curious|i am curious|i was wondering|i'?m wondering|i am wondering|i wonder|do you know|does anyone know|"
    r"any idea|(?:can|could|would|will) you (?:please )?(?:tell|remind) me|remind me|tell me|let me know|"
    r"i'?m looking for|i am looking for|i need|what(?:'?s| is) the (?:deal|story|situation|score) with|"
    r"(?:can|could|would) you (?:please )?(?:explain|describe)(?: to me)?|explain(?: to me)?|describe)\b[\s,:]*",
    re.IGNORECASE,
)


_FUNCTION_WORDS = frozenset("more again that this it them so please now everything something anything all".split())


def without_framing(question: str) -> str:
    """The question without the framing of a request ("I'd like to know the revenue for March"
    -> "the revenue for March"), or as it was when nothing would be left."""
    rest = REQUEST_FRAMING.sub("", question, count=1).strip()
    words = re.findall(r"[A-Za-z][A-Za-z'-]*", rest)
    # "What's the deal with sabbaticals?" asks about one word; "tell me more" about nothing said.
    return rest if len(words) >= 2 or (words and words[0].lower() not in _FUNCTION_WORDS) else question


# How the reply should look, not what it is about: "the main risks as bullet points", "in
# one sentence", "in plain English". Its words are in no document and are not the subject.
PRESENTATION = re.compile(
    r"[\s,]*\b(?:(?:as|in|into|using)\s+(?:a\s+)?(?:(?:short|brief|numbered|bulleted)\s+)?"
    r"(?:bullet(?:ed)?[\s-]*(?:points?|list|form)|bullets|list(?:\s+form)?|table|"
    r"(?:one|a single|(?:a\s+)?few|\d+|two|three|four|five)\s+(?:words?|sentences?|lines?|paragraphs?|points?)|"
    r"plain english|simple terms|layman'?s terms)|briefly|in short)\b",
    re.IGNORECASE,
)


def without_presentation(text: str) -> str:
    """The request without how its reply should look ("the main risks as bullet points" ->
    "the main risks"), or as it was when nothing would be left."""
    rest = PRESENTATION.sub("", text).strip()
    return rest if len(rest.split()) >= 2 else text


# Words and their opposites. A question that says "smallest" of a sentence that says
# "largest" asks about something the sentence does not say (a common way a question with
# no answer in the documents is written).
_OPPOSITES = (
    "large small|larger smaller|largest smallest|big small|bigger smaller|biggest smallest|high low|higher lower|"
    "highest lowest|first last|early late|earlier later|earliest latest|before after|increase decrease|"
    "increased decreased|rise fall|rose fell|gain loss|win lose|won lost|more less|most least|many few|major minor|"
    "north south|east west|northern southern|eastern western|upper lower|old new|older newer|oldest newest|"
    "young old|younger older|youngest oldest|long short|longer shorter|longest shortest|strong weak|"
    "stronger weaker|positive negative|public private|internal external|inner outer|include exclude|"
    "included excluded|accept reject|accepted rejected|allow forbid|allowed banned|legal illegal|success failure|"
    "successful unsuccessful|start end|began ended|begin end|open close|opened closed|maximum minimum|above below|"
    "inside outside|same different|male female|ancient modern|rich poor|wealthy poor|common rare|similar different|"
    "agree disagree|support oppose|supported opposed|heavy light|hot cold|warm cool|wet dry|fast slow|"
    "faster slower|deep shallow|wide narrow|thick thin|import export|imports exports|buy sell|bought sold|"
    "lend borrow|attack defend|victory defeat|peace war|entrance exit|arrive depart|born died|birth death|"
    "true false|correct incorrect|possible impossible|always never|increase reduce|expand shrink|add remove|"
    "added removed|upstream downstream|primary secondary|direct indirect|official unofficial|urban rural|"
    "domestic foreign|top bottom|front back|cheap expensive|"
    "finite infinite|limited unlimited|limited infinite|win defeat|won defeated|victory loss|accelerate slow|"
    "speed slow|left right|men women|man woman|boy girl|king queen|father mother|son daughter|brother sister|"
    "husband wife|day night|morning evening|input output|solid liquid|send receive|sent received|push pull|"
    "enter leave|majority minority|horizontal vertical|dead alive|living dead|visible invisible|known unknown|"
    "certain uncertain|stable unstable|natural artificial|simple complex|hard easy|hard soft|dark light|"
    "temporary permanent|partial complete|full empty|often rarely|local global|national international|"
    "upper lower|ascending descending|maximum minimum|minimal maximal|inbound outbound|import export|"
    "up down|rises falls|rising falling"  # "can my grade go down?" of "if your grade goes up"
)
# Words of which one excludes the others: "the third master plan" of a sentence about the
# second, "the winter carnival" of one about the summer carnival.
_EXCLUSIVE = (
    "first second third fourth fifth sixth seventh eighth ninth tenth",
    "spring summer autumn winter",
    "monday tuesday wednesday thursday friday saturday sunday",
    " ".join(m for m in MONTH_NAMES if m != "may"),  # "may" is more often the verb
)
OPPOSITE_PAIRS: tuple[tuple[str, str], ...] = tuple(
    [(pair.split()[0], pair.split()[1]) for pair in _OPPOSITES.split("|")]
    + [(a, b) for group in _EXCLUSIVE for i, a in enumerate(group.split()) for b in group.split()[i + 1:]])


def formula_text(text: str) -> str:
    """The question without the trailing "?" or "=" people add to a formula."""
    return text.strip().rstrip("?=").strip()


def is_bare_formula(text: str) -> bool:
    return bool(_BARE_FORMULA.fullmatch(formula_text(text)))


def paren_depth(text: str) -> tuple[int, bool]:
    """(deepest nesting of parentheses, whether they balance)."""
    depth = deepest = 0
    for char in text:
        if char == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif char == ")":
            depth -= 1
            if depth < 0:
                return deepest, False
    return deepest, depth == 0


# Requests no document settles: creative writing and small talk with the assistant.
CREATIVE_FORM = re.compile(
    r"\b(?:poem|haiku|limerick|story|stories|essay|song|lyrics|joke|(?<!large )letter|tweet|slogan|tagline|speech|dialogue|script|"
    r"journal entry|blog post|email to|rant|riddle|names? for|ideas? for)\b"
    r"(?!\s+(?:therapy|therapist|and language))", re.IGNORECASE)  # "speech therapy" is a treatment
CHIT_CHAT = re.compile(
    r"^\s*(?:hi|hello|hey|hiya|howdy|good (?:morning|afternoon|evening)|greetings|well hello|yo|bye|goodbye|see you|thanks?|"
    r"thank you|thx|cheers)\b|\b(?:are you (?:a )?(?:bot|robot|human|real|ai)|your name|who (?:made|built|created|programmed) you|"
    r"how old are you|your age|your (?:hobbies|pets?)|do you have (?:any )?(?:pets?|hobbies)|where (?:are|do) you (?:from|live)|"
    r"what do you do for fun|about yourself)\b", re.IGNORECASE)

# A question about the asker's own organisation's rules ("what's our refund policy", "is there a
# limit on hotel costs", "do we get a meal allowance"): a question for its documents, answered
# or "not found" there, never "outside what I can do". Questions to "you" are about the
# assistant or advice ("are there rules you should live by?").
HOUSE_RULE = re.compile(
    r"^(?!.*\b(?:you|your|yourself)\b)\s*(?:what(?:'s|’s|s| is| are)?|who|when|where|which|how (?:much|many|long|often|soon)|"
    r"is there|are there|do (?:we|i)|does (?:the|our) company|can (?:i|we)|am i|are we)\b"
    r".*\b(?:polic(?:y|ies)|rules?|limits?|allowances?|entitlements?|procedures?|reimburse(?:d|ment|ments)?|refunds?|"
    r"deadlines?|approvals?|dress code|notice period|probation|"
    # ... and what an employer's rules are about: "can I work from home?", "do we get a bonus?"
    r"work from home|overtime|expense claims?|claim (?:my |our )?expenses|expense (?:an?|my|our|the)|sick (?:leave|pay|days?)|parental|maternity|"
    r"paternity|pensions?|bonus(?:es)?|payday|salary|salaries|pay rise|promotion|appraisals?)\b", re.IGNORECASE)

# Asking how to do something, or what to do: served by documents that explain it, or by nobody.
HOW_TO = re.compile(
    r"^\s*(?:how (?:can|do|should|would|could) (?:i|you|we|one)\b(?! (?:calculate|compute))|how to\b|"
    r"what (?:do|should|can) (?:i|we|you) (?:need|do|know|bring|look|take|buy|use|wear|eat)\b|what steps\b|"
    r"what (?:skills|tools|things|items|qualities) (?:are|do|does|should|would|can)\b|should (?:i|we)\b)", re.IGNORECASE)

# A request for several things of one kind, the plural noun captured: "What metrics are in the
# sheet?", "What risks does the report list?", "List the recommended actions".
LIST_ASK = re.compile(r"^\s*(?:(?:what|which)\s+(?:[a-z]+\s+)?([a-z]+)\s+(?:are|were|does|do|did|appear|exist)\b"
                      r"|(?:what|which)\s+are\s+the\s+(?:[a-z]+\s+)?([a-z]+)(?:\s+(?:in|of|on|listed|shown|included)\b|\W*$)"
                      r"|(?:list|name)\s+(?:all\s+)?(?:of\s+)?the\s+(?:[a-z]+\s+)?([a-z]+)(?:\s+(?:in|of|on)\b|\W*$))", re.I)


# What a document says, asked as a question: "What does the compliance report say?" (or "find",
# "conclude": its findings are the whole of it), "What's
# in the product B spreadsheet?", "What is the leave policy about?"; a summary when what
# follows names a document and nothing more (see `affinity.about_documents`).
DOCUMENT_ACCOUNT = re.compile(
    r"^\s*what(?:'s|’s| is| was)\s+in\s+(?:the|this|that|my|our)\s+[^?]+\?*\s*$"
    r"|^\s*what\s+(?:does|do|did)\s+(?:the|this|that|my|our)\s+[^?]+\s+(?:say|contain|cover|find|conclude|reveal|show)\s*\?*\s*$"
    r"|^\s*what(?:'s|’s| is)\s+(?:the|this|that|my|our)\s+[^?]+\s+about\s*\?*\s*$",
    re.IGNORECASE,
)


# Words that ask whether something may be done ("is moonlighting allowed?", "which calculators
# are allowed?"), not what about: a page says what is fine and what is not in its own words.
ASKS_WHETHER = frozenset("allowed allow permitted permit ok okay possible able".split())
# Spending asks how much ("how much can I spend on a hotel?"): a policy writes a cap or a limit.
ASKS_SPENDING = frozenset("spend spent spending".split())
# When and how readily, not what about: "can I still cancel?", "is it ready yet?", "straight away".
# ... and words that only stress the question: "how much did they actually pay me?".
EMPHASIS = frozenset("actually really basically definitely honestly anyway".split())
HEDGES = frozenset("still already yet straight away immediately ready".split()) | EMPHASIS
# Nouns that stand for whatever is asked about, never a subject: "how long do people have to
# return things?" is about returning.
PLACEHOLDERS = frozenset("thing things stuff anything something everything".split())
# ... and whose, said as a pronoun: "which locker is mine?" of "locker 7 ... is yours".
OWNERS = frozenset("mine yours ours theirs".split())
# ... and whom, in general: no subject where the documents never say it ("what's the latest I can
# train someone?"), but one where they do ("if Biscuit injures someone").
ANYONE = frozenset("someone somebody anyone anybody".split())
# ... and people in general, which a folder that never says "people" counts its own way: "how many
# people in a caravan?" of "three other workers".
PEOPLE = frozenset("people person persons".split())
# The asker's family, as the asker calls them: whom a letter names its own way ("Mrs Brenda Walsh",
# "your partner", "a friend or family member").
KIN = frozenset("mum mom mummy mommy mother dad daddy father husband wife son daughter brother sister grandma gran granny nan nana "
                "grandmother grandad granddad grandpa grandfather mate mates parents grandparents cousin cousins uncle aunt auntie "
                "niece nephew grandson granddaughter boyfriend girlfriend".split())  # ("my mate": a friend, as the asker calls them)
# What a thing is no longer wanted as, said of it but never written by what tells you what to do
# with it: "what do I do with old batteries?" of a bin guide's "Batteries: put them in a clear bag".
DISCARDED = frozenset("old unwanted".split())
# How a quantity is measured, not what about: "how many points do I get per pound?" of a card's
# terms that say "1 point for every £1" (the currency is its symbol there).
MEASURE_WORDS = frozenset("per pound pounds dollar dollars euro euros pence penny cent cents".split())


# A code with letters and digits ("NW-105", "INV-2024-007", "U3"): a name said as a whole word,
# whose digits are no quantity.
CODE = re.compile(r"(?<![\w-])(?=[\w./-]*[a-z])(?=[\w./-]*\d)\w[\w./-]*\w(?![\w-])", re.I)


# "*What time* does school finish?" asks for a clock time, as "when" asks for a date; "time" is
# not its subject ("what time off do I get?" is about time off).
WHAT_TIME = re.compile(r"(?<!during\s)\bwhat\s+times?\b(?=\s+(?:does|do|is|are|was|were|will|would|did|should|can|could|must|shall)\b)", re.I)
# ... and "what day is bin day?", "what night is rehearsal?": a weekday, asked as "when" asks.
WHAT_DAY = re.compile(r"\bwhat\s+(?:day|night)s?\b(?=\s+(?:does|do|is|are|was|were|will|would|did|should|can|could|must|shall)\b)", re.I)
# ... and "what colour is the away kit?": a colour ("white"), which the documents name without
# the word; and "what grout colours can we have?" asks one of the grout ("silver grey or white").
WHAT_COLOUR = re.compile(r"\bwhat\s+(?:(?!(?:is|are|was|were|do|does|did|the|a|an)\b)([a-z]+)\s+)?colou?rs?\b", re.I)
# Being open or shut, in its forms: "Opening hours: 7:30am to 6pm" says when a nursery closes.
OPEN_OR_SHUT = "open opens opened opening close closes closed closing shut shuts"
# ... and "what make is my boiler?" asks its maker ("Boiler: Worcester Bosch Greenstar"), not of making.
WHAT_MAKE = re.compile(r"\bwhat\s+make\b", re.I)
# "What's the latest I can train someone?", "what's the earliest I can take my pension?": how far
# a time or an age goes, asked as "when" asks ("latest" is no subject).
HOW_FAR_ASKED = re.compile(r"\bwhat(?:'s|’s|\s+is)\s+the\s+(?:latest|earliest)\b(?=\s+(?:i|we|you|they|he|she|it|people|guests)\b)", re.I)
# "*What caused* the outage?" asks why, as "what time" asks when: an incident report says "Why it
# happened", never "caused".
# ... as "what's causing the damp?" does (of now: a history's "what was causing X" is left as it was).
WHAT_CAUSED = re.compile(r"\bwhat(?:\s+cause[sd]?|(?:'s|’s|\s+is|\s+are)\s+causing)\b(?!\s+(?:of|by)\b)", re.I)
# "When did Daniel get his screen done?", "can she get her cartilage done?": the having done, not a
# word a sentence says.
GET_DONE = re.compile(r"\b(?:get|gets|got|getting|have|has|had|having)\b(?:\s+[\w'’]+){1,3}\s+(done)\b", re.I)
# "When is the *deadline for* a postal vote?" asks when, as "what time" does: a poll card says
# "apply to vote by post until 5pm on Tuesday 21 April", never "deadline".
DEADLINE = re.compile(r"\b(?:deadline|closing date|cut-?off date|last date)\s+(?=for|to)\b", re.I)
# A time of day read whole, hour and minutes: "8pm", "7.15pm", "19:30" (not a price, "£7.50").
# CLOCK_TIME finds where a time is said; its match in "7.15pm" is "15pm", no reading of the time.
TIME_OF_DAY = re.compile(r"(?<![\d.:£$€])(?:(?P<hour>1[0-2]|0?[1-9])(?:[.:](?P<minutes>[0-5]\d))?\s?(?P<half>am|pm)\b"
                         r"|(?P<hour24>[01]?\d|2[0-3])[.:](?P<minutes24>[0-5]\d)\b(?![.,]\d))", re.I)
# (Not a price's "£64.95" nor an hour past 23: "64.95" is no time of day.)
CLOCK_TIME = re.compile(r"(?<![£$€¥\d.,])\b(?:[01]?\d|2[0-4])[:.][0-5]\d\b(?![.,]\d|\s*(?:million|billion|thousand|bn|m|k)\b)|\b\d{1,2}\s*(?:am|pm|a\.m\.|p\.m\.)|\b(?:noon|midday|midnight)\b", re.I)

# "What time does it start?" of "Sessions run from 10am to 2pm": a span of the clock says when a
# thing starts (its first time) and finishes (its last), whatever word the question uses.
CLOCK_SPAN = re.compile(rf"\bfrom\s+(?:{CLOCK_TIME.pattern})\s*(?:to|until|till|-|–)\s*(?:{CLOCK_TIME.pattern})", re.I)
CLOCK_BOUND_ASKED = re.compile(r"^\s*(?:when|what\s+time)\b.*\b(?:start|starts|begin|begins|end|ends|finish|finishes)\s*\??\s*$", re.I)


# A fault told as what the thing does, not what it is: "my heating *stopped working*", "the
# dishwasher *shows* E9", "my laptop *broke*" (but not "when the war broke out"), "the backup
# *is stuck* at 99%". The thing and the code are the subject; a manual says what to do about
# them in its own words ("no heat", "E9: the door is not closed").
TROUBLE = re.compile(
    r"\b(?:(?:has|have|just)\s+)?(?:stopped|stops|quit|isn'?t|is\s+not|aren'?t|are\s+not|won'?t|doesn'?t|does\s+not|not)\s+work(?:ing)?\b"
    r"|\b(?:is|are|got|was|has|have|seems)\s+(?:been\s+)?broken\b|\bbroke\s+down\b|\bbroke\b(?=\s*(?:[,.?!]|$))"
    r"|\b(?:is|are|was|were|got|gets|seems|keeps\s+getting)\s+(?:stuck|frozen|hanging)\b|\bkeeps?\s+(?:crashing|freezing|failing|restarting)\b"
    r"|\b(?:shows|showing|displays|displaying|flashes|flashing|says)(?=\s+(?:an?\s+|the\s+)?(?:error\b|code\b|[A-Za-z]{1,3}-?\d+\b))",
    re.IGNORECASE)


# An amount asked for, and the words that say which amount a line states: "How much is the
# water bill?" is answered by "Total to pay: £498.15", not by "Water supply: £236.40".
AMOUNT_ASKED = re.compile(r"^\s*how much\b", re.I)
AMOUNT_SAID = re.compile(r"\b(?:total|amount|price|cost|charge|premium|value|balance|sum|payable|worth|limit|allowance)\b"
                         # ... of a figure ("Total to pay: £498.15", a table row's "Item: Premium; Detail: £11.80");
                         # "the full price of any treatment" states none.
                         r"(?=[^.\n]{0,40}?[\d£$€])", re.I)
# Asking what to do, step by step: "how do I pay more in?", "how can we claim?".
ASKS_STEPS = re.compile(r"^\s*how (?:do|can|should|could|would) (?:i|we)\b", re.I)

# "How *long* must passwords be?": the degree asked for, not a word the answer says ("at
# least 14 characters") nor one to search for ("How big are the thumbnails?" found "a large
# library"); "long" elsewhere ("long-term disability") is a word like any other.
# "How long does it *take* to get money out?": part of the asking, not a word to find ("taken
# monthly from your cash balance"), nor in "how long will delivery take?" (the group "take"
# is the word; what takes is the subject). So is the "last" of "how long does the licence last?".
IT_TAKES = re.compile(r"\b(?:(?:does|did|will|would|should|can|could) (?:it|this|that|they|withdrawals?|payments?) "
                      r"|(?:does|do|did|will|would|should|can|could) (?:(?:the|a|an|my|your|our)\s+)?[a-z]+ (?=(?:take|last)[?.!]*\s*$))"
                      r"(?P<take>take|last)\b", re.I)
HOW_DEGREE = re.compile(r"\bhow\s+(long|far|old|big|large|tall|high|soon|late|early|wide|deep|heavy|fast|quickly|frequently|often)\b", re.I)


# Degrees the search and the reader keep as words ("how hot is the sauna?" finds "heated to
# 90C"), though they name no subject of the question: "how thick can branches be?" is of
# branches, which "Branches must be thinner than 10cm" holds, when weighing what it is about.
DEGREE_TOO = re.compile(r"\bhow\s+(thick|thin|warm|hot|cold|cool|short|small|low|narrow|strong|loud|bright|close|near)\b", re.I)


def without_degree(question: str, *, all_degrees: bool = False) -> str:
    """The question without the degree it asks for, nor the "take" of "how long does it take"
    that goes with it: what is left is what to look for (with all_degrees, what it is about)."""
    said = HOW_DEGREE.sub("how", question)
    if all_degrees:
        said = DEGREE_TOO.sub("how", said)
    return said if said == question else IT_TAKES.sub(lambda m: m.string[m.start():m.start("take")], said)


AGE = r"\bage[sd]?(?:\s*:)?\s+(?:of\s+|is\s+)?\d+"  # "aged 16", "the age of 18", "retirement age is 67", "Age: 47"
# The side of an age a rule keeps: "16 or over", "5 and under".
OR_OVER = r"or (?:over|older|under|younger)|and (?:over|under)"  # (an alternation: put it in a group)
# An age a rule draws a line at: "under-16s", "over 18", "aged 14 to 17", "18 or over", "must be at
# least 23" (not "at least 3 days"). A child's age asked about ("my 14 year old") is answered by
# the rule, which never says 14.
AGE_RULE = re.compile(rf"\b(?:under|over)[\s-]?\d+s?\b|{AGE}|\b\d+\s*(?:\+|{OR_OVER})"
                      r"|\b(?:minimum|maximum) age\b|\bage limit\b"
                      r"|\bbe at least \d+\b(?!\s*(?:%|[a-z]+\b(?<!\band)(?<!\bor)))"
                      r"|\b\d+\s*(?:-|–|to)\s*\d+\s*(?:years?|yrs?)\b|\b\d+[\s-]*years?[\s-]*olds?\b", re.I)  # "4-5 years"
# How old one must be, not how old someone is: "how old do you have to be?", "what age can kids
# start?" (not "how old is Tom?", nor "what age group is Alfie in?").
# So is "what's the minimum age?" or "is there an age limit?", whose words name the limit asked, not
# a subject to find (a rule says "at least 8 years old").
AGE_LIMIT_NAMED = r"(?:minimum|maximum|lowest|youngest)\s+age\b|age\s+(?:limit|restriction)s?\b"
AGE_LIMIT_ASKED = re.compile(r"\s*(?:(?:how old|what age)\s+(?:do|does|did|must|should|can|could|will|would|has|have|need|needs)\b"
                             rf"|(?:what(?:'s|\s+is|\s+are)|is there)\s+(?:the\s+|an?\s+)?(?:{AGE_LIMIT_NAMED}))", re.I)
# An age, said as one: "a group for 4 year olds", "my 15 year old" are about the 4 and the 15,
# which a class list writes "4-5 years" and a rule "aged 14 to 17"; "olds" is no subject.
AGED = re.compile(r"\b(\d+)[\s-]*(?:years?|months?|weeks?)[\s-]*olds?\b", re.IGNORECASE)
# Someone at work, which a rota says by their name in a day's row: "when is Tom working?", "what
# am I doing on Friday?" (not "is the heating working?": no one is named; nor "why are they
# cutting into the wall?", whose verb is what is asked about).
BEING_DONE = re.compile(r"\b(?:is|am|are|was|were)\s+(?:i|we|you|they|he|she|(?-i:[A-Z][a-z]+))\s+(working|doing)\b", re.IGNORECASE)
