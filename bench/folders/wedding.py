"""A couple's wedding papers (the thirty-eighth session): the venue contract, the catering
quote, the photographer's booking, the running order, the guest list as CSV and the florist's
email. Its validation folder is a naming day party's: the hall booking, the cake order, the
entertainer's confirmation, the running order, an RSVP list as CSV and the caterer's email,
written at the same time."""

from __future__ import annotations

DOCUMENTS: dict[str, str] = {
    "venue_contract.txt": """\
Ashcombe Barn: wedding venue agreement

Couple: Sophie Marsh and Daniel Okoro
Wedding date: Saturday 4 September 2027
Exclusive use: 11am on the day until 1am
Venue hire: £7,800
Deposit: £2,000, paid on signing (non-refundable)
Balance: due 12 weeks before the wedding
Maximum guests: 120 for the day, 160 in the evening
Music must stop at 12:30am. Confetti must be biodegradable and used outside only.
""",
    "catering_quote.md": """\
# Catering quote: Fig & Thyme

| item | price per head | guests | total |
|---|---|---|---|
| Drinks reception canapés | £9 | 95 | £855 |
| Three-course wedding breakfast | £58 | 95 | £5,510 |
| Evening hog roast | £14 | 140 | £1,960 |

Children under 12 are half price. Final numbers are needed 4 weeks before the wedding.
""",
    "photographer_booking.txt": """\
Lens & Light Photography: booking confirmation

Package: full day, from bridal prep to first dance
Price: £1,650; £400 retainer paid
Includes: an online gallery of at least 500 edited images, delivered within 8 weeks
The photographer will take a 30 minute meal break during the wedding breakfast and needs a hot
meal provided.
""",
    "running_order.md": """\
# Running order

- 1:00pm Guests arrive, welcome drinks
- 1:30pm Ceremony in the barn
- 2:15pm Confetti, photographs and drinks reception
- 4:00pm Wedding breakfast, then speeches
- 7:30pm Evening guests arrive; cutting the cake
- 8:00pm First dance
- 12:30am Last song; carriages at 1am
""",
    "guest_list.csv": """\
name,side,day_or_evening,dietary
Aunt Ruth,bride,day,vegetarian
Marcus Okoro,groom,day,none
Priya Shah,bride,evening,nut allergy
Leo Marsh (age 8),bride,day,children's menu
""",
    "florist_email.txt": """\
Hi Sophie, lovely to meet you both. As discussed, the bouquet will be white garden roses and
eucalyptus, with six buttonholes to match. I'll deliver to the barn at 10am on the day and
collect the vases the next morning. Total is £980, with the balance due a month before. Hattie
""",
}

QUESTIONS: list[tuple[str, str | None, str]] = [
    ("what time do we get the venue from", "venue_contract.txt", "11am"),
    ("how much was the deposit", "venue_contract.txt", "£2,000"),
    ("when is the venue balance due", "venue_contract.txt", "12 weeks before the wedding"),
    ("how many evening guests can we have", "venue_contract.txt", "160"),
    ("what time does the music have to stop", "venue_contract.txt", "12:30am"),
    ("can we use paper confetti", "venue_contract.txt", "biodegradable"),
    ("how much is the hog roast", "catering_quote.md", "£1,960"),
    ("how much do kids cost", "catering_quote.md", "half price"),
    ("when do the caterers need final numbers", "catering_quote.md", "4 weeks before the wedding"),
    ("how many photos will we get", "photographer_booking.txt", "500"),
    ("when will we get the photos", "photographer_booking.txt", "within 8 weeks"),
    ("does the photographer need feeding", "photographer_booking.txt", "needs a hot"),
    ("what time is the ceremony", "running_order.md", "1:30pm"),
    ("when is the first dance", "running_order.md", "8:00pm"),
    ("what does Priya need for food", "guest_list.csv", "nut allergy"),
    ("is Aunt Ruth coming to the day or just the evening", "guest_list.csv", "day"),
    ("what flowers are in the bouquet", "florist_email.txt", "white garden roses and"),
    ("how many buttonholes are there", "florist_email.txt", "six"),
    ("how much are the flowers", "florist_email.txt", "£980"),
    ("is there a DJ booked", None, ""),
    ("can we have fireworks", None, ""),
    ("where is the honeymoon", None, ""),
    ("is there accommodation at the venue", None, ""),
]

VALIDATION_DOCUMENTS: dict[str, str] = {
    "hall_booking.txt": """\
St Barnabas Church Hall: booking confirmation

Hirer: Naomi Clarke
Event: naming day party
Date: Sunday 23 May 2027, 12pm to 5pm (including setting up and clearing)
Hire charge: £110; damage deposit £50, returned within 7 days if the hall is left clean
No alcohol may be sold. Balloons must not be attached to the ceiling lights.
""",
    "cake_order.txt": """\
Crumbs & Co: order confirmation

Cake: two-tier lemon and elderflower sponge, white buttercream, name "Isla" in gold
Serves: 50
Price: £145, £40 deposit paid
Collection: Saturday 22 May after 2pm from the shop on Mill Street
""",
    "entertainer_confirmation.txt": """\
Bubbles the Clown: booking confirmed

One hour show from 2pm: magic, balloon modelling and games for children aged 3 to 8.
Fee: £160, payable on the day by cash or bank transfer. I need a clear floor space of about 4 by
4 metres and a power socket nearby.
""",
    "running_order.md": """\
# On the day

- 12:00 Set up tables and decorations
- 1:00 Guests arrive
- 1:30 Naming ceremony with the celebrant, Gill
- 2:00 Clown show
- 3:00 Food
- 3:45 Cake
- 4:30 Clear up; the hall must be empty by 5
""",
    "rsvp_list.csv": """\
family,adults,children,reply
Clarke (grandparents),2,0,yes
Bennett,2,2,yes
Osei,1,1,no
Harper,2,3,yes
""",
    "caterer_email.txt": """\
Hi Naomi, confirming a buffet for 45 at £12.50 a head: sandwiches, sausage rolls, quiche,
salads and fruit. We'll arrive at 2:30 to set out, and we bring our own plates and napkins.
Please let me know numbers by 16 May. Shona
""",
}

VALIDATION_QUESTIONS: list[tuple[str, str | None, str]] = [
    ("how much is the hall", "hall_booking.txt", "£110"),
    ("when do I get the deposit back", "hall_booking.txt", "within 7 days"),
    ("can we sell drinks", "hall_booking.txt", "No alcohol may be sold"),
    ("how many people does the cake serve", "cake_order.txt", "50"),
    ("when can I pick up the cake", "cake_order.txt", "Saturday 22 May after 2pm"),
    ("what flavour is the cake", "cake_order.txt", "lemon and elderflower"),
    ("how long is the clown's show", "entertainer_confirmation.txt", "One hour"),
    ("how much space does the clown need", "entertainer_confirmation.txt", "4 by"),
    ("what time is the naming ceremony", "running_order.md", "1:30"),
    ("who is the celebrant", "running_order.md", "Gill"),
    ("how many children are the Harpers bringing", "rsvp_list.csv", "3"),
    ("are the Oseis coming", "rsvp_list.csv", "no"),
    ("how much is the buffet per head", "caterer_email.txt", "£12.50"),
    ("do we need to buy paper plates", "caterer_email.txt", "we bring our own plates"),
    ("when do I need to give the caterer numbers", "caterer_email.txt", "16 May"),
    ("is there a bouncy castle", None, ""),
    ("can we use the church kitchen", None, ""),
    ("is there parking at the hall", None, ""),
]
