// English news stories: US English for `en`, with local spelling, units and one local sentence per
// story for the UK, Canada, Australia and Singapore.
import { respell, type EnglishLocale, type Spelling } from './englishSpelling';
import { readingMinutes } from '../../../http/readingTime';
import type { SeedNewsPost } from './types';
import { CAT_TOOTH_BRUSHING_VIDEO_ID, videoFigure } from './videoEmbed';

type StoryKey =
  'summer-heatstroke' | 'puppy-first-vet-visit' | 'senior-dog-care' | 'cat-dental-health';

interface EnglishVariant {
  spelling: Spelling;
  fahrenheit: boolean;
  /** What people walk on beside the road. */
  sidewalk: string;
  /** The local name of the common painkiller that is toxic to dogs. */
  acetaminophen: string;
  local: Record<StoryKey, string>;
  dates: Record<StoryKey, string>;
}

const NORTH: Record<StoryKey, string> = {
  'puppy-first-vet-visit': '2026-02-17T08:00:00Z',
  'senior-dog-care': '2026-04-22T08:00:00Z',
  'summer-heatstroke': '2026-06-16T07:30:00Z',
  'cat-dental-health': '2026-11-10T09:00:00Z',
};

const VARIANTS: Record<EnglishLocale, EnglishVariant> = {
  en: {
    spelling: 'us',
    fahrenheit: true,
    sidewalk: 'sidewalk',
    acetaminophen: 'acetaminophen',
    dates: NORTH,
    local: {
      'summer-heatstroke':
        'Heat is not only a problem in the southern states. A humid spell in the Midwest or on the East Coast can be just as dangerous, especially during the first warm days of the year, before pets have had time to adjust.',
      'puppy-first-vet-visit':
        'Rabies vaccination is required by law in most US states, usually from around three to four months of age; your vet will know the rules where you live.',
      'senior-dog-care':
        'Many US clinics offer senior wellness plans that bundle twice-yearly exams and lab work, which can make regular screening easier to budget for.',
      'cat-dental-health':
        'February is National Pet Dental Health Month in the US, and many clinics run dental campaigns then, but any month is the right month if you have noticed a problem.',
    },
  },
  'en-gb': {
    spelling: 'uk',
    fahrenheit: false,
    sidewalk: 'pavement',
    acetaminophen: 'paracetamol',
    dates: NORTH,
    local: {
      'summer-heatstroke':
        'British summers may be short, but heatwaves are becoming more frequent, and you do not need a heatwave for things to go wrong: research from the Royal Veterinary College found that most heat-related illness in UK dogs is triggered by exercise, not by hot cars.',
      'puppy-first-vet-visit':
        'In the UK, leptospirosis is part of the core puppy course, while rabies vaccination is usually only needed if you plan to travel abroad with your dog. Puppies in England, Scotland and Wales must by law be microchipped by eight weeks of age, so yours should already have one.',
      'senior-dog-care':
        'Cold, damp British winters can make stiff joints feel worse, so a warm, draught-free bed and a waterproof coat for rainy walks are worth considering.',
      'cat-dental-health':
        'Many UK practices also run nurse clinics, which can be a convenient way to have your cat’s teeth looked at between annual vaccinations.',
    },
  },
  'en-ca': {
    spelling: 'ca',
    fahrenheit: false,
    sidewalk: 'sidewalk',
    acetaminophen: 'acetaminophen',
    dates: NORTH,
    local: {
      'summer-heatstroke':
        'Canadian summers are short but can turn hot and humid very quickly. When the humidex climbs past 30, plan walks for early morning or late evening and keep play sessions brief.',
      'puppy-first-vet-visit':
        'In several provinces, including Ontario, rabies vaccination is required by law from three months of age, and your vet will fit it into the schedule.',
      'senior-dog-care':
        'In winter, icy sidewalks and de-icing salt are hard on older dogs: boots or a quick paw rinse after walks, and a coat for thin-coated dogs, keep them much more comfortable.',
      'cat-dental-health':
        'Many Canadian clinics run dental awareness campaigns in February, which make a good reminder, but any month is the right month if you have noticed a problem.',
    },
  },
  'en-au': {
    spelling: 'uk',
    fahrenheit: false,
    sidewalk: 'footpath',
    acetaminophen: 'paracetamol',
    dates: {
      'puppy-first-vet-visit': '2026-02-17T08:00:00Z',
      'senior-dog-care': '2026-05-12T08:00:00Z',
      'cat-dental-health': '2026-08-04T08:00:00Z',
      'summer-heatstroke': '2026-11-10T07:30:00Z',
    },
    local: {
      'summer-heatstroke':
        'Across much of Australia, summer days routinely pass 35°C, and vets see heatstroke every year, often after a run on the beach or a game of fetch in the middle of the day. Hot sand can burn paws just as badly as the footpath.',
      'puppy-first-vet-visit':
        'Australian vets often talk about C3 and C5 vaccines: C3 covers distemper, hepatitis and parvovirus, while C5 adds protection against the two main causes of canine cough. Rabies is not present in Australia, so it is not part of the routine schedule.',
      'senior-dog-care':
        'Older dogs also cope less well with heat, so on hot Australian days move walks to the cool of the early morning and make sure a fan or air conditioning is available at home.',
      'cat-dental-health':
        'August is Pet Dental Health Month in Australia, and many clinics offer dental checks then; it is a good prompt, though any time is right if you have noticed a problem.',
    },
  },
  'en-sg': {
    spelling: 'uk',
    fahrenheit: false,
    sidewalk: 'pavement',
    acetaminophen: 'paracetamol',
    dates: NORTH,
    local: {
      'summer-heatstroke':
        'In Singapore the heat never takes a season off, and humidity is a big part of the problem: panting cools by evaporation, and very humid air slows it down. Walks before 9 a.m. or after sunset, on shaded park connectors, make a real difference.',
      'puppy-first-vet-visit':
        'In Singapore, every dog must be licensed with the Animal & Veterinary Service (AVS), which requires a microchip, and only approved breeds may be kept in HDB flats, so your vet is a good person to ask about the paperwork.',
      'senior-dog-care':
        'In a compact flat, a non-slip mat beside the bed, a quiet corner away from the busiest room and air conditioning on hot afternoons all make a big difference to an older dog’s comfort.',
      'cat-dental-health':
        'Many clinics in Singapore can add a dental assessment to your cat’s annual vaccination visit, so it is worth asking at the next appointment.',
    },
  },
};

