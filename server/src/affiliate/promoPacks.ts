// Promo packs: banners drawn with sharp from SVG on the server (nothing fetched), cached once
// made, and ready-to-post texts per locale with the affiliate's link filled in and an
// advertising label first. The packs live in
// the promo_packs table: admins edit and publish them in the admin console; the two below are
// seeded into an empty table.
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Language } from '@contract/preferences';
import type { Database } from '../db/openDatabase';
import { promoPacks } from '../db/schema';

export interface PackDefinition {
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

/** The packs the seed puts into an empty promo_packs table (published). */
export const DEFAULT_PROMO_PACKS: readonly PackDefinition[] = [
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
          'When your pet seems off, PetCare’s AI symptom checker tells you what to watch and when to call the vet: {link}',
        x: 'Worried about your pet? PetCare’s AI symptom checker gives a calm first answer: {link}',
        newsletter:
          'PetCare helps you decide when a symptom needs the vet. Keepers who join through {link} get a discount on Premium.',
      },
      jp: {
        instagram:
          'ペットの様子がいつもと違うときは、PetCareのAI症状チェッカーで受診の目安を確認できます。{link}',
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
          'Vet visits, vaccines and weights of every pet in one place with PetCare: {link}',
        x: 'Never miss a vaccination again: PetCare keeps your pet’s records and reminds you. {link}',
        newsletter:
          'PetCare keeps weights, vaccinations and vet visits together and reminds you when something is due: {link}',
      },
      jp: {
        instagram:
          '通院・ワクチン・体重の記録を、PetCareならペットごとにひとつにまとめられます。{link}',
        x: 'ワクチンの時期をもう忘れない。PetCareが記録してお知らせします。{link}',
        newsletter:
          'PetCareなら体重・ワクチン・通院の記録をまとめて管理でき、予定日にはお知らせが届きます：{link}',
      },
    },
  },
];

/**
 * Ready-to-post texts are advertisements and must say so up front: Japan's stealth-marketing rule
 * (景品表示法 §5(3), designated in 2023) wants 「PR」 or 「広告」 at the start, the FTC and the ASA
 * want "#ad" where it is seen first. The label is added when a text is handed to a partner, so a
 * pack an admin writes or edits cannot go out without it; a text that already starts with a
 * label keeps its own.
 */
export const AD_LABEL: Readonly<Record<Language, string>> = { en: '#ad ', jp: '【PR】' };
const STARTS_WITH_LABEL: Readonly<Record<Language, RegExp>> = {
  en: /^(#ad|#advertisement|#sponsored|ad|advertisement|sponsored)\b/i,
  jp: /^(【(PR|ＰＲ|広告)】|\[(PR|広告)\]|[#＃](PR|ＰＲ|広告)|PR|ＰＲ|広告)/i,
};

/** A pack's text as a partner posts it: their link filled in, the advertising label first. */
export function readyToPost(text: string, locale: Language, link: string): string {
  const filled = text.replace(/\{link\}/g, link).trim();
  return STARTS_WITH_LABEL[locale].test(filled) ? filled : `${AD_LABEL[locale]}${filled}`;
}

function definitionOf(row: typeof promoPacks.$inferSelect): PackDefinition {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    headline: row.headline,
    colour: row.colour,
    texts: row.texts,
  };
}

/** The published packs, oldest first (the order admins created them in). */
export async function publishedPacks(db: Database): Promise<PackDefinition[]> {
  const rows = await db
    .select()
    .from(promoPacks)
    .where(eq(promoPacks.status, 'published'))
    .orderBy(asc(promoPacks.id));
  return rows.map(definitionOf);
}

export async function findPack(db: Database, slug: string): Promise<PackDefinition | undefined> {
  const [row] = await db
    .select()
    .from(promoPacks)
    .where(and(eq(promoPacks.slug, slug), eq(promoPacks.status, 'published')))
    .limit(1);
  return row ? definitionOf(row) : undefined;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const cache = new Map<string, Promise<Buffer>>();
/** Banners of edited packs are made again; old ones are forgotten past this many. */
const MAX_CACHED_BANNERS = 200;

/** The banner as PNG; made once per process and per look (colour and headline). */
export function bannerPng(
  pack: PackDefinition,
  sizeId: string,
  language: Language,
): Promise<Buffer> | null {
  const size = BANNER_SIZES.find((s) => s.id === sizeId);
  if (!size) return null;
  const key = `${pack.slug}/${size.id}/${language}/${pack.colour}/${pack.headline[language]}`;
  let made = cache.get(key);
  if (!made) {
    if (cache.size >= MAX_CACHED_BANNERS) cache.delete(cache.keys().next().value as string);
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
