"""A householder's papers for a new garden shed (the forty-fourth session): the shed order, the
delivery email, the base instructions, the fitting options as a table and a note to a neighbour.
Its validation folder is a garden room's: the builder's quote, the planning advice, the electrics
quote, the stage payments as CSV and a message, written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "shed_order.txt": """\
Order SH-20917: 8ft x 6ft tongue and groove apex shed with a double door and two windows, £689.
Treated with a water-based preserver. 10-year guarantee against rot, if re-treated every year.
""",
    "delivery_email.txt": """\
Your shed will be delivered on Thursday 17 April between 7am and 7pm. The driver will leave the
panels at the front of the property; we cannot carry them through the house. Someone must be home
to sign for it.
""",
    "base_instructions.txt": """\
The shed must sit on a flat, level base at least as big as the floor. Concrete should be 75mm
thick and left for 7 days before building. A plastic grid base can be used on firm ground instead.
""",
    "fitting_options.md": """\
# Fitting options

| option | price |
|---|---|
| assembly by our team | £145 |
| felt roof upgrade to shingles | £95 |
| extra window | £40 |
| plastic base grid kit | £110 |
""",
    "note_to_neighbour.txt": """\
Hi Jan, our shed is coming on the 17th and they're leaving it out the front. Could we bring the
panels through your side gate? Should only take half an hour. Thanks, Rob
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how big is the shed", "shed_order.txt", "8ft x 6ft"),
    ("how much was the shed", "shed_order.txt", "£689"),
    ("how long is the guarantee", "shed_order.txt", "10-year"),
    ("do I need to treat it", "shed_order.txt", "re-treated every year"),
    ("when is the shed coming", "delivery_email.txt", "Thursday 17 April"),
    ("will they carry it into the garden", "delivery_email.txt", "cannot carry them through the house"),
    ("does someone need to be in", "delivery_email.txt", "Someone must be home"),
    ("how thick should the concrete be", "base_instructions.txt", "75mm"),
    ("how long does the concrete need to set", "base_instructions.txt", "7 days"),
    ("can I use a plastic base", "base_instructions.txt", "plastic grid base can be used"),
    ("how much to have it put up", "fitting_options.md", "£145"),
    ("how much is an extra window", "fitting_options.md", "£40"),
    ("whose gate are we using", "note_to_neighbour.txt", "your side gate"),
    ("how long will it take to bring the panels through", "note_to_neighbour.txt", "half an hour"),
    ("does the shed come with a lock", None, ""),
    ("do I need planning permission for the shed", None, ""),
    ("what colour is the shed", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "builder_quote.txt": """\
Garden room, 4m x 3m, insulated timber frame with bifold doors and a rubber roof: £18,600 including
VAT. Build time about 3 weeks. Groundwork uses screw piles, so no concrete base is needed.
""",
    "planning_advice.txt": """\
A garden room is permitted development if it is no more than 2.5m high within 2m of a boundary
and is not used as a bedroom. You do not need to apply for planning permission in that case.
""",
    "electrics_quote.txt": """\
Armoured cable from the house, a consumer unit, 4 double sockets and 6 downlights: £2,150.
Certificate issued on completion. An outdoor light is £85 extra.
""",
    "stage_payments.csv": """\
stage,amount,when
deposit,£3,720,on signing
frame and roof,£7,440,when watertight
completion,£7,440,on handover
""",
    "message_from_builder.txt": """\
Hi Sam, we'll start on Monday 2 June. Could you move the trampoline and clear the path down the side?
The skip will be on the drive for the first week. Lee
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how big is the garden room", "builder_quote.txt", "4m x 3m"),
    ("how much is the garden room", "builder_quote.txt", "£18,600"),
    ("how long will it take to build", "builder_quote.txt", "3 weeks"),
    ("do we need a concrete base", "builder_quote.txt", "no concrete base is needed"),
    ("do we need planning permission", "planning_advice.txt", "do not need to apply"),
    ("can we use it as a bedroom", "planning_advice.txt", "not used as a bedroom"),
    ("how much is the electrics", "electrics_quote.txt", "£2,150"),
    ("how many sockets are we getting", "electrics_quote.txt", "4 double sockets"),
    ("how much is the deposit", "stage_payments.csv", "£3,720"),
    ("when do we pay the final amount", "stage_payments.csv", "on handover"),
    ("when does the build start", "message_from_builder.txt", "Monday 2 June"),
    ("what do we need to move", "message_from_builder.txt", "trampoline"),
    ("will it need a building regulations certificate", None, ""),
    ("can we have a toilet in it", None, ""),
]
