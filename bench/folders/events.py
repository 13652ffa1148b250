"""A couple's wedding papers (the twenty-first session): the venue's contract, the caterer's
quote, the photographer's terms, a hotel room block and a CSV of the guests' replies; fit, its
questions and expected text written before the tool was run on it, its failures read and
mended. Its validation folder is a conference-goer's papers: a registration confirmation, the
venue's guide, the workshop programme as CSV, a speaker's brief and the travel rules, written
at the same time and run once."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "venue_contract.txt": """\
Hartley Barn — Wedding Venue Agreement
Couple: Amara Okoye and Tom Reid
Wedding date: Saturday 12 June 2027

Hire
Exclusive use of the barn and gardens from 11:00 on the day until 01:00 the next morning. The ceremony room seats 120 guests; the barn holds 150 for the meal and 200 for the evening reception.

Fees
Venue hire: £9,500. A booking fee of £2,000 was paid on signing and comes off the venue hire. The balance is due 8 weeks before the wedding.

Music and noise
Live music must stop at 23:30 and the bar closes at 00:30. Fireworks and sky lanterns are not allowed. Confetti is allowed outside only, and must be biodegradable.

Cancellation
If you cancel more than 12 months before the wedding, you lose the booking fee only. Within 12 months, 50% of the venue hire is payable; within 3 months, all of it.
""",
    "caterer_quote.md": """\
# Fig & Olive Catering — quote for the Okoye-Reid wedding

## Menu

- Welcome drinks and canapés (three per guest)
- Three-course wedding breakfast: a choice of two starters, two mains and two desserts
- Evening food: a wood-fired pizza van from 20:30

## Prices

Wedding breakfast: £68 per guest, for 110 guests.
Children under 12: £25 each.
Evening pizza: £14 per guest, for 160 guests.
Staff, crockery and linen are included. Service charge: 10%.

## Dietary needs

We cater for vegetarian, vegan, gluten-free and nut-free guests at no extra cost. Final numbers and dietary needs are due 3 weeks before the wedding.

## Tasting

A menu tasting for two is free; extra guests at the tasting are £35 each.
""",
    "photographer_terms.txt": """\
Lena Marsh Photography — Terms for Amara & Tom

Coverage: from bridal preparations at 10:00 until the first dance at 20:00, 10 hours in all.
Package price: £2,400, with a deposit of £600 to book the date.
You will receive at least 500 edited photos in an online gallery within 8 weeks of the wedding.
A second photographer can be added for £450.
Prints and albums are not included; a 30-page album costs £650.
If the photographer is ill, a photographer of equal experience from our team will cover the day.
""",
    "hotel_room_block.md": """\
# The Swan Hotel — room block for the Okoye-Reid wedding

We are holding 20 double rooms for your guests on Saturday 12 June 2027 at £145 a night, breakfast included.

Guests should book by phone on 01789 204 411 and quote the code OKREID27.

Rooms not booked by 12 April 2027 will be released to the public.

The hotel is a 10-minute taxi ride from Hartley Barn. Check-out is at 11:00; late check-out until 13:00 costs £25.
""",
    "guest_replies.csv": """\
