"""A home car charger buyer's papers (the thirty-fourth session): the quote, the installation
booking, the charger's quick guide, the tariff as CSV, the warranty and the installer's message;
fit, its questions and expected text written before the tool was run on it, its failures read and
mended. Its validation folder is a heat pump buyer's: the survey summary, the grant letter, the
controls guide, the running costs as CSV, the maintenance terms and the engineer's text, written
at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
Quote Q-3318

Charger: Zappi 7kW, tethered, black
Installation: standard, cable run up to 10 metres
Price: £1,049 including VAT
Deposit: £200, balance on completion
Valid for: 30 days
""",
    "installation_booking.txt": """\
Installation booking

Date: Monday 14 April
Arrival window: 8am to 12pm
Expected length: about 4 hours

The power will be off for around 30 minutes while the installer connects the charger. Please clear the space by the meter.
""",
    "quick_guide.md": """\
# Quick guide

- Eco+ mode charges only from solar
- Fast mode charges at full power straight away
- A flashing blue light means the car is waiting to charge

To lock the charger, set a PIN in the myenergi app.
""",
    "tariff.csv": """\
period,times,price
Off-peak,11:30pm to 5:30am,7p per kWh
Peak,5:30am to 11:30pm,28p per kWh
""",
    "warranty.txt": """\
Warranty

The charger has a 3 year manufacturer warranty. Installation work is guaranteed for 12 months. The warranty does not cover damage from power surges.
""",
    "installer_message.txt": """\
Lee: All done! I've registered the charger with the DNO for you. The grant paperwork is in the post. Don't forget to download the app and pair it with the serial number on the side.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The quote.
    ("how much is the charger", "quote.txt", "£1,049"),
    ("how much is the deposit", "quote.txt", "£200"),
    ("how long is the quote valid", "quote.txt", "30 days"),
    ("how long a cable can they run", "quote.txt", "10 metres"),
    # The booking.
    ("when is the installation", "installation_booking.txt", "Monday 14 April"),
    ("what time will the installer come", "installation_booking.txt", "8am to 12pm"),
    ("will the power go off", "installation_booking.txt", "30 minutes"),
    ("how long will it take to install", "installation_booking.txt", "about 4 hours"),
    # The guide.
    ("what does a flashing blue light mean", "quick_guide.md", "waiting to charge"),
    ("how do I lock the charger", "quick_guide.md", "PIN"),
    ("what is eco+ mode", "quick_guide.md", "only from solar"),
    # The tariff.
    ("when is off-peak", "tariff.csv", "11:30pm to 5:30am"),
    ("how much is peak electricity", "tariff.csv", "28p per kWh"),
    # Warranty.
    ("how long is the warranty", "warranty.txt", "3 year"),
    ("is a power surge covered", "warranty.txt", "does not cover"),
    # The installer.
    ("has the DNO been told", "installer_message.txt", "registered the charger with the DNO"),
    ("where's the serial number", "installer_message.txt", "on the side"),
    # Subjects the papers never mention.
    ("can I charge two cars at once", None, ""),
    ("does it work with a Tesla", None, ""),
    ("is there a monthly fee", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "survey_summary.txt": """\
Survey summary

Property: 3 bed semi, 1930s
Heat loss: 6.2 kW
Recommended unit: Vaillant aroTHERM plus 7kW
Radiators to replace: 4
Hot water cylinder: 200 litres, in the airing cupboard
""",
    "grant_letter.txt": """\
Boiler Upgrade Scheme

Your voucher for £7,500 has been approved. It is valid for 3 months from 2 June. The installer claims it for you, so the amount comes off your final bill.
""",
    "controls_guide.md": """\
# Controls

- Leave the heating on all day at a steady temperature
- Set the thermostat to 20 degrees
- The hot water boosts to 60 degrees once a week to prevent legionella
""",
    "running_costs.csv": """\
season,estimated cost
Winter quarter,£420
Spring quarter,£190
Summer quarter,£75
""",
    "maintenance_terms.txt": """\
Maintenance

An annual service is needed to keep the 7 year warranty. The first service is free; after that it costs £120 a year.
""",
    "engineer_text.txt": """\
Nat: The unit will go on the concrete pad by the back fence. Noise is about 40 dB at the neighbour's window, well within the rules.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The survey.
    ("what size heat pump", "survey_summary.txt", "7kW"),
    ("how many radiators need replacing", "survey_summary.txt", "4"),
    ("where does the cylinder go", "survey_summary.txt", "airing cupboard"),
    # The grant.
    ("how much is the grant", "grant_letter.txt", "£7,500"),
    ("who claims the voucher", "grant_letter.txt", "installer claims it"),
    # Controls.
    ("what should the thermostat be on", "controls_guide.md", "20 degrees"),
    ("should I turn the heating off at night", "controls_guide.md", "on all day"),
    # Costs.
    ("how much will winter cost", "running_costs.csv", "£420"),
    # Maintenance.
    ("how much is a service", "maintenance_terms.txt", "£120 a year"),
    ("how long is the warranty", "maintenance_terms.txt", "7 year"),
    # The engineer.
    ("where will the unit go", "engineer_text.txt", "concrete pad"),
    ("how loud is it", "engineer_text.txt", "40 dB"),
    # Subjects the papers never mention.
    ("can I keep my gas boiler", None, ""),
    ("does it need planning permission", None, ""),
    ("can I get solar panels too", None, ""),
]
