"""A laboratory technician's papers (the twenty-ninth session): the lab's safety rules, a
chemical's safety data sheet summary, the fume cupboard's test certificate, an equipment
booking guide and the consumables stock as CSV; fit, its questions and expected text written
before the tool was run on it, its failures read and mended. Its validation folder is a
makerspace member's: the membership rules, a laser cutter's induction notes, a 3D printer guide,
a wood workshop's safety sheet and the tool hire prices as CSV, written at the same time and run
as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "lab_rules.md": """\
# Teaching Lab 2.14 — safety rules

- Lab manager: Dr Fiona Achterberg
- Emergency extension: 4444
- Opening hours: 8am to 6pm, Monday to Friday

Lab coats and safety glasses must be worn at all times in the lab. Gloves are worn when handling chemicals and taken off before touching door handles or keyboards.

No food or drink may be brought into the lab. Lone working is not allowed after 6pm; two people must be present.

Report every spill, cut or burn to the lab manager the same day, and record it in the incident book by the door.

Broken glass goes in the yellow glass bin, never in the general waste.
""",
    "acetone_sds.txt": """\
Safety data sheet (summary) — Acetone

Product code: AC-2291
Hazards: highly flammable liquid and vapour; causes serious eye irritation; may cause drowsiness.

Storage: keep in the flammables cabinet, away from heat and sparks. Keep the container tightly closed.

First aid: if in the eyes, rinse with water for at least 15 minutes and get medical advice. If inhaled, move the person to fresh air.

Spills: small spills under 100 ml can be soaked up with the spill kit; for larger spills, evacuate and call extension 4444.

Exposure limit: 500 ppm over 8 hours.
""",
    "fume_cupboard_certificate.txt": """\
Fume cupboard performance test certificate

Cupboard: FC-07, Lab 2.14
Tested by: AirSafe Testing Ltd
Test date: 11 January 2027
Face velocity: 0.52 m/s (pass; minimum 0.4 m/s)
Result: PASS

Next test due: 11 January 2028. Keep the sash at or below the marked working height of 500 mm.
""",
    "equipment_booking.md": """\
# Booking shared equipment

Book the centrifuge, the UV-Vis spectrophotometer and the plate reader on the lab calendar. Bookings are limited to 4 hours a day per person.

Cancel at least 24 hours ahead, or the slot counts against your weekly limit.

New users need training before their first booking. Training sessions run every Tuesday at 2pm; ask Tom Reyes to join one.

Faults go on the equipment's fault sheet and to Tom Reyes by email.
""",
    "consumables.csv": """\