function temp(v: EnglishVariant, fahrenheit: number, celsius: number): string {
  return v.fahrenheit ? `${fahrenheit}°F (${celsius}°C)` : `${celsius}°C`;
}

function heatstroke(v: EnglishVariant): Omit<SeedNewsPost, 'readingMinutes'> {
  return {
    key: 'summer-heatstroke',
    slug: 'heatstroke-in-dogs-and-cats-signs-and-first-aid',
    title: 'Heatstroke in dogs and cats: the warning signs and what to do in the first minutes',
    excerpt:
      'Heatstroke can become life-threatening within minutes. Learn which pets are most at risk, the early warning signs, and the first aid that buys time on the way to the vet.',
    category: 'Seasonal care',
    coverImage: 'summer-heat',
    coverPhoto: 'jpg',
    publishedAt: v.dates['summer-heatstroke'],
    bodyHtml: `<p>Dogs and cats cannot sweat the way we do. Dogs lose heat mainly by panting and a little through their paw pads; cats rely on grooming and on finding somewhere cool to rest. When the air is hot and humid, when a pet is shut in a car, or when a dog is exercised too hard, those cooling systems are quickly overwhelmed. Body temperature climbs, and above roughly ${temp(v, 106, 41)} the organs begin to suffer damage. Heatstroke is a genuine emergency, but it is also largely preventable.</p>
<p>${v.local['summer-heatstroke']}</p>
<h2>Which pets are most at risk</h2>
<ul>
<li><strong>Flat-faced breeds</strong> such as pugs, French bulldogs, bulldogs, shih tzus and Persian cats, whose airways make panting less efficient.</li>
<li><strong>Overweight pets</strong> and those with heart or breathing problems.</li>
<li><strong>Puppies, kittens and older animals</strong>, which regulate their temperature less well.</li>
<li><strong>Thick-coated and very driven dogs</strong>, which will happily keep chasing a ball long after they should have stopped.</li>
</ul>
<h2>The warning signs</h2>
<p>Early on, watch for heavy, noisy panting that does not settle with rest, thick drool, bright red or unusually dark gums, restlessness, and a pet that keeps seeking shade or cool floors. As heatstroke progresses you may see weakness, stumbling, vomiting or diarrhea, confusion, collapse and seizures. In cats, any open-mouth breathing or panting is a warning sign in itself.</p>
<h2>First aid: cool first, then go to the vet</h2>
<ul>
<li>Move your pet out of the sun, into shade or an air-conditioned room, straight away.</li>
<li>Pour cool tap water over the whole body and keep it coming (let a hose run briefly first: it can hold hot water). Fanning the wet coat helps the heat escape. If you can, let your pet stand or lie in cool, shallow water.</li>
<li>Avoid ice-cold water: it narrows the blood vessels in the skin, so less heat escapes.</li>
<li>Do not leave a wet towel draped over your pet: it soon warms up and traps heat.</li>
<li>Offer small amounts of water to drink, but never force water into the mouth of a pet that is weak or collapsed.</li>
<li>Call your vet or the nearest emergency clinic while you are cooling, so the team is ready, and travel with the air conditioning on or the windows open.</li>
</ul>
<p>Even if your pet seems to recover quickly, a vet check is essential. Heatstroke can damage the kidneys, liver, gut and blood clotting, and some complications only show up hours later.</p>
<blockquote>Never leave a pet in a parked car, not even “just for five minutes” with the windows cracked. On a ${temp(v, 72, 22)} day, the inside of a car can pass ${temp(v, 104, 40)} within half an hour.</blockquote>
<h2>Prevention on hot days</h2>
<ul>
<li>Walk early in the morning or late in the evening, and keep walks shorter and slower.</li>
<li>Test the ${v.sidewalk} with the back of your hand: if you cannot hold it there for seven seconds, it is too hot for paws.</li>
<li>Carry water and a bowl, and plan routes with shade.</li>
<li>At home, make sure pets can always reach a cool room, shade and fresh water. Cooling mats and frozen treats help.</li>
</ul>
<p>If you are unsure whether your pet is simply warm or in trouble, PetCare’s symptom checker can help you judge how urgent the situation is. But if your pet is collapsing, struggling to breathe or having a seizure, do not wait: start cooling and head to the nearest vet.</p>`,
  };
}

