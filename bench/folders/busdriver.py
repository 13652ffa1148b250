"""A bus driver's papers (the thirty-third session): the duty card as CSV, the depot rules, the
fares and tickets guide, the accident procedure, the licence and CPC reminder and the union rep's
email; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is a train conductor's: the roster as CSV, the ticket
acceptance guide, the lost property procedure, the staff travel rules, the uniform letter and the
manager's briefing, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "duty_card.csv": """\
day,duty,sign on,route,sign off
Monday,Duty 14,05:42,Route 36,13:57
Tuesday,Duty 14,05:42,Route 36,13:57
Wednesday,Rest day,,,
Thursday,Duty 22,12:10,Route 8,20:31
""",
    "depot_rules.md": """\
# Depot rules

- Sign on: at the output window, 10 minutes before your duty
- Defect sheet: fill in before every journey
- Fuel: buses are refuelled by the night shift

Uniform must be worn at all times on duty. Report sickness to the duty controller at least 2 hours before your sign-on time, on 0161 555 0142.
""",
    "fares_guide.txt": """\
Fares and tickets

Single fare: £2 anywhere in the city. Children under 5 travel free.

Older person's passes are valid after 9:30am on weekdays and all day at weekends. Contactless is accepted on every bus.
""",
    "accident_procedure.txt": """\
After an accident

Stop, switch on the hazard lights and check for injuries. Call 999 if anyone is hurt.

Take the names and addresses of witnesses, and fill in an incident report before you finish your duty.
""",
    "licence_reminder.txt": """\
Licence and CPC reminder

Driver: Kofi Mensah
Driving licence expires: 12 January 2029
CPC card expires: 3 September 2027

You need 35 hours of periodic training before your CPC expires. You have completed 28 hours.
""",
    "union_email.txt": """\
Hi all,

The new pay deal has been agreed: 4.5% from 1 April, and Sunday working goes up to time and a half.

Branch meeting is on Wednesday 12 May at the social club, 7pm.

Dave (union rep)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The duty card.
    ("what time do I sign on Monday", "duty_card.csv", "05:42"),
    ("what route am I on Thursday", "duty_card.csv", "Route 8"),
    ("when do I finish on Tuesday", "duty_card.csv", "13:57"),
    ("is Wednesday a rest day", "duty_card.csv", "Rest day"),
    # The depot.
    ("where do I sign on", "depot_rules.md", "output window"),
    ("how early do I sign on", "depot_rules.md", "10 minutes before"),
    ("how do I report sick", "depot_rules.md", "2 hours before"),
    ("who refuels the buses", "depot_rules.md", "night shift"),
    # Fares.
    ("how much is a single", "fares_guide.txt", "£2"),
    ("do kids pay", "fares_guide.txt", "under 5 travel free"),
    ("when can bus pass holders travel", "fares_guide.txt", "after 9:30am"),
    ("can people pay by card", "fares_guide.txt", "Contactless"),
    # Accidents.
    ("what do I do after an accident", "accident_procedure.txt", "hazard lights"),
    ("when do I fill in the incident report", "accident_procedure.txt", "before you finish your duty"),
    # The licence.
    ("when does my CPC run out", "licence_reminder.txt", "3 September 2027"),
    ("how many more training hours do I need", "licence_reminder.txt", "28 hours"),
    # The union.
    ("what's the pay rise", "union_email.txt", "4.5%"),
    ("what do we get for Sundays now", "union_email.txt", "time and a half"),
    ("when is the branch meeting", "union_email.txt", "Wednesday 12 May"),
    # Subjects the papers never mention.
    ("can I take my break at the terminus", None, ""),
    ("how much holiday do drivers get", None, ""),
    ("is there a canteen at the depot", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "roster.csv": """\
date,turn,book on,book off
2027-09-06,Turn 301,06:15,14:20
2027-09-07,Turn 305,13:40,22:05
2027-09-09,Spare,08:00,16:00
""",
    "ticket_guide.md": """\
# Ticket acceptance

- Off-peak tickets: not valid on trains leaving before 9:30am on weekdays
- Railcards: a third off most fares
- Bikes: up to 2 per train, free, no booking needed

Passengers without a ticket who boarded at a station with a working ticket machine must pay the full anytime fare.
""",
    "lost_property.txt": """\
Lost property

Items found on trains are handed in at the end station and logged the same day. Passengers can report a lost item online; items are kept for 3 months.
""",
    "staff_travel.txt": """\
Staff travel

You and your partner get free travel on our trains, and 75% off on other companies' trains. Your children get the same until they are 18.
""",
    "uniform_letter.txt": """\
Dear Megan,

Your new uniform will be ready to collect from the depot stores from 20 September. Bring your old jacket to swap.

Stores
""",
    "briefing.txt": """\
Weekly briefing

Engineering works close the line between Hebden and Todmorden on 18 and 19 September; replacement buses run every 30 minutes.

Please remind passengers that the 17:42 is now 5 carriages long.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The roster.
    ("what time do I book on on the 7th", "roster.csv", "13:40"),
    ("what am I on on the 9th", "roster.csv", "Spare"),
    # Tickets.
    ("can off-peak tickets be used at 8am", "ticket_guide.md", "not valid"),
    ("how much off is a railcard", "ticket_guide.md", "a third off"),
    ("how many bikes can go on a train", "ticket_guide.md", "up to 2"),
    ("what if someone has no ticket", "ticket_guide.md", "full anytime fare"),
    # Lost property.
    ("how long is lost property kept", "lost_property.txt", "3 months"),
    # Staff travel.
    ("does my partner get free travel", "staff_travel.txt", "partner get free travel"),
    ("how much off other companies' trains", "staff_travel.txt", "75%"),
    # The uniform.
    ("when can I pick up my new uniform", "uniform_letter.txt", "20 September"),
    # The briefing.
    ("when is the line closed", "briefing.txt", "18 and 19 September"),
    ("how often are the replacement buses", "briefing.txt", "every 30 minutes"),
    # Subjects the papers never mention.
    ("do I get a meal allowance", None, ""),
    ("what's the pay rise this year", None, ""),
    ("can I take my dog to work", None, ""),
]
