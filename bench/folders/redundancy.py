"""An employee's papers when made redundant (the forty-fourth session): the at-risk letter, the
consultation meeting notes, the redundancy pay sum as a table, the outplacement offer and a note to
self. Its validation folder is a resignation's: the resignation letter, the employer's reply, the
final pay as CSV, the handover plan and a reference email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "at_risk_letter.txt": """\
Dear Ian, we are proposing to close the Leeds print site, and your role as press operator is at risk
of redundancy. A consultation period of 30 days starts on 3 March. You may bring a colleague or a
union representative to each consultation meeting.
""",
    "meeting_notes.txt": """\
First consultation meeting, 6 March. Present: Ian Marsh, Carol Webb (HR), Stuart Lee (union rep).
Two roles at the Bradford site were offered as suitable alternatives; Ian has until 20 March to
decide. Ian asked about early retirement; HR will reply by 13 March.
""",
    "redundancy_pay.md": """\
# Redundancy pay

| part | amount |
|---|---|
| statutory redundancy pay | £11,718 |
| enhanced company payment | £4,000 |
| notice pay (12 weeks, in lieu) | £7,200 |
| untaken holiday, 6 days | £720 |
""",
    "outplacement_offer.txt": """\
All staff leaving under the site closure can use our outplacement service for 3 months: CV help,
interview practice and a careers adviser. The first £30,000 of redundancy pay is tax-free.
""",
    "note_to_self.txt": """\
Bradford is a 45 minute drive each way. Ask Stuart whether the trial period for the new role is
4 weeks. Last working day if I leave: 4 April.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what job is at risk", "at_risk_letter.txt", "press operator"),
    ("how long is the consultation", "at_risk_letter.txt", "30 days"),
    ("can I bring someone to the meetings", "at_risk_letter.txt", "colleague or a"),
    ("who was at the first meeting from HR", "meeting_notes.txt", "Carol Webb"),
    ("what jobs did they offer me", "meeting_notes.txt", "Two roles at the Bradford site"),
    ("when do I have to decide about Bradford", "meeting_notes.txt", "20 March"),
    ("when will HR reply about early retirement", "meeting_notes.txt", "13 March"),
    ("how much statutory redundancy pay will I get", "redundancy_pay.md", "£11,718"),
    ("how much is my notice pay", "redundancy_pay.md", "£7,200"),
    ("how much do I get for holiday I haven't taken", "redundancy_pay.md", "£720"),
    ("how long can I use the outplacement service", "outplacement_offer.txt", "3 months"),
    ("is redundancy pay taxed", "outplacement_offer.txt", "first £30,000"),
    ("how far is Bradford", "note_to_self.txt", "45 minute drive"),
    ("when is my last day", "note_to_self.txt", "4 April"),
    ("will my pension be affected", None, ""),
    ("can I claim Jobseeker's Allowance", None, ""),
    ("what's the union rep's phone number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "resignation_letter.txt": """\
Dear Ruth, please accept this letter as my resignation from my post as senior pharmacist. My notice
period is 8 weeks, so my last working day will be Friday 29 August. Thank you for your support.
""",
    "employer_reply.txt": """\
Thank you, Aisha. We accept your resignation. You have 9 days of holiday left, which you can take
before you leave or be paid for. Please return your ID badge and keys on your last day.
""",
    "final_pay.csv": """\
item,amount
August salary,£3,650
holiday pay,£1,260
car allowance,£300
""",
    "handover_plan.txt": """\
Hand over the controlled drugs audit to Tom by 15 August. Train Priya on the ordering system in
the week of 18 August. Leaving drinks on 28 August at the Swan, 5.30pm.
""",
    "reference_email.txt": """\
Hi Aisha, happy to be your referee for the hospital job. I'll send it within 2 working days of their
request. Best, Martin (Chief Pharmacist)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how long is my notice period", "resignation_letter.txt", "8 weeks"),
    ("when is my last day", "resignation_letter.txt", "Friday 29 August"),
    ("how much holiday have I got left", "employer_reply.txt", "9 days"),
    ("what do I need to give back", "employer_reply.txt", "ID badge and keys"),
    ("how much is my last salary payment", "final_pay.csv", "£3,650"),
    ("how much holiday pay will I get", "final_pay.csv", "£1,260"),
    ("who is taking over the audit", "handover_plan.txt", "Tom"),
    ("when do I train Priya", "handover_plan.txt", "week of 18 August"),
    ("where are the leaving drinks", "handover_plan.txt", "the Swan"),
    ("who is giving me a reference", "reference_email.txt", "Martin"),
    ("how quickly will the reference be sent", "reference_email.txt", "within 2 working days"),
    ("how much is the car allowance", "final_pay.csv", "£300"),
    ("will I get a leaving present", None, ""),
    ("do I have to work my notice", None, ""),
]
