// French news stories for France (fr) and Quebec (fr-ca): one text with Québécois vocabulary,
// local references and typography (no space before ; ? !) as variant fields.
import { typeset, type FrenchLocale } from './frenchTypography';
import { readingMinutes } from '../../../http/readingTime';
import type { SeedNewsPost } from './types';
import { CAT_TOOTH_BRUSHING_VIDEO_ID, videoFigure } from './videoEmbed';

type StoryKey =
  'summer-heatstroke' | 'puppy-first-vet-visit' | 'senior-dog-care' | 'cat-dental-health';

interface FrenchVariant {
  voiture: string;
  laVoiture: string;
  veto: string;
  urgences: string;
  climTrajet: string;
  bitume: string;
  gamelle: string;
  carnet: string;
  paracetamol: string;
  local: Record<StoryKey, string>;
}

const DATES: Record<StoryKey, string> = {
  'puppy-first-vet-visit': '2026-02-17T08:00:00Z',
  'senior-dog-care': '2026-04-22T08:00:00Z',
  'summer-heatstroke': '2026-06-16T07:30:00Z',
  'cat-dental-health': '2026-11-10T09:00:00Z',
};

const VARIANTS: Record<FrenchLocale, FrenchVariant> = {
  fr: {
    voiture: 'voiture',
    laVoiture: 'la voiture',
    veto: 'vétérinaire',
    urgences: 'la clinique vétérinaire de garde la plus proche',
    climTrajet: 'la climatisation en marche',
    bitume: 'le bitume',
    gamelle: 'une gamelle',
    carnet: 'carnet de santé ou passeport',
    paracetamol: 'le paracétamol',
    local: {
      'summer-heatstroke':
        'En France, les épisodes de canicule sont de plus en plus fréquents, et pas seulement dans le Sud : lorsque Météo-France déclenche la vigilance canicule, pensez aussi à vos animaux.',
      'puppy-first-vet-visit':
        'En France, l’identification par puce électronique est obligatoire pour les chiens dès l’âge de 4 mois, et le vaccin contre la rage n’est exigé que pour voyager à l’étranger ou pour certaines catégories de chiens.',
      'senior-dog-care':
        'Les hivers humides, dans l’Ouest comme dans le Nord, peuvent accentuer les raideurs : un panier épais, à l’abri des courants d’air, et un manteau pour les chiens à poil ras font une vraie différence.',
      'cat-dental-health':
        'De nombreuses cliniques proposent un contrôle dentaire lors du rappel de vaccin annuel : n’hésitez pas à le demander.',
    },
  },
  'fr-ca': {
    voiture: 'auto',
    laVoiture: 'l’auto',
    veto: 'médecin vétérinaire',
    urgences: 'l’urgence vétérinaire la plus proche',
    climTrajet: 'l’air climatisé en marche',
    bitume: 'l’asphalte',
    gamelle: 'un bol',
    carnet: 'carnet de vaccination',
    paracetamol: 'l’acétaminophène',
    local: {
      'summer-heatstroke':
        'Les étés québécois sont courts, mais l’humidité les rend parfois écrasants : quand l’humidex dépasse 35, réservez les promenades au petit matin ou à la fin de la soirée.',
      'puppy-first-vet-visit':
        'Au Québec, le vaccin contre la rage est fortement recommandé, et la plupart des municipalités exigent que le chien soit enregistré et porte sa médaille.',
      'senior-dog-care':
        'L’hiver, la glace et les sels de déglaçage sont durs pour les vieux chiens : des bottillons ou un rinçage des pattes au retour, et un manteau pour les chiens à poil ras, les gardent bien plus à l’aise.',
      'cat-dental-health':
        'Plusieurs cliniques du Québec profitent du mois de février pour sensibiliser leurs clients à la santé dentaire, mais tout moment est le bon si vous avez remarqué quelque chose.',
    },
  },
};

type Story = (v: FrenchVariant) => Omit<SeedNewsPost, 'readingMinutes'>;

