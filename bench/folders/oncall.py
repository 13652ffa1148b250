"""A software engineer's on-call papers (the twenty-seventh session): a service's runbook, the
service level agreement, the on-call rota as CSV, an incident report and the on-call pay policy
with its rates as a markdown table; fit, its questions and expected text written before the tool
was run on it, its failures read and mended. Its validation folder is a warehouse shift lead's: a
forklift licence, the shift pattern as CSV, a manual handling procedure, the deliveries timetable
as a markdown table and the overtime policy, written at the same time and run once at the first
run and once after the fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "runbook_payments.md": """\
# Runbook — payments API

Owner: Platform team. Dashboard: grafana.internal/d/payments

## High error rate alert

1. Open the payments dashboard and check whether the errors come from one region.
2. If one region is failing, move its traffic away with `pay-ctl drain eu-west`.
3. If every region is failing, roll back the last deploy with `pay-ctl rollback`.

## Restarting the service

Restart one pod at a time with `kubectl rollout restart deployment/payments-api`. Never restart all pods at once during business hours.

## Escalation

If the service is not back within 30 minutes, page the engineering manager, Priya Nair, on 07700 914 552.
""",
    "sla.txt": """\
Service level agreement — Ledgerly payments platform

Availability: 99.9% each calendar month, excluding planned maintenance.

Response times:
Severity 1 (service down): 15 minutes, any time of day
Severity 2 (major feature broken): 1 hour, during business hours
Severity 3 (minor issue): next working day

Planned maintenance takes place on Sundays between 02:00 and 04:00 UTC, with at least 5 days' notice to customers.

If availability falls below 99.9% in a month, the customer receives a service credit of 10% of that month's fee; below 99.0%, the credit is 25%.
""",
    "oncall_rota.csv": """\
week starting,primary,secondary
7 December 2026,Sam Okafor,Lena Fischer
14 December 2026,Lena Fischer,Raj Patel
21 December 2026,Raj Patel,Sam Okafor
28 December 2026,Mia Chen,Lena Fischer
""",
    "incident_2026_11_03.md": """\
# Incident report — checkout failures on 3 November 2026

Duration: 47 minutes (14:12 to 14:59 UTC)
Severity: 1
Customers affected: about 3,200 failed payments

## What happened

The TLS certificate for api.ledgerly.io expired at 14:12. Card payments failed until a new certificate was installed by hand.

## Why it happened

The certificate was renewed by a calendar reminder, and the reminder went to a person who had left the company.

## What we will change

- Certificates will renew automatically with cert-manager (owner: Raj Patel, by 30 November).
- An alert will fire 14 days before any certificate expires.
""",
    "oncall_pay.md": """\
# On-call pay

| Role | Allowance | When paid |
|---|---|---|
| Primary | £300 a week | with the next month's salary |
| Secondary | £150 a week | with the next month's salary |

Each call-out outside working hours is paid £50 on top of the allowance. If you are called out after midnight, you may start work at 11am the next day.

