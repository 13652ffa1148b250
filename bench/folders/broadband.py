"""A broadband customer's papers (the thirty-fifth session): the contract summary, the bills as CSV,
the router setup guide, the engineer visit confirmation, the fault help page and a customer
service email; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is a mobile phone customer's: the plan summary,
the usage as CSV, the roaming terms, the handset agreement, the porting guide and the network's
text, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "contract_summary.txt": """\
Fibrewave contract summary

Customer: Joanna Price
Package: Full Fibre 500
Average download speed: 500Mb
Monthly price: £31.99
Contract length: 24 months, from 3 February 2026
Price rise: £3 a month every April
Leaving early costs the remaining monthly payments, less 3%.
""",
    "bills.csv": """\
month,amount,paid by
February 2026,£38.49,direct debit
March 2026,£31.99,direct debit
April 2026,£34.99,direct debit
""",
    "router_setup.md": """\
# Setting up your router

1. Plug the router into the ONT box with the yellow cable.
2. Wait for the light on the front to turn white. This can take up to 10 minutes.
3. Connect using the network name and password on the back of the router.

If the light flashes red, restart the router by holding the reset button for 10 seconds.
""",
    "engineer_visit.txt": """\
Your installation

An engineer will visit on Friday 30 January between 8am and 1pm. Someone over 18 must be at home. The engineer will need access to where your phone line comes into the house.
""",
    "fault_help.txt": """\
Reporting a fault

Call 0800 028 5500 or use the Fibrewave app. If your broadband is down for more than 2 working days after you report it, you get £9.76 back for each day automatically.
""",
    "customer_service_email.txt": """\
Hi Joanna,

Thanks for getting in touch. We've added a credit of £15 to your account for the outage on 12 March. It will show on your next bill.

Kind regards,
Fibrewave Customer Care
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The contract.
    ("how fast is my broadband", "contract_summary.txt", "500Mb"),
    ("how much do I pay a month", "contract_summary.txt", "£31.99"),
    ("how long is the contract", "contract_summary.txt", "24 months"),
    ("what happens if I leave early", "contract_summary.txt", "remaining monthly payments"),
    # Bills.
    ("how much was the April bill", "bills.csv", "£34.99"),
    # The router.
    ("which cable goes into the ONT", "router_setup.md", "yellow cable"),
    ("where is the wifi password", "router_setup.md", "on the back of the router"),
    ("what if the light is flashing red", "router_setup.md", "restart the router"),
    ("how long until the light goes white", "router_setup.md", "up to 10 minutes"),
    # The engineer.
    ("when is the engineer coming", "engineer_visit.txt", "Friday 30 January"),
    ("does someone have to be home", "engineer_visit.txt", "over 18"),
    # Faults.
    ("how do I report a fault", "fault_help.txt", "0800 028 5500"),
    ("do I get money back if it's down", "fault_help.txt", "£9.76"),
    # The email.
    ("how much credit did they give me", "customer_service_email.txt", "£15"),
    ("when will the credit show", "customer_service_email.txt", "next bill"),
    # Subjects the papers never mention.
    ("is there a data cap", None, ""),
    ("can I get TV channels", None, ""),
    ("do I get a static IP", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "plan_summary.txt": """\
Skyline Mobile: your plan

Number: 07700 900 582
Plan: 30GB SIM only
Price: £12 a month
Minutes and texts: unlimited
Contract: 12 months, ends 9 September 2026
""",
    "usage.csv": """\
month,data used,calls,texts
June,18.2GB,312 minutes,140
July,27.9GB,288 minutes,122
August,31.4GB,301 minutes,98
""",
    "roaming.md": """\
# Using your phone abroad

Roaming in Europe costs £2.25 a day and lets you use your allowance as at home. Outside Europe, data costs £6 per MB.

You can set a roaming spending cap in the app. The default cap is £45 a month.
""",
    "handset_agreement.txt": """\
Device plan

Phone: Pixel 8, 128GB
Upfront: £29
Monthly: £18.50 for 36 months
You can pay off the rest at any time without a fee.
""",
    "porting_guide.txt": """\
Keeping your number

Text PAC to 65075 to get your PAC code for free. Give it to your new network; the switch happens within 1 working day. Your contract with us ends when the number moves.
""",
    "network_text.txt": """\
Skyline: You've used 80% of your 30GB data. Add 5GB for £3 by replying ADD5.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The plan.
    ("how much data do I get", "plan_summary.txt", "30GB"),
    ("when does my contract end", "plan_summary.txt", "9 September 2026"),
    ("how much is my SIM plan", "plan_summary.txt", "£12 a month"),
    # Usage.
    ("how much data did I use in July", "usage.csv", "27.9GB"),
    # Roaming.
    ("how much is roaming in Europe", "roaming.md", "£2.25 a day"),
    ("what's the default spending cap", "roaming.md", "£45 a month"),
    # The handset.
    ("how much is the phone a month", "handset_agreement.txt", "£18.50"),
    ("can I pay off the phone early", "handset_agreement.txt", "without a fee"),
    ("what phone did I get", "handset_agreement.txt", "Pixel 8"),
    # Porting.
    ("how do I get a PAC code", "porting_guide.txt", "65075"),
    ("how long does switching take", "porting_guide.txt", "1 working day"),
    # The text.
    ("how much is an extra 5GB", "network_text.txt", "£3"),
    ("what do I reply to add more data", "network_text.txt", "ADD5"),
    # Subjects the papers never mention.
    ("do I get Disney Plus", None, ""),
    ("is wifi calling included", None, ""),
    ("can I get a second SIM for my watch", None, ""),
]
