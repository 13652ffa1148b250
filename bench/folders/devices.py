"""A household's device papers (the twenty-first session): a washing machine's quick guide, a
broadband router's set-up sheet, a smart thermostat's user guide, a laptop's warranty and a CSV
of purchases with their receipts; fit, its questions and expected text written before the tool
was run on it, its failures read and mended. Its validation folder is another household's:
an e-bike's manual, a robot vacuum's guide, a TV's quick start, a phone's repair terms and a
CSV of the devices' passwords and serial numbers, written at the same time and run once."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "washing_machine_guide.txt": """\
Kelvin WM8410 Washing Machine — Quick Guide

Programmes
Cotton 40: for everyday cotton loads up to 8 kg. Takes 3 hours 10 minutes.
Quick 30: for lightly soiled clothes up to 3 kg. Takes 30 minutes at 30°C.
Wool: hand-wash-only woollens up to 2 kg, at 30°C with a gentle spin of 600 rpm.
Eco 40-60: the most efficient programme for mixed cotton loads; it runs longer but uses less water and energy.

Detergent
Put powder or liquid in compartment II of the drawer. Compartment I is for the prewash only, and the flower compartment is for fabric softener. Do not fill above the MAX line.

Child lock
Press and hold Temp and Spin together for 3 seconds to lock or unlock the buttons. A key symbol shows on the display while the lock is on.

Error codes
E10: the machine is not filling with water. Check that the tap is on and the inlet hose is not kinked.
E21: the water is not draining. Clean the drain pump filter behind the small door at the bottom right.
E40: the door is not closed properly. Open it and close it again firmly.

Cleaning
Run an empty Cotton 90 wash with a cup of white vinegar once a month to keep the drum fresh. Wipe the door seal after each wash.
""",
    "router_setup.md": """\
# Fibrelink Hub 3 — setting up your broadband

## In the box

The Hub, a power supply, a grey Ethernet cable and a green fibre cable.

## Connecting

1. Plug the green cable into the socket marked FIBRE and into the wall point.
2. Plug in the power supply and press the power button on the back.
3. Wait up to 10 minutes. The light on the front turns solid blue when you are connected.

If the light flashes orange, the Hub cannot find the line: check that the green cable is pushed in at both ends.

## Wi-Fi name and password

The Wi-Fi name and password are on the card on the back of the Hub. You can change them at http://192.168.1.254, where the admin password is also printed on the card.

## Speeds

Your package is Full Fibre 500: average download speed 500 Mbps, upload 70 Mbps. If your speed falls below the minimum guaranteed speed of 350 Mbps for three days in a row, tell us and you may leave your contract without paying a fee.

## Help

Call 0800 028 3300, 8am to 10pm every day, or chat with us in the Fibrelink app.
""",
    "thermostat_guide.md": """\
# Hearth Smart Thermostat — user guide

## Setting a schedule

Open the Hearth app, tap Schedule and choose a day. Drag the bars to set when the heating comes on and the temperature for each period. You can copy a day to the rest of the week with Copy day.

## Away mode

When everyone leaves home, the thermostat switches to Away mode and keeps the house at 15°C. It comes back on as soon as the app sees a phone at home again.

## Boost

Press the dial once to boost the heating for one hour. Press it twice for two hours. Turn the dial to cancel the boost.

## Frost protection

Even when the heating is off, the thermostat turns it on if the house falls below 7°C, to stop the pipes freezing.

## Batteries

The thermostat takes two AA batteries, which last about a year. A battery symbol appears on the screen when they need changing; the schedule is kept while you change them.

## Hot water

If you have a hot water tank, set the hot water times under Schedule > Hot water. Combi boilers heat water on demand and do not need a hot water schedule.
""",
    "laptop_warranty.txt": """\
Novatek Care — Laptop Warranty Certificate

Product: Novatek Aero 14 laptop
Serial number: NT14-88213-QX
Purchased: 12 March 2025 from Curry's Online
Warranty: 2 years from the date of purchase, ending 11 March 2027.

What is covered
Faults in materials or workmanship, including the battery if it holds less than 80% of its original charge within the first year. Repairs are free, including parts, labour and courier collection.

What is not covered
Accidental damage such as drops and spills, cosmetic scratches, software problems and viruses, and damage from using a charger that is not a Novatek charger.

How to make a claim
Register the laptop at novatek.com/care, then call 0330 123 4890 or book a repair online. We collect the laptop from your home and aim to return it within 7 working days. Back up your files first: the repair may erase the hard drive.

Extended cover
You can extend the warranty by a third year for £79 at any time before the warranty ends.
""",
    "purchases.csv": """\
