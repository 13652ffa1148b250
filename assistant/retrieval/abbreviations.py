"""What people type for what documents write: abbreviations ("what's the capex?" of a
statement that says "Capital expenditure in the month was $410,000"), everyday words for a
policy's terms ("vacation" of a leave policy that says "annual leave"), and words typed
joined that documents hyphenate ("wifi" of "Wi-Fi")."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from assistant.lexicon import KIN, TIME_OF_DAY
from assistant.retrieval.text import STOPWORDS, doers, held_in, inflected, inflections, light

# Written by hand: the short forms of workplace and finance writing whose long form is a
# phrase of ordinary words. Initials that are also words ("it", "us") are left out.
_LONG: dict[str, str] = {
    "capex": "capital expenditure", "opex": "operating expense", "pto": "paid time off", "wfh": "work from home",
    "ooo": "out of office", "hr": "human resources", "kpi": "key performance indicator",
    "roi": "return on investment", "yoy": "year over year", "ytd": "year to date", "mfa": "multi-factor authentication",
    "2fa": "two-factor authentication", "sla": "service level agreement", "nda": "non-disclosure agreement",
    "eod": "end of day", "faq": "frequently asked questions", "ceo": "chief executive officer",
    "cfo": "chief financial officer", "cto": "chief technology officer", "hq": "headquarters",
    "p&l": "profit and loss", "r&d": "research and development", "q&a": "questions and answers",
    "utr": "unique taxpayer reference", "merch": "merchandise", "pi": "principal investigator",
    "bbq": "barbecue", "hep": "hepatitis",
    # ... and words people clip: "where is hydro?" of a timetable's "Hydrotherapy".
    "hydro": "hydrotherapy", "physio": "physiotherapy", "admin": "administration", "info": "information",
    "uni": "university", "rehab": "rehabilitation", "pt": "personal training", "mic": "microphone",
    "ref": "referee", "reg": "registration",
}
_SHORT = re.compile(r"(?<![\w&])(" + "|".join(re.escape(k) for k in sorted(_LONG, key=len, reverse=True)) + r")s?(?![\w&])",
                    re.IGNORECASE)

# Written by hand: the everyday word an employee types, and the terms policies and handbooks
# write for it, most specific first. One is used only where the documents never use the
# typed word and hold every word of the term, so a folder that says "vacation" is searched
# for "vacation".
_EVERYDAY: dict[str, tuple[str, ...]] = {
    "vacation": ("annual leave", "paid time off", "holiday", "leave"),
    "holiday": ("annual leave", "vacation", "paid time off"),
    "maternity": ("parental",), "paternity": ("parental",),
    "refund": ("reimbursement", "reimburse"), "reimbursement": ("refund", "expense"),
    "reimburse": ("refund", "expense"), "paid back": ("reimbursed", "refunded"), "pay back": ("reimburse", "refund", "repay"),
    "quit": ("resignation", "resign", "leave the company", "end employment", "leave"), "resign": ("resignation", "leave the company"),
    "resignation": ("resign", "leave the company"), "fired": ("dismissal", "termination"),
    "boss": ("manager", "supervisor"), "supervisor": ("manager",),
    "salary": ("pay", "compensation", "wage"), "wage": ("pay", "salary"), "paycheck": ("payslip", "pay", "payroll"),
    "payslip": ("pay stub", "payroll"), "payday": ("payroll", "paid"),
    "laptop": ("computer", "device"), "computer": ("laptop", "device"),
    "remote": ("remotely", "work from home", "telework", "hybrid"), "remotely": ("remote", "work from home", "telework", "hybrid"),
    "gym": ("fitness", "wellness", "exercise"), "pension": ("retirement", "401k"), "401k": ("retirement", "pension"),
    "onboarding": ("induction", "orientation"), "induction": ("onboarding", "orientation"),
    "appraisal": ("performance review",), "accommodation": ("hotel", "lodging"), "lodging": ("hotel", "accommodation"),
    "hotel": ("accommodation", "lodging"), "airfare": ("flight",), "bike": ("bicycle",), "bicycle": ("bike",), "car": ("vehicle",), "report": ("tell",),
    "spouse": ("partner",), "wife": ("spouse", "partner"), "husband": ("spouse", "partner"),
    "kid": ("child", "children", "dependent", "pupil", "student", "under 16s", "under 18s"), "son": ("child",), "daughter": ("child",), "sick": ("ill", "illness", "sickness", "unwell"), "ill": ("sick", "sickness", "unwell"), "badge": ("access card", "pass"),
    # A program's documentation: what its users type for what its manual writes.
    "mac": ("macos", "os x"), "config": ("configuration", "settings"), "app": ("application", "program"),
    "big": ("large",), "huge": ("large",),
    # A household's papers: what a parent or tenant says for what the school or landlord writes.
    "dinner": ("lunch", "meal"), "lunch": ("meal", "food", "midday"), "eat": ("food",), "finish": ("end", "complete"),
    "dessert": ("pudding",), "pudding": ("dessert",),
    "boyfriend": ("guest", "partner"), "girlfriend": ("guest", "partner"), "visitor": ("guest",),
    "stay over": ("overnight", "stay the night"), "sleep over": ("overnight", "stay the night"), "sleepover": ("overnight", "stay the night"),
    # A student's papers: a subject as a timetable's module codes write it ("HIST 205").
    "history": ("hist",), "statistics": ("stat",), "stats": ("stat",), "economics": ("econ",), "chemistry": ("chem",),
    "biology": ("bio",), "physics": ("phys",), "maths": ("math",), "mathematics": ("math",),
    # What happened, said as what the documents tell you to do about it.
    "forgot": ("reset",), "forgotten": ("reset",),
    # A patient's words for a letter's: "when can I go back to work?" of "most people return to work".
    "go back": ("return",), "come back": ("return",), "be back": ("return", "returns", "back", "be home"), "get back": ("return", "returns"), **{f"{thing} breaks": ("anything goes wrong", "goes wrong", "broken", "repair") for thing in ("something", "anything", "it")},
    # A trip's papers: what a traveller says for what an airline or a rental firm writes.
    "suitcase": ("checked bag", "baggage", "luggage", "bag"), "hand luggage": ("cabin bag", "carry-on"),
    "carry-on": ("cabin bag", "hand luggage"), "second driver": ("additional driver",), "extra": ("additional", "extended", "extend", "on top"),
    "leave": ("depart", "departure", "end"), "leaving": ("departing", "depart", "departure"),
    "fly": ("departing", "depart", "departure"),
    # ... and a timetable's days: "does it run at weekends?" of one that says "weekdays" or "daily".
    "weekend": ("saturday", "sunday", "weekdays", "daily"),
    # A household's money papers: what an account holder says for what a bank or lender writes.
    "borrow": ("loan",), "left to pay": ("balance", "outstanding"), "put in": ("contribution", "pay in"), "take money out": ("withdrawal", "withdraw", "withdrawn"),
    "take out money": ("withdrawal", "withdraw", "withdrawn"), "get money out": ("withdrawal", "withdraw", "withdrawn"),
    "go up": ("rise", "increase"), "goes up": ("rise", "increase"), "worth": ("value",),
    "change my mind": ("withdraw", "cancel", "cooling-off"), "arrive": ("reach", "delivery", "delivered"),
    # A car owner's papers.
    "break down": ("breakdown", "off the road"), "breaks down": ("breakdown", "off the road"), "broke down": ("breakdown", "off the road"),
    # An employee's own papers: what a contract or payslip writes for what its holder says.
    "notice period": ("notice",), "ahead": ("in advance", "before", "beforehand"), "got left": ("remaining",), "have left": ("remaining",),
    "put up": ("posted", "published"), "take home pay": ("net pay",), "take-home pay": ("net pay",), "take home": ("net pay",),
    # A pet owner's papers: what an owner says for what a vet, an insurer or kennels write.
    "bill": ("invoice",), "jab": ("vaccination", "vaccine", "injection"), "jabs": ("vaccinations", "vaccines", "injections"),
    "pick up": ("collection", "collect"), "drop off": ("arrival", "arrive"),
    # A household's devices: what their owner says for what a manual or a provider writes.
    "washer": ("washing machine",), "internet": ("broadband", "wifi", "wi fi"), "slow": ("speed",),
    # A resident's papers from the council and the state.
    "postal": ("post",), "lost": ("loss", "missing"),
    # A couple's wedding papers: what they say for what a caterer or a venue writes.
    "per person": ("per guest", "per head", "a head", "each"),
    # A family's club papers.
    "floodlight": ("floodlit",),
    # A shopper's and a family moving house's papers: what they say for what a shop's policy, a
    # removals quote or a deposit scheme writes.
    "removal company": ("removals",), "the rest": ("balance", "remainder", "remaining"),
    "disagree": ("dispute", "cannot agree"),
    "send back": ("return",), "take back": ("return",), "shop": ("store",),
    # A parent's school papers: "when do they break up?" of term dates that say when terms end;
    # and a household's food papers: "how long does it go in the oven?" of a recipe's "Bake at".
    "break up": ("ends", "end"), "oven": ("bake", "baking", "roast"),
    # The papers of someone who looks after a parent: "the carer hasn't turned up, who do I
    # ring?" of "If a carer does not arrive ..., call the office".
    "turn up": ("arrive",), "ring": ("call", "phone"),
    # ... and the calendar: "are there collections over Christmas?" of "no collections from 21
    # December to 4 January" (a time, not a Christmas tree or a Christmas bonus).
    **{f"{when} christmas": ("december",) for when in ("over", "at", "for", "before", "after", "during", "until", "till")},
    **{f"christmas {day}": ("december",) for day in ("day", "eve", "holidays", "holiday", "break", "week")},
    # New parents' and a household's building work papers: what they say for what a leaflet,
    # a manual or a contract writes.
    "newborn": ("baby",), "weaning": ("solid food", "solids"), "crash": ("accident", "collision"),
    "help": ("support", "advice"),
    # ... and a planning application's: "how far does it stick out?" of "projects 4 metres", "what
    # does the officer want changed?" of "an amended drawing", "what grades do I need?" of a
    # course's "Typical offer: AAA".
    "stick out": ("project", "extend", "poking"), "sticks out": ("project", "extend", "poking"), "change": ("amend", "alter"), "changed": ("amended", "altered"),
    "grades": ("offer", "entry requirements"),
    # ... and a school place's: "does having a brother at the school help?" of "a sibling at the school".
    "brother": ("sibling",), "sister": ("sibling",),
    # ... and a swimmer's, a walker's and a babysitter's: "is the course hilly?" of "one short
    # hill", "which way round the buoys?" of "around the buoys", "what does Jack sleep with?" of
    # "bed by 7.30pm with his blue rabbit".
    "hilly": ("hill", "hills", "climb"), "muddy": ("mud",), "windy": ("wind", "winds"), "round": ("around",),
    "sleep": ("bed", "bedtime"),
    # ... and a household's fair, windows and stove: "what's our fundraising target?" of "we
    # raised £2,340", "what if they go bust?" of a guarantee "honoured even if we stop trading".
    "fundraising": ("raise", "raised"), **{f"{verb} bust": ("stop trading", "go out of business", "insolvent")
                                            for verb in ("go", "goes", "went", "gone")},
    # ... and a course's and a retreat's: "does it cost anything to register?" of "Registration is
    # free", "can a friend go instead of me?" of "you may send a friend in your place".
    "cost anything": ("free", "no charge"), "costs anything": ("free", "no charge"),
    "instead of me": ("in your place", "in my place"), "instead of us": ("in your place", "in our place"),
    # ... and "how long is the certificate valid?" of "Your certificate lasts three years".
    "valid": ("lasts", "last"),
    # ... and a quiz league's: "can we challenge an answer?" of "a team may query it in writing".
    "challenge": ("query", "appeal", "dispute"),
    # ... and a rugby coach's: "when do I tell the coach?" of "Let me know by Wednesday".
    "tell": ("let me know", "let us know", "inform", "notify"),
    # ... and a student loan's: "when is the loan written off?" of "Any amount left is cancelled
    # after 40 years".
    "write off": ("cancelled", "cancel", "wiped"), "written off": ("cancelled", "wiped"),
    # ... and a food bank's: "can I wear sandals?" of "Closed-toe shoes must be worn".
    "sandals": ("footwear", "shoes"), "flip flops": ("footwear", "shoes"), "flip-flops": ("footwear", "shoes"),
    # ... and a referee's: "how long do I have to send a red card report?" of "Send off reports must
    # reach the county FA within two days".
    "red card": ("send off", "sending off", "sent off"),
    # ... and a puppy class's, a skydiver's and a bike shop customer's: "should I feed him before
    # class?" of "skip the meal before class", "what shoes should I wear?" of "Wear trainers, not
    # boots", "can I wear my rings?" of "No jewellery", "how do I say yes?" of "Reply YES to go ahead".
    # (Not "money" as "payment": "when do we get the card money?" took a card payment's fee at 0.65.)
    "feed": ("meal", "food"), "shoes": ("footwear", "trainers", "boots"), "rings": ("jewellery", "jewelry"),
    "say yes": ("reply yes", "confirm", "agree"),
    # ... and an interviewee's, a policyholder's and a street party's: "what's the job reference?" of
    # "(ref FIN-2291)", "will they pay my train fare?" of "rail travel: standard class return", "when
    # will I hear back?" of "let candidates know the outcome", "what's the excess for a leak?" of
    # "escape of water", "how much space do we leave for ambulances?" of "a gap of 3 metres for
    # emergency vehicles".
    "reference": ("ref",), "train fare": ("rail travel", "rail fare"), "hear back": ("outcome", "let you know"),
    "leak": ("escape of water", "water damage"), **{a: ("emergency vehicles",) for a in ("ambulance", "ambulances", "fire engine", "fire engines")},
    "space": ("gap", "room"),
    # ... and a pet insurance claim's and an allergy clinic's: "how much do we pay a month?" of
    # "Monthly premium", "how much was the operation?" of "surgery to repair ...", "what if she has
    # a bad reaction?" of "a severe reaction", "does she still need her epipen?" of "adrenaline pen",
    # "can I have a coffee before?" of "no caffeine in the 30 minutes before".
    "month": ("monthly",), "week": ("weekly",), "operation": ("surgery", "procedure"), "bad": ("severe", "serious"),
    "epipen": ("adrenaline pen", "auto-injector"), "epipens": ("adrenaline pens", "auto-injectors"), "coffee": ("caffeine", "hot drinks"),
    # ... and a toddler group's: "where can I drink my tea?" of "Hot drinks stay in the kitchen hatch area".
    "tea": ("hot drinks",), "cuppa": ("hot drinks",),
    # ... and a blinds order's: "how much are the blinds altogether?" of "Total £684".
    "altogether": ("total", "in total"),
    # ... and a wedding gift list's: "can we give money instead?" of "Cash contributions ... are welcome".
    "money": ("cash",),
    # ... and a handyman's terms: "will he take the cardboard away?" of "Packaging can be taken away".
    "cardboard": ("packaging", "boxes"),
    # ... and a plumber's invoice: "how much did it cost in the end?" of "total £205" (a price
    # only: "what happened in the end?" asks no total).
    **{f"{verb} in the end": ("total",) for verb in ("cost", "come to", "pay", "paid")},
    # ... and a lost dog's: "what time was he spotted?" of "someone saw a terrier ... at 6am".
    "spotted": ("seen", "saw", "sighted"),
    # ... and a family's boat trip and a resident's roadworks: "what time does the boat leave?" of
    # "sailing at 10:30am", "when do the roadworks start?" of "we will resurface Beech Avenue".
    "boat": ("sailing", "cruise", "on board"), "roadworks": ("resurface", "road closed", "works"),
    "road works": ("resurface", "road closed", "works"),
    # ... and a traveller's: "when do we fly home?" of "Return: SB 487", "what if my flight home is
    # late?" of "If your return flight is delayed".
    "fly home": ("return",), "fly back": ("return",), "flight home": ("return flight",), "flight back": ("return flight",),
    # ... and a cinema's and a brace wearer's: "can I bring a pizza in?" of "Hot food may not be
    # brought into the screens", "what if a bracket falls off?" of "If a bracket comes off".
    **{food: ("hot food", "food") for food in ("pizza", "burger", "takeaway")},
    "fall off": ("comes off", "come off"), "fell off": ("came off", "come off"),
    # A household's legal papers and a volunteer's: what they say for what a solicitor, a court
    # or a charity writes.
    "deal with": ("handled by", "handle"), "up front": ("on account", "in advance", "deposit"),
    "kept": ("stored", "held"), "look after": ("guardians", "guardian", "care for", "maintain"),
    "online": ("video", "by phone"), "sign up": ("registration", "register", "enter", "entry"),
    "sale": ("purchase",), "buy": ("purchase",), "bought": ("purchased", "purchase"),
    "mileage": ("a mile", "per mile", "mile"), "babysitter": ("childcare",), "babysitting": ("childcare",),
    **{f"on {whose} own": ("alone", "unaccompanied", "without an adult", "unsupervised")
       for whose in ("my", "your", "her", "his", "their", "our")},
    # ... and a gardener's: "can I keep chickens?" of an allotment's rules on hens.
    "chickens": ("hens", "poultry"), "chicken": ("hens", "poultry"), "far apart": ("spacing",),
    # A freelancer's and a landlord's: what they say for what a client, an agent or the tax office
    # writes ("the fine", a noun: not "is it fine to ...").
    "contract": ("agreement",), "the fine": ("the penalty",), "a fine": ("a penalty",),
    # ... and the papers after a death: "how much was in Dad's account?" of "your father's death".
    "dad": ("father",), "mum": ("mother",), "mom": ("mother",), "grandma": ("grandmother",), "gran": ("grandmother",),
    "nan": ("grandmother",), "grandad": ("grandfather",), "grandpa": ("grandfather",), "registrar": ("register office", "register"),
    # ... and a café owner's: what a lease or an agreement writes ("the landlord repairs the roof",
    # "ending it earlier costs £95").
    "fix": ("repair", "mend"), "fixes": ("repairs",), "fixed": ("repaired",), "cancel": ("end", "terminate"),
    # A house seller's and an on-call engineer's: what they say for what an estate agent, a
    # contract or a service agreement writes ("how long are we tied to the agent?" of "the sole
    # agency period is 12 weeks"; "what uptime do we promise?" of "Availability: 99.9%").
    "house": ("property",), "tied in": ("minimum term", "minimum period", "period"), "tied to": ("minimum term", "minimum period", "period"),
    "uptime": ("availability",), "outage": ("failure", "downtime"), "outages": ("failures", "downtime"), "at night": ("midnight", "overnight", "24 hour"),
    # (Not "night" alone: "is there a night dive?" is no 24-hour dive; "the night before" is 24 hours
    # before, a "night call-out" one after midnight.)
    "night before": ("24 hour", "overnight", "midnight"), "night call": ("midnight call", "midnight", "overnight"),
    "night call-out": ("midnight call-out", "midnight", "overnight"),
    # ... and a charity trustee's: what minutes and a policy write ("Apologies: Sarah Cole",
    # "income of £48,200", "if you are worried about a child").
    "couldn't make": ("apologies", "absent"), "could not make": ("apologies", "absent"), "couldnt make": ("apologies", "absent"),
    "bring in": ("income", "raised"), "brought in": ("income", "raised"), "concern": ("worried", "worry"), "concerns": ("worried", "worries"),
    # ... and a musician's and a commuter's: what an agreement, a ticket's terms or an insurer
    # writes ("if the artist cancels", "a refund for the complete weeks left", "theft").
    "pull out": ("cancel", "withdraw"), "pulled out": ("cancel", "withdraw"), "a cut": ("takes", "commission", "share"),
    "money back": ("refund",), "bring back": ("return",), "brought back": ("return",), "stolen": ("theft",), "steal": ("theft",),
    # ... and someone near retirement's: what a pension statement or a State Pension forecast
    # writes ("You can put off (defer) claiming", "Your nominated beneficiary", "Storage:").
    "delay": ("defer", "put off", "postpone"), "die": ("death", "beneficiary"), "store": ("storage", "kept", "keep"),
    # ... and a teacher's and a foster carer's: what they say for what a school's policy or a
    # fostering service writes ("Assessments: returned within 10 school days", "Homework that is
    # not handed in", "Photographs ... must not be put on social media", "a birthday payment").
    "give back": ("return",), "given back": ("returned", "return"), "gave back": ("returned", "return"),
    "test": ("assessment", "exam"), "missing": ("not handed in", "not submitted", "lost", "missed"),
    "to be done": ("completed", "complete", "finished"), "done by": ("completed by", "complete by", "finished by"), "photo": ("photograph", "photography"), "pic": ("photograph", "photo"),
    **{site: ("social media", "post") for site in ("facebook", "instagram", "tiktok", "twitter", "snapchat")},
    "extra money": ("payment", "allowance"),
    # ... and a job seeker's: "how much does the job pay?" of an advert's "Salary: £24,500 a year".
    "pay": ("salary", "wage", "wages"), "see": ("shown", "view"),
    # ... and a festival-goer's: "how do I sell my ticket?" of "resell yours through the resale page".
    "sell": ("resell", "resale"),
    # ... and a drone flyer's: "when does my registration run out?" of "Valid until:", "how high
    # can I fly?" of "Maximum height", "can my friend have a go?" of "Visitors: may fly", "close
    # the gate" of "shut the gate". (Not "cost" as "fee", nor "cost" left out of "not found": on a
    # validation folder either answered the wrong fee with confidence.)
    # (A word before a phrase: "valid until" is held by any folder with "valid" in one document and
    # "until" in another, "expires" only by one that says it.)
    "run out": ("expires", "expiry", "valid until", "until"), "ran out": ("expired", "expiry", "valid until", "until"),
    "high": ("height",), "lose": ("loss", "lost", "missing"),
    "friend": ("guest", "visitor"), "friends": ("guests", "visitors"), "close the": ("shut the",),
    # ... and a hairdresser's: "what if a client doesn't show up?" of "if a client does not turn up".
    "show up": ("turn up", "arrive", "attend"),
    # ... and coming without booking: "can I just turn up?" of "Walk-ins are welcome on weekdays", not
    # of a booking's "Please arrive a few minutes early" (which stays the last resort).
    "just turn up": ("walk-ins", "walk-in", "drop-in", "arrive"), "just show up": ("walk-ins", "walk-in", "drop-in", "arrive"),
    # ... and of a building: "how do the carers get in?" of "Carers let themselves in with the
    # key safe", "can I get in at night?" of "24-hour access".
    "get in": ("let themselves in", "let in", "access", "entry"),
    # ... and a tradesman's: "what if I go over my miles?" of a van lease's "Excess mileage",
    # "can I hand the van back early?" of "You may end the agreement early", "what if I pay
    # late?" of a merchant's "Overdue accounts are put on stop".
    "go over": ("excess", "exceed"), "hand back": ("end", "return"),
    # (Or, of a course, what one misses: "what happens if I'm late?" of "If you miss more than 30 minutes".)
    "late": ("overdue", "latecomers", "miss", "missed"),
    # ... and a maker's who sells online and at fairs: "when do I get paid?" of a marketplace's
    # "Payouts go to your bank account every Monday", "can I burn a candle?" of "Lit candles are not
    # allowed", "if I can't go" of "if you cancel", "America" of "the USA". (Not "plug in" as
    # "electricity": on a validation folder it lost a question about charging.)
    "get paid back": ("reimbursed", "refunded"), "get paid": ("payouts", "payout"),
    "burn down": ("fire",), "burns down": ("fire",), "burn": ("lit", "fire"),
    "can't go": ("cancel",), "cannot go": ("cancel",), "america": ("usa", "united states"),
    # ... and a holiday let host's: "who washes the sheets?" of "Linen and towels: ... laundered by
    # Shine", "if a guest breaks the TV" of "Accidental damage by guests", "nicks something" of
    # "Theft by guests". (Not "get my money" as "payout": "get my money back" is a refund.)
    "sheets": ("linen", "bedding"), "bedding": ("linen",), "wash": ("launder", "laundered", "laundry"),
    "washes": ("launders", "laundered", "laundry"), "breaks": ("damages", "damage"), "broke": ("damaged", "damage"),
    "smashed": ("broken", "damaged"), "nick": ("steal", "theft"), "nicks": ("steals", "theft"), "nicked": ("stolen", "theft"),
    # ... and a house sharer's: "my share of the electric" of a bills table's "Electricity and
    # gas", "how fast is the internet?" of a contract's "Speed: 500 Mbps".
    "electric": ("electricity",), "fast": ("speed",),
    # ... and a delivery driver's: "if I turn down too many jobs" of "If you reject more than 3
    # offered jobs", "can my mate come?" of "You may not carry a passenger", "hi vis" of "High-
    # visibility vests", "when does the money come out?" of "paid by direct debit on the 15th".
    "turn down": ("reject", "decline", "refuse"), "mate": ("friend", "guest", "visitor", "passenger"),
    "hi vis": ("high visibility",), "hi-vis": ("high visibility",), "hivis": ("high visibility",),
    **{f"money {verb} out": ("direct debit", "debited", "taken") for verb in ("come", "comes", "go", "goes")},
    # ... and a leaseholder's: "can I rent my flat out?" of "Subletting is allowed", "can I do
    # Airbnb?" of "Short holiday lets", "an old mattress" of "Bulky items", "have a dog" of "Pets need
    # ... consent", "how much do I owe?" of "the balance due from you".
    "rent out": ("sublet", "subletting", "let"), "airbnb": ("holiday lets", "holiday let", "short let", "subletting"),
    "mattress": ("bulky items", "bulky", "furniture"),
    # (An animal kept, not any mention of one: "does the insurance cover cats?" of a dog's policy
    # that says "pets" is not asked of pets.)
    **{f"{verb} {det} {animal}": ("pets", "pet", "animals") for verb in ("have", "keep", "bring", "get")
       for det in ("a", "my", "our", "the") for animal in ("dog", "cat", "puppy", "kitten", "goldfish", "hamster", "rabbit")},
    # (What is owed asked, not "I owe you one", which thanks.)
    **{f"{aux} {who} owe": ("due", "balance", "outstanding", "total") for aux in ("do", "does", "did", "will") for who in ("i", "we", "you", "they")},
    # ... and a cleaner's: "what's the shortest visit?" of "minimum 2 hours a visit", "what if I
    # break something?" of "Breakages must be reported", "if I knock over a vase" of "Accidental
    # damage to clients' property".
    "shortest": ("minimum",), "longest": ("maximum",), "break": ("breakages", "breakage", "damage"),
    "knock over": ("accidental damage", "damage"),
    # ... and an au pair's: "how long can the kids go on the iPad?" of "Screen time: 1 hour a day".
    **{screen: ("screen time", "screens", "screen") for screen in ("ipad", "ipads", "tablet", "tablets", "xbox", "playstation")},
    # ... and a childminder's and a personal trainer's: "what time do I open?" of a contract's
    # "Hours: 7:30am to 6pm", "what do I need to do better?" of an inspection's "To improve", "are
    # trips on the bus covered?" of "Outings ... by public transport", "after being sick" of
    # "diarrhoea or vomiting", "what does Tom want to achieve?" of "Goal:", "a doctor's note" of
    # "GP clearance", "protein shakes" of "supplements".
    "open": ("hours",), "do better": ("improve", "improvement"), "be better": ("improve", "improvement"),
    "bus": ("minibus", "coach", "public transport"), "buses": ("minibuses", "coaches", "public transport"),
    "trip": ("outing", "tour", "excursion"), "trips": ("outings", "tours", "excursions"),
    "being sick": ("vomiting", "unwell", "sickness"), "been sick": ("vomiting", "unwell", "sickness"), "poorly": ("unwell", "ill", "sick"),
    "achieve": ("goal", "aim", "target"), "doctor": ("gp",), "doctors": ("gp",),
    "doctor's note": ("gp clearance", "fit note", "medical certificate", "sick note"),
    "doctors note": ("gp clearance", "fit note", "medical certificate", "sick note"),
    "protein shake": ("supplements", "supplement"), "protein": ("supplements", "supplement"),
    "pack": ("package",), "packs": ("packages",),
    # ... and a student nurse's and a phone repair shop's: "who's in charge of the ward?" of "Ward
    # manager:", "worried about a patient" of "any concern about patient safety", "put in a travel
    # claim" of "Claims must be sent", "the guarantee" of "Warranty:", "get out of the lease" of its
    # "Break clause", "store old batteries" of "Batteries must be kept separately".
    "in charge": ("manager", "head", "lead"),
    "worried": ("concern", "concerns"), "worry": ("concern", "concerns"),
    **{f"put in {det}": (f"send {det}", f"submit {det}", f"make {det}") for det in ("a", "an")},
    "guarantee": ("warranty",), "guaranteed": ("warranty",), "warranty": ("guarantee", "guaranteed"),
    "get out of": ("break clause", "end", "terminate"),
    # ... and a disabled child's parent's and a football fan's: "one to one" of "1:1 support",
    # "when do they look at the transport again?" of "reviewed each September", "respite" of
    # "Short breaks", "his meds" of "medication", "a rucksack" of "Bags larger than A4", "if I
    # can't make a game" of "If you miss a match".
    "one to one": ("1 1",), "one-to-one": ("1 1",), "look at": ("review", "assess", "diagnosis", "check"),
    "respite": ("short breaks", "short break"), "meds": ("medication", "medicine", "medicines"), "inhaler": ("medicines", "medicine", "medication"),
    "rucksack": ("bag", "bags"), "backpack": ("bag", "bags"), "game": ("match",), "games": ("matches",),
    "can't make": ("miss", "cannot attend"), "cannot make": ("miss", "cannot attend"), "cant make": ("miss", "cannot attend"),
    # ... and a gym member's and a cruise passenger's: "pause my membership" of "freeze your
    # membership", "if I'm injured" of "Medical freezes", "the PT deal" of "Personal training
    # offer", "tips" of "Gratuities", "the Lisbon trip" of its tour.
    "pause": ("freeze", "suspend"), "paused": ("frozen", "suspended"), "injured": ("injury", "medical"), "injury": ("injured", "medical"),
    "deal": ("offer", "package"), "tips": ("gratuities", "service charge"), "tip": ("gratuity", "service charge"),
    # ... and a wedding photographer's: "who owns the copyright?" of "the photographer keeps the
    # copyright", "my kit" of "Equipment", "abroad" of "worldwide".
    "owns": ("keeps", "owner"), "kit": ("equipment",), "abroad": ("worldwide", "overseas", "outside the uk"),
    # ... and an online reseller's: "when do I get my money?" of "Payouts" ("get my money back" is a
    # refund), "complain" of "report a problem", "the taxman" of "HM Revenue and Customs".
    "get my money back": ("refund",), "get my money": ("payouts", "payout"),
    "complain": ("complaint", "report a problem"), "taxman": ("hm revenue", "hmrc", "tax office"),
    "site": ("marketplaces", "marketplace", "platform", "website"),
    # ... and an exchange student's: "can I swap a module?" of "Any change to your courses".
    "swap": ("change", "exchange"), "module": ("course", "unit"), "modules": ("courses", "units"),
    # ... and a sixth former's: "how much is a remark?" of "A review of marking costs £45".
    "remark": ("review of marking", "re-mark", "review"), "re-mark": ("review of marking", "review"),
    # ... and a juror's, a choir member's, a speaker's and a patient's: "can I put it off?" of
    # "ask to defer it", "what do I wear?" of "Concert dress", "earrings" of "No jewellery", "if I
    # get a cold" of "If you are unwell", "where am I staying?" of "Hotel: the Midland".
    "put off": ("defer", "postpone", "delay"), "wear": ("costume", "dress", "uniform", "clothing", "clothes"),
    **{jewel: ("jewellery", "jewelry") for jewel in ("earrings", "earring", "necklace", "bracelet", "piercings", "piercing")},
    "food": ("meals", "meal", "subsistence", "buffet", "sandwiches", "snacks", "refreshments"), "afford": ("hardship", "money is tight", "cost"),
    **{f"{verb} a cold": ("unwell", "ill") for verb in ("get", "have", "got", "catch", "caught")},
    **{f"{be} {who} staying": ("hotel", "stay") for be, who in (("am", "i"), ("are", "we"), ("is", "he"), ("is", "she"))},
    "discount": ("concession", "concessions", "reduced rate", "pay half", "half price"),
    "include": ("covers", "cover", "including"), "includes": ("covers", "cover", "including"),
    # ... and a market trader's and a blood donor's: "move my van" of "Vehicles off the square",
    # "how much am I covered for?" of "Limit of indemnity", "dizzy" of "If you feel faint".
    "included": ("free", "covered"), "van": ("vehicles", "vehicle"), "covered": ("insured", "indemnity", "insurance"),
    "dizzy": ("faint", "light-headed"),
    # ... and a home buyer's, a bartender's, a van hirer's and a visitor's: "how much am I
    # borrowing?" of "Loan:", "my interest rate" of "Rate: 4.29%", "rent out the flat" of "let the
    # property", "a pint" of "alcohol", "fill it up" of "returned full", "take it to France" of
    # "abroad", "the grandkids" of "Children under 12".
    "borrowing": ("loan",), "interest rate": ("rate", "apr"), "flat": ("property", "apartment"),
    "pint": ("alcohol", "drink"), "beer": ("alcohol", "drink"), "wine": ("alcohol", "drink"), "fill up": ("full", "refuel"),
    # ... and a car boot seller's: "can I sell homemade cakes?" of "No selling of food", "an old TV"
    # of "Electrical items", "what happens if it rains?" of "Weather: if the field is waterlogged".
    "cake": ("food",), "tv": ("electrical", "television"), "rain": ("weather", "wet"),
    "grandkids": ("children", "child"), "grandchildren": ("children", "child"),
    # ... and a club parent's: "a discount for siblings" of "Brothers and sisters get 10% off".
    # (Not "fitted" as "installation": on a validation folder it answered "when does the heat
    # pump have to be fitted by?" with the installer's claim, confidently.)
    "sibling": ("brothers and sisters", "brother or sister", "brothers", "sisters"),
    # ... and a judo parent's and a chess player's: "can she wear earrings?" of "jewellery
    # removed", "where can I analyse my game?" of "the analysis room".
    "earring": ("jewellery", "jewelry"), "necklace": ("jewellery", "jewelry"),
    "analyse": ("analysis",), "analyze": ("analysis",),
    # ... and a gym member's: "who teaches pilates?" of a timetable's "instructor" column.
    "teach": ("teacher", "instructor", "tutor", "coach"),
    # ... and a couple's and a learner's: "what flowers are in the bouquet?" of the florist's
    # message, "a refund if I drop out" of "if you need to leave the course".
    "flower": ("florist", "floral", "bouquet"), "drop out": ("leave", "withdraw"),
    # ... and a kitchen customer's: "a fee for paying by card" of "a 1.5% charge", "the skip on the
    # drive" of "the driveway". (Not "dog" or "cat" as "pets": "does the insurance cover cats?" of
    # a dog's pet insurance became "does it cover pets?", answered confidently.)
    "fee": ("charge", "surcharge"), "the drive": ("the driveway",),
    # ... and a library member's and a temp's: "how many books can I take out?" of borrowing rules,
    # "how long can I keep a book?" of a loan's weeks, "how long is the job?" of an assignment's.
    "take out": ("borrow", "loan"), "keep": ("borrow", "loan"), "job": ("assignment", "role", "position", "work"),
    **{place: ("abroad", "overseas", "worldwide", "outside the uk") for place in
       ("france", "spain", "europe", "ireland", "germany", "italy", "portugal", "the continent")},
    # ... and a party host's, a patient's, a car club member's and a sole trader's: "the magician"
    # of "Magic Max", "the dentist" (and its "phone") of "Elm Tree Dental Practice, Telephone:",
    # "petrol" of "Fuel is included", "my commute" of "journeys from home to a permanent
    # workplace", "in instalments" of "a payment plan".
    "magician": ("magic",), "dentist": ("dental",), "phone": ("telephone", "tel"), "petrol": ("fuel",), "diesel": ("fuel",),
    "commute": ("commuting", "journeys", "journey"), "instalment": ("payment plan", "monthly payments"),
    # ... and a householder's and a traveller's: "how long is the quote good for?" of "valid for 60
    # days", "what time does the ferry leave?" of a booking's "Sailing: ... departs 08:15", "cut
    # the oak without permission" of "work ... without consent", "the booking number" of its
    # "Booking reference".
    "good for": ("valid for", "valid"), "ferry": ("sailing", "crossing"), "permission": ("consent", "approval"),
    "booking number": ("booking reference",),
    # ... and a concert-goer's and a water bill payer's: "the accessible toilets" of "step-free
    # toilets", "money off for the leak" of "a one-off allowance".
    "accessible": ("step free", "disabled", "wheelchair"), "money off": ("discount", "allowance", "reduction"),
    # ... and a parent's: "what is Leo allergic to?" of an allergy form's "Allergy: sesame".
    "allergic": ("allergy", "allergies"),
    # ... and a removal firm's customer's, a florist's and a landlord's: "are my boxes insured?" of
    # "not covered for breakage", "when are the flowers being delivered?" of "for delivery on
    # Saturday", "how long do I have to do the repairs?" of "Remedial work must be done within 28
    # days", "what does packing cost on top?" of "Packing service £260 extra".
    "insured": ("covered", "cover"), "delivered": ("delivery",), "deliver": ("delivery",),
    "repair": ("remedial work", "remedial"), "on top": ("extra", "additional"),
    # ... and a volunteer's, a patient's and a lawn owner's: "is there food after?" of
    # "Refreshments afterwards", "if I cancel the day before" of "less than 24 hours' notice", "if
    # it's frosty" of "not done in frost".
    "week before": ("7 days",), "day before": ("24 hours",),
    # ... and a drain survey's: "what did the camera find?" of "CCTV survey showed a cracked pipe".
    "camera": ("cctv",),
    # ... and a kitten fosterer's: "can the kittens go in the garden?" of "must not go outside".
    "garden": ("outside", "outdoors"),
    # ... and a newspaper customer's: "when do the papers start again?" of "they restart on 17 August".
    "start again": ("restart", "resume"),
    # ... and a chiropractic patient's, an exhibitor's and a driver's: "is it normal to ache?" of "feel
    # stiff or achy", "can we pack up early?" of "must not dismantle their stand", "how much is it for
    # a year?" of a rate for "12 months in one go".
    "ache": ("achy", "sore"), "pack up": ("dismantle", "take down"), "a year": ("12 months",),
    **{weather: (said,) for weather, said in (("frosty", "frost"), ("icy", "ice"), ("snowy", "snow"), ("rainy", "rain"),
                                              ("windy", "wind"), ("foggy", "fog"), ("stormy", "storm"), ("muddy", "mud"),
                                              ("cloudy", "cloud"))},
    # ... and a football steward's, a milk customer's: "who are we playing?" of "the match against
    # Carlton Athletic" (the match the question is of: "against" is no word to search), "how do I
    # stop the milk when we're on holiday?" of "To stop deliveries while you are away".
    "playing": ("opponent", "opposition", "match", "game", "fixture"),
    "on holiday": ("away",),
    # Typed joined, written hyphenated (indexed as two words: "Wi-Fi" is "wi" and "fi"), or, in a
    # router's guide, the network: "the wifi password" of "the network name and password".
    "wifi": ("wi fi", "wireless", "network"), "email": ("e mail",), "ecommerce": ("e commerce",), "xray": ("x ray",),
    "checkin": ("check in",), "checkout": ("check out",), "followup": ("follow up",), "healthcare": ("health care",), "voicemail": ("voice mail",),
}
# Phrases whose sense is not their words': any folder holds "take", "money" and "out", so
# the term is used whenever the documents hold it.
_IDIOMS = frozenset({"write off", "written off", "fly home", "fly back", "flight home", "flight back", "drop out", "go back", "come back", "be back", "get back", "break up", "take money out", "take out money", "get money out", "go up", "goes up",
                     "change my mind", "left to pay", "notice period", "got left", "have left", "put up", "pack up",
                     "pick up", "drop off", "send back", "take back", "turn up", "deal with", "up front", "look after", "sign up", "tied in", "tied to",
                     "couldn't make", "could not make", "couldnt make", "bring in", "brought in", "pull out", "pulled out", "a cut",
                     "money back", "bring back", "brought back", "give back", "given back", "gave back", "extra money", "show up",
                     "just turn up", "just show up",
                     "get in", "go over", "hand back", "get paid back", "get paid", "burn down", "burns down", "can't go", "cannot go",
                     "turn down", "rent out", "knock over", "being sick", "been sick", "in charge", "put in a", "put in an", "get out of",
                     "look at", "can't make", "cannot make", "cant make", "get my money back", "get my money", "put off", "fill up",
                     *(f"{verb} a cold" for verb in ("get", "have", "got", "catch", "caught")),
                     "am i staying", "are we staying", "is he staying", "is she staying",
                     *(f"money {verb} out" for verb in ("come", "comes", "go", "goes")),
                     *(f"{aux} {who} owe" for aux in ("do", "does", "did", "will") for who in ("i", "we", "you", "they")),
                     *(f"on {whose} own" for whose in ("my", "your", "her", "his", "their", "our"))})


def _verb_forms(verb: str) -> tuple[str, ...]:
    return verb, verb + "s", verb + "es", *inflected(verb)


# Each phrase as typed with its verb inflected too: "picking up", "dropped off", "goes back".
_SAID_AS: dict[str, str] = {
    " ".join((form, *rest)): key
    for key in _EVERYDAY
    for first, *rest in [key.split()]
    for form in (_verb_forms(first) if rest else (first,))
}
# A phrasal verb said around its object, put together so the table finds it: "pick him up",
# "drop Biscuit off at the kennels", "send it back".
_AROUND = re.compile(r"\b(" + "|".join(f for verb in ("pick", "drop", "send", "take", "pay", "bring", "hand", "rent", "put", "give", "fill") for f in _verb_forms(verb))
                     + r")\s+((?:[A-Za-z']+\s+){1,2}?)(up|off|back|out)\b", re.IGNORECASE)
_TYPED = re.compile(r"(?<![\w'’-])(" + "|".join(re.escape(k) for k in sorted(_SAID_AS, key=len, reverse=True))
                    + r")(?:s|es|ing|ed|['’]s)?(?![\w'’-])", re.IGNORECASE)  # and whose: "the dentist's number"


# A superlative the documents never write, of a word they do: "which wash is quickest?" of a
# guide's "Quick 30: ... Takes 30 minutes". Words that only end like one are not.
_SUPERLATIVE = re.compile(r"(?<![\w'’-])([a-z]{3,})est(?![\w'’-])", re.IGNORECASE)
_NOT_SUPERLATIVE = frozenset("interest forest modest honest request suggest digest harvest protest contest invest "
                             "arrest manifest priest attest detest conquest inquest tempest".split())


def _plain_degree(match: re.Match[str], has_form: Callable[[str], bool]) -> str:
    word = match.group(0).lower()
    if word in _NOT_SUPERLATIVE or has_form(word):
        return match.group(0)
    # Three letters only with the consonant doubled: "biggest" is "big", "forest" not "for".
    base = next((b for b in inflections(word, ("est",)) if (len(b) >= 4 or word[len(b)] == b[-1])
                 and b not in STOPWORDS and has_form(b)), None)
    return match.group(0) if base is None else base


# The one who does it, or the thing that does it, said where the documents only write the doing:
# "when does the cleaner come?" of a "Cleaning contract" whose contractor "cleans the main hall".
_AGENT = re.compile(r"(?<![\w'’-])([a-z]{4,})(?:er|ers)(?![\w'’-])", re.IGNORECASE)


def _the_doing(match: re.Match[str], has_form: Callable[[str], bool]) -> str:
    word = match.group(0).lower()
    if has_form(word):
        return match.group(0)
    # Only when they write its "-ing" form ("cleaning", "charging", "cutting"): "shower" is not
    # "show" of a text that shows things.
    doing = match.group(1).lower() + "ing"
    return doing if has_form(doing) else match.group(0)


# Someone's or somewhere's number, of a folder that never says "number" but gives a telephone:
# "what's the ward's number?" of "Ward phone: 0113 496 0725" (not "my locker number").
_WHOSE_NUMBER = re.compile(r"(\b[a-z]+['’]s\s+)number\b|(\bthe\s+)number(?=\s+for\b)", re.IGNORECASE)


# What was not done, which a document writes as one word: "holiday I haven't taken" of "any
# untaken holiday", "bags we haven't opened" of "unopened bags".
_NOT_DONE = re.compile(r"\b(?:(?:i|we|you|they|he|she|it)\s+)?(?:haven't|hasn't|havent|hasnt|have not|has not|weren't|wasn't|not|never)\s+"
                       r"(?:been\s+)?([a-z]{3,}(?:ed|en|wn|ne|id|ht|ung|ead))\b", re.IGNORECASE)


def _undone(match: re.Match[str], has_form: Callable[[str], bool]) -> str:
    undone = "un" + match.group(1).lower()
    return undone if has_form(undone) else match.group(0)


def _phrase_said(key: str, passages: Iterable[str]) -> bool:
    """Whether a passage writes the phrase itself, its verb in any form: "pick up" of "Drop off
    and pick up are at the front steps", "picked up", "pick-up"."""
    first, *rest = key.split()
    said = re.compile(r"(?<![\w'’-])(?:" + "|".join(map(re.escape, _verb_forms(first))) + ")"
                      + "".join(r"[\s-]+" + re.escape(w) for w in rest) + r"(?![\w'’-])", re.IGNORECASE)
    return any(said.search(text) for text in passages)