const heatstroke: Story = (v) => ({
  key: 'summer-heatstroke',
  slug: 'coup-de-chaleur-chez-le-chien-et-le-chat',
  title: 'Coup de chaleur chez le chien et le chat : les signes d’alerte et les bons gestes',
  excerpt:
    'Un coup de chaleur peut mettre la vie d’un animal en danger en quelques minutes. Quels animaux sont les plus exposés, comment reconnaître les premiers signes et quels gestes pratiquer en attendant le vétérinaire.',
  category: 'Saisons',
  coverImage: 'summer-heat',
  publishedAt: DATES['summer-heatstroke'],
  bodyHtml: `<p>Les chiens et les chats ne transpirent pas comme nous. Le chien évacue la chaleur surtout en haletant et, un peu, par ses coussinets ; le chat fait sa toilette et cherche un coin frais pour se reposer. Quand il fait chaud et humide, quand l’animal reste enfermé dans une ${v.voiture} ou quand il se dépense trop, ces mécanismes sont vite dépassés. La température du corps grimpe et, au-delà d’environ 41 °C, les organes commencent à souffrir. Le coup de chaleur est une véritable urgence, mais il peut le plus souvent être évité.</p>
<p>${v.local['summer-heatstroke']}</p>
<h2>Les animaux les plus à risque</h2>
<ul>
<li><strong>Les races brachycéphales</strong>, au museau écrasé, comme le carlin, le bouledogue français, le bulldog anglais, le shih tzu ou le chat persan : leurs voies respiratoires rendent le halètement moins efficace.</li>
<li><strong>Les animaux en surpoids</strong> ou souffrant de problèmes cardiaques ou respiratoires.</li>
<li><strong>Les chiots, les chatons et les animaux âgés</strong>, qui régulent moins bien leur température.</li>
<li><strong>Les chiens à poil épais et les chiens très actifs</strong>, qui ne s’arrêtent pas d’eux-mêmes.</li>
</ul>
<h2>Les signes d’alerte</h2>
<p>Au début, surveillez un halètement fort et bruyant qui ne se calme pas au repos, une bave épaisse, des gencives rouge vif ou anormalement foncées, de l’agitation et la recherche constante d’ombre ou d’un sol frais. Si la situation s’aggrave, on peut observer faiblesse, démarche chancelante, vomissements ou diarrhée, désorientation, effondrement et convulsions. Chez le chat, respirer la gueule ouverte ou haleter est déjà, en soi, un signal d’alarme.</p>
<h2>Premiers secours : refroidir d’abord, puis direction le vétérinaire</h2>
<ul>
<li>Mettez immédiatement votre animal à l’ombre ou dans une pièce climatisée.</li>
<li>Mouillez tout son corps avec de l’eau fraîche et continuez à l’arroser. Si possible, laissez-le se tenir debout ou couché dans une eau fraîche et peu profonde.</li>
<li>Ne laissez pas de serviette mouillée posée sur lui : elle peut retenir la chaleur contre le corps.</li>
<li>Proposez-lui de l’eau en petites quantités, mais ne forcez jamais à boire un animal faible ou qui ne tient plus debout.</li>
<li>Appelez votre ${v.veto} ou ${v.urgences} pendant que vous le refroidissez, pour que l’équipe soit prête, et faites le trajet avec ${v.climTrajet} ou les fenêtres ouvertes.</li>
</ul>
<p>Même s’il semble vite récupérer, une consultation est indispensable. Le coup de chaleur peut endommager les reins, le foie, l’intestin et la coagulation, et certaines complications n’apparaissent que plusieurs heures plus tard.</p>
<blockquote>Ne laissez jamais un animal dans une ${v.voiture} stationnée, même « juste cinq minutes » avec la fenêtre entrouverte. Par une journée à 22 °C, l’habitacle peut dépasser 40 °C en une demi-heure.</blockquote>
<h2>Prévenir les jours de chaleur</h2>
<ul>
<li>Promenez-le tôt le matin ou tard le soir, avec des sorties plus courtes et plus calmes.</li>
<li>Testez ${v.bitume} du dos de la main : si vous ne pouvez pas l’y laisser sept secondes, c’est trop chaud pour ses coussinets.</li>
<li>Emportez toujours de l’eau et ${v.gamelle}, et choisissez des itinéraires ombragés.</li>
<li>À la maison, assurez-vous qu’il a toujours accès à une pièce fraîche, à l’ombre et à de l’eau propre.</li>
</ul>
<p>Si vous hésitez entre un animal qui a simplement chaud et un animal en difficulté, le vérificateur de symptômes de PetCare peut vous aider à évaluer l’urgence. Mais s’il s’effondre, peine à respirer ou fait une crise convulsive, n’attendez pas : commencez à le refroidir et rendez-vous chez le vétérinaire le plus proche.</p>`,
});

