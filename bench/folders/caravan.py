"""A static caravan owner's papers (the thirty-sixth session, written before the tool was run on
them): the holiday park's licence agreement, the site fees as CSV, the park rules, the season's
opening and closing letter, the gas safety record and the park manager's email. Its validation
folder is a beach hut renter's: the rental agreement, the council's beach hut rules, the charges
as CSV, the storm damage notice, the key and parking letter and a neighbour's text, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "licence_agreement.txt": """\
Bayview Holiday Park: licence agreement

Owner: Mrs Angela Ford
Caravan: 2019 Willerby Linwood, pitch 58
Licence length: 15 years from 1 March 2024
The caravan may not be used as a main home. Subletting is allowed only through the park's own letting service.
""",
    "site_fees.csv": """\
item,2027 charge
Pitch fee,"£5,850"
Business rates,£640
Water and sewerage,£310
Gas safety check,£85
""",
    "park_rules.md": """\
# Park rules

- No more than two dogs per caravan, kept on a lead at all times
- Quiet time is 11pm to 7am
- One car per pitch; visitors park in the main car park
- Bikes must not be ridden after dark
- Caravans must be kept clean; owners are responsible for the skirting and steps

Gazebos may be put up for no longer than 48 hours.
""",
    "season_letter.txt": """\
Dear owners,

The park opens for the 2027 season on Friday 1 March and closes on Sunday 3 January 2028. During the closed period you may visit to check your caravan but not stay overnight. The clubhouse reopens at Easter.

Neil Bradshaw, Park Manager
""",
    "gas_safety.txt": """\
Gas safety record

Appliances checked: boiler, hob, fire
Result: pass
Checked on: 14 February 2027
Next check due: February 2028
Engineer: Phil Roberts, Gas Safe number 4418023
""",
    "manager_email.txt": """\
Hi Angela,

Your pitch fee can be paid in 10 monthly instalments by direct debit if you prefer. Also, the park will replace the steps on caravans in row E in April; yours are fine.

Neil
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what pitch is my caravan on", "licence_agreement.txt", "pitch 58"),
    ("how long is my licence", "licence_agreement.txt", "15 years"),
    ("can I live in it full time", "licence_agreement.txt", "may not be used as a main home"),
    ("can I rent it out myself", "licence_agreement.txt", "only through the park's own letting service"),
    ("how much is the pitch fee", "site_fees.csv", "£5,850"),
    ("how much are the business rates", "site_fees.csv", "£640"),
    ("how many dogs can I have", "park_rules.md", "No more than two dogs"),
    ("when is quiet time", "park_rules.md", "11pm to 7am"),
    ("where do my visitors park", "park_rules.md", "main car park"),
    ("how long can I leave a gazebo up", "park_rules.md", "48 hours"),
    ("when does the park open", "season_letter.txt", "Friday 1 March"),
    ("can I stay over when the park is closed", "season_letter.txt", "not stay overnight"),
    ("when is the next gas check due", "gas_safety.txt", "February 2028"),
    ("who did the gas check", "gas_safety.txt", "Phil Roberts"),
    ("can I pay the pitch fee monthly", "manager_email.txt", "10 monthly instalments"),
    ("is there a swimming pool", None, ""),
    ("can I put up a fence", None, ""),
    ("how much does it cost to sell my caravan", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "rental_agreement.txt": """\
Seafront beach hut rental

Renter: Mr Tom Ellis
Hut: number 212, West Promenade
Rental year: 1 April 2027 to 31 March 2028
Annual rent: £1,150, paid in full before 1 April.
""",
    "hut_rules.md": """\
# Beach hut rules

- Huts may be used between 7am and 10pm only
- Overnight sleeping in huts is not allowed
- Gas stoves must be no bigger than a single-burner camping stove
- Huts must be painted in the agreed colours every 3 years
- No fixing anything to the outside walls

Dogs are banned from the beach from 1 May to 30 September.
""",
    "charges.csv": """\
charge,amount
Late payment,£50
Replacement key,£20
Transfer to a new renter,£120
Winter storage of furniture,£35
""",
    "storm_notice.txt": """\
Storm damage notice

After the February storms, huts 200 to 230 will be inspected in the week of 8 March. Do not use your hut until it has been passed safe; a green sticker will be put on the door when it is.
""",
    "key_and_parking.txt": """\
Your key is attached. Renters may use the Pier Road car park free of charge with the permit enclosed; display it in the windscreen. The permit does not cover the Marine Drive car park.
""",
    "neighbour_text.txt": """\
Hi Tom, it's Gill from 213. The council painters are doing our row on 22 April, so get your stuff out by then. Nice to have you next door!
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my hut number", "rental_agreement.txt", "212"),
    ("how much is the rent", "rental_agreement.txt", "£1,150"),
    ("when do I have to pay", "rental_agreement.txt", "before 1 April"),
    ("what time do I have to leave the hut by", "hut_rules.md", "10pm"),
    ("can we sleep in the hut", "hut_rules.md", "not allowed"),
    ("can I use a camping stove", "hut_rules.md", "single-burner camping stove"),
    ("when can I take the dog on the beach", "hut_rules.md", "1 May to 30 September"),
    ("how much is a new key", "charges.csv", "£20"),
    ("how much to transfer the hut", "charges.csv", "£120"),
    ("when is my hut being inspected", "storm_notice.txt", "week of 8 March"),
    ("how will I know the hut is safe", "storm_notice.txt", "green sticker"),
    ("where can I park", "key_and_parking.txt", "Pier Road car park"),
    ("when are the painters coming", "neighbour_text.txt", "22 April"),
    ("is there electricity in the hut", None, ""),
    ("can I put a barbecue outside", None, ""),
    ("is there a toilet nearby", None, ""),
]
