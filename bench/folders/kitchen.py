"""A household's kitchen refit papers (the thirty-eighth session): the kitchen company's quote,
the fitting schedule, the appliance list as CSV, the worktop care sheet, the payment terms and
the fitter's text. Its validation folder is another household's bathroom refit: the quote, the
tiling choices as a markdown table, the week's plan, the shower guarantee, a payments CSV and the
plumber's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "kitchen_quote.txt": """\
Oakline Kitchens: quotation Q-11842

Customer: Mr and Mrs Farouk, 22 Beech Grove
Units: Shaker style, sage green, 14 units
Worktops: 40mm oak, oiled
Sink: Belfast sink with brass mixer tap
Supply and fit: £16,450 including VAT
Not included: plastering and decoration, electrical certificate (£180 extra if we arrange it)
This quote is valid for 30 days.
""",
    "fitting_schedule.md": """\
# Fitting schedule

| day | work |
|---|---|
| Monday 7 June | strip out the old kitchen; water off from 9am to 3pm |
| Tuesday 8 June | first fix plumbing and electrics |
| Wednesday 9 June to Friday 11 June | fit units and worktops |
| Monday 14 June | templating for the splashback |
| Monday 28 June | splashback fitted; final snagging |

You will be without a working kitchen for about a week.
""",
    "appliances.csv": """\
appliance,brand,model,warranty
Oven,Neff,B6ACH7HH0B,2 years
Induction hob,Bosch,PIE631FB1E,2 years
Dishwasher,Bosch,SMV4HTX24G,5 years
Extractor,Elica,Nikolatesla,2 years
""",
    "worktop_care.txt": """\
Caring for oak worktops

Oil the worktops every three months for the first year, then twice a year. Wipe up water
straight away, especially around the sink. Never put hot pans straight on the wood; use a trivet.
Small marks can be sanded out with fine sandpaper and re-oiled.
""",
    "payment_terms.txt": """\
Payment terms

A 25% deposit (£4,112.50) is due to confirm your order. A further 50% is due when the units are
delivered, and the balance on completion. We accept bank transfer or card; card payments over
£5,000 have a 1.5% charge.
""",
    "fitter_text.txt": """\
Hi Mrs Farouk, it's Darren the fitter. I'll arrive about 8am on Monday; could you clear the
cupboards and unplug the fridge the night before? I'll need the driveway for the skip for the
first two days. Cheers
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the new kitchen", "kitchen_quote.txt", "£16,450"),
    ("what colour are the units", "kitchen_quote.txt", "sage green"),
    ("is plastering included", "kitchen_quote.txt", "Not included: plastering"),
    ("how long is the quote valid", "kitchen_quote.txt", "30 days"),
    ("when will the water be off", "fitting_schedule.md", "9am to 3pm"),
    ("when is the splashback going in", "fitting_schedule.md", "Monday 28 June"),
    ("how long will we be without a kitchen", "fitting_schedule.md", "about a week"),
    ("what make is the dishwasher", "appliances.csv", "Bosch"),
    ("how long is the oven warranty", "appliances.csv", "2 years"),
    ("how often do I oil the worktops", "worktop_care.txt", "every three months"),
    ("can I put a hot pan on the worktop", "worktop_care.txt", "Never put hot pans"),
    ("how much is the deposit", "payment_terms.txt", "£4,112.50"),
    ("is there a fee for paying by card", "payment_terms.txt", "1.5%"),
    ("when is the second payment due", "payment_terms.txt", "when the units are"),
    ("what time is the fitter coming", "fitter_text.txt", "8am"),
    ("what do I need to do the night before", "fitter_text.txt", "clear the"),
    ("how long will the skip be on the drive", "fitter_text.txt", "first two days"),
    ("is there a warranty on the units", None, ""),
    ("do we need building regulations approval", None, ""),
    ("can we keep our old fridge freezer", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "bathroom_quote.txt": """\
AquaFit Bathrooms: quote for Ms L. Chen, 9 Rowan Way

Walk-in shower with 1200mm tray and glass screen
Wall-hung toilet and vanity basin
Heated towel rail (electric)
Total: £8,900 including VAT and waste removal
Work takes about 8 working days.
""",
    "tiling_choices.md": """\
# Tiles

| area | tile | size | price per m² |
|---|---|---|---|
| Shower walls | White gloss metro | 7.5 x 30 cm | £32 |
| Floor | Grey slate effect | 60 x 60 cm | £41 |
| Feature wall | Green zellige | 10 x 10 cm | £96 |
""",
    "week_plan.txt": """\
The plan

Week 1: take out the old suite, move the waste pipe, first fix electrics, board the walls.
Week 2: tiling, fit the suite, second fix, silicone. The toilet will be out of use for two days,
on the Tuesday and Wednesday of week 1.
""",
    "shower_guarantee.txt": """\
Shower guarantee

Your thermostatic shower valve is guaranteed for 10 years and the tray for 25 years. To keep the
guarantee, clean the screen with a non-abrasive cleaner only and register the valve online
within 90 days.
""",
    "payments.csv": """\
date,payment,amount
2027-03-01,Deposit,£1,500
2027-03-22,Stage payment,£4,000
2027-04-02,Final balance,£3,400
""",
    "plumber_email.txt": """\
Hi Lin, Mike here. The tiles are being delivered on 18 March; they can go in the garage. Please
leave the silicone 24 hours before you use the shower. If the drain runs slowly, lift the grate
and clean the hair trap. Mike
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the bathroom", "bathroom_quote.txt", "£8,900"),
    ("how long will the bathroom take", "bathroom_quote.txt", "8 working days"),
    ("is the towel rail electric", "bathroom_quote.txt", "(electric)"),
    ("how much are the floor tiles", "tiling_choices.md", "£41"),
    ("what size are the shower wall tiles", "tiling_choices.md", "7.5 x 30 cm"),
    ("when will we have no toilet", "week_plan.txt", "Tuesday and Wednesday of week 1"),
    ("how long is the tray guaranteed for", "shower_guarantee.txt", "25 years"),
    ("what can I clean the screen with", "shower_guarantee.txt", "non-abrasive cleaner"),
    ("how long do I have to register the valve", "shower_guarantee.txt", "within 90 days"),
    ("how much was the deposit", "payments.csv", "£1,500"),
    ("when did we pay the final balance", "payments.csv", "2027-04-02"),
    ("when are the tiles coming", "plumber_email.txt", "18 March"),
    ("when can I use the shower", "plumber_email.txt", "24 hours"),
    ("what do I do if the shower drains slowly", "plumber_email.txt", "clean the hair trap"),
    ("is there underfloor heating", None, ""),
    ("can we choose a different basin", None, ""),
    ("do they do the decorating", None, ""),
]
