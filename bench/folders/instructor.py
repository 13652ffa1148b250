"""A driving instructor's papers (the thirty-second session): her franchise agreement, her dual
control car's lease, her lesson prices as CSV, her pupils' bookings as CSV, her instructor's
certificate and a pupil's parent's email; fit, its questions and expected text written before the
tool was run on it, its failures read and mended. Its validation folder is a swimming teacher's:
the pool hire agreement, the lesson stages as CSV, her teaching qualification, the lessons'
cancellation policy, a parent's email and her safeguarding check, written at the same time and
run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "franchise_agreement.md": """\
# RoadReady Driving School — franchise agreement

- Weekly franchise fee: £165, paid every Monday
- Term: 12 months, then rolling
- Notice: 4 weeks in writing

The school passes you new pupils through its app; you keep all lesson fees. Wear the school's branded top when teaching.

You may not teach pupils privately in the school's car. Complaints about you are handled by the school's standards manager.
""",
    "car_lease.txt": """\
Dual control car lease

Car: Ford Fiesta, manual, with dual controls
Monthly payment: £295 including insurance and servicing
Mileage limit: 24,000 miles a year; extra miles cost 8p each

The car must be serviced every 10,000 miles. A replacement car is provided within 24 hours if yours is off the road.
""",
    "lesson_prices.csv": """\
lesson,length,price
Single lesson,1 hour,£36
Double lesson,2 hours,£70
Block of 10,10 hours,£340
Motorway lesson,2 hours,£80
""",
    "bookings.csv": """\
pupil,day,time,pick-up
Ellie,Monday,16:00,Westfield Academy
Marcus,Tuesday,09:00,home
Sofia,Thursday,18:30,Riverside station
Ben,Saturday,10:00,home
""",
    "adi_certificate.txt": """\
Approved driving instructor certificate

Name: Claire Dobson
ADI number: 512347
Expires: 31 January 2029

The certificate must be displayed in the car's windscreen while you are giving lessons. A standards check is due at least every 4 years.
""",
    "parent_email.txt": """\
Hi Claire,

Ellie's test is booked for 14 March at 10:40am at the Hillside test centre. Could she have a lesson that morning to warm up, and can she use your car for the test?

Thanks,
Julie
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The franchise.
    ("how much is my franchise fee", "franchise_agreement.md", "£165"),
    ("how much notice do I need to leave the franchise", "franchise_agreement.md", "4 weeks in writing"),
    ("do I keep the lesson money", "franchise_agreement.md", "keep all lesson fees"),
    ("can I teach my own pupils in the school car", "franchise_agreement.md", "may not teach pupils privately"),
    ("who deals with complaints", "franchise_agreement.md", "standards manager"),
    # The car.
    ("how much is the car a month", "car_lease.txt", "£295"),
    ("what if I go over my mileage", "car_lease.txt", "8p each"),
    ("what happens if the car breaks down", "car_lease.txt", "replacement car"),
    ("how often does the car get serviced", "car_lease.txt", "every 10,000 miles"),
    # Prices.
    ("how much is a double lesson", "lesson_prices.csv", "£70"),
    ("what do I charge for motorway lessons", "lesson_prices.csv", "£80"),
    ("how much is a block booking", "lesson_prices.csv", "£340"),
    # Bookings.
    ("where do I pick up Sofia", "bookings.csv", "Riverside station"),
    ("what time is Marcus", "bookings.csv", "09:00"),
    ("who have I got on Saturday", "bookings.csv", "Ben"),
    # The certificate.
    ("what's my ADI number", "adi_certificate.txt", "512347"),
    ("when does my badge expire", "adi_certificate.txt", "31 January 2029"),
    ("where does my badge go", "adi_certificate.txt", "windscreen"),
    ("how often is a standards check", "adi_certificate.txt", "every 4 years"),
    # The email.
    ("when is Ellie's test", "parent_email.txt", "14 March"),
    ("where is Ellie's test", "parent_email.txt", "Hillside test centre"),
    ("what does Julie want", "parent_email.txt", "lesson that morning"),
    # Subjects the papers never mention.
    ("can I teach automatic", None, ""),
    ("how much is the theory test", None, ""),
    ("do I get sick pay", None, ""),
    ("what's the pass rate", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "pool_hire.md": """\
# Leisure centre — pool hire agreement

- Hire: teaching pool, Saturdays 8am to 10am
- Cost: £65 an hour, invoiced monthly
- Lifeguard: provided by the centre

Hirers must finish on time; the next session starts at 10am. Floats and noodles may be used; please return them to the store.
""",
    "stages.csv": """\
stage,skills,age,length
Stage 1,entering the water and floating with aids,4+,30 minutes
Stage 2,kicking and gliding without aids,5+,30 minutes
Stage 3,front crawl and back stroke over 10 metres,6+,30 minutes
Stage 4,all strokes and treading water,7+,45 minutes
""",
    "qualification.txt": """\
Swimming teacher qualification

Awarded to: Daniel Price
Level: 2
Date: 5 May 2025

Valid for 3 years. Teachers must hold a current pool lifeguard or first aid award alongside it.
""",
    "cancellation_policy.txt": """\
Lesson cancellations

Lessons are paid by the term and are not refunded for missed weeks. If the pool closes, the lesson is rearranged or credited.

Children with a verruca may swim if it is covered with a plaster or sock.
""",
    "parent_email.txt": """\
Hello Daniel,

Noah has been getting upset in the deep end. Could he stay in Stage 2 for one more term? We'd also like to move him from the 8am to the 9am class if there is space.

Thanks,
Rachel
""",
    "dbs_check.txt": """\
Enhanced DBS check

Name: Daniel Price
Certificate number: 001792345678
Issued: 18 August 2025
Update service: subscribed, £16 a year
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The pool.
    ("how much is the pool an hour", "pool_hire.md", "£65 an hour"),
    ("who provides the lifeguard", "pool_hire.md", "provided by the centre"),
    ("can we use floats", "pool_hire.md", "Floats and noodles may be used"),
    ("what time do I have to be out of the pool", "pool_hire.md", "10am"),
    # Stages.
    ("how old do you have to be for stage 3", "stages.csv", "6+"),
    ("how long is a stage 4 lesson", "stages.csv", "45 minutes"),
    ("what do they learn in stage 2", "stages.csv", "kicking and gliding"),
    # The qualification.
    ("what level am I", "qualification.txt", "2"),
    ("how long is my qualification valid", "qualification.txt", "3 years"),
    ("what else do I need alongside my qualification", "qualification.txt", "lifeguard or first aid"),
    # Cancellations.
    ("do parents get money back for missed lessons", "cancellation_policy.txt", "not refunded"),
    ("can a kid swim with a verruca", "cancellation_policy.txt", "covered with a plaster"),
    ("what if the pool shuts", "cancellation_policy.txt", "rearranged or credited"),
    # The email.
    ("why is Noah upset", "parent_email.txt", "deep end"),
    ("what stage does Rachel want Noah in", "parent_email.txt", "Stage 2"),
    ("what class does Noah want to move to", "parent_email.txt", "9am"),
    # DBS.
    ("what's my DBS number", "dbs_check.txt", "001792345678"),
    ("when was my DBS issued", "dbs_check.txt", "18 August 2025"),
    ("how much is the update service", "dbs_check.txt", "£16 a year"),
    # Subjects the papers never mention.
    ("can I teach adults", None, ""),
    ("how much is a private lesson", None, ""),
    ("do I need my own insurance", None, ""),
]
