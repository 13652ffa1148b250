"""A dog walker's business papers (the thirty-third session): the terms of service, the clients
as CSV, the business insurance schedule, the council's licence for the van, the price list and
a client's email; fit, its questions and expected text written before the tool was run on it,
its failures read and mended. Its validation folder is a house and pet sitter's: the booking
form, the house notes, the cat's care sheet, the sitter agreement, the visits as CSV and the
owner's text messages, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "terms.md": """\
# Pawsome Walks: terms of service

- Group walks: up to 4 dogs, 1 hour
- Solo walks: 45 minutes
- Cancellation: 24 hours' notice, or the walk is charged

Every new dog has a free meet and greet first. Dogs must be vaccinated and wormed, and owners must tell us of any aggression towards other dogs.

Dogs are walked off lead only with the owner's written permission.
""",
    "clients.csv": """\
dog,owner,breed,walk days
Bramble,Sue Carter,Spaniel,Monday and Thursday
Otis,Dev Patel,Labrador,every weekday
Pip,Anna Lowe,Terrier,Wednesday
""",
    "insurance.txt": """\
Business insurance schedule

Insured: Jo Bell t/a Pawsome Walks
Public liability: £2,000,000
Care, custody and control: up to £5,000 per dog
Key cover: £1,000
Renewal date: 1 August 2027
""",
    "van_licence.txt": """\
Dog transport licence

Vehicle: Ford Transit, reg LK21 PQW
Maximum dogs carried: 6, in separate crates

The van must not be left with dogs inside for more than 10 minutes. Licence reviewed every 3 years.
""",
    "price_list.txt": """\
Prices

Group walk: £14
Solo walk: £18
Puppy visit (30 minutes): £10
Weekend walks: £4 extra
""",
    "client_email.txt": """\
Hi Jo,

We're away from 12 to 19 June. Could Otis have a solo walk each day while we're gone? The key is in the safe by the back door; the code is 4471.

He's on new food, so please don't give him any treats.

Dev
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The terms.
    ("how many dogs on a group walk", "terms.md", "up to 4 dogs"),
    ("how long is a solo walk", "terms.md", "45 minutes"),
    ("what if a client cancels last minute", "terms.md", "charged"),
    ("can I let dogs off the lead", "terms.md", "written permission"),
    ("do dogs need to be vaccinated", "terms.md", "must be vaccinated"),
    # Clients.
    ("what days do I walk Bramble", "clients.csv", "Monday and Thursday"),
    ("what breed is Pip", "clients.csv", "Terrier"),
    ("who owns Otis", "clients.csv", "Dev Patel"),
    # Insurance.
    ("how much public liability do I have", "insurance.txt", "£2,000,000"),
    ("am I covered if I lose a key", "insurance.txt", "Key cover"),
    ("when is my insurance up for renewal", "insurance.txt", "1 August 2027"),
    # The van.
    ("how many dogs can I take in the van", "van_licence.txt", "6"),
    ("how long can I leave dogs in the van", "van_licence.txt", "10 minutes"),
    # Prices.
    ("how much do I charge for a solo walk", "price_list.txt", "£18"),
    ("how much extra for weekends", "price_list.txt", "£4 extra"),
    ("how much is a puppy visit", "price_list.txt", "£10"),
    # The client.
    ("when are the Patels away", "client_email.txt", "12 to 19 June"),
    ("where is Otis's key", "client_email.txt", "safe by the back door"),
    ("can I give Otis treats", "client_email.txt", "don't give him any treats"),
    # Subjects the papers never mention.
    ("do I need a DBS check", None, ""),
    ("how much do I charge for cats", None, ""),
    ("is Pip neutered", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_form.txt": """\
Booking form

Owner: Claire Dunn
Address: 8 Elm Grove, Harrogate
Dates: 2 to 9 August
Pets: Mabel (cat, 12 years old)
Emergency contact: Tom Dunn, 07700 900 321
""",
    "house_notes.md": """\
# House notes

- Wifi: network Dunn-Home, password on the fridge
- Bins: black bin goes out on Tuesday night
- Heating: leave it on the timer

Please water the tomatoes in the greenhouse every evening. The back door sticks; lift the handle to lock it.
""",
    "cat_care.txt": """\
Mabel's care

Feed her half a pouch at 7am and half at 6pm, with biscuits always down. She has a thyroid tablet every morning, hidden in a treat.

Her vet is Oak Vets, 01423 555 012. She must stay indoors at night.
""",
    "sitter_agreement.txt": """\
Sitter agreement

The fee is £45 a night, paid half on booking and half at the end. Guests are not allowed in the house.

If the sitter has to leave early, the owner's emergency contact must be told first.
""",
    "visits.csv": """\
date,task
2027-08-04,Window cleaner (let him into the garden)
2027-08-06,Parcel collection from neighbour at no. 10
""",
    "texts.txt": """\
Claire: Hi! Just to say the spare key is with the neighbour at number 10.
Claire: Mabel hides under the bed when the doorbell goes, don't worry.
Claire: Help yourself to anything in the freezer.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("what dates is the sit", "booking_form.txt", "2 to 9 August"),
    ("who is the emergency contact", "booking_form.txt", "Tom Dunn"),
    ("how old is Mabel", "booking_form.txt", "12 years old"),
    # The house.
    ("when do the bins go out", "house_notes.md", "Tuesday night"),
    ("where's the wifi password", "house_notes.md", "on the fridge"),
    ("how do I lock the back door", "house_notes.md", "lift the handle"),
    # The cat.
    ("what time does Mabel eat", "cat_care.txt", "7am"),
    ("how do I give her the tablet", "cat_care.txt", "hidden in a treat"),
    ("can she go out at night", "cat_care.txt", "indoors at night"),
    # The agreement.
    ("how much do I get a night", "sitter_agreement.txt", "£45 a night"),
    ("can I have a friend over", "sitter_agreement.txt", "Guests are not allowed"),
    # Visits.
    ("who is coming on the 4th", "visits.csv", "Window cleaner"),
    # The texts.
    ("where is the spare key", "texts.txt", "neighbour at number 10"),
    ("can I eat the food in the freezer", "texts.txt", "Help yourself"),
    # Subjects the papers never mention.
    ("is there a dog", None, ""),
    ("can I use the car", None, ""),
    ("where is the fuse box", None, ""),
]
