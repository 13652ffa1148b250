"""A pet owner's insurance claim papers (the forty-second session): the policy schedule, the vet's
invoice as CSV, the claim form notes, the excess and limits table, the insurer's letter and the
vet's email. Its validation folder is a phone insurance claim's: the policy summary, the claim
confirmation, the repair options as a table, the excess note, the courier email and the claim
update, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "policy_schedule.txt": """\
PetGuard Lifetime policy schedule
Policy number: PG-5530917
Pet: Bramble, springer spaniel, born 3 May 2021
Vet fees cover: £7,000 a year, renewed every year
Policy start date: 12 June 2024
Monthly premium: £38.26
""",
    "vet_invoice.csv": """\
date,treatment,cost
2 Oct,consultation,£65.00
2 Oct,x-ray of left front leg,£420.00
3 Oct,surgery to repair torn ligament,£2150.00
3 Oct,anaesthetic,£310.00
10 Oct,check-up and stitches out,£45.00
""",
    "claim_notes.txt": """\
Claim notes: Bramble went lame after chasing a ball on 1 October. The vet found a torn cruciate
ligament. Claim sent on 14 October; claim number CL-88013. The vet is claiming directly from the
insurer, so we only pay the excess.
""",
    "excess_and_limits.md": """\
# Excess and limits

| item | amount |
|---|---|
| fixed excess per condition | £99 |
| co-payment (pets aged 8 and over) | 20% of each claim |
| third party liability (dogs) | £2 million |
| boarding fees if you are in hospital | up to £1,000 |

Claims must be sent within 90 days of treatment.
""",
    "insurer_letter.txt": """\
Dear Mrs Hughes, we have approved claim CL-88013. We will pay £2,891.00 to Riverside Vets, after
taking off your £99 excess. Because this is a cruciate ligament condition, any future treatment for
the other leg will count as a new condition. Your premium will not go up because of this claim,
but it may change at renewal.
""",
    "vet_email.txt": """\
Hi, Bramble should have short lead walks only for 6 weeks, then build up slowly. Please book a
check-up at the end of November. Any questions, ring the surgery on 01633 555 210.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the policy number", "policy_schedule.txt", "PG-5530917"),
    ("how much are we covered for vet fees", "policy_schedule.txt", "£7,000 a year"),
    ("how much do we pay a month", "policy_schedule.txt", "£38.26"),
    ("how much was the x-ray", "vet_invoice.csv", "£420.00"),
    ("how much was the operation", "vet_invoice.csv", "£2150.00"),
    ("what happened to Bramble", "claim_notes.txt", "torn cruciate"),
    ("what's the claim number", "claim_notes.txt", "CL-88013"),
    ("do we have to pay the vet", "claim_notes.txt", "only pay the excess"),
    ("what's the excess", "excess_and_limits.md", "£99"),
    ("how long do we have to send a claim", "excess_and_limits.md", "90 days"),
    ("how much are they paying", "insurer_letter.txt", "£2,891.00"),
    ("will our premium go up", "insurer_letter.txt", "will not go up"),
    ("what if the other leg goes", "insurer_letter.txt", "new condition"),
    ("how long does she need short walks for", "vet_email.txt", "6 weeks"),
    ("when is her check-up", "vet_email.txt", "end of November"),
    ("does it cover dental work", None, ""),
    ("can we claim for physio", None, ""),
    ("is hydrotherapy covered", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "policy_summary.txt": """\
Gadget Cover: policy summary
Your phone is covered for accidental damage, theft and breakdown. Loss is not covered. You can
make up to two claims in any 12 months. Policy number GC-204417.
""",
    "claim_confirmation.txt": """\
We've received your claim GCL-73310 for a cracked screen on your Pixel 8, reported on 5 February.
""",
    "repair_options.md": """\
| option | time | cost to you |
|---|---|---|
| repair by post | 5 to 7 working days | £25 excess |
| repair in store | same day | £25 excess |
| replacement (if it can't be repaired) | 2 working days | £75 excess |
""",
    "excess_note.txt": """\
The excess is taken by card when you confirm the repair. If you cancel after the courier has
collected the phone, a £15 fee applies.
""",
    "courier_email.txt": """\
Your courier will collect the phone on Thursday 8 February between 8am and 6pm. Please remove the
SIM card and turn off Find My Device first.
""",
    "claim_update.txt": """\
Good news: your phone has been repaired and is on its way back to you. Tracking number
DX5548201GB.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("is losing my phone covered", "policy_summary.txt", "Loss is not covered"),
    ("how many claims can I make", "policy_summary.txt", "two claims"),
    ("what's my claim number", "claim_confirmation.txt", "GCL-73310"),
    ("how long does a postal repair take", "repair_options.md", "5 to 7 working days"),
    ("how much is the excess for a replacement", "repair_options.md", "£75"),
    ("how do I pay the excess", "excess_note.txt", "by card"),
    ("what if I cancel after it's collected", "excess_note.txt", "£15 fee"),
    ("when is the courier coming", "courier_email.txt", "Thursday 8 February"),
    ("do I need to take the SIM out", "courier_email.txt", "remove the"),
    ("what's the tracking number", "claim_update.txt", "DX5548201GB"),
    ("is my phone fixed", "claim_update.txt", "has been repaired"),
    ("do I get a loan phone", None, ""),
    ("is water damage covered abroad", None, ""),
    ("can I upgrade instead", None, ""),
]
