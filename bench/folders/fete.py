"""A school summer fair organiser's papers (the fortieth session): the PTA's plan, the stalls as a
table, the raffle licence notes, the bouncy castle hire, the helpers' rota as CSV and the head
teacher's email. Its validation folder is a village charity auction's: the lots as CSV, the
auction rules, the venue booking, the auctioneer's email, the bidding card and a donor's note,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "fair_plan.txt": """\
Summer Fair plan, Hillcrest Primary PTA

The fair is on Saturday 5 July, 12pm to 3pm, on the school field. If it rains, it moves into the
hall and the playground. Entry is £1 for adults; children go free. Last year we raised £2,340; this
year's target is £2,800, for new playground equipment.
""",
    "stalls.md": """\
# Stalls

| stall | run by | pitch |
|---|---|---|
| cake stall | Year 2 parents | by the main gate |
| tombola | Year 4 parents | hall entrance |
| face painting | Mrs Dale | under the gazebo |
| barbecue | Mr Osei and dads' group | by the kitchen door |
""",
    "raffle_notes.txt": """\
Raffle

Tickets are £1 each or £5 for a strip of six. They can only be sold on the day, at the fair, so
we do not need a lottery licence. The draw is at 2.30pm by the stage. Top prize: a family
ticket to Chessington. Unclaimed prizes are kept until the end of term.
""",
    "bouncy_castle.txt": """\
Bounce Brothers: hire confirmed
Castle: Jungle Jumper, 15ft by 15ft, ages 3 to 12
Delivery and set-up at 10am, collection at 4pm. Price £140, deposit £40 paid.
We need a flat area and a socket within 25 metres. The castle cannot be used in winds over 24mph.
""",
    "helpers_rota.csv": """\
name,job,time
Sophie,gate and entry money,11:30-13:30
Tom,barbecue,11:00-15:00
Aisha,tombola,12:00-14:00
Grace,raffle tickets,12:00-15:00
""",
    "head_email.txt": """\
From: Mrs Patel (Head Teacher)

Thanks so much for organising. Please remember no glass on the field, and the barbecue must be at
least 10 metres from the children's play area. The caretaker, Dave, will open the gates at 9am.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time does the fair start", "fair_plan.txt", "12pm"),
    ("what happens if it rains", "fair_plan.txt", "moves into the hall"),
    ("how much is entry for adults", "fair_plan.txt", "£1"),
    ("what's our fundraising target", "fair_plan.txt", "£2,800"),
    ("where is the tombola", "stalls.md", "hall entrance"),
    ("who is doing the face painting", "stalls.md", "Mrs Dale"),
    ("how much are raffle tickets", "raffle_notes.txt", "£1 each"),
    ("do we need a lottery licence", "raffle_notes.txt", "do not need a lottery licence"),
    ("when is the raffle draw", "raffle_notes.txt", "2.30pm"),
    ("what's the top prize", "raffle_notes.txt", "family ticket to Chessington"),
    ("when is the bouncy castle delivered", "bouncy_castle.txt", "10am"),
    ("how much is the bouncy castle", "bouncy_castle.txt", "£140"),
    ("what age is the bouncy castle for", "bouncy_castle.txt", "ages 3 to 12"),
    ("what time is Tom on the barbecue", "helpers_rota.csv", "11:00-15:00"),
    ("who is on the gate", "helpers_rota.csv", "Sophie"),
    ("how far does the barbecue need to be from the play area", "head_email.txt", "10 metres"),
    ("what time will the gates be opened", "head_email.txt", "9am"),
    ("is there a first aider", None, ""),
    ("can dogs come to the fair", None, ""),
    ("where do we park", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "lots.csv": """\
lot,item,donated_by,reserve
1,Weekend in a Cornish cottage,The Hendersons,£250
2,Signed cricket bat,Ashby CC,£60
3,Afternoon tea for four,The Old Bakery,£40
4,Gardening day with a pro,Green Thumbs Ltd,£80
""",
    "auction_rules.md": """\
# Auction rules

- Bids go up in steps of at least £5.
- The highest bidder at the fall of the hammer buys the lot.
- Pay on the night by card or cash; cheques are not accepted.
- All money raised goes to the church roof fund.
""",
    "venue_booking.txt": """\
Ashby Village Hall: booking confirmed
Friday 21 November, 6pm to 11pm. Hall hire £85, with the kitchen included. Tables and chairs must
be stacked away by 11pm. The bar licence is your responsibility.
""",
    "auctioneer_email.txt": """\
Hi Karen, happy to run the auction again, no fee. I'll start at 8pm after the supper and expect
it to take about an hour. Could you send me the lot list by the Monday before? Best, Richard
""",
    "bidding_card.txt": """\
Bidding card 47
Name: Mr J Fowler
Phone: 07700 900512
Hold up your card to bid. Winning bidders settle up at the desk by the stage.
""",
    "donor_note.txt": """\
Dear Karen, the cottage is free any weekend in March or October; the winner should book with me
directly by 31 January. Sleeps six, dogs welcome. Sue Henderson
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's the reserve on the cricket bat", "lots.csv", "£60"),
    ("who donated the afternoon tea", "lots.csv", "The Old Bakery"),
    ("how much do bids go up by", "auction_rules.md", "£5"),
    ("can people pay by cheque", "auction_rules.md", "cheques are not accepted"),
    ("what is the money going to", "auction_rules.md", "church roof fund"),
    ("how much is the hall", "venue_booking.txt", "£85"),
    ("is the kitchen included", "venue_booking.txt", "kitchen included"),
    ("when does the auction start", "auctioneer_email.txt", "8pm"),
    ("how much is the auctioneer charging", "auctioneer_email.txt", "no fee"),
    ("what's the phone number on bidding card 47", "bidding_card.txt", "07700 900512"),
    ("where do winners pay", "bidding_card.txt", "desk by the stage"),
    ("how many does the cottage sleep", "donor_note.txt", "six"),
    ("are dogs allowed at the cottage", "donor_note.txt", "dogs welcome"),
    ("is there a raffle", None, ""),
    ("how much are tickets for the supper", None, ""),
    ("can I bid online", None, ""),
]