function puppyFirstVisit(v: EnglishVariant): Omit<SeedNewsPost, 'readingMinutes'> {
  return {
    key: 'puppy-first-vet-visit',
    slug: 'puppy-first-vet-visit-what-to-expect',
    title: 'Your puppy’s first vet visit: vaccinations, health checks and questions to ask',
    excerpt:
      'What happens at a puppy’s first appointment, how a typical vaccination course works, and how to make the visit a good experience from day one.',
    category: 'Health',
    coverImage: 'vet-visit',
    coverPhoto: 'webp',
    publishedAt: v.dates['puppy-first-vet-visit'],
    bodyHtml: `<p>Bringing a puppy home is exciting, and booking the first vet appointment belongs near the top of the to-do list, ideally within the first few days. That first visit sets up your puppy’s vaccination plan, picks up any problems early and, just as importantly, teaches your puppy that the clinic is a friendly place.</p>
<h2>What to bring</h2>
<ul>
<li>Any paperwork from the breeder or shelter: vaccination card, deworming and flea treatment records, microchip details.</li>
<li>A fresh stool sample, if the clinic asks for one, so it can be checked for intestinal parasites.</li>
<li>The name of the food your puppy is eating, and how much.</li>
<li>A written list of questions, so nothing is forgotten in the consulting room.</li>
<li>Small, soft treats to reward calm behavior.</li>
</ul>
<h2>What the vet will check</h2>
<p>Expect a nose-to-tail examination: eyes, ears, mouth and teeth, heart and lungs, skin and coat, belly and joints, plus the navel and groin for hernias. Your puppy will be weighed, a figure worth noting down at home so you can follow growth, and the vet will usually scan for a microchip. Mention anything you have noticed, such as coughing, diarrhea, itching or unusual tiredness.</p>
<h2>How puppy vaccinations work</h2>
<p>Puppies receive some protection from their mother’s milk, but it fades over the first months of life, and while it lasts it can stop a vaccine from working. That is why puppies need a course of injections rather than a single one. In general terms:</p>
<ul>
<li>The course usually starts at around <strong>6 to 8 weeks</strong> of age, with boosters every <strong>2 to 4 weeks</strong> until about <strong>16 weeks</strong> or a little older.</li>
<li><strong>Core vaccines</strong> protect against canine distemper, parvovirus and infectious hepatitis (adenovirus). Depending on where you live, leptospirosis and rabies may also be core or required by law.</li>
<li>Other vaccines, such as kennel cough, are recommended according to lifestyle: for example, if your puppy will go to daycare, boarding or group classes.</li>
<li>A further booster is usually given between 6 and 12 months of age, after which your vet will recommend a schedule for adult life.</li>
</ul>
<p>Your vet will tailor the plan to your puppy and your area, so the exact timing may differ from a friend’s or the breeder’s. ${v.local['puppy-first-vet-visit']}</p>
<h2>Parasites, microchips and everything else</h2>
<p>Ask about a routine for worms, fleas and ticks, and whether heartworm prevention is needed where you live. Check that the microchip is registered in your name with your current contact details. Neutering, diet, insurance and when your puppy can safely meet other dogs are all good topics for this visit or the next one.</p>
<blockquote>Socialization cannot wait for the last vaccine. Until about 14 weeks of age, puppies learn most easily what is normal and safe. Ask your vet how to socialize safely: carrying your puppy out to see the world, meeting healthy vaccinated dogs and well-run puppy classes are all good options.</blockquote>
<h2>Making the visit a good one</h2>
<p>Skip a big meal just before the appointment so that treats work well. Let your puppy sniff the waiting room from your lap, reward calm behavior, and in the days before the visit get them used to gentle handling of paws, ears and mouth at home. A relaxed first visit makes every future check-up easier, for your dog and for the whole vet team.</p>`,
  };
}