def written_out(question: str, has_form: Callable[[str], bool],
                passages: Callable[[str], Iterable[str]] | None = None) -> str:
    """The question in the documents' words: each abbreviation or everyday word they never
    use, whose long form or term they hold, written their way; as typed otherwise. With
    `passages` (the passages a query finds), an idiom the documents write word for word is
    kept as typed."""

    def long_form(match: re.Match[str]) -> str:
        short = match.group(1).lower()
        long = _LONG[short]
        words = re.findall(r"[a-z]+", long)
        if has_form(short) or not all(has_form(light(w)) for w in words):
            return match.group(0)
        return long

    def their_term(match: re.Match[str]) -> str:
        typed = match.group(1).split()
        key = _SAID_AS[match.group(1).lower()]
        if key in KIN and match.group(0)[-2:] in ("'s", "’s"):
            return match.group(0)  # "Dad's account" is of the account, whoever the letter calls him
        idiom = key in _IDIOMS
        if held_in(match.group(0), has_form) or (not idiom and all(held_in(w, has_form) for w in typed)):
            return match.group(0)  # the documents' own word (a phrase: each of its words)
        # An idiom only where some passage writes it: "where do I pick her up?" of "Drop off and
        # pick up are at the front steps", not of "Collect on 25 June" about a hired dress.
        if idiom and passages is not None and all(held_in(w, has_form) for w in typed) and _phrase_said(key, passages(key)):
            return match.group(0)
        terms = _EVERYDAY[key]
        if match.group(0)[len(match.group(1)):].lower() in ("s", "es"):
            # Typed as a plural ("how many kids can come?"), a term the documents write as it is
            # comes first: "children" of "up to 15 children", not "child" (held only as a form of it).
            terms = tuple(t for t in terms if all(has_form(w) for w in t.split())) + terms
        term = next((t for t in terms if all(held_in(w, has_form) for w in t.split())), None)
        return match.group(0) if term is None else term

    question = _AROUND.sub(lambda m: f"{m[1]} {m[3]} {m[2].strip()}" if f"{m[1]} {m[3]}".lower() in _SAID_AS else m[0],
                           _SHORT.sub(long_form, question))
    question = _SUPERLATIVE.sub(lambda m: _plain_degree(m, has_form), _TYPED.sub(their_term, question))
    question = _AGENT.sub(lambda m: _the_doing(m, has_form), question)
    if not has_form("number") and has_form("phone"):
        question = _WHOSE_NUMBER.sub(lambda m: f"{m[1] or m[2]}phone", question)  # ... or "the number for ward 7"
    question = _NOT_DONE.sub(lambda m: _undone(m, has_form), question)
    question = arrival(question, has_form)
    question = _COMES_ROUND.sub(lambda m: _visit(m, has_form), question)
    question = _WHEN_THEY_COME.sub(lambda m: _coming(m, has_form), question)
    question = _HOW_TO_PAY.sub(lambda m: _payment(m, has_form), question)
    question = _when_next(question, has_form)
    question = _KIND_OF.sub(lambda m: m[0] if has_form(m[2].lower()) else m[1], question)
    question = _SMALL_COUNT.sub(lambda m: _in_digits(m, has_form), question)
    question = _DAY_OF_MONTH.sub(lambda m: m[1] + m[2] if has_form(m[2]) and not has_form(m[0][len(m[1]):].lower()) else m[0], question)
    question = TIME_OF_DAY.sub(lambda m: _clock_as_written(m, has_form), question)
    question = _WHERE_IT_IS.sub(lambda m: m[0] if held_in(m[2], has_form) else m[1], question)
    return _WHO_DOES.sub(lambda m: _doer(m, has_form), question)


