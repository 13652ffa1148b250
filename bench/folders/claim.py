"""A household's papers after a leak (the twenty-sixth session): the insurer's claim
acknowledgement, a loss adjuster's report, the list of damaged contents as CSV, the temporary
accommodation letter and a drying company's schedule as a markdown table; fit, its questions
and expected text written before the tool was run on it, its failures read and mended. Its
validation folder is another household's after a burglary: the insurer's letter, a crime
reference letter from the police, a locksmith's invoice, the stolen items as CSV and a
settlement offer, written at the same time and run once at the first run and once after the fit
changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "claim_acknowledgement.txt": """\
Homeguard Insurance — we have received your claim

Claim number: HG-2027-558204
Policyholder: Ravi and Meera Shah
Date of loss: 18 January 2027
Cause: escape of water from the upstairs bathroom

Your buildings excess is £350 and your contents excess is £100. The excess is taken from what we pay you.

Your claims handler is Joanne Price, on 0330 912 4401, Monday to Friday 8am to 6pm.

Please keep damaged items until the loss adjuster has seen them, and take photos before you throw anything away.
""",
    "loss_adjuster_report.md": """\
# Loss adjuster's report — 27 Elm Grove

Visited on 24 January 2027 by Marcus Webb, Crawford Loss Adjusters.

The leak came from a failed joint under the bath. It damaged the kitchen ceiling below and the hall floor.

The kitchen ceiling must be taken down and replastered. The hall's oak floor cannot be saved and will be replaced.

The walls must dry out before any repair starts; drying is expected to take 3 to 4 weeks.

The repair to the leaking joint itself is not covered, as it is wear and tear; the damage the water caused is covered.

Our estimate for the building repairs is £14,600.
""",
    "damaged_contents.csv": """\
item,room,age in years,replacement cost,status
sofa,living room,4,1200,written off
rug,hall,2,240,cleaned
microwave,kitchen,6,110,written off
bookcase,hall,9,180,written off
curtains,kitchen,3,90,cleaned
""",
    "temporary_accommodation.txt": """\
Dear Mr and Mrs Shah,

While your kitchen cannot be used, we will pay for you to stay in a two-bedroom flat at 4 Canal Wharf, from 1 February 2027 for up to 8 weeks.

We pay the rent directly. You pay your own food, but we add £15 a day towards the extra cost of eating out while you have no kitchen.

Your cat may stay with you; the landlord has agreed.

If the repairs take longer, ask your claims handler at least a week before the 8 weeks end.
""",
    "drying_schedule.md": """\
# DryRight Restoration — drying schedule

| Visit | Date | What we do |
|---|---|---|
| Install | 26 January 2027 | Set up two dehumidifiers and an air mover |
| Check 1 | 2 February 2027 | Take moisture readings |
| Check 2 | 9 February 2027 | Take moisture readings |
| Removal | 16 February 2027 | Remove equipment if dry |

