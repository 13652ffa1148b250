"""A hospice shop volunteer's papers (the thirty-fourth session): the welcome pack, the shift rota
as CSV, the till guide, the donations policy, the health and safety notes and the shop manager's
message; fit, its questions and expected text written before the tool was run on it, its failures
read and mended. Its validation folder is a food bank volunteer's: the role description, the
session times as CSV, the warehouse rules, the client guidance, the expenses notes and the
coordinator's email, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "welcome_pack.txt": """\
Welcome to the St Anne's Hospice shop

Shop: 18 High Street
Manager: Dawn Fielding
Opening hours: Monday to Saturday, 9:30am to 4:30pm

Volunteers get 10% off in all our shops. Please sign in and out in the book behind the counter.
""",
    "rota.csv": """\
day,morning,afternoon
Monday,Pam and Keith,Ayesha
Wednesday,Ayesha,open
Friday,Lucy,Pam
""",
    "till_guide.md": """\
# Till guide

- Always ask about Gift Aid
- Card payments over £100 need the manager
- Refunds only with a receipt, within 14 days

Never leave the till open or unattended.
""",
    "donations_policy.txt": """\
Donations

We cannot accept electrical items without a PAT test, car seats, or cycle helmets. Furniture collections can be booked by phone. Donations left outside the shop after hours are a fly-tipping risk; please don't.
""",
    "safety_notes.txt": """\
Health and safety

Wear gloves when sorting donations. Never lift more than 15 kg alone. Report any needle found to the manager straight away and do not touch it.
""",
    "manager_message.txt": """\
Dawn: Thanks all! We're short on Wednesday afternoons if anyone can help. The window display changes to autumn next Friday.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The welcome pack.
    ("what time does the shop open", "welcome_pack.txt", "9:30am"),
    ("who is the manager", "welcome_pack.txt", "Dawn Fielding"),
    ("do volunteers get a discount", "welcome_pack.txt", "10% off"),
    ("where do I sign in", "welcome_pack.txt", "behind the counter"),
    # The rota.
    ("who is on Friday morning", "rota.csv", "Lucy"),
    ("who works Monday afternoon", "rota.csv", "Ayesha"),
    # The till.
    ("can I give a refund without a receipt", "till_guide.md", "only with a receipt"),
    ("what if someone pays over £100 by card", "till_guide.md", "need the manager"),
    # Donations.
    ("can we take car seats", "donations_policy.txt", "cannot accept"),
    ("how do people book a furniture collection", "donations_policy.txt", "by phone"),
    # Safety.
    ("how heavy can I lift", "safety_notes.txt", "15 kg"),
    ("what do I do if I find a needle", "safety_notes.txt", "do not touch it"),
    ("do I need gloves", "safety_notes.txt", "Wear gloves"),
    # The manager.
    ("when do they need help", "manager_message.txt", "Wednesday afternoons"),
    ("when does the window change", "manager_message.txt", "next Friday"),
    # Subjects the papers never mention.
    ("is there a staff room", None, ""),
    ("do I get lunch", None, ""),
    ("can I volunteer on Sundays", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "role_description.txt": """\
Warehouse volunteer

Location: Unit 4, Canal Road
Tasks: checking dates, sorting food, packing parcels
Commitment: one session a week
Training: a 1 hour induction before your first session
""",
    "sessions.csv": """\
day,time,task
Tuesday,10am-1pm,sorting
Thursday,5pm-7pm,packing
Saturday,9am-12pm,collections at the supermarket
""",
    "warehouse_rules.md": """\
# Warehouse rules

- Closed-toe shoes at all times
- No food past its use-by date goes out
- Best-before dates can go out up to 3 months after

Hi-vis vests are worn in the loading bay.
""",
    "client_guidance.txt": """\
Clients

Clients are referred by a voucher from a GP, school or advice centre. A parcel holds three days of food. Treat every client with respect; do not ask why they need help.
""",
    "expenses_notes.txt": """\
Expenses

Bus fares are paid back; keep your tickets. Mileage is paid at 45p a mile when driving for the food bank.
""",
    "coordinator_email.txt": """\
Hi Leo,

Your induction is on Tuesday 4 March at 9:30am. Ask for Sophie at the front door.

Food bank team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The role.
    ("where is the warehouse", "role_description.txt", "Canal Road"),
    ("how often do I need to come", "role_description.txt", "one session a week"),
    # Sessions.
    ("when is packing", "sessions.csv", "Thursday"),
    ("what happens on Saturdays", "sessions.csv", "collections at the supermarket"),
    # Rules.
    ("what shoes should I wear", "warehouse_rules.md", "Closed-toe shoes"),
    ("can food past its best-before go out", "warehouse_rules.md", "up to 3 months after"),
    # Clients.
    ("how do people get referred", "client_guidance.txt", "voucher"),
    ("how much food is in a parcel", "client_guidance.txt", "three days"),
    # Expenses.
    ("do I get my bus fare back", "expenses_notes.txt", "Bus fares are paid back"),
    ("what's the mileage rate", "expenses_notes.txt", "45p a mile"),
    # The coordinator.
    ("when is my induction", "coordinator_email.txt", "Tuesday 4 March"),
    ("who do I ask for", "coordinator_email.txt", "Sophie"),
    # Subjects the papers never mention.
    ("is there parking at the warehouse", None, ""),
    ("can my son volunteer with me", None, ""),
    ("do I need a DBS check", None, ""),
]