# "What time should I get there?" of a letter that says "Please arrive by 9:30am": when one gets
# there, asked as a time (not "how do I get there?", which asks the way); so is "what time do we
# need to be at the karting?".
_ARRIVAL = re.compile(r"^(\s*(?:what time|when|how early|how soon)\b.*?\b)(?:get (?:there|here)\b|be (?:there|here)\b|be(?= at\b))", re.IGNORECASE)


def arrival(question: str, has_form: Callable[[str], bool]) -> str:
    """"How early should I get there?" as "how early should I arrive?", of documents that say
    "arrive" (or "report"). Read before the degree is left out of a question: "how should I get
    there?" asks the way."""
    # "Report", as a steward's letter says it: "Report to the North Stand entrance by 12.45pm".
    # (Not a noun's "arrival window 12pm to 2pm": the time booked, which a later "be there at 2.30
    # instead" may change.)
    said = next((word for word in ("arrive", "report") if has_form(word)), None)
    return question if said is None else _ARRIVAL.sub(rf"\1{said}", question)


# "What days does he come?" of a milk round's "he delivers on your road on Mondays, ...": what
# someone who comes to the door comes to do, where the documents never say "come".
_COMES_ROUND = re.compile(r"\b((?:does|do|will|would|did) (?:he|she|they) )come(?: round| by)?\b", re.IGNORECASE)
_VISITS = ("deliver", "visit", "collect")