function seniorDog(v: EnglishVariant): Omit<SeedNewsPost, 'readingMinutes'> {
  return {
    key: 'senior-dog-care',
    slug: 'senior-dog-care-guide',
    title: 'Caring for a senior dog: comfort, check-ups and the changes to watch for',
    excerpt:
      'Older dogs need a little more attention, not less fun. How to spot the early signs of common age-related problems and adapt daily life to keep your dog comfortable.',
    category: 'Senior pets',
    coverImage: 'senior-dog',
    coverPhoto: 'png',
    publishedAt: v.dates['senior-dog-care'],
    bodyHtml: `<p>Dogs age faster than we do, and large dogs age faster than small ones. As a rough guide, a giant breed may be considered senior at six or seven, a medium-sized dog at around eight and a small dog from about ten. There is no single birthday when everything changes, but the later years bring their own needs, and with a little planning many dogs enjoy them in real comfort.</p>
<h2>Check-ups twice a year</h2>
<p>Many vets recommend an examination every six months for senior dogs. Conditions such as kidney disease, diabetes, thyroid problems, heart disease and dental disease develop gradually, and routine blood and urine tests can pick them up before your dog shows obvious signs. Earlier treatment often means a longer, more comfortable life.</p>
<h2>Changes worth mentioning to your vet</h2>
<ul>
<li>Drinking or urinating more than usual, or accidents in the house</li>
<li>Weight loss or gain, or a change in appetite</li>
<li>Stiffness when getting up, or reluctance to climb stairs or jump into the car</li>
<li>New lumps, or existing ones that grow or change in feel</li>
<li>Bad breath, dropping food or chewing on one side</li>
<li>Coughing, tiring quickly or breathing faster at rest</li>
<li>Confusion, pacing at night, staring at walls or getting stuck in corners</li>
</ul>
<p>None of these is “just old age” until a vet has taken a look. Many can be treated or managed, and most are easier to treat the earlier they are found.</p>
<h2>Keeping joints comfortable</h2>
<p>Arthritis is very common in older dogs and easy to underestimate, because dogs hide discomfort well. Shorter, more frequent walks usually suit stiff joints better than one long outing. Keeping your dog lean takes pressure off the joints, and even modest weight loss can make a visible difference. Rugs or runners on slippery floors, a ramp for the car and a thick, supportive bed all help.</p>
<blockquote>Never give your dog painkillers meant for people. Common medicines such as ibuprofen and ${v.acetaminophen} can cause serious poisoning in dogs. Your vet can prescribe pain relief that is safe for them.</blockquote>
<h2>Food, mind and routine</h2>
<p>Older dogs often need fewer calories but still need good-quality protein. Ask your vet before switching to a senior diet, especially if your dog has kidney, heart or weight problems. Keep the mind busy too: sniffing walks, food puzzles and short training sessions are all good for an aging brain. Predictable routines help, as does a quiet place to rest away from household bustle.</p>
<p>${v.local['senior-dog-care']}</p>
<p>Finally, keep an eye on quality of life. A simple diary of good and bad days, noting appetite, mobility and interest in play, helps you and your vet make decisions together when the time comes. PetCare’s health report can keep those notes in one place, ready to share at the next visit.</p>`,
  };
}

