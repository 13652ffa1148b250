"""A homeowner's boiler papers (the thirty-fifth session): the service report, the home cover
policy, the engineer visits as CSV, the thermostat guide, the gas safety advice and the engineer's
text; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is a pest control customer's: the survey report, the
treatment visits as CSV, the safety sheet, the guarantee, the prices and the technician's email,
written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "service_report.txt": """\
Boiler service report

Address: 12 Holly Bank, Ripon
Boiler: Worcester Bosch Greenstar 30i
Engineer: Craig Hollis, Gas Safe ID 551208
Date: 14 October 2026
Result: safe to use
Pressure: 1.3 bar
Advice: the expansion vessel is low and should be recharged at the next visit.
Next service due: October 2027
""",
    "home_cover_policy.md": """\
# HomeHeat Cover: what's included

Repairs to your boiler and controls, with parts and labour, up to £1,000 per claim. An annual service is included.

## What's not included

- Radiators and pipework
- Damage caused by limescale or sludge
- Boilers over 15 years old

The excess is £60 per call-out. We aim to visit within 48 hours.
""",
    "visits.csv": """\
date,engineer,reason,outcome
2 February 2026,Craig Hollis,no hot water,replaced diverter valve
14 October 2026,Craig Hollis,annual service,safe to use
""",
    "thermostat_guide.txt": """\
Using your thermostat

Press the flame button to boost the heating for one hour. The schedule is set in the app. To turn the heating off for summer, hold the power button for 5 seconds; hot water will still work.
""",
    "gas_safety.txt": """\
If you smell gas

Call the National Gas Emergency number, 0800 111 999, straight away. Do not use light switches. Open doors and windows and turn off the gas at the meter.
""",
    "engineer_text.txt": """\
Craig (HomeHeat): Hi, I can come Thursday between 12 and 4 to look at the leak. Please clear the cupboard around the boiler.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The report.
    ("what make is my boiler", "service_report.txt", "Worcester Bosch"),
    ("what should the pressure be", "service_report.txt", "1.3 bar"),
    ("when is the next service", "service_report.txt", "October 2027"),
    ("what did the engineer advise", "service_report.txt", "expansion vessel"),
    # Cover.
    ("are radiators covered", "home_cover_policy.md", "Radiators and pipework"),
    ("how much is the excess", "home_cover_policy.md", "£60"),
    ("how quickly will they come out", "home_cover_policy.md", "within 48 hours"),
    ("is the service included", "home_cover_policy.md", "annual service is included"),
    # Visits.
    ("what was replaced in February", "visits.csv", "diverter valve"),
    # The thermostat.
    ("how do I boost the heating", "thermostat_guide.txt", "flame button"),
    ("how do I turn the heating off for summer", "thermostat_guide.txt", "5 seconds"),
    # Gas.
    ("what do I do if I smell gas", "gas_safety.txt", "0800 111 999"),
    ("can I turn the lights on if I smell gas", "gas_safety.txt", "Do not use light switches"),
    # The text.
    ("when is Craig coming", "engineer_text.txt", "Thursday between 12 and 4"),
    ("what do I need to do before he comes", "engineer_text.txt", "clear the cupboard"),
    # Subjects the papers never mention.
    ("is my boiler under warranty", None, ""),
    ("can I get a smart meter", None, ""),
    ("do they cover the electrics", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "survey_report.txt": """\
PestAway survey report

Customer: Mr and Mrs Achebe
Property: 3 Orchard Close, Thame
Pest: mice, in the loft and under the kitchen units
Entry points: gap around the gas pipe behind the cooker
Recommended treatment: 3 visits, bait boxes and proofing
""",
    "treatment_visits.csv": """\
visit,date,time
1,Monday 9 March,8am-10am
2,Monday 16 March,8am-10am
3,Monday 30 March,1pm-3pm
""",
    "safety_sheet.md": """\
# Keeping your family safe

Bait boxes are locked and tamper-resistant. Keep pets out of the loft during treatment.

Do not move or open the bait boxes. Wash your hands after touching any area where mice have been.
""",
    "guarantee.txt": """\
Our guarantee

If mice come back within 90 days of the final visit, we return for free. The guarantee does not cover rats or any pest other than the one treated.
""",
    "prices.txt": """\
Prices

Mouse treatment, 3 visits: £165. Rat treatment, 3 visits: £195. Proofing materials are charged at cost, usually £20 to £40. Payment is due on the first visit.
""",
    "technician_email.txt": """\
Hi Mrs Achebe,

Just a reminder that I'll need access to the loft hatch and the cupboard under the sink. I'll be in a white PestAway van.

Ryan, PestAway
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The survey.
    ("where are the mice getting in", "survey_report.txt", "gas pipe"),
    ("how many visits do we need", "survey_report.txt", "3 visits"),
    # Visits.
    ("what time is the last visit", "treatment_visits.csv", "1pm-3pm"),
    ("when is the second visit", "treatment_visits.csv", "Monday 16 March"),
    # Safety.
    ("is it safe for the cat", "safety_sheet.md", "Keep pets out of the loft"),
    ("can I open the bait boxes", "safety_sheet.md", "Do not move or open"),
    # The guarantee.
    ("what if the mice come back", "guarantee.txt", "return for free"),
    ("are rats covered", "guarantee.txt", "does not cover rats"),
    # Prices.
    ("how much is the mouse treatment", "prices.txt", "£165"),
    ("when do I pay", "prices.txt", "first visit"),
    ("how much is proofing", "prices.txt", "£20 to £40"),
    # The technician.
    ("what does the technician need access to", "technician_email.txt", "loft hatch"),
    ("what van will he be in", "technician_email.txt", "white PestAway van"),
    # Subjects the papers never mention.
    ("do they deal with wasps", None, ""),
    ("is the treatment organic", None, ""),
    ("do we have to leave the house", None, ""),
]
