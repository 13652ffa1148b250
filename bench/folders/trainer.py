"""A self-employed personal trainer's papers (the thirty-second session): the gym's rent
agreement for trainers, her client packages as CSV, a client's health questionnaire, her
insurance, her first aid certificate and her session diary as CSV; fit, its questions and
expected text written before the tool was run on it, its failures read and mended. Its
validation folder is a yoga teacher's: a studio hire agreement, class passes as CSV, a retreat
booking's terms, her insurance, a student's email about an injury and a festival's teaching
invitation, written at the same time and run as summary lines only."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "gym_agreement.md": """\
# Ironworks Gym — freelance trainer agreement

- Rent: £450 a month, paid on the 1st by standing order
- Hours: you may train clients from 6am to 10pm, 7 days a week
- Notice: 1 month on either side

Trainers must wear the gym's trainer T-shirt on the gym floor. Clients must sign in at reception and complete a gym induction before their first session.

Trainers may not sell supplements or advertise other gyms on the premises. Equipment must be put back after every session.
""",
    "packages.csv": """\
package,sessions,price,valid for
Single session,1,£40,1 month
Starter,5,£180,2 months
Regular,10,£340,3 months
Couples,10,£480,3 months
""",
    "health_questionnaire.txt": """\
Pre-exercise health questionnaire

Client: Tom Hughes
Age: 47
Goal: lose weight and run a 10k

Medical conditions: high blood pressure, controlled with medication. Old knee injury (right), no pain now.
GP clearance: not needed

Notes: avoid heavy overhead lifting until blood pressure has been checked again in March.
""",
    "trainer_insurance.txt": """\
Fitness instructor insurance — schedule

Insured: Nadia Brooks
Public liability: £5,000,000
Professional indemnity: £1,000,000
Renewal date: 31 July 2027

Outdoor sessions in public parks are covered. Online sessions are covered for clients living in the UK only.
""",
    "first_aid_certificate.txt": """\
First aid at work — certificate

Awarded to Nadia Brooks
Course: Emergency First Aid at Work (1 day)
Date: 9 October 2025
Expires: 9 October 2028
""",
    "diary.csv": """\