const puppyFirstVisit: Story = (v) => ({
  key: 'puppy-first-vet-visit',
  slug: 'premiere-visite-du-chiot-chez-le-veterinaire',
  title: 'La première visite du chiot chez le vétérinaire : vaccins, examen et questions à poser',
  excerpt:
    'Ce qui se passe lors du premier rendez-vous d’un chiot, comment fonctionne, dans les grandes lignes, le protocole de vaccination et comment faire de cette visite une bonne expérience dès le premier jour.',
  category: 'Santé',
  coverImage: 'vet-visit',
  publishedAt: DATES['puppy-first-vet-visit'],
  bodyHtml: `<p>Prendre rendez-vous chez le ${v.veto} devrait figurer parmi les toutes premières tâches quand un chiot arrive à la maison, idéalement dès les premiers jours. Cette visite permet d’établir le protocole de vaccination, de repérer tôt d’éventuels problèmes et, tout aussi important, d’apprendre au chiot que la clinique est un endroit agréable.</p>
<h2>Ce qu’il faut apporter</h2>
<ul>
<li>Les documents de l’éleveur ou du refuge : ${v.carnet}, vermifugations et informations sur la puce électronique.</li>
<li>Un échantillon de selles frais, si la clinique le demande, pour rechercher des parasites intestinaux.</li>
<li>Le nom de l’aliment qu’il mange et la quantité.</li>
<li>Une liste de questions écrite, pour ne rien oublier pendant la consultation.</li>
<li>De petites friandises tendres pour récompenser le calme.</li>
</ul>
<h2>Ce que le vétérinaire va examiner</h2>
<p>L’examen va de la truffe au bout de la queue : yeux, oreilles, bouche et dents, cœur et poumons, peau et pelage, ventre et articulations, ainsi que le nombril et l’aine pour rechercher une hernie. Le chiot sera pesé et le vétérinaire vérifiera en général la puce. Signalez tout ce que vous avez remarqué : toux, diarrhée, démangeaisons ou fatigue inhabituelle.</p>
<h2>Comment fonctionne la vaccination du chiot</h2>
<p>Le lait maternel apporte au chiot une certaine protection, mais elle disparaît au cours des premiers mois et, tant qu’elle persiste, elle peut empêcher un vaccin d’agir. C’est pourquoi le chiot a besoin d’une série d’injections plutôt que d’une seule. Dans les grandes lignes :</p>
<ul>
<li>La primovaccination commence généralement vers <strong>6 à 8 semaines</strong>, avec des rappels toutes les <strong>2 à 4 semaines</strong> jusqu’à environ <strong>16 semaines</strong> ou un peu plus.</li>
<li>Les <strong>vaccins essentiels</strong> protègent contre la maladie de Carré, la parvovirose et l’hépatite de Rubarth (adénovirus). Selon la région, la leptospirose et la rage peuvent aussi être recommandées ou exigées.</li>
<li>D’autres, comme celui contre la toux de chenil, sont conseillés selon le mode de vie : garderie, pension ou cours collectifs.</li>
<li>Un rappel est généralement fait entre 6 et 12 mois ; le vétérinaire proposera ensuite un calendrier pour la vie adulte.</li>
</ul>
<p>Le vétérinaire adaptera le protocole à votre chiot et à votre région, si bien que les dates peuvent différer de celles d’un autre chien. ${v.local['puppy-first-vet-visit']}</p>
<h2>Parasites, puce et tout le reste</h2>
<p>Demandez un programme contre les vers, les puces et les tiques, et s’il faut prévenir la dirofilariose (le ver du cœur) là où vous habitez. Vérifiez que la puce est enregistrée à votre nom, avec vos coordonnées à jour. La stérilisation, l’alimentation et le moment où il pourra rencontrer d’autres chiens sont de bons sujets pour cette visite ou la suivante.</p>
<blockquote>La socialisation ne peut pas attendre le dernier vaccin. Jusqu’à 14 semaines environ, le chiot apprend très facilement ce qui est normal et sans danger. Demandez à votre vétérinaire comment le faire en toute sécurité : le porter dans vos bras pour découvrir le monde, lui présenter des chiens sains et vaccinés ou l’inscrire à des cours pour chiots bien encadrés.</blockquote>
<h2>Pour que la visite se passe bien</h2>
<p>Évitez un gros repas juste avant le rendez-vous, pour que les friandises fassent leur effet. Laissez-le renifler la salle d’attente depuis vos genoux, récompensez le calme et, les jours précédents, habituez-le à la maison à ce qu’on lui manipule doucement les pattes, les oreilles et la gueule. Une première visite sereine rend tous les rendez-vous suivants plus faciles, pour votre chien comme pour l’équipe vétérinaire.</p>`,
});

