"""A resident's papers about a neighbour's noise (the forty-fourth session): the council's noise
team letter, the noise diary as a table, the housing association's reply, the mediation service's
email and a note. Its validation folder is a parking dispute's: the residents' association's
letter, the parking rules, the incidents as CSV, the council's reply and a message, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "council_letter.txt": """\
Your noise complaint about 14B Carlton Court has been logged as case NS-30418. Please keep the
enclosed diary sheets for 4 weeks and send them back to us. An officer may fit a noise recorder in
your flat for up to 7 nights. Our out-of-hours noise line runs Friday and Saturday, 10pm to 3am.
""",
    "noise_diary.md": """\
# Noise diary

| date | time | what |
|---|---|---|
| Fri 7 March | 11.40pm to 2.10am | loud bass music |
| Sat 8 March | 1am to 3.30am | shouting and banging doors |
| Wed 12 March | 7am | drilling |
| Fri 14 March | midnight to 2am | loud bass music |
""",
    "housing_reply.txt": """\
Thank you for reporting this. We have written to the tenant at 14B reminding them of their tenancy
terms on noise. DIY noise is allowed between 8am and 6pm on weekdays. If it continues we will
offer mediation first.
""",
    "mediation_email.txt": """\
Carlton Mediation can meet you and your neighbour separately, then together if you both agree.
The service is free and confidential. Your mediator is Grace Obi, who will call you this week.
""",
    "note.txt": """\
Recorder fitted on 18 March, collected on 25 March. Spoke to the neighbour on the stairs, he said he
didn't know the music carried. Use the noise app to record too.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my case number", "council_letter.txt", "NS-30418"),
    ("how long should I keep the diary", "council_letter.txt", "4 weeks"),
    ("how long can the recorder stay", "council_letter.txt", "up to 7 nights"),
    ("when does the out of hours noise line run", "council_letter.txt", "Friday and Saturday, 10pm to 3am"),
    ("what happened on Saturday 8 March", "noise_diary.md", "shouting and banging doors"),
    ("when was the drilling", "noise_diary.md", "Wed 12 March"),
    ("what time did the music stop on the 14th", "noise_diary.md", "2am"),
    ("what did the housing association do", "housing_reply.txt", "written to the tenant"),
    ("when is DIY allowed", "housing_reply.txt", "between 8am and 6pm on weekdays"),
    ("does mediation cost anything", "mediation_email.txt", "free"),
    ("who is the mediator", "mediation_email.txt", "Grace Obi"),
    ("when was the recorder fitted", "note.txt", "18 March"),
    ("what did the neighbour say", "note.txt", "didn't know the music carried"),
    ("when was the recorder taken away", "note.txt", "25 March"),
    ("can the neighbour be evicted", None, ""),
    ("can I call the police about the noise", None, ""),
    ("what's the neighbour's name", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "residents_letter.txt": """\
The residents' association has had complaints about vans parked across the dropped kerbs on Elm
Grove. The next residents' meeting is on Thursday 10 April at 7pm in the church hall.
""",
    "parking_rules.txt": """\
Each flat has one allocated bay. Visitors may use the visitor bays for up to 48 hours. Commercial
vans over 3.5 tonnes must not park on the estate. Cars without a permit will be ticketed.
""",
    "incidents.csv": """\
date,what,photo
2 March,white van blocking the kerb,yes
5 March,car in my bay,yes
9 March,van on the grass verge,no
""",
    "council_reply.txt": """\
Parking across a dropped kerb is an offence we can enforce with a £70 fine, reduced to £35 if paid
within 14 days. Report it online with the registration and a photo.
""",
    "message_from_neighbour.txt": """\
Sorry about the van in your bay on the 5th, my brother was visiting. It won't happen again. Dev, flat 6
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the residents meeting", "residents_letter.txt", "Thursday 10 April"),
    ("where is the meeting", "residents_letter.txt", "church hall"),
    ("how many bays does each flat get", "parking_rules.txt", "one allocated bay"),
    ("how long can visitors park", "parking_rules.txt", "48 hours"),
    ("can big vans park on the estate", "parking_rules.txt", "must not park"),
    ("what happened on 9 March", "incidents.csv", "van on the grass verge"),
    ("how much is the fine for blocking a kerb", "council_reply.txt", "£70"),
    ("how much if I pay the fine quickly", "council_reply.txt", "£35"),
    ("how do I report it", "council_reply.txt", "Report it online"),
    ("whose car was in my bay", "message_from_neighbour.txt", "my brother"),
    ("which flat is Dev in", "message_from_neighbour.txt", "flat 6"),
    ("did I take a photo on 2 March", "incidents.csv", "yes"),
    ("can I get a second bay", None, ""),
    ("who owns the grass verge", None, ""),
]