date,item,shop,price,paid by,return by
2026-09-02,Kelvin WM8410 washing machine,Appliance World,£429.00,credit card,2026-10-02
2026-09-14,Hearth Smart Thermostat,Hearth online,£179.99,PayPal,2026-10-14
2026-10-01,Bosch cordless drill,B&Q,£89.00,debit card,2026-11-01
2026-10-20,Novatek laptop sleeve,Novatek online,£24.99,debit card,2026-11-19
2026-11-03,Philips kettle,Argos,£34.50,cash,2026-12-03
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The washing machine.
    ("how long does the cotton wash take", "washing_machine_guide.txt", "3 hours 10 minutes"),
    ("which wash is quickest", "washing_machine_guide.txt", "Quick 30"),
    ("where do I put the washing powder", "washing_machine_guide.txt", "compartment II"),
    ("where does fabric softener go", "washing_machine_guide.txt", "flower compartment"),
    ("how do I turn off the child lock", "washing_machine_guide.txt", "Temp and Spin"),
    ("the washer says E21, what does that mean", "washing_machine_guide.txt", "not draining"),
    ("what does E10 mean", "washing_machine_guide.txt", "not filling"),
    ("how do I clean the drum", "washing_machine_guide.txt", "white vinegar"),
    ("how much can I put in a wool wash", "washing_machine_guide.txt", "2 kg"),
    # The router.
    ("what comes in the box with the hub", "router_setup.md", "power supply"),
    ("where is the wifi password", "router_setup.md", "card on the back"),
    ("the light on the hub is flashing orange", "router_setup.md", "cannot find the line"),
    ("how long does the hub take to connect", "router_setup.md", "10 minutes"),
    ("what speed should I get", "router_setup.md", "500 Mbps"),
    ("what is the upload speed", "router_setup.md", "70 Mbps"),
    ("can I leave my contract if the internet is slow", "router_setup.md", "350 Mbps"),
    ("what's the number for broadband help", "router_setup.md", "0800 028 3300"),
    ("how do I change the wifi name", "router_setup.md", "192.168.1.254"),
    # The thermostat.
    ("how do I boost the heating", "thermostat_guide.md", "Press the dial once"),
    ("what temperature does away mode keep", "thermostat_guide.md", "15°C"),
    ("what batteries does the thermostat take", "thermostat_guide.md", "two AA"),
    ("how long do the thermostat batteries last", "thermostat_guide.md", "about a year"),
    ("will the pipes freeze if the heating is off", "thermostat_guide.md", "7°C"),
    ("how do I set the heating times", "thermostat_guide.md", "Schedule"),
    ("do I need a hot water schedule with a combi boiler", "thermostat_guide.md", "do not need"),
    # The laptop warranty.
    ("when does the laptop warranty end", "laptop_warranty.txt", "11 March 2027"),
    ("what's the laptop's serial number", "laptop_warranty.txt", "NT14-88213-QX"),
    ("is dropping the laptop covered", "laptop_warranty.txt", "not covered"),
    ("how long does a laptop repair take", "laptop_warranty.txt", "7 working days"),
    ("how much is an extra year of warranty", "laptop_warranty.txt", "£79"),
    ("is the battery covered", "laptop_warranty.txt", "80%"),
    ("who do I call about a laptop fault", "laptop_warranty.txt", "0330 123 4890"),
    # The purchases.
    ("how much was the kettle", "purchases.csv", "£34.50"),
    ("where did I buy the drill", "purchases.csv", "B&Q"),
    ("when can I return the laptop sleeve by", "purchases.csv", "2026-11-19"),
    ("how did I pay for the thermostat", "purchases.csv", "PayPal"),
    # Subjects the papers never mention.
    ("how do I descale the kettle", None, ""),
    ("does the washing machine have a dryer", None, ""),
    ("is the drill under warranty", None, ""),
    ("how do I reset the thermostat to factory settings", None, ""),
    ("can I use the hub abroad", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "ebike_manual.txt": """\
Velora City E-Bike — Owner's Manual (summary)

Charging
Charge the battery with the supplied charger only. A full charge takes about 5 hours from empty. Charge indoors between 10°C and 30°C, and never leave it charging overnight unattended.

Range
On a full battery the bike goes 40 to 80 km, depending on the assist level, the rider's weight, hills and the weather. Eco mode gives the longest range; Turbo the shortest.

Assist levels
Press + or - on the handlebar display to change between Eco, Tour, Sport and Turbo. The motor stops helping above 25 km/h, as the law requires.

Maintenance
Check the tyre pressure every week: 3.5 to 5 bar, as printed on the tyre wall. Have the bike serviced after the first 500 km and then once a year. Do not clean the bike with a pressure washer.

Storing
If you do not ride for more than a month, store the battery at 50 to 70% charge and top it up every three months.
""",
    "robot_vacuum.md": """\
# Dustin R5 robot vacuum — getting started

## First clean

Charge the Dustin R5 on its base for at least 4 hours before the first clean. Then press the Clean button or start it in the Dustin app.

## No-go zones

In the app, open the map and draw a box around any area the robot should stay out of, such as a rug with tassels or the pet bowls.

## Emptying and cleaning

Empty the dust bin after every clean. Wash the filter with water once a week and let it dry for 24 hours before putting it back. Replace the side brush every 6 months.

## Lights

- Solid white: cleaning or charging.
- Flashing red: the robot is stuck; move it to a clear floor and press Clean.
- Flashing orange: the battery is low and it is going back to the base.

## Mopping

Fill the water tank with cold water only. Do not use cleaning products, which can damage the pump.
""",
    "tv_quick_start.txt": """\
Lumina 55" 4K TV — Quick Start

Connecting
Plug the aerial cable into ANT IN. Connect games consoles to HDMI 2 or HDMI 3, which support 120 Hz. The soundbar goes into HDMI 1 (eARC).

Tuning channels
Press Home, go to Settings > Channels > Auto Tune and choose Aerial. Tuning takes about 15 minutes.

Remote control
The remote takes two AAA batteries. To pair the voice remote, hold Back and Home together for 5 seconds while pointing it at the TV.

Picture
Filmmaker Mode shows films as the director intended. Game Mode cuts input lag for games.

Energy
The TV uses 98 W when on and less than 0.5 W on standby. Turn on Eco picture to cut power use by about a third.
""",
    "phone_repair_terms.md": """\
# FixFast phone repairs — terms

## Prices

| Repair | Price | Time |
| --- | --- | --- |
| Screen replacement | £149 | 1 hour |
| Battery replacement | £69 | 45 minutes |
| Charging port | £59 | 1 hour |
| Back glass | £99 | 2 hours |

## Warranty on repairs

Every repair comes with a 12-month warranty on the part we fitted. The warranty ends if the phone is opened by anyone else or gets wet.

## Before you bring your phone

Back up your phone and turn off Find My. Remove your SIM card and any case.

## Data

We do not look at your data, but we cannot be responsible for data lost during a repair.
""",
    "devices.csv": """\
device,model,serial,wifi password,bought
TV,Lumina 55Q7,LM55-004418,,2025-11-28
Robot vacuum,Dustin R5,DR5-77190,,2026-02-14
E-bike,Velora City,VC-2025-3381,,2025-06-01
Router,Fibrelink Hub 3,FH3-551020,tulip-river-42,2024-09-10
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The e-bike.
    ("how long does the bike battery take to charge", "ebike_manual.txt", "5 hours"),
    ("how far can the e-bike go on one charge", "ebike_manual.txt", "40 to 80 km"),
    ("what's the top assisted speed", "ebike_manual.txt", "25 km/h"),
    ("what pressure should the tyres be", "ebike_manual.txt", "3.5 to 5 bar"),
    ("can I jet wash the bike", "ebike_manual.txt", "pressure washer"),
    ("when does the bike need a service", "ebike_manual.txt", "500 km"),
    ("how should I store the battery over winter", "ebike_manual.txt", "50 to 70%"),
    # The robot vacuum.
    ("how long should I charge the robot before using it", "robot_vacuum.md", "4 hours"),
    ("how do I stop the robot going on the rug", "robot_vacuum.md", "draw a box"),
    ("how often do I wash the filter", "robot_vacuum.md", "once a week"),
    ("the robot light is flashing red", "robot_vacuum.md", "stuck"),
    ("can I put floor cleaner in the mop tank", "robot_vacuum.md", "cold water only"),
    ("when do I change the side brush", "robot_vacuum.md", "6 months"),
    # The TV.
    ("which HDMI is for the soundbar", "tv_quick_start.txt", "HDMI 1"),
    ("how do I tune the TV", "tv_quick_start.txt", "Auto Tune"),
    ("how do I pair the voice remote", "tv_quick_start.txt", "Back and Home"),
    ("what batteries does the remote need", "tv_quick_start.txt", "AAA"),
    ("how much power does the TV use on standby", "tv_quick_start.txt", "0.5 W"),
    ("which HDMI port should the PlayStation go in", "tv_quick_start.txt", "HDMI 2"),
    # The phone repairs.
    ("how much is a new phone screen", "phone_repair_terms.md", "£149"),
    ("how long does a battery replacement take", "phone_repair_terms.md", "45 minutes"),
    ("is the repair guaranteed", "phone_repair_terms.md", "12-month"),
    ("what should I do before taking my phone in", "phone_repair_terms.md", "Back up"),
    # The devices list.
    ("what's the wifi password", "devices.csv", "tulip-river-42"),
    ("what's the serial number of the robot vacuum", "devices.csv", "DR5-77190"),
    ("when did we buy the TV", "devices.csv", "2025-11-28"),
    # Subjects the papers never mention.
    ("how do I update the TV software", None, ""),
    ("does the e-bike have lights", None, ""),
    ("how much is a camera repair", None, ""),
    ("can the robot vacuum climb stairs", None, ""),
]
