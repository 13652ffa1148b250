"""A household's legal papers (the twenty-fourth session): a solicitor's engagement letter, a
will's summary, a small claims court notice, a lasting power of attorney guide and a
solicitor's fee scale as CSV; fit, its questions and expected text written before the tool was
run on it, its failures read and mended. Its validation folder is another family's: a probate
guide, a letter before action from a landlord, a mediation booking, a tribunal claim
acknowledgement and a legal aid estimate as CSV, written at the same time and run once at the
first run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "engagement_letter.md": """\
# Harper & Lowe Solicitors — client care letter

**Our reference:** HL/PR/40713
**Your matter:** purchase of 22 Kestrel Way

Dear Ms Adeyemi,

Thank you for instructing us. Your matter will be handled by Rachel Moss, associate solicitor, supervised by Graham Lowe, partner.

## Our fees

Our fixed fee for the conveyancing is £1,150 plus VAT. Searches, the Land Registry fee and Stamp Duty are paid on top and are set out in our estimate. If the purchase falls through, we will charge for the work done up to that point, no more than £400 plus VAT.

## Money on account

Please pay £350 on account before we order searches. We cannot accept cash.

## Office hours and contact

Our office is open 9am to 5:30pm, Monday to Friday. Rachel's direct line is 0113 496 2280. We aim to reply to emails within 2 working days.

## Complaints

If you are unhappy with our service, write to Graham Lowe first. If we cannot resolve it within 8 weeks, you can go to the Legal Ombudsman.
""",
    "will_summary.txt": """\
Summary of the will of Peter James Adeyemi, signed 3 May 2025

Executors: Grace Adeyemi (wife) and Daniel Okoro (brother-in-law).

The house at 22 Kestrel Way goes to Grace. If Grace dies first, it goes to the children in equal shares.

Peter leaves £5,000 to the Sheffield Children's Hospital charity and his watch to his nephew Samuel.

Guardians for the children, if both parents die: Daniel and Ruth Okoro.

The original will is stored at Harper & Lowe Solicitors. A will should be reviewed after marriage, divorce or the birth of a child; marriage cancels an earlier will.
""",
    "small_claims_notice.txt": """\
County Court Business Centre
Notice of issue — claim number K4QZ7731

Claimant: Grace Adeyemi
Defendant: Brightline Kitchens Ltd

Amount claimed: £2,860.00
Court fee: £115.00
Total: £2,975.00

The claim was issued on 9 October 2026. The defendant has 14 days from service to reply, or 28 days if they file an acknowledgment of service.

If the defendant does not reply, you can ask the court to enter judgment in default.

Small claims hearings are usually held at the court nearest the defendant. You can ask for the hearing to be by video.
""",
    "power_of_attorney.md": """\
# Lasting power of attorney: a short guide

There are two kinds: one for property and financial affairs, and one for health and welfare. You can make either or both.

## Who can be an attorney

Anyone over 18 who has mental capacity. You can choose more than one and say whether they must act together.

## Registering

A lasting power of attorney must be registered with the Office of the Public Guardian before it can be used. Registration costs £92 for each one and takes up to 20 weeks.

## When it can be used

A property and financial affairs LPA can be used as soon as it is registered, with your permission. A health and welfare LPA can only be used once you cannot make your own decisions.

## Cancelling

You can cancel it at any time while you still have mental capacity.
""",
    "fee_scale.csv": """\
