"""New parents' papers (the twenty-third session): a nursery's contract, a baby's vaccination
schedule as CSV, a car seat's manual, a maternity pay letter and a health visitor's feeding
leaflet; fit, its questions and expected text written before the tool was run on it, its
failures read and mended. Its validation folder is another family's: a childminder's terms, a
baby group's timetable as CSV, a pram's manual, a shared parental leave form's notes and a
sleep safety leaflet, written at the same time and run once at the first run and once after the
fit changes."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "nursery_contract.md": """\
# Little Acorns Nursery — parent contract

**Child:** Freya Morgan
**Start date:** Monday 4 January 2027
**Sessions:** Monday, Tuesday and Thursday, 8:00 to 18:00

## Fees

A full day costs £68 and includes breakfast, lunch, tea and nappies. Fees are invoiced monthly in advance and paid by the 5th of the month. Late payment is charged at £10 a week.

## Collection

Children must be collected by 18:00. Late collection is charged at £15 for each 15 minutes. Only adults named on the collection form may collect your child; give us a password for anyone else.

## Illness

Children with a temperature, sickness or diarrhoea must stay at home until 48 hours after the last episode. We can give Calpol only with your written consent.

## Holidays and notice

The nursery is closed on bank holidays and for one week at Christmas, and these days are not charged. You may take two weeks' holiday a year at half price. One month's notice in writing is needed to leave or change sessions.
""",
    "vaccinations.csv": """\
age,vaccine,protects against,given
8 weeks,6-in-1,"diphtheria, tetanus, whooping cough, polio, Hib, hepatitis B",2026-10-14
8 weeks,MenB,meningococcal B,2026-10-14
12 weeks,rotavirus,rotavirus,2026-11-11
16 weeks,PCV,pneumococcal,
1 year,MMR,"measles, mumps, rubella",
""",
    "car_seat_manual.txt": """\
SafeRide i-Size infant car seat — instructions

Suitable from birth to 15 months, for babies 40 to 87 cm tall, up to 13 kg.

Always fit the seat rear-facing. Never fit it in a front seat with an active airbag.

Fit the seat with the ISOFIX base, or with the car's 3-point belt. Check the base's indicators are green before every journey.

Pull the harness tight: you should fit no more than one finger between the straps and your baby's collarbone. Take off thick coats before strapping in.

Replace the seat after any accident, even if it looks undamaged. Do not buy or use a second-hand seat.

The cover can be washed at 30°C; do not tumble dry.
""",
    "maternity_pay.txt": """\
Hartwell Logistics — Human Resources

Dear Amy,

Thank you for telling us about your pregnancy. Your expected week of childbirth is the week starting 15 February 2027, and you plan to start maternity leave on 1 February 2027.

You are entitled to 52 weeks of maternity leave. Under the company scheme you will receive full pay for the first 12 weeks, then Statutory Maternity Pay of £187.18 a week for 27 weeks. The last 13 weeks are unpaid.

You can work up to 10 keeping in touch days during your leave, paid at your normal rate.

If you want to return early, give us at least 8 weeks' notice. Your holiday continues to build up while you are on leave.

Your contact during your leave is Sunita Rao in HR.
""",
    "feeding_leaflet.md": """\
# Feeding your baby — health visiting team

Breastfed babies feed 8 to 12 times in 24 hours in the first weeks. Feed when your baby shows signs of hunger, such as rooting or sucking their hands.

If you use formula, make up each feed fresh with water boiled and left to cool for no more than 30 minutes, so it is still at least 70°C. Throw away any formula not drunk within 2 hours.

Start solid food at around 6 months, not before 17 weeks. Do not give honey before 12 months, or whole nuts before 5 years.

Your baby is getting enough milk if they have at least 6 wet nappies a day after the first week.

