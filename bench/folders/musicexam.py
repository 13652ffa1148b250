"""A music exam candidate's parent's papers (the thirty-third session): the exam entry
confirmation, the syllabus requirements, the practice plan as CSV, the teacher's lesson notes,
the exam centre directions and the results letter from last year; fit, its questions and
expected text written before the tool was run on it, its failures read and mended. Its
validation folder is a dance exam candidate's: the exam booking, the uniform list, the class
timetable as CSV, the examiner's report from last year, the fees invoice and the teacher's
email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "exam_entry.txt": """\
Exam entry confirmation

Candidate: Lily Chen
Instrument: Piano
Grade: 4
Date: Tuesday 16 November, 2:40pm
Centre: Harrogate Music Centre, Room 3

Arrive 15 minutes early. Bring your own copies of the pieces; photocopies are not allowed unless the original is also brought.
""",
    "syllabus.md": """\
# Grade 4 piano requirements

- Pieces: three, one from each of lists A, B and C (30 marks each)
- Scales and arpeggios: from memory (21 marks)
- Sight-reading: 21 marks
- Aural tests: 18 marks

The pass mark is 100 out of 150; merit is 120 and distinction 130.
""",
    "practice_plan.csv": """\
day,minutes,focus
Monday,30,Scales
Tuesday,30,Piece A
Wednesday,20,Sight-reading
Thursday,30,Piece B
Friday,20,Aural
""",
    "lesson_notes.txt": """\
Lesson notes

Lily's Piece C needs a slower start; use the metronome at 80. Her E flat major scale is still shaky, so practise it hands separately first.

Next lesson: Saturday at 10am, as usual.
""",
    "directions.txt": """\
Getting to the centre

The music centre is on Station Parade, opposite the library. There is a pay and display car park behind the building; the warm-up room is on the ground floor.
""",
    "results_letter.txt": """\
Grade 3 result

Candidate: Lily Chen
Mark: 124 out of 150
Result: merit

Certificates are sent to your teacher about 6 weeks after the exam.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The entry.
    ("when is Lily's exam", "exam_entry.txt", "Tuesday 16 November"),
    ("what time is her exam", "exam_entry.txt", "2:40pm"),
    ("what room is it in", "exam_entry.txt", "Room 3"),
    ("can we use photocopies", "exam_entry.txt", "not allowed"),
    # The syllabus.
    ("how many pieces does she play", "syllabus.md", "three"),
    ("what's the pass mark", "syllabus.md", "100 out of 150"),
    ("what do you need for a distinction", "syllabus.md", "130"),
    ("do scales have to be from memory", "syllabus.md", "from memory"),
    # Practice.
    ("how long should she practise on Monday", "practice_plan.csv", "30"),
    ("what is she practising on Wednesday", "practice_plan.csv", "Sight-reading"),
    # The lesson notes.
    ("what speed should the metronome be", "lesson_notes.txt", "80"),
    ("which scale is shaky", "lesson_notes.txt", "E flat major"),
    ("when is her next lesson", "lesson_notes.txt", "Saturday at 10am"),
    # Directions.
    ("where is the music centre", "directions.txt", "Station Parade"),
    ("where can we park", "directions.txt", "car park behind the building"),
    # Last year.
    ("what did she get in grade 3", "results_letter.txt", "merit"),
    ("when do certificates arrive", "results_letter.txt", "about 6 weeks"),
    # Subjects the papers never mention.
    ("how much was the exam fee", None, ""),
    ("who is the examiner", None, ""),
    ("can I sit in on the exam", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "exam_booking.txt": """\
Dance exam booking

Candidate: Maisie Hart
Exam: Ballet Grade 2
Date: Saturday 27 March
Time: 11:15am, arrive by 10:45am
Venue: Studio 1, Bellmont Dance School
""",
    "uniform_list.md": """\
# Exam uniform

- Pale pink leotard and pink tights
- Pink satin ballet shoes with elastic
- Hair in a neat bun with a hairnet

No jewellery may be worn in the exam.
""",
    "class_timetable.csv": """\
day,class,time
Monday,Grade 2 ballet,17:00
Wednesday,Exam practice,17:30
Saturday,Tap,09:30
""",
    "examiner_report.txt": """\
Examiner's report: Grade 1

Result: distinction, 82 marks
Strengths: musicality and lovely posture
To work on: pointed feet in the jumps
""",
    "fees_invoice.txt": """\
Invoice

Grade 2 ballet exam fee: £48
Extra exam practice classes (4): £24
Total: £72, due by 1 March
""",
    "teacher_email.txt": """\
Hi,

Parents can't watch the exam, but there is a waiting area with seats in the foyer. Results will be given to me about 4 weeks later.

Miss Clara
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The booking.
    ("when is Maisie's ballet exam", "exam_booking.txt", "Saturday 27 March"),
    ("what time do we need to be there", "exam_booking.txt", "10:45am"),
    # Uniform.
    ("what colour leotard", "uniform_list.md", "Pale pink"),
    ("how should her hair be", "uniform_list.md", "neat bun"),
    ("can she wear earrings", "uniform_list.md", "No jewellery"),
    # The timetable.
    ("when is exam practice", "class_timetable.csv", "Wednesday"),
    # The report.
    ("what did she get in grade 1", "examiner_report.txt", "distinction"),
    ("what does she need to work on", "examiner_report.txt", "pointed feet"),
    # Fees.
    ("how much is the exam fee", "fees_invoice.txt", "£48"),
    ("when is the invoice due", "fees_invoice.txt", "1 March"),
    # The teacher.
    ("can I watch the exam", "teacher_email.txt", "can't watch"),
    ("when will we get the result", "teacher_email.txt", "about 4 weeks"),
    # Subjects the papers never mention.
    ("is there parking at the dance school", None, ""),
    ("can she do grade 3 next year", None, ""),
    ("does she need tap shoes for the exam", None, ""),
]
