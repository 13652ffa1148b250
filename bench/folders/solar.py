"""A solar panel owner's papers (the thirty-seventh session): the installer's quote, the
handover sheet, the export tariff letter, the panel and inverter warranties, a generation log as
CSV and the installer's email. Its validation folder is a heat pump owner's: the installation
quote, the grant letter, the controls guide, the service plan, an electricity use CSV and the
engineer's email, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "installer_quote.txt": """\
Brightside Solar Ltd: quotation

Customer: Mr D. Okafor, 12 Linden Close
System: 10 panels, 4.3 kWp, with a 5.2 kWh battery
Total price: £8,950 including VAT at 0%
Deposit: £500, paid on signing
Installation date: Tuesday 16 March 2027
Estimated yearly generation: 3,700 kWh
""",
    "handover_sheet.md": """\
# Handover sheet

The inverter is in the loft, beside the water tank. The isolator switch is on the wall next to
the consumer unit in the garage.

- To see today's generation, open the SunView app and tap "Today"
- If the inverter shows a red light, switch it off at the isolator, wait 5 minutes and switch it on again
- Clean the panels only from the ground, with a soft brush on a pole; never climb onto the roof

Your MCS certificate number is MCS-0042-7781.
""",
    "export_tariff.txt": """\
Northgrid Energy: Smart Export Guarantee

Dear Mr Okafor,

Your export tariff starts on 1 April 2027. We will pay you 15p for each kWh you send to the
grid, measured by your smart meter. Payments are made every three months into the account you
gave us.
""",
    "warranties.csv": """\
item,maker,warranty
Solar panels,Aurora 430W,25 years
Inverter,Solis 3.6kW,10 years
Battery,GivEnergy 5.2,12 years
Workmanship,Brightside Solar,2 years
""",
    "generation_log.csv": """\
month,generated_kwh,exported_kwh
April 2027,412,198
May 2027,486,251
June 2027,530,287
July 2027,498,260
""",
    "installer_email.txt": """\
Hi Daniel, Priya from Brightside here. The scaffolding will go up on the Monday before your
install and come down two days after. Please move your car off the drive for those days. The
DNO has approved the connection, so there is nothing more for you to do there.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much did the system cost", "installer_quote.txt", "£8,950"),
    ("how big is the battery", "installer_quote.txt", "5.2 kWh"),
    ("when are the panels being fitted", "installer_quote.txt", "Tuesday 16 March 2027"),
    ("where is the inverter", "handover_sheet.md", "in the loft"),
    ("what do I do if the inverter has a red light", "handover_sheet.md", "switch it off at the isolator"),
    ("can I go up on the roof to clean them", "handover_sheet.md", "never climb onto the roof"),
    ("what's my MCS number", "handover_sheet.md", "MCS-0042-7781"),
    ("how much do I get paid for exporting", "export_tariff.txt", "15p for each kWh"),
    ("how often do export payments come", "export_tariff.txt", "every three months"),
    ("how long is the battery warranty", "warranties.csv", "12 years"),
    ("who makes the inverter", "warranties.csv", "Solis"),
    ("how much did we generate in June", "generation_log.csv", "530"),
    ("how much was exported in May", "generation_log.csv", "251"),
    ("when does the scaffolding go up", "installer_email.txt", "Monday before your install"),
    ("do I need to move my car", "installer_email.txt", "move your car off the drive"),
    ("is there a warranty on the roof tiles", None, ""),
    ("how much will I save on my bills", None, ""),
    ("do I need planning permission", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "heat_pump_quote.txt": """\
Greenwarm Heating: quotation for Mrs L. Fraser

Air source heat pump: Vaillant aroTHERM plus 7kW
New hot water cylinder: 200 litres, in the airing cupboard
Price: £11,400
Boiler Upgrade Scheme grant: -£7,500
You pay: £3,900
Fitting takes 3 days.
""",
    "grant_letter.txt": """\
Ofgem: Boiler Upgrade Scheme

Dear Mrs Fraser,

Your voucher for £7,500 has been issued. It is valid until 30 September 2027, and your installer
must finish the work and claim it before then.
""",
    "controls_guide.md": """\
# Using your heat pump controls

The controller is on the hall wall. Leave the heat pump running all day at a steady
temperature; it is cheaper than turning it on and off.

| setting | value |
|---|---|
| Room temperature | 20°C |
| Hot water | 50°C |
| Legionella cycle | Mondays at 2am, 60°C |
| Holiday mode | press the suitcase button |

Do not cover the outdoor unit, and keep 30 cm clear around it.
""",
    "service_plan.txt": """\
Greenwarm Service Plan

Your heat pump must be serviced once a year to keep the 7 year warranty. The plan costs £12 a
month and includes the yearly service and free call-outs. Call 0800 412 6670 to book.
""",
    "electricity_use.csv": """\
month,kwh_used,cost
November 2027,640,£153.60
December 2027,812,£194.88
January 2028,905,£217.20
""",
    "engineer_email.txt": """\
Hello Lorna, it's Mark, your installer. The radiators in the back bedroom and the lounge will be
swapped for larger ones. We'll start at 8am on the first day and the water will be off from
about 10am until 4pm.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much do I actually pay for the heat pump", "heat_pump_quote.txt", "£3,900"),
    ("how big is the new cylinder", "heat_pump_quote.txt", "200 litres"),
    ("how long does it take to fit", "heat_pump_quote.txt", "3 days"),
    ("when does the grant voucher run out", "grant_letter.txt", "30 September 2027"),
    ("where is the controller", "controls_guide.md", "hall wall"),
    ("what temperature should the hot water be", "controls_guide.md", "50°C"),
    ("when does the legionella cycle run", "controls_guide.md", "Mondays at 2am"),
    ("can I put a cover over the outside unit", "controls_guide.md", "Do not cover the outdoor unit"),
    ("how often does it need servicing", "service_plan.txt", "once a year"),
    ("how much is the service plan", "service_plan.txt", "£12 a month"),
    ("what number do I call to book a service", "service_plan.txt", "0800 412 6670"),
    ("how much did electricity cost in January", "electricity_use.csv", "£217.20"),
    ("how many kWh did we use in December", "electricity_use.csv", "812"),
    ("which radiators are being replaced", "engineer_email.txt", "back bedroom and the lounge"),
    ("when will the water be off", "engineer_email.txt", "10am until 4pm"),
    ("can I keep my gas boiler as a backup", None, ""),
    ("is there a noise limit for the outdoor unit", None, ""),
    ("do I get a smart thermostat", None, ""),
]
