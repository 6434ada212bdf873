// French FAQ for France (fr) and Quebec (fr-ca).
import { typeset, type FrenchLocale } from './frenchTypography';
import type { SeedFaq } from './types';

interface FaqVariant {
  veto: string;
  urgences: string;
  poison: string;
  fetes: string;
}

const VARIANTS: Record<FrenchLocale, FaqVariant> = {
  fr: {
    veto: 'vétérinaire',
    urgences: 'la clinique vétérinaire de garde la plus proche',
    poison: 'appelez immédiatement votre vétérinaire ou un centre antipoison vétérinaire',
    fetes: 'À Pâques et à Noël, quand le chocolat traîne partout, redoublez de vigilance.',
  },
  'fr-ca': {
    veto: 'médecin vétérinaire',
    urgences: 'l’urgence vétérinaire la plus proche',
    poison: 'appelez immédiatement votre médecin vétérinaire ou une urgence vétérinaire',
    fetes:
      'À Pâques et à l’Halloween, quand les friandises traînent partout, redoublez de vigilance.',
  },
};

function faqs(v: FaqVariant): SeedFaq[] {
  return [
    {
      key: 'how-often-vet-checkup',
      slug: 'a-quelle-frequence-consulter-le-veterinaire',
      question: 'À quelle fréquence mon animal doit-il voir le vétérinaire ?',
      excerpt:
        'Une fois par an pour la plupart des adultes en bonne santé, plus souvent pour les chiots, les chatons et les seniors, et chaque fois que quelque chose ne va pas.',
      category: 'Santé',
      publishedAt: '2026-01-20T09:00:00Z',
      answerHtml: `<p>La plupart des chiens et chats adultes en bonne santé devraient passer <strong>un bilan complet au moins une fois par an</strong>. Ils vieillissent plus vite que nous : en douze mois, beaucoup de choses peuvent changer, souvent sans signe évident.</p>
<ul>
<li><strong>Chiots et chatons :</strong> une visite toutes les 3 à 4 semaines pendant la primovaccination, jusqu’à environ 16 semaines.</li>
<li><strong>Animaux seniors</strong> (à partir de 7 à 10 ans selon la taille et l’espèce) : un bilan tous les six mois, avec analyses de sang et d’urine, est souvent conseillé.</li>
<li><strong>Animaux atteints d’une maladie chronique :</strong> le rythme fixé par votre ${v.veto}.</li>
</ul>
<p>N’attendez pas la prochaine visite de routine si vous remarquez un changement d’appétit, de soif, de poids, de respiration, de selles ou d’urines, ou de comportement. Si quelque chose semble anormal, appelez votre vétérinaire et, en cas d’urgence, rendez-vous directement à ${v.urgences}.</p>`,
    },
    {
      key: 'can-dogs-eat-chocolate',
      slug: 'les-chiens-peuvent-ils-manger-du-chocolat',
      question: 'Les chiens peuvent-ils manger du chocolat ?',
      excerpt:
        'Non. Le chocolat contient de la théobromine et de la caféine, toxiques pour le chien. Le chocolat noir et le cacao en poudre sont les plus dangereux.',
      category: 'Alimentation',
      publishedAt: '2026-03-24T09:00:00Z',
      answerHtml: `<p><strong>Non.</strong> Le chocolat contient de la théobromine et de la caféine, que le chien élimine beaucoup plus lentement que nous. Même une quantité modérée peut l’intoxiquer, et plus le chocolat est riche en cacao, plus le risque est élevé : le cacao en poudre, le chocolat pâtissier et le chocolat noir sont les plus dangereux, le chocolat au lait un peu moins, et le chocolat blanc contient très peu de théobromine mais reste gras et peut provoquer des troubles digestifs.</p>
<p>Les signes apparaissent généralement 6 à 12 heures après : vomissements, diarrhée, agitation, halètement, soif intense, cœur qui s’emballe, tremblements et, dans les cas graves, convulsions.</p>
<p>Si votre chien a mangé du chocolat, <strong>${v.poison}</strong>, même s’il semble aller bien. Gardez l’emballage sous la main et estimez la quantité avalée et le poids de votre chien. Ne le faites pas vomir vous-même, sauf indication du vétérinaire. ${v.fetes} Le chocolat est aussi toxique pour le chat.</p>`,
    },
    {
      key: 'how-much-exercise',
      slug: 'besoins-en-exercice-du-chien',
      question: 'De combien d’exercice mon chien a-t-il besoin ?',
      excerpt:
        'Cela dépend de la race, de l’âge et de la santé, mais la plupart des chiens adultes ont besoin de 30 minutes à deux heures d’activité par jour.',
      category: 'Au quotidien',
      publishedAt: '2026-05-05T09:00:00Z',
      answerHtml: `<p>Cela dépend de la race, de l’âge et de l’état de santé, mais la plupart des chiens adultes ont besoin <strong>de 30 minutes à deux heures d’activité par jour</strong>, idéalement réparties en deux sorties ou plus.</p>
<ul>
<li><strong>Races de travail et sportives</strong>, comme le border collie, les épagneuls ou les retrievers : elles ont besoin du haut de la fourchette, et de défis pour la tête.</li>
<li><strong>Petites races et races brachycéphales :</strong> elles ont souvent besoin de moins, et les chiens au museau écrasé doivent éviter l’effort intense par temps chaud.</li>
<li><strong>Chiots :</strong> mieux vaut des promenades courtes et beaucoup de jeu libre que de longues sorties forcées.</li>
<li><strong>Chiens âgés :</strong> ils préfèrent en général des sorties plus courtes et plus fréquentes, à leur rythme.</li>
</ul>
<p>L’exercice mental compte aussi : renifler, apprendre et chercher sa nourriture fatiguent autant que courir. Un chien agité, destructeur ou qui prend du poids a peut-être besoin de plus d’activité ; s’il traîne derrière, boite ou est raide après l’effort, il a peut-être besoin de moins, ou d’une consultation. Parlez-en à votre ${v.veto} avant de commencer un nouveau programme, surtout si votre chien est âgé ou en surpoids.</p>`,
    },
    {
      key: 'is-ai-symptom-checker-a-diagnosis',
      slug: 'le-verificateur-de-symptomes-pose-t-il-un-diagnostic',
      question: 'Le vérificateur de symptômes IA de PetCare pose-t-il un diagnostic ?',
      excerpt:
        'Non. Il vous indique le niveau d’urgence du problème et ses raisons, pour vous aider à décider quoi faire. Seul un vétérinaire peut poser un diagnostic.',
      category: 'Utiliser PetCare',
      publishedAt: '2026-09-08T09:00:00Z',
      answerHtml: `<p><strong>Non.</strong> Le vérificateur de symptômes IA de PetCare ne pose jamais de diagnostic. Il vous interroge sur ce que vous observez, puis vous donne un <strong>niveau d’urgence</strong>, c’est-à-dire le délai dans lequel votre animal devrait être vu par un vétérinaire, accompagné des <strong>raisons</strong> de cette évaluation, pour que vous compreniez quels signes comptent et quoi surveiller.</p>
<p>Seul un ${v.veto} qui examine votre animal peut poser un diagnostic et prescrire un traitement. Le vérificateur vous aide à choisir la prochaine étape et à préparer la consultation : vous pouvez partager son résumé, vos photos et l’historique de santé de votre animal avec votre vétérinaire.</p>
<p><strong>En cas d’urgence, ne commencez pas par l’application.</strong> Si votre animal a du mal à respirer, s’est effondré, fait une crise convulsive, saigne abondamment, a pu avaler quelque chose de toxique ou souffre beaucoup, contactez immédiatement votre vétérinaire ou ${v.urgences}.</p>`,
    },
  ];
}

export function frenchFaq(locale: FrenchLocale): SeedFaq[] {
  return faqs(VARIANTS[locale]).map((faq) => ({
    ...faq,
    question: typeset(faq.question, locale),
    excerpt: typeset(faq.excerpt, locale),
    answerHtml: typeset(faq.answerHtml, locale),
  }));
}
