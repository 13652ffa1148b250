"""An amateur theatre cast member's papers (the thirty-fourth session): the casting email, the
rehearsal schedule as CSV, the costume notes, the company's rules, the ticket information and the
director's message; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is a dance school show parent's: the show
letter, the rehearsal times as CSV, the costume list, the backstage rules, the ticket details and
the teacher's message, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "casting_email.txt": """\
Hi Robin,

We're delighted to offer you the part of Mr Bumble in our spring production of Oliver! Performances are 23 to 26 April at the Corn Exchange, 7:30pm, with a 2:30pm matinee on the Saturday.

Please confirm by 10 January.

Helen (company secretary)
""",
    "rehearsals.csv": """\
date,time,scenes
Tuesday 14 January,7pm-9:30pm,Act 1 read-through
Thursday 16 January,7pm-9:30pm,Workhouse scenes
Sunday 19 January,2pm-5pm,Songs with the band
""",
    "costume_notes.txt": """\
Costumes

Mr Bumble: long coat and hat from our store, you provide black trousers and black shoes. Costume fitting is on 8 February at the wardrobe room.

Please do not take costumes home.
""",
    "company_rules.md": """\
# Company rules

- Membership is £25 a year, due before the first rehearsal
- Lines should be learnt by 1 March
- Tell the stage manager if you will miss a rehearsal

Every member helps with either set building or front of house.
""",
    "ticket_info.txt": """\
Tickets

Adults £14, under 16s £8. Tickets go on sale on 1 March from the Corn Exchange box office and online. Each cast member gets two free tickets for the dress rehearsal.
""",
    "director_message.txt": """\
Sam: Great first read, everyone. Robin, can you work on the accent for the workhouse scene? And we need a volunteer to run the raffle on the Saturday.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # Casting.
    ("what part am I playing", "casting_email.txt", "Mr Bumble"),
    ("when are the performances", "casting_email.txt", "23 to 26 April"),
    ("what time is the matinee", "casting_email.txt", "2:30pm"),
    ("when do I have to confirm by", "casting_email.txt", "10 January"),
    # Rehearsals.
    ("when is the read-through", "rehearsals.csv", "Tuesday 14 January"),
    ("what are we doing on the 19th", "rehearsals.csv", "Songs with the band"),
    # Costume.
    ("what do I need to bring for my costume", "costume_notes.txt", "black trousers"),
    ("when is the costume fitting", "costume_notes.txt", "8 February"),
    ("can I take my costume home", "costume_notes.txt", "do not take costumes home"),
    # Rules.
    ("how much is membership", "company_rules.md", "£25 a year"),
    ("when do I need to know my lines", "company_rules.md", "1 March"),
    ("what if I can't make a rehearsal", "company_rules.md", "stage manager"),
    # Tickets.
    ("how much are tickets for kids", "ticket_info.txt", "£8"),
    ("do I get free tickets", "ticket_info.txt", "two free tickets"),
    ("when do tickets go on sale", "ticket_info.txt", "1 March"),
    # The director.
    ("what does the director want me to work on", "director_message.txt", "accent"),
    # Subjects the papers never mention.
    ("is there an after show party", None, ""),
    ("who is playing Fagin", None, ""),
    ("can I bring my dog to rehearsals", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "show_letter.txt": """\
Summer show

Dear parents,

Our summer show is on Saturday 5 July at the Riverside Theatre. Dancers arrive at 12 noon; the show starts at 2pm and finishes at about 4:30pm.

Miss Kerry
""",
    "rehearsal_times.csv": """\
class,rehearsal
Baby ballet,Saturday 28 June 10am
Junior tap,Saturday 28 June 11am
Senior modern,Sunday 29 June 1pm
""",
    "costume_list.txt": """\
Costumes

Junior tap: red leotard (provided), black tap shoes and tan tights. Hair in a high bun. No jewellery on stage.
""",
    "backstage_rules.md": """\
# Backstage

- Only registered chaperones backstage
- Dancers stay in their dressing room until called
- No photos or filming during the show

A DVD of the show can be ordered for £15.
""",
    "ticket_details.txt": """\
Tickets

£10 each, children under 3 free on a lap. Buy from the school office from 2 June. There is a limit of four tickets per family.
""",
    "teacher_message.txt": """\
Miss Kerry: Junior tap, please practise the ending at home, the last eight counts are still messy! Lily's mum has kindly offered to do hair on the day.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The show.
    ("when is the show", "show_letter.txt", "Saturday 5 July"),
    ("what time do dancers arrive", "show_letter.txt", "12 noon"),
    # Rehearsals.
    ("when is the junior tap rehearsal", "rehearsal_times.csv", "11am"),
    # Costumes.
    ("what colour tights", "costume_list.txt", "tan tights"),
    ("how should her hair be", "costume_list.txt", "high bun"),
    ("can she wear earrings", "costume_list.txt", "No jewellery"),
    # Backstage.
    ("can I film the show", "backstage_rules.md", "No photos or filming"),
    ("how much is the DVD", "backstage_rules.md", "£15"),
    # Tickets.
    ("how much are tickets", "ticket_details.txt", "£10 each"),
    ("how many tickets can we buy", "ticket_details.txt", "four tickets"),
    # The teacher.
    ("who is doing hair", "teacher_message.txt", "Lily's mum"),
    # Subjects the papers never mention.
    ("is there a raffle", None, ""),
    ("can grandparents sit together", None, ""),
    ("where do we park", None, ""),
]
