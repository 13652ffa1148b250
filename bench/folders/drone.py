"""A drone flyer's papers (the thirtieth session): the operator registration, the drone code's
summary, the insurance certificate, the model flying club's field rules and the flight log as
CSV; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is an angler's: the rod licence, the fishing club's rules,
a day permit for a lake, the close season notice and the catch log as CSV, written at the same
time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "operator_registration.txt": """\
Drone and model aircraft registration

Operator ID: GBR-OP-7X2K94LM3QD1
Registered to: Owen Pritchard
Valid until: 2 October 2028
Fee paid: £11.79

You must label every drone you fly with your operator ID, on the outside of the drone or inside a battery compartment that is easy to open. Renew the registration every 5 years.
""",
    "drone_code.md": """\
# The drone code (summary)

- Maximum height: 120 metres above the ground
- Distance from people: at least 50 metres, except for people who are with you
- Airports: never fly inside an airport's flight restriction zone without permission

Always keep your drone in direct sight. Never fly over crowds. If your drone has a camera, respect people's privacy and do not take photos where people expect privacy.

Drones under 250 grams do not need a flyer ID, but do need an operator ID if they have a camera.
""",
    "drone_insurance.txt": """\
Certificate of insurance — drone cover

Policy number: DRN-55120-B
Cover: third party liability up to £1,000,000
Period: 1 March 2027 to 28 February 2028
Excess: £100 for accidental damage to the drone

Flying for money (such as paid photography) is not covered unless you add commercial cover. Loss of the drone over water is covered only if you were flying within sight.
""",
    "club_field_rules.md": """\
# Hillside Model Flyers — field rules

- Flying hours: 9am to dusk, Sunday flying from 10am
- Frequencies: 2.4 GHz only
- Visitors: may fly twice with a member before joining

Park only in the marked area by the gate. Members must shut the gate behind them, as sheep graze the field.

Drones must take off from the pits area, not from the car park. No flying when the farmer is cutting hay.
""",
    "flight_log.csv": """\
date,location,minutes,battery,notes
2027-03-14,Hillside field,18,A,first flight of the season
2027-03-21,Hillside field,22,B,windy; landed early
2027-04-02,Pen y Fan car park,12,A,photos of the ridge
2027-04-10,Hillside field,25,B,
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The registration.
    ("what is my operator ID", "operator_registration.txt", "GBR-OP-7X2K94LM3QD1"),
    ("when does my registration run out", "operator_registration.txt", "2 October 2028"),
    ("where do I put the operator ID", "operator_registration.txt", "battery compartment"),
    ("how much did registration cost", "operator_registration.txt", "£11.79"),
    # The drone code.
    ("how high can I fly", "drone_code.md", "120 metres"),
    ("how close can I fly to people", "drone_code.md", "50 metres"),
    ("can I fly near the airport", "drone_code.md", "flight restriction zone"),
    ("do I need a flyer ID for a small drone", "drone_code.md", "under 250 grams"),
    # The insurance.
    ("what's the excess", "drone_insurance.txt", "£100"),
    ("am I covered for paid photography", "drone_insurance.txt", "not covered unless you add commercial cover"),
    ("when does my drone insurance end", "drone_insurance.txt", "28 February 2028"),
    ("what if I lose it in the sea", "drone_insurance.txt", "flying within sight"),
    # The club's field.
    ("what time can we fly on Sundays", "club_field_rules.md", "10am"),
    ("can my friend have a go", "club_field_rules.md", "fly twice with a member"),
    ("where do we park", "club_field_rules.md", "marked area by the gate"),
    ("why do I have to close the gate", "club_field_rules.md", "sheep graze"),
    # The flight log.
    ("how long did I fly on 21 March", "flight_log.csv", "22"),
    ("where did I fly on 2 April", "flight_log.csv", "Pen y Fan"),
    ("which battery did I use on 10 April", "flight_log.csv", "B"),
    # Subjects the papers never mention.
    ("can I fly at night", None, ""),
    ("how long does the battery last", None, ""),
    ("do I need a licence to sell photos", None, ""),
    ("is the club free to join", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "rod_licence.txt": """\
Rod fishing licence — coarse fish and non-migratory trout

Licence holder: Gareth Lloyd
Licence number: RL-2027-3390145
Valid: 1 April 2027 to 31 March 2028
Rods: up to 2 rods at once

You must carry your licence while fishing and show it to a bailiff if asked. A licence does not give you permission to fish anywhere: you also need the owner's permission or a club ticket.
""",
    "club_rules.md": """\
# Millbrook Angling Club — rules

- Keep nets: allowed from 1 June, no more than 12 hours
- Bait: no bloodworm or joker on club waters
- Guests: one guest per member, £5 a day, paid to the bailiff

All fish must be returned alive, except that members may take two trout a day from the upper river.

Members must wear the club badge where it can be seen. Barbless hooks are compulsory.
""",
    "lake_day_permit.txt": """\
Hollow Pond day permit

Permit valid: Saturday 12 June 2027, sunrise to sunset
Swim: peg 17
Price: £12, paid online

Night fishing is not allowed on a day permit. Children under 12 fish free with a permit-holding adult.

Cars must be left in the top car park; the lakeside track is for disabled anglers' vehicles only.
""",
    "close_season_notice.md": """\
# Close season on rivers

The coarse fish close season on rivers runs from 15 March to 15 June inclusive. You may still fish for coarse fish on most lakes and canals during the close season.

Trout may be fished on the river from 1 April to 30 September.
""",
    "catch_log.csv": """\
date,water,species,weight
2027-06-16,Millbrook lower river,chub,2.1 kg
2027-06-20,Hollow Pond,carp,6.8 kg
2027-07-04,Millbrook upper river,brown trout,0.9 kg
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The licence.
    ("how many rods can I use", "rod_licence.txt", "up to 2 rods"),
    ("when does my licence expire", "rod_licence.txt", "31 March 2028"),
    ("do I have to carry my licence", "rod_licence.txt", "must carry your licence"),
    ("can I fish anywhere with my licence", "rod_licence.txt", "does not give you permission"),
    # The club rules.
    ("can I bring a guest", "club_rules.md", "one guest per member"),
    ("can I keep the trout", "club_rules.md", "two trout a day"),
    ("do I need barbless hooks", "club_rules.md", "compulsory"),
    ("when can I use a keep net", "club_rules.md", "from 1 June"),
    # The day permit.
    ("what peg am I on", "lake_day_permit.txt", "peg 17"),
    ("can I night fish at Hollow Pond", "lake_day_permit.txt", "not allowed"),
    ("does my 10 year old need a permit", "lake_day_permit.txt", "under 12 fish free"),
    ("where do I park at the lake", "lake_day_permit.txt", "top car park"),
    # The close season.
    ("when is the close season", "close_season_notice.md", "15 March to 15 June"),
    ("can I fish the canal in April", "close_season_notice.md", "lakes and canals"),
    # The catch log.
    ("how big was the carp", "catch_log.csv", "6.8 kg"),
    ("where did I catch the chub", "catch_log.csv", "lower river"),
    ("what did I catch on 4 July", "catch_log.csv", "brown trout"),
    # Subjects the papers never mention.
    ("what is the record carp", None, ""),
    ("can I use a boat on the lake", None, ""),
    ("how much is club membership", None, ""),
    ("is there a toilet at the pond", None, ""),
]