const seniorDog: Story = (v) => ({
  key: 'senior-dog-care',
  slug: 'soins-du-chien-senior',
  title: 'Prendre soin d’un chien senior : confort, bilans de santé et changements à surveiller',
  excerpt:
    'Un chien âgé a besoin d’un peu plus d’attention, pas de moins de plaisir. Comment repérer tôt les problèmes liés à l’âge et adapter le quotidien pour qu’il reste à l’aise.',
  category: 'Animaux seniors',
  coverImage: 'senior-dog',
  publishedAt: DATES['senior-dog-care'],
  bodyHtml: `<p>Les chiens vieillissent plus vite que nous, et les grands plus vite que les petits. À titre indicatif, une race géante peut être considérée comme senior dès six ou sept ans, un chien de taille moyenne vers huit ans et un petit chien à partir de dix ans. Il n’y a pas d’anniversaire où tout bascule, mais cette période a ses propres besoins et, avec un peu d’organisation, beaucoup de chiens la vivent dans un vrai confort.</p>
<h2>Un bilan deux fois par an</h2>
<p>Beaucoup de vétérinaires recommandent une consultation tous les six mois à partir de cet âge. L’insuffisance rénale, le diabète, les troubles thyroïdiens, les maladies cardiaques ou la maladie parodontale s’installent progressivement, et des analyses de sang et d’urine régulières peuvent les détecter avant l’apparition de signes évidents. Un traitement précoce se traduit souvent par une vie plus longue et plus confortable.</p>
<h2>Les changements à signaler au vétérinaire</h2>
<ul>
<li>Boire ou uriner plus que d’habitude, ou des accidents dans la maison</li>
<li>Une perte ou une prise de poids, ou un changement d’appétit</li>
<li>Des raideurs au lever, ou des réticences à monter l’escalier ou dans ${v.laVoiture}</li>
<li>De nouvelles boules, ou des boules qui grossissent ou changent de consistance</li>
<li>Une mauvaise haleine, de la nourriture qui tombe de la gueule ou une mastication d’un seul côté</li>
<li>De la toux, une fatigue rapide ou une respiration accélérée au repos</li>
<li>De la désorientation, des déambulations nocturnes, un regard fixé sur le mur ou un chien coincé dans les coins</li>
</ul>
<p>Rien de tout cela n’est « juste la vieillesse » tant qu’un ${v.veto} ne l’a pas examiné. Beaucoup de ces problèmes peuvent être traités ou contrôlés, et la plupart se soignent mieux s’ils sont repérés tôt.</p>
<h2>Des articulations plus confortables</h2>
<p>L’arthrose est très fréquente chez le chien âgé et facile à sous-estimer, car il masque bien la douleur. Des promenades plus courtes et plus fréquentes lui conviennent généralement mieux qu’une seule longue sortie. Garder votre chien à son poids de forme soulage ses articulations, et même une perte de poids modeste se voit. Des tapis sur les sols glissants, une rampe pour ${v.laVoiture} et un couchage épais et ferme aident beaucoup.</p>
<blockquote>Ne donnez jamais à votre chien des antidouleurs destinés aux humains. Des médicaments courants comme l’ibuprofène ou ${v.paracetamol} peuvent provoquer de graves intoxications chez le chien. Votre vétérinaire peut lui prescrire un antidouleur adapté.</blockquote>
<h2>Alimentation, esprit et routine</h2>
<p>Les chiens âgés ont souvent besoin de moins de calories, mais toujours de protéines de bonne qualité. Parlez-en à votre vétérinaire avant de passer à des croquettes senior, surtout si votre chien a des problèmes rénaux, cardiaques ou de poids. Stimulez aussi son esprit : balades de reniflage, jouets distributeurs de nourriture et courtes séances d’éducation font du bien à un cerveau vieillissant. Des routines prévisibles aident, tout comme un coin calme pour se reposer loin de l’agitation de la maison.</p>
<p>${v.local['senior-dog-care']}</p>
<p>Enfin, soyez attentif à sa qualité de vie. Un simple journal des bons et des mauvais jours, notant l’appétit, la mobilité et l’envie de jouer, vous aidera à prendre les décisions avec votre vétérinaire le moment venu. Le rapport de santé de PetCare rassemble ces notes au même endroit, prêtes à être partagées lors de la prochaine consultation.</p>`,
});

