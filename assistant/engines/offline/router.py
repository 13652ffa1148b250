"""Offline intent routing: weighted lexical cues, turned into probabilities by a softmax.

Each cue is a regular expression that is evidence for one intent. Cues are written from
how people phrase requests in general (question forms, summary verbs, arithmetic,
creative and chit-chat requests), not from any evaluation file. The softmax over the
summed evidence gives a probability per intent; its top value is the confidence and the
gap to the runner-up is the margin used to flag ambiguous turns.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from assistant.intents import INTENT_NAMES
from assistant.lexicon import CHIT_CHAT, CREATIVE_FORM, HOW_TO, YEAR, is_bare_formula


@dataclass(frozen=True)
class Cue:
    intent: str
    test: Callable[[str], object]  # truthy when the cue fires
    weight: float
    name: str


def _cue(intent: str, weight: float, name: str, pattern: str) -> Cue:
    return Cue(intent, re.compile(pattern, re.IGNORECASE).search, weight, name)


_NUM = r"(?:\d[\d,]*(?:\.\d+)?|\.\d+)"
_NUMWORD = r"(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|dozen|half)"
_ANYNUM = rf"(?:{_NUM}|{_NUMWORD})"

CUES: tuple[Cue, ...] = (
    # --- calculation -------------------------------------------------------------
    _cue("calculation", 7.0, "arithmetic expression",
         rf"(?:^|[\s(=])[-+]?\(*-?{_NUM}\)*\s*(?:[-+*/×÷^x]|\*\*)\s*\(*[-+]?\(*{_NUM}"),
    _cue("calculation", 6.0, "arithmetic words",
         rf"{_ANYNUM}\s*(?:\)\s*)?(?:plus|minus|times|multiplied by|divided by|divided into|over|to the power of|squared|cubed|less than|more than|take away)\b\s*-?\(?\s*{_ANYNUM}?"),
    _cue("calculation", 3.0, "calculation verb",
         r"\b(?:calculate|compute|evaluate|work out|solve|add up|tally)\b"),
    _cue("calculation", 6.0, "operation on numbers",
         rf"\b(?:sum|product|average|mean|difference|total|distance|quotient|remainder|square root|cube root|percent(?:age)?|sqrt|log)\b(?:\s+\w+){{0,3}}\s+(?:of|between|for|on)\s+-?\$?{_ANYNUM}"),
    _cue("calculation", 3.0, "imperative arithmetic",
         rf"^\s*(?:please\s+)?(?:add|subtract|multiply|divide|sum|put together|increase|decrease|reduce|raise)\b.*{_ANYNUM}"),
    _cue("calculation", 3.0, "percentage", rf"{_NUM}\s*(?:%|percent\b)|\bpercent(?:age)? of\b|\b(?:tip|discount|interest|tax|off)\b.*{_NUM}"),
    # A lone formula-like token ("9**9**9**9", "factorial(100000)", "().__class__") is handed
    # to the calculator, whose whitelist refuses anything that is not arithmetic.
    Cue("calculation", is_bare_formula, 6.0, "formula-like input"),
    _cue("calculation", 3.0, "math request", r"\b(?:math|maths|arithmetic|calculator|equation)\b"),
    _cue("calculation", 4.0, "dimensions or repeated division",
         rf"\bhow many times (?:does|can|will|do|would|could)\s+{_NUM}\b|{_NUM}\s*(?:by|x|×)\s*{_NUM}\s*(?:room|area|yard|plot|rectangle|wall|floor|garden|field|feet|foot|ft|meters?|m)\b"),
    # Asking for a quantity is arithmetic only when operands are given (two numbers that
    # are not years); "How many hymns did Luther write?" is a question about a document.
    _cue("calculation", 2.0, "quantity question",
         rf"^(?=(?:.*?(?<![\d.])(?!{YEAR}\b)\d){{2}}).*(?:\bhow (?:many|much|long|far|old|fast|often)\b|\bwhat (?:is|was|were|are) the (?:total|sum|cost|price|average|difference|number|amount|profit|margin|area|perimeter|volume|ratio)\b|\bnet margin\b|\bprofit\b)"),
    # Years ("in 1545 and 1546") are dates, not operands.
    _cue("calculation", 2.5, "numbers in a word problem", rf"(?:(?!{YEAR}\b){_ANYNUM}\b.*){{3,}}"),
    _cue("calculation", 1.0, "money or unit amounts",
         rf"\$\s?{_NUM}|{_NUM}\s*(?:dollars?|cents?|euros?|hours?|minutes?|days?|weeks?|miles?|km|pounds?|kg|feet|inches|meters?|liters?|gallons?|cups?|pieces?|apples?|boxes?|eggs?|students?|people)\b"),
    # --- summarization -----------------------------------------------------------
    _cue("summarization", 5.0, "summary verb",
         r"\b(?:summari[sz]e|summari[sz]ing|summary|summarization|tl;?dr|synopsis|recap|condense|sum (?:it |this |that |them |these |everything |all (?:of )?(?:this |it )?)?up|gist|abstract of|in a nutshell|"
         r"boil (?:\w+ ){0,4}?down|cliff'?s? ?notes)\b"),
    _cue("summarization", 3.0, "key points",
         r"\b(?:key|main|important|major|interesting|salient|essential)\s+(?:points?|takeaways?|ideas?|facts?|findings|themes?|risks?|elements?|details?|highlights?)\b|\bbullet(?:ed)? (?:list|points?)\b|\bhighlights\b|\bin (?:bullet )?points\b"),
    _cue("summarization", 2.5, "overview", r"\b(?:overview|brief(?:ly)?|shorter|in (?:a few|one|two|three|\d+) (?:sentences?|words|lines|paragraphs?|bullets?))\b"),
    _cue("summarization", 2.5, "from the passage",
         r"\b(?:from|in|based on|using|given|according to)\s+(?:the|this|that|these|below|above|given|following|provided|attached|uploaded)\s+(?:\w+\s+)?(?:text|passage|paragraph|article|report|document|reference|content|description|information|excerpt|bio|biography)\b"),
    _cue("summarization", 2.0, "describe or list from text",
         r"^\s*(?:please\s+)?(?:(?:can|could) you\s+)?(?:please\s+)?(?:tell me (?:about|something about|some details)|describe|give me (?:some )?(?:details|information|a list|a few|some points)|list (?:down |out )?(?:some |the )?(?:points|details|facts)|jot down|write (?:down )?(?:some|a few) (?:points|facts|details)|extract|explain)\b"),
    # --- qa ----------------------------------------------------------------------
    _cue("qa", 2.5, "wh-question",
         r"^\s*(?:(?:so|and|ok|okay|hey),?\s+)?(?:who|whom|whose|what|which|when|where|why|how)\b"),
    _cue("qa", 2.0, "yes/no question",
         r"^\s*(?:is|are|was|were|do|does|did|can|could|should|would|will|has|have|had)\s+\w+"),
    _cue("qa", 1.0, "question mark", r"\?\s*$"),
    _cue("qa", 0.5, "embedded question",
         r"\b(?:who|what|which|when|where|why|how)\s+(?:is|are|was|were|did|does|do|many|much)\b"),
    _cue("qa", 2.0, "information request",
         r"^\s*(?:please\s+)?(?:tell me|explain|define|describe)\b|\b(?:meaning of|definition of|difference between|what does .+ mean)\b"),
    _cue("qa", 1.5, "given text, tell", r"^\s*(?:given|based on|from|using|according to)\b.*\b(?:tell me|what|who|when|where|which|how|extract|list)\b"),
    _cue("qa", 1.0, "document fact", r"\b(?:in|from|according to) the\b.*\b(?:statement|report|document|spreadsheet|file|policy|contract|manual)\b"),
    # --- unknown: what the assistant does not do ---------------------------------
    _cue("unknown", 4.0, "creative writing",
         r"^\s*(?:please\s+)?(?:(?:can|could) you\s+)?(?:write|compose|draft|create|generate|imagine|pretend|invent|make up|come up with|brainstorm|rewrite|design|plan|craft)\b(?!\s+(?:down|out)\b)(?!.*\b(?:summary|summari[sz]e|points?|bullets?|from the (?:given )?(?:text|passage|paragraph))\b)"),
    Cue("unknown", CREATIVE_FORM.search, 3.0, "creative form"),
    _cue("unknown", 2.5, "list request",
         r"^\s*(?:please\s+)?(?:give me|list|name|suggest|recommend)\b.*\b(?:some|a list|ideas|ways|things|examples|list of|types of|kinds of|\d+|ten|five|three)\b|\bwhat are (?:some|a few)\b|\bsuggest(?:ions)?\b|\b(?:ideas|ways) (?:to|for)\b"),
    _cue("unknown", 2.5, "opinion",
         r"\b(?:your (?:favorite|favourite|opinion)|do you (?:think|like|prefer)|what makes a good|best (?:way|part|place|city)|should i\b)"),
    Cue("unknown", CHIT_CHAT.search, 5.0, "chit-chat"),
    _cue("unknown", 4.0, "action command",
         r"^\s*(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:set|book|order|buy|play|call|text|send|email|remind|schedule|cancel|turn (?:on|off|up|down)|open|close|start|stop|pause|transfer|pay|share|post|download|install|update|delete|clean|find me|show me|look up|search|google|navigate|take me|record|add (?:\w+ )?to (?:my|the) (?:list|cart|calendar|playlist)|reserve|sign me up|change|switch|lock|unlock|print|declare|translate|roll|flip|pick)\b"),
    _cue("unknown", 3.0, "brainstorm",
         r"\bwhat (?:are|is|were) (?:some|a few|the (?:best|top|most (?:fun|important|popular|romantic|interesting))|good|fun|\d+|three|five|ten)\b|\b(?:think of|make a list|top \d+|list of (?:the )?(?:best|top|things|ideas|ways|reasons)|things (?:i|you|to)|tips|excuses|activities)\b"),
    _cue("unknown", 2.0, "advice", r"^\s*(?:how (?:can|should|could|would) (?:i|we|you)|what should (?:i|we)|should (?:i|we)|is it (?:better|easier|worth|a good idea)|which is better|would you rather)\b"),
    _cue("unknown", 3.5, "about the assistant",
         r"^(?=.*\b(?:you|your|yours|ai)\b)(?=.*\b(?:born|made|built|name|call you|refer to you|pets?|old|age|from|hobby|hobbies|doing|feel|favorite|favourite|miss|think|like|want|own)\b)|\b(?:call you|about you|is everything ok)\b"),
    # Opinions, advice and speculation: nothing in a document settles them.
    _cue("unknown", 3.0, "opinion or evaluation",
         r"\b(?:best|worst|favou?rite|greatest|coolest|most (?:romantic|beautiful|fun|interesting|important|relevant|exciting|underrated|overrated|useful|memorable)|a good (?:city|place|book|movie|name|idea|way|gift|time|teacher|leader)|so special|great (?:location|place|destination)|argue|both sides|pros and cons|what makes (?:a |an |the )?(?:good|great|successful)|is it (?:easier|better|worth))\b"),
    Cue("unknown", HOW_TO.search, 3.5, "how-to or advice"),
    _cue("unknown", 2.0, "ways and tips", r"\b(?:different|various|best) (?:ways|methods|steps|tips|strategies)\b|\bset of \w+ tools\b"),
    _cue("unknown", 2.0, "speculation",
         r"^\s*(?:will|would|could) (?:ai|we|humans|the world|robots|people|machines)\b|\bdo we live\b|\bare there more\b"),
    _cue("unknown", 3.0, "imperative verb",
         r"^\s*(?:please\s+)?(?:accept|deny|decline|disconnect|connect|renew|rent|forward|read me|review|organize|organise|make|find|check|see if|get me|bring|put(?! together)|move|copy|save|mute|unmute|block|report|track|follow|unfollow|like|subscribe|unsubscribe|charge|wake|dim|brighten|mark|tag|sort|clear|reset|restart|reboot|launch|run|sign|log|register|apply|hire|fire|invite|confirm|reply|respond|answer my|notify|let me know|tell (?:my|the|him|her|them)|give (?:my|him|her|them)|help me (?:find|book|plan|pick|choose|write|make|get))\b"),
    _cue("unknown", 2.0, "personal need", r"^\s*i (?:need|want|would like|am looking|'m looking|wanna|have to)\b(?!.*\b(?:summar|answer to|know what|calculate|to know)\b)"),
)

@dataclass(frozen=True)
class Routing:
    intent: str
    confidence: float
    probabilities: dict[str, float]
    cues: tuple[str, ...]

    @property
    def margin(self) -> float:
        ranked = sorted(self.probabilities.values(), reverse=True)
        return ranked[0] - (ranked[1] if len(ranked) > 1 else 0.0)

    @property
    def runner_up(self) -> str:
        return sorted(self.probabilities, key=self.probabilities.__getitem__, reverse=True)[1]


_PASSAGE_PREFIX = re.compile(
    r"^\s*(?:(?:please|so|ok)[\s,]+)?(?:given|based on|from|using|according to|in reference to|with reference to|referring to|reading|after reading)\s+"
    r"(?:(?:a|an|the|this|that|these|those|following|below|above|provided|given|reference|refrence)\s+)*"
    r"(?:text|passage|paragraphs?|article|reference|document|information|bio|biography|description|excerpt|context)\b"
    r"(?:\s+(?:provided|given|below|above))?(?:\s+(?:about|on|regarding|of|for)\s+[^,?:]{1,60}?(?=[,:]|\s+(?:who|what|when|where|which|why|how|is|are|was|were|did|does|do|can|tell)\b))?\s*[,:]?\s*",
    re.IGNORECASE,
)
_QUESTION_START = re.compile(
    r"^\s*(?:who|whom|whose|when|where|which|why|what|how|in (?:what|which) \w+|"
    r"(?:is|are|was|were|did|does|do|can|could|has|have|had)\s+\w+|tell me (?:who|what|when|where|which|how|whether|if|the))\b",
    re.IGNORECASE,
)
_DESCRIBE = re.compile(
    r"\b(?:summar|key points?|main points?|highlights|list|bullet|points|details|overview|describe|description|facts|information|aspects|what are (?:some|the (?:key|main|important))|tell me (?:about|something|some))",
    re.IGNORECASE,
)


# Asking for the passage to be condensed or restated, whatever else is asked.
_CONDENSE = re.compile(
    r"\b(?:summar\w*|tl;?dr|sum (?:it |this |that |them |these |everything |all (?:of )?(?:this |it )?)?up|recap|synopsis|gist|paraphrase|condense|shorten|outline|"
    # "What's this about?", "what is the article about": the gist of the passage, asked as a question.
    r"what(?:'s|’s| is| was)\s+(?:this|it|that|the (?:text|article|passage|document|story|piece|report|email|letter|note|paper|post))"
    r"(?:\s+(?:text|article|passage|document|story|piece|report|email|letter|note|paper|post))?\s+(?:all\s+|really\s+|mainly\s+)?about\s*[?.!]*\s*$|"
    r"(?:key|main|important|major|salient) (?:points?|takeaways?|ideas?|facts?|findings|themes?|details|highlights|information)|"
    r"(?:some|the) highlights|"
    r"bullet(?:ed)? (?:points?|list)|in (?:\d+|one|two|three|four|five|a few) (?:sentences?|words|lines|bullets?|points?)|"
    r"(?:extract|list (?:down|out)|jot down)\b)",
    re.IGNORECASE,
)
# A question asked of the passage: a wh-clause, an inverted yes/no question, or a "?".
_ASKS = re.compile(
    r"\?\s*$|(?:^|[,.:;]\s*|\b(?:tell me|explain|name|identify|find)\s+)(?:who|whom|whose|what|which|when|where|why|how)\b"
    r"|\btell (?:me|us) (?!about\b|more\b|something\b|some\b)"
    r"|^\s*(?:who|whom|whose|what|which|when|where|why|how|is|are|was|were|did|does|do|can|could|has|have|had|name)\b",
    re.IGNORECASE,
)


# An instruction to compute over data: "Calculate the total amount", "work out the average
# price of the items", "compute the difference in revenue between A and B".
_COMPUTE = (r"^\s*(?:please\s+)?(?:calculate|compute|work out|figure out)\s+(?:the\s+|an?\s+)?"
            r"(?:total|sum|average|mean|difference)\b")
COMPUTE_OVER_DATA = re.compile(_COMPUTE + r"(?!.*\d)", re.IGNORECASE)
GATE_COMPUTE_OVER_DATA = 0.9
# With a passage or table attached, a request the calculator cannot read that asks for no
# total, average or difference is a question about what is attached ("how many laps did
# Matt Kenseth complete on February 26, 2006"): of the pool's 1,681 routing lines that
# carry a passage, none is a calculation, and the calculation agent computes only what
# reads as arithmetic or an aggregate of the data. "Total number of" is a count.
_AGGREGATE_ASKED = re.compile(r"\b(?:total(?! number)|sum|average|mean|difference|altogether|combined|in all)\b", re.I)


# A request for one value, written as a phrase rather than a question, as people query a
# table: "tallest player on the team", "number of games in los angeles", "total number of
# episodes written by X", "other than X, name a Y". ("difference" is not among them: "explain
# the difference between A and B" asks for a description.)
_POINTED = re.compile(
    # "Sum the Gold column", "add up the amounts": a figure asked of the data, not a summary.
    r"^\s*(?:please\s+)?(?:sum|total|tally|count)\s+(?:up\s+)?(?:the|all|every|each)\b|\badd (?:up|together)\b|"
    # "Calculate the total amount", "work out the average price": a computation over the data.
    + _COMPUTE + "|" +
    r"\b(?:(?:total )?number of|how (?:many|much)|count of|sum of|average|other than"
    r"|(?:the )?(?:most|least|fewest|highest|lowest|largest|smallest|biggest|longest|shortest|earliest|latest"
    r"|oldest|youngest|fastest|slowest|greatest|tallest|best|worst|top)\b)",
    re.IGNORECASE,
)


# A request for an account of something, even when it ends with "?" ("Can you tell me about
# Tabarra?", "a brief history of the library?"): of the pool's 1,699 closed-QA requests (a
# question over a passage, not in dev), 2 read so and end with "?".
_DESCRIPTION = re.compile(
    r"^\s*(?:please\s+)?(?:(?:can|could) you\s+)?(?:please\s+)?(?:tell (?:me |us )?(?:about|some details|something about|more about)|"
    r"(?:give|provide) (?:me )?(?:some |a few )?(?:details|information|info) (?:about|on)|describe)\b|"
    r"\bbrief (?:history|overview|summary|description|account|introduction|bio(?:graphy)?)\b|"
    r"\b(?:an|a short|a quick|a general) overview\b|\boverview of\b",  # not "the overview below" (the passage)
    re.IGNORECASE,
)


_POLITE_REQUEST = re.compile(
    r"^\s*(?:(?:can|could|would|will) you|(?:can|could|may) (?:i|we) (?:please )?(?:have|get))\s+(?:please\s+)?"
    r"(?=(?:create|make|list|give|provide|write|share|prepare|compile|produce|note|jot|extract|pull|bring)\b)",
    re.IGNORECASE,
)


def _specific_question(text: str) -> bool:
    """A pointed question about a passage ("Given this text, when was X born?", "tallest
    player on the team"), not a request to condense or describe it ("Summarize the key
    points", "Tell me about X")."""
    rest = _PASSAGE_PREFIX.sub("", text, count=1)
    if _CONDENSE.search(rest) or _DESCRIPTION.search(rest):
        return False
    polite = _POLITE_REQUEST.match(rest)
    if polite:
        # "Can you create a list of X from the text?" is an instruction, not a yes/no
        # question: without its polite opening, neither is its question mark.
        rest = rest[polite.end():].rstrip(" ?")
    return bool(_ASKS.search(rest) or _QUESTION_START.match(rest) or _POINTED.search(rest))


def fired_cues(text: str) -> list[str]:
    """The cues a request fires, as "intent:name" (features of the learned model), and
    whether the offline translator reads the whole request as arithmetic."""
    fired = [f"{cue.intent}:{cue.name}" for cue in CUES if cue.test(text)]
    if reads_as_arithmetic(text):
        fired.append(READS_AS_ARITHMETIC)
    return fired


READS_AS_ARITHMETIC = "calculation:reads as arithmetic"
_NAMED_QUANTITY = re.compile(r"\b(?:the|our|my|its|their)\s+(?:[a-z]+\s+){0,2}?(?:budget|total|price|cost|costs|revenue|amount|"
                             r"salary|income|balance|fee|rent|bill|sum|value|number|count|sales|profit|expenses?)\b", re.I)


def reads_as_arithmetic(text: str) -> bool:
    """The offline translator reads the whole request (or a formula it asks for) as arithmetic
    the calculator accepts."""
    from assistant.engines.offline.calc_nl import embedded, read
    from assistant.errors import CalculatorError
    from assistant.tools.calculator import check

    from assistant.engines.offline.units import HEIGHT, MENTIONS

    if len(text) >= 200 or not (_MAYBE_ARITHMETIC.search(text) or MENTIONS.search(text) or HEIGHT.search(text)):
        return False
    # "12% of the budget": arithmetic once a named quantity is given a value.
    named = _NAMED_QUANTITY.sub(" 7 ", text) if re.search(r"\d", text) else text
    reading = read(text) or embedded(text) or (read(named) if named != text else None)
    if reading is None:
        return False
    try:
        check(reading.expression)
    except CalculatorError:
        return False
    return True


def _unread_conversion(text: str) -> bool:
    from assistant.engines.offline.calc_nl import core_of
    from assistant.engines.offline.units import unreadable

    return unreadable(core_of(text)) is not None


# Cheap first look before the translator's full pass: an operator, in symbols or words.
_MAYBE_ARITHMETIC = re.compile(
    r"[-+*/^%×÷=]|\b(?:plus|minus|times|divided|over|sum|total|product|average|mean|percent|sqrt|square|cube|root|"
    r"power|squared|cubed|half|twice|double|triple|quarter|third|add(?:ed)?|subtract(?:ed)?|multipl(?:y|ied)|divide|"
    r"difference|log|ln|exp|round(?:ed)?|raise|mod|modulo|remainder|split|percentage|decimals?|floor|ceil|abs|min|max|halve|each|apiece|through|thru)\b",
    re.IGNORECASE,
)


# The summarization gate: how likely a request is a summary, from what it says (the pool
# has 3 summarization lines to learn from, so these are written, not fitted). A passage
# attached with a request that is not a pointed question is about condensing the passage;
# with no passage, a request is a summary when it asks for one in so many words.
GATE_ATTACHED_REQUEST = 0.93
GATE_CONDENSE = 0.93
GATE_POINTED_QUESTION = 0.03
_KEY_POINTS = re.compile(r"\b(?:key|main|important|major|salient) (?:points?|takeaways?|findings|themes?|highlights)\b", re.I)


# Work on the attached text that is neither a summary nor an answer from it: a summary
# given for "translate this to French" would be a reply to another request.
_TRANSFORM = re.compile(r"^\s*(?:please\s+)?(?:(?:can|could|would) you\s+)?(?:please\s+)?"
                        r"(?:translate|paraphrase|proofread|reword|rephrase|fix the (?:grammar|spelling|typos)|correct the (?:grammar|spelling))\b",
                        re.IGNORECASE)
GATE_TRANSFORM = 0.9
# A unit conversion the calculator will not compute ("convert 5 gallons to litres"): written, as
# the pool has too few to fit a rate on; the calculation agent says why in one line.
GATE_CONVERSION = 0.8


def summarization_gate(text: str, cues: list[str], has_attachment: bool) -> tuple[float, str]:
    # A creative form named in a request to condense ("extract some information about the
    # photograph The Last Joke") is the passage's subject, not what is asked for.
    condense = bool(_CONDENSE.search(text) or _DESCRIPTION.search(text))
    creative = "unknown:creative writing" in cues or ("unknown:creative form" in cues and not condense)
    if has_attachment and not creative:
        if _specific_question(text):
            return GATE_POINTED_QUESTION, "qa: a pointed question about the attached text"
        return GATE_ATTACHED_REQUEST, "summarization: a request about the attached text"
    if "summarization:summary verb" in cues or _KEY_POINTS.search(text):
        return GATE_CONDENSE, "summarization: asks for a summary"
    return 0.0, ""


# Intents the learned model has no training lines for are chosen by a written gate: the
# probability that the request is theirs, and why. A new intent enters here (and, once the
# pool has lines for it, in the learned model through scripts/train_router.py).
Gate = Callable[[str, list[str], bool], tuple[float, str]]
WRITTEN_GATES: dict[str, Gate] = {"summarization": summarization_gate}


# A greeting before the request ("Hi, quick question: how many sick days ..."): the request
# is what is routed. A greeting with little after it ("hello, how are you") is small talk.
_GREETING = re.compile(
    r"^\s*(?:(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening)|greetings)(?:\s+there)?[\s,!.:;-]+)"
    r"(?:(?:quick question|one question|a question|question|so|ok|okay)[\s,!.:;-]+)?(?P<rest>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)


def route(text: str, *, has_attachment: bool = False) -> Routing:
    """P(intent) from the written gates (summarization); the rest shared by the learned
    model's calibrated probabilities for qa, calculation and unknown."""
    from assistant.engines.offline.router_model import predict

    from assistant.engines.offline.router_model import shipped_model

    greeted = _GREETING.match(text)
    if greeted and len(greeted["rest"].split()) >= 4:
        return route(greeted["rest"], has_attachment=has_attachment)

    cues = fired_cues(text)
    if READS_AS_ARITHMETIC in cues:
        # The calculator can compute what was asked: a calculation at the rate this rule
        # is right on the pool (fitted by the training script), whatever is attached.
        rate = shipped_model().gates.get("reads_as_arithmetic", 0.9)
        learned = predict(text, cues, False)
        probabilities = {name: (1.0 - rate) * learned.get(name, 0.0) for name in INTENT_NAMES}
        probabilities["calculation"] += rate
        intent = max(probabilities, key=probabilities.__getitem__)
        return Routing(intent, probabilities[intent], probabilities, ("calculation: the calculator can compute it", *cues))
    if not has_attachment and _unread_conversion(text):
        probabilities = {name: (1.0 - GATE_CONVERSION) / (len(INTENT_NAMES) - 1) for name in INTENT_NAMES}
        probabilities["calculation"] = GATE_CONVERSION
        return Routing("calculation", GATE_CONVERSION, probabilities, ("calculation: a unit conversion", *cues))
    if has_attachment and _TRANSFORM.search(text):
        # "Translate this", "proofread this": work on the text the assistant does not do,
        # said so rather than answered with a summary of it or a sentence from it. Written,
        # like the gate below: the pool has no such requests with a passage to fit a rate on.
        probabilities = {name: (1.0 - GATE_TRANSFORM) / (len(INTENT_NAMES) - 1) for name in INTENT_NAMES}
        probabilities["unknown"] = GATE_TRANSFORM
        return Routing("unknown", GATE_TRANSFORM, probabilities, ("unknown: asks to rework the attached text", *cues))
    if has_attachment and COMPUTE_OVER_DATA.match(text):
        # "Calculate the total amount" of an attached table: an instruction to compute, whose
        # numbers are the data's (the calculation agent reads them from the table). The pool
        # has no such lines to fit a rate on, so it is written. Without an attachment the
        # learned model decides: a document's total is often written in its prose, which
        # only the QA agent reads.
        probabilities = {name: 0.0 for name in INTENT_NAMES} | {"calculation": GATE_COMPUTE_OVER_DATA}
        rest = (1.0 - GATE_COMPUTE_OVER_DATA) / (len(INTENT_NAMES) - 1)
        probabilities.update({name: rest for name in INTENT_NAMES if name != "calculation"})
        return Routing("calculation", GATE_COMPUTE_OVER_DATA, probabilities,
                       ("calculation: an instruction to compute a total, average or difference", *cues))
    gated = {name: gate(text, cues, has_attachment) for name, gate in WRITTEN_GATES.items()}
    taken = sum(p for p, _ in gated.values())
    scale = 1.0 / taken if taken > 1.0 else 1.0
    learned = predict(text, cues, has_attachment)
    if has_attachment and not _AGGREGATE_ASKED.search(text):
        learned = {**learned, "qa": learned.get("qa", 0.0) + learned.get("calculation", 0.0), "calculation": 0.0}
    probabilities = {name: (1.0 - taken * scale) * learned.get(name, 0.0) for name in INTENT_NAMES}
    probabilities.update({name: p * scale for name, (p, _) in gated.items()})
    intent = max(probabilities, key=probabilities.__getitem__)
    evidence = tuple([why for _, why in gated.values() if why] + cues)
    return Routing(intent, probabilities[intent], probabilities, evidence)
