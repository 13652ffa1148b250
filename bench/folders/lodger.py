"""A householder's papers for taking in a lodger (the thirty-ninth session): the lodger agreement,
the house rules, the rent record as CSV, the rent-a-room tax note, the deposit receipt and the
lodger's text. Its validation folder is a live-in carer's: the placement agreement, the care
plan's routine as a table, the time off rota as CSV, the house notes, the agency's pay slip and
the family's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "lodger_agreement.txt": """\
Lodger agreement

Householder: Margaret Ellis, 7 Linden Road. Lodger: Tomasz Nowak.
Room: the back bedroom, furnished, with use of the kitchen, lounge and bathroom.
Rent: £550 a month, including bills and broadband, due on the 1st of each month.
Either of us can end this agreement by giving one month's notice in writing.
The lodger may not have overnight guests without the householder's agreement.
""",
    "house_rules.md": """\
# House rules

- Quiet after 10.30pm on weeknights, please.
- No smoking anywhere in the house or garden.
- Wash up your own things straight after cooking.
- Bins go out on Wednesday night: black bin one week, recycling the next.
- The washing machine is free to use; please don't use the tumble dryer between 4pm and 7pm.
""",
    "rent_record.csv": """\
month,paid on,amount,method
January,2027-01-01,£550,bank transfer
February,2027-02-02,£550,bank transfer
March,2027-03-01,£550,bank transfer
April,2027-04-05,£300,cash
""",
    "tax_note.txt": """\
Rent a Room Scheme: a note from my accountant

You can earn up to £7,500 a year tax-free from letting furnished accommodation in your home. If
your rent goes over that, you must fill in a tax return. Keep a record of every payment.
You do not need to tell your mortgage lender for a lodger, but you must tell your home insurer.
""",
    "deposit_receipt.txt": """\
Received from Tomasz Nowak the sum of £550 as a deposit, on 28 December 2026.
The deposit will be returned within 14 days of the lodger leaving, less the cost of any damage.
Signed: M. Ellis
""",
    "lodger_text.txt": """\
Hi Margaret, sorry the April rent was short, I'll pay the other £250 on Friday when I get paid.
Also my sister is visiting on the 18th; would it be OK if she stays one night? Tom
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much rent does Tom pay", "lodger_agreement.txt", "£550 a month"),
    ("are bills included", "lodger_agreement.txt", "including bills"),
    ("when is the rent due", "lodger_agreement.txt", "1st of each month"),
    ("how much notice do I need to give him", "lodger_agreement.txt", "one month's notice"),
    ("can he have friends to stay", "lodger_agreement.txt", "overnight guests"),
    ("what time is quiet time", "house_rules.md", "10.30pm"),
    ("when do the bins go out", "house_rules.md", "Wednesday night"),
    ("when can't the tumble dryer be used", "house_rules.md", "between 4pm and 7pm"),
    ("when did he pay February's rent", "rent_record.csv", "2027-02-02"),
    ("how much did he pay in April", "rent_record.csv", "£300"),
    ("how much can I earn tax free", "tax_note.txt", "£7,500"),
    ("do I need to tell my mortgage lender", "tax_note.txt", "do not need"),
    ("do I need to tell my insurer", "tax_note.txt", "must tell your home insurer"),
    ("how much was the deposit", "deposit_receipt.txt", "£550"),
    ("when does the deposit have to be returned", "deposit_receipt.txt", "within 14 days"),
    ("when will Tom pay the rest of April's rent", "lodger_text.txt", "Friday"),
    ("who is coming to stay on the 18th", "lodger_text.txt", "my sister"),
    ("is there parking for the lodger", None, ""),
    ("can the lodger have a pet", None, ""),
    ("what's the council tax discount", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "placement_agreement.txt": """\
Live-in care placement: Mr Arthur Bell, Whitby
Carer: Grace Mensah, through Homecare Partners
Placement: 3 weeks on, 1 week off. Start date: Monday 7 June.
Daily rate: £135. Two hours' break each day, and a private bedroom with TV.
""",
    "routine.md": """\
# Arthur's day

| time | what |
|---|---|
| 8am | tablets with breakfast (blister pack, morning slot) |
| 10am | walk to the harbour if dry, with his frame |
| 12.30pm | lunch, soft diet |
| 3pm | district nurse visits on Tuesdays and Fridays |
| 9pm | bed; check the pressure mattress is on |
""",
    "time_off.csv": """\
week starting,carer,notes
2027-06-07,Grace,first week
2027-06-28,Ola,Grace's week off
2027-07-05,Grace,
""",
    "house_notes.txt": """\
Notes for carers

The key safe by the back door has code 2580. The stopcock is under the kitchen sink. Arthur's
daughter does the food shop online; it arrives on Thursdays. Don't let the cat out at night.
""",
    "pay_slip.txt": """\
Homecare Partners: pay slip, Grace Mensah, week ending 13 June
7 days at £135: £945.00
Holiday pay accrued: £114.07
Paid to your account on 18 June.
""",
    "family_email.txt": """\
Hi Grace, Dad's GP appointment is on Wednesday 16 June at 11.20 at the Eskside surgery; a taxi is
booked for 11am. He likes his tea weak with two sugars! Any worries, call me on 07700 900412.
Best, Helen
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the daily rate", "placement_agreement.txt", "£135"),
    ("how long is each placement", "placement_agreement.txt", "3 weeks on, 1 week off"),
    ("how long is my break", "placement_agreement.txt", "Two hours"),
    ("when does Arthur take his tablets", "routine.md", "8am"),
    ("when does the district nurse come", "routine.md", "Tuesdays and Fridays"),
    ("what diet is Arthur on", "routine.md", "soft diet"),
    ("who covers Grace's week off", "time_off.csv", "Ola"),
    ("what's the key safe code", "house_notes.txt", "2580"),
    ("where is the stopcock", "house_notes.txt", "under the kitchen sink"),
    ("when does the shopping come", "house_notes.txt", "Thursdays"),
    ("how much holiday pay have I built up", "pay_slip.txt", "£114.07"),
    ("when is Arthur's GP appointment", "family_email.txt", "Wednesday 16 June"),
    ("how does Arthur like his tea", "family_email.txt", "weak with two sugars"),
    ("what's Helen's number", "family_email.txt", "07700 900412"),
    ("is there a car I can use", None, ""),
    ("what is Arthur allergic to", None, ""),
    ("who is the agency manager", None, ""),
]
