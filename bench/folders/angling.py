"""An angling club member's papers (the thirty-ninth session): the club rules, the permit prices
as CSV, the match calendar, the close season notice, the fish care guide and the bailiff's text.
Its validation folder is a bowls club member's: the membership letter, the green rules, the league
fixtures as CSV, the dress code, the kit shop price list and the captain's email, written at the
same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "club_rules.txt": """\
Millbrook Angling Club: rules for members

1. Fishing is permitted from dawn until one hour after sunset. No night fishing.
2. Members may bring one junior guest (under 16) per visit, who must fish alongside them.
3. Barbless hooks only on Swan Lake. Keepnets are banned on all waters except during matches.
4. No more than two rods may be used at once.
5. Take all litter home, including line and bait tins.
Breaking these rules can lead to your membership being withdrawn.
""",
    "permit_prices.csv": """\
permit,price,notes
Adult season,£95,1 April to 31 March
Concession season,£60,over 65 or disabled
Junior season,£20,under 16
Day ticket,£8,buy from the tackle shop before fishing
""",
    "match_calendar.md": """\
# Club matches 2027

| date | venue | draw |
|---|---|---|
| Sunday 18 April | Swan Lake | 8am |
| Sunday 16 May | River Wenn, Mill Stretch | 7.30am |
| Sunday 13 June | Swan Lake | 8am |
| Saturday 10 July | Canal, Lock 12 to Lock 14 | 8.30am |

Match fee £5, pools optional. Book your peg with the match secretary by the Thursday before.
""",
    "close_season.txt": """\
Close season notice

The River Wenn is closed to coarse fishing from 15 March to 15 June inclusive, by law. Swan Lake
and the canal stay open all year. Anyone found fishing the river during the close season will lose
their membership.
""",
    "fish_care.txt": """\
Looking after the fish

Wet your hands before handling a fish and keep it out of the water as little as you can. Use an
unhooking mat on the bank. If a fish is deeply hooked, cut the line as close as possible rather
than pulling. Pike anglers must carry long-nosed forceps and a wire trace.
""",
    "bailiff_text.txt": """\
Hi all, Keith (bailiff) here. The car park at Swan Lake is being resurfaced from 3 to 7 May,
so please park in the lay-by on Mill Lane that week. Blue-green algae has been reported in the
far bay; keep dogs out of the water. Keith
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("can I fish at night", "club_rules.txt", "No night fishing"),
    ("can I bring my son along", "club_rules.txt", "one junior guest"),
    ("can I use barbed hooks on Swan Lake", "club_rules.txt", "Barbless hooks only"),
    ("how many rods am I allowed", "club_rules.txt", "two rods"),
    ("how much is an adult permit", "permit_prices.csv", "£95"),
    ("how much is a day ticket", "permit_prices.csv", "£8"),
    ("where do I get a day ticket", "permit_prices.csv", "tackle shop"),
    ("when is the canal match", "match_calendar.md", "Saturday 10 July"),
    ("what time is the draw for the May match", "match_calendar.md", "7.30am"),
    ("how much is the match fee", "match_calendar.md", "£5"),
    ("when can't I fish the river", "close_season.txt", "15 March to 15 June"),
    ("is the lake open all year", "close_season.txt", "stay open all year"),
    ("what do I do if the fish is deep hooked", "fish_care.txt", "cut the line"),
    ("what do I need for pike fishing", "fish_care.txt", "long-nosed forceps"),
    ("where do I park in May", "bailiff_text.txt", "lay-by on Mill Lane"),
    ("can my dog go in the lake", "bailiff_text.txt", "keep dogs out of the water"),
    ("is there a limit on how many fish I can keep", None, ""),
    ("do I need a rod licence", None, ""),
    ("when is the annual general meeting", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "membership_letter.txt": """\
Welcome to Elm Park Bowls Club!

Your full playing membership for the season costs £140, payable by 1 April. Social members pay £25
and may use the clubhouse but not the green. The green opens on Saturday 17 April and closes at the
end of September. Your locker is number 23; the key is behind the bar.
""",
    "green_rules.md": """\
# On the green

- Flat-soled bowls shoes only; no heels or trainers.
- The green is closed when the groundsman puts out the red flag, usually after heavy rain.
- Roll-ups for all members every Wednesday and Saturday at 2pm.
- Book a rink for private games on the sheet in the pavilion, up to a week ahead.
""",
    "fixtures.csv": """\
date,opponent,home or away,start
2027-05-08,Hollins Park,Home,2pm
2027-05-22,St Anne's,Away,1.30pm
2027-06-05,Brook Lane,Home,2pm
2027-06-19,Hollins Park,Away,6pm
""",
    "dress_code.txt": """\
Dress code

For league matches wear whites, or grey trousers with a white club shirt. Club shirts are on sale
at the kit shop. Roll-ups and practice are in casual dress, but bowls shoes must always be worn.
""",
    "kit_prices.md": """\
# Kit shop

| item | price |
|---|---|
| Club shirt | £22 |
| Fleece | £30 |
| Bowls bag | £35 |
| Measuring tape | £9 |
""",
    "captain_email.txt": """\
Hello everyone, the team sheet for each league match goes up on the notice board on the Monday
before. If you can't play once you've been picked, tell me by Wednesday so I can find a reserve.
Teas after home matches are £3. Jean (captain)
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is full membership", "membership_letter.txt", "£140"),
    ("can social members play on the green", "membership_letter.txt", "not the green"),
    ("when does the green open", "membership_letter.txt", "Saturday 17 April"),
    ("where's my locker key", "membership_letter.txt", "behind the bar"),
    ("can I wear trainers on the green", "green_rules.md", "no heels or trainers"),
    ("when are roll-ups", "green_rules.md", "Wednesday and Saturday at 2pm"),
    ("when do we play St Anne's", "fixtures.csv", "2027-05-22"),
    ("what time does the away match at Hollins Park start", "fixtures.csv", "6pm"),
    ("what do I wear for league matches", "dress_code.txt", "whites"),
    ("how much is a club shirt", "kit_prices.md", "£22"),
    ("when does the team sheet go up", "captain_email.txt", "Monday"),
    ("what if I can't play after being picked", "captain_email.txt", "by Wednesday"),
    ("how much are teas", "captain_email.txt", "£3"),
    ("is there coaching for beginners", None, ""),
    ("can I bring a guest to roll-ups", None, ""),
    ("when is the presentation dinner", None, ""),
]
