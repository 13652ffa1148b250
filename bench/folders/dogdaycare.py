"""A dog day care customer's papers (the thirty-sixth session, written before the tool was run on
them): the registration form, the day care rules, the prices as CSV, the week's booking as CSV,
the vaccination reminder and the owner's text. Its validation folder is a horse owner's at a
livery yard: the livery agreement, the yard rules, the services price list as CSV, the turnout
rota as CSV, the farrier's note and the yard manager's message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "registration.txt": """\
Happy Paws Day Care: registration

Dog: Bonnie (border terrier, 3 years)
Owner: Mrs Claire Dunn
Vet: Oakwood Vets, 01632 960 412
Notes: nervous of big dogs; no chicken treats
""",
    "rules.md": """\
# Day care rules

- Drop-off is between 7:30am and 9am; collection by 6pm
- Late collection is charged at £10 for every 15 minutes
- Dogs must be neutered if over 7 months old
- Please bring your dog's lunch in a named bag

Dogs who are unwell, or who have had kennel cough in the last 2 weeks, must stay at home.
""",
    "prices.csv": """\
option,price
Full day,£28
Half day,£18
Pick-up and drop-off,£6 each way
Bath before collection,£15
""",
    "booking.csv": """\
day,session,extras
Monday,full day,
Wednesday,half day,bath
Friday,full day,pick-up
""",
    "vaccination_reminder.txt": """\
Reminder from Happy Paws

Bonnie's annual booster was due on 2 March and we haven't yet seen her new vaccination card. Dogs can't come in without an up-to-date booster, so please bring it in by 16 March.
""",
    "owner_text.txt": """\
Hi Claire, it's Mel from Happy Paws. We're closed on Monday 26 May for the bank holiday, so Bonnie's Monday is moved to Tuesday that week. She loved the paddling pool today!
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the vet's number", "registration.txt", "01632 960 412"),
    ("what treats can't she have", "registration.txt", "no chicken treats"),
    ("what time can I drop her off", "rules.md", "between 7:30am and 9am"),
    ("what if I'm late picking her up", "rules.md", "£10 for every 15 minutes"),
    ("does she need to be neutered", "rules.md", "must be neutered if over 7 months old"),
    ("do I need to send food", "rules.md", "bring your dog's lunch"),
    ("how much is a full day", "prices.csv", "£28"),
    ("how much is a bath", "prices.csv", "£15"),
    ("what days is Bonnie booked", "booking.csv", "Monday"),
    ("which day is she having a bath", "booking.csv", "Wednesday"),
    ("when was her booster due", "vaccination_reminder.txt", "2 March"),
    ("when do I need to bring the vaccination card by", "vaccination_reminder.txt", "16 March"),
    ("are you open on the bank holiday", "owner_text.txt", "closed on Monday 26 May"),
    ("when is she going instead of Monday", "owner_text.txt", "Tuesday"),
    ("can she go if she has a cough", "rules.md", "must stay at home"),
    ("do you do overnight stays", None, ""),
    ("is there a discount for two dogs", None, ""),
    ("do you give walks", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "livery_agreement.txt": """\
Brook Farm Livery Yard: part livery agreement

Horse: Juniper (bay mare, 12 years)
Owner: Mr Daniel Price
Stable: number 7, top yard
Fee: £95 a week, paid monthly in advance
Notice: 4 weeks in writing by either side
""",
    "yard_rules.md": """\
# Yard rules

- The yard is open from 7am to 9pm; no riding in the dark
- Hats must be worn when riding, at all times
- Muck out by 10am; put the barrow away after use
- No dogs loose on the yard

Smoking is not allowed anywhere on the farm.
""",
    "services.csv": """\
service,price
Bring in and turn out,£4 a day
Rug change,£2
Hay net (extra),£3
Clipping,£40
""",
    "turnout_rota.csv": """\
week,field,gate duty
1,Top paddock,Stable 3
2,River field,Stable 7
3,Top paddock,Stable 5
""",
    "farrier_note.txt": """\
Farrier visit: Juniper had new front shoes on 3 February. Next shoeing in 6 weeks. Cost £85, paid to Gary Lowe directly.
""",
    "yard_manager_message.txt": """\
Morning Dan, Sophie here. The vet is coming for spring jabs on Thursday 11 March at 2pm; I'll hold Juniper if you're at work. Hay is going up to £6 a bale from April.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which stable is Juniper in", "livery_agreement.txt", "number 7"),
    ("how much is livery a week", "livery_agreement.txt", "£95 a week"),
    ("how much notice do I have to give", "livery_agreement.txt", "4 weeks"),
    ("what time does the yard close", "yard_rules.md", "9pm"),
    ("when do I have to muck out by", "yard_rules.md", "10am"),
    ("can I bring my dog", "yard_rules.md", "No dogs loose"),
    ("how much is a rug change", "services.csv", "£2"),
    ("how much is clipping", "services.csv", "£40"),
    ("which field is week 2", "turnout_rota.csv", "River field"),
    ("when is Juniper due to be shod", "farrier_note.txt", "6 weeks"),
    ("how much does the farrier charge", "farrier_note.txt", "£85"),
    ("when is the vet coming", "yard_manager_message.txt", "Thursday 11 March"),
    ("how much is hay going to be", "yard_manager_message.txt", "£6 a bale"),
    ("is there an indoor school", None, ""),
    ("can I have lessons", None, ""),
    ("is there a horse walker", None, ""),
]