You may swap on-call weeks with a colleague if you both tell your manager at least 48 hours before the week starts.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The runbook.
    ("what do I do when the error rate alert goes off", "runbook_payments.md", "payments dashboard"),
    ("how do I roll back a deploy", "runbook_payments.md", "pay-ctl rollback"),
    ("how do I restart the payments service", "runbook_payments.md", "kubectl rollout restart"),
    ("who do I call if it's still broken", "runbook_payments.md", "Priya Nair"),
    ("can I restart all the pods", "runbook_payments.md", "Never restart all pods"),
    # The agreement.
    ("what uptime do we promise", "sla.txt", "99.9%"),
    ("how quickly do we have to respond to a severity 1", "sla.txt", "15 minutes"),
    ("when is the maintenance window", "sla.txt", "Sundays between 02:00 and 04:00"),
    ("how much notice do customers get before maintenance", "sla.txt", "5 days"),
    ("what do customers get if we miss the uptime target", "sla.txt", "10%"),
    # The rota.
    ("who is on call the week of 14 December", "oncall_rota.csv", "Lena Fischer"),
    ("who is secondary on 21 December", "oncall_rota.csv", "Sam Okafor"),
    ("when is Mia on call", "oncall_rota.csv", "28 December 2026"),
    # The incident.
    ("what caused the checkout outage", "incident_2026_11_03.md", "certificate"),
    ("how long did the outage last", "incident_2026_11_03.md", "47 minutes"),
    ("how many payments failed", "incident_2026_11_03.md", "3,200"),
    ("what are we doing so it doesn't happen again", "incident_2026_11_03.md", "renew automatically"),
    # The pay.
    ("how much do I get for being primary on call", "oncall_pay.md", "£300 a week"),
    ("do I get paid extra if I get called out", "oncall_pay.md", "£50"),
    ("can I come in late after a night call-out", "oncall_pay.md", "11am"),
    ("can I swap my on-call week", "oncall_pay.md", "48 hours"),
    # Subjects the papers never mention.
    ("what's the database password", None, ""),
    ("how do I book annual leave", None, ""),
    ("who is the CEO", None, ""),
    ("how much is the pension contribution", None, ""),
    ("where is the office", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "forklift_licence.txt": """\
Lift truck operator's certificate

Holder: Tom Reilly
Employer: Northgate Distribution, Unit 4, Brook Park
Truck types: counterbalance up to 5 tonnes, reach truck
Issued: 3 March 2026
Valid until: 3 March 2029

Refresher training is needed every 3 years. You must carry this certificate, or a copy of it, whenever you operate a truck.
""",
    "shift_pattern.csv": """\
shift,start,finish,shift lead,break
early,06:00,14:00,Tom Reilly,30 minutes at 10:00
late,14:00,22:00,Amira Haddad,30 minutes at 18:00
night,22:00,06:00,Kev Doyle,45 minutes at 02:00
""",
    "manual_handling.md": """\
# Manual handling procedure

## Lifting

Do not lift more than 25 kg on your own. Anything heavier is a two-person lift or goes on a pallet truck.

## Injuries

Report every injury, however small, in the accident book at the goods-in office before the end of your shift. The trained first aiders are Jo Marsh (early) and Dan Price (late and night).

## Equipment

Safety boots and high-visibility vests must be worn on the warehouse floor at all times.
""",
    "deliveries.md": """\
# Inbound deliveries — weekly timetable

| Supplier | Day | Time slot | Door |
|---|---|---|---|
| Hartley Foods | Tuesday | 07:00–09:00 | Door 2 |
| FreshLine | Wednesday | 05:30–06:30 | Door 4 |
| Paper & Pack | Friday | 13:00–15:00 | Door 1 |

A lorry that misses its slot goes to the back of the queue and is unloaded when a door is free.
""",
    "overtime_policy.txt": """\
Overtime policy — Northgate Distribution

Overtime is paid at time and a half from Monday to Saturday, and at double time on Sundays and bank holidays.

All overtime must be agreed with the shift manager before it is worked. Unagreed hours are not paid.

No one may work more than 12 hours of overtime in a week. Overtime is paid in the month after it is worked.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The licence.
    ("when does my forklift licence run out", "forklift_licence.txt", "3 March 2029"),
    ("how often do I need refresher training", "forklift_licence.txt", "every 3 years"),
    ("do I have to carry my licence", "forklift_licence.txt", "whenever you operate a truck"),
    # The shifts.
    ("what time does the late shift finish", "shift_pattern.csv", "22:00"),
    ("who runs the night shift", "shift_pattern.csv", "Kev Doyle"),
    ("when is the break on earlies", "shift_pattern.csv", "10:00"),
    # The procedure.
    ("how heavy can I lift by myself", "manual_handling.md", "25 kg"),
    ("what do I do if I hurt myself", "manual_handling.md", "accident book"),
    ("who is the first aider on nights", "manual_handling.md", "Dan Price"),
    ("do I have to wear a hi-vis", "manual_handling.md", "high-visibility vests must be worn"),
    # The deliveries.
    ("when does the FreshLine delivery come", "deliveries.md", "Wednesday"),
    ("which door is the Hartley lorry", "deliveries.md", "Door 2"),
    ("what happens if a lorry is late", "deliveries.md", "back of the queue"),
    # The overtime.
    ("what is overtime on a Sunday", "overtime_policy.txt", "double time"),
    ("do I need permission to do overtime", "overtime_policy.txt", "agreed with the shift manager"),
    ("how much overtime can I do a week", "overtime_policy.txt", "12 hours"),
    ("when do I get paid for overtime", "overtime_policy.txt", "month after"),
    # Subjects the papers never mention.
    ("where is the canteen", None, ""),
    ("how much holiday do I get", None, ""),
    ("is there staff parking", None, ""),
    ("what is the hourly rate", None, ""),
]
