// Care pages by city, in English: the intro of each city and the local services listed on it.
import type { SeedCity } from './types';

export const CITIES_EN: SeedCity[] = [
  {
    key: 'london',
    slug: 'london',
    name: 'London',
    region: 'Greater London',
    country: 'United Kingdom',
    intro:
      'London is a remarkably good city to share with a dog or a cat. Royal Parks such as Regent’s Park and Richmond Park, and open spaces like Hampstead Heath, give dogs room to run, and many pubs and cafés welcome well-behaved dogs. Busy roads, crowded trains and warm summers in a dense city bring their own challenges, though, so it pays to know where to find a good vet, an out-of-hours emergency service and reliable help with walking and grooming before you need them.',
    careItems: [
      {
        key: 'primrose-paws-vets',
        slug: 'primrose-paws-veterinary-surgery',
        photo: { illustration: 'vet-visit', format: 'jpg' },
        kind: 'vet-clinic',
        name: 'Primrose Paws Veterinary Surgery',
        summary:
          'A friendly first-opinion practice for dogs, cats and rabbits, with separate cat and dog waiting areas.',
        bodyHtml: `<p>Primrose Paws is a small independent practice looking after dogs, cats and rabbits in north-west London. The team offers vaccinations, microchipping, neutering, dental care and in-house blood tests, and every new puppy or kitten gets a longer first appointment to talk through diet, parasites and insurance.</p>
<p>Cats have their own quiet waiting room and examination room, and the practice runs free nurse clinics for weight checks, nail clipping and senior health checks. Appointments can be booked online or by phone, and same-day slots are kept free every morning for poorly pets.</p>
<p>Outside opening hours, calls are transferred to a partner emergency hospital.</p>`,
        address: '27 Regent’s Park Road, London NW1',
        phone: '020 7946 0321',
        openingHours: 'Mon–Fri 8:00–19:00, Sat 9:00–13:00, Sun closed',
      },
      {
        key: 'thames-night-vets',
        slug: 'thames-night-vets-emergency-hospital',
        kind: 'emergency-vet',
        name: 'Thames Night Vets Emergency Hospital',
        summary:
          'A 24-hour emergency and critical care hospital south of the river, open every day of the year.',
        bodyHtml: `<p>Thames Night Vets treats emergencies around the clock, including road accidents, poisoning, breathing difficulties, heatstroke and seizures. A vet and nursing team are on site at all times, with digital X-ray, ultrasound, a laboratory and an intensive care ward.</p>
<p>If you can, call ahead while you are on your way: the team can give first-aid advice on the phone and be ready when you arrive. Patients are seen in order of urgency rather than arrival, so the most critical cases are treated first.</p>
<p>After treatment, a full clinical report is sent to your usual vet the same day so that follow-up care is seamless.</p>`,
        address: '112 Borough High Street, London SE1',
        phone: '020 7946 0877',
        openingHours: 'Open 24 hours, 7 days a week, including bank holidays',
      },
      {
        key: 'bath-and-bone-grooming',
        slug: 'the-bath-and-bone-grooming-parlour',
        kind: 'grooming',
        name: 'The Bath & Bone Grooming Parlour',
        summary:
          'Calm, one-dog-at-a-time grooming in Stoke Newington, including gentle sessions for puppies and nervous dogs.',
        bodyHtml: `<p>The Bath & Bone grooms one dog at a time, so there are no long waits in cages and no barking neighbours. Services include full grooms, bath and brush, hand stripping, nail trims and ear cleaning, with hypoallergenic shampoos for dogs with sensitive skin.</p>
<p>Puppies can start with short “introduction” visits to get used to the dryer, the table and being handled. Older dogs and dogs with arthritis are groomed on a low table with plenty of breaks.</p>
<p>If the groomers notice lumps, sore skin, ear infections or overgrown nails, they will point them out so you can have them checked by your vet.</p>`,
        address: '64 Stoke Newington Church Street, London N16',
        phone: '020 7946 0458',
        openingHours: 'Tue–Sat 9:00–17:30, by appointment',
      },
      {
        key: 'heath-hounds-walkers',
        slug: 'heath-hounds-dog-walkers',
        photo: { illustration: 'dog-walk', format: 'webp' },
        kind: 'dog-walking',
        name: 'Heath Hounds Dog Walkers',
        summary:
          'Small-group and solo walks on Hampstead Heath, with GPS tracking and a photo update after every walk.',
        bodyHtml: `<p>Heath Hounds offers hour-long group walks of no more than four dogs, as well as solo walks for puppies, seniors and dogs who prefer their own company. Every walker is insured, DBS-checked and trained in canine first aid.</p>
<p>New dogs start with a meet-and-greet at home and a short on-lead trial walk. Dogs only go off lead with the owner’s written permission and a reliable recall. On hot days walks move to early morning and shaded routes, and are shortened for flat-faced breeds.</p>
<p>You receive a GPS map and photos after each walk, plus a note of anything unusual, from a sore paw to an upset tummy.</p>`,
        address: '9 Flask Walk, London NW3',
        phone: '020 7946 0614',
        openingHours: 'Walks Mon–Fri 8:00–18:00',
      },
    ],
  },
  {
    key: 'manchester',
    slug: 'manchester',
    name: 'Manchester',
    region: 'Greater Manchester',
    country: 'United Kingdom',
    intro:
      'Manchester pairs a compact, lively centre with generous green space on its doorstep: Heaton Park, the Mersey Valley and the canal towpaths are all popular with dog walkers. More city-centre flats now accept pets, and plenty of bars and cafés in the Northern Quarter and Ancoats welcome dogs. Rain is part of life here, so a towel by the door is essential. These are some of the services local pet owners rely on, from everyday veterinary care to boarding and training.',
    careItems: [
      {
        key: 'northern-quarter-vets',
        slug: 'northern-quarter-veterinary-practice',
        kind: 'vet-clinic',
        name: 'Northern Quarter Veterinary Practice',
        summary:
          'A city-centre practice with early and late appointments for people who work in town.',
        bodyHtml: `<p>Northern Quarter Veterinary Practice was set up for busy city-centre residents, with appointments from 8:30 in the morning and until 19:00 on weekdays. The practice covers routine health checks, vaccinations, neutering, dentistry and minor surgery, and has a dedicated room for rabbits and other small pets.</p>
<p>A monthly health plan spreads the cost of vaccinations, flea and worm treatment and two check-ups a year. The nurses also run weight clinics and puppy parties, which are a good way for young dogs to get used to the practice.</p>
<p>Out of hours, the phone line directs you to the local emergency service.</p>`,
        address: '41 Oldham Street, Manchester M1',
        phone: '0161 496 0235',
        openingHours: 'Mon–Fri 8:30–19:00, Sat 9:00–15:00, Sun closed',
      },
      {
        key: 'irwell-emergency-vets',
        slug: 'irwell-valley-emergency-vets',
        kind: 'emergency-vet',
        name: 'Irwell Valley Emergency Vets',
        summary:
          'Overnight, weekend and bank-holiday emergency care for dogs, cats and small pets across Greater Manchester.',
        bodyHtml: `<p>Irwell Valley Emergency Vets is open whenever most practices are closed: every weeknight, all weekend and on bank holidays. The team handles everything from cut pads and eye injuries to poisoning, bloat and breathing problems, and has an on-site laboratory, X-ray and oxygen therapy.</p>
<p>Please phone before setting off, even if you are already in the car. The team can tell you what to do on the way, for example how to cool a dog with heatstroke or how to move an injured pet safely.</p>
<p>Your pet’s records are shared with your own practice the next morning so treatment can continue there.</p>`,
        address: '200 Chester Road, Manchester M15',
        phone: '0161 496 0990',
        openingHours: 'Mon–Fri 18:00–8:00; weekends and bank holidays 24 hours',
      },
      {
        key: 'chorlton-pet-lodge',
        slug: 'chorlton-meadows-pet-lodge',
        kind: 'boarding',
        name: 'Chorlton Meadows Pet Lodge',
        summary:
          'Licensed home-from-home boarding for dogs and a separate, quiet cattery with heated chalets.',
        bodyHtml: `<p>Chorlton Meadows Pet Lodge is a licensed boarding establishment with twenty heated dog suites, each with its own bed and outdoor run, and a separate cattery well away from the barking. Dogs have at least two walks a day, and small-group play sessions are arranged for sociable guests.</p>
<p>All boarders must be up to date with vaccinations, including kennel cough for dogs, and flea treatment. Owners can bring their pet’s own food and bedding, and staff are happy to give most medication.</p>
<p>If a guest seems unwell, the lodge contacts you and takes them to a nearby partner vet straight away.</p>`,
        address: '15 Brookburn Road, Chorlton, Manchester M21',
        phone: '0161 496 0517',
        openingHours: 'Drop-off and collection Mon–Sat 8:00–11:00 and 16:00–18:00, Sun 16:00–18:00',
      },
      {
        key: 'red-brick-dog-training',
        slug: 'red-brick-dog-training-club',
        kind: 'training',
        name: 'Red Brick Dog Training Club',
        summary:
          'Reward-based puppy classes, adult obedience and one-to-one help with reactive dogs in Ancoats.',
        bodyHtml: `<p>Red Brick Dog Training Club teaches with food, toys and praise, never with punishment or aversive equipment. Puppy classes cover settling, recall, loose-lead walking and confident handling, and are limited to six puppies so everyone gets attention.</p>
<p>Adult courses build on everyday manners for city life: waiting at kerbs, ignoring food on the pavement and staying calm in busy places. For dogs who find other dogs or people difficult, trainers offer one-to-one sessions at quieter times.</p>
<p>If a behaviour change appears suddenly, the club will suggest a vet check first, because pain is a common cause.</p>`,
        address: '3 Blossom Street, Ancoats, Manchester M4',
        phone: '0161 496 0762',
        openingHours: 'Classes Mon–Thu 18:00–21:00, Sat 9:00–13:00',
      },
    ],
  },
  {
    key: 'new-york',
    slug: 'new-york',
    name: 'New York',
    region: 'New York',
    country: 'United States',
    intro:
      'New York may be dense, but it is full of dogs. Central Park’s off-leash hours early in the morning and late at night, dozens of dog runs across the five boroughs and a huge network of walkers and sitters make city life with a pet workable. Hot sidewalks in summer, road salt in winter and long working days are the main challenges. These local services cover the essentials, from routine care and daytime walks to a 24-hour emergency hospital.',
    careItems: [
      {
        key: 'hudson-bleecker-clinic',
        slug: 'hudson-and-bleecker-animal-clinic',
        kind: 'vet-clinic',
        name: 'Hudson & Bleecker Animal Clinic',
        summary:
          'A full-service West Village clinic for dogs and cats, open seven days with evening hours.',
        bodyHtml: `<p>Hudson & Bleecker Animal Clinic provides wellness exams, vaccinations, dental cleanings under anesthesia, soft-tissue surgery and diagnostics including digital X-ray and ultrasound. The team uses low-stress handling: exams happen on the floor or in the carrier when that is calmer, and treats are part of every visit.</p>
<p>New puppies and kittens get a tailored vaccination and parasite-prevention plan, and senior pets can join a wellness plan with twice-yearly exams and lab work.</p>
<p>Same-day sick appointments are available every day, and the team will refer you to an emergency hospital after hours.</p>`,
        address: '318 Bleecker Street, New York, NY 10014',
        phone: '(212) 555-0142',
        openingHours: 'Mon–Fri 8am–8pm, Sat 9am–5pm, Sun 10am–2pm',
      },
      {
        key: 'five-boroughs-emergency',
        slug: 'five-boroughs-animal-emergency-center',
        kind: 'emergency-vet',
        name: 'Five Boroughs Animal Emergency Center',
        summary:
          'A 24/7 emergency and specialty hospital in Midtown with critical care, surgery and imaging.',
        bodyHtml: `<p>Five Boroughs Animal Emergency Center never closes. Emergency veterinarians, surgeons and critical care nurses are on site around the clock, with CT, ultrasound, blood bank and an intensive care unit.</p>
<p>Common reasons for a visit include dogs hit by cars, ingestion of chocolate, xylitol or medication, heatstroke in summer and cats that cannot urinate, which is always an emergency. On arrival, a nurse assesses every patient within minutes, and the most urgent cases are seen first.</p>
<p>Call on your way if you can. The team will give first-aid advice and prepare for your arrival, and your regular vet receives a full summary afterward.</p>`,
        address: '780 Tenth Avenue, New York, NY 10019',
        phone: '(212) 555-0188',
        openingHours: 'Open 24/7, including holidays',
      },
      {
        key: 'riverside-trot-walkers',
        slug: 'riverside-trot-dog-walking',
        kind: 'dog-walking',
        name: 'Riverside Trot Dog Walking',
        summary:
          'Solo and small-group walks on the Upper West Side, with Riverside Park routes and real-time updates.',
        bodyHtml: `<p>Riverside Trot offers 30- and 60-minute walks for dogs on the Upper West Side, either solo or in groups of up to three dogs from the same building or block. Walkers are insured, background-checked and trained in pet first aid.</p>
<p>In summer, walks shift to shaded routes in Riverside Park and avoid the hottest sidewalks; in winter, paws are wiped after every walk to remove de-icing salt. Puppies can book shorter, more frequent potty-break visits.</p>
<p>Every walk ends with a message, a photo and a GPS map, and walkers flag anything unusual, such as limping, vomiting or a change in appetite.</p>`,
        address: '2475 Broadway, New York, NY 10025',
        phone: '(212) 555-0119',
        openingHours: 'Mon–Fri 7am–7pm; weekends by arrangement',
      },
      {
        key: 'brooklyn-whiskers-sitting',
        slug: 'brooklyn-whiskers-pet-sitting',
        kind: 'pet-sitting',
        name: 'Brooklyn Whiskers Pet Sitting',
        summary:
          'In-home cat and small-pet sitting in Park Slope and nearby neighborhoods, including medication visits.',
        bodyHtml: `<p>Brooklyn Whiskers looks after cats, rabbits, guinea pigs and other small pets in their own homes, where most of them are happiest. Visits include feeding, fresh water, litter box cleaning, play and a proper look at how your pet is eating and behaving.</p>
<p>Sitters can give oral medication and insulin injections after a handover with the owner, and they keep a written log you can read each day. For anxious cats, visits are kept quiet and predictable.</p>
<p>If anything seems wrong, the sitter calls you and, with your permission, takes your pet to your vet or the nearest emergency hospital.</p>`,
        address: '240 Seventh Avenue, Brooklyn, NY 11215',
        phone: '(718) 555-0163',
        openingHours: 'Visits daily 7am–10pm',
      },
    ],
  },
  {
    key: 'tokyo',
    slug: 'tokyo',
    name: 'Tokyo',
    region: 'Tokyo',
    country: 'Japan',
    intro:
      'Tokyo is home to millions of pets, most of them living in apartments, and the city has adapted: many neighborhoods have an animal clinic within walking distance, pet-friendly cafés are common, and services from trimming salons to pet hotels are easy to find. Humid summers, compact homes and the legal requirement to register dogs with the local ward office and vaccinate them against rabies every year are all part of pet ownership here. These local services are a good place to start.',
    careItems: [
      {
        key: 'sakura-dori-clinic',
        slug: 'sakura-dori-animal-clinic',
        kind: 'vet-clinic',
        name: 'Sakura-dori Animal Clinic',
        summary:
          'A neighborhood clinic in Setagaya for dogs and cats, with English-speaking staff on weekdays.',
        bodyHtml: `<p>Sakura-dori Animal Clinic is a family-run practice offering health checks, vaccinations, the annual rabies vaccination for dogs, heartworm prevention, neutering and dental care. Japanese and English are spoken on weekdays, which makes it popular with international families in the area.</p>
<p>The clinic runs a spring health-check campaign alongside rabies vaccination season, with blood tests for dogs and cats of all ages. Cat appointments are scheduled at quieter times, and carriers can be covered with a towel while you wait.</p>
<p>Outside opening hours, the answering message gives the number of the nearest night emergency hospital.</p>`,
        address: '2-14-7 Kyodo, Setagaya-ku, Tokyo',
        phone: '03-5555-0141',
        openingHours: 'Mon–Sat 9:00–12:00 and 16:00–19:00; closed Sun and public holidays',
      },
      {
        key: 'tokyo-bay-night-emergency',
        slug: 'tokyo-bay-night-animal-emergency-hospital',
        kind: 'emergency-vet',
        name: 'Tokyo Bay Night Animal Emergency Hospital',
        summary:
          'Night-time emergency care for dogs and cats every night of the year, and day-and-night cover on Sundays and public holidays.',
        bodyHtml: `<p>Tokyo Bay Night Animal Emergency Hospital opens when local clinics close. Its emergency team treats breathing difficulties, seizures, poisoning, heatstroke, injuries and sudden collapse, with X-ray, ultrasound, blood tests and oxygen therapy on site.</p>
<p>Please call before coming in so the team can prepare and give advice on the way. Patients are seen in order of urgency, and the most serious cases are treated first.</p>
<p>The hospital focuses on stabilising your pet overnight. In the morning it sends a full report to your regular vet, who continues the treatment.</p>`,
        address: '3-8-21 Shibaura, Minato-ku, Tokyo',
        phone: '03-5555-0199',
        openingHours:
          'Mon–Sat 20:00–8:00 the next morning; Sundays and public holidays 9:00–8:00 the next morning',
      },
      {
        key: 'mofu-trimming-salon',
        slug: 'trimming-salon-mofu-nakameguro',
        kind: 'grooming',
        name: 'Trimming Salon Mofu Nakameguro',
        summary:
          'A small grooming salon for dogs and cats near the Meguro River, with gentle care for seniors.',
        bodyHtml: `<p>Trimming Salon Mofu offers shampoos, trims, nail clipping, ear cleaning and anal gland care for small and medium-sized dogs, as well as grooming for long-haired cats. Each pet is groomed by one groomer from start to finish, in a quiet room away from the reception area.</p>
<p>Senior dogs and dogs with heart or joint problems are booked in short sessions with breaks, and owners are asked about any health conditions beforehand. In summer, the salon recommends shorter coats only where it suits the breed, as the coat also protects skin from the sun.</p>
<p>Any skin problems or lumps noticed during grooming are reported so you can consult your vet.</p>`,
        address: '1-22-5 Kamimeguro, Meguro-ku, Tokyo',
        phone: '03-5555-0173',
        openingHours: '10:00–19:00; closed Wednesdays',
      },
      {
        key: 'yanaka-cat-hotel',
        slug: 'yanaka-cat-hotel',
        kind: 'boarding',
        name: 'Yanaka Cat Hotel',
        summary:
          'A cats-only hotel in old Yanaka with private rooms, quiet surroundings and daily photo updates.',
        bodyHtml: `<p>Yanaka Cat Hotel takes only cats, so guests are never disturbed by barking. Each cat has a private multi-level room with shelves, a hiding box and a window view, and cats from the same household can share a room.</p>
<p>Staff feed your cat’s usual food, keep a record of eating, drinking and litter use, and send a photo update every day. Up-to-date vaccinations and flea treatment are required, and oral medication can be given on request.</p>
<p>If a guest stops eating or shows signs of illness, the hotel contacts you and takes your cat to a partner animal clinic nearby.</p>`,
        address: '5-3-12 Yanaka, Taito-ku, Tokyo',
        phone: '03-5555-0126',
        openingHours: 'Check-in and check-out 10:00–12:00 and 16:00–19:00; closed Tuesdays',
      },
    ],
  },
];