item,stock,reorder level,supplier
nitrile gloves (box),14,10,LabDirect
pipette tips (rack),32,20,SciSupply
ethanol 70% (litre),6,8,LabDirect
filter paper (pack),9,5,SciSupply
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The lab rules.
    ("what do I have to wear in the lab", "lab_rules.md", "Lab coats and safety glasses"),
    ("can I have a coffee at my bench", "lab_rules.md", "No food or drink"),
    ("can I work alone in the evening", "lab_rules.md", "Lone working is not allowed"),
    ("what do I do if I cut myself", "lab_rules.md", "Report every spill, cut or burn"),
    ("where does broken glass go", "lab_rules.md", "yellow glass bin"),
    ("what's the emergency number", "lab_rules.md", "4444"),
    # The acetone data sheet.
    ("where do I store the acetone", "acetone_sds.txt", "flammables cabinet"),
    ("what if I get acetone in my eye", "acetone_sds.txt", "at least 15 minutes"),
    ("what do I do about a big acetone spill", "acetone_sds.txt", "evacuate"),
    ("what is the exposure limit for acetone", "acetone_sds.txt", "500 ppm"),
    # The fume cupboard.
    ("when is the fume cupboard next tested", "fume_cupboard_certificate.txt", "11 January 2028"),
    ("did the fume cupboard pass", "fume_cupboard_certificate.txt", "PASS"),
    ("how high can the sash be", "fume_cupboard_certificate.txt", "500 mm"),
    # The booking guide.
    ("how long can I book the centrifuge for", "equipment_booking.md", "4 hours a day"),
    ("how do I cancel a booking", "equipment_booking.md", "24 hours ahead"),
    ("when is the training", "equipment_booking.md", "every Tuesday at 2pm"),
    ("who do I tell about a broken plate reader", "equipment_booking.md", "Tom Reyes"),
    # The stock.
    ("how many boxes of gloves do we have", "consumables.csv", "14"),
    ("who supplies the pipette tips", "consumables.csv", "SciSupply"),
    ("what's the reorder level for ethanol", "consumables.csv", "8"),
    # Subjects the papers never mention.
    ("where is the eyewash station", None, ""),
    ("how do I dispose of radioactive waste", None, ""),
    ("can I bring a visitor into the lab", None, ""),
    ("when is the fire drill", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "membership_rules.md": """\
# Forge Street Makerspace — membership rules

- Membership: £25 a month, or £240 a year
- Open: 10am to 10pm every day
- Guests: up to 2 per member, signed in at the front desk

Members must complete an induction before using any machine marked with a red tag. Clean your area and put tools back before you leave.

Projects may be stored on the project shelves for up to 2 weeks; label them with your name and the date. Unlabelled items are removed on the first Monday of the month.
""",
    "laser_cutter_induction.txt": """\
Laser cutter induction — Trotec Speedy 300

Never leave the laser cutter running unattended, not even for a minute. Keep the lid closed while it cuts.

Allowed materials: plywood up to 6 mm, acrylic up to 8 mm, card and paper. PVC and vinyl must never be cut: they give off chlorine gas.

If a fire starts, hold the lid shut for 10 seconds; if it does not go out, use the CO2 extinguisher next to the machine.

Book the laser in 1-hour slots, at most 3 slots a week.
""",
    "printer_guide.md": """\
# 3D printers — Prusa MK4

Use PLA or PETG only; ABS is not allowed because of the fumes.

Filament costs 5p per gram, paid at the front desk. Prints longer than 8 hours need a host's approval.

Clean the print bed with isopropyl alcohol, not with water. If a print fails, remove it and post in the #printers channel.
""",
    "wood_workshop.txt": """\
Wood workshop — safety sheet

Ear defenders and safety glasses are required when the table saw, planer or router is running. Loose clothing, gloves and jewellery must not be worn at the saw.

The dust extractor must be switched on before any cutting. Empty it when the bag is more than half full.

Children under 16 may use the hand tools only, with an adult member.
""",
    "tool_hire.csv": """\
tool,hire per day,deposit
cordless drill,4.00,20.00
mitre saw,8.00,50.00
tile cutter,6.00,40.00
pressure washer,10.00,60.00
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The membership rules.
    ("how much is membership", "membership_rules.md", "£25 a month"),
    ("how many guests can I bring", "membership_rules.md", "up to 2"),
    ("how long can I leave a project on the shelf", "membership_rules.md", "2 weeks"),
    ("what happens to things without a label", "membership_rules.md", "first Monday"),
    # The laser cutter.
    ("can I leave the laser running", "laser_cutter_induction.txt", "Never leave the laser cutter running"),
    ("can I cut vinyl on the laser", "laser_cutter_induction.txt", "PVC and vinyl must never be cut"),
    ("how thick can the plywood be", "laser_cutter_induction.txt", "6 mm"),
    ("what if the laser catches fire", "laser_cutter_induction.txt", "10 seconds"),
    ("how many laser slots can I book", "laser_cutter_induction.txt", "3 slots a week"),
    # The printers.
    ("can I print in ABS", "printer_guide.md", "ABS is not allowed"),
    ("how much does filament cost", "printer_guide.md", "5p per gram"),
    ("how do I clean the print bed", "printer_guide.md", "isopropyl alcohol"),
    # The wood workshop.
    ("do I need ear defenders", "wood_workshop.txt", "Ear defenders"),
    ("can my 12 year old use the saw", "wood_workshop.txt", "hand tools only"),
    ("when do I empty the dust extractor", "wood_workshop.txt", "half full"),
    # The tool hire.
    ("how much is the deposit on the mitre saw", "tool_hire.csv", "50.00"),
    ("what does the pressure washer cost a day", "tool_hire.csv", "10.00"),
    # Subjects the papers never mention.
    ("is there parking", None, ""),
    ("can I sell things I make here", None, ""),
    ("do you run soldering classes", None, ""),
    ("is the space wheelchair accessible", None, ""),
]
