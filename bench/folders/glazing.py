"""A household's new windows (the fortieth session): the double glazing quote, the survey notes,
the window schedule as a table, the guarantee, the FENSA certificate and the fitter's text. Its
validation folder is a new front door's: the order confirmation, the door options as CSV, the
fitting day notes, the security leaflet, the final invoice and the company's email, written at
the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "quote.txt": """\
ClearView Windows: quotation Q-2291

Supply and fit 7 white uPVC double-glazed windows, A-rated, with trickle vents. Price £5,480
including VAT. A deposit of 25% is due on ordering and the balance on completion. This quote is
valid for 30 days. Lead time is about six weeks from the survey.
""",
    "survey_notes.txt": """\
Surveyor's notes, 3 March

All openings measured. The bay window lintel is sound. The bathroom window needs obscure glass.
Bedroom 2 window must be a fire escape window, at least 450mm wide. Old frames to be removed and
taken away.
""",
    "window_schedule.md": """\
# Window schedule

| room | style | glass |
|---|---|---|
| lounge bay | casement, 3 panes | clear |
| kitchen | tilt and turn | clear |
| bathroom | top opener | obscure |
| bedroom 2 | casement with escape hinge | clear |
""",
    "guarantee.txt": """\
Your guarantee

Frames and hardware are guaranteed for 10 years and sealed glass units for 10 years against
misting. The guarantee is insurance-backed, so it is honoured even if we stop trading. It passes
to the new owner if you sell the house.
""",
    "fensa_certificate.txt": """\
FENSA certificate 8821-4406
Installation date: 15 April. Address: 27 Orchard Way, Bromsgrove.
Keep this certificate safe; you will need it when you sell your home. It shows the windows meet
building regulations.
""",
    "fitter_text.txt": """\
Hi, it's Gary from ClearView. We'll be with you Tuesday at 8am and should finish by Wednesday
afternoon. Please clear about a metre in front of each window and take down curtains and blinds.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much are the new windows", "quote.txt", "£5,480"),
    ("how much deposit do I pay", "quote.txt", "25%"),
    ("how long is the quote valid", "quote.txt", "30 days"),
    ("how long until they're fitted", "quote.txt", "about six weeks"),
    ("which window needs obscure glass", "survey_notes.txt", "bathroom"),
    ("how wide does the fire escape window have to be", "survey_notes.txt", "450mm"),
    ("will they take the old frames away", "survey_notes.txt", "taken away"),
    ("what style is the kitchen window", "window_schedule.md", "tilt and turn"),
    ("how long is the guarantee on the glass", "guarantee.txt", "10 years"),
    ("what happens to the guarantee if they go bust", "guarantee.txt", "honoured even if we stop trading"),
    ("does the guarantee pass on if we sell", "guarantee.txt", "passes to the new owner"),
    ("what's the FENSA certificate number", "fensa_certificate.txt", "8821-4406"),
    ("why do I need the FENSA certificate", "fensa_certificate.txt", "when you sell your home"),
    ("when is the fitter coming", "fitter_text.txt", "Tuesday at 8am"),
    ("what do I need to do before they arrive", "fitter_text.txt", "clear about a metre"),
    ("do the windows come in grey", None, ""),
    ("can I pay in instalments", None, ""),
    ("will it make my house warmer", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "order_confirmation.txt": """\
Order confirmed: composite front door, Anthracite Grey, with a chrome letterbox and knocker.
Order number FD-7734. Price £1,695 fitted. Deposit £300 paid on 2 September; the rest is due on
the day it is fitted.
""",
    "door_options.csv": """\
option,price
glazed side panel,£420
spyhole,£25
smart lock,£180
""",
    "fitting_day_notes.txt": """\
On the day

Fitting takes about five hours. Your home will be open for part of the day, so keep pets shut
away. We remove and take away the old door and frame. Silicone needs 24 hours to set fully.
""",
    "security_leaflet.md": """\
# Keeping your door secure

- Always lift the handle and lock with the key when you go out.
- The lock has anti-snap cylinders rated 3 star, accepted by most insurers.
- Don't leave keys near the letterbox.
""",
    "final_invoice.txt": """\
Invoice FD-7734-F
Composite door, fitted: £1,695
Spyhole: £25
Less deposit paid: -£300
Balance due: £1,420. Pay within 7 days by bank transfer.
""",
    "company_email.txt": """\
Hi Mrs Doyle, your door is made and we can fit it on Thursday 2 October. The fitter will call
30 minutes before arriving. Any questions, call the office on 01527 880 441. Thanks, Lisa
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what colour is the door", "order_confirmation.txt", "Anthracite Grey"),
    ("how much is the door", "order_confirmation.txt", "£1,695"),
    ("how much is a smart lock", "door_options.csv", "£180"),
    ("how long does fitting take", "fitting_day_notes.txt", "about five hours"),
    ("will they take the old door away", "fitting_day_notes.txt", "take away the old door"),
    ("how long does the silicone take to set", "fitting_day_notes.txt", "24 hours"),
    ("what rating are the locks", "security_leaflet.md", "3 star"),
    ("how much is left to pay", "final_invoice.txt", "£1,420"),
    ("how long do I have to pay the invoice", "final_invoice.txt", "within 7 days"),
    ("when is the door being fitted", "company_email.txt", "Thursday 2 October"),
    ("what's the office phone number", "company_email.txt", "01527 880 441"),
    ("is there a guarantee on the door", None, ""),
    ("can I get a cat flap", None, ""),
    ("what time will the fitter arrive", None, ""),
]
