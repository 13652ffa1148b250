"""A household's energy papers (the twenty-fourth session): a solar panel installer's quote, an
export tariff's terms, a heat pump's user guide, a home battery's FAQ and a month's generation
log as CSV; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is another household's: a loft insulation
grant letter, a smart meter appointment, a supplier's switching confirmation, a boiler upgrade
grant decision and a quarter's meter readings as CSV, written at the same time and run once at
the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "solar_quote.md": """\
# Brightroof Solar — quotation Q-5521

**Customer:** Mr and Mrs Patel, 7 Orchard Rise
**Date:** 3 February 2027

| Item | Price |
|---|---|
| 10 x 430 W panels (4.3 kWp) | £5,200 |
| Inverter | £900 |
| Scaffolding | £650 |
| Bird mesh | £240 |

Solar panels are zero-rated for VAT, so no VAT is added. Installation takes 2 days once the scaffolding is up.

The system should generate about 3,800 kWh a year. Panels are guaranteed for 25 years and the inverter for 10 years; our workmanship is guaranteed for 5 years.

A deposit of 25% is due on acceptance and the rest on completion. This quote is valid for 30 days.
""",
    "export_tariff.txt": """\
Sunward Energy — Smart Export terms

We pay 15p for each kWh you export to the grid. Payments are made every quarter as a credit on your electricity account.

To join, you need a smart meter that records exports every half hour, and an MCS certificate for your installation.

You can leave the tariff at any time with 30 days' notice. There is no exit fee.

If your meter stops sending readings, we estimate your exports for up to 3 months.
""",
    "heat_pump_guide.md": """\
# Airwell 8 kW heat pump — user guide

## Heating

The heat pump works best running low and steady. Leave it on all day rather than turning it on and off. The recommended room setting is 20°C.

## Hot water

The cylinder is heated to 50°C every morning at 5am. Once a week, on Sundays, it is heated to 60°C to prevent legionella.

## Noise and defrost

In cold weather the outdoor unit defrosts itself for a few minutes: you may see steam. This is normal.

## Servicing

Have the heat pump serviced once a year by an MCS-certified engineer to keep the 7-year warranty.
""",
    "battery_faq.txt": """\
PowerStack 10 home battery — questions and answers

How much does it store?
10 kWh, of which 9.5 kWh can be used.

Does it work in a power cut?
Only with the backup switch, which is an optional extra. Without it the battery turns off in a power cut for safety.

Can I charge it from the grid at night?
Yes. Set a cheap-rate window in the app, for example 00:30 to 04:30, and the battery charges then.

How long will it last?
The battery is guaranteed for 10 years or 6,000 cycles, whichever comes first.
""",
    "generation_log.csv": """\
