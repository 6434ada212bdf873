// English FAQ: US English for `en`, respelt for the UK, Canada, Australia and Singapore, with the
// local poison helpline and chocolate-heavy holidays.
import { LOCALE_SPELLING, respell, type EnglishLocale } from './englishSpelling';
import type { SeedFaq } from './types';

interface FaqVariant {
  /** Who to call first when a dog has eaten chocolate. */
  poisonAdvice: string;
  /** When chocolate is most often left within a dog's reach. */
  holidays: string;
}

const VARIANTS: Record<EnglishLocale, FaqVariant> = {
  en: {
    poisonAdvice:
      'call your vet or an animal poison hotline such as the ASPCA Animal Poison Control Center straight away',
    holidays: 'Halloween, Christmas, Valentine’s Day and Easter',
  },
  'en-gb': {
    poisonAdvice: 'ring your vet, or the Animal PoisonLine, straight away',
    holidays: 'Christmas and Easter',
  },
  'en-ca': {
    poisonAdvice: 'call your vet or a pet poison helpline straight away',
    holidays: 'Halloween, Christmas and Easter',
  },
  'en-au': {
    poisonAdvice: 'call your vet or the nearest emergency vet straight away',
    holidays: 'Easter and Christmas',
  },
  'en-sg': {
    poisonAdvice: 'call your vet or a 24-hour emergency clinic straight away',
    holidays: 'Christmas, Valentine’s Day and Chinese New Year',
  },
};

function faqs(v: FaqVariant): SeedFaq[] {
  return [
    {
      key: 'how-often-vet-checkup',
      slug: 'how-often-should-my-pet-see-the-vet',
      question: 'How often should my pet see the vet?',
      excerpt:
        'Once a year for most healthy adult pets, more often for puppies, kittens and seniors, and any time something seems wrong.',
      category: 'Health',
      publishedAt: '2026-01-20T09:00:00Z',
      answerHtml: `<p>Most healthy adult dogs and cats should have a <strong>full check-up at least once a year</strong>. Pets age faster than we do, so a great deal can change in twelve months, often without obvious signs.</p>
<ul>
<li><strong>Puppies and kittens</strong> usually visit every 2 to 4 weeks during their vaccination course, until about 16 weeks of age.</li>
<li><strong>Senior pets</strong>, roughly from 6 to 10 years depending on size and species (the bigger the dog, the earlier), often benefit from a check every six months, with blood and urine tests.</li>
<li><strong>Pets with long-term conditions</strong> need the schedule their vet sets for them.</li>
</ul>
<p>Do not wait for the next routine visit if you notice changes in appetite, thirst, weight, breathing, toilet habits or behavior. If something seems wrong, call your vet, and in an emergency go straight to the nearest emergency clinic.</p>`,
    },
    {
      key: 'can-dogs-eat-chocolate',
      slug: 'can-dogs-eat-chocolate',
      question: 'Can dogs eat chocolate?',
      excerpt:
        'No. Chocolate contains theobromine and caffeine, which are toxic to dogs. Dark chocolate and cocoa powder are the most dangerous.',
      category: 'Nutrition',
      publishedAt: '2026-03-24T09:00:00Z',
      answerHtml: `<p><strong>No.</strong> Chocolate contains theobromine and caffeine, which dogs break down far more slowly than people do. Even a modest amount can cause poisoning, and the darker the chocolate, the greater the risk: cocoa powder, baking chocolate and dark chocolate are the most dangerous, milk chocolate less so, and white chocolate contains very little theobromine but is fatty enough to upset the stomach.</p>
<p>Signs usually appear within 6 to 12 hours and can include vomiting, diarrhea, restlessness, panting, excessive thirst, a racing heart, tremors and, in severe cases, seizures.</p>
<p>If your dog has eaten chocolate, <strong>${v.poisonAdvice}</strong>, even if your dog seems fine. Keep the wrapper to hand, with an idea of how much was eaten and your dog’s weight. Do not try to make your dog vomit unless a vet tells you to. Take extra care around ${v.holidays}, when there is more chocolate within reach. Chocolate is toxic to cats too.</p>`,
    },
    {
      key: 'how-much-exercise',
      slug: 'how-much-exercise-does-my-dog-need',
      question: 'How much exercise does my dog need?',
      excerpt:
        'It depends on breed, age and health, but most adult dogs need between 30 minutes and two hours of activity a day.',
      category: 'Everyday care',
      publishedAt: '2026-05-05T09:00:00Z',
      answerHtml: `<p>It depends on breed, age and health, but most adult dogs need <strong>between 30 minutes and two hours of activity a day</strong>, ideally split into two or more outings.</p>
<ul>
<li><strong>Working and sporting breeds</strong> such as border collies, spaniels and retrievers usually need the upper end, plus jobs for their brains.</li>
<li><strong>Small and flat-faced breeds</strong> often need less, and flat-faced dogs should avoid hard exercise in warm weather.</li>
<li><strong>Puppies</strong> do best with short walks and plenty of free play rather than long, forced runs.</li>
<li><strong>Senior dogs</strong> usually prefer shorter, more frequent walks at their own pace.</li>
</ul>
<p>Mental exercise counts too: sniffing, training and food puzzles tire dogs out as much as running. A dog that is restless, destructive or gaining weight may need more activity; one that lags behind, limps or is stiff afterwards may need less, or a check-up. Ask your vet before starting a new exercise plan, especially for older or overweight dogs.</p>`,
    },
    {
      key: 'is-ai-symptom-checker-a-diagnosis',
      slug: 'is-the-ai-symptom-checker-a-diagnosis',
      question: 'Is PetCare’s AI symptom checker a diagnosis?',
      excerpt:
        'No. The symptom checker tells you how urgent a problem looks and why, so you can decide what to do next. Only a vet can diagnose your pet.',
      category: 'Using PetCare',
      publishedAt: '2026-09-08T09:00:00Z',
      answerHtml: `<p><strong>No.</strong> PetCare’s AI symptom checker never gives a diagnosis. It asks about what you are seeing, then gives you an <strong>urgency level</strong>, meaning how soon your pet should be seen by a vet, together with the <strong>reasons</strong> behind it, so you understand which signs matter and what to keep an eye on.</p>
<p>Only a veterinarian who examines your pet can make a diagnosis and prescribe treatment. The checker helps you decide on the next step and prepare for the visit: you can share its summary, your photos and your pet’s health history with your vet.</p>
<p><strong>In an emergency, do not start with the app.</strong> If your pet is struggling to breathe, has collapsed, is having a seizure, is bleeding heavily, may have eaten something poisonous or is in severe pain, contact your vet or the nearest emergency clinic immediately.</p>`,
    },
  ];
}

export function englishFaq(locale: EnglishLocale): SeedFaq[] {
  const spelling = LOCALE_SPELLING[locale];
  return faqs(VARIANTS[locale]).map((faq) => ({
    ...faq,
    question: respell(faq.question, spelling),
    excerpt: respell(faq.excerpt, spelling),
    answerHtml: respell(faq.answerHtml, spelling),
  }));
}