name,side,reply,meal,dietary needs
Grace Okoye,bride,yes,beef,none
Daniel Reid,groom,yes,fish,gluten-free
Priya Shah,bride,no,,
Sam Whitfield,groom,yes,vegetarian,nut allergy
Liam O'Connor,bride,yes,beef,none
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The venue.
    ("how many guests can the barn hold for the evening", "venue_contract.txt", "200"),
    ("when is the venue balance due", "venue_contract.txt", "8 weeks before"),
    ("how much is the venue", "venue_contract.txt", "£9,500"),
    ("what time does the music have to stop", "venue_contract.txt", "23:30"),
    ("can we have fireworks", "venue_contract.txt", "not allowed"),
    ("is confetti allowed", "venue_contract.txt", "outside only"),
    ("what happens if we cancel 6 months before", "venue_contract.txt", "50%"),
    ("when do we get the barn from", "venue_contract.txt", "11:00"),
    # The caterer.
    ("how much is the wedding breakfast per person", "caterer_quote.md", "£68"),
    ("how much are the children's meals", "caterer_quote.md", "£25"),
    ("is there a service charge", "caterer_quote.md", "10%"),
    ("can they do vegan food", "caterer_quote.md", "vegan"),
    ("when do we need to give final numbers", "caterer_quote.md", "3 weeks"),
    ("is the tasting free", "caterer_quote.md", "free"),
    ("what time does the pizza van start", "caterer_quote.md", "20:30"),
    # The photographer.
    ("how many photos will we get", "photographer_terms.txt", "500"),
    ("when will the photos be ready", "photographer_terms.txt", "8 weeks"),
    ("how much is a second photographer", "photographer_terms.txt", "£450"),
    ("is an album included", "photographer_terms.txt", "not included"),
    ("what if the photographer is sick", "photographer_terms.txt", "equal experience"),
    ("how many hours does the photographer stay", "photographer_terms.txt", "10 hours"),
    # The hotel.
    ("how much are the hotel rooms", "hotel_room_block.md", "£145"),
    ("what code do guests quote at the hotel", "hotel_room_block.md", "OKREID27"),
    ("how far is the hotel from the venue", "hotel_room_block.md", "10-minute"),
    ("when do guests have to book the hotel by", "hotel_room_block.md", "12 April 2027"),
    ("what time is checkout at the hotel", "hotel_room_block.md", "11:00"),
    # The replies.
    ("is Priya coming", "guest_replies.csv", "no"),
    ("what meal did Daniel choose", "guest_replies.csv", "fish"),
    ("who has a nut allergy", "guest_replies.csv", "Sam Whitfield"),
    # Subjects the papers never mention.
    ("who is doing the flowers", None, ""),
    ("is there parking at the venue", None, ""),
    ("how much is the wedding cake", None, ""),
    ("do we need a DJ licence", None, ""),
    ("what is the dress code", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "registration.txt": """\
DataConf Europe 2027 — Registration confirmation

Attendee: Kofi Mensah, Brightline Analytics
Ticket: Full conference pass (3 days), order DCE-55821
Dates: 14 to 16 April 2027
Venue: Rotterdam Ahoy, Ahoyweg 10, Rotterdam

Your pass includes all talks, workshops, lunch each day and the evening party on 15 April. Collect your badge at the registration desk from 08:00 on the first day; bring photo ID.

Tickets can be transferred to a colleague free of charge until 31 March. Refunds are not given after 1 March.
""",
    "venue_guide.md": """\
# Rotterdam Ahoy — visitor guide

## Getting there

Take metro line D or E to Zuidplein, then walk 5 minutes. From Rotterdam Centraal the journey takes about 15 minutes.

## Wi-Fi

The network is Ahoy-Guest; no password is needed.

## Cloakroom

The cloakroom by the main entrance costs €3 per item. Large suitcases can be left there too.

## Accessibility

All halls are step-free, with lifts between floors. Hearing loops are fitted in the main hall. A quiet room is on the first floor next to hall 4.
""",
    "workshops.csv": """\
day,time,workshop,room,seats
14 April,10:00,Intro to dbt,Hall 2,40
14 April,14:00,Data contracts in practice,Hall 3,30
15 April,10:00,Streaming with Kafka,Hall 2,40
16 April,09:30,Causal inference for analysts,Hall 4,25
""",
    "speaker_brief.txt": """\
Speaker brief — Kofi Mensah

Talk: "Forecasting demand with messy data", 15 April at 11:20, Hall 1, 30 minutes including 5 minutes of questions.

Please send your slides as PDF or PowerPoint by 8 April to speakers@dataconf.example. Slides are 16:9.
Come to the speaker room (Hall 1 back stage) at least 30 minutes before your talk for a sound check.
Talks are recorded and published online two weeks after the event, unless you tell us by 8 April that you do not agree.
""",
    "travel_rules.md": """\
# Brightline Analytics — conference travel rules

Book trains or flights through the travel desk at least 3 weeks ahead. Economy class only; trains are preferred for journeys under 5 hours.

Hotels up to €180 a night in Rotterdam are approved without asking. Meals are paid up to €60 a day when not provided by the event.

Submit receipts within 30 days of returning.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The registration.
    ("when is the conference", "registration.txt", "14 to 16 April 2027"),
    ("where do I get my badge", "registration.txt", "registration desk"),
    ("is lunch included", "registration.txt", "lunch each day"),
    ("can I give my ticket to a colleague", "registration.txt", "transferred"),
    ("can I get a refund", "registration.txt", "1 March"),
    ("what's my order number", "registration.txt", "DCE-55821"),
    # The venue guide.
    ("how do I get to the venue", "venue_guide.md", "metro line D or E"),
    ("what's the wifi password", "venue_guide.md", "no password"),
    ("how much is the cloakroom", "venue_guide.md", "€3"),
    ("is there a quiet room", "venue_guide.md", "first floor"),
    ("is the venue wheelchair accessible", "venue_guide.md", "step-free"),
    # The workshops.
    ("what time is the Kafka workshop", "workshops.csv", "10:00"),
    ("which room is the dbt workshop in", "workshops.csv", "Hall 2"),
    ("how many seats are there in the causal inference workshop", "workshops.csv", "25"),
    # The speaker brief.
    ("when is my talk", "speaker_brief.txt", "11:20"),
    ("how long is my talk", "speaker_brief.txt", "30 minutes"),
    ("when are my slides due", "speaker_brief.txt", "8 April"),
    ("where do I send my slides", "speaker_brief.txt", "speakers@dataconf.example"),
    ("will my talk be recorded", "speaker_brief.txt", "recorded"),
    ("when should I get to the speaker room", "speaker_brief.txt", "30 minutes before"),
    # The travel rules.
    ("can I fly business class", "travel_rules.md", "Economy class only"),
    ("how much can I spend on a hotel", "travel_rules.md", "€180"),
    ("what's the meal allowance", "travel_rules.md", "€60"),
    ("when do I have to submit receipts", "travel_rules.md", "30 days"),
    # Subjects the papers never mention.
    ("is there a creche at the conference", None, ""),
    ("how much is parking at the venue", None, ""),
    ("who is the keynote speaker", None, ""),
    ("can I bring a guest to the party", None, ""),
    ("what is the dress code", None, ""),
]
