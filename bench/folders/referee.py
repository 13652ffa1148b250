"""A grassroots football referee's papers (the forty-first session): the appointment email, the
match fees as a table, the code of conduct, the expenses claim as CSV, the assessment letter and
the league secretary's message. Its validation folder is a cricket umpire's: the appointments
letter, the match fees as CSV, the playing conditions, the kit notes, the reporting guide and the
umpires' secretary's text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "appointment_email.txt": """\
Match appointment

Referee: Callum Reid. Match: Horsforth St Margarets v Yeadon Celtic, Division 2.
Saturday 11 October, kick-off 2pm, at Cragg Wood Playing Fields. Please arrive at least 45 minutes
before kick-off and confirm the appointment by Thursday.
""",
    "match_fees.md": """\
# Match fees

| competition | referee | assistant |
|---|---|---|
| Division 1 | £40 | £30 |
| Division 2 | £35 | £25 |
| County Cup | £45 | £35 |
""",
    "code_of_conduct.txt": """\
Code of conduct

Referees must not take charge of a match involving a club they play for or are a member of. Send off
reports must reach the county FA within two days of the match.
""",
    "expenses_claim.csv": """\
date,match,miles,fee
20 September,Otley Town v Pool AFC,14,£35
27 September,Guiseley Res v Rawdon,9,£35
""",
    "assessment_letter.txt": """\
Your assessment on 4 October scored 74 out of 100. Positioning at corners was good; work on selling
your decisions with clearer signals. Two more assessments are needed for promotion to level 6.
""",
    "secretary_message.txt": """\
League secretary: match fees are paid in cash by the home club before kick-off. Mileage is 30p a mile
and is added to the fee.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is kick off", "appointment_email.txt", "2pm"),
    ("where is the match", "appointment_email.txt", "Cragg Wood Playing Fields"),
    ("when should I get there", "appointment_email.txt", "45 minutes"),
    ("when do I have to confirm by", "appointment_email.txt", "by Thursday"),
    ("how much is a Division 2 match", "match_fees.md", "£35"),
    ("how much does an assistant get in the County Cup", "match_fees.md", "£35"),
    ("can I referee my own club", "code_of_conduct.txt", "must not take charge"),
    ("how long do I have to send a red card report", "code_of_conduct.txt", "within two days"),
    ("how many miles did I do on 27 September", "expenses_claim.csv", "9"),
    ("what did I score in my assessment", "assessment_letter.txt", "74 out of 100"),
    ("what do I need to work on", "assessment_letter.txt", "clearer signals"),
    ("how many assessments do I need for promotion", "assessment_letter.txt", "Two more"),
    ("who pays me", "secretary_message.txt", "the home club"),
    ("how much is mileage", "secretary_message.txt", "30p a mile"),
    ("is there a dress code", None, ""),
    ("what happens if the pitch is frozen", None, ""),
    ("do I get a free drink in the clubhouse", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "appointments_letter.txt": """\
Umpire appointments: Airedale and Wharfedale League

Umpire: Mr D. Patel. Your first game is Burley v Menston, Saturday 2 May, start 1.30pm. Please be at
the ground by 12.45pm to inspect the pitch with the captains.
""",
    "match_fees.csv": """\
division,fee
Premier,£60
Division 1,£50
Division 2,£45
""",
    "playing_conditions.txt": """\
Playing conditions

Each side bats for a maximum of 50 overs. Tea is taken between innings and lasts 20 minutes. No new
bowler may start an over after 7.30pm.
""",
    "kit_notes.txt": """\
Umpires wear a white coat or the league's navy top, dark trousers and black shoes. Bring a counter,
a spare ball and a pencil.
""",
    "reporting_guide.txt": """\
After each game, enter the result and any player conduct reports online by 10am on Monday.
""",
    "secretary_text.txt": """\
Umpires' secretary: the league meeting is on 14 April at Otley CC at 7.30pm, please come if you can.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does my first game start", "appointments_letter.txt", "1.30pm"),
    ("when do I need to be at the ground", "appointments_letter.txt", "12.45pm"),
    ("how much is a Premier game", "match_fees.csv", "£60"),
    ("how many overs are there", "playing_conditions.txt", "50 overs"),
    ("how long is tea", "playing_conditions.txt", "20 minutes"),
    ("what should I wear", "kit_notes.txt", "white coat"),
    ("what do I need to bring", "kit_notes.txt", "a counter"),
    ("when do I have to report the result", "reporting_guide.txt", "by 10am on Monday"),
    ("when is the league meeting", "secretary_text.txt", "14 April"),
    ("who is playing in my first game", "appointments_letter.txt", "Burley v Menston"),
    ("when can't a new bowler start", "playing_conditions.txt", "after 7.30pm"),
    ("is there a mileage allowance", None, ""),
    ("what happens if it rains", None, ""),
    ("who pays my fee", None, ""),
]
