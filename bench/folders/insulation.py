"""A householder's papers for a loft insulation grant (the forty-fourth session): the grant
scheme's letter, the installer's survey, the installer's quote as a table, the energy certificate's
notes and a note after the visit. Its validation folder is a heat pump grant's: the scheme page,
the installer's quote, the heat loss survey as CSV, the network operator's letter and an email,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "grant_letter.txt": """\
Good news: your home qualifies for the Great British Insulation Scheme. Loft insulation will be fitted
at no cost to you, as your council tax band is A and your energy rating is D.
Your installer is WarmLoft Ltd, who will contact you within 10 working days.
""",
    "survey.txt": """\
Survey of 8 Holly Road on 4 February. The loft has 100mm of old insulation. We will top it up to
the recommended 270mm. The loft hatch is small, so we will bring the rolls in
through the bedroom window. Boarding over the joists is not included.
""",
    "quote.md": """\
# WarmLoft quote

| item | cost |
|---|---|
| 170mm mineral wool top-up | £640 |
| loft hatch insulation and draught strip | £45 |
| raising the water tank | £90 |
| grant | -£775 |
| you pay | £0 |
""",
    "epc_notes.txt": """\
Energy rating D, 61. With loft insulation the rating should rise to C, 69.
The walls are solid brick, not cavity, so cavity wall insulation does not apply.
""",
    "after_visit_note.txt": """\
Fitting booked for Tuesday 25 February, starts at 8am, takes about half a day.
Need to clear the loft of boxes beforehand. The fitter will leave a certificate and a photo of
the finished loft.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much will the insulation cost me", "grant_letter.txt", "no cost to you"),
    ("why do we qualify", "grant_letter.txt", "council tax band is A"),
    ("who is doing the insulation", "grant_letter.txt", "WarmLoft Ltd"),
    ("how much insulation is in the loft now", "survey.txt", "100mm"),
    ("how thick will it be after", "survey.txt", "270mm"),
    ("how are they getting the rolls in", "survey.txt", "through the bedroom window"),
    ("will they board the loft", "survey.txt", "Boarding over the joists is not included"),
    ("how much is raising the water tank", "quote.md", "£90"),
    ("how much is the grant", "quote.md", "£775"),
    ("what will the energy rating go up to", "epc_notes.txt", "C, 69"),
    ("can we get cavity wall insulation", "epc_notes.txt", "does not apply"),
    ("when are they fitting it", "after_visit_note.txt", "Tuesday 25 February"),
    ("how long will the fitting take", "after_visit_note.txt", "about half a day"),
    ("what do I need to do before they come", "after_visit_note.txt", "clear the loft"),
    ("is there a guarantee", None, ""),
    ("can we get solar panels on the grant", None, ""),
    ("what's the fitter's name", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "scheme_page.txt": """\
The Boiler Upgrade Scheme gives £7,500 off the cost of an air source heat pump. Your installer applies
for the grant for you. You need a valid energy performance certificate with no outstanding
recommendations for loft or cavity wall insulation.
""",
    "installer_quote.txt": """\
Supply and fit an 8kW air source heat pump, a 200 litre hot water cylinder and 6 larger radiators:
£12,900. Less the grant: you pay £5,400. Fitting takes 4 days. 7-year warranty on the heat pump.
""",
    "heat_loss.csv": """\
room,heat loss in watts
living room,1450
kitchen,980
main bedroom,1120
bathroom,640
""",
    "network_letter.txt": """\
Northern Power has approved the connection of your heat pump. No upgrade to your fuse is needed.
Reference HP-221874.
""",
    "email_to_installer.txt": """\
We'd like the outdoor unit at the side of the house, not the front, please. Could you also move the
cylinder into the loft so we keep the airing cupboard?
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the heat pump grant", "scheme_page.txt", "£7,500"),
    ("who applies for the grant", "scheme_page.txt", "Your installer applies"),
    ("how big is the heat pump", "installer_quote.txt", "8kW"),
    ("how much will we pay", "installer_quote.txt", "£5,400"),
    ("how long will the fitting take", "installer_quote.txt", "4 days"),
    ("how long is the warranty", "installer_quote.txt", "7-year"),
    ("how many radiators are they changing", "installer_quote.txt", "6 larger radiators"),
    ("which room loses the most heat", "heat_loss.csv", "living room"),
    ("do we need a new fuse", "network_letter.txt", "No upgrade to your fuse is needed"),
    ("where do we want the outdoor unit", "email_to_installer.txt", "side of the house"),
    ("where do we want the cylinder", "email_to_installer.txt", "the loft"),
    ("what's the network reference", "network_letter.txt", "HP-221874"),
    ("how noisy is a heat pump", None, ""),
    ("will our bills go down", None, ""),
]
