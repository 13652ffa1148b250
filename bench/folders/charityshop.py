"""A volunteer's papers for a charity bookshop (the forty-eighth session): the welcome letter,
the shop's rules, the rota as a table, the pricing guide and a text. Its validation folder is a
donor's for a furniture charity collection: the collection confirmation, the rules on what they
take, the items as CSV, the fire label note and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_letter.txt": """\
Welcome to the Oxfam Bookshop on Castle Street! Your induction is on Tuesday 4 March at 10am with
Margaret, the shop manager. Volunteers get 20% off books.
""",
    "shop_rules.txt": """\
Never take money from the till for change without a manager. Bags of donations left outside
must not be lifted alone. Tea breaks are 15 minutes per shift.
""",
    "rota.md": """\
# Volunteer rota

| day | morning | afternoon |
|---|---|---|
| Monday | Ken | Sophie |
| Tuesday | Margaret | Ana |
| Wednesday | Sophie | closed |
| Thursday | Ken | Ana |
""",
    "pricing_guide.txt": """\
Paperbacks are £2, hardbacks £3.50, and signed or first editions go to Margaret to check online.
""",
    "text.txt": """\
Hi Ana, could you do Wednesday morning instead of Thursday this week? Sophie's away. Margaret
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is my induction", "welcome_letter.txt", "Tuesday 4 March at 10am"),
    ("who is the shop manager", "welcome_letter.txt", "Margaret"),
    ("do volunteers get a discount", "welcome_letter.txt", "20% off books"),
    ("how long is a tea break", "shop_rules.txt", "15 minutes"),
    ("can I lift donation bags on my own", "shop_rules.txt", "must not be lifted alone"),
    ("who works Monday afternoon", "rota.md", "Sophie"),
    ("is the shop open Wednesday afternoon", "rota.md", "closed"),
    ("how much are paperbacks", "pricing_guide.txt", "£2"),
    ("what do I do with a signed book", "pricing_guide.txt", "go to Margaret to check online"),
    ("what does Margaret want me to do", "text.txt", "Wednesday morning instead of Thursday"),
    ("why is Sophie not in", "text.txt", "Sophie's away"),
    ("do volunteers get paid expenses", None, ""),
    ("can I bring my dog to the shop", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "collection_confirmation.txt": """\
Emmaus Furniture: collection from 5 Hazel Close on Thursday 15 May, between 8am and 1pm. Items:
sofa, dining table, four chairs. Collections are free.
""",
    "what_we_take.txt": """\
We cannot take sofas or armchairs without a fire safety label. Items must be clean and undamaged.
Mattresses are not accepted.
""",
    "items.csv": """\
item,room,condition
Sofa,living room,good
Dining table,kitchen,scratched top
Four chairs,kitchen,good
""",
    "fire_label_note.txt": """\
The fire label is usually sewn under the seat cushions or on the base of the sofa.
""",
    "message.txt": """\
The driver will ring 30 minutes before arriving, please keep your phone on. Emmaus
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are they collecting", "collection_confirmation.txt", "Thursday 15 May"),
    ("does it cost anything", "collection_confirmation.txt", "Collections are free"),
    ("will they take the sofa without a label", "what_we_take.txt", "cannot take sofas or armchairs without a fire safety label"),
    ("do they take mattresses", "what_we_take.txt", "Mattresses are not accepted"),
    ("what condition is the table in", "items.csv", "scratched top"),
    ("which room are the chairs in", "items.csv", "kitchen"),
    ("where do I find the fire label", "fire_label_note.txt", "under the seat cushions"),
    ("will the driver call first", "message.txt", "ring 30 minutes before"),
    ("what time window is the collection", "collection_confirmation.txt", "between 8am and 1pm"),
    ("what items are being collected", "collection_confirmation.txt", "sofa, dining table, four chairs"),
    ("do they take electrical items", None, ""),
    ("can I get a receipt for gift aid", None, ""),
]
