"""A self-employed hairdresser's papers (the thirtieth session): a chair rental agreement, the
salon's house rules, her price list as CSV, her insurance schedule and the booking app's terms;
fit, its questions and expected text written before the tool was run on it, its failures read
and mended. Its validation folder is a personal trainer's who rents space in a gym: the space
licence, the gym's rules for trainers, her session prices as CSV, her insurance and her
clients' cancellation policy, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "chair_rental_agreement.txt": """\
Chair rental agreement — Studio Nine Hair

Stylist: Jade Morrison
Chair: station 3, by the window
Rent: £160 a week, paid every Monday by bank transfer
Term: 6 months from 1 February 2027, then rolling monthly

The salon provides the chair, mirror, basin, towels, electricity and water. The stylist buys her own colour, products and tools.

Either side may end the agreement with 4 weeks' notice in writing. The stylist keeps her own clients and sets her own prices.
""",
    "salon_house_rules.md": """\
# Studio Nine — house rules

- Opening hours: Tuesday to Saturday, 9am to 6pm; late night Thursday until 8pm
- Keys: only the salon manager, Priya, holds keys; stylists may not work outside opening hours
- Music: the salon playlist only, at background volume

Towels go in the laundry bin, not left at the station. Colour bowls and brushes are washed at the back basin before the next client.

Stylists must do a patch test at least 48 hours before any colour on a new client.
""",
    "price_list.csv": """\
service,price,time
Cut and blow-dry,£48,60 minutes
Full head colour,£85,2 hours
Balayage,£140,3 hours
Fringe trim,£8,10 minutes
""",
    "insurance_schedule.md": """\
# Hair and beauty insurance — schedule

- Policyholder: Jade Morrison
- Public liability: £2,000,000
- Treatment risk: covered, if a patch test was done and recorded
- Tools and equipment: up to £1,500, excess £50

Claims must be reported within 30 days. Cover does not include treatments you are not qualified to give.
""",
    "booking_app_terms.txt": """\
Booking app terms for stylists

The app charges £25 a month plus 1.5% of each online payment. Payouts reach your bank account 2 working days after the appointment.

You can set a deposit of up to 50% for new clients. If a client does not turn up, you keep the deposit.

You can leave the app at any time; the monthly fee is not refunded for the rest of the month.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The chair rental.
    ("how much is my chair rent", "chair_rental_agreement.txt", "£160 a week"),
    ("when do I pay the rent", "chair_rental_agreement.txt", "every Monday"),
    ("do I have to buy my own products", "chair_rental_agreement.txt", "buys her own colour"),
    ("how much notice do I need to give", "chair_rental_agreement.txt", "4 weeks"),
    ("can I set my own prices", "chair_rental_agreement.txt", "sets her own prices"),
    # The house rules.
    ("what are the salon hours", "salon_house_rules.md", "9am to 6pm"),
    ("can I come in on a Sunday", "salon_house_rules.md", "may not work outside opening hours"),
    ("what do I do with used towels", "salon_house_rules.md", "laundry bin"),
    ("when do I need to do a patch test", "salon_house_rules.md", "48 hours before"),
    # The price list.
    ("how much is balayage", "price_list.csv", "£140"),
    ("how long does a full head colour take", "price_list.csv", "2 hours"),
    ("how much do I charge for a fringe trim", "price_list.csv", "£8"),
    # The insurance.
    ("what is my public liability cover", "insurance_schedule.md", "£2,000,000"),
    ("am I covered if a client reacts to colour", "insurance_schedule.md", "patch test was done and recorded"),
    ("what's the excess on my tools", "insurance_schedule.md", "£50"),
    ("how long do I have to make a claim", "insurance_schedule.md", "30 days"),
    # The booking app.
    ("how much does the app cost", "booking_app_terms.txt", "£25 a month"),
    ("when do I get paid from the app", "booking_app_terms.txt", "2 working days"),
    ("what happens if a client doesn't show up", "booking_app_terms.txt", "keep the deposit"),
    ("can I take a deposit", "booking_app_terms.txt", "up to 50%"),
    # Subjects the papers never mention.
    ("is there parking for staff", None, ""),
    ("do I get sick pay", None, ""),
    ("can I bring my dog to work", None, ""),
    ("how much is a gents cut", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "space_licence.txt": """\
Licence to use gym space — Forge Fitness

Trainer: Marcus Bell
Fee: £400 a month, or 20% of session takings if higher
Hours: 6am to 10pm, seven days a week
Start: 1 March 2027

The trainer may use the free weights area and studio 2 when it is not booked for classes. Gym members may not be trained in the main cardio area during the busy hours of 5pm to 7pm.

The licence ends with one month's notice from either side.
""",
    "trainer_rules.md": """\
# Rules for self-employed trainers

- Clients who are not gym members pay a £5 guest fee each visit
- Equipment must be wiped down and put back after every session
- No more than 3 clients at once on the gym floor

Trainers must wear the Forge Fitness trainer T-shirt on the gym floor. Trainers may not sell supplements in the gym.

A current first aid certificate must be shown to the gym manager every year.
""",
    "session_prices.csv": """\
session,length,price
One-to-one,60 minutes,£45
One-to-one,30 minutes,£28
Pair session,60 minutes,£60
Block of 10 one-to-ones,60 minutes each,£400
""",
    "trainer_insurance.txt": """\
Fitness instructor insurance — certificate

Insured: Marcus Bell
Public liability: £5,000,000
Professional indemnity: £1,000,000
Renewal date: 14 January 2028

Outdoor sessions in parks are covered. Online coaching by video is covered only for clients in the UK.
""",
    "cancellation_policy.md": """\
# Cancellation policy for my clients

Sessions cancelled with less than 24 hours' notice are charged in full.

Blocks of 10 sessions must be used within 3 months of buying them and cannot be refunded.

If I have to cancel, you get a free session or your money back, whichever you choose.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The licence.
    ("how much do I pay the gym", "space_licence.txt", "£400 a month"),
    ("can I train people in the cardio area at 6pm", "space_licence.txt", "5pm to 7pm"),
    ("which studio can I use", "space_licence.txt", "studio 2"),
    ("how do I end the licence", "space_licence.txt", "one month's notice"),
    # The rules.
    ("do my clients have to pay to get in", "trainer_rules.md", "£5 guest fee"),
    ("how many clients can I train at once", "trainer_rules.md", "3 clients"),
    ("can I sell protein shakes", "trainer_rules.md", "may not sell supplements"),
    ("what do I wear", "trainer_rules.md", "trainer T-shirt"),
    # The prices.
    ("how much is a 30 minute session", "session_prices.csv", "£28"),
    ("how much is a pair session", "session_prices.csv", "£60"),
    # The insurance.
    ("am I insured for park sessions", "trainer_insurance.txt", "Outdoor sessions in parks are covered"),
    ("when does my insurance need renewing", "trainer_insurance.txt", "14 January 2028"),
    ("can I coach someone in Spain online", "trainer_insurance.txt", "only for clients in the UK"),
    # Cancellations.
    ("what if a client cancels the same day", "cancellation_policy.md", "charged in full"),
    ("how long do blocks last", "cancellation_policy.md", "3 months"),
    ("can clients get a refund on a block", "cancellation_policy.md", "cannot be refunded"),
    ("what happens if I cancel", "cancellation_policy.md", "free session or your money back"),
    # Subjects the papers never mention.
    ("can I use the sauna", None, ""),
    ("is there a locker for trainers", None, ""),
    ("do I need a DBS check", None, ""),
    ("how much is a nutrition plan", None, ""),
]
