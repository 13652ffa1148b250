"""A volunteer's papers for a DBS check (the forty-fourth session): the charity's volunteer letter,
the DBS application guide, the ID documents list as a table, the update service page and a
confirmation email. Its validation folder is a new job's right to work check: the employer's email,
the share code page, the documents list as CSV, the start pack and a message, written at the same
time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "volunteer_letter.txt": """\
Thank you for offering to volunteer at Brightside Youth Club on Tuesday evenings. Because you will
work with under-18s, you need an enhanced DBS check before your first session. The charity pays
the fee. Your supervisor will be Kemi Adeyemi.
""",
    "application_guide.txt": """\
Fill in the online form with your addresses for the last 5 years. Then bring your ID documents to
the club office for checking. Most checks come back within 2 to 4 weeks. The certificate is sent
to your home address, not to us, so please show it to Kemi when it arrives.
""",
    "id_documents.md": """\
# ID documents

| group | examples | how many |
|---|---|---|
| group 1 | passport, birth certificate | at least one |
| group 2 | bank statement, council tax bill | enough to make three in all |
""",
    "update_service.txt": """\
The DBS Update Service costs £16 a year for paid staff and is free for volunteers. You must join
within 30 days of your certificate being issued. It lets other organisations check your
certificate online.
""",
    "confirmation_email.txt": """\
Your DBS application E0082214 was submitted on 2 October. You can track it online with this
reference and your date of birth.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what day will I volunteer", "volunteer_letter.txt", "Tuesday evenings"),
    ("what kind of DBS do I need", "volunteer_letter.txt", "enhanced DBS check"),
    ("who pays for the DBS", "volunteer_letter.txt", "The charity pays"),
    ("who is my supervisor", "volunteer_letter.txt", "Kemi Adeyemi"),
    ("how many years of addresses do I need", "application_guide.txt", "5 years"),
    ("where do I take my ID", "application_guide.txt", "club office"),
    ("how long does the check take", "application_guide.txt", "2 to 4 weeks"),
    ("where will the certificate be sent", "application_guide.txt", "your home address"),
    ("is a passport a group 1 document", "id_documents.md", "passport"),
    ("how many documents do I need in total", "id_documents.md", "three in all"),
    ("how much is the update service for volunteers", "update_service.txt", "free for volunteers"),
    ("how long do I have to join the update service", "update_service.txt", "within 30 days"),
    ("what's my application reference", "confirmation_email.txt", "E0082214"),
    ("when did I submit it", "confirmation_email.txt", "2 October"),
    ("what happens if I have a caution", None, ""),
    ("do I need a first aid certificate", None, ""),
    ("how old do I have to be to volunteer", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "employer_email.txt": """\
Welcome to Harbour Logistics! Before you start on Monday 1 September we need to check your right
to work in the UK. Please send us your share code and date of birth by 22 August.
""",
    "share_code_page.txt": """\
Get a share code online with your eVisa or biometric residence permit. A share code is 9 characters
long and lasts 90 days. You can get a new one at any time for free.
""",
    "documents.csv": """\
document,accepted
UK passport,yes
Irish passport,yes
full birth certificate with National Insurance number,yes
driving licence,no
""",
    "start_pack.txt": """\
Your first day starts at 8am at the Avonmouth depot. Bring steel toe-cap boots; we provide the hi-vis
and gloves. Your induction is with Gary Holt and lasts half a day.
""",
    "message_from_recruiter.txt": """\
Hi Tomasz, your share code worked fine, HR has everything now. See you on the 1st! Jenny
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when do I start", "employer_email.txt", "Monday 1 September"),
    ("what do they need from me", "employer_email.txt", "share code and date of birth"),
    ("when do they need my share code by", "employer_email.txt", "22 August"),
    ("how long does a share code last", "share_code_page.txt", "90 days"),
    ("how long is a share code", "share_code_page.txt", "9 characters"),
    ("does a share code cost anything", "share_code_page.txt", "for free"),
    ("can I use my driving licence", "documents.csv", "no"),
    ("what time do I start on my first day", "start_pack.txt", "8am"),
    ("what do I need to bring", "start_pack.txt", "steel toe-cap boots"),
    ("who is doing my induction", "start_pack.txt", "Gary Holt"),
    ("did my share code work", "message_from_recruiter.txt", "worked fine"),
    ("where is the depot", "start_pack.txt", "Avonmouth"),
    ("what's my salary", None, ""),
    ("do I get a parking space", None, ""),
]
