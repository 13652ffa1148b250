"""Someone near retirement (the twenty-ninth session): a workplace pension's annual statement,
a State Pension forecast, an annuity quote, a retirement leaflet from the employer and the
pension pot's values as CSV; fit, its questions and expected text written before the tool was
run on it, its failures read and mended. Its validation folder is someone made redundant: a
redundancy letter, a settlement agreement's summary, a final payslip note, an outplacement
service's welcome and the job applications sent as CSV, written at the same time and run as
summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "pension_statement.txt": """\
Brightwater Group Pension Plan — annual benefit statement

Member: Alan Forsyth
Member number: BW-0044718
Statement date: 5 April 2027
Selected retirement age: 65

Your pot is worth £184,250 today. In the last year you paid in £4,320 and your employer paid in £6,480.

If you keep paying in at the same rate, your pot could be worth £231,000 at 65. This would buy a pension of about £10,900 a year.

You can take up to 25% of your pot as a tax-free lump sum. The earliest you can take your pension is 55 (57 from April 2028).

Your nominated beneficiary is Margaret Forsyth. To change it, fill in an expression of wish form.
""",
    "state_pension_forecast.md": """\
# Your State Pension forecast

- State Pension age: 67, on 14 March 2031
- Forecast: £221.20 a week
- National Insurance years: 33 full years

You need 35 qualifying years for the full new State Pension. You can fill gaps in your record for the years 2018 to 2021 by paying voluntary contributions of £824.20 for each year.

You can put off (defer) claiming your State Pension. It goes up by 1% for every 9 weeks you defer.

Claim it online up to 4 months before you reach State Pension age.
""",
    "annuity_quote.txt": """\
Annuity quotation — Eversure Life

Quote reference: EQ-551902
Purchase price: £150,000
Guaranteed income: £9,870 a year, paid monthly in arrears
Guarantee period: 10 years
Spouse's pension: 50% of your income, for life

This quote is valid until 30 June 2027. Income rises by 3% each year.

Once bought, an annuity cannot be cashed in or changed. You have 30 days from receiving your policy to cancel.
""",
    "retirement_leaflet.md": """\
# Retiring from Brightwater — what to do

## Telling us

Give your manager at least 3 months' written notice of your retirement date. HR will send you a retirement pack within 2 weeks.

## Your last pay

Your final salary is paid on your last working day, with any untaken holiday paid in full.

## Staying in touch

Retired staff can join the Brightwater Retirees' Club for free. It meets on the first Thursday of every month at the staff canteen.

## Health cover

Company health cover ends on your last day. You can keep it as a private policy if you apply within 31 days.
""",
    "pot_values.csv": """\
