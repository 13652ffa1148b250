"""A wedding photographer's papers (the thirty-second session): her client contract, her packages
as CSV, her equipment insurance, a couple's shot list, her second shooter's agreement and an email
about a gallery delivery; fit, its questions and expected text written before the tool was run on
it, its failures read and mended. Its validation folder is a tattoo artist's: a studio rent
agreement, an aftercare sheet, prices as CSV, the council's skin piercing registration, a
client's consent form and the deposit policy, written at the same time and run as summary lines
only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "client_contract.md": """\
# Emma Lane Photography — wedding contract

- Booking fee: £400, non-refundable, secures the date
- Balance: due 4 weeks before the wedding
- Travel: free within 30 miles of Bristol, then 45p a mile

Edited photos are delivered in an online gallery within 8 weeks of the wedding. The couple may print and share the photos for personal use; the photographer keeps the copyright.

If the photographer is ill, she will send a photographer of similar experience. If the couple cancel, the booking fee is kept and the balance is not charged.
""",
    "packages.csv": """\
package,hours,photos,price
Ceremony,3,200,£850
Classic,6,400,£1350
Full day,10,700,£1850
Elopement,2,120,£600
""",
    "equipment_insurance.txt": """\
Photography equipment insurance — schedule

Insured: Emma Lane
Equipment value: £12,000
Excess: £150 a claim

Equipment left in an unattended car is covered only if it is out of sight in a locked boot. Cover includes accidental damage and theft worldwide.
""",
    "shot_list.txt": """\
Shot list — Priya and Tom, 12 September

Must-have: a photo with Priya's grandmother, who will leave after the meal. Group photos straight after the ceremony on the church steps; no more than 8 groups.

Please avoid flash during the ceremony. Confetti throw outside the church at about 2:15pm.
""",
    "second_shooter.txt": """\
Second shooter agreement

Day rate: £250 for up to 10 hours
Raw files: handed over on a memory card on the day

The second shooter may not post any photos from the wedding for 6 months, and then only with the lead photographer's permission.
""",
    "gallery_email.txt": """\
Hi Emma,

We got the gallery link, thank you! Some of the photos from the evening are quite dark. Could you brighten the first dance ones? Also, how long will the gallery stay online?

Best,
Priya
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The contract.
    ("how much is the booking fee", "client_contract.md", "£400"),
    ("when does the couple have to pay the rest", "client_contract.md", "4 weeks before the wedding"),
    ("do I charge for travel", "client_contract.md", "free within 30 miles"),
    ("how long do I have to deliver the photos", "client_contract.md", "within 8 weeks"),
    ("who owns the copyright", "client_contract.md", "keeps the copyright"),
    ("what happens if I'm sick on the day", "client_contract.md", "similar experience"),
    # Packages.
    ("how many photos in the classic package", "packages.csv", "400"),
    ("how much is an elopement", "packages.csv", "£600"),
    ("how long is the full day package", "packages.csv", "10"),
    # Insurance.
    ("how much is my kit insured for", "equipment_insurance.txt", "£12,000"),
    ("am I covered if my camera is stolen from the car", "equipment_insurance.txt", "locked boot"),
    ("does my insurance work abroad", "equipment_insurance.txt", "worldwide"),
    # The shot list.
    ("when is the confetti", "shot_list.txt", "2:15pm"),
    ("where are the group photos", "shot_list.txt", "church steps"),
    ("can I use flash in the ceremony", "shot_list.txt", "avoid flash"),
    ("who do I have to get before she leaves", "shot_list.txt", "grandmother"),
    # The second shooter.
    ("how much do I pay my second shooter", "second_shooter.txt", "£250"),
    ("can my second shooter put photos on Instagram", "second_shooter.txt", "6 months"),
    # Priya's email.
    ("what does Priya want me to fix", "gallery_email.txt", "brighten the first dance"),
    ("what did Priya ask about the gallery", "gallery_email.txt", "how long will the gallery stay online"),
    # Subjects the papers never mention.
    ("do I do videos", None, ""),
    ("how much is a photo album", None, ""),
    ("do I need public liability insurance", None, ""),
    ("what's my drone licence number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "studio_rent.md": """\
# Black Rose Studio — artist's chair rental

- Rent: £120 a week, paid every Monday
- Hours: the studio is open 10am to 7pm, Tuesday to Saturday
- Notice: 2 weeks from either side

Artists bring their own machines and inks. Needles and gloves are supplied by the studio.
""",
    "aftercare.txt": """\
Tattoo aftercare

Keep the film on for 24 hours, then wash gently with unscented soap. Apply a thin layer of balm twice a day for 2 weeks.

No swimming, sunbeds or baths for 2 weeks. Do not pick or scratch any scabs.
""",
    "prices.csv": """\
tattoo,size,time,price
Small linework,up to 5cm,1 hour,£80
Medium colour,up to 15cm,3 hours,£280
Half sleeve,arm,8 hours,£700
Touch up,any,30 minutes,free within 3 months
""",
    "council_registration.txt": """\
Skin piercing registration

Registered person: Jade Okoro
Premises: Black Rose Studio, 22 Canal Street
Registered activity: tattooing

The registration must be displayed where clients can see it. It is not transferable to other premises.
""",
    "consent_form.txt": """\
Client consent form

Clients must be 18 or over and show photo ID. No tattoos for anyone under the influence of alcohol or drugs.

Tell the artist about any allergies, skin conditions, blood-thinning medicine or pregnancy before you start.
""",
    "deposit_policy.txt": """\
Deposits

A deposit of £50 is needed to book, and it comes off the final price. Deposits are kept if you cancel with less than 48 hours' notice.

You can move your appointment once without losing your deposit.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The chair.
    ("how much is my chair", "studio_rent.md", "£120 a week"),
    ("when is the studio open", "studio_rent.md", "10am to 7pm"),
    ("do I have to buy my own needles", "studio_rent.md", "supplied by the studio"),
    # Aftercare.
    ("how long do I keep the film on", "aftercare.txt", "24 hours"),
    ("can I go swimming after a tattoo", "aftercare.txt", "No swimming"),
    ("how often do I put balm on", "aftercare.txt", "twice a day"),
    # Prices.
    ("how much is a half sleeve", "prices.csv", "£700"),
    ("how long does a medium colour take", "prices.csv", "3 hours"),
    ("do I charge for touch ups", "prices.csv", "free within 3 months"),
    # Registration.
    ("who is registered", "council_registration.txt", "Jade Okoro"),
    ("where do I put the registration", "council_registration.txt", "displayed where clients can see it"),
    ("can I tattoo at a convention with this", "council_registration.txt", "not transferable"),
    # Consent.
    ("can I tattoo a 17 year old", "consent_form.txt", "18 or over"),
    ("what if someone's drunk", "consent_form.txt", "under the influence"),
    ("what should clients tell me first", "consent_form.txt", "allergies"),
    # Deposits.
    ("how much is the deposit", "deposit_policy.txt", "£50"),
    ("does the deposit come off the price", "deposit_policy.txt", "comes off the final price"),
    ("can a client change their date", "deposit_policy.txt", "move your appointment once"),
    # Subjects the papers never mention.
    ("do I need a first aid course", None, ""),
    ("how much is laser removal", None, ""),
    ("can I sell jewellery in the studio", None, ""),
]
