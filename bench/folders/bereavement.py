"""The papers of someone whose father has died (the twenty-fifth session): a funeral director's
estimate, the register office's appointment letter, a bank's bereavement letter, a pension
scheme's letter on what is paid after a death and a list of who has been told, as CSV; fit, its
questions and expected text written before the tool was run on it, its failures read and mended.
Its validation folder is another family's: a crematorium's booking confirmation, a will's
executor guide from a solicitor, a council's letter on council tax after a death, a landlord's
letter on ending the tenancy and the funeral's costs as CSV, written at the same time and run once
at the first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "funeral_estimate.md": """\
# Hollis & Sons Funeral Directors — estimate

**For:** the funeral of Mr Derek Walsh
**Arranged with:** Karen Walsh (daughter)

| Item | Cost |
|---|---|
| Our professional fees | £2,450 |
| Coffin (oak veneer) | £695 |
| Hearse and one limousine | £480 |
| Crematorium fee | £1,020 |
| Minister's fee | £200 |

Flowers, the wake and newspaper notices are not included.

We ask for a deposit of £500 when the arrangements are confirmed. The balance is due within 28 days of the funeral.

Visits to the chapel of rest can be booked from 10am to 4pm, Monday to Saturday.
""",
    "register_office_letter.txt": """\
Northfield Register Office

Dear Ms Walsh,

Your appointment to register the death of Derek Walsh is on Tuesday 9 March 2027 at 11:15, at Northfield Town Hall, Room 4.

Please bring the medical certificate of cause of death, which the hospital will send to us directly. If you have them, also bring his birth certificate, NHS number and passport.

The appointment takes about 30 minutes. Death certificates cost £12.50 each; most families need three or four.

After the appointment we will give you a unique reference number for the Tell Us Once service, which tells the government departments for you.
""",
    "bank_bereavement.txt": """\
Castlegate Bank — bereavement team

Dear Ms Walsh,

We are sorry to hear of your father's death. We have frozen his accounts, so no payments will go out except the funeral bill, which we can pay directly to the funeral director from his account.

His current account held £8,412.60 on the date of death.

Because the total held with us is under £50,000, we can release the money without a grant of probate. Please send us a death certificate and a copy of the will.

Your case reference is BR-20937. You can call us on 0800 015 4433, Monday to Friday, 8am to 6pm.
""",
    "pension_letter.txt": """\
Midlands Engineering Pension Scheme

Dear Ms Walsh,

We were sorry to learn that Mr Walsh died on 27 February 2027.

His pension of £1,184 a month will stop. The payment for February will be paid in full, as it was due before his death.

Mr Walsh named his wife, Mrs Brenda Walsh, to receive a spouse's pension of half his pension, £592 a month, for the rest of her life. Please ask her to complete the enclosed claim form.

There is no lump sum payable, as he had been receiving his pension for more than 5 years.
""",
    "who_told.csv": """\