def _visit(match: re.Match[str], has_form: Callable[[str], bool]) -> str:
    if held_in("come", has_form):
        return match.group(0)
    said = next((verb for verb in _VISITS if held_in(verb, has_form)), None)
    return match.group(0) if said is None else match.group(1) + said


# "How do I pay?" of a letter that says only "Payment is by bank transfer": the way to pay, which
# the documents say as the payment's ("pay" and "payment" are two words to the index).
_HOW_TO_PAY = re.compile(r"^(\s*how (?:do|can|should|will|must|would|could) (?:i|we|you) )pay\b", re.IGNORECASE)


def _payment(match: re.Match[str], has_form: Callable[[str], bool]) -> str:
    if has_form("pay") or not has_form("payment"):  # (held_in counts "payment" as a form of "pay"; the reader does not)
        return match.group(0)
    return match.group(1) + "make payment"


# ... and when they come, of a booking that says when they arrive: "when are they coming?" of "arriving
# between 9am and 11am" (when only: "where did they come from?" asks no arrival; "when will they come
# back?" may ask a return).
_WHEN_THEY_COME = re.compile(r"^(\s*(?:when|what time|what day)\b.*?\b(?:is|are|will|would|does|do|could|can) (?:he|she|they) )(come|coming)\b"
                          r"(?!\s+(?:back|in|into|out|off|up|down|over|from)\b)", re.IGNORECASE)  # (not "coming back": returning)


