"""A parent's nursery papers (the thirty-fifth session): the nursery's welcome pack, the sessions
as CSV, the funded hours letter, the sickness policy, the invoice and the key worker's note; fit,
its questions and expected text written before the tool was run on it, its failures read and
mended. Its validation folder is another parent's for a breakfast and after-school club: the
booking confirmation, the days as CSV, the club rules, the fees, the collection policy and the
club manager's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_pack.txt": """\
Little Acorns Day Nursery

Child: Freya Collins
Room: Caterpillars (ages 2 to 3)
Key worker: Aisha Rahman
Opening hours: 7:30am to 6pm, Monday to Friday, 51 weeks a year

Please label all clothes. Children need a spare set of clothes, wellies and a sun hat in their bag.
""",
    "sessions.csv": """\
day,session,hours
Monday,full day,8am-6pm
Wednesday,morning,8am-1pm
Thursday,full day,8am-6pm
""",
    "funded_hours_letter.txt": """\
Funded childcare

Your 30 hours code is 50012345678. It must be reconfirmed every 3 months through your childcare account. Funded hours cover childcare only; meals and consumables are charged at £6.50 a day.
""",
    "sickness_policy.md": """\
# When your child is ill

Children must stay at home for 48 hours after the last episode of sickness or diarrhoea. We can give Calpol only with your written consent.

Please phone us by 9am if your child will be absent.
""",
    "invoice.txt": """\
Invoice: June

Childcare: 92 hours, less 60 funded hours, 32 hours at £7.80 = £249.60
Meals and consumables: 12 days at £6.50 = £78.00
Total due: £327.60 by 5 June
""",
    "key_worker_note.txt": """\
Freya had a lovely day! She ate all her lunch and napped from 12:30 to 2pm. We're doing a trip to the farm next Friday; please send her in wellies.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The welcome pack.
    ("who is Freya's key worker", "welcome_pack.txt", "Aisha Rahman"),
    ("what time does nursery close", "welcome_pack.txt", "6pm"),
    ("what does she need in her bag", "welcome_pack.txt", "spare set of clothes"),
    ("which room is she in", "welcome_pack.txt", "Caterpillars"),
    # Sessions.
    ("what hours is Wednesday", "sessions.csv", "8am-1pm"),
    # Funded hours.
    ("what's our 30 hours code", "funded_hours_letter.txt", "50012345678"),
    ("how often do I reconfirm the code", "funded_hours_letter.txt", "every 3 months"),
    ("do funded hours cover meals", "funded_hours_letter.txt", "childcare only"),
    # Sickness.
    ("how long does she stay off after being sick", "sickness_policy.md", "48 hours"),
    ("can they give her Calpol", "sickness_policy.md", "written consent"),
    ("what time do I call if she's off", "sickness_policy.md", "by 9am"),
    # The invoice.
    ("how much is the June bill", "invoice.txt", "£327.60"),
    ("what's the hourly rate", "invoice.txt", "£7.80"),
    # The note.
    ("how long did she nap", "key_worker_note.txt", "12:30 to 2pm"),
    ("where is the trip", "key_worker_note.txt", "the farm"),
    # Subjects the papers never mention.
    ("do they do nappies", None, ""),
    ("is there a waiting list for the baby room", None, ""),
    ("can she bring a toy from home", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Kingsway Primary Wraparound Care

Child: Oscar Bennett, Year 2
Breakfast club: Monday and Tuesday
After-school club: Monday, Tuesday and Thursday
Start date: 8 September
""",
    "days.csv": """\
club,time,price
Breakfast club,7:45am-8:45am,£5.50
After-school club (short),3:15pm-4:30pm,£7.00
After-school club (long),3:15pm-6pm,£13.50
""",
    "club_rules.md": """\
# Club rules

- Breakfast is served until 8:20am
- Children must be signed in by an adult
- Homework time is 4pm to 4:30pm

Children go outside every day unless it is raining heavily, so send a coat.
""",
    "fees.txt": """\
Paying

Fees are paid half-termly in advance through ParentPay. Tax-Free Childcare and childcare vouchers are accepted. Sessions cancelled with less than a week's notice are charged.
""",
    "collection_policy.txt": """\
Collection

Only adults named on the booking form can collect. If you are late after 6pm, there is a £10 charge for every 15 minutes.
""",
    "manager_email.txt": """\
Dear Mr Bennett,

From next half term the club will run a Lego club on Thursdays. Oscar's place is confirmed for the long session on Thursdays.

Mrs Shah, Club Manager
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("which days is Oscar at breakfast club", "booking_confirmation.txt", "Monday and Tuesday"),
    ("when does he start", "booking_confirmation.txt", "8 September"),
    # Days and prices.
    ("how much is breakfast club", "days.csv", "£5.50"),
    ("what time does the long session finish", "days.csv", "6pm"),
    # Rules.
    ("until what time is breakfast served", "club_rules.md", "8:20am"),
    ("when is homework time", "club_rules.md", "4pm to 4:30pm"),
    ("does he need a coat", "club_rules.md", "send a coat"),
    # Fees.
    ("how do I pay", "fees.txt", "ParentPay"),
    ("can I use Tax-Free Childcare", "fees.txt", "Tax-Free Childcare and childcare vouchers are accepted"),
    # Collection.
    ("what if I'm late picking him up", "collection_policy.txt", "£10 charge"),
    ("can his grandma collect him", "collection_policy.txt", "Only adults named on the booking form"),
    # The manager.
    ("what's new on Thursdays", "manager_email.txt", "Lego club"),
    # Subjects the papers never mention.
    ("is there a holiday club", None, ""),
    ("do they walk children to swimming", None, ""),
    ("is there a nut free policy", None, ""),
]
