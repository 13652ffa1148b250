"""Ordinary folders asked as people ask, with subjects they never mention: an office's (a travel
policy in markdown, an IT FAQ, meeting notes, a leave policy and a CSV of vehicles: "can i fly
business class", "how much paternity leave do dads get"), a program's documentation, a
household's, a student's, a patient's and a traveller's papers, a household's money papers, a
car owner's, an employee's own, a pet owner's, a household's devices, a resident's council and
state papers, a wedding's, a family's clubs', a shopper's, a house move's, a household's food papers,
a parent's school papers, a gardener's papers, those of someone who looks after a parent, new
parents' papers, a household's building work, a household's legal papers, a volunteer's papers,
a household's energy papers, a freelancer's papers, a landlord's, a move abroad's, the papers
after a death, a learner driver's, a household's insurance claim, a university applicant's, a
café owner's and, among others, a teacher's, a foster carer's, a job seeker's, a festival-goer's,
a drone flyer's, a hairdresser's, a plumber's, a candle maker's, a holiday let host's, a house
sharer's, a delivery driver's, a leaseholder's, an au pair's, a house cleaner's, a childminder's,
a personal trainer's, a student nurse's, a phone repair shop's, a disabled child's parent's,
a football season ticket holder's, a gym member's, a cruise passenger's, a wedding
photographer's, a driving instructor's, an online reseller's, an exchange student's, a
sixth former's and, from the thirty-third session, a juror's, a marathon runner's, a day surgery
patient's, a choir member's, a conference speaker's, a scout leader's, an apprentice's, a market
trader's, a student pilot's, an evening class student's, a blood donor's, a dog walker's, a
lifeguard's, a beekeeper's, a bus driver's, a hackathon team's, a camper's, a self-storage
customer's, a football manager's, a first-time buyer's, a bartender's, a van hirer's, a hospital
visitor's, a wedding guest's, a library member's, a music exam candidate's parent's, an agency
temp's and a riding school pupil's, and from the thirty-fourth session a tattoo client's, a driver
with a parking fine, a fruit picker's, an amateur actor's, a parent's on a school trip, a
tutored pupil's parent's, a club cyclist's, a holiday cottage guest's, a five-a-side player's, a
village show entrant's, a climbing wall user's, a cycle to work scheme member's, a visa
applicant's, a home car charger buyer's, a guide dog puppy raiser's, a graduate's, an unpaid
carer's, an amateur orchestra player's, a new-build home buyer's and a hospice shop volunteer's,
and from the thirty-fifth session a repeat prescription patient's, a ski holiday's, a child's
birthday party's, a new golf club member's, a broadband customer's, a swimming pupil's parent's,
a dental patient's, a sole trader's tax papers, a boiler owner's, a car club member's, a village
hall hirer's, a card fraud victim's, a house sitter's, a Universal Credit claimant's and a nursery
parent's, then a book club member's, a rescue dog adopter's and a hearing aid user's (run once, on
that session's final code, nothing changed after), and from the thirty-sixth session a day camp
parent's, an allotment holder's, a warehouse new starter's, a static caravan owner's, a cricket
club member's, a dog day care customer's, a car boot seller's, a heritage charity member's, a
scuba diving student's and a sofa buyer's, then a coach holiday passenger's and a poll clerk's
(run once, on that session's final code, nothing changed after), and from the thirty-seventh
session a solar panel owner's, a judo club parent's, a canoe club member's, a chess congress
entrant's, an optician's customer's and a cycling holiday's, and from the thirty-eighth a gym
member's, a hospital outpatient's, a dance school parent's, a pottery student's, a tennis club
member's, a hotel guest's, a wedding couple's, a Spanish class student's, a mobile phone
customer's, a campervan hirer's, a student's in university halls and a kitchen refit's, and
from the thirty-ninth a self-publishing author's, an angling club member's, a stag weekend
organiser's, an electric car leaser's, a window cleaner's, a school governor's, a property
auction buyer's, a wine club subscriber's, a householder's with a lodger, a home-educating
parent's, a council housing applicant's, a careers fair exhibitor's, a boarding school parent's,
a coworking space member's, a dinghy sailing student's and a dog show exhibitor's, and from
the fortieth a householder's planning application, a piano pupil's parent's, a household's
Christmas papers and a sixth former's at a university open day, then a household's bins and
recycling, a child's passport renewal, a citizenship applicant's and a parent's for a primary
school place, then a summer fair organiser's, a school reunion organiser's, a household's new
windows and a wood burner owner's, then a parkrun volunteer's, an open water swimmer's, a walking
group member's and a babysitter's, and from the forty-first a first aid course attendee's, a yoga
retreat guest's, a Duke of Edinburgh's Award parent's and a home baker's, then a pub quiz team
captain's, a junior rugby club parent's, a student finance applicant's and a food bank volunteer's,
then a clinical trial volunteer's, an Interrail traveller's, a council tax payer's and a football
referee's, then a cat owner's at a cattery, a triathlete's, a parent's of a teenager with braces and
an independent cinema member's, then a bike shop customer's, a puppy class member's, a charity
skydiver's and an English test taker's, then a job interviewee's, a home insurance renewal's, a
conference attendee's and a street party organiser's, and from the forty-second a delayed flight
passenger's, a bike share member's, a veg box subscriber's and an escape room organiser's, then a pet
insurance claimant's, a dry cleaning customer's, an airport car park customer's and an allergy
clinic patient's parent's, then a new GP patient's, a tenant's at the end of a tenancy, a couple's
ordering a wedding cake and a new car buyer's, then a car owner's MOT, an online shopper's return,
a parent's Tax-Free Childcare account and a patient's home blood pressure checks, and from
the forty-third a driver's speed awareness course, a family's ferry crossing, a householder's tree
work and a bathroom refit, then a holiday car hirer's, a concert-goer's, a dog owner's at the vet
for an operation and a household's water bill, then a tenant's facing a rent rise, a traveller's
with lost luggage, an older driver's renewing a licence and a parent's school meals papers,
then a child's grommets operation, new parents' registering a birth, a householder's skip hire
and someone's lost wallet, and from the forty-fourth a household's mice, a traveller's jabs, a
householder's party wall and a parent's prom papers, then a driver's garage repair, a family's
funeral arrangements, an employee's home working and a parent's sports day papers, then a
child's cycle training, a householder's loft insulation grant, an expectant mother's and a car
seller's papers, then a dog owner's taking the dog abroad, an employee's made redundant, a
resident's noise complaint and a volunteer's DBS check, then a householder's new shed, a
household's smart meter, a patient's family's hospital complaint and an older person's bus pass,
then an older person's stairlift, a driver's new tyres, a cookery class student's and a parcel
sender's papers, then a parent's summer school, a family's christening, a bonfire night volunteer's
and a house hunter's papers, then a gardener's order, a parent's school uniform, a householder's
driveway and a family's photo shoot (run once, on that session's final code, nothing changed after),
and from the forty-fifth a householder's chimney sweep, a parent's child flu vaccine papers, a
householder's trip to the recycling centre and a charity fun runner's papers, then a
householder's window cleaner, a parent's toddler group, a commuter's delayed train refund and a
family's Blue Badge, then a tenant's rental application, a householder's fire safety visit, a
student household's TV licence and a parent's eleven-plus papers, then a resident's roadworks, a
family's hospital visits, a swimming gala and a householder's new carpets, then a parent's school
nativity, a patient's laser eye surgery, a householder's locksmith call-out and a family's boat trip,
then a family's rescue dog, a commuter's e-bike, a family's house clearance and a bride's dress
alterations, then a marathon runner's, a parent's applying for a baby's passport, a household's
meal kit and a hospital volunteer's papers (run once, on that session's final code, nothing
changed after), and from the forty-sixth a physiotherapy patient's, a parent's trampoline park
party, a tenant's gas safety check and a new bowls club member's, then a grandparent's doing the school runs, a
school disco volunteer's, a laptop repair customer's and a learner's practical driving test, then
a couple's printed wedding invitations, a family's beach hut week, an office lottery syndicate
member's and a householder's roof repair, then a new parent's baby clinic, a commuter's car share,
an open mic performer's and a new fish keeper's, then a householder's made-to-measure blinds, a
parent's school bus pass, a dermatology patient's and a new kitten owner's, then an owner's lost
dog, a repair café visitor's, a parent's for a teenager's ear piercing and a car owner's mobile valet,
then a parent's skatepark sessions, a patient's fasting blood test, a new resident's block of flats
and a parent's paintball party (run once, on that session's final code, nothing changed after),
then a parent's go-karting party, a householder's plumber, an osteopath patient's and a family's
theme park day, then a host's hired hot tub, a parent's for guitar lessons, a first-time buyer's
conveyancing and a puppy owner's vaccinations, then a couple's city break, a parent's for a netball
club, a householder's new washing machine and a resident's pothole claim, then a parent's after a
child's broken wrist, a brewery tour voucher's, a cake sale volunteer's and a householder's new fence,
then a buyer's building survey, a customer's flatpack assembly, a contact lens wearer's and a karaoke
night organiser's, then a wedding guest's gift list, a mover's post redirection, a teenager's leaflet
round and a parent's new car seat, then a parent's for a school report, a child's ice skating course,
a youth club's carnival float and a driver's roadside breakdown (nothing changed from their replies,
which were first read on that session's final code), then a householder's gutter clearing, a parent's school book fair, a
sixth-former's careers fair and a cat owner's sitter, and from the forty-eighth a household's removal firm,
a customer's florist order, a parent's for surf lessons and a landlord's electrical safety check, then a volunteer's litter
pick, a customer's watch repair, a podiatry patient's and a householder's lawn treatments, then a backpacker's hostel, a
birthday host's ceilidh band, a dog owner's groomer and a railcard holder's papers, then a family's home care visits, a
householder's marquee hire, a resident's parking permit and a householder's blocked drain, then a client's microblading, a
van owner's vinyl wrap, a family's county show and a cat fosterer's papers, then a club's minibus hire, a café's
food hygiene inspection, a marathon water station volunteer's and a photo book buyer's, then a couple's wedding car, a
couple's wills, a spa day guest's and a family's zoo membership, then a club's pub function room, a family's
Shopmobility scooter, a birthday meal organiser's and an after-school club parent's, then a householder's quartz
worktop, a tuition centre parent's, a charity bookshop volunteer's and a newspaper delivery's, then a parent's ballet exam, a pupil's
work experience, a wine tasting guest's and a family's glamping weekend, then a cat owner's dental estimate, a
learner's intensive driving course, an artist's open studios and new parents' health visitor, then a parent's school run rota, a
table tennis club member's, a sewing course student's and a householder's garden clearance, then a parent's cycling club, a
householder's boiler cover, a reader's author talk and a charity bingo night volunteer's (these two
rounds run once, on that session's final code, nothing changed after), then an archery beginner's, a
householder's decorator, a pantomime parent's and an ear wax patient's, then a badminton club member's, a
householder's loft conversion, a harvest supper volunteer's and a neighbourhood watch member's, then a ukulele
group beginner's, a car owner's scrappage, a Citizens Advice client's and a learn-to-row beginner's, then a
householder's oven clean, a learner's theory test, a flu jab patient's and a laundrette customer's, then a
dog agility beginner's, a patient transport passenger's, a bouncy castle hirer's and a sports massage client's,
then a museum member's, a parent's school photographs, a floor sander hirer's and a Christmas tree buyer's,
then a householder's hedge cutting, a sixth form parent's, a couple's wedding venue and a colour runner's, then a
knitting club member's, a roller disco party parent's, a parish council resident's and a hospice lottery player's
(these two rounds run once, on that session's final code, nothing changed after), a Pilates
client's, a learner motorcyclist's, a pumpkin patch family's and a speech therapy parent's, a bridge
club member's, a youth club parent's, a sleep clinic patient's and a charity abseiler's, a brass band
player's, a ghost walk visitor's, a tree planting volunteer's and a baby sensory parent's, a
falconry day's guest, a boxing gym member's, a cheese-making student's and a school appeal parent's
(this last round first run on that session's code of the time, and again after one narrowing found
by the older folders), a stargazing evening's guest, a soft play party parent's, a bank switcher's
and a lantern parade family's, then a model railway exhibitor's, a chiropractic patient's, a driver
taxing a car and a livery yard horse owner's, then a circus skills course parent's, a wildlife rescue
volunteer's, a rail commuter's for replacement buses and a life drawing student's, then a parent's for a
parents' evening, a football steward's, a milk delivery household's and a bell ringing learner's, then a
gymnastics club parent's, a volunteer driver's, a mobile library user's and a piano owner's, then a
meals on wheels family's, a bulky waste household's, a grave owner's and a water meter household's,
then a hen keeper's, a householder's for scaffolding, a postal voter's and an ironing service customer's,
then a heating oil household's, a mobile hairdresser's client's, a satellite dish household's and a pond
owner's, then a burglar alarm household's, a garden waste subscriber's, a new mattress buyer's and a baby
swimming parent's, then a barber's customer's, a drum pupil's parent's, a furniture donor's and a bike
locker renter's, then a parcel locker user's, a dog owner's for a microchip, a park and ride commuter's and an
e-scooter rider's, then a counselling client's, a gadget insurance policyholder's, a carpet cleaning
customer's and a plasterer's customer's, then a party host's for a photo booth, a lawnmower owner's, a family's
for an alpaca walk and a bin cleaning customer's (bench/folders/, a
fit and a validation folder each).

    python bench/everyday.py [--split fit|validation|docs|docs-validation|home|home-validation|student|student-validation|health|health-validation|travel|travel-validation|money|money-validation|car|car-validation|job|job-validation|pets|pets-validation|devices|devices-validation|civic|civic-validation|events|events-validation|hobbies|hobbies-validation|shopping|shopping-validation|moving|moving-validation|food|food-validation|school|school-validation|garden|garden-validation|care|care-validation|baby|baby-validation|building|building-validation|legal|legal-validation|volunteer|volunteer-validation|energy|energy-validation|freelance|freelance-validation|landlord|landlord-validation|relocation|relocation-validation|bereavement|bereavement-validation|driving|driving-validation|claim|claim-validation|applicant|applicant-validation|cafe|cafe-validation|oncall|oncall-validation|selling|selling-validation|trustee|trustee-validation|gigs|gigs-validation|commute|commute-validation|boat|boat-validation|research|research-validation|smallholding|smallholding-validation|retirement|retirement-validation|lab|lab-validation|hall|hall-validation|teacher|teacher-validation|fostering|fostering-validation|jobhunt|jobhunt-validation|festival|festival-validation|drone|drone-validation|salon|salon-validation|trades|trades-validation|maker|maker-validation|host|host-validation|houseshare|houseshare-validation|courier|courier-validation|leasehold|leasehold-validation|aupair|aupair-validation|cleaner|cleaner-validation|childminder|childminder-validation|trainer|trainer-validation|placement|placement-validation|repairs|repairs-validation|sen|sen-validation|fan|fan-validation|member|member-validation|cruise|cruise-validation|photographer|photographer-validation|instructor|instructor-validation|reseller|reseller-validation|exchange|exchange-validation|exams|exams-validation|jury|jury-validation|race|race-validation|surgery|surgery-validation|choir|choir-validation|speaker|speaker-validation|scouts|scouts-validation|apprentice|apprentice-validation|market|market-validation|flying|flying-validation|evening|evening-validation|donor|donor-validation|dogwalker|dogwalker-validation|lifeguard|lifeguard-validation|beekeeper|beekeeper-validation|busdriver|busdriver-validation|hackathon|hackathon-validation|campsite|campsite-validation|storage|storage-validation|football|football-validation|mortgage|mortgage-validation|barstaff|barstaff-validation|vanhire|vanhire-validation|visitor|visitor-validation|wedguest|wedguest-validation|library|library-validation|musicexam|musicexam-validation|temp|temp-validation|riding|riding-validation|tattoo|tattoo-validation|parking|parking-validation|picking|picking-validation|theatre|theatre-validation|schooltrip|schooltrip-validation|tutoring|tutoring-validation|cycling|cycling-validation|cottage|cottage-validation|league|league-validation|villageshow|villageshow-validation|climbing|climbing-validation|biketowork|biketowork-validation|visa|visa-validation|charger|charger-validation|puppyraiser|puppyraiser-validation|graduation|graduation-validation|carers|carers-validation|orchestra|orchestra-validation|newbuild|newbuild-validation|hospice|hospice-validation|pharmacy|pharmacy-validation|ski|ski-validation|kidsparty|kidsparty-validation|golf|golf-validation|broadband|broadband-validation|swimming|swimming-validation|dentist|dentist-validation|taxreturn|taxreturn-validation|boiler|boiler-validation|carclub|carclub-validation|hallhire|hallhire-validation|fraud|fraud-validation|housesitter|housesitter-validation|benefits|benefits-validation|nursery|nursery-validation|bookclub|bookclub-validation|adoption|adoption-validation|hearing|hearing-validation|daycamp|daycamp-validation|allotment|allotment-validation|newstarter|newstarter-validation|caravan|caravan-validation|coachtrip|coachtrip-validation|pollclerk|pollclerk-validation|cricket|cricket-validation|dogdaycare|dogdaycare-validation|carboot|carboot-validation|heritage|heritage-validation|scuba|scuba-validation|sofa|sofa-validation|solar|solar-validation|judo|judo-validation|paddling|paddling-validation|chess|chess-validation|optician|optician-validation|biketour|biketour-validation|gym|gym-validation|outpatient|outpatient-validation|dance|dance-validation|pottery|pottery-validation|tennis|tennis-validation|hotel|hotel-validation|wedding|wedding-validation|language|language-validation|mobile|mobile-validation|campervan|campervan-validation|halls|halls-validation|kitchen|kitchen-validation|author|author-validation|angling|angling-validation|stagdo|stagdo-validation|carlease|carlease-validation|rounds|rounds-validation|governor|governor-validation|auction|auction-validation|winebox|winebox-validation|lodger|lodger-validation|homeed|homeed-validation|housing|housing-validation|exhibitor|exhibitor-validation|boarding|boarding-validation|cowork|cowork-validation|sailing|sailing-validation|dogshow|dogshow-validation|planning|planning-validation|piano|piano-validation|christmas|christmas-validation|openday|openday-validation|bins|bins-validation|passport|passport-validation|citizenship|citizenship-validation|admissions|admissions-validation|fete|fete-validation|reunion|reunion-validation|glazing|glazing-validation|stove|stove-validation|parkrun|parkrun-validation|wildswim|wildswim-validation|ramblers|ramblers-validation|babysitter|babysitter-validation|firstaid|firstaid-validation|retreat|retreat-validation|dofe|dofe-validation|homebaker|homebaker-validation|quiz|quiz-validation|rugby|rugby-validation|studentfinance|studentfinance-validation|foodbank|foodbank-validation|clinicaltrial|clinicaltrial-validation|interrail|interrail-validation|counciltax|counciltax-validation|referee|referee-validation|cattery|cattery-validation|triathlon|triathlon-validation|orthodontist|orthodontist-validation|cinema|cinema-validation|bikeservice|bikeservice-validation|dogtraining|dogtraining-validation|skydive|skydive-validation|ielts|ielts-validation|jobinterview|jobinterview-validation|renewal|renewal-validation|conference|conference-validation|streetparty|streetparty-validation|flightdelay|flightdelay-validation|bikeshare|bikeshare-validation|vegbox|vegbox-validation|escaperoom|escaperoom-validation|petinsurance|petinsurance-validation|drycleaner|drycleaner-validation|airportparking|airportparking-validation|allergyclinic|allergyclinic-validation|gpsurgery|gpsurgery-validation|tenancyend|tenancyend-validation|weddingcake|weddingcake-validation|newcar|newcar-validation|mot|mot-validation|parcelreturn|parcelreturn-validation|taxfreechildcare|taxfreechildcare-validation|bloodpressure|bloodpressure-validation|speeding|speeding-validation|ferry|ferry-validation|treesurgeon|treesurgeon-validation|bathroom|bathroom-validation|carhire|carhire-validation|concert|concert-validation|vetop|vetop-validation|waterbill|waterbill-validation|rentrise|rentrise-validation|lostluggage|lostluggage-validation|licence70|licence70-validation|schoolmeals|schoolmeals-validation|grommets|grommets-validation|birthreg|birthreg-validation|skiphire|skiphire-validation|lostwallet|lostwallet-validation|pestcontrol|pestcontrol-validation|travelclinic|travelclinic-validation|partywall|partywall-validation|prom|prom-validation|garage|garage-validation|funeral|funeral-validation|homeworking|homeworking-validation|sportsday|sportsday-validation|bikeability|bikeability-validation|insulation|insulation-validation|antenatal|antenatal-validation|carsale|carsale-validation|petpassport|petpassport-validation|redundancy|redundancy-validation|noise|noise-validation|dbscheck|dbscheck-validation|shed|shed-validation|smartmeter|smartmeter-validation|complaint|complaint-validation|buspass|buspass-validation|stairlift|stairlift-validation|tyres|tyres-validation|cookery|cookery-validation|parcelabroad|parcelabroad-validation|summerschool|summerschool-validation|christening|christening-validation|bonfire|bonfire-validation|viewing|viewing-validation|gardencentre|gardencentre-validation|uniform|uniform-validation|driveway|driveway-validation|photoshoot|photoshoot-validation|chimney|chimney-validation|childflu|childflu-validation|tip|tip-validation|sponsor|sponsor-validation|windowcleaner|windowcleaner-validation|toddlergroup|toddlergroup-validation|delayrepay|delayrepay-validation|bluebadge|bluebadge-validation|referencing|referencing-validation|firesafety|firesafety-validation|tvlicence|tvlicence-validation|elevenplus|elevenplus-validation|roadworks|roadworks-validation|hospitalvisit|hospitalvisit-validation|gala|gala-validation|carpet|carpet-validation|nativity|nativity-validation|lasereye|lasereye-validation|locksmith|locksmith-validation|boattrip|boattrip-validation|rescuedog|rescuedog-validation|ebike|ebike-validation|clearance|clearance-validation|alterations|alterations-validation|marathon|marathon-validation|passportphoto|passportphoto-validation|mealkit|mealkit-validation|volunteering|volunteering-validation|physio|physio-validation|trampoline|trampoline-validation|gassafety|gassafety-validation|bowls|bowls-validation|grandparent|grandparent-validation|disco|disco-validation|laptoprepair|laptoprepair-validation|drivingtest|drivingtest-validation|printshop|printshop-validation|beachhut|beachhut-validation|syndicate|syndicate-validation|roofrepair|roofrepair-validation|babyclinic|babyclinic-validation|carshare|carshare-validation|openmic|openmic-validation|aquarium|aquarium-validation|blinds|blinds-validation|schoolbus|schoolbus-validation|dermatology|dermatology-validation|kitten|kitten-validation|lostpet|lostpet-validation|repaircafe|repaircafe-validation|piercing|piercing-validation|carvaleting|carvaleting-validation|skatepark|skatepark-validation|bloodtest|bloodtest-validation|keyfob|keyfob-validation|paintball|paintball-validation|gokart|gokart-validation|plumber|plumber-validation|osteopath|osteopath-validation|themepark|themepark-validation|hottub|hottub-validation|guitar|guitar-validation|conveyancing|conveyancing-validation|vetvaccine|vetvaccine-validation|citybreak|citybreak-validation|netball|netball-validation|appliance|appliance-validation|pothole|pothole-validation|discharge|discharge-validation|brewerytour|brewerytour-validation|cakesale|cakesale-validation|fencing|fencing-validation|survey|survey-validation|flatpack|flatpack-validation|contactlens|contactlens-validation|karaoke|karaoke-validation|giftlist|giftlist-validation|mailredirect|mailredirect-validation|leaflets|leaflets-validation|carseat|carseat-validation|schoolreport|schoolreport-validation|iceskating|iceskating-validation|carnival|carnival-validation|breakdown|breakdown-validation|gutters|gutters-validation|bookfair|bookfair-validation|careerfair|careerfair-validation|petsitting|petsitting-validation|removals|removals-validation|florist|florist-validation|surfschool|surfschool-validation|electrician|electrician-validation|litterpick|litterpick-validation|watchrepair|watchrepair-validation|podiatry|podiatry-validation|lawncare|lawncare-validation|hostel|hostel-validation|ceilidh|ceilidh-validation|groomer|groomer-validation|railcard|railcard-validation|homecare|homecare-validation|marquee|marquee-validation|permit|permit-validation|drains|drains-validation|eyebrows|eyebrows-validation|carwrap|carwrap-validation|countyshow|countyshow-validation|fosterpet|fosterpet-validation|minibus|minibus-validation|foodhygiene|foodhygiene-validation|waterstation|waterstation-validation|photobook|photobook-validation|weddingcar|weddingcar-validation|will|will-validation|spa|spa-validation|zoo|zoo-validation|roomhire|roomhire-validation|shopmobility|shopmobility-validation|groupmeal|groupmeal-validation|afterschool|afterschool-validation|kitchenfitter|kitchenfitter-validation|tutorcentre|tutorcentre-validation|charityshop|charityshop-validation|newsagent|newsagent-validation|ballet|ballet-validation|workexperience|workexperience-validation|winetasting|winetasting-validation|glamping|glamping-validation|vetdental|vetdental-validation|driveinstructor|driveinstructor-validation|openstudio|openstudio-validation|newbaby|newbaby-validation|carpool|carpool-validation|tabletennis|tabletennis-validation|sewingclass|sewingclass-validation|gardenclearance|gardenclearance-validation|bikeclub|bikeclub-validation|boilercover|boilercover-validation|authortalk|authortalk-validation|bingonight|bingonight-validation|archery|archery-validation|decorator|decorator-validation|pantomime|pantomime-validation|earwax|earwax-validation|badminton|badminton-validation|loftconversion|loftconversion-validation|harvestsupper|harvestsupper-validation|neighbourhoodwatch|neighbourhoodwatch-validation|ukulele|ukulele-validation|scrapcar|scrapcar-validation|citizensadvice|citizensadvice-validation|rowing|rowing-validation|ovenclean|ovenclean-validation|theorytest|theorytest-validation|flujab|flujab-validation|laundrette|laundrette-validation|agility|agility-validation|patienttransport|patienttransport-validation|bouncycastle|bouncycastle-validation|massage|massage-validation|museum|museum-validation|schoolphoto|schoolphoto-validation|toolhire|toolhire-validation|christmastree|christmastree-validation|hedge|hedge-validation|sixthform|sixthform-validation|weddingvenue|weddingvenue-validation|colourrun|colourrun-validation|knitclub|knitclub-validation|rollerdisco|rollerdisco-validation|parishcouncil|parishcouncil-validation|hospicelottery|hospicelottery-validation|pilates|pilates-validation|motorbike|motorbike-validation|pumpkinpatch|pumpkinpatch-validation|speechtherapy|speechtherapy-validation|bridgeclub|bridgeclub-validation|youthclub|youthclub-validation|sleepclinic|sleepclinic-validation|abseil|abseil-validation|brassband|brassband-validation|ghostwalk|ghostwalk-validation|treeplanting|treeplanting-validation|babysensory|babysensory-validation|falconry|falconry-validation|boxing|boxing-validation|cheesemaking|cheesemaking-validation|appeal|appeal-validation|stargazing|stargazing-validation|softplay|softplay-validation|bankswitch|bankswitch-validation|lantern|lantern-validation|modelrailway|modelrailway-validation|chiropractor|chiropractor-validation|cartax|cartax-validation|livery|livery-validation|circus|circus-validation|wildliferescue|wildliferescue-validation|railreplacement|railreplacement-validation|lifedrawing|lifedrawing-validation|parentsevening|parentsevening-validation|steward|steward-validation|milkround|milkround-validation|bellringing|bellringing-validation|gymnastics|gymnastics-validation|communitytransport|communitytransport-validation|mobilelibrary|mobilelibrary-validation|pianotuner|pianotuner-validation|mealsonwheels|mealsonwheels-validation|bulkywaste|bulkywaste-validation|cemetery|cemetery-validation|watermeter|watermeter-validation|chickens|chickens-validation|scaffolding|scaffolding-validation|postalvote|postalvote-validation|ironing|ironing-validation|heatingoil|heatingoil-validation|mobilehair|mobilehair-validation|satellitedish|satellitedish-validation|pondcare|pondcare-validation|burglaralarm|burglaralarm-validation|gardenwaste|gardenwaste-validation|mattress|mattress-validation|babyswim|babyswim-validation|barber|barber-validation|drumlessons|drumlessons-validation|furnituredonation|furnituredonation-validation|bikelocker|bikelocker-validation|parcellocker|parcellocker-validation|microchip|microchip-validation|parkandride|parkandride-validation|escooter|escooter-validation|counselling|counselling-validation|gadgetinsurance|gadgetinsurance-validation|carpetcleaning|carpetcleaning-validation|plasterer|plasterer-validation|photobooth|photobooth-validation|mowerservice|mowerservice-validation|alpacawalk|alpacawalk-validation|bincleaning|bincleaning-validation] [--show] [--llm URL]

Written in the fifteenth session, questions and expected text before the tool was run on
them. The everyday-words table (assistant/retrieval/abbreviations.py) was written while
reading the fit folder's failures, so its figures are fit figures. The validation folder
(another company's handbook, office guide and expense limits, 24 questions) was written
after the session's changes and run once; nothing was changed for it.
The sixteenth session added a program's documentation the same way: `docs` (a backup tool's
README, settings table, changelog, troubleshooting page and price list; fit, its failures
read and mended) and `docs-validation` (a photo server's, written after those changes and
run once).
The seventeenth session added a household's papers (`home`: a tenant handbook, a dishwasher
manual, an insurance summary, a school newsletter, energy bills; fit) and a student's (`student`:
a syllabus, a halls guide, library rules, a timetable; fit), each with a validation folder of
another household's or student's papers written after the changes its fit folder led to and run
once (`home-validation`, `student-validation`; the latter then led to one fix of a table
defect, so neither is untouched now).
The eighteenth session added a person's health papers (`health`: a medicine's leaflet, a GP
practice's page, a discharge letter, a dental plan, blood pressure readings; fit) and another
person's (`health-validation`: an inhaler leaflet, physiotherapy exercises, a pharmacy's notice,
an eye care plan, a vaccination record), the latter written after the changes `health` led to
and run once (24 / 3 / 1 / 0 / 2 of 30).
It also added a trip's papers (`travel`: a flight booking, a hotel confirmation, travel
insurance, an itinerary, a car hire agreement, a ferry timetable; fit) and another trip's
(`travel-validation`), written after the travel changes and run once (16 / 5 / 3 / 1 / 3 of
28); its one confident mistake led to one fix (a markdown file's name counts as its title's
words), so it is not untouched now.
The nineteenth session added a household's money papers (`money`: card terms, a mortgage offer,
a pension statement, a council tax bill, savings terms, a bank statement CSV; fit) and another
household's (`money-validation`: a car loan, a current account's fees, an ISA statement, a phone
contract, a water bill, a budget CSV), written after the money changes and run once (11 / 3 / 2
/ 7 / 6 of 29); four of its failures then led to fixes (see docs/BENCHMARKS.md), so it is not
untouched now.
It then added a car owner's papers (`car`: an insurance schedule, an MOT certificate, a service
history CSV, a parking permit, breakdown cover; fit) and another driver's (`car-validation`: a
lease, a van insurance certificate, a tyre warranty, a car park season ticket, a charging tariff,
a fuel log CSV), written after the car changes and run once: 17 / 7 / 1 / 1 / 2 of 28.
The twentieth session added an employee's own papers (`job`: a contract, a payslip, a shift rota
CSV, a benefits page, a pay rise letter; fit) and a shop worker's (`job-validation`: a part-time
contract, a payslip laid out another way, a holiday approval, a dress code, a pay rates CSV),
written after the `job` changes and run once: 17 / 6 / 4 / 0 / 4 of 31; its four declines then
led to fixes (everyday words, "no:" as "number"), so it is not untouched now.
It then added a pet owner's papers (`pets`: a dog's insurance, a vet's plan, a kennels booking,
puppy classes, a health record CSV; fit) and a cat owner's (`pets-validation`: a cattery booking,
an insurance schedule as a markdown table, a vet's invoice, a microchip registration, a flea
treatment's leaflet, a weight log CSV), written after the `pets` changes and run once: 16 / 5 /
2 / 0 / 7 of 30; two of its failures then led to fixes ("bill" as "invoice", a table row's
figure in its next cell), so it is not untouched now.
The twenty-first session added three genres the same way, each validation folder written with
its fit folder, before either was run, and run once at the first run and once after the fit
changes: a household's devices (`devices`: a washing machine's guide, a router's set-up sheet,
a thermostat's guide, a laptop warranty, a purchases CSV; `devices-validation`: an e-bike's
manual, a robot vacuum's guide, a TV's quick start, phone repair terms, a devices CSV), a
resident's papers from the council and the state (`civic`: a poll card, a jury summons, a tax
code notice, a passport renewal letter, bin collection days; `civic-validation`: a parking
penalty, a planning decision, a child benefit letter, a recycling guide, library loans), and a
couple's wedding papers (`events`: a venue contract, a caterer's quote, a photographer's terms,
a hotel room block, the guests' replies; `events-validation`: a conference's registration,
venue guide, workshop programme, speaker brief and travel rules). Late in the session it added a
sporty family's club papers (`hobbies`: tennis membership, swimming lessons CSV, climbing
induction, half marathon entry, football letter) and an artistic family's (`hobbies-validation`:
piano lessons, choir rehearsals CSV, pottery booking, theatre tickets, book club), the same way.
The four validation folders are untouched.
The twenty-second session added two more the same way: a shopper's papers (`shopping`: an order
confirmation, a returns policy, a loyalty card's terms, a missed-delivery card, a year's orders
CSV; `shopping-validation`: a sofa delivery, a veg box subscription, a price promise, a gift card's
terms, a returns CSV) and a family's house move (`moving`: a removals quote, a deposit certificate,
a letting agent's letter, a broadband move, meter readings CSV; `moving-validation`: a buyer's
conveyancing quote, survey summary, storage agreement, new-build handover notes, a costs CSV).
Later in the session it added a household's food papers (`food`: a restaurant booking, a menu with
allergens, a recipe, a meal kit plan, a takeaway CSV; `food-validation`: a cookery class, a café's
allergen CSV, a bread recipe, a grocery delivery slot, a food bank rota) and a parent's school
papers (`school`: term dates CSV, a trip letter, a uniform policy, lunch prices, an after-school
club; `school-validation`: a parents' evening, a homework CSV, a bus pass, a phone policy, music
lessons), the same way. `food-validation` and `school-validation` are untouched. `moving-validation`
led to one fix (a table's figure for "when" and "who") and `shopping-validation` to the undoing of
one of the session's own regressions ("within 14 days of buying" for "how long after buying"; see
docs/BENCHMARKS.md), so they are not.
The twenty-third session added two more the same way: a gardener's papers (`garden`: allotment
rules, a lawnmower manual, a garden waste subscription, a sowing calendar CSV, a tree surgeon's
quote; `garden-validation`: a pond pump leaflet, a landscaper's invoice, a hosepipe ban, a plant
order CSV, a community garden's guide) and the papers of someone who looks after a parent (`care`:
a care home's fees letter, a medicines chart CSV, a home care agreement, a hearing aid leaflet, an
Attendance Allowance letter; `care-validation`: a day centre's welcome, a carers' rota CSV, a blue
badge letter, a pendant alarm's guide, an outpatient letter). Later it added new parents' papers
(`baby`: a nursery contract, a vaccination CSV, a car seat manual, a maternity pay letter, a
feeding leaflet; `baby-validation`: a childminder's terms, a baby groups CSV, a pram manual,
shared parental leave notes, a sleep safety leaflet) and a household's building work
(`building`: a builder's quote, a planning decision, a kitchen warranty, a boiler service CSV,
skip hire terms; `building-validation`: a roofer's invoice, a party wall notice, a window
guarantee, a decorating budget CSV, an electrician's notes). The four validation folders are
untouched. One line of `events-validation` was read to find why a change cost it an answer
(the change was narrowed; the folder ended where it started). Two lines of `hobbies-validation` and `money-validation` were read to undo regressions
of that session's own ("how long is the show", "how long does switching take"; see
docs/BENCHMARKS.md), so those folders are not untouched now.
The twenty-fourth session added three pairs the same way (`legal`, `volunteer`, `energy`; see
their modules), and the twenty-fifth four: a freelancer's papers (`freelance`), a small landlord's
(`landlord`), a move abroad for work (`relocation`) and the papers after a father's death
(`bereavement`), each with another person's folder of the same kind as its validation folder.
The first run of `freelance-validation` and `landlord-validation` printed their failures with the
fit folders' (read, nothing written for them); the later two validation folders were run as
summary lines only. One line of `legal-validation` and one of `events-validation` were read to
see what a change of the session cost ("where can I get advice": the change was narrowed to
questions of an amount, and the answer came back).
The twenty-sixth session added four pairs the same way: a learner driver's papers (`driving`;
`driving-validation`, another learner's), a household's after a leak (`claim`;
`claim-validation`, after a burglary), a university applicant's (`applicant`;
`applicant-validation`, an apprentice's) and a café owner's (`cafe`; `cafe-validation`, a market
trader's). The first runs of the first three validation folders printed their failures beside
the fit folders' (read, nothing written for them); `cafe-validation` was run as summary lines.
The per-question lines of every folder were compared before and after each change: a change that
made two confident mistakes in older validation folders ("put" as a light verb) was undone, not
mended for them, as was one that lost answers in fit and validation folders alike (a field's
label as a tie-break). The row cells' values were checked against the expected text on every
folder (the score counts a reply holding the whole row as right).
The twenty-seventh session added two pairs the same way: a software engineer's on-call papers
(`oncall`; `oncall-validation`, a warehouse shift lead's) and a house seller's (`selling`;
`selling-validation`, a first-time buyer's), then a charity trustee's (`trustee`;
`trustee-validation`, a school governor's), a gigging musician's (`gigs`; `gigs-validation`, an
amateur theatre member's) and a car-free commuter's (`commute`; `commute-validation`, a bus and
e-scooter commuter's). Their validation folders were run as summary lines at the first run and
after the fit changes; `oncall-validation`'s confident mistakes were then read and led to general
changes (an issue date is no end date), so it is not untouched now.
The twenty-eighth session added three more: a narrowboat owner's papers (`boat`;
`boat-validation`, a static caravan owner's), a university researcher's (`research`;
`research-validation`, a PhD student's) and a smallholder's (`smallholding`;
`smallholding-validation`, a beekeeper's). Their validation folders were run as summary lines
only, at the first run and after the fit changes, and not read.
The twenty-ninth session added, the same way, someone near retirement (`retirement`;
`retirement-validation`, someone made redundant), a laboratory technician's papers (`lab`;
`lab-validation`, a makerspace member's) and a village hall's bookings secretary's (`hall`;
`hall-validation`, a cricket club's pavilion manager's).
The thirtieth session added, the same way, a teacher's papers (`teacher`; `teacher-validation`,
a ward nurse's), a foster carer's (`fostering`; `fostering-validation`, a childminder's), a job
seeker's (`jobhunt`; `jobhunt-validation`, an apprentice's), a festival-goer's (`festival`;
`festival-validation`, a family's holiday park stay), a drone flyer's (`drone`;
`drone-validation`, an angler's) and a self-employed hairdresser's (`salon`; `salon-validation`,
a personal trainer's). Their validation folders' replies were not read; the per-line
comparisons after each change covered the fit folders, and the validation folders were compared
by their summary lines, which undid three changes that gave one of them a new confident mistake
(so those summary lines did steer the session, and the validation figures are not untouched).
The thirty-first session added, the same way, a self-employed plumber's papers (`trades`;
`trades-validation`, an electrician's), a candle maker's who sells online and at fairs (`maker`;
`maker-validation`, a flower seller's with a market stall), a holiday let host's (`host`;
`host-validation`, a bed and breakfast owner's), a house sharer's (`houseshare`;
`houseshare-validation`, a lodger's), a delivery driver's (`courier`; `courier-validation`, a
taxi driver's), a leaseholder's (`leasehold`; `leasehold-validation`, a park home resident's) and
an au pair's (`aupair`; `aupair-validation`, a summer camp counsellor's), and a house cleaner's
(`cleaner`; `cleaner-validation`, a dog walker's). Their validation replies were not read; their summary lines,
and those of every validation folder, were compared after each change, and two changes were
narrowed or dropped for a validation folder's sake ("plug in" as "electricity"; "go" made light
everywhere), so they steered the session too. The host's bookings CSV was corrected (a sum with a
thousands comma quoted) after its first run; the leaseholder's budget CSV before it.
The thirty-second session added, the same way, a registered childminder's papers
(`childminder`; `childminder-validation`, a private tutor's), a personal trainer's who rents
space in a gym (`trainer`; `trainer-validation`, a yoga teacher's), a student nurse's on placement
(`placement`; `placement-validation`, a trainee pharmacy technician's) and a phone repair shop
owner's (`repairs`; `repairs-validation`, a mobile bike mechanic's), a parent carer's for a
disabled child (`sen`; `sen-validation`, a disabled adult's) and a football season ticket
holder's (`fan`; `fan-validation`, a theatre subscriber's), a gym member's (`member`;
`member-validation`, a golf club member's) and a cruise passenger's (`cruise`;
`cruise-validation`, a ski trip's) and a wedding photographer's (`photographer`;
`photographer-validation`, a tattoo artist's) and a driving instructor's (`instructor`;
`instructor-validation`, a swimming teacher's) and an online reseller's (`reseller`;
`reseller-validation`, a podcast host's) and an exchange student's (`exchange`;
`exchange-validation`, a gap-year volunteer's) and a sixth former's exam papers (`exams`;
`exams-validation`, a trainee accountant's). Their validation replies were
not read; their summary lines, and those of every validation folder, were compared after each
change.
The thirty-third session added twenty-eight more pairs the same way, in five rounds (each
round's fit and validation folders written together before any run, then its fit failures
mended): `jury`, `race`, `surgery`, `choir`, `speaker`, `scouts`; `apprentice`, `market`,
`flying`, `evening`, `donor`, `dogwalker`; `lifeguard`, `beekeeper`, `busdriver`, `hackathon`,
`campsite`, `storage`; `football`, `mortgage`, `barstaff`, `vanhire`, `visitor`; `wedguest`,
`library`, `musicexam`, `temp`, `riding` (each with its `-validation` split; the module
docstrings say what each holds). Validation replies were again not read; every change was
checked against the summary lines of all validation folders, and several were dropped for them.
The thirty-seventh session added six pairs the same way, in two rounds: `solar`, `judo`,
`paddling`, `chess`; `optician`, `biketour`. Their validation folders were run as summary lines
only; one change ("fitted" as "installation") was dropped for an older validation folder's
confident mistake.
The thirty-eighth session added twelve pairs the same way, in three rounds: `gym`, `outpatient`,
`dance`, `pottery`; `tennis`, `hotel`, `wedding`, `language`; `mobile`, `campervan`, `halls`,
`kitchen`. Their validation folders were run as summary lines only; three changes were dropped
for older validation folders' confident mistakes (see docs/BENCHMARKS.md).
The thirty-ninth session added pairs the same way, in rounds: `author`, `angling`, `stagdo`,
`carlease`; `rounds`, `governor`, `auction`, `winebox`; `lodger`, `homeed`, `housing`, `exhibitor`;
`boarding`, `cowork`, `sailing`, `dogshow` (see docs/BENCHMARKS.md).
The fortieth session added `planning`, `piano`, `christmas` and `openday` the same way, then
`bins`, `passport`, `citizenship` and `admissions`, then `fete`, `reunion`, `glazing` and `stove`, then `parkrun`, `wildswim`, `ramblers` and
`babysitter`.
The forty-first session added `firstaid`, `retreat`, `dofe` and `homebaker` the same way, then
`quiz`, `rugby`, `studentfinance` and `foodbank`, then `clinicaltrial`, `interrail`, `counciltax` and
`referee`, then `cattery`, `triathlon`, `orthodontist` and `cinema`,
then `bikeservice`, `dogtraining`, `skydive` and `ielts`, then `jobinterview`, `renewal`,
`conference` and `streetparty`.
The forty-second session added `flightdelay`, `bikeshare`, `vegbox` and `escaperoom` the same way,
then `petinsurance`, `drycleaner`, `airportparking` and `allergyclinic`, then `gpsurgery`, `tenancyend`,
`weddingcake` and `newcar`, then `mot`, `parcelreturn`, `taxfreechildcare` and `bloodpressure`.
The forty-third session added `speeding`, `ferry`, `treesurgeon` and `bathroom` the same way,
then `carhire`, `concert`, `vetop` and `waterbill`, then `rentrise`, `lostluggage`, `licence70` and
`schoolmeals`, then `grommets`, `birthreg`, `skiphire` and `lostwallet`.
The forty-fourth session added `pestcontrol`, `travelclinic`, `partywall` and `prom` the same way,
then `garage`, `funeral`, `homeworking` and `sportsday`, then `bikeability`, `insulation`, `antenatal`
and `carsale`, then `petpassport`, `redundancy`, `noise` and `dbscheck`, then `shed`, `smartmeter`,
`complaint` and `buspass`, then `stairlift`, `tyres`, `cookery` and `parcelabroad`,
then `summerschool`, `christening`, `bonfire` and `viewing`, then `gardencentre`, `uniform`, `driveway`
and `photoshoot` (run once on the final code).
The forty-fifth session added `chimney`, `childflu`, `tip` and `sponsor` the same way, then
`windowcleaner`, `toddlergroup`, `delayrepay` and `bluebadge`, then `referencing`, `firesafety`, `tvlicence`
and `elevenplus`, then `roadworks`, `hospitalvisit`, `gala` and `carpet`, then `nativity`, `lasereye`, `locksmith` and `boattrip`, then `rescuedog`, `ebike`, `clearance` and
`alterations`, then `marathon`, `passportphoto`, `mealkit` and `volunteering` (run once on the final code).
The forty-sixth session added `physio`, `trampoline`, `gassafety` and `bowls` the same way, then
`grandparent`, `disco`, `laptoprepair` and `drivingtest`, then `printshop`, `beachhut`, `syndicate` and
`roofrepair`, then `babyclinic`, `carshare`, `openmic` and `aquarium`, then `blinds`, `schoolbus`,
`dermatology` and `kitten`, then `lostpet`, `repaircafe`, `piercing` and `carvaleting`, then `skatepark`,
`bloodtest`, `keyfob` and `paintball` (run once on the final code).
The forty-seventh session added `gokart`, `plumber`, `osteopath` and `themepark`, then `hottub`,
`guitar`, `conveyancing` and `vetvaccine`, then `citybreak`, `netball`, `appliance` and `pothole`,
then `discharge`, `brewerytour`, `cakesale` and `fencing`, then `survey`, `flatpack`, `contactlens` and
`karaoke`, then `giftlist`, `mailredirect`, `leaflets` and `carseat`, then `schoolreport`, `iceskating`,
`carnival` and `breakdown` (nothing changed from their replies), then `gutters`, `bookfair`, `careerfair` and
`petsitting`.
The forty-eighth session added `removals`, `florist`, `surfschool` and `electrician`,
then `litterpick`, `watchrepair`, `podiatry` and `lawncare`, then
`hostel`, `ceilidh`, `groomer` and `railcard`, then `homecare`,
`marquee`, `permit` and `drains`, then `eyebrows`, `carwrap`, `countyshow`
and `fosterpet`, then `minibus`, `foodhygiene`, `waterstation` and `photobook`, then
`weddingcar`, `will`, `spa` and `zoo`, then `roomhire`,
`shopmobility`, `groupmeal` and `afterschool`, then
`kitchenfitter`, `tutorcentre`, `charityshop` and `newsagent`, then `ballet`,
`workexperience`, `winetasting` and `glamping`, then
`vetdental`, `driveinstructor`, `openstudio` and `newbaby`, then
`carpool`, `tabletennis`, `sewingclass` and `gardenclearance`, then `bikeclub`, `boilercover`,
`authortalk` and `bingonight` (these two rounds run once on the final code).
The forty-ninth session added `archery`, `decorator`, `pantomime` and `earwax`, then `badminton`,
`loftconversion`, `harvestsupper` and `neighbourhoodwatch`, then `ukulele`, `scrapcar`, `citizensadvice`
and `rowing`, then `ovenclean`, `theorytest`, `flujab` and `laundrette`, then `agility`,
`patienttransport`, `bouncycastle` and `massage`, then `museum`, `schoolphoto`, `toolhire` and
`christmastree`, then `hedge`, `sixthform`, `weddingvenue` and `colourrun`, then `knitclub`,
`rollerdisco`, `parishcouncil` and `hospicelottery` (these two rounds run once on the final code).
The fiftieth session added `pilates`, `motorbike`, `pumpkinpatch` and `speechtherapy`, then
`bridgeclub`, `youthclub`, `sleepclinic` and `abseil`, then `brassband`, `ghostwalk`, `treeplanting` and
`babysensory`, then `falconry`, `boxing`, `cheesemaking` and `appeal` (this round first run on the code of
`23b81fa`, then again on the final code, with the same replies).
The fifty-first session added `stargazing`, `softplay`, `bankswitch` and `lantern`, then `modelrailway`,
`chiropractor`, `cartax` and `livery`, then `circus`, `wildliferescue`, `railreplacement` and `lifedrawing`.
The fifty-second session added `parentsevening`, `steward`, `milkround` and `bellringing`, then
`gymnastics`, `communitytransport`, `mobilelibrary` and `pianotuner`.
The fifty-third session added `mealsonwheels`, `bulkywaste`, `cemetery` and `watermeter`, then `chickens`,
`scaffolding`, `postalvote` and `ironing`, then `heatingoil`, `mobilehair`, `satellitedish` and `pondcare`.
The fifty-fourth session added `burglaralarm`, `gardenwaste`, `mattress` and `babyswim`, then `barber`,
`drumlessons`, `furnituredonation` and `bikelocker`, then `parcellocker`, `microchip`, `parkandride` and
`escooter`, then `counselling`, `gadgetinsurance`, `carpetcleaning` and `plasterer`, then
`photobooth`, `mowerservice`, `alpacawalk` and `bincleaning`.
A reply is *right* when its first source is the expected document, it holds the expected
text (a cell read from a table row: the cell itself, not the row it cites) and its confidence is
>= 0.5; *right, unsure* when the same holds below 0.5; a
question about a subject the folder never mentions is right when its confidence is < 0.5.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from assistant.engines.offline.row_cells import CELL_ANSWER  # noqa: E402  (the repository's own, whatever is installed)


# The folders live in bench/folders/, a module per genre: its fit folder (DOCUMENTS, QUESTIONS)
# and its validation folder (VALIDATION_DOCUMENTS, VALIDATION_QUESTIONS).
_GENRES = {"": "office", "docs": "docs", "home": "home", "student": "student", "health": "health", "travel": "travel", "money": "money", "car": "car", "job": "job", "pets": "pets", "devices": "devices", "civic": "civic", "events": "events", "hobbies": "hobbies", "shopping": "shopping", "moving": "moving", "food": "food", "school": "school", "garden": "garden", "care": "care", "baby": "baby", "building": "building", "legal": "legal", "volunteer": "volunteer", "energy": "energy", "freelance": "freelance", "landlord": "landlord", "relocation": "relocation", "bereavement": "bereavement", "driving": "driving", "claim": "claim", "applicant": "applicant", "cafe": "cafe", "oncall": "oncall", "selling": "selling", "trustee": "trustee", "gigs": "gigs", "commute": "commute", "boat": "boat", "research": "research", "smallholding": "smallholding", "retirement": "retirement", "lab": "lab", "hall": "hall", "teacher": "teacher", "fostering": "fostering", "jobhunt": "jobhunt", "festival": "festival", "drone": "drone", "salon": "salon", "trades": "trades", "maker": "maker", "host": "host", "houseshare": "houseshare", "courier": "courier", "leasehold": "leasehold", "aupair": "aupair", "cleaner": "cleaner", "childminder": "childminder", "trainer": "trainer", "placement": "placement", "repairs": "repairs", "sen": "sen", "fan": "fan", "member": "member", "cruise": "cruise", "photographer": "photographer", "instructor": "instructor", "reseller": "reseller", "exchange": "exchange", "exams": "exams", "jury": "jury", "race": "race", "surgery": "surgery", "choir": "choir", "speaker": "speaker", "scouts": "scouts", "apprentice": "apprentice", "market": "market", "flying": "flying", "evening": "evening", "donor": "donor", "dogwalker": "dogwalker", "lifeguard": "lifeguard", "beekeeper": "beekeeper", "busdriver": "busdriver", "hackathon": "hackathon", "campsite": "campsite", "storage": "storage", "football": "football", "mortgage": "mortgage", "barstaff": "barstaff", "vanhire": "vanhire", "visitor": "visitor", "wedguest": "wedguest", "library": "library", "musicexam": "musicexam", "temp": "temp", "riding": "riding", "tattoo": "tattoo", "parking": "parking", "picking": "picking", "theatre": "theatre", "schooltrip": "schooltrip", "tutoring": "tutoring", "cycling": "cycling", "cottage": "cottage", "league": "league", "villageshow": "villageshow", "climbing": "climbing", "biketowork": "biketowork", "visa": "visa", "charger": "charger", "puppyraiser": "puppyraiser", "graduation": "graduation", "carers": "carers", "orchestra": "orchestra", "newbuild": "newbuild", "hospice": "hospice", "pharmacy": "pharmacy", "ski": "ski", "kidsparty": "kidsparty", "golf": "golf", "broadband": "broadband", "swimming": "swimming", "dentist": "dentist", "taxreturn": "taxreturn", "boiler": "boiler", "carclub": "carclub", "hallhire": "hallhire", "fraud": "fraud", "housesitter": "housesitter", "benefits": "benefits", "nursery": "nursery", "bookclub": "bookclub", "adoption": "adoption", "hearing": "hearing", "daycamp": "daycamp", "allotment": "allotment", "newstarter": "newstarter", "caravan": "caravan", "coachtrip": "coachtrip", "pollclerk": "pollclerk", "cricket": "cricket", "dogdaycare": "dogdaycare", "carboot": "carboot", "heritage": "heritage", "scuba": "scuba", "sofa": "sofa", "solar": "solar", "judo": "judo", "paddling": "paddling", "chess": "chess", "optician": "optician", "biketour": "biketour", "gym": "gym", "outpatient": "outpatient", "dance": "dance", "pottery": "pottery", "tennis": "tennis", "hotel": "hotel", "wedding": "wedding", "language": "language", "mobile": "mobile", "campervan": "campervan", "halls": "halls", "kitchen": "kitchen", "author": "author", "angling": "angling", "stagdo": "stagdo", "carlease": "carlease", "rounds": "rounds", "governor": "governor", "auction": "auction", "winebox": "winebox", "lodger": "lodger", "homeed": "homeed", "housing": "housing", "exhibitor": "exhibitor", "boarding": "boarding", "cowork": "cowork", "sailing": "sailing", "dogshow": "dogshow", "planning": "planning", "piano": "piano", "christmas": "christmas", "openday": "openday", "bins": "bins", "passport": "passport", "citizenship": "citizenship", "admissions": "admissions", "fete": "fete", "reunion": "reunion", "glazing": "glazing", "stove": "stove", "parkrun": "parkrun", "wildswim": "wildswim", "ramblers": "ramblers", "babysitter": "babysitter", "firstaid": "firstaid", "retreat": "retreat", "dofe": "dofe", "homebaker": "homebaker", "quiz": "quiz", "rugby": "rugby", "studentfinance": "studentfinance", "foodbank": "foodbank", "clinicaltrial": "clinicaltrial", "interrail": "interrail", "counciltax": "counciltax", "referee": "referee", "cattery": "cattery", "triathlon": "triathlon", "orthodontist": "orthodontist", "cinema": "cinema", "bikeservice": "bikeservice", "dogtraining": "dogtraining", "skydive": "skydive", "ielts": "ielts", "jobinterview": "jobinterview", "renewal": "renewal", "conference": "conference", "streetparty": "streetparty", "flightdelay": "flightdelay", "bikeshare": "bikeshare", "vegbox": "vegbox", "escaperoom": "escaperoom", "petinsurance": "petinsurance", "drycleaner": "drycleaner", "airportparking": "airportparking", "allergyclinic": "allergyclinic", "gpsurgery": "gpsurgery", "tenancyend": "tenancyend", "weddingcake": "weddingcake", "newcar": "newcar", "mot": "mot", "parcelreturn": "parcelreturn", "taxfreechildcare": "taxfreechildcare", "bloodpressure": "bloodpressure", "speeding": "speeding", "ferry": "ferry", "treesurgeon": "treesurgeon", "bathroom": "bathroom", "carhire": "carhire", "concert": "concert", "vetop": "vetop", "waterbill": "waterbill", "rentrise": "rentrise", "lostluggage": "lostluggage", "licence70": "licence70", "schoolmeals": "schoolmeals", "grommets": "grommets", "birthreg": "birthreg", "skiphire": "skiphire", "lostwallet": "lostwallet", "pestcontrol": "pestcontrol", "travelclinic": "travelclinic", "partywall": "partywall", "prom": "prom", "garage": "garage", "funeral": "funeral", "homeworking": "homeworking", "sportsday": "sportsday", "bikeability": "bikeability", "insulation": "insulation", "antenatal": "antenatal", "carsale": "carsale", "petpassport": "petpassport", "redundancy": "redundancy", "noise": "noise", "dbscheck": "dbscheck", "shed": "shed", "smartmeter": "smartmeter", "complaint": "complaint", "buspass": "buspass", "stairlift": "stairlift", "tyres": "tyres", "cookery": "cookery", "parcelabroad": "parcelabroad", "summerschool": "summerschool", "christening": "christening", "bonfire": "bonfire", "viewing": "viewing", "gardencentre": "gardencentre", "uniform": "uniform", "driveway": "driveway", "photoshoot": "photoshoot", "chimney": "chimney", "childflu": "childflu", "tip": "tip", "sponsor": "sponsor", "windowcleaner": "windowcleaner", "toddlergroup": "toddlergroup", "delayrepay": "delayrepay", "bluebadge": "bluebadge", "referencing": "referencing", "firesafety": "firesafety", "tvlicence": "tvlicence", "elevenplus": "elevenplus", "roadworks": "roadworks", "hospitalvisit": "hospitalvisit", "gala": "gala", "carpet": "carpet", "nativity": "nativity", "lasereye": "lasereye", "locksmith": "locksmith", "boattrip": "boattrip", "rescuedog": "rescuedog", "ebike": "ebike", "clearance": "clearance", "alterations": "alterations", "marathon": "marathon", "passportphoto": "passportphoto", "mealkit": "mealkit", "volunteering": "volunteering", "physio": "physio", "trampoline": "trampoline", "gassafety": "gassafety", "bowls": "bowls", "grandparent": "grandparent", "disco": "disco", "laptoprepair": "laptoprepair", "drivingtest": "drivingtest", "printshop": "printshop", "beachhut": "beachhut", "syndicate": "syndicate", "roofrepair": "roofrepair", "babyclinic": "babyclinic", "carshare": "carshare", "openmic": "openmic", "aquarium": "aquarium", "blinds": "blinds", "schoolbus": "schoolbus", "dermatology": "dermatology", "kitten": "kitten", "lostpet": "lostpet", "repaircafe": "repaircafe", "piercing": "piercing", "carvaleting": "carvaleting", "skatepark": "skatepark", "bloodtest": "bloodtest", "keyfob": "keyfob", "paintball": "paintball", "gokart": "gokart", "plumber": "plumber", "osteopath": "osteopath", "themepark": "themepark", "hottub": "hottub", "guitar": "guitar", "conveyancing": "conveyancing", "vetvaccine": "vetvaccine", "citybreak": "citybreak", "netball": "netball", "appliance": "appliance", "pothole": "pothole", "discharge": "discharge", "brewerytour": "brewerytour", "cakesale": "cakesale", "fencing": "fencing", "survey": "survey", "flatpack": "flatpack", "contactlens": "contactlens", "karaoke": "karaoke", "giftlist": "giftlist", "mailredirect": "mailredirect", "leaflets": "leaflets", "carseat": "carseat", "schoolreport": "schoolreport", "iceskating": "iceskating", "carnival": "carnival", "breakdown": "breakdown", "gutters": "gutters", "bookfair": "bookfair", "careerfair": "careerfair", "petsitting": "petsitting", "removals": "removals", "florist": "florist", "surfschool": "surfschool", "electrician": "electrician", "litterpick": "litterpick", "watchrepair": "watchrepair", "podiatry": "podiatry", "lawncare": "lawncare", "hostel": "hostel", "ceilidh": "ceilidh", "groomer": "groomer", "railcard": "railcard", "homecare": "homecare", "marquee": "marquee", "permit": "permit", "drains": "drains", "eyebrows": "eyebrows", "carwrap": "carwrap", "countyshow": "countyshow", "fosterpet": "fosterpet", "minibus": "minibus", "foodhygiene": "foodhygiene", "waterstation": "waterstation", "photobook": "photobook", "weddingcar": "weddingcar", "will": "will", "spa": "spa", "zoo": "zoo", "roomhire": "roomhire", "shopmobility": "shopmobility", "groupmeal": "groupmeal", "afterschool": "afterschool", "kitchenfitter": "kitchenfitter", "tutorcentre": "tutorcentre", "charityshop": "charityshop", "newsagent": "newsagent", "ballet": "ballet", "workexperience": "workexperience", "winetasting": "winetasting", "glamping": "glamping", "vetdental": "vetdental", "driveinstructor": "driveinstructor", "openstudio": "openstudio", "newbaby": "newbaby", "carpool": "carpool", "tabletennis": "tabletennis", "sewingclass": "sewingclass", "gardenclearance": "gardenclearance", "bikeclub": "bikeclub", "boilercover": "boilercover", "authortalk": "authortalk", "bingonight": "bingonight", "archery": "archery", "decorator": "decorator", "pantomime": "pantomime", "earwax": "earwax", "badminton": "badminton", "loftconversion": "loftconversion", "harvestsupper": "harvestsupper", "neighbourhoodwatch": "neighbourhoodwatch", "ukulele": "ukulele", "scrapcar": "scrapcar", "citizensadvice": "citizensadvice", "rowing": "rowing", "ovenclean": "ovenclean", "theorytest": "theorytest", "flujab": "flujab", "laundrette": "laundrette", "agility": "agility", "patienttransport": "patienttransport", "bouncycastle": "bouncycastle", "massage": "massage", "museum": "museum", "schoolphoto": "schoolphoto", "toolhire": "toolhire", "christmastree": "christmastree", "hedge": "hedge", "sixthform": "sixthform", "weddingvenue": "weddingvenue", "colourrun": "colourrun", "knitclub": "knitclub", "rollerdisco": "rollerdisco", "parishcouncil": "parishcouncil", "hospicelottery": "hospicelottery", "pilates": "pilates", "motorbike": "motorbike", "pumpkinpatch": "pumpkinpatch", "speechtherapy": "speechtherapy", "bridgeclub": "bridgeclub", "youthclub": "youthclub", "sleepclinic": "sleepclinic", "abseil": "abseil", "brassband": "brassband", "ghostwalk": "ghostwalk", "treeplanting": "treeplanting", "babysensory": "babysensory", "falconry": "falconry", "boxing": "boxing", "cheesemaking": "cheesemaking", "appeal": "appeal", "stargazing": "stargazing", "softplay": "softplay", "bankswitch": "bankswitch", "lantern": "lantern", "modelrailway": "modelrailway", "chiropractor": "chiropractor", "cartax": "cartax", "livery": "livery", "circus": "circus", "wildliferescue": "wildliferescue", "railreplacement": "railreplacement", "lifedrawing": "lifedrawing", "parentsevening": "parentsevening", "steward": "steward", "milkround": "milkround", "bellringing": "bellringing", "gymnastics": "gymnastics", "communitytransport": "communitytransport", "mobilelibrary": "mobilelibrary", "pianotuner": "pianotuner", "mealsonwheels": "mealsonwheels", "bulkywaste": "bulkywaste", "cemetery": "cemetery", "watermeter": "watermeter", "chickens": "chickens", "scaffolding": "scaffolding", "postalvote": "postalvote", "ironing": "ironing", "heatingoil": "heatingoil", "mobilehair": "mobilehair", "satellitedish": "satellitedish", "pondcare": "pondcare", "burglaralarm": "burglaralarm", "gardenwaste": "gardenwaste", "mattress": "mattress", "babyswim": "babyswim", "barber": "barber", "drumlessons": "drumlessons", "furnituredonation": "furnituredonation", "bikelocker": "bikelocker", "parcellocker": "parcellocker", "microchip": "microchip", "parkandride": "parkandride", "escooter": "escooter", "counselling": "counselling", "gadgetinsurance": "gadgetinsurance", "carpetcleaning": "carpetcleaning", "plasterer": "plasterer", "photobooth": "photobooth", "mowerservice": "mowerservice", "alpacawalk": "alpacawalk", "bincleaning": "bincleaning"}


def _splits() -> dict[str, tuple[dict[str, str], list[tuple[str, str | None, str]]]]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    out = {}
    for split, module in _GENRES.items():
        folder = importlib.import_module(f"folders.{module}")
        out[split or "fit"] = (folder.DOCUMENTS, folder.QUESTIONS)
        out[f"{split}-validation" if split else "validation"] = (folder.VALIDATION_DOCUMENTS, folder.VALIDATION_QUESTIONS)
    return out


SPLITS = _splits()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=tuple(SPLITS), default="fit")
    parser.add_argument("--show", action="store_true", help="print every reply")
    parser.add_argument("--llm", metavar="URL", help="run on a model server (e.g. http://127.0.0.1:8080/v1, the one "
                        "../shared/tools/local-llm start runs) instead of the offline engine")
    args = parser.parse_args()
    documents, questions = SPLITS[args.split]
    with tempfile.TemporaryDirectory(prefix="everyday-") as tmp:
        folder = Path(tmp) / "office"
        folder.mkdir()
        for name, text in documents.items():
            (folder / name).write_text(text, encoding="utf-8")
        env = {k: v for k, v in os.environ.items() if not k.startswith("OPENAI")}
        env.update(ASSISTANT_PROVIDER="offline", ASSISTANT_SESSIONS_DIR=f"{tmp}/s", ASSISTANT_LOGS_DIR=f"{tmp}/l",
                   ASSISTANT_CACHE_DIR=f"{tmp}/c")
        if args.llm:
            try:
                urllib.request.urlopen(args.llm.rstrip("/") + "/models", timeout=10).read()
            except (OSError, ValueError) as exc:  # ValueError: not a URL at all
                print(f"everyday: no model server at {args.llm}: {exc}", file=sys.stderr)
                return 1
            env.update(ASSISTANT_PROVIDER="openai", OPENAI_API_KEY="local", ASSISTANT_MODEL="local", OPENAI_BASE_URL=args.llm)
        lines = "\n".join(json.dumps({"id": str(i), "text": q}) for i, (q, _, _) in enumerate(questions))
        run = subprocess.run([sys.executable, str(ROOT / "main.py"), "batch", "-", "--docs", str(folder), "--no-progress"],
                             input=lines, capture_output=True, text=True, env=env, check=False)
        if run.returncode != 0:
            print(f"everyday: batch failed: {run.stderr.strip().splitlines()[-1:]}", file=sys.stderr)
            return 1
    replies = {r["id"]: r for r in map(json.loads, run.stdout.splitlines())}
    counts = {"right": 0, "right, unsure": 0, "declined as out of scope": 0, "wrong, confident": 0,
              "wrong or not found, unsure": 0}
    for i, (question, doc, must) in enumerate(questions):
        response = replies[str(i)].get("response") or {}
        answer = str(response.get("answer") or response.get("summary") or response.get("result") or "")
        sources = response.get("sources") or []
        confidence = float(response.get("confidence") or 0.0)
        declined = (replies[str(i)].get("intent") or {}).get("intent_type") == "unknown"
        if doc is None:
            outcome = "right" if confidence < 0.5 or declined else "wrong, confident"
        elif declined:
            outcome = "declined as out of scope"  # a refusal, whatever the routing's confidence
        else:
            # A cell read from a table row ("£695 (Cost, in the row: Item: Coffin; Cost: £695.)")
            # is judged by the cell, not by the row shown after it as its evidence.
            cell = CELL_ANSWER.match(answer)
            said = cell[1] if cell else answer
            holds = bool(sources) and doc in str(sources[0]) and must.lower() in said.lower()
            outcome = ("right" if confidence >= 0.5 else "right, unsure") if holds else \
                ("wrong, confident" if confidence >= 0.5 else "wrong or not found, unsure")
        counts[outcome] += 1
        if args.show:
            print(f"{outcome:27} {confidence:.2f} {question!r} -> {answer[:120]!r}")
    print(" | ".join(f"{k} {v}" for k, v in counts.items()) + f" | of {len(questions)}")
    if args.llm:
        # A server that dies mid-run (seen: llama.cpp built for an instruction set the machine
        # traps) leaves every turn to the offline engine, silently but for this count.
        fell_back = [r for r in replies.values() if r.get("fallback_reason")]
        if args.show:
            for r in fell_back:  # why, so a slow server is told from a broken reply
                print(f"fell back: {r.get('fallback_reason')!s:.160}")
        print(f"{len(fell_back)} of {len(replies)} turns fell back to the offline engine")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
