"""A wood burner owner's papers (the fortieth session): the stove manual's page, the chimney
sweep's certificate, the log supplier's price list as a table, the installation certificate, the
smoke control area letter and the sweep's text. Its validation folder is a heating oil customer's:
the delivery note, the tank inspection report, the prices as CSV, the oil club letter, the boiler
service reminder and the supplier's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "stove_manual.txt": """\
Hearthstone 5 multi-fuel stove: using your stove

Burn only dry wood with a moisture content below 20%, or smokeless fuel. Never burn treated or
painted wood. Empty the ash pan before it is full, when the stove is cold. The glass can be cleaned
with a damp cloth dipped in ash. Have the chimney swept at least once a year.
""",
    "sweep_certificate.txt": """\
Chimney sweeping certificate

Swept on 18 September by Kevin Nash, member of the Guild of Master Sweeps. Smoke test: passed.
Condition: good, light soot only. Next sweep recommended: September next year. Fee £65, paid in
cash.
""",
    "log_prices.md": """\
# Firewood prices (kiln-dried hardwood)

| load | price |
|---|---|
| net bag | £7 |
| builder's bag | £95 |
| half load (1.5 cubic metres) | £160 |
| full load (3 cubic metres) | £290 |

Free delivery within 10 miles.
""",
    "installation_certificate.txt": """\
HETAS certificate of compliance
Appliance: Hearthstone 5, installed 12 November 2022 by Warmglow Fires Ltd.
A carbon monoxide alarm has been fitted in the same room. Keep this certificate with your house
deeds.
""",
    "smoke_control_letter.txt": """\
Dear resident, your home is in a smoke control area. You may only burn authorised fuels, or use an
exempt appliance. Wood must be labelled Ready to Burn if you buy less than 2 cubic metres. You can
be fined up to £300 for emitting smoke. Environmental Health, Wychavon District Council
""",
    "sweep_text.txt": """\
Hi, Kevin the sweep here. Just a heads-up: your cowl is a bit loose, I'd get it fixed before the
winter. I can do it for £40 when I'm next round in October. Cheers
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how dry does the wood need to be", "stove_manual.txt", "below 20%"),
    ("can I burn old painted wood", "stove_manual.txt", "Never burn treated or painted wood"),
    ("how do I clean the glass", "stove_manual.txt", "damp cloth dipped in ash"),
    ("how often should the chimney be swept", "stove_manual.txt", "at least once a year"),
    ("when was the chimney last swept", "sweep_certificate.txt", "18 September"),
    ("did it pass the smoke test", "sweep_certificate.txt", "passed"),
    ("how much did the sweep cost", "sweep_certificate.txt", "£65"),
    ("how much is a builder's bag of logs", "log_prices.md", "£95"),
    ("how much is a full load", "log_prices.md", "£290"),
    ("is delivery free", "log_prices.md", "Free delivery within 10 miles"),
    ("when was the stove installed", "installation_certificate.txt", "12 November 2022"),
    ("is there a carbon monoxide alarm", "installation_certificate.txt", "carbon monoxide alarm has been fitted"),
    ("how much is the fine for smoke", "smoke_control_letter.txt", "£300"),
    ("what wood can I buy in small amounts", "smoke_control_letter.txt", "Ready to Burn"),
    ("what's wrong with the cowl", "sweep_text.txt", "loose"),
    ("how much to fix the cowl", "sweep_text.txt", "£40"),
    ("can I burn coal", None, ""),
    ("how much heat does the stove give out", None, ""),
    ("does the stove need servicing", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "delivery_note.txt": """\
Heating oil delivery: 1,000 litres of kerosene delivered on 6 November.
Price 68.5p a litre, total £685.00 including 5% VAT. Paid by direct debit.
""",
    "tank_inspection.txt": """\
Oil tank inspection report

Tank: 1,200 litre plastic bunded tank, installed 2011. Condition: fair, some fading. The sight
gauge is cracked and should be replaced. Most plastic tanks last about 20 years; plan to replace
yours within the next five.
""",
    "oil_prices.csv": """\
order,price_per_litre
500 litres,74p
900 litres,69p
1500 litres,66p
""",
    "oil_club_letter.txt": """\
Welcome to the Wold Villages Oil Club. Orders are pooled on the first Monday of every month, which
usually saves 2 to 4p a litre. Place your order by the Friday before. Membership is £10 a year.
""",
    "service_reminder.txt": """\
Your Grant oil boiler is due its annual service in January. A service costs £95 and includes a
flue gas test. Book on 01386 204 550.
""",
    "supplier_email.txt": """\
Hi, just to let you know our tankers can't reach your tank if the lane is blocked, so please keep
the gate clear on delivery days. Deliveries are between 8am and 5pm. Thanks, Cotswold Fuels
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much oil was delivered", "delivery_note.txt", "1,000 litres"),
    ("what did the oil cost per litre", "delivery_note.txt", "68.5p"),
    ("how big is the tank", "tank_inspection.txt", "1,200 litre"),
    ("what needs replacing on the tank", "tank_inspection.txt", "sight gauge"),
    ("how long do plastic tanks last", "tank_inspection.txt", "about 20 years"),
    ("how much per litre for 1500 litres", "oil_prices.csv", "66p"),
    ("when are oil club orders placed", "oil_club_letter.txt", "first Monday of every month"),
    ("how much is the oil club", "oil_club_letter.txt", "£10 a year"),
    ("how much is a boiler service", "service_reminder.txt", "£95"),
    ("when is the boiler service due", "service_reminder.txt", "January"),
    ("what time are deliveries", "supplier_email.txt", "between 8am and 5pm"),
    ("how much does the oil club save", "oil_club_letter.txt", "2 to 4p a litre"),
    ("how much oil is left in the tank", None, ""),
    ("can I pay by card", None, ""),
    ("is there an emergency delivery service", None, ""),
]
