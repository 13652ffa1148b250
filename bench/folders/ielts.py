"""An English language test taker's papers (the forty-first session): the booking confirmation,
the test day timetable as a table, the ID rules, the fees as CSV, the results information and the
test centre's email. Its validation folder is a driving theory test's: the booking email, the test
parts as CSV, the ID rules, the rebooking terms, the results notes and the centre's directions,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "booking_confirmation.txt": """\
IELTS Academic: booking confirmed

Candidate: Wei Zhang. Candidate number 0457.
Written test on Saturday 12 April at Leeds Conference Centre, Room B. Speaking test on Friday 11
April at 3.20pm, same venue.
""",
    "test_day_timetable.md": """\
# Written test day

| time | what |
|---|---|
| 8.00am | registration opens |
| 8.45am | registration closes |
| 9.00am | Listening (30 minutes) |
| 9.40am | Reading (60 minutes) |
| 10.45am | Writing (60 minutes) |
""",
    "id_rules.txt": """\
Identification

Bring the same passport you used to book; photocopies are not accepted. If you arrive after
registration closes you will not be allowed to sit the test and you will not get a refund.
""",
    "fees.csv": """\
item,fee
IELTS Academic,£210
remark of one part,£75
extra results form,£10 each
""",
    "results_info.txt": """\
Results

Your results will be online 13 days after the written test. The Test Report Form is valid for two
years. You can ask for a remark within six weeks of the test date.
""",
    "centre_email.txt": """\
From: Leeds Test Centre
Only a clear water bottle and your passport are allowed in the exam room. Phones, watches and bags
go in the locked cloakroom. Pencils and erasers are provided.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my candidate number", "booking_confirmation.txt", "0457"),
    ("when is my speaking test", "booking_confirmation.txt", "Friday 11 April"),
    ("where is the written test", "booking_confirmation.txt", "Leeds Conference Centre"),
    ("what time does registration close", "test_day_timetable.md", "8.45am"),
    ("how long is the reading test", "test_day_timetable.md", "60 minutes"),
    ("can I bring a photocopy of my passport", "id_rules.txt", "photocopies are not accepted"),
    ("what happens if I'm late", "id_rules.txt", "not be allowed to sit the test"),
    ("how much does the test cost", "fees.csv", "£210"),
    ("how much is a remark", "fees.csv", "£75"),
    ("when will I get my results", "results_info.txt", "13 days after"),
    ("how long are the results valid", "results_info.txt", "two years"),
    ("how long do I have to ask for a remark", "results_info.txt", "within six weeks"),
    ("can I take my watch in", "centre_email.txt", "watches and bags"),
    ("do I need to bring a pencil", "centre_email.txt", "provided"),
    ("can I use a dictionary", None, ""),
    ("is there a café at the centre", None, ""),
    ("can I choose my speaking examiner", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "booking_email.txt": """\
Your car theory test is booked

Booking reference: 66129043. Date: Tuesday 3 June at 10.15am. Test centre: Bradford, Provincial
House, Tyrrel Street. Arrive 15 minutes early.
""",
    "test_parts.csv": """\
part,questions,pass mark
multiple choice,50,43
hazard perception,14 clips,44 out of 75
""",
    "id_rules.txt": """\
Bring your photocard driving licence. If you forget it, your test will be cancelled and you will
lose the fee.
""",
    "rebooking_terms.txt": """\
You can change or cancel your test free of charge up to 3 working days before it. After that you
will lose the £23 fee.
""",
    "results_notes.txt": """\
You'll get your result at the test centre straight after the test. A pass certificate is valid for
two years.
""",
    "directions.txt": """\
Provincial House is 5 minutes' walk from Bradford Interchange. There is no parking at the centre;
use the Sharpe Street car park.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my booking reference", "booking_email.txt", "66129043"),
    ("what time is my test", "booking_email.txt", "10.15am"),
    ("where is the test centre", "booking_email.txt", "Provincial House"),
    ("how many multiple choice questions are there", "test_parts.csv", "50"),
    ("what's the pass mark for hazard perception", "test_parts.csv", "44 out of 75"),
    ("what ID do I need", "id_rules.txt", "photocard driving licence"),
    ("can I change my test date", "rebooking_terms.txt", "free of charge"),
    ("how much is the fee", "rebooking_terms.txt", "£23"),
    ("when do I get my result", "results_notes.txt", "straight after the test"),
    ("where do I park", "directions.txt", "Sharpe Street car park"),
    ("how long is the certificate valid", "results_notes.txt", "two years"),
    ("can I bring my instructor", None, ""),
    ("is there a practice test", None, ""),
    ("can I take the test in Welsh", None, ""),
]