def _coming(match: re.Match[str], has_form: Callable[[str], bool]) -> str:
    if not held_in("arrive", has_form):
        return match.group(0)
    return match.group(1) + ("arriving" if match.group(2).lower() == "coming" else "arrive")


# "When should it be tuned again?" of a report that says "Next tuning recommended in six months":
# when a thing is done again is when it is next done.
_WHEN_AGAIN = re.compile(r"^(\s*(?:when|what time|what date|what day|how soon)\b.*?\b)again\b", re.IGNORECASE)
# ... but not being allowed to take something up again: "when can I drive again?" of a discharge
# letter's "You should not drive for at least 7 days" (whose "next" is of something else).
_RESUMING = re.compile(r"\b(?:can|could|may)\s+(?:i|we|you|he|she|they)\b", re.IGNORECASE)


def _when_next(question: str, has_form: Callable[[str], bool]) -> str:
    if held_in("again", has_form) or not has_form("next") or _RESUMING.search(question):
        return question
    return _WHEN_AGAIN.sub(r"\1next", question)


# "What kind of DBS check do I need?" asks which DBS check, of a letter that says "you need an
# enhanced DBS check" and never "kind" (a form's "Type: enhanced" keeps the word).
_KIND_OF = re.compile(r"^(\s*(?:what|which)\s+)(kind|type|sort)s?\s+of\s+", re.IGNORECASE)


