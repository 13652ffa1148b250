"""A householder's papers when the neighbours build a loft (the forty-fourth session): the party
wall notice, the agreed surveyor's letter, the schedule of condition as a table, a summary of the
award and the householder's own notes. Its validation folder is a boundary fence's: the neighbours'
letter, the title plan's note, the fencer's quote, the panels as CSV and a reply, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "party_wall_notice.txt": """\
Party Wall etc. Act 1996 notice from Mr and Mrs Doyle of 23 Elm Road to the owner of 21 Elm Road.
We intend to cut into the party wall to insert steel beams for a loft conversion.
Work is planned to start on 2 March. You have 14 days to reply to this notice.
If you do not reply, a dispute is taken to have arisen.
""",
    "surveyor_letter.txt": """\
I have been appointed as the agreed surveyor for both owners. The Doyles will pay my fee of £950.
I will visit 21 Elm Road on 18 February at 10am to record the condition of your side of the wall.
The visit takes about an hour and I will need to see the loft and the front bedroom.
""",
    "schedule_of_condition.md": """\
# Schedule of condition, 21 Elm Road

| room | what was found |
|---|---|
| front bedroom | hairline crack above the door, 300mm long |
| back bedroom | no defects |
| landing | damp stain on the ceiling near the loft hatch |
| loft | one cracked roof tile seen from inside |
""",
    "award_summary.txt": """\
Steel beams may be inserted only between 8am and 6pm on weekdays. No noisy work on Saturdays.
Any damage to 21 Elm Road will be made good by the Doyles at their cost.
The works must be finished within 12 months of the award.
""",
    "my_notes.txt": """\
Replied to the notice on 9 January, agreed to one surveyor to save money. Took my own photos of
the hairline crack on 17 February. The Doyles' builder is Castle Lofts, contact Rhys.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what are the neighbours building", "party_wall_notice.txt", "loft conversion"),
    ("when do they start the work", "party_wall_notice.txt", "2 March"),
    ("how long do I have to reply", "party_wall_notice.txt", "14 days"),
    ("what happens if I don't reply", "party_wall_notice.txt", "dispute is taken to have arisen"),
    ("who pays the surveyor", "surveyor_letter.txt", "The Doyles will pay"),
    ("how much is the surveyor", "surveyor_letter.txt", "£950"),
    ("when is the surveyor coming", "surveyor_letter.txt", "18 February"),
    ("which rooms does the surveyor need to see", "surveyor_letter.txt", "loft and the front bedroom"),
    ("what was wrong with the landing", "schedule_of_condition.md", "damp stain"),
    ("how long is the crack in the front bedroom", "schedule_of_condition.md", "300mm"),
    ("can they work on Saturdays", "award_summary.txt", "No noisy work on Saturdays"),
    ("who pays if my house gets damaged", "award_summary.txt", "made good by the Doyles"),
    ("when did I reply to the notice", "my_notes.txt", "9 January"),
    ("who is the builder", "my_notes.txt", "Castle Lofts"),
    ("do they have planning permission", None, ""),
    ("can they put scaffolding in my garden", None, ""),
    ("how much is the loft costing them", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "neighbour_letter.txt": """\
Dear Ms Kaur, the fence between our back gardens blew down in the storm on 12 January. We would like
to replace it with 1.8m close-board fencing and share the cost half and half.
Our fencer can do it in the week of 10 February. Tom and Lisa, 7 Bridge Street.
""",
    "title_plan_note.txt": """\
The T marks on the title plan show that the boundary on the left as you face the house
belongs to 7 Bridge Street. The back boundary belongs to the railway. There is no T mark on the right boundary.
""",
    "fencer_quote.txt": """\
Supply and fit 6 close-board panels with concrete posts and gravel boards: £1,140 including VAT.
Taking away the old fence: £90. Half payment on the day we start, the rest when we finish.
""",
    "panels.csv": """\
panel,state
1,flat on the ground
2,flat on the ground
3,leaning
4,broken post
5,fine
6,fine
""",
    "my_reply.txt": """\
Happy to share the new fence, but please could the posts be on your side as the fence is yours on
the plan. I'd rather the panels were stained dark brown. I'm away 14 to 16 February.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when did the fence come down", "neighbour_letter.txt", "12 January"),
    ("how tall is the new fence", "neighbour_letter.txt", "1.8m"),
    ("how do they want to split the cost", "neighbour_letter.txt", "half and half"),
    ("whose fence is it on the left", "title_plan_note.txt", "belongs to 7 Bridge Street"),
    ("who owns the back fence", "title_plan_note.txt", "the railway"),
    ("how much is the new fence", "fencer_quote.txt", "£1,140"),
    ("how much to take the old one away", "fencer_quote.txt", "£90"),
    ("when do we pay the fencer", "fencer_quote.txt", "Half payment on the day we start"),
    ("what state is panel 3 in", "panels.csv", "leaning"),
    ("what colour do I want the panels", "my_reply.txt", "dark brown"),
    ("when am I away", "my_reply.txt", "14 to 16 February"),
    ("which panel has a broken post", "panels.csv", "4"),
    ("does my home insurance cover the fence", None, ""),
    ("do we need planning permission for the fence", None, ""),
]
