"""A van hirer's papers (the thirty-third session): the rental agreement, the damage and excess
terms, the fuel and mileage policy, the pick-up instructions, the van's check-out sheet as CSV
and the hire company's email; fit, its questions and expected text written before the tool was
run on it, its failures read and mended. Its validation folder is an e-bike hirer's: the hire
terms, the battery guide, the route card as CSV, the lock instructions, the deposit receipt and
the shop's text message, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "rental_agreement.txt": """\
Rental agreement

Hirer: Owen Price
Vehicle: Ford Transit Custom, LR22 KXD
Collect: Saturday 14 August, 8am, Bristol Road branch
Return: Monday 16 August by 5pm, same branch
Total: £187.50, paid by card

Only the named driver may drive the van. Drivers must be at least 23 and have held a licence for 2 years.
""",
    "damage_terms.md": """\
# Damage and excess

- Damage excess: £1,250
- Excess reduction: £15 a day brings the excess down to £250
- Windscreen and tyres: always charged in full

Report any accident to us within 24 hours. The van must not be taken off-road or abroad.
""",
    "fuel_policy.txt": """\
Fuel and mileage

The van is supplied with a full tank of diesel and must be returned full, or we charge £2.20 a litre plus a £20 refuelling fee.

Mileage is unlimited for hires of 2 days or more.
""",
    "pickup_instructions.txt": """\
Picking up your van

Bring your photo driving licence and a card in your name for the £250 deposit. The deposit is released 7 days after the van is returned undamaged.

Allow 20 minutes at the counter.
""",
    "checkout_sheet.csv": """\
item,condition
Front bumper,small scratch on left
Load area,clean
Spare wheel,present
Fuel,full
""",
    "company_email.txt": """\
Hi Owen,

If you need the van for longer, call the branch before 4pm on the return day and we'll extend it at £69 a day.

Out of hours, drop the keys in the key safe by the gate.

Bristol Road branch
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The agreement.
    ("when do I pick up the van", "rental_agreement.txt", "Saturday 14 August, 8am"),
    ("when does it need to go back", "rental_agreement.txt", "Monday 16 August by 5pm"),
    ("can my mate drive", "rental_agreement.txt", "named driver"),
    ("how old do you have to be", "rental_agreement.txt", "at least 23"),
    ("what's the reg", "rental_agreement.txt", "LR22 KXD"),
    # Damage.
    ("what's the excess", "damage_terms.md", "£1,250"),
    ("can I reduce the excess", "damage_terms.md", "£15 a day"),
    ("can I take it to France", "damage_terms.md", "abroad"),
    ("what if I have an accident", "damage_terms.md", "within 24 hours"),
    # Fuel.
    ("do I need to fill it up", "fuel_policy.txt", "returned full"),
    ("is there a mileage limit", "fuel_policy.txt", "unlimited"),
    ("what fuel does it take", "fuel_policy.txt", "diesel"),
    # Pick-up.
    ("how much is the deposit", "pickup_instructions.txt", "£250"),
    ("when do I get my deposit back", "pickup_instructions.txt", "7 days after"),
    ("what do I need to bring", "pickup_instructions.txt", "photo driving licence"),
    # The sheet.
    ("is there any damage already", "checkout_sheet.csv", "small scratch"),
    # The company.
    ("how much to keep it an extra day", "company_email.txt", "£69 a day"),
    ("where do I leave the keys out of hours", "company_email.txt", "key safe by the gate"),
    # Subjects the papers never mention.
    ("does the van have a tow bar", None, ""),
    ("can I hire a trolley", None, ""),
    ("is breakdown cover included", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "hire_terms.txt": """\
E-bike hire terms

Hire runs from 9am to 5pm. Riders must be 16 or over; under-18s need a parent's signature.

Helmets are provided and must be worn. Bikes returned after 5:30pm are charged a late fee of £15.
""",
    "battery_guide.md": """\
# Battery guide

- Range: about 50 miles on eco mode
- Charge time: 4 hours from empty
- Spare battery: £10 extra

The battery level shows on the left of the handlebar display. Use eco mode on the flat to save charge.
""",
    "route_card.csv": """\
route,distance,difficulty
Lakeshore loop,18 miles,easy
Fell road,32 miles,hard
Village trail,12 miles,easy
""",
    "lock_instructions.txt": """\
Locking up

Lock the bike to something solid through the frame, not the wheel. The lock code is on your hire receipt.

If the bike is stolen while unlocked, you pay the full replacement cost of £2,400.
""",
    "deposit_receipt.txt": """\
Deposit receipt

Deposit taken: £100, on card
Returned: when the bike comes back undamaged, the same day
""",
    "shop_text.txt": """\
Lakeland Bikes: Hi Maria, your two e-bikes are ready from 9am Saturday. Park in the pay and display behind the shop.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The terms.
    ("what are the hire hours", "hire_terms.txt", "9am to 5pm"),
    ("can my 15 year old hire one", "hire_terms.txt", "16 or over"),
    ("what if we're back late", "hire_terms.txt", "£15"),
    # The battery.
    ("how far will the battery last", "battery_guide.md", "50 miles"),
    ("can I get a spare battery", "battery_guide.md", "£10 extra"),
    ("how long does it take to charge", "battery_guide.md", "4 hours"),
    # Routes.
    ("how long is the lakeshore loop", "route_card.csv", "18 miles"),
    ("which route is hard", "route_card.csv", "Fell road"),
    # Locking.
    ("where's the lock code", "lock_instructions.txt", "hire receipt"),
    ("what if the bike gets stolen", "lock_instructions.txt", "£2,400"),
    # The deposit.
    ("how much was the deposit", "deposit_receipt.txt", "£100"),
    ("when do I get the deposit back", "deposit_receipt.txt", "the same day"),
    # The shop.
    ("when can we collect the bikes", "shop_text.txt", "9am Saturday"),
    ("where can we park", "shop_text.txt", "pay and display"),
    # Subjects the papers never mention.
    ("do you have child seats", None, ""),
    ("can we take the bikes on the ferry", None, ""),
    ("is there a cafe on the route", None, ""),
]
