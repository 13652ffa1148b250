"""A family's papers for a photo shoot (the forty-fourth session): the photographer's booking, the
what-to-wear guide, the packages as a table, the gallery email and a note. Its validation folder is
a school photo order's: the school's letter, the order form as CSV, the proof card, the retake
notice and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking.txt": """\
Family shoot with Lily Moss Photography on Sunday 5 October at 4pm at Ashton Court,
meeting by the café. The session lasts about an hour. Session fee £95, paid, which includes one digital image.
""",
    "what_to_wear.txt": """\
Plain colours work best; avoid logos and bright patterns. Bring wellies if it has rained. If the
weather is bad, we move the shoot to the following Sunday at the same time.
""",
    "packages.md": """\
# Packages

| package | what you get | price |
|---|---|---|
| small | 5 digital images | £120 |
| medium | 10 digital images and a 10x8 print | £195 |
| large | all images and an album | £350 |
""",
    "gallery_email.txt": """\
Your online gallery is ready! Password: moss2025. It stays open for 14 days. Choose your favourites
and your package by 26 October for 10% off.
""",
    "note.txt": """\
Grandma wants a print of the one by the lake. Bring the dog's lead and treats,
Lily said dogs are welcome.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the photo shoot", "booking.txt", "Sunday 5 October"),
    ("where are we meeting", "booking.txt", "by the café"),
    ("how long is the session", "booking.txt", "about an hour"),
    ("how much was the session fee", "booking.txt", "£95"),
    ("what should we wear", "what_to_wear.txt", "Plain colours"),
    ("what if it rains", "what_to_wear.txt", "following Sunday"),
    ("how much is the medium package", "packages.md", "£195"),
    ("what do you get in the large package", "packages.md", "all images and an album"),
    ("what's the gallery password", "gallery_email.txt", "moss2025"),
    ("how long is the gallery open", "gallery_email.txt", "14 days"),
    ("when do we have to choose by", "gallery_email.txt", "26 October"),
    ("which photo does Grandma want", "note.txt", "the one by the lake"),
    ("can we bring the dog", "note.txt", "dogs are welcome"),
    ("how many images in the small package", "packages.md", "5 digital images"),
    ("can we get canvas prints", None, ""),
    ("how long until we get the photos", None, ""),
    ("is there parking at Ashton Court", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "school_letter.txt": """\
School photos are on Thursday 18 September. Siblings at the school will also have a photo together
at 8.30am; please bring them to the hall. Proof cards come home within 2 weeks.
""",
    "order_form.csv": """\
item,price
digital copy,£9.50
two 5x7 prints,£12
keyring,£7
""",
    "proof_card.txt": """\
Proof code HB-77231. Order online by 10 October for free delivery to school. Orders after that are
posted home at £3.50.
""",
    "retake_notice.txt": """\
Retakes are on Wednesday 1 October for anyone absent or unhappy with their photo.
Return the proof card to the office to book a retake.
""",
    "text_from_friend.txt": """\
Just ordered ours, the digital copy is the best value, you can print it yourself at Boots!
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when are school photos", "school_letter.txt", "Thursday 18 September"),
    ("what time is the sibling photo", "school_letter.txt", "8.30am"),
    ("when will the proof card come", "school_letter.txt", "within 2 weeks"),
    ("how much is a digital copy", "order_form.csv", "£9.50"),
    ("how much is the keyring", "order_form.csv", "£7"),
    ("what's the proof code", "proof_card.txt", "HB-77231"),
    ("when do we have to order by", "proof_card.txt", "10 October"),
    ("how much is postage if we're late", "proof_card.txt", "£3.50"),
    ("when are retakes", "retake_notice.txt", "Wednesday 1 October"),
    ("how do I book a retake", "retake_notice.txt", "Return the proof card"),
    ("what does my friend recommend", "text_from_friend.txt", "digital copy"),
    ("where can I print it", "text_from_friend.txt", "Boots"),
    ("can I get a mug", None, ""),
    ("is there a discount for siblings", None, ""),
]
