"""An online reseller's papers (the thirty-second session): a marketplace's seller fees, postage
prices as CSV, her own returns policy, a tax office letter about platform reporting, a packaging
supplier's invoice and a buyer's message; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is a podcast host's: the
hosting plan, a sponsor agreement, the episode schedule as CSV, a music licence, a guest release
form and an ad revenue statement, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "seller_fees.md": """\
# ThriftHub — seller fees

- Listing: free for up to 100 items a month, then 30p an item
- Final value fee: 10% of the sale price, including postage
- Payouts: to your bank account every Tuesday, for sales confirmed as received

Buyers have 2 days after delivery to report a problem. Items sent without tracking are not covered if a buyer says they never arrived.
""",
    "postage_prices.csv": """\
service,max weight,price,tracked
Small parcel,2kg,£3.35,yes
Medium parcel,10kg,£5.99,yes
Large letter,750g,£1.95,no
Next day,10kg,£8.50,yes
""",
    "returns_policy.txt": """\
My returns policy

I accept returns within 14 days if an item is not as described. Change-of-mind returns are not accepted.

The buyer pays return postage unless the item was faulty. Refunds are made within 3 days of the item coming back.
""",
    "tax_letter.txt": """\
Dear Ms Hassan,

Online marketplaces now share sellers' details with us once you sell 30 or more items, or earn about £1,700 or more, in a calendar year.

Selling your own unwanted things is not taxable. If you buy items to resell for profit, you may need to register as self-employed. The first £1,000 of trading income is tax-free under the trading allowance.

HM Revenue and Customs
""",
    "packaging_invoice.txt": """\
Invoice 88213 — PackRight Supplies

Mailing bags, 100: £12.40
Bubble wrap, 50m roll: £9.80
Delivery: free over £25
Total: £22.20

Payment due within 14 days. Order by 2pm for next-day dispatch.
""",
    "buyer_message.txt": """\
Hi,

The denim jacket I bought arrived today but it has a stain on the back that wasn't in the photos. Can I send it back for a refund? I'd like a prepaid label if possible.

Thanks,
Olivia
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # Fees.
    ("how much does it cost to list", "seller_fees.md", "free for up to 100 items"),
    ("what cut does ThriftHub take", "seller_fees.md", "10% of the sale price"),
    ("when do I get my money", "seller_fees.md", "every Tuesday"),
    ("how long do buyers have to complain", "seller_fees.md", "2 days after delivery"),
    ("what if a buyer says it never came", "seller_fees.md", "without tracking"),
    # Postage.
    ("how much is a small parcel", "postage_prices.csv", "£3.35"),
    ("is a large letter tracked", "postage_prices.csv", "no"),
    ("what's the heaviest a medium parcel can be", "postage_prices.csv", "10kg"),
    # Returns.
    ("do I take returns if someone changes their mind", "returns_policy.txt", "not accepted"),
    ("who pays to send it back", "returns_policy.txt", "buyer pays return postage"),
    ("how quickly do I refund", "returns_policy.txt", "within 3 days"),
    # Tax.
    ("when will the site tell the taxman about me", "tax_letter.txt", "30 or more items"),
    ("do I pay tax on selling my old clothes", "tax_letter.txt", "not taxable"),
    ("how much can I make before paying tax", "tax_letter.txt", "£1,000"),
    # Packaging.
    ("how much were the mailing bags", "packaging_invoice.txt", "£12.40"),
    ("when do I have to pay PackRight", "packaging_invoice.txt", "within 14 days"),
    ("do I pay for delivery on packaging", "packaging_invoice.txt", "free over £25"),
    # The buyer.
    ("what's wrong with Olivia's jacket", "buyer_message.txt", "stain on the back"),
    ("what does Olivia want", "buyer_message.txt", "refund"),
    # Subjects the papers never mention.
    ("can I sell to buyers abroad", None, ""),
    ("how much is a featured listing", None, ""),
    ("can I sell electrical items", None, ""),
    ("what's my seller rating", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "hosting_plan.md": """\
# CastBase — hosting plan

- Plan: Creator, £14 a month
- Storage: unlimited episodes, up to 250 MB each
- Statistics: downloads by country and app

Your feed is published to all major podcast apps. Cancel any time; your episodes stay online for 30 days after cancelling.
""",
    "sponsor_agreement.txt": """\
Sponsorship agreement — BrewCo Coffee

Fee: £300 an episode for a 60-second mid-roll read
Episodes: 8, from March to June
Payment: within 30 days of each episode going out

The host must say the discount code BREW20 clearly. The sponsor may not ask for changes to episode content other than its own ad.
""",
    "episodes.csv": """\
episode,title,guest,release date
21,Starting out,none,2027-03-04
22,Money talk,Sam Reid,2027-03-18
23,Burnout,Dr Ana Lopes,2027-04-01
24,Listener questions,none,2027-04-15
""",
    "music_licence.txt": """\
Music licence

Track: "Morning Light" by Tide Studio
Use: intro and outro of a podcast, worldwide
Term: 2 years from 1 January 2027

The track may not be used in adverts or sold on its own.
""",
    "guest_release.txt": """\
Guest release form

Guest: Dr Ana Lopes
Episode: Burnout

The guest agrees that the recording may be published and clipped for social media. The guest may ask for a factual error to be corrected within 7 days of release.
""",
    "ad_revenue.txt": """\
Ad revenue statement — March 2027

Downloads: 18,400
Revenue: £276.00
Paid on: 15 April 2027

Revenue is shared 70/30 in your favour; the figure above is your share.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # Hosting.
    ("how much is my hosting", "hosting_plan.md", "£14 a month"),
    ("how big can an episode be", "hosting_plan.md", "250 MB"),
    ("what happens to my episodes if I cancel", "hosting_plan.md", "30 days"),
    # The sponsor.
    ("how much does BrewCo pay per episode", "sponsor_agreement.txt", "£300"),
    ("what's the discount code", "sponsor_agreement.txt", "BREW20"),
    ("can the sponsor change what I say in the show", "sponsor_agreement.txt", "may not ask for changes"),
    ("when does BrewCo pay", "sponsor_agreement.txt", "within 30 days"),
    # Episodes.
    ("who's on episode 22", "episodes.csv", "Sam Reid"),
    ("when does the burnout episode come out", "episodes.csv", "2027-04-01"),
    ("what's episode 24 called", "episodes.csv", "Listener questions"),
    # Music.
    ("can I use the theme tune in an advert", "music_licence.txt", "may not be used in adverts"),
    ("how long is the music licence", "music_licence.txt", "2 years"),
    # The guest.
    ("can I post clips of Ana's episode", "guest_release.txt", "clipped for social media"),
    ("what if Ana spots a mistake", "guest_release.txt", "within 7 days"),
    # Ad revenue.
    ("how much did ads make in March", "ad_revenue.txt", "£276.00"),
    ("how many downloads did I get in March", "ad_revenue.txt", "18,400"),
    ("what's the revenue split", "ad_revenue.txt", "70/30"),
    # Subjects the papers never mention.
    ("do I need a microphone licence", None, ""),
    ("how much is video hosting", None, ""),
    ("can I have two sponsors", None, ""),
]