year,pot value,contributions,growth
2023,132400,9600,5200
2024,149100,10100,6600
2025,163900,10400,4400
2026,184250,10800,9550
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The pension statement.
    ("how much is my pension pot worth", "pension_statement.txt", "£184,250"),
    ("how much did the company put in last year", "pension_statement.txt", "£6,480"),
    ("how much can I take tax free", "pension_statement.txt", "25%"),
    ("what's the earliest I can take my pension", "pension_statement.txt", "55"),
    ("who gets my pension if I die", "pension_statement.txt", "Margaret Forsyth"),
    ("what pension would I get at 65", "pension_statement.txt", "£10,900"),
    # The State Pension forecast.
    ("when do I get my state pension", "state_pension_forecast.md", "14 March 2031"),
    ("how much state pension will I get", "state_pension_forecast.md", "£221.20 a week"),
    ("how many years do I need for the full state pension", "state_pension_forecast.md", "35 qualifying years"),
    ("how much does it cost to fill a gap year", "state_pension_forecast.md", "£824.20"),
    ("what happens if I delay claiming", "state_pension_forecast.md", "1% for every 9 weeks"),
    # The annuity quote.
    ("how much income would the annuity pay", "annuity_quote.txt", "£9,870 a year"),
    ("how long is the annuity quote valid", "annuity_quote.txt", "30 June 2027"),
    ("does my wife get anything from the annuity", "annuity_quote.txt", "50%"),
    ("can I cancel the annuity", "annuity_quote.txt", "30 days"),
    # The employer's leaflet.
    ("how much notice do I give before retiring", "retirement_leaflet.md", "3 months"),
    ("do I get paid for holiday I haven't taken", "retirement_leaflet.md", "untaken holiday"),
    ("when does the retirees club meet", "retirement_leaflet.md", "first Thursday"),
    ("what happens to my health cover", "retirement_leaflet.md", "ends on your last day"),
    # The pot's values.
    ("what was the pot worth in 2024", "pot_values.csv", "149100"),
    ("how much growth was there in 2025", "pot_values.csv", "4400"),
    # Subjects the papers never mention.
    ("can I get a pension credit", None, ""),
    ("how much is my house worth", None, ""),
    ("do I pay council tax after retiring", None, ""),
    ("when can I get a free bus pass", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "redundancy_letter.txt": """\
Castleford Print Ltd — confirmation of redundancy

Dear Jo Whitaker,

Following our consultation meetings, I am sorry to confirm that your role as Print Finisher is redundant. Your employment will end on 28 February 2027.

You have 9 years' continuous service, and your statutory redundancy pay is £5,742. It will be paid with your final salary.

You are entitled to 9 weeks' notice, which we will pay in lieu. You may take reasonable paid time off to look for work or training during the notice period.

You can appeal against this decision in writing to Karen Doyle, Operations Director, within 7 days of this letter.
""",
    "settlement_summary.md": """\
# Settlement agreement — summary of terms

- Ex gratia payment: £8,000, tax free up to £30,000
- Reference: an agreed reference will be given to future employers
- Legal advice: we pay up to £500 plus VAT towards your solicitor's fees

You must return your laptop, phone and building pass by your last day. The agreement must be signed within 14 days, or the offer lapses.

Your company car may be kept until 31 March 2027.
""",
    "final_pay_note.txt": """\
Final pay — what to expect

Your final payslip will be issued on 28 February 2027. It includes your salary to that date, 6 days of untaken holiday, your notice pay and your redundancy pay.

Your P45 will be posted to your home address within 10 working days.

Your pension contributions stop on your last day. The pension stays invested until you choose to take it.
""",
    "outplacement_welcome.md": """\
# Welcome to NextStep career support

Your programme lasts 3 months from your first session. It includes CV writing, interview practice and a weekly job club.

The job club meets every Wednesday at 10am, online. Your career coach is Sunita Rao; book sessions with her at least 2 days ahead.

Sessions missed without 24 hours' notice count as used.
""",
    "applications.csv": """\
company,role,applied,status
Harlow Packaging,Finishing Supervisor,2027-02-03,interview
Marsh & Dean Print,Bindery Operator,2027-02-07,rejected
Tyne Labels,Press Assistant,2027-02-10,waiting
Greenway Cartons,Quality Checker,2027-02-14,offer
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The redundancy letter.
    ("when is my last day", "redundancy_letter.txt", "28 February 2027"),
    ("how much redundancy pay do I get", "redundancy_letter.txt", "£5,742"),
    ("how many weeks notice do I get", "redundancy_letter.txt", "9 weeks"),
    ("who do I appeal to", "redundancy_letter.txt", "Karen Doyle"),
    ("how long do I have to appeal", "redundancy_letter.txt", "within 7 days"),
    # The settlement.
    ("how much is the ex gratia payment", "settlement_summary.md", "£8,000"),
    ("will they pay for my solicitor", "settlement_summary.md", "£500"),
    ("when do I have to sign the agreement", "settlement_summary.md", "within 14 days"),
    ("can I keep the company car", "settlement_summary.md", "31 March 2027"),
    # The final pay.
    ("how many days of holiday will be paid", "final_pay_note.txt", "6 days"),
    ("when will I get my P45", "final_pay_note.txt", "within 10 working days"),
    ("what happens to my pension", "final_pay_note.txt", "stays invested"),
    # The outplacement service.
    ("how long does the career support last", "outplacement_welcome.md", "3 months"),
    ("when is the job club", "outplacement_welcome.md", "every Wednesday"),
    ("who is my career coach", "outplacement_welcome.md", "Sunita Rao"),
    ("what if I miss a session", "outplacement_welcome.md", "count as used"),
    # The applications.
    ("which company made me an offer", "applications.csv", "Greenway Cartons"),
    ("what role did I apply for at Tyne Labels", "applications.csv", "Press Assistant"),
    # Subjects the papers never mention.
    ("can I claim jobseeker's allowance", None, ""),
    ("how do I start my own business", None, ""),
    ("will I lose my mortgage", None, ""),
    ("is there a training grant", None, ""),
]
