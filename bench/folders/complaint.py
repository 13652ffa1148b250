"""A patient's family's papers about a hospital complaint (the forty-fourth session): the complaint
letter, the hospital's acknowledgement, the meeting notes, the timeline as a table and the final
response. Its validation folder is a complaint to a council about missed bin collections: the
online form's copy, the council's reply, the missed dates as CSV, the ombudsman letter and a note,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "complaint_letter.txt": """\
I am writing about my father, Frank Doyle, who was on Ward 12 from 3 to 10 May. He waited 9 hours
in A&E before being seen, his hearing aids were lost on the ward, and we were not told he had fallen
on 6 May. I would like an apology and a meeting with the ward manager.
""",
    "acknowledgement.txt": """\
Thank you for your complaint, reference PALS/25/0419. Your case officer is Naomi Clarke. We aim to
send a full response within 25 working days. If we need longer, we will let you know why.
""",
    "meeting_notes.txt": """\
Meeting on 2 June with Sister Joy Adams, ward manager. She apologised that the family was not told
about the fall. New hearing aids have been ordered from audiology at no cost. A&E waits are being
looked at by the emergency department's lead nurse.
""",
    "timeline.md": """\
# Timeline

| date | what happened |
|---|---|
| 3 May | arrived in A&E at 11am, seen at 8pm |
| 6 May | fell at night going to the toilet |
| 8 May | hearing aids missing |
| 10 May | discharged home |
""",
    "final_response.txt": """\
We uphold your complaint about communication and the lost hearing aids, and partly uphold it about
the wait in A&E. Staff on Ward 12 will have training on telling families about falls. If you are not
happy with this response, you can ask the Parliamentary and Health Service Ombudsman to look at it.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("which ward was dad on", "complaint_letter.txt", "Ward 12"),
    ("how long did he wait in A&E", "complaint_letter.txt", "9 hours"),
    ("what did we ask for", "complaint_letter.txt", "an apology and a meeting"),
    ("what's the complaint reference", "acknowledgement.txt", "PALS/25/0419"),
    ("who is the case officer", "acknowledgement.txt", "Naomi Clarke"),
    ("how long will the response take", "acknowledgement.txt", "25 working days"),
    ("who did we meet", "meeting_notes.txt", "Joy Adams"),
    ("who is paying for the new hearing aids", "meeting_notes.txt", "at no cost"),
    ("when did dad fall", "timeline.md", "6 May"),
    ("when was he discharged", "timeline.md", "10 May"),
    ("what time was he seen in A&E", "timeline.md", "8pm"),
    ("did they uphold the complaint", "final_response.txt", "We uphold your complaint"),
    ("what training will the staff have", "final_response.txt", "telling families about falls"),
    ("who can I go to if I'm not happy", "final_response.txt", "Parliamentary and Health Service Ombudsman"),
    ("can we get compensation", None, ""),
    ("was the fall his fault", None, ""),
    ("what's the ward manager's email", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "form_copy.txt": """\
Complaint submitted online on 4 November: our green garden waste bin at 22 Mill Road has been missed
four times since September. We pay £52 a year for this service. Complaint number CC-88120.
""",
    "council_reply.txt": """\
We are sorry your garden waste bin has been missed. The crew had been given an old route sheet,
which has now been fixed. We will extend your subscription by 4 weeks to make up for it.
""",
    "missed_dates.csv": """\
date,bin,reported
12 September,garden waste,online
26 September,garden waste,by phone
10 October,garden waste,online
24 October,garden waste,online
""",
    "ombudsman_letter.txt": """\
The Local Government Ombudsman will only look at your complaint once the council's own complaints
process has finished. This usually has two stages and takes up to 12 weeks.
""",
    "note.txt": """\
Collected on 7 November, first time in two months. Put the bin out by 7am, they come early now.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how many times was the bin missed", "form_copy.txt", "four times"),
    ("how much do we pay for garden waste", "form_copy.txt", "£52 a year"),
    ("what's my complaint number", "form_copy.txt", "CC-88120"),
    ("why was the bin missed", "council_reply.txt", "old route sheet"),
    ("what are they doing to make up for it", "council_reply.txt", "extend your subscription by 4 weeks"),
    ("when was the first missed collection", "missed_dates.csv", "12 September"),
    ("how did I report it on 26 September", "missed_dates.csv", "by phone"),
    ("when will the ombudsman look at it", "ombudsman_letter.txt", "once the council's own complaints"),
    ("how long does the council's process take", "ombudsman_letter.txt", "up to 12 weeks"),
    ("when was it finally collected", "note.txt", "7 November"),
    ("what time should the bin be out", "note.txt", "by 7am"),
    ("when did I complain", "form_copy.txt", "4 November"),
    ("can I get a refund", None, ""),
    ("is there a food waste bin", None, ""),
]