service,fee,VAT,typical time
simple will,£180,£36,2 weeks
mirror wills for a couple,£290,£58,2 weeks
lasting power of attorney,£450,£90,4 weeks
probate (grant only),"£1,200",£240,3 months
letter before action,£250,£50,1 week
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The solicitor's letter.
    ("who is dealing with my house purchase", "engagement_letter.md", "Rachel Moss"),
    ("how much is the conveyancing", "engagement_letter.md", "£1,150"),
    ("what if the sale falls through", "engagement_letter.md", "£400"),
    ("how much do I pay up front", "engagement_letter.md", "£350"),
    ("can I pay the solicitor in cash", "engagement_letter.md", "cannot accept cash"),
    ("what's Rachel's phone number", "engagement_letter.md", "0113 496 2280"),
    ("how do I complain about the solicitor", "engagement_letter.md", "Graham Lowe"),
    ("is stamp duty included in the fee", "engagement_letter.md", "paid on top"),
    # The will.
    ("who are the executors", "will_summary.txt", "Grace Adeyemi"),
    ("who gets the house", "will_summary.txt", "goes to Grace"),
    ("what does Samuel get", "will_summary.txt", "watch"),
    ("who looks after the kids if we both die", "will_summary.txt", "Daniel and Ruth Okoro"),
    ("where is the original will kept", "will_summary.txt", "Harper & Lowe"),
    ("how much goes to charity", "will_summary.txt", "£5,000"),
    ("does getting married cancel a will", "will_summary.txt", "marriage cancels"),
    # The small claim.
    ("how much am I claiming from the kitchen company", "small_claims_notice.txt", "£2,860.00"),
    ("what was the court fee", "small_claims_notice.txt", "£115.00"),
    ("how long does the kitchen company have to reply", "small_claims_notice.txt", "14 days"),
    ("what if they don't reply", "small_claims_notice.txt", "judgment in default"),
    ("can the hearing be online", "small_claims_notice.txt", "by video"),
    ("what's my claim number", "small_claims_notice.txt", "K4QZ7731"),
    # The power of attorney.
    ("how much does it cost to register a power of attorney", "power_of_attorney.md", "£92"),
    ("how long does registration take", "power_of_attorney.md", "20 weeks"),
    ("can I have two attorneys", "power_of_attorney.md", "more than one"),
    ("when can the health one be used", "power_of_attorney.md", "cannot make your own decisions"),
    ("can I cancel a power of attorney", "power_of_attorney.md", "at any time"),
    # The fee scale.
    ("how much is a simple will", "fee_scale.csv", "£180"),
    ("how long does probate take", "fee_scale.csv", "3 months"),
    ("what's the VAT on mirror wills", "fee_scale.csv", "£58"),
    # Subjects the papers never mention.
    ("how much is a divorce", None, ""),
    ("who is Samuel's guardian", None, ""),
    ("can I change my executor", None, ""),
    ("do I need a lawyer for small claims", None, ""),
    ("what is inheritance tax", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "probate_guide.md": """\
# Dealing with an estate: probate in brief

## Do you need probate?

You usually need a grant of probate to deal with a house, or with savings over £5,000 at one bank. Jointly owned property passes to the other owner without it.

## Applying

Apply online at the probate service. The fee is £300 if the estate is worth more than £5,000; there is no fee below that. Extra copies of the grant cost £1.50 each.

## How long it takes

A grant usually arrives within 16 weeks of applying. You must send the inheritance tax form first and wait 20 working days before applying.

## The executor's job

Collect the money, pay debts and taxes, then share out what is left as the will says. Keep a record of every payment.
""",
    "letter_before_action.txt": """\
Northgate Lettings Ltd
Letter before action

To: Mr L. Brennan, Flat 3, 41 Quarry Street
Date: 6 November 2026

You owe £1,740 in unpaid rent for August, September and October 2026.

If we do not receive payment, or a proposal to pay, within 30 days of this letter, we may start court proceedings without further notice. This may add court costs and interest to what you owe.

You can reply using the enclosed reply form. If you need advice, contact Citizens Advice or a solicitor.

Our contact: Joanna Pike, arrears officer, 0191 498 0345.
""",
    "mediation_booking.md": """\
# Family Mediation North — booking confirmation

**Clients:** Sophie and Mark Hale
**First meeting (MIAM):** Tuesday 1 December 2026, 10:00, each attending separately

Each first meeting lasts about 45 minutes and costs £120. If you qualify for legal aid, it is free.

Joint sessions are £150 an hour each, and most couples need 3 sessions. You can bring documents about your finances, but not your children.

We need 48 hours' notice to cancel; otherwise the fee is charged.
""",
    "tribunal_acknowledgement.txt": """\
Employment Tribunals — acknowledgement of claim

Case number: 2404417/2026
Claimant: Mr Tomasz Nowak
Respondent: Fairway Logistics Ltd

We have received your claim for unfair dismissal and unpaid holiday pay. It has been sent to the respondent, who must reply by 14 December 2026.

The preliminary hearing will be held by telephone on 22 January 2027 at 10:00. You will be called on the number you gave us.

Please tell us within 7 days if your address or phone number changes. Tribunal hearings are free to attend.
""",
    "legal_aid_estimate.csv": """\
stage,estimate,your contribution
initial advice,£280,£0
mediation,£540,£0
court application,"£1,900",£95 a month
final hearing,"£3,400",£95 a month
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The probate guide.
    ("do I need probate for a joint house", "probate_guide.md", "without it"),
    ("how much does probate cost", "probate_guide.md", "£300"),
    ("how long until we get the grant", "probate_guide.md", "16 weeks"),
    ("how much is an extra copy of the grant", "probate_guide.md", "£1.50"),
    ("what does an executor have to do", "probate_guide.md", "pay debts"),
    ("how long do I wait after the tax form", "probate_guide.md", "20 working days"),
    # The landlord's letter.
    ("how much rent do I owe", "letter_before_action.txt", "£1,740"),
    ("how long do I have to pay", "letter_before_action.txt", "30 days"),
    ("what happens if I don't pay the landlord", "letter_before_action.txt", "court proceedings"),
    ("who do I talk to about the arrears", "letter_before_action.txt", "Joanna Pike"),
    ("where can I get advice", "letter_before_action.txt", "Citizens Advice"),
    # The mediation.
    ("when is our first mediation meeting", "mediation_booking.md", "1 December 2026"),
    ("how much is the first meeting", "mediation_booking.md", "£120"),
    ("how many sessions will we need", "mediation_booking.md", "3 sessions"),
    ("can I bring the kids to mediation", "mediation_booking.md", "not your children"),
    ("how much notice to cancel mediation", "mediation_booking.md", "48 hours"),
    # The tribunal.
    ("what's my case number", "tribunal_acknowledgement.txt", "2404417/2026"),
    ("when does the company have to reply", "tribunal_acknowledgement.txt", "14 December 2026"),
    ("when is the preliminary hearing", "tribunal_acknowledgement.txt", "22 January 2027"),
    ("do I have to pay to go to the tribunal", "tribunal_acknowledgement.txt", "free"),
    ("what if I move house", "tribunal_acknowledgement.txt", "within 7 days"),
    # The legal aid estimate.
    ("how much will the final hearing cost", "legal_aid_estimate.csv", "£3,400"),
    ("what do I pay towards the court application", "legal_aid_estimate.csv", "£95 a month"),
    ("what's my contribution for mediation", "legal_aid_estimate.csv", "£0"),
    # Subjects the papers never mention.
    ("how much is the executor paid", None, ""),
    ("can the landlord change the locks", None, ""),
    ("who gets the dog in the divorce", None, ""),
    ("can I bring a lawyer to the tribunal", None, ""),
]