Keep windows closed and the heating at about 20°C while the machines run. The machines use about £4 of electricity a day, which the insurer will refund: keep a note of the meter readings.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The acknowledgement.
    ("what's the claim number", "claim_acknowledgement.txt", "HG-2027-558204"),
    ("how much is the excess on the contents", "claim_acknowledgement.txt", "£100"),
    ("who is handling our claim", "claim_acknowledgement.txt", "Joanne Price"),
    ("can I throw the wet carpet away", "claim_acknowledgement.txt", "keep damaged items"),
    ("when can I phone the claims handler", "claim_acknowledgement.txt", "8am to 6pm"),
    # The loss adjuster.
    ("when did the loss adjuster come", "loss_adjuster_report.md", "24 January 2027"),
    ("what caused the leak", "loss_adjuster_report.md", "failed joint"),
    ("will they replace the hall floor", "loss_adjuster_report.md", "will be replaced"),
    ("how long will the drying take", "loss_adjuster_report.md", "3 to 4 weeks"),
    ("is fixing the pipe covered", "loss_adjuster_report.md", "not covered"),
    ("how much will the repairs cost", "loss_adjuster_report.md", "£14,600"),
    # The contents.
    ("how much is the sofa worth", "damaged_contents.csv", "1200"),
    ("what happened to the rug", "damaged_contents.csv", "cleaned"),
    ("how old was the bookcase", "damaged_contents.csv", "9"),
    # The accommodation.
    ("where are we staying", "temporary_accommodation.txt", "4 Canal Wharf"),
    ("how long can we stay in the flat", "temporary_accommodation.txt", "8 weeks"),
    ("do we pay rent on the flat", "temporary_accommodation.txt", "directly"),
    ("how much do we get for food", "temporary_accommodation.txt", "£15 a day"),
    ("can we take the cat", "temporary_accommodation.txt", "cat may stay"),
    ("what if the repairs take longer", "temporary_accommodation.txt", "at least a week before"),
    # The drying.
    ("when do they take the dehumidifiers away", "drying_schedule.md", "16 February 2027"),
    ("when is the first moisture check", "drying_schedule.md", "2 February 2027"),
    ("what temperature should the heating be", "drying_schedule.md", "20°C"),
    ("will we get the electricity back", "drying_schedule.md", "refund"),
    # Subjects the papers never mention.
    ("will our premium go up", None, ""),
    ("can we choose our own builder", None, ""),
    ("is mould covered", None, ""),
    ("how do I complain about the insurer", None, ""),
    ("do we need to tell the mortgage lender", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "insurer_letter.txt": """\
Brightshield Home Insurance

Claim reference: BS-771-0932
Theft from 9 Hawthorn Close on 3 March 2027

We are sorry to hear about the break-in. To assess your claim we need the police crime reference number, receipts or photos for any item worth more than £500, and the locksmith's invoice.

Your contents excess is £250. Jewellery is covered up to £2,000 in total unless an item was listed on your schedule.

We will reply within 10 working days of receiving everything we ask for. Your handler is Sam Okafor.
""",
    "police_letter.txt": """\
Westshire Police — victim of crime

Crime reference: WS/27/044317
Offence: burglary (dwelling)
Officer in charge: PC Dana Morris

A crime scene investigator visited on 4 March 2027 and took fingerprints from the back door.

You can get free support from Victim Support on 0808 168 9111. If you find that more was taken, call 101 and quote your crime reference.
""",
    "locksmith_invoice.md": """\
# Keyfast Locksmiths — invoice 2281

| Work | Price |
|---|---|
| Emergency call-out (after 8pm) | £95 |
| New British Standard lock, back door | £140 |
| Board up broken window | £60 |

Total: £295, paid by card on 3 March 2027. All locks carry a 12-month guarantee.
""",
    "stolen_items.csv": """\
item,bought,price,receipt,where kept
laptop,2025-06-14,899,yes,living room
gold necklace,2019-12-25,650,no,bedroom
games console,2024-11-29,449,yes,living room
bike,2023-04-02,520,yes,shed
""",
    "settlement_offer.txt": """\
Dear Mr Cole,

We have assessed your claim BS-771-0932 and offer £2,363, after your £250 excess.

We will replace the laptop and the games console through our supplier rather than paying cash for them. The bike is not covered, as the shed was not locked.

If you accept, reply by 15 April 2027 and we will pay within 5 working days. If you disagree with the offer, you can ask for a review by our claims manager.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The insurer's letter.
    ("what does the insurer need from me", "insurer_letter.txt", "crime reference number"),
    ("what's the excess", "insurer_letter.txt", "£250"),
    ("how much jewellery is covered", "insurer_letter.txt", "£2,000"),
    ("when will they get back to me", "insurer_letter.txt", "10 working days"),
    ("who is my claim handler", "insurer_letter.txt", "Sam Okafor"),
    # The police.
    ("what's the crime reference", "police_letter.txt", "WS/27/044317"),
    ("who is the officer in charge", "police_letter.txt", "Dana Morris"),
    ("what if I find more things missing", "police_letter.txt", "call 101"),
    ("what's the number for victim support", "police_letter.txt", "0808 168 9111"),
    # The locksmith.
    ("how much was the new lock", "locksmith_invoice.md", "£140"),
    ("how much was the locksmith in total", "locksmith_invoice.md", "£295"),
    ("how long is the lock guaranteed", "locksmith_invoice.md", "12-month"),
    # The stolen items.
    ("how much was the laptop", "stolen_items.csv", "899"),
    ("do I have a receipt for the necklace", "stolen_items.csv", "no"),
    ("when did I buy the games console", "stolen_items.csv", "2024-11-29"),
    ("where was the bike kept", "stolen_items.csv", "shed"),
    # The offer.
    ("how much are they offering", "settlement_offer.txt", "£2,363"),
    ("will they pay cash for the laptop", "settlement_offer.txt", "replace the laptop"),
    ("why isn't the bike covered", "settlement_offer.txt", "not locked"),
    ("when do I have to accept by", "settlement_offer.txt", "15 April 2027"),
    ("what if I don't agree with the offer", "settlement_offer.txt", "review"),
    # Subjects the papers never mention.
    ("will my premium go up", None, ""),
    ("is my car covered", None, ""),
    ("do I need to buy a burglar alarm", None, ""),
    ("can I claim for the broken fence", None, ""),
]
