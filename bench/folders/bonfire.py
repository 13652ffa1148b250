"""A volunteer's papers for a village bonfire night (the forty-fourth session): the committee's
letter, the volunteer rota as a table, the safety briefing, the ticket prices and a message from the
organiser. Its validation folder is a Halloween party's at a community centre: the flyer, the
helpers' jobs as CSV, the hall's rules, the food plan and a text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "committee_letter.txt": """\
Thank you for volunteering at the Ashby Bonfire Night on Saturday 8 November on the recreation
ground. Gates open at 5.30pm, the bonfire is lit at 6.30pm and the fireworks start at 7.15pm.
Volunteers should arrive by 4.30pm for a briefing in the pavilion.
""",
    "rota.md": """\
# Volunteer rota

| name | job | where |
|---|---|---|
| Priya | tickets | main gate |
| Owen | car park | school field |
| Megan | glow sticks stall | by the pavilion |
| you | first aid runner | first aid tent |
""",
    "safety_briefing.txt": """\
Keep the public behind the barrier, at least 25 metres from the fireworks. No sparklers are allowed
on the ground. If someone is hurt, radio the first aid tent on channel 2. Hi-vis vests must be worn
at all times.
""",
    "ticket_prices.txt": """\
Adults £8 on the gate, £6 in advance. Children under 16 £4. Under 5s free. Family ticket for two
adults and up to three children £20 in advance.
""",
    "organiser_message.txt": """\
Hi all, hot food and drinks for volunteers in the pavilion from 8pm. Please park at the church, not
on the school field. Any problems on the night, call me on 07700 900733. Gill
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is bonfire night", "committee_letter.txt", "Saturday 8 November"),
    ("what time do the fireworks start", "committee_letter.txt", "7.15pm"),
    ("what time do volunteers need to be there", "committee_letter.txt", "by 4.30pm"),
    ("what's my job", "rota.md", "first aid runner"),
    ("where is Owen working", "rota.md", "school field"),
    ("how far back should people stand", "safety_briefing.txt", "at least 25 metres"),
    ("can people bring sparklers", "safety_briefing.txt", "No sparklers"),
    ("what channel is first aid on", "safety_briefing.txt", "channel 2"),
    ("do I have to wear hi-vis", "safety_briefing.txt", "must be worn"),
    ("how much is an adult ticket on the gate", "ticket_prices.txt", "£8"),
    ("how much is a family ticket", "ticket_prices.txt", "£20"),
    ("do under 5s pay", "ticket_prices.txt", "Under 5s free"),
    ("where should volunteers park", "organiser_message.txt", "at the church"),
    ("what's Gill's number", "organiser_message.txt", "07700 900733"),
    ("is there a guy competition", None, ""),
    ("can dogs come", None, ""),
    ("what time does it finish", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "flyer.txt": """\
Halloween party at Westfield Community Centre, Friday 31 October, 5pm to 7.30pm, for ages 4 to 11.
Tickets £3 per child, adults free. Prize for the best costume at 6.30pm.
""",
    "helper_jobs.csv": """\
helper,job,time
Tom,face painting,5pm to 6pm
Ruth,apple bobbing,5.30pm to 6.30pm
Sanjay,disco,6pm to 7.30pm
""",
    "hall_rules.txt": """\
No real candles in the hall; use battery tea lights. The hall must be cleared and swept by 8.30pm.
Children must be collected by an adult.
""",
    "food_plan.txt": """\
Pumpkin soup, hot dogs and a vegetarian option. Please label anything with nuts. Squash and water
only, no fizzy drinks.
""",
    "text_from_ruth.txt": """\
I'll bring two washing-up bowls for the apple bobbing and some old towels. Can someone else bring
the apples? Ruth
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("when is the Halloween party", "flyer.txt", "Friday 31 October"),
    ("what ages is it for", "flyer.txt", "4 to 11"),
    ("how much is a ticket", "flyer.txt", "£3 per child"),
    ("when is the costume prize", "flyer.txt", "6.30pm"),
    ("who is doing the face painting", "helper_jobs.csv", "Tom"),
    ("what time is the disco", "helper_jobs.csv", "6pm to 7.30pm"),
    ("can we use candles", "hall_rules.txt", "No real candles"),
    ("when does the hall need to be cleared", "hall_rules.txt", "by 8.30pm"),
    ("are there fizzy drinks", "food_plan.txt", "no fizzy drinks"),
    ("is there a vegetarian option", "food_plan.txt", "vegetarian option"),
    ("what is Ruth bringing", "text_from_ruth.txt", "two washing-up bowls"),
    ("what does Ruth need someone to bring", "text_from_ruth.txt", "the apples"),
    ("is there a haunted house", None, ""),
    ("can parents stay", None, ""),
]
