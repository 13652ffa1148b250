"""A phone repair shop owner's papers (the thirty-second session): the shop's repair terms, a
parts supplier's prices as CSV, the unit's lease summary, the card machine agreement, a
customer's complaint email and the shop's waste collection agreement; fit, its questions and
expected text written before the tool was run on it, its failures read and mended. Its
validation folder is a mobile bike mechanic's: his workshop terms, his service prices as CSV, his
van insurance, a cycle-to-work scheme's supplier agreement, a customer's email and the market's
pitch rules, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "repair_terms.md": """\
# FixIt Phones — repair terms

- Diagnosis: free, usually within 1 hour
- Warranty: 90 days on parts and labour for the repair we did
- Collection: phones not collected within 60 days may be recycled

We are not responsible for data on your device; please back it up before you hand it in. Water-damaged phones are repaired on a no fix, no fee basis.

The warranty does not cover new damage, such as a screen cracked again after a drop.
""",
    "parts_prices.csv": """\
part,model,trade price,in stock
Screen,iPhone 13,£62,yes
Screen,Galaxy S22,£78,no
Battery,iPhone 12,£19,yes
Charging port,Pixel 7,£14,yes
""",
    "lease_summary.txt": """\
Lease summary — Unit 4, Market Arcade

Rent: £1,150 a month, due on the 1st
Term: 5 years from 1 June 2025
Break clause: tenant may end the lease on 1 June 2028 with 6 months' notice

The tenant insures the shop's contents; the landlord insures the building. Signs on the shop front need the landlord's written consent.
""",
    "card_machine.txt": """\
Card machine agreement

Monthly rental: £19.99
Transaction fee: 1.4% per card payment
Minimum term: 18 months

Money from card payments reaches your bank account the next working day. Ending the agreement early costs the rest of the rental for the minimum term.
""",
    "complaint_email.txt": """\
Hi,

I had my iPhone 13 screen replaced with you on 3 January and it has stopped responding to touch in one corner. I haven't dropped it. Can you fix it under the warranty? I can bring it in on Saturday.

Thanks,
Daniel Reeves
""",
    "waste_agreement.txt": """\
Electronic waste collection

Collector: GreenCycle Ltd
Collection day: every other Thursday
Cost: £35 a collection

