"""A wedding guest's papers for a couple's gift list (the forty-seventh session): the invitation
insert, the gift list's terms, the list as a table, the RSVP email and a text. Its validation folder
is a friend's for a baby shower: the invitation, the games plan, the wish list as CSV, the venue note
and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "invitation_insert.txt": """\
Your presence is the best present! If you'd like to give a gift, Hannah and Luke's list is at
Wishful, list number 40881. The list closes on 30 June.
""",
    "list_terms.txt": """\
Gifts are delivered to the couple in one go after the wedding. Cash contributions to the honeymoon fund are welcome,
in any amount. Gift messages can be added at checkout.
""",
    "gift_list.md": """\
# Gift list

| gift | price | still wanted |
|---|---|---|
| stand mixer | £349 | 1 |
| towel set | £60 | 2 |
| picnic hamper | £85 | 0 |
| plant pots | £24 | 3 |
""",
    "rsvp_email.txt": """\
Please RSVP by 1 May to rsvp@hannahandluke.com and tell us any dietary needs. The wedding is on 19 July at Wren Hall.
""",
    "text.txt": """\
Shall we go halves on the towel set? Kirsty
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("where is the gift list", "invitation_insert.txt", "Wishful"),
    ("what's the list number", "invitation_insert.txt", "40881"),
    ("when does the list close", "invitation_insert.txt", "30 June"),
    ("when do the gifts get delivered", "list_terms.txt", "after the wedding"),
    ("can we give money instead", "list_terms.txt", "Cash contributions to the honeymoon fund are welcome"),
    ("how much is the stand mixer", "gift_list.md", "£349"),
    ("how many plant pots do they still want", "gift_list.md", "3"),
    ("when do I have to RSVP", "rsvp_email.txt", "1 May"),
    ("where is the wedding", "rsvp_email.txt", "Wren Hall"),
    ("what does Kirsty want to share", "text.txt", "towel set"),
    ("can I add a message", "list_terms.txt", "Gift messages can be added at checkout"),
    ("is there a dress code", None, ""),
    ("can I bring a plus one", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "invitation.txt": """\
Baby shower for Nadia! Sunday 14 September, 2pm to 5pm, at The Orangery, Fenwick Park. Afternoon tea provided.
""",
    "games_plan.txt": """\
Games: guess the bump size, baby photo match and nappy changing race. Prizes from Poundland!
""",
    "wish_list.csv": """\
item,price,bought
baby sling,£45,no
bath thermometer,£8,yes
muslin squares,£12,no
""",
    "venue_note.txt": """\
The Orangery has step-free access and a car park. Balloons are allowed but no confetti.
""",
    "message.txt": """\
Please bring a baby photo of yourself for the matching game! Jess
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the baby shower", "invitation.txt", "Sunday 14 September"),
    ("where is it", "invitation.txt", "The Orangery, Fenwick Park"),
    ("is there food", "invitation.txt", "Afternoon tea provided"),
    ("what games are we playing", "games_plan.txt", "guess the bump size"),
    ("how much is the baby sling", "wish_list.csv", "£45"),
    ("has someone bought the bath thermometer", "wish_list.csv", "yes"),
    ("can we throw confetti", "venue_note.txt", "no confetti"),
    ("is there parking", "venue_note.txt", "a car park"),
    ("what do I need to bring", "message.txt", "a baby photo of yourself"),
    ("what time does it finish", "invitation.txt", "5pm"),
    ("is it a boy or a girl", None, ""),
    ("can I bring my kids", None, ""),
]