date,generated kWh,exported kWh,used from battery kWh
2027-06-01,18.2,6.1,4.0
2027-06-02,22.5,9.8,4.4
2027-06-03,7.9,0.4,3.1
2027-06-04,24.1,11.2,4.6
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The solar quote.
    ("how much are the panels", "solar_quote.md", "£5,200"),
    ("is there VAT on solar panels", "solar_quote.md", "zero-rated"),
    ("how long does installation take", "solar_quote.md", "2 days"),
    ("how much electricity will the panels make", "solar_quote.md", "3,800 kWh"),
    ("how long are the panels guaranteed", "solar_quote.md", "25 years"),
    ("how much deposit do I pay for the solar", "solar_quote.md", "25%"),
    ("how much is the scaffolding", "solar_quote.md", "£650"),
    # The export tariff.
    ("how much do I get paid for exporting", "export_tariff.txt", "15p"),
    ("how often do they pay me", "export_tariff.txt", "every quarter"),
    ("what do I need to join the export tariff", "export_tariff.txt", "smart meter"),
    ("is there a fee to leave the tariff", "export_tariff.txt", "no exit fee"),
    ("what if my meter stops working", "export_tariff.txt", "estimate"),
    # The heat pump.
    ("should I turn the heat pump off when I go out", "heat_pump_guide.md", "Leave it on all day"),
    ("what temperature should I set the heating to", "heat_pump_guide.md", "20°C"),
    ("why is there steam coming from the heat pump", "heat_pump_guide.md", "defrosts"),
    ("how often does the heat pump need servicing", "heat_pump_guide.md", "once a year"),
    ("what temperature is the hot water", "heat_pump_guide.md", "50°C"),
    ("when does the legionella cycle run", "heat_pump_guide.md", "Sundays"),
    # The battery.
    ("how big is the battery", "battery_faq.txt", "10 kWh"),
    ("will the battery keep my lights on in a power cut", "battery_faq.txt", "backup switch"),
    ("can I charge the battery overnight", "battery_faq.txt", "cheap-rate window"),
    ("how long is the battery guaranteed", "battery_faq.txt", "10 years"),
    # The generation log.
    ("how much did we generate on 2 June", "generation_log.csv", "22.5"),
    ("how much did we export on 4 June", "generation_log.csv", "11.2"),
    ("which day did we generate the most", "generation_log.csv", "2027-06-04"),
    # Subjects the papers never mention.
    ("do I need planning permission for solar panels", None, ""),
    ("how much is a heat pump", None, ""),
    ("can I add more panels later", None, ""),
    ("how noisy is the battery", None, ""),
    ("what is my export MPAN", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "insulation_grant.txt": """\
Warmer Homes Scheme — grant offer

Dear Ms Kowalski,

You are eligible for a grant of up to £1,500 towards loft insulation at 12 Ferry Road. Our approved installer, CosyLoft, will contact you within 10 working days to book a survey.

The grant is paid directly to the installer; you pay nothing unless the work costs more than the grant. Please clear the loft before the installation day.

This offer is valid until 31 May 2027. If you rent your home, we need your landlord's written consent.
""",
    "smart_meter_appointment.md": """\
# Smart meter installation — appointment confirmed

**Date:** Wednesday 14 April 2027, between 8am and 12pm
**Address:** 12 Ferry Road

The engineer will replace your gas and electricity meters. Your power and gas will be off for about 45 minutes, so please turn off computers first.

Someone over 18 must be at home. The engineer will show you how to use the in-home display.

To rearrange, call 0800 028 5511 at least 2 working days before.
""",
    "supplier_switch.txt": """\
Welcome to Greenleaf Energy

Your switch will complete on 3 March 2027. Your old supplier will send a final bill; you do not need to cancel with them.

Your tariff: Greenleaf Fix 12, fixed for 12 months. Electricity unit rate 24.1p per kWh, standing charge 51.2p a day. Exit fee: £50 per fuel if you leave early.

Take a meter reading on the switch day and submit it in the app within 5 days.

Your monthly direct debit will be £118, starting on 15 March 2027.
""",
    "boiler_upgrade_decision.md": """\
# Boiler Upgrade Scheme — voucher issued

**Applicant:** Daniel Kowalski
**Voucher value:** £7,500 towards an air source heat pump

Your installer must complete the work within 3 months of this voucher, by 20 June 2027.

The old gas boiler must be removed. You cannot keep it as a backup.

Your installer claims the voucher once the heat pump is commissioned; the grant is taken off your bill.
""",
    "meter_readings_q1.csv": """\
date,electricity,gas
2027-01-01,30412,8821
2027-02-01,30795,9104
2027-03-01,31140,9352
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The insulation grant.
    ("how much is the insulation grant", "insulation_grant.txt", "£1,500"),
    ("who is doing the loft insulation", "insulation_grant.txt", "CosyLoft"),
    ("do I have to pay anything for the insulation", "insulation_grant.txt", "pay nothing"),
    ("what do I need to do before they come", "insulation_grant.txt", "clear the loft"),
    ("when does the grant offer run out", "insulation_grant.txt", "31 May 2027"),
    ("I rent, can I still get the grant", "insulation_grant.txt", "landlord"),
    # The smart meter.
    ("when is the smart meter being fitted", "smart_meter_appointment.md", "14 April 2027"),
    ("how long will the power be off", "smart_meter_appointment.md", "45 minutes"),
    ("does someone need to be in", "smart_meter_appointment.md", "over 18"),
    ("how do I change the smart meter appointment", "smart_meter_appointment.md", "0800 028 5511"),
    # The switch.
    ("when does my switch go through", "supplier_switch.txt", "3 March 2027"),
    ("do I need to cancel my old supplier", "supplier_switch.txt", "do not need to cancel"),
    ("what's the standing charge", "supplier_switch.txt", "51.2p"),
    ("how much is the exit fee", "supplier_switch.txt", "£50"),
    ("how much is my direct debit", "supplier_switch.txt", "£118"),
    # The heat pump voucher.
    ("how much is the boiler upgrade voucher", "boiler_upgrade_decision.md", "£7,500"),
    ("when does the heat pump have to be fitted by", "boiler_upgrade_decision.md", "20 June 2027"),
    ("can I keep my old boiler as a backup", "boiler_upgrade_decision.md", "cannot keep"),
    ("who claims the voucher", "boiler_upgrade_decision.md", "installer"),
    # The readings.
    ("what was the gas reading on 1 February", "meter_readings_q1.csv", "9104"),
    ("what was the electricity reading in March", "meter_readings_q1.csv", "31140"),
    # Subjects the papers never mention.
    ("how thick will the insulation be", None, ""),
    ("is the smart meter free", None, ""),
    ("what is the gas unit rate", None, ""),
    ("can I get a grant for solar panels", None, ""),
]
