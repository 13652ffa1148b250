"""A scout leader's papers (the thirty-third session): the summer camp letter, the kit list,
the group's subs and fees notice, the meeting programme as CSV, the safeguarding card and the
district commissioner's email; fit, its questions and expected text written before the tool was
run on it, its failures read and mended. Its validation folder is a Duke of Edinburgh
participant's: the expedition joining instructions, the route card as CSV, the kit list, the
volunteering section's letter, the award fees and the leader's email, written at the same time
and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "camp_letter.txt": """\
Summer camp 2027

Dear parents,

This year's camp is at Broadstone Warren from Saturday 24 July to Saturday 31 July. We leave the scout hut at 9am and get back at about 4pm.

The cost is £210, including food, transport and all activities. A deposit of £50 is due by 30 April, with the balance by 30 June.

Mobile phones are not allowed at camp; the leaders' number for emergencies is 07700 900 456.
""",
    "kit_list.md": """\
# Camp kit list

- Sleeping bag and roll mat
- Waterproof jacket and trousers
- Two pairs of walking boots or trainers
- Torch with spare batteries
- Full uniform for the Sunday flag ceremony

Please label everything with your child's name. No sweets or fizzy drinks.
""",
    "subs_notice.txt": """\
Subscriptions

Termly subs are £45 per scout, paid through Online Scout Manager. A second child in the family pays £35.

If money is tight, please speak to the group leader in confidence; no young person misses out because of cost.
""",
    "programme.csv": """\
date,activity,meet
2027-05-04,Fire lighting,Scout hut
2027-05-11,Hike and map reading,Car park at Holly Hill
2027-05-18,Canoeing,Riverside boathouse
2027-05-25,Half term - no meeting,
""",
    "safeguarding_card.txt": """\
Yellow card: keeping young people safe

Never be alone with a young person where you cannot be seen by others. Do not share a tent with a young person.

If a young person tells you something worrying, listen, do not promise to keep it secret, and tell the Group Lead Volunteer the same day.
""",
    "commissioner_email.txt": """\
Hi Tom,

Your first aid training is due for renewal by 15 June; the next district course is on Saturday 22 May at Hollins Hall, 9:30am to 4:30pm.

Your DBS check has been renewed and is valid until 2030.

Anne (District Commissioner)
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The camp.
    ("when is summer camp", "camp_letter.txt", "Saturday 24 July to Saturday 31 July"),
    ("where is camp this year", "camp_letter.txt", "Broadstone Warren"),
    ("how much does camp cost", "camp_letter.txt", "£210"),
    ("when is the deposit due", "camp_letter.txt", "30 April"),
    ("can kids take their phones to camp", "camp_letter.txt", "not allowed"),
    ("what's the emergency number", "camp_letter.txt", "07700 900 456"),
    # Kit.
    ("does he need his uniform at camp", "kit_list.md", "Full uniform"),
    ("can they bring sweets", "kit_list.md", "No sweets"),
    # Subs.
    ("how much are subs", "subs_notice.txt", "£45"),
    ("is it cheaper for a second child", "subs_notice.txt", "£35"),
    ("how do I pay subs", "subs_notice.txt", "Online Scout Manager"),
    ("what if we can't afford it", "subs_notice.txt", "speak to the group leader"),
    # The programme.
    ("where do we meet for canoeing", "programme.csv", "Riverside boathouse"),
    ("what are we doing on the 11th", "programme.csv", "Hike and map reading"),
    ("is there a meeting at half term", "programme.csv", "no meeting"),
    # Safeguarding.
    ("can I share a tent with a scout", "safeguarding_card.txt", "Do not share a tent"),
    ("what if a child tells me something worrying", "safeguarding_card.txt", "Group Lead Volunteer"),
    # The commissioner.
    ("when does my first aid run out", "commissioner_email.txt", "15 June"),
    ("when is the next first aid course", "commissioner_email.txt", "Saturday 22 May"),
    ("how long is my DBS valid", "commissioner_email.txt", "until 2030"),
    # Subjects the papers never mention.
    ("is there a parents' evening", None, ""),
    ("what badges can they earn at camp", None, ""),
    ("how many leaders are going to camp", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "joining_instructions.txt": """\
Bronze practice expedition

Meet at the school gates at 8am on Saturday 15 May. Parents collect from Ashby Woods car park at 3pm on Sunday 16 May.

Groups must carry their own tents and stoves. Supervisors will check in at each checkpoint but will not walk with you.
""",
    "route_card.csv": """\
leg,from,to,distance
1,Start,Old Mill,4 km
2,Old Mill,Beacon Hill,6 km
3,Beacon Hill,Campsite,3 km
""",
    "dofe_kit.md": """\
# Expedition kit

- Rucksack of 50 to 65 litres
- Waterproofs
- Sleeping bag rated to 5C
- Mess tin, spoon and mug

Total weight of your rucksack should be no more than a quarter of your body weight.
""",
    "volunteering_letter.txt": """\
Volunteering section

Thank you for helping at Oak Lodge care home. For Bronze you need to volunteer for one hour a week for 3 months.

Your assessor is the activities coordinator, Mrs Jean Hart. She will sign off your section on eDofE when you finish.
""",
    "award_fees.txt": """\
Award fees

The Bronze entry fee is £25, paid to the school office. The expedition costs a further £40 for transport and campsite fees.

Fees are not refundable once the expedition has been booked.
""",
    "leader_email.txt": """\
Hi all,

The final Bronze expedition will be on 26 and 27 June. Route planning is in room 12 at lunchtime every Wednesday.

If you have a medical condition, make sure it is on your consent form.

Mr Bryant
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The practice expedition.
    ("where do we meet for the practice expedition", "joining_instructions.txt", "school gates"),
    ("what time does my mum pick me up", "joining_instructions.txt", "3pm on Sunday 16 May"),
    ("do we have to carry our own tents", "joining_instructions.txt", "carry their own tents"),
    # The route.
    ("how far is the second leg", "route_card.csv", "6 km"),
    ("where does leg 3 finish", "route_card.csv", "Campsite"),
    # Kit.
    ("how big does my rucksack need to be", "dofe_kit.md", "50 to 65 litres"),
    ("how heavy should my bag be", "dofe_kit.md", "quarter of your body weight"),
    # Volunteering.
    ("how long do I need to volunteer for", "volunteering_letter.txt", "3 months"),
    ("who is my assessor", "volunteering_letter.txt", "Jean Hart"),
    # Fees.
    ("how much is the bronze fee", "award_fees.txt", "£25"),
    ("can I get my money back", "award_fees.txt", "not refundable"),
    ("how much is the expedition", "award_fees.txt", "£40"),
    # The leader.
    ("when is the final expedition", "leader_email.txt", "26 and 27 June"),
    ("when is route planning", "leader_email.txt", "every Wednesday"),
    # Subjects the papers never mention.
    ("can I do silver next year", None, ""),
    ("do we get a certificate", None, ""),
    ("what food should I bring", None, ""),
]