Batteries must be kept separately in the yellow tub, with the terminals taped. Collections can be cancelled with 48 hours' notice.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The terms.
    ("do we charge to look at a phone", "repair_terms.md", "free"),
    ("how long is the guarantee on a repair", "repair_terms.md", "90 days"),
    ("what happens if someone never picks up their phone", "repair_terms.md", "recycled"),
    ("what if we can't fix a phone that's been in water", "repair_terms.md", "no fix, no fee"),
    ("is a cracked screen after a drop covered", "repair_terms.md", "does not cover new damage"),
    # The parts.
    ("how much is an iPhone 13 screen", "parts_prices.csv", "£62"),
    ("do we have S22 screens in", "parts_prices.csv", "no"),
    ("what does a Pixel 7 charging port cost", "parts_prices.csv", "£14"),
    # The lease.
    ("how much is the rent", "lease_summary.txt", "£1,150 a month"),
    ("when can I get out of the lease", "lease_summary.txt", "1 June 2028"),
    ("who insures the stock", "lease_summary.txt", "The tenant insures"),
    ("can I put up a new sign", "lease_summary.txt", "written consent"),
    # The card machine.
    ("what does the card machine take per transaction", "card_machine.txt", "1.4%"),
    ("when do card payments hit the bank", "card_machine.txt", "next working day"),
    ("how long am I stuck with the card machine", "card_machine.txt", "18 months"),
    # The complaint.
    ("when did Daniel get his screen done", "complaint_email.txt", "3 January"),
    ("what's wrong with Daniel's phone", "complaint_email.txt", "stopped responding to touch"),
    ("when is Daniel coming in", "complaint_email.txt", "Saturday"),
    # The waste.
    ("when is the e-waste picked up", "waste_agreement.txt", "every other Thursday"),
    ("how do I store old batteries", "waste_agreement.txt", "yellow tub"),
    ("how much is a collection", "waste_agreement.txt", "£35"),
    # Subjects the papers never mention.
    ("do we fix laptops", None, ""),
    ("how much is a screen protector", None, ""),
    ("is there a service charge on the unit", None, ""),
    ("what's our VAT number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "workshop_terms.md": """\
# Spokes on the Go — mobile bike repairs

- Call-out: free within 5 miles of the town centre, £10 beyond
- Payment: card or bank transfer on the day
- Guarantee: 30 days on labour

Parts I supply are guaranteed by their maker. I don't work on e-bike motors or batteries.

If the bike needs workshop tools, I take it away and return it within 3 working days.
""",
    "services.csv": """\
service,price,time
Puncture repair,£15,30 minutes
Basic service,£45,1 hour
Full service,£95,2 hours
Brake bleed,£30,45 minutes
""",
    "van_insurance.txt": """\
Van insurance — certificate

Vehicle: Ford Transit Connect, FD21 KLM
Use: business use, including carrying tools and customers' bikes
Excess: £300
Renewal: 28 February 2027

Tools left in the van overnight are covered only if the van is locked and alarmed.
""",
    "cycle_scheme.txt": """\
Cycle to work scheme — supplier agreement

We pay you within 14 days of the employee collecting the bike. Our commission is 8% of the bike's price.

Bikes over £2,500 need the employer's approval first. Accessories can make up no more than half the total.
""",
    "customer_email.txt": """\
Hi Tom,

Could you come and look at my daughter's bike on Thursday after 4pm? The gears keep slipping and the back brake is very weak. We're at 9 Orchard Close.

Thanks,
Karen
""",
    "market_pitch.txt": """\
Saturday market — pitch rules

Pitch fee: £25 a day
Setting up: from 7am; pitches must be cleared by 5pm

No vehicles in the square after 8am. Gazebos must be weighted, with at least 10 kg on each leg.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The terms.
    ("do I charge for call-outs", "workshop_terms.md", "free within 5 miles"),
    ("how long is my guarantee", "workshop_terms.md", "30 days"),
    ("can I fix an e-bike battery", "workshop_terms.md", "don't work on e-bike motors or batteries"),
    ("how long do I keep a bike in the workshop", "workshop_terms.md", "within 3 working days"),
    # Services.
    ("how much is a full service", "services.csv", "£95"),
    ("how long does a puncture take", "services.csv", "30 minutes"),
    ("what do I charge to bleed brakes", "services.csv", "£30"),
    # The van.
    ("what's my excess", "van_insurance.txt", "£300"),
    ("are my tools covered overnight", "van_insurance.txt", "locked and alarmed"),
    ("when does the van insurance renew", "van_insurance.txt", "28 February 2027"),
    # The scheme.
    ("how quickly does the scheme pay me", "cycle_scheme.txt", "within 14 days"),
    ("what commission do they take", "cycle_scheme.txt", "8%"),
    ("can someone get a £3,000 bike", "cycle_scheme.txt", "employer's approval"),
    # Karen.
    ("what's wrong with Karen's daughter's bike", "customer_email.txt", "gears keep slipping"),
    ("what's Karen's address", "customer_email.txt", "9 Orchard Close"),
    ("when does Karen want me", "customer_email.txt", "Thursday after 4pm"),
    # The market.
    ("how much is the pitch", "market_pitch.txt", "£25 a day"),
    ("when do I have to pack up", "market_pitch.txt", "5pm"),
    ("can I park my van in the square", "market_pitch.txt", "No vehicles in the square after 8am"),
    # Subjects the papers never mention.
    ("do I need a licence to fix bikes", None, ""),
    ("how much is a wheel true", None, ""),
    ("can I sell second hand bikes", None, ""),
]
