"""A book club member's papers (the thirty-fifth session's last round, run once on its final code,
nothing changed after): the club's welcome note, the reading list as CSV, the meeting guidelines,
the library's group loan terms, the host rota note and the organiser's email. Its validation
folder is a wine club subscriber's: the subscription summary, the cases as CSV, the tasting notes,
the delivery terms, the member offers and the club's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_note.txt": """\
Welcome to the Tuesday Readers!

We meet on the first Tuesday of each month at 7:30pm, in the back room of the Fox and Hounds.
Membership is £3 a meeting, which goes towards the room hire.
Organiser: Helen Price
""",
    "reading_list.csv": """\
month,book,author,chosen by
March,The Remains of the Day,Kazuo Ishiguro,Helen
April,Small Island,Andrea Levy,Tom
May,Klara and the Sun,Kazuo Ishiguro,Priya
""",
    "meeting_guidelines.md": """\
# How our meetings work

- Read as much as you can, but come along even if you haven't finished
- The person who chose the book leads the discussion
- Spoilers are fine after the first half hour

We vote on the next books at the December meeting.
""",
    "library_loan_terms.txt": """\
Reading group sets

The library lends sets of up to 12 copies for 8 weeks. There is no charge for registered groups. Lost copies cost £8 each.
""",
    "host_rota.txt": """\
Snacks rota: March, Tom; April, Priya; May, Helen. Please bring something vegetarian.
""",
    "organiser_email.txt": """\
Hi all,

The April meeting moves to Wednesday 9 April because of the Easter quiz. Same time, same place.

Helen
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do we meet", "welcome_note.txt", "first Tuesday of each month"),
    ("how much does it cost", "welcome_note.txt", "£3 a meeting"),
    ("where are the meetings", "welcome_note.txt", "Fox and Hounds"),
    ("what are we reading in April", "reading_list.csv", "Small Island"),
    ("who chose Klara and the Sun", "reading_list.csv", "Priya"),
    ("what if I haven't finished the book", "meeting_guidelines.md", "come along even if you haven't finished"),
    ("who leads the discussion", "meeting_guidelines.md", "chose the book"),
    ("when do we vote on the next books", "meeting_guidelines.md", "December meeting"),
    ("how many copies can the library lend", "library_loan_terms.txt", "up to 12 copies"),
    ("what if I lose a library copy", "library_loan_terms.txt", "£8 each"),
    ("when am I doing snacks", "host_rota.txt", "May, Helen"),
    ("when is the April meeting", "organiser_email.txt", "Wednesday 9 April"),
    ("is there parking at the pub", None, ""),
    ("can I bring my partner", None, ""),
    ("do we have a WhatsApp group", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "subscription_summary.txt": """\
Vineyard Direct: your subscription

Plan: Discovery Case, 6 bottles
Price: £69 a case, plus £5.99 delivery
Frequency: every 8 weeks
Next case: 14 March
You can skip or cancel a case up to 5 days before it is sent.
""",
    "cases.csv": """\
case,sent,wines
Winter Reds,10 January,"Rioja, Malbec, Côtes du Rhône, Primitivo, Shiraz, Chianti"
Spring Mix,14 March,"Sauvignon Blanc, Albariño, Pinot Noir, Rosé, Verdejo, Merlot"
""",
    "tasting_notes.md": """\
# Tasting notes: Spring Mix

The Albariño is crisp and citrusy; serve it well chilled with seafood.

The Pinot Noir is light and fruity and can be served slightly cool.
""",
    "delivery_terms.txt": """\
Delivery

Cases are delivered by courier on weekdays between 8am and 6pm. Someone over 18 must sign for them. If you are out, the courier tries again the next working day.
""",
    "member_offers.txt": """\
Member offers

Members get 15% off any extra bottles and free tasting tickets twice a year.
""",
    "club_email.txt": """\
Dear Ruth,

Your Spring Mix case is on its way. Use code SPRING10 for 10% off our Easter magnums until 31 March.

Vineyard Direct
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is a case", "subscription_summary.txt", "£69 a case"),
    ("how often do cases come", "subscription_summary.txt", "every 8 weeks"),
    ("when can I skip a case", "subscription_summary.txt", "up to 5 days before"),
    ("what was in the Winter Reds case", "cases.csv", "Rioja"),
    ("how should I serve the Albariño", "tasting_notes.md", "well chilled"),
    ("what goes with the Albariño", "tasting_notes.md", "seafood"),
    ("who has to sign for the delivery", "delivery_terms.txt", "over 18"),
    ("what if I'm out when it comes", "delivery_terms.txt", "tries again the next working day"),
    ("what discount do members get", "member_offers.txt", "15% off"),
    ("what's the discount code", "club_email.txt", "SPRING10"),
    ("when does the code run out", "club_email.txt", "31 March"),
    ("can I choose my own wines", None, ""),
    ("is there a non-alcoholic option", None, ""),
    ("can I send a case as a gift", None, ""),
]