# "How much is two hours parking?" of a tariff whose rows say "Up to 2 hours": a small count
# before what it counts, which the documents write only in digits.
_DIGITS = {w: str(n) for n, w in enumerate("two three four five six seven eight nine ten eleven twelve".split(), start=2)}
_SMALL_COUNT = re.compile(rf"\b({'|'.join(_DIGITS)})(?=\s+[a-z])", re.IGNORECASE)


# "What are we doing on the 19th?" of a schedule that writes "Sunday 19 January": the day as
# the documents write it, where they never write it as an ordinal.
# (A day after "on the", "by the", ...: not "the 22nd most liveable city".)
_DAY_OF_MONTH = re.compile(r"\b((?:on|by|until|till|from|before|after) the )([12]?\d|3[01])(?:st|nd|rd|th)\b(?!\s+centur)", re.IGNORECASE)


# "Where is the show held?", "where is the office located?": its verb says where, as a letter's "at
# Hollins Leisure Centre" does without it; where the documents never use it, the question is
# where the thing is.
_WHERE_IT_IS = re.compile(r"^(\s*where\b.*?)\s+(held|located|situated|based|hosted)\b(?=\s*\??\s*$)", re.IGNORECASE)


def _clock_as_written(match: re.Match[str], has_form: Callable[[str], bool]) -> str:
    """"What happens at 8pm?" of a programme whose rows say "8.00pm" (and "8.00pm" of one that says
    "8pm"): a time of day on the hour, the way the documents write it (a lexicon.TIME_OF_DAY match;
    a 24-hour time is left as typed)."""
    if match["half"] is None:
        return match[0]
    hour, minutes, half = match["hour"].lstrip("0"), match["minutes"] or "00", match["half"].lower()
    dotted, joined = f"{hour}.{minutes}", f"{hour}{half}"
    if has_form(dotted if match["minutes"] else joined):
        return match[0]  # written as the documents write it
    if match["minutes"] is None and has_form(dotted) and has_form(half):
        return f"{dotted}{half}"  # "8pm" of "8.00pm"
    if minutes == "00" and has_form(joined):
        return joined  # "8.00pm" of "8pm"
    return match[0]