organisation,told on,how,done by
Castlegate Bank,2027-03-01,phone,Karen
Midlands Engineering Pension Scheme,2027-03-02,letter,Karen
GP surgery,2027-03-01,phone,Brenda
Car insurer,2027-03-10,online,Karen
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The funeral estimate.
    ("how much is the coffin", "funeral_estimate.md", "£695"),
    ("what is the crematorium fee", "funeral_estimate.md", "£1,020"),
    ("are flowers included", "funeral_estimate.md", "not included"),
    ("how much deposit do we pay the funeral director", "funeral_estimate.md", "£500"),
    ("when do we have to pay the rest", "funeral_estimate.md", "within 28 days"),
    ("when can we visit Dad at the chapel of rest", "funeral_estimate.md", "10am to 4pm"),
    # The register office.
    ("when is the appointment to register the death", "register_office_letter.txt", "9 March 2027"),
    ("what do I need to bring to the registrar", "register_office_letter.txt", "medical certificate"),
    ("how much are death certificates", "register_office_letter.txt", "£12.50"),
    ("how many death certificates will I need", "register_office_letter.txt", "three or four"),
    ("how long does registering take", "register_office_letter.txt", "30 minutes"),
    ("what is Tell Us Once", "register_office_letter.txt", "tells the government departments"),
    # The bank.
    ("can the bank pay for the funeral", "bank_bereavement.txt", "funeral director"),
    ("how much was in Dad's account", "bank_bereavement.txt", "£8,412.60"),
    ("do we need probate for the bank", "bank_bereavement.txt", "without a grant of probate"),
    ("what's the bank's reference", "bank_bereavement.txt", "BR-20937"),
    ("what does the bank need from me", "bank_bereavement.txt", "death certificate"),
    # The pension.
    ("will Dad's February pension still be paid", "pension_letter.txt", "paid in full"),
    ("how much will Mum get from the pension", "pension_letter.txt", "£592 a month"),
    ("is there a lump sum", "pension_letter.txt", "no lump sum"),
    ("what does Mum need to fill in", "pension_letter.txt", "claim form"),
    # Who has been told.
    ("when did we tell the GP", "who_told.csv", "2027-03-01"),
    ("who told the car insurer", "who_told.csv", "Karen"),
    ("how did we tell the pension scheme", "who_told.csv", "letter"),
    # Subjects the papers never mention.
    ("how much is inheritance tax", None, ""),
    ("what happens to Dad's debts", None, ""),
    ("can we scatter the ashes in the park", None, ""),
    ("who gets the house", None, ""),
    ("do we need to cancel his passport", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "crematorium_booking.txt": """\
Oakfield Crematorium — booking confirmed

Service for: Mrs Joan Pearce
Date and time: Friday 16 April 2027, 14:00
Chapel: East Chapel, seats 120

The service slot is 40 minutes, including time to enter and leave. Music can be played from our online system; please send your choices by 12 April.

Ashes can be collected from the office 3 working days after the service, or scattered in our garden of remembrance free of charge.

A webcast of the service can be added for £75.
""",
    "executor_guide.md": """\
# Fairbrook Solicitors — a guide for executors

**Estate of:** Mrs Joan Pearce
**Executors:** Paul Pearce and Susan Hill

## What executors do

You collect the money and property of the estate, pay any debts and taxes, and then share out what is left as the will says.

## Probate

We will apply for the grant of probate for you. This usually takes 8 to 12 weeks. The court fee is £300.

## Our fees

We charge a fixed fee of £2,950 plus VAT for the probate application. Work after the grant is charged at £220 an hour.

## Keep a record

Keep every receipt for funeral costs and estate expenses: these are repaid to you from the estate.
""",
    "council_tax_letter.txt": """\
Brackley District Council — council tax

Dear Mr Pearce,

Thank you for telling us about the death of Mrs Joan Pearce of 3 Willow Court.

Because the property is now empty and the only owner has died, no council tax is due while it is unoccupied and waiting for probate.

This exemption lasts until probate is granted, and for up to 6 months after that if the property is still unsold.

Please tell us when the property is sold or someone moves in. Council tax due up to the date of death will be taken from the estate.
""",
    "tenancy_end_letter.txt": """\
Dear Mr Pearce,

I am sorry to hear about your mother. Under her tenancy of Flat 2, 19 Mill Street, the tenancy can be ended by her executors with 4 weeks' notice.

Rent will be charged until the end of the notice period or until the flat is cleared and the keys are returned, whichever comes first.

Please remove all her belongings and leave the flat clean. The deposit of £650 will be returned to the estate after the check-out.

Regards,
Mark Ellis, Ellis Property Management
""",
    "funeral_costs.csv": """\
item,paid to,amount,paid by
funeral director,Greaves Funerals,3240,estate
flowers,Blossom & Co,185,Susan
wake,The Red Lion,620,Paul
newspaper notice,Brackley Echo,95,Paul
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The crematorium.
    ("when is the funeral", "crematorium_booking.txt", "16 April 2027"),
    ("how many people fit in the chapel", "crematorium_booking.txt", "120"),
    ("how long is the service", "crematorium_booking.txt", "40 minutes"),
    ("when do they need the music", "crematorium_booking.txt", "12 April"),
    ("when can we collect the ashes", "crematorium_booking.txt", "3 working days"),
    ("can people watch online", "crematorium_booking.txt", "webcast"),
    # The executors' guide.
    ("who are the executors", "executor_guide.md", "Paul Pearce and Susan Hill"),
    ("how long does probate take", "executor_guide.md", "8 to 12 weeks"),
    ("how much is the court fee", "executor_guide.md", "£300"),
    ("how much does the solicitor charge", "executor_guide.md", "£2,950"),
    ("do I get back what I spent on the funeral", "executor_guide.md", "repaid to you from the estate"),
    # The council tax letter.
    ("do we have to pay council tax on Mum's house", "council_tax_letter.txt", "no council tax is due"),
    ("how long does the council tax exemption last", "council_tax_letter.txt", "6 months"),
    ("what do we tell the council when it's sold", "council_tax_letter.txt", "sold or someone moves in"),
    # The tenancy.
    ("how much notice to end Mum's tenancy", "tenancy_end_letter.txt", "4 weeks"),
    ("until when do we pay rent", "tenancy_end_letter.txt", "end of the notice period"),
    ("what happens to the deposit", "tenancy_end_letter.txt", "£650"),
    ("who is the landlord's agent", "tenancy_end_letter.txt", "Mark Ellis"),
    # The costs.
    ("how much was the wake", "funeral_costs.csv", "620"),
    ("who paid for the flowers", "funeral_costs.csv", "Susan"),
    ("how much did the newspaper notice cost", "funeral_costs.csv", "95"),
    # Subjects the papers never mention.
    ("is there parking at the crematorium", None, ""),
    ("how much inheritance tax is due", None, ""),
    ("can we keep Mum's furniture", None, ""),
    ("do we need to sell the house", None, ""),
]
