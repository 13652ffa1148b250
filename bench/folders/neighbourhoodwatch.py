"""A member's papers for a neighbourhood watch scheme (the forty-ninth session): the welcome
letter, the scheme's guidelines, the contacts as a table, the police newsletter and a text. Its
validation folder is a member's for a residents' association: the letter, the rules, the
committee as CSV, the meeting note and an email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome.txt": """\
Welcome to the Orchard Way Neighbourhood Watch. There is no charge to join. Window stickers and a
street sign are free from your street coordinator.
""",
    "guidelines.txt": """\
Never approach anyone acting suspiciously. Report a crime in progress on 999, and anything else on
101 or online. Do not post photos of people on the WhatsApp group.
""",
    "contacts.md": """\
# Contacts

| role | name | phone |
|---|---|---|
| street coordinator | Barbara Hughes | 07700 900412 |
| deputy coordinator | Sanjay Mehta | 07700 900733 |
| PCSO | Officer Lee Grant | 101 |
""",
    "police_newsletter.txt": """\
There have been three shed break-ins on the estate since August. Mark bikes and tools with your
postcode; free UV pens are at the library.
""",
    "text.txt": """\
Hi all, the next street meeting is Thursday 6 March at 7.30pm at number 14. Barbara
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much does it cost to join", "welcome.txt", "There is no charge to join"),
    ("where can I get a sticker", "welcome.txt", "free from your street coordinator"),
    ("should I approach someone suspicious", "guidelines.txt", "Never approach anyone acting suspiciously"),
    ("what number do I call if it's not an emergency", "guidelines.txt", "101 or online"),
    ("can I post photos on the group", "guidelines.txt", "Do not post photos of people"),
    ("who is the street coordinator", "contacts.md", "Barbara Hughes"),
    ("what is Sanjay's number", "contacts.md", "07700 900733"),
    ("how many break-ins have there been", "police_newsletter.txt", "three shed break-ins"),
    ("where can I get a UV pen", "police_newsletter.txt", "at the library"),
    ("when is the next meeting", "text.txt", "Thursday 6 March at 7.30pm"),
    ("where is the meeting", "text.txt", "at number 14"),
    ("is there CCTV on the street", None, ""),
    ("do we patrol at night", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "letter.txt": """\
The Hillside Residents' Association represents the 240 homes of the Hillside estate. Membership is
£5 a household a year.
""",
    "rules.txt": """\
Any member may raise an item at the AGM by writing to the secretary two weeks before.
Votes are one per household.
""",
    "committee.csv": """\
role,name
chair,Dennis Porter
secretary,Amina Yusuf
treasurer,Kath Bell
""",
    "meeting_note.txt": """\
The AGM is on Tuesday 22 April at 7pm at the community centre.
On the agenda: parking on Hill Rise and the play area.
""",
    "email.txt": """\
Dear members, the litter pick is on Sunday 13 April, meet at the shops at 10. Amina
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is membership", "letter.txt", "£5 a household a year"),
    ("how many homes are there", "letter.txt", "240 homes"),
    ("how do I raise something at the AGM", "rules.txt", "writing to the secretary two weeks before"),
    ("how many votes do we get", "rules.txt", "one per household"),
    ("who is the treasurer", "committee.csv", "Kath Bell"),
    ("who is the chair", "committee.csv", "Dennis Porter"),
    ("when is the AGM", "meeting_note.txt", "Tuesday 22 April at 7pm"),
    ("what's on the agenda", "meeting_note.txt", "parking on Hill Rise and the play area"),
    ("when is the litter pick", "email.txt", "Sunday 13 April"),
    ("where do we meet for the litter pick", "email.txt", "at the shops"),
    ("is there a newsletter", None, ""),
    ("can renters join", None, ""),
]