const catDental: Story = (v) => ({
  key: 'cat-dental-health',
  slug: 'sante-dentaire-du-chat-et-brossage',
  title: 'Santé dentaire du chat : pourquoi elle compte et comment lui brosser les dents',
  excerpt:
    'Les maladies dentaires font partie des problèmes de santé les plus fréquents chez le chat adulte, qui cache très bien la douleur. Les signes d’alerte et comment instaurer un brossage que votre chat acceptera.',
  category: 'Santé dentaire',
  coverImage: 'dental',
  publishedAt: DATES['cat-dental-health'],
  bodyHtml: `<p>Les maladies dentaires font partie des problèmes que les vétérinaires rencontrent le plus souvent chez le chat adulte, et une grande partie des chats de plus de trois ans en sont déjà atteints à un certain degré. Pourtant, elles passent souvent inaperçues, car le chat est passé maître dans l’art de cacher la douleur : un chat qui a mal à la bouche continue généralement de manger, simplement avec plus de précautions.</p>
<h2>Les problèmes les plus fréquents</h2>
<ul>
<li><strong>Gingivite et maladie parodontale :</strong> la plaque s’accumule au bord de la gencive, durcit en tartre et entraîne une inflammation qui peut finir par déchausser les dents.</li>
<li><strong>Résorption dentaire :</strong> une affection douloureuse dans laquelle la dent se détruit progressivement de l’intérieur. Sa cause n’est pas entièrement connue, et des radiographies dentaires sont généralement nécessaires pour l’évaluer.</li>
<li><strong>Dents fracturées</strong>, surtout les canines, ce qui peut exposer la pulpe sensible.</li>
</ul>
<h2>Les signes à surveiller</h2>
<ul>
<li>Mauvaise haleine</li>
<li>Gencives rouges ou gonflées, ou tartre brunâtre sur les dents</li>
<li>Salivation excessive, parfois teintée de sang</li>
<li>Nourriture qui tombe, mastication d’un seul côté ou préférence soudaine pour la pâtée</li>
<li>Coups de patte vers la bouche, ou pelage négligé parce qu’il fait moins sa toilette</li>
<li>Perte de poids ou d’appétit</li>
</ul>
<p>Si vous remarquez l’un de ces signes, prenez rendez-vous : seul un ${v.veto} peut examiner correctement la bouche et décider si un traitement est nécessaire. ${v.local['cat-dental-health']}</p>
<h2>Le brossage, la référence</h2>
<p>Le brossage quotidien est le moyen le plus efficace de freiner la plaque, et beaucoup de chats, surtout s’ils y sont habitués jeunes, finissent par l’accepter. Utilisez une brosse souple pour chat, ou un doigtier, et un dentifrice pour animaux. N’utilisez jamais de dentifrice humain : il n’est pas fait pour être avalé et peut contenir des ingrédients nocifs pour les animaux.</p>
<ul>
<li><strong>Première semaine :</strong> laissez votre chat lécher un peu de dentifrice pour animaux sur votre doigt, comme une friandise.</li>
<li><strong>Deuxième semaine :</strong> soulevez doucement sa babine et frottez du doigt la face externe des dents et des gencives.</li>
<li><strong>Troisième semaine :</strong> introduisez la brosse, quelques dents à la fois, en insistant sur les dents du fond et le bord des gencives.</li>
<li>Des séances courtes et calmes : arrêtez avant qu’il ne s’agace et terminez toujours par des caresses ou un jeu.</li>
</ul>
${videoFigure(
  CAT_TOOTH_BRUSHING_VIDEO_ID,
  'Un vétérinaire montre comment brosser les dents d’un chat',
  'Vidéo en anglais : un vétérinaire montre, étape par étape, comment habituer un chat au brossage des dents.',
)}
<h2>Quand le brossage est impossible</h2>
<p>Certains chats n’accepteront jamais la brosse, et ce n’est pas grave. Des aliments et friandises dentaires portant le sceau du VOHC (Veterinary Oral Health Council) ont montré qu’ils réduisaient la plaque ou le tartre, et votre vétérinaire peut vous proposer d’autres solutions. Ils aident, mais ne remplacent pas les contrôles réguliers.</p>
<blockquote>Un détartrage professionnel se fait sous anesthésie générale. C’est ce qui permet au vétérinaire de nettoyer sous la gencive, de faire des radiographies dentaires et de traiter les dents douloureuses en toute sécurité. Un nettoyage « sans anesthésie » ne fait que polir la surface visible et peut masquer la maladie en dessous.</blockquote>
<p>Avec un contrôle de la bouche chaque année et un peu de soin au quotidien, vous épargnerez à votre chat bien des douleurs silencieuses.</p>`,
});

const STORIES: Story[] = [heatstroke, puppyFirstVisit, seniorDog, catDental];

export function frenchNews(locale: FrenchLocale): SeedNewsPost[] {
  return STORIES.map((story) => {
    const post = story(VARIANTS[locale]);
    const bodyHtml = typeset(post.bodyHtml, locale);
    return {
      ...post,
      title: typeset(post.title, locale),
      excerpt: typeset(post.excerpt, locale),
      bodyHtml,
      readingMinutes: readingMinutes(bodyHtml),
    };
  });
}
