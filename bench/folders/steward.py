"""A volunteer steward's papers for a football stadium (the fifty-second session): the shift
confirmation, the match day rota as a table, the uniform note, the safety briefing and a text from
the supervisor. Its validation folder is a volunteer's for marshalling a half marathon: the
confirmation, the course points as CSV, the kit note, the marshal guidance and an email, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "shift_confirmation.txt": """\
Thanks for signing up to steward at Riverside Park for the match against Carlton Athletic on
Saturday 18 October. Report to the North Stand entrance by 12.45pm for a 3pm kick-off.
""",
    "rota.md": """\
# Match day rota

| time | task |
|---|---|
| 12.45pm | sign in and briefing |
| 1.30pm | gates open, ticket checks |
| 3pm | kick-off, stand duty |
| 4.50pm | exit duty |
""",
    "uniform_note.txt": """\
Your hi-vis bib and ID lanyard are collected at sign in and must be returned at the end of the shift.
Wear black trousers and sturdy shoes.
""",
    "safety_briefing.txt": """\
If you hear the code word "Mr Sands" over the radio, go straight to your nearest exit gate and wait
for instructions. Never leave your post without telling your supervisor.
""",
    "text.txt": """\
Hi all, free meal voucher for every steward this week, use it at the kiosk behind the West Stand. Jo
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do I need to be there", "shift_confirmation.txt", "by 12.45pm"),
    ("where do I report", "shift_confirmation.txt", "North Stand entrance"),
    ("who are we playing", "shift_confirmation.txt", "Carlton Athletic"),
    ("when do the gates open", "rota.md", "1.30pm"),
    ("what do I do at 4.50pm", "rota.md", "exit duty"),
    ("what should I wear", "uniform_note.txt", "Wear black trousers and sturdy shoes"),
    ("do I keep the bib", "uniform_note.txt", "must be returned at the end of the shift"),
    ("what does Mr Sands mean", "safety_briefing.txt", "go straight to your nearest exit gate"),
    ("can I leave my post", "safety_briefing.txt", "Never leave your post without telling your supervisor"),
    ("do we get food", "text.txt", "free meal voucher for every steward"),
    ("where do I use the voucher", "text.txt", "the kiosk behind the West Stand"),
    ("do I get paid", None, ""),
    ("can I watch the match", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "confirmation.txt": """\
You are marshalling at the Brookfield Half Marathon on Sunday 8 March. Please arrive at the
marshal tent on Victoria Green by 7.30am. The race starts at 9am.
""",
    "course_points.csv": """\
point,location,marshals
M1,Station Road crossing,4
M2,Canal bridge,2
M3,Mill Lane water station,6
M4,Park gates,3
""",
    "kit_note.txt": """\
Each marshal gets a whistle, a bottle of water and an orange tabard. Bring a waterproof coat.
""",
    "guidance.txt": """\
If a runner looks unwell, radio the medical team on channel 2 and stay with them until help arrives.
Do not give runners directions off the marked course.
""",
    "email.txt": """\
Hi Sunil, you are at M3 with Carol, who has marshalled there for five years. Thanks, Dev (race director)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the race", "confirmation.txt", "Sunday 8 March"),
    ("what time should I arrive", "confirmation.txt", "by 7.30am"),
    ("where is the marshal tent", "confirmation.txt", "Victoria Green"),
    ("how many marshals are at the water station", "course_points.csv", "6"),
    ("where is M4", "course_points.csv", "Park gates"),
    ("what do we get", "kit_note.txt", "a whistle, a bottle of water and an orange tabard"),
    ("what should I bring", "kit_note.txt", "a waterproof coat"),
    ("what if a runner is ill", "guidance.txt", "radio the medical team on channel 2"),
    ("who am I with", "email.txt", "Carol"),
    ("is there breakfast for marshals", None, ""),
    ("can I run the race too", None, ""),
]
