"""A host's papers for a photo booth at a party (the fifty-fourth session): the booking
confirmation, the packages as a table, the venue requirements, the terms and a text. Its
validation folder is a parent's for a face painter at a birthday party: the booking email, the
prices as CSV, the safety note, the terms and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
Photo booth booked for Priya's 40th, Saturday 22 November at the Oak Room, Fairfield Hotel.
Setup from 6:30pm, booth open 8pm to 11pm. Package: Gold.
""",
    "packages.md": """\
# Packages

| package | hours | price |
|---|---|---|
| Silver | 2 | £295 |
| Gold | 3 | £375 |
| Platinum | 4 | £450 |
""",
    "venue_requirements.txt": """\
We need a space of 3 by 3 metres and one plug socket within 5 metres. The booth cannot be set up
outside.
""",
    "terms.txt": """\
A £100 deposit secures the date; the balance is due 14 days before the event. Props and unlimited
prints are included. Extra hours are £80 each.
""",
    "text.txt": """\
Hi Priya, all photos will be in an online gallery the day after, I'll send you the link. Jas
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the booth open", "booking_confirmation.txt", "8pm to 11pm"),
    ("when can they start setting up", "booking_confirmation.txt", "6:30pm"),
    ("how much is the gold package", "packages.md", "£375"),
    ("how many hours is platinum", "packages.md", "4"),
    ("how much space does it need", "venue_requirements.txt", "3 by 3 metres"),
    ("can it go in the garden", "venue_requirements.txt", "cannot be set up"),
    ("when is the rest of the money due", "terms.txt", "14 days before the event"),
    ("are props included", "terms.txt", "Props and unlimited"),
    ("how much for an extra hour", "terms.txt", "£80 each"),
    ("when will we get the photos", "text.txt", "the day after"),
    ("is there a guest book", None, ""),
    ("can we have a green screen", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Thanks for booking Sparkle Faces for Maya's 6th birthday on Sunday 9 March, 2pm to 4pm, at 7
Beech Close. I can paint about 12 children an hour.
""",
    "prices.csv": """\
option,price
one hour,£70
two hours,£120
glitter tattoos add-on,£25
""",
    "safety_note.txt": """\
All paints are water-based and washable. I do a small patch test on the arm for children with
sensitive skin.
""",
    "terms.txt": """\
Payment in full on the day, by cash or bank transfer. Cancellations with less than 7 days' notice
are charged half the fee.
""",
    "message.txt": """\
Hi! Could you have a table and two chairs ready by a window? See you Sunday, Leanne
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time is she coming", "booking_email.txt", "2pm to 4pm"),
    ("how many kids can she do", "booking_email.txt", "about 12 children an hour"),
    ("how much is two hours", "prices.csv", "£120"),
    ("what do glitter tattoos cost", "prices.csv", "£25"),
    ("will the paint wash off", "safety_note.txt", "washable"),
    ("what about kids with sensitive skin", "safety_note.txt", "patch test"),
    ("when do I pay", "terms.txt", "Payment in full on the day"),
    ("what if we cancel the week before", "terms.txt", "charged half the fee"),
    ("what does she need us to set up", "message.txt", "a table and two chairs"),
    ("can I pay by bank transfer", "terms.txt", "cash or bank transfer"),
    ("does she do balloon modelling", None, ""),
    ("is she DBS checked", None, ""),
]
