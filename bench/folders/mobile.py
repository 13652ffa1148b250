"""A mobile phone customer's papers (the thirty-eighth session): the contract summary, a monthly
bill, the roaming guide, the handset insurance certificate, a data usage CSV and the network's
text message about an upgrade. Its validation folder is a TV and streaming subscriber's: the
package summary, the price rise letter, the box set-up card, the parental controls guide, a
payments CSV and the engineer's visit text, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "contract_summary.txt": """\
Vireo Mobile: contract summary

Customer: Ben Okafor
Mobile number: 07700 900318
Plan: 30GB data, unlimited minutes and texts
Handset: Pixel 8, 128GB
Monthly price: £32.50 (£18 airtime + £14.50 device plan)
Contract length: 24 months, from 3 February 2027
Each April the airtime price rises by £1.80 a month.
Leaving early: you pay the rest of the device plan, but not the airtime.
""",
    "bill_march.txt": """\
Bill for March 2027

Plan charges: £32.50
Calls to 0870 numbers: £3.20
Roaming day passes (Spain, 2 days): £4.00
Total this month: £39.70
This will be taken by direct debit on 18 April.
""",
    "roaming_guide.md": """\
# Using your phone abroad

In the EU, a Roam Pass costs £2 a day and lets you use your allowance as at home. It starts
when you first use your phone abroad each day. In the USA and Canada, the pass is £5 a day.

To stop all roaming charges, turn off "Data roaming" in settings. Calls to UK numbers from
abroad come out of your minutes.
""",
    "insurance_certificate.txt": """\
Handset insurance certificate

Phone: Pixel 8, IMEI 356789104512337
Cover: loss, theft, accidental damage and breakdown
Monthly premium: £7.99
Excess: £75 for damage, £100 for loss or theft
Report theft to the police within 24 hours and to us within 48 hours.
Claims: 0330 123 4551
""",
    "data_usage.csv": """\
month,data_gb,minutes,texts
January 2027,18.4,212,96
February 2027,22.1,198,104
March 2027,27.9,245,88
""",
    "upgrade_text.txt": """\
Vireo: Hi Ben, you can upgrade early from 3 November 2028. Until then, upgrading means paying
off your device plan first. Reply UPGRADE for offers. To check your PAC code for switching, text
PAC to 65075.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is my phone contract a month", "contract_summary.txt", "£32.50"),
    ("how long is my contract", "contract_summary.txt", "24 months"),
    ("how much will it go up in April", "contract_summary.txt", "£1.80 a month"),
    ("what happens if I leave early", "contract_summary.txt", "rest of the device plan"),
    ("why was my March bill higher", "bill_march.txt", "0870"),
    ("when will the March bill be taken", "bill_march.txt", "18 April"),
    ("how much is roaming in Spain", "roaming_guide.md", "£2 a day"),
    ("how much is roaming in the USA", "roaming_guide.md", "£5 a day"),
    ("how do I stop roaming charges", "roaming_guide.md", "turn off"),
    ("what is the excess if my phone is stolen", "insurance_certificate.txt", "£100"),
    ("how much is the phone insurance", "insurance_certificate.txt", "£7.99"),
    ("how long do I have to report a theft to the police", "insurance_certificate.txt", "within 24 hours"),
    ("what's my IMEI", "insurance_certificate.txt", "356789104512337"),
    ("how much data did I use in February", "data_usage.csv", "22.1"),
    ("how many texts did I send in March", "data_usage.csv", "88"),
    ("when can I upgrade", "upgrade_text.txt", "3 November 2028"),
    ("how do I get my PAC code", "upgrade_text.txt", "text"),
    ("is there 5G in my area", None, ""),
    ("can I add a second sim", None, ""),
    ("does my plan include Disney Plus", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "package_summary.txt": """\
Skyline TV: your package

Account number: 40 1187 2290
Package: Entertainment + Sports
Monthly price: £61 (TV £28, Sports £33)
Minimum term: 18 months from 12 January 2027; Sports can be removed with 31 days' notice
Included: 2 Skyline boxes, catch-up, and Netflix Basic with adverts
""",
    "price_rise_letter.txt": """\
Changes to your prices

From 1 April 2027 your TV package will go up by £2.50 a month, and Sports by £1.50 a month. If
you decide to leave because of this, you must tell us within 30 days of this letter.
""",
    "box_setup_card.md": """\
# Setting up your box

1. Connect the box to your router with the Ethernet cable, or use Wi-Fi.
2. Plug the HDMI cable into the TV and switch on.
3. Hold the Home button for 5 seconds to pair the remote.

If the screen shows error E47, restart the router and then the box.
""",
    "parental_controls.txt": """\
Parental controls

Your PIN is set when you first switch on; the default is 1234, so change it. With controls on,
programmes rated 15 or 18 need the PIN before they play. To switch controls off, go to Settings,
Family, then Restrictions.
""",
    "payments.csv": """\
date,amount,method
2027-02-12,£61.00,Direct debit
2027-03-12,£61.00,Direct debit
2027-04-12,£65.00,Direct debit
""",
    "engineer_text.txt": """\
Skyline: Your engineer visit is on Thursday 4 March between 8am and 1pm. Someone aged 18 or
over must be at home. The engineer will fit the dish on the back wall, as agreed.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what's my account number", "package_summary.txt", "40 1187 2290"),
    ("how much am I paying for sports", "package_summary.txt", "£33"),
    ("can I drop sports", "package_summary.txt", "31 days' notice"),
    ("do I get Netflix", "package_summary.txt", "Netflix Basic with adverts"),
    ("how much is the TV going up by", "price_rise_letter.txt", "£2.50 a month"),
    ("how long do I have to leave after the price rise", "price_rise_letter.txt", "within 30 days"),
    ("how do I pair the remote", "box_setup_card.md", "Hold the Home button for 5 seconds"),
    ("what do I do about error E47", "box_setup_card.md", "restart the router"),
    ("what's the default PIN", "parental_controls.txt", "1234"),
    ("how do I turn off parental controls", "parental_controls.txt", "Settings, Family, then Restrictions"),
    ("how much did I pay in April", "payments.csv", "£65.00"),
    ("when is the engineer coming", "engineer_text.txt", "Thursday 4 March between 8am and 1pm"),
    ("does someone need to be home for the engineer", "engineer_text.txt", "18 or"),
    ("where will the dish go", "engineer_text.txt", "back wall"),
    ("can I watch on my phone", None, ""),
    ("is there a 4K box", None, ""),
    ("how do I record a programme", None, ""),
]