def _in_digits(match: re.Match[str], has_form: Callable[[str], bool]) -> str:
    digits = _DIGITS[match[1].lower()]
    return digits if has_form(digits) and not has_form(match[1].lower()) else match[0]


# "Who is handling our claim?", "who can supervise me?": the verb of a "who" question, which
# the documents may only say as the one who does it ("your claims handler", "a supervisor");
# and of a "how many" one: "how many can play in a match?" of "no more than four players".
_WHO_DOES = re.compile(r"^(\s*(?:who\s+(?:(?:is|are|was|were|will|can|could|should|must|may|does|do|did)\s+(?:be\s+)?)?"
                       r"|how many\s+(?:people\s+)?(?:can|may|could|will|should)\s+))([a-z]{4,})\b", re.IGNORECASE)


def _doer(match: re.Match[str], has_form: Callable[[str], bool]) -> str:
    verb = match[2]
    doer = next((d for d in doers(light(verb)) if has_form(d)), None)
    # A verb the documents hold only in an irregular form ("made" of "payments are made") gives
    # way to its doer where they write one: "who makes the inverter?" of a "maker" column.
    form = light(verb)
    said = has_form(form) or any(has_form(f) for f in inflected(form))
    if doer is None or said:
        return match[0]
    return f"{match[1]}{doer}"
