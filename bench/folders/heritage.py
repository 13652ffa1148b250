"""A heritage charity member's papers (the thirty-sixth session, written before the tool was run on
them): the membership card letter, the places nearby as CSV, the visiting rules, the member
benefits page, the events list as CSV and the renewal reminder. Its validation folder is a zoo
annual pass holder's: the pass confirmation, the opening times as CSV, the visitor rules, the talks
timetable as CSV, the pass benefits and the zoo's newsletter, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "membership_letter.txt": """\
Heritage Trust

Dear Mr and Mrs Lawson,

Welcome! Your joint membership number is HT-558201 and your cards are enclosed. Show them at the entrance of any of our places for free entry and free parking. Your membership runs until 30 April 2028.
""",
    "places.csv": """\
place,distance,opens,closes,dogs
Ashcombe Hall,12 miles,10:00,17:00,grounds only
Millbrook Gardens,20 miles,09:30,18:00,on leads
Fellside Castle,34 miles,10:00,16:00,no
""",
    "visiting_rules.md": """\
# Visiting

- Photography is allowed outside; no flash inside the houses
- Picnics are welcome in the grounds, not in the gardens' glasshouses
- Buggies must be left at the door of historic houses
- Last entry is one hour before closing
""",
    "benefits.txt": """\
Member benefits

Members get free entry to over 300 places, a free guidebook on your first visit to each place, and 10% off in our cafés. Children under 18 on a family membership come free. You can bring one guest for £5 each visit.
""",
    "events.csv": """\
date,event,place,price
2027-06-12,Midsummer garden tour,Millbrook Gardens,£8
2027-07-03,Outdoor theatre: Much Ado,Ashcombe Hall,£16
2027-08-21,Castle knights weekend,Fellside Castle,free for members
""",
    "renewal_reminder.txt": """\
Your membership renews on 30 April 2028. If you pay by direct debit you don't need to do anything. To cancel, call 0344 800 1895 at least 14 days before.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's our membership number", "membership_letter.txt", "HT-558201"),
    ("do we have to pay for parking", "membership_letter.txt", "free parking"),
    ("what time does Millbrook Gardens close", "places.csv", "18:00"),
    ("can we take the dog to Fellside Castle", "places.csv", "no"),
    ("how far is Ashcombe Hall", "places.csv", "12 miles"),
    ("can I take photos inside", "visiting_rules.md", "no flash inside"),
    ("can we have a picnic", "visiting_rules.md", "Picnics are welcome"),
    ("what time is last entry", "visiting_rules.md", "one hour before closing"),
    ("do we get a discount in the café", "benefits.txt", "10% off"),
    ("how much is it to bring a friend", "benefits.txt", "£5"),
    ("do the kids get in free", "benefits.txt", "Children under 18"),
    ("when is the outdoor theatre", "events.csv", "2027-07-03"),
    ("how much is the garden tour", "events.csv", "£8"),
    ("how do I cancel", "renewal_reminder.txt", "0344 800 1895"),
    ("when does our membership renew", "renewal_reminder.txt", "30 April 2028"),
    ("is there a shop at Ashcombe Hall", None, ""),
    ("can we get married there", None, ""),
    ("is Millbrook Gardens wheelchair accessible", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "pass_confirmation.txt": """\
Westmoor Zoo: annual pass

Pass holders: Ms Rachel Kim and 2 children
Pass number: WZ-30477
Valid: 12 months from 5 March 2027
Please bring photo ID with your pass on every visit.
""",
    "opening_times.csv": """\
season,opens,closes,last entry
Summer (April to October),09:30,18:00,16:30
Winter (November to March),10:00,16:00,15:00
""",
    "visitor_rules.md": """\
# Visitor rules

- Feeding the animals is not allowed, except at the goat paddock with food from the kiosk
- No drones, balls or frisbees anywhere in the zoo
- Dogs are not allowed, apart from assistance dogs
- Smoking and vaping only in the marked area by the car park
""",
    "talks.csv": """\
talk,time,place
Penguin feed,11:00,Penguin Cove
Lion talk,13:30,Big Cat Ridge
Meet the reptiles,15:00,Reptile House
""",
    "pass_benefits.txt": """\
Pass benefits

Unlimited visits for a year, 10% off in the gift shop, and two free guest tickets a year. Parking is £4 a day, or free with a pass on weekdays.
""",
    "newsletter.txt": """\
Zoo news

Baby giraffe Nia was born on 18 February and can be seen in the giraffe house from April. The adventure playground is closed for repairs until 1 May. Summer holiday keeper experiences go on sale on 2 June.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my pass number", "pass_confirmation.txt", "WZ-30477"),
    ("do I need to bring ID", "pass_confirmation.txt", "photo ID"),
    ("what time does the zoo close in summer", "opening_times.csv", "18:00"),
    ("when is last entry in winter", "opening_times.csv", "15:00"),
    ("can the kids feed the animals", "visitor_rules.md", "goat paddock"),
    ("can we bring a football", "visitor_rules.md", "No drones, balls or frisbees"),
    ("can we bring our dog", "visitor_rules.md", "Dogs are not allowed"),
    ("what time is the penguin feed", "talks.csv", "11:00"),
    ("where is the lion talk", "talks.csv", "Big Cat Ridge"),
    ("do we get a discount in the shop", "pass_benefits.txt", "10% off"),
    ("how much is parking", "pass_benefits.txt", "£4 a day"),
    ("when can we see the baby giraffe", "newsletter.txt", "from April"),
    ("is the playground open", "newsletter.txt", "closed for repairs until 1 May"),
    ("when do keeper experiences go on sale", "newsletter.txt", "2 June"),
    ("can we have a birthday party at the zoo", None, ""),
    ("is there a train around the zoo", None, ""),
    ("are pushchairs for hire", None, ""),
]