Breastfeeding support: the Hilltop drop-in, Wednesdays 10:00 to 12:00, or the National Breastfeeding Helpline on 0300 100 0212.
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    # The nursery.
    ("how much is a day at nursery", "nursery_contract.md", "£68"),
    ("are nappies included", "nursery_contract.md", "nappies"),
    ("what time do I have to pick her up", "nursery_contract.md", "18:00"),
    ("what happens if I'm late to collect", "nursery_contract.md", "£15"),
    ("can my mum pick her up", "nursery_contract.md", "collection form"),
    ("when can she go back after a sickness bug", "nursery_contract.md", "48 hours"),
    ("do we pay for bank holidays", "nursery_contract.md", "not charged"),
    ("how much notice to leave the nursery", "nursery_contract.md", "One month"),
    ("which days is she at nursery", "nursery_contract.md", "Monday, Tuesday and Thursday"),
    # The vaccinations.
    ("when is the MMR", "vaccinations.csv", "1 year"),
    ("what does the 6-in-1 protect against", "vaccinations.csv", "whooping cough"),
    ("when did she have the rotavirus vaccine", "vaccinations.csv", "2026-11-11"),
    ("what vaccines are at 8 weeks", "vaccinations.csv", "MenB"),
    # The car seat.
    ("how long can she use the car seat", "car_seat_manual.txt", "15 months"),
    ("can the car seat go in the front", "car_seat_manual.txt", "active airbag"),
    ("how tight should the straps be", "car_seat_manual.txt", "one finger"),
    ("can I buy a second hand car seat", "car_seat_manual.txt", "second-hand"),
    ("how do I wash the cover", "car_seat_manual.txt", "30°C"),
    ("do I need a new seat after a crash", "car_seat_manual.txt", "Replace the seat"),
    # Maternity pay.
    ("when does my maternity leave start", "maternity_pay.txt", "1 February 2027"),
    ("how long is full pay", "maternity_pay.txt", "12 weeks"),
    ("how much is statutory maternity pay", "maternity_pay.txt", "£187.18"),
    ("how many keeping in touch days can I do", "maternity_pay.txt", "10"),
    ("how much notice to come back early", "maternity_pay.txt", "8 weeks"),
    ("who do I contact in HR while I'm off", "maternity_pay.txt", "Sunita Rao"),
    ("do I still get holiday on maternity leave", "maternity_pay.txt", "build up"),
    # Feeding.
    ("how often should a newborn feed", "feeding_leaflet.md", "8 to 12 times"),
    ("how long can I keep made up formula", "feeding_leaflet.md", "2 hours"),
    ("when can I start weaning", "feeding_leaflet.md", "6 months"),
    ("can babies have honey", "feeding_leaflet.md", "12 months"),
    ("how do I know she's getting enough milk", "feeding_leaflet.md", "6 wet nappies"),
    ("where can I get help with breastfeeding", "feeding_leaflet.md", "drop-in"),
    # Subjects the papers never mention.
    ("does the nursery do forest school", None, ""),
    ("when is the chickenpox vaccine", None, ""),
    ("can the car seat go on a plane", None, ""),
    ("how much is paternity pay", None, ""),
    ("can I give her cow's milk", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "childminder_terms.txt": """\
Sunflower Childminding — Jo Pike, Ofsted registered

Hours: 7:30 to 17:30, Monday to Friday. Your booking: Wednesdays and Fridays for Oscar.

The rate is £6.50 an hour, and meals and snacks are £4 a day. I invoice every four weeks; please pay by bank transfer within 7 days.

I take four weeks' holiday a year, with at least two months' notice, and you do not pay for those weeks. If I am ill there is no charge. If you take holiday you still pay half.

Please keep Oscar at home for 48 hours after sickness or diarrhoea, and tell me about any medicine he has had that day.

Four weeks' notice is needed to end the agreement, from either side.
""",
    "baby_groups.csv": """\
group,day,time,place,cost
Rhyme Time,Monday,10:30,Central Library,free
Baby Sensory,Tuesday,9:45,St Mark's Hall,£7.50
Messy Play,Thursday,13:30,Family Hub,£2
Baby Swim,Saturday,9:00,Riverside Leisure Centre,£9
""",
    "pram_manual.md": """\
# Voyager 3-in-1 pram — owner's guide

The carrycot is for babies from birth to 6 months, or until they can push up on their hands. The seat unit is for children from 6 months to 22 kg.

To fold, remove the seat unit, then pull the two red levers on the handlebar and push down. The frame locks folded.

Always use the five-point harness in the seat unit, and put the brake on whenever you stop. Do not hang bags on the handlebar: the pram may tip.

The basket holds up to 5 kg. Inflate the tyres to 20 psi.

The frame is guaranteed for 2 years and the fabrics for 1 year. Register your pram online within 28 days to extend the frame guarantee to 5 years.
""",
    "shared_leave_notes.txt": """\
Shared Parental Leave — notes from the HR meeting, 3 March 2027

Parents can share up to 50 weeks of leave and 37 weeks of pay between them, once the mother ends her maternity leave early.

You must give at least 8 weeks' notice before each block of leave. Each parent can book up to three separate blocks.

Shared Parental Pay is £187.18 a week, or 90% of your average weekly earnings if that is lower. Our company does not enhance it.

Leave must be taken before the child's first birthday. Both parents can be off at the same time.

Questions: email people@brightwell.example.
""",
    "sleep_safety.md": """\
# Safer sleep for babies

Always put your baby to sleep on their back, in a clear cot or Moses basket, with no pillows, bumpers or soft toys.

Keep your baby in the same room as you for the first 6 months, for sleeps in the day and at night.

The room should be 16 to 20°C. Use a baby sleeping bag or firm blankets tucked in no higher than the shoulders.

Never sleep with your baby on a sofa or in an armchair.

Stop swaddling as soon as your baby shows signs of rolling, usually at 3 to 4 months.
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    # The childminder.
    ("how much does the childminder charge an hour", "childminder_terms.txt", "£6.50"),
    ("which days does Oscar go to Jo's", "childminder_terms.txt", "Wednesdays and Fridays"),
    ("do we pay when the childminder is on holiday", "childminder_terms.txt", "do not pay"),
    ("how long do I have to pay the invoice", "childminder_terms.txt", "7 days"),
    ("what time does the childminder open", "childminder_terms.txt", "7:30"),
    ("how much notice to stop using the childminder", "childminder_terms.txt", "Four weeks"),
    # The baby groups.
    ("when is baby swim", "baby_groups.csv", "Saturday"),
    ("how much is baby sensory", "baby_groups.csv", "£7.50"),
    ("where is rhyme time", "baby_groups.csv", "Central Library"),
    ("what's on on thursday", "baby_groups.csv", "Messy Play"),
    # The pram.
    ("how do I fold the pram", "pram_manual.md", "red levers"),
    ("until what age can he use the carrycot", "pram_manual.md", "6 months"),
    ("how much can I put in the basket", "pram_manual.md", "5 kg"),
    ("can I hang my bag on the pram", "pram_manual.md", "may tip"),
    ("what pressure should the tyres be", "pram_manual.md", "20 psi"),
    ("how do I get a longer guarantee", "pram_manual.md", "Register"),
    # Shared parental leave.
    ("how many weeks of shared leave can we take", "shared_leave_notes.txt", "50 weeks"),
    ("how much is shared parental pay", "shared_leave_notes.txt", "£187.18"),
    ("how much notice do I need to give for shared leave", "shared_leave_notes.txt", "8 weeks"),
    ("can we both be off together", "shared_leave_notes.txt", "same time"),
    ("when does the leave have to be used by", "shared_leave_notes.txt", "first birthday"),
    # Sleep safety.
    ("what temperature should the nursery be", "sleep_safety.md", "16 to 20°C"),
    ("when should I stop swaddling", "sleep_safety.md", "rolling"),
    ("how long should the baby sleep in our room", "sleep_safety.md", "6 months"),
    ("can I use a cot bumper", "sleep_safety.md", "no pillows, bumpers"),
    # Subjects the papers never mention.
    ("does the childminder do school pick ups", None, ""),
    ("is there a baby group on sunday", None, ""),
    ("can the pram go on the bus", None, ""),
    ("can I use a baby monitor", None, ""),
]