day,time,client,where
Monday,07:00,Tom Hughes,gym
Monday,18:30,Gemma Lowe,park
Wednesday,12:15,Raj and Anita Shah,gym
Saturday,09:00,Bootcamp group,park
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The gym.
    ("how much rent do I pay the gym", "gym_agreement.md", "£450 a month"),
    ("what's the latest I can train someone", "gym_agreement.md", "10pm"),
    ("how much notice do I have to give", "gym_agreement.md", "1 month"),
    ("can I sell protein shakes", "gym_agreement.md", "may not sell supplements"),
    ("what do my clients have to do before their first session", "gym_agreement.md", "gym induction"),
    ("what do I have to wear", "gym_agreement.md", "trainer T-shirt"),
    # Packages.
    ("how much is a block of 10", "packages.csv", "£340"),
    ("how long do clients have to use a starter pack", "packages.csv", "2 months"),
    ("how much is one session", "packages.csv", "£40"),
    ("what's the couples price", "packages.csv", "£480"),
    # The questionnaire.
    ("how old is Tom", "health_questionnaire.txt", "47"),
    ("what does Tom want to achieve", "health_questionnaire.txt", "run a 10k"),
    ("does Tom need a doctor's note", "health_questionnaire.txt", "not needed"),
    ("what should Tom avoid", "health_questionnaire.txt", "heavy overhead lifting"),
    ("which knee did Tom hurt", "health_questionnaire.txt", "right"),
    # Insurance.
    ("am I insured to train people in the park", "trainer_insurance.txt", "public parks are covered"),
    ("can I do online sessions for someone in Spain", "trainer_insurance.txt", "in the UK only"),
    ("when is my insurance up for renewal", "trainer_insurance.txt", "31 July 2027"),
    ("how much public liability do I have", "trainer_insurance.txt", "£5,000,000"),
    # First aid.
    ("when does my first aid run out", "first_aid_certificate.txt", "9 October 2028"),
    ("how long was the first aid course", "first_aid_certificate.txt", "1 day"),
    # The diary.
    ("who am I training on Monday evening", "diary.csv", "Gemma Lowe"),
    ("what time is bootcamp", "diary.csv", "09:00"),
    ("where do I see the Shahs", "diary.csv", "gym"),
    # Subjects the papers never mention.
    ("how much do I charge for a nutrition plan", None, ""),
    ("can I bring my dog to the gym", None, ""),
    ("is there parking at the gym", None, ""),
    ("what's my REPs number", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "studio_hire.md": """\
# The Light Room — studio hire agreement

- Hire: £22 an hour, invoiced at the end of each month
- Capacity: 16 mats
- Booking: Tuesdays and Thursdays, 6:30pm to 8pm

Please arrive no earlier than 15 minutes before your slot. Candles and incense are not allowed. The studio's mats and blocks may be used; bolsters are the hirer's own.
""",
    "class_passes.csv": """\
pass,classes,price,expires after
Drop-in,1,£12,on the day
5-class pass,5,£52,6 weeks
10-class pass,10,£95,3 months
Unlimited month,unlimited,£70,1 month
""",
    "retreat_terms.txt": """\
Spring yoga retreat — booking terms

Dates: 24 to 27 April 2027, Brecon Beacons
Price: £540 sharing, £690 single room
Deposit: £150 to book, the rest due 6 weeks before

Cancel more than 6 weeks before and the deposit is refunded less £30. After that, no refunds, but you may pass your place to a friend.
""",
    "teacher_insurance.txt": """\
Yoga teacher insurance — schedule

Insured: Mei Lin Chen
Public liability: £6,000,000
Renewal date: 15 January 2027

Classes taught in studios, halls and outdoors are covered. Hot yoga above 35°C is not covered.
""",
    "student_email.txt": """\
Hi Mei,

I hurt my lower back lifting boxes at the weekend. My physio says I can still come to class but should avoid deep forward folds and twists for two weeks. Is it OK if I come on Thursday and just do the gentle options?

Thanks,
Owen
""",
    "festival_invitation.txt": """\
Dear Mei Lin,

We'd love you to teach at the Riverside Wellbeing Festival on Saturday 12 June. Your class is a 60-minute slow flow at 10am in the Willow Tent, for up to 40 people.

We offer a fee of £150 and a weekend ticket. Please confirm by 1 May.

Festival team
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The studio.
    ("how much does the studio cost", "studio_hire.md", "£22 an hour"),
    ("how many people fit in the studio", "studio_hire.md", "16 mats"),
    ("can I light candles", "studio_hire.md", "not allowed"),
    ("when can I get into the studio", "studio_hire.md", "15 minutes before"),
    ("do I need to bring bolsters", "studio_hire.md", "bolsters are the hirer's own"),
    # Passes.
    ("how much is a drop-in", "class_passes.csv", "£12"),
    ("how long does a 5-class pass last", "class_passes.csv", "6 weeks"),
    ("what does unlimited cost", "class_passes.csv", "£70"),
    # The retreat.
    ("when is the retreat", "retreat_terms.txt", "24 to 27 April 2027"),
    ("how much is a single room on the retreat", "retreat_terms.txt", "£690"),
    ("what's the deposit", "retreat_terms.txt", "£150"),
    ("what if someone can't come to the retreat", "retreat_terms.txt", "pass your place to a friend"),
    # Insurance.
    ("am I covered to teach outside", "teacher_insurance.txt", "outdoors are covered"),
    ("can I teach hot yoga", "teacher_insurance.txt", "not covered"),
    ("when does my insurance renew", "teacher_insurance.txt", "15 January 2027"),
    # Owen.
    ("what did Owen do to his back", "student_email.txt", "lifting boxes"),
    ("what should Owen avoid", "student_email.txt", "deep forward folds and twists"),
    # The festival.
    ("how much will the festival pay me", "festival_invitation.txt", "£150"),
    ("what time is my festival class", "festival_invitation.txt", "10am"),
    ("when do I need to reply to the festival", "festival_invitation.txt", "1 May"),
    # Subjects the papers never mention.
    ("do I need a teaching licence from the council", None, ""),
    ("how much is a private lesson", None, ""),
    ("can students bring their children", None, ""),
]
