// Promo packs: banners drawn with sharp from SVG on the server (nothing fetched), cached once
// made, and ready-to-post texts per locale with the affiliate's link filled in.
import sharp from 'sharp';
import type { Language } from '@contract/preferences';

interface PackDefinition {
  slug: string;
  title: Record<Language, string>;
  description: Record<Language, string>;
  headline: Record<Language, string>;
  colour: string;
  texts: Record<Language, Record<string, string>>;
}

export const BANNER_SIZES = [
  { id: 'leaderboard', width: 728, height: 90 },
  { id: 'rectangle', width: 300, height: 250 },
  { id: 'square', width: 1080, height: 1080 },
] as const;

export const PROMO_PACKS: readonly PackDefinition[] = [
  {
    slug: 'ai-symptom-checker',
    title: { en: 'AI symptom checker', jp: 'AI症状チェッカー' },
    description: {
      en: 'For pet keepers who want a calm first answer when something seems wrong.',
      jp: '「いつもと様子が違う」ときに、まず落ち着いて確認したい飼い主さま向け。',
    },
    headline: { en: 'Is your pet OK? Ask PetCare.', jp: 'その様子、PetCareに聞いてみよう' },
    colour: '#0f6e5a',
    texts: {
      en: {
        instagram:
          'When my dog seemed off, PetCare’s symptom checker told me what to watch and when to call the vet. Try it: {link}',
        x: 'Worried about your pet? PetCare’s AI symptom checker gives a calm first answer: {link}',
        newsletter:
          'PetCare helps you decide when a symptom needs the vet. Keepers who join through {link} get a discount on Premium.',
      },
      jp: {
        instagram:
          'うちの子の様子がいつもと違うとき、PetCareの症状チェッカーで受診の目安がわかりました。{link}',
        x: 'ペットの体調が気になったら、PetCareのAI症状チェッカーへ。{link}',
        newsletter:
          'PetCareは受診の目安をやさしく教えてくれるアプリです。こちらから登録するとプレミアムが割引になります：{link}',
      },
    },
  },
  {
    slug: 'health-records',
    title: { en: 'Health records in one place', jp: '健康記録をひとまとめに' },
    description: {
      en: 'Weights, vaccinations, vet visits and reminders for every pet.',
      jp: '体重・ワクチン・通院・リマインダーをペットごとに記録。',
    },
    headline: {
      en: 'Every vet visit, every vaccine, one app.',
      jp: '通院もワクチンも、ひとつのアプリで',
    },
    colour: '#7a4fbf',
    texts: {
      en: {
        instagram:
          'All of my cat’s vet visits, vaccines and weights in one place with PetCare: {link}',
        x: 'Never miss a vaccination again: PetCare keeps your pet’s records and reminds you. {link}',
        newsletter:
          'PetCare keeps weights, vaccinations and vet visits together and reminds you when something is due: {link}',
      },
      jp: {
        instagram: '通院・ワクチン・体重の記録がPetCareでひとつにまとまりました。{link}',
        x: 'ワクチンの時期をもう忘れない。PetCareが記録してお知らせします。{link}',
        newsletter:
          'PetCareなら体重・ワクチン・通院の記録をまとめて管理でき、予定日にはお知らせが届きます：{link}',
      },
    },
  },
];

export function findPack(slug: string): PackDefinition | undefined {
  return PROMO_PACKS.find((pack) => pack.slug === slug);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const cache = new Map<string, Promise<Buffer>>();

/** The banner as PNG; made once per process. */
export function bannerPng(
  pack: PackDefinition,
  sizeId: string,
  language: Language,
): Promise<Buffer> | null {
  const size = BANNER_SIZES.find((s) => s.id === sizeId);
  if (!size) return null;
  const key = `${pack.slug}/${size.id}/${language}`;
  let made = cache.get(key);
  if (!made) {
    const fontSize = Math.round(Math.min(size.height * 0.32, size.width / 16));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
<rect width="100%" height="100%" fill="${pack.colour}"/>
<circle cx="${size.width - size.height * 0.4}" cy="${size.height * 0.5}" r="${size.height * 0.3}" fill="#ffffff" fill-opacity="0.15"/>
<text x="${size.width * 0.05}" y="${size.height * 0.45}" font-family="sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff">PetCare</text>
<text x="${size.width * 0.05}" y="${size.height * 0.45 + fontSize * 1.2}" font-family="sans-serif" font-size="${Math.round(fontSize * 0.6)}" fill="#ffffff">${escapeXml(pack.headline[language])}</text>
</svg>`;
    made = sharp(Buffer.from(svg)).png().toBuffer();
    cache.set(key, made);
  }
  return made;
}