function catDental(v: EnglishVariant): Omit<SeedNewsPost, 'readingMinutes'> {
  const video = videoFigure(
    CAT_TOOTH_BRUSHING_VIDEO_ID,
    'A veterinarian shows how to brush a cat’s teeth',
    'A veterinarian shows, step by step, how to get a cat used to having its teeth brushed.',
  );
  return {
    key: 'cat-dental-health',
    slug: 'cat-dental-health-and-tooth-brushing',
    title: 'Cat dental health: why it matters and how to brush your cat’s teeth',
    excerpt:
      'Dental disease is one of the most common health problems in adult cats, and cats hide mouth pain well. The warning signs, and how to build a brushing routine your cat can accept.',
    category: 'Dental care',
    coverImage: 'dental',
    publishedAt: v.dates['cat-dental-health'],
    bodyHtml: `<p>Dental disease is one of the most common problems vets find in adult cats, and a large share of cats over three already have some degree of it. Yet it often goes unnoticed, because cats are experts at hiding pain: a cat with a sore mouth will usually keep eating, just more carefully.</p>
<h2>The most common problems</h2>
<ul>
<li><strong>Gingivitis and periodontal disease:</strong> plaque builds up at the gum line, hardens into tartar and causes inflammation that can eventually loosen teeth.</li>
<li><strong>Tooth resorption:</strong> a painful condition in which the tooth is gradually broken down from within. Its cause is not fully understood, and dental X-rays are usually needed to assess it.</li>
<li><strong>Broken teeth</strong>, especially the long canines, which can expose the sensitive pulp.</li>
</ul>
<h2>Signs to look out for</h2>
<ul>
<li>Bad breath</li>
<li>Red or swollen gums, or brown tartar on the teeth</li>
<li>Drooling, sometimes tinged with blood</li>
<li>Dropping food, chewing on one side or suddenly preferring soft food</li>
<li>Pawing at the mouth, or a scruffy coat from grooming less</li>
<li>Weight loss or a smaller appetite</li>
</ul>
<p>If you notice any of these, book a check-up: only a vet can examine the mouth properly and decide whether treatment is needed. ${v.local['cat-dental-health']}</p>
<h2>Brushing: the gold standard</h2>
<p>Daily brushing is the most effective way to slow plaque build-up, and many cats, especially those introduced to it young, learn to accept it. Use a soft toothbrush made for cats, or a finger brush, and a pet toothpaste. Never use human toothpaste: it is not meant to be swallowed and can contain ingredients that are harmful to pets.</p>
<ul>
<li><strong>Week one:</strong> let your cat lick a little pet toothpaste from your finger, as a treat.</li>
<li><strong>Week two:</strong> gently lift the lip and rub a finger along the outer surfaces of the teeth and gums.</li>
<li><strong>Week three:</strong> introduce the brush, a few teeth at a time, concentrating on the back teeth and the gum line.</li>
<li>Keep sessions short and calm, stop before your cat gets annoyed, and always finish with praise or play.</li>
</ul>
${video}
<h2>When brushing is not possible</h2>
<p>Some cats will never accept a toothbrush, and that is fine. Dental diets and treats carrying the seal of the Veterinary Oral Health Council (VOHC) have been shown to reduce plaque or tartar, and your vet can suggest other options. They help, but they do not replace regular checks.</p>
<blockquote>A professional dental cleaning is carried out under general anesthesia. That allows the vet to clean below the gum line, take dental X-rays and treat painful teeth safely. “Anesthesia-free” cleaning only polishes the visible surfaces and can hide disease underneath.</blockquote>
<p>With a yearly mouth check and a little care every day, you can spare your cat a great deal of silent discomfort.</p>`,
  };
}

const STORIES = [heatstroke, puppyFirstVisit, seniorDog, catDental];

export function englishNews(locale: EnglishLocale): SeedNewsPost[] {
  const v = VARIANTS[locale];
  return STORIES.map((story) => {
    const post = story(v);
    const bodyHtml = respell(post.bodyHtml, v.spelling);
    return {
      ...post,
      title: respell(post.title, v.spelling),
      excerpt: respell(post.excerpt, v.spelling),
      bodyHtml,
      readingMinutes: readingMinutes(bodyHtml),
    };
  });
}
