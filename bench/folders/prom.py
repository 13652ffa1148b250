"""A parent's papers for a Year 11 prom (the forty-fourth session): the school's prom letter, the
ticket email, the venue's information page, the dress hire receipt and the car booking as a table.
Its validation folder is a university's summer ball: the ball's ticket, the dress code page, the
coach timetable as CSV, the society's message and the tux hire terms, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "prom_letter.txt": """\
The Year 11 prom is on Friday 27 June at Ashdown Manor Hotel, from 7pm to 11pm.
Tickets are £45 and include a three-course meal and the DJ. Buy them on ParentPay by 30 May.
Students with more than two behaviour points in the summer term may not be allowed to attend.
""",
    "ticket_email.txt": """\
Ticket for Jade Mensah, table 9. Dietary choice: vegetarian. Please bring this email or the
school ID card to get in. No alcohol is allowed, and bags will be checked at the door.
""",
    "venue_page.txt": """\
Ashdown Manor Hotel, Forest Row. Drop off and pick up are at the front steps only.
Parking for parents is in the lower car park. The venue has a photo booth and step-free access
to the ballroom.
""",
    "dress_receipt.txt": """\
Dress hire: emerald satin gown, size 10, £60. Deposit £20, returned when the dress comes back.
Collect on 25 June, return by 30 June by 5pm. Late returns are charged £10 a day.
""",
    "cars.md": """\
# Cars

| what | who | when | cost |
|---|---|---|---|
| pick up from home | Silver Arrow limos | 6.15pm | £40 each, shared by 6 |
| going home | Dad | 11pm | - |
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the prom", "prom_letter.txt", "Friday 27 June"),
    ("what time does it finish", "prom_letter.txt", "11pm"),
    ("how much is a prom ticket", "prom_letter.txt", "£45"),
    ("when do we have to buy the ticket by", "prom_letter.txt", "30 May"),
    ("what table is Jade on", "ticket_email.txt", "table 9"),
    ("what meal did she choose", "ticket_email.txt", "vegetarian"),
    ("what does she need to get in", "ticket_email.txt", "school ID card"),
    ("where do parents park", "venue_page.txt", "lower car park"),
    ("where do I pick her up", "venue_page.txt", "front steps"),
    ("how much was the dress", "dress_receipt.txt", "£60"),
    ("when does the dress have to go back", "dress_receipt.txt", "30 June"),
    ("what if the dress is late back", "dress_receipt.txt", "£10 a day"),
    ("what time is the limo coming", "cars.md", "6.15pm"),
    ("who is taking her home", "cars.md", "Dad"),
    ("is there a dress code", None, ""),
    ("can parents come in for photos", None, ""),
    ("what's the DJ's name", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ball_ticket.txt": """\
Summer Ball 2025, Saturday 14 June, Wrenfield Park. Gates open at 6pm, last entry 9pm, ends at 3am.
Standard ticket £85, dining ticket £120. Wristbands are collected from the Students' Union from
9 June with your student card.
""",
    "dress_code.txt": """\
Dress code is black tie. Long dresses or suits are fine. Flat shoes are a good idea, as the site
is on grass. Coats can be left in the cloakroom for £2.
""",
    "coaches.csv": """\
leaves,from,to
5.30pm,Students' Union,Wrenfield Park
6.30pm,Students' Union,Wrenfield Park
1am,Wrenfield Park,Students' Union
3.15am,Wrenfield Park,Students' Union
""",
    "society_message.txt": """\
Drama Soc is meeting at the Crown at 4.30pm for pre-drinks, then getting the 5.30 coach together.
Priya has the group's dining tickets, so find her before the coach.
""",
    "tux_hire.txt": """\
Tux hire from Gentry Formal: jacket, trousers, shirt and bow tie for £49. Student discount 10%.
Return by noon on Monday 16 June, or a £15 late fee applies.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the summer ball", "ball_ticket.txt", "Saturday 14 June"),
    ("what time does the ball end", "ball_ticket.txt", "3am"),
    ("how much is a dining ticket", "ball_ticket.txt", "£120"),
    ("where do I get my wristband", "ball_ticket.txt", "Students' Union"),
    ("what's the dress code", "dress_code.txt", "black tie"),
    ("how much is the cloakroom", "dress_code.txt", "£2"),
    ("when is the last coach back", "coaches.csv", "3.15am"),
    ("where are drama soc meeting", "society_message.txt", "the Crown"),
    ("who has our tickets", "society_message.txt", "Priya"),
    ("how much is the tux", "tux_hire.txt", "£49"),
    ("when does the tux have to go back", "tux_hire.txt", "Monday 16 June"),
    ("is there a student discount on the tux", "tux_hire.txt", "10%"),
    ("are there vegan options at dinner", None, ""),
    ("can I bring a guest from another uni", None, ""),
]
