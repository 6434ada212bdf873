// Amounts eaten, said in Japanese: 50g, 板チョコ半分, 2錠, ひとつかみ, 少し.
import type { ToxinEntry } from './knowledgeBase';
import { cached, servingFor, servingPattern, type AmountMention } from './quantities';

const JP_SMALL =
  /(少し|すこし|ちょっと|少量|ひと口|一口|1口|ひとかけ|1かけ|ひと舐め|ひとなめ|なめた|舐めた|かじった)/g;

export function findAmountsJapanese(text: string, toxin: ToxinEntry | undefined): AmountMention[] {
  const found: AmountMention[] = [];
  // Pets are weighed in kg ("30キロのラブラドール", "8キロです"); what they eat, in grams.
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(g|ぐらむ)(?![a-z])/g)) {
    const start = match.index ?? 0;
    if (/体重|kg$|き$/.test(text.slice(Math.max(0, start - 4), start))) continue;
    found.push({ grams: Number(match[1]), text: match[0], start, end: start + match[0].length });
  }
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(mg|みりぐらむ)/g)) {
    const start = match.index ?? 0;
    const after = text.slice(start + match[0].length, start + match[0].length + 6);
    const before = text.slice(Math.max(0, start - 6), start);
    const isStrength = /錠|粒|の薬|のもの/.test(after) || /錠|粒/.test(before);
    found.push({
      milligrams: Number(match[1]),
      strengthMg: isStrength ? Number(match[1]) : undefined,
      text: match[0],
      start,
      end: start + match[0].length,
    });
  }
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(ml|みりりっとる|cc|l|りっとる)/g)) {
    const start = match.index ?? 0;
    const factor = /^l|^りっとる/.test(match[2] ?? '') ? 1000 : 1;
    found.push({
      millilitres: Number(match[1]) * factor,
      text: match[0],
      start,
      end: start + match[0].length,
    });
  }
  for (const match of text.matchAll(JP_SMALL)) {
    const start = match.index ?? 0;
    found.push({ grams: 3, text: match[0], start, end: start + match[0].length });
  }
  for (const match of text.matchAll(/半分|はんぶん|1\/2|半量/g)) {
    const start = match.index ?? 0;
    found.push({ fraction: 0.5, text: match[0], start, end: start + match[0].length });
  }
  if (toxin && toxin.servings.length > 0) {
    const pattern = cached(
      `jp:${toxin.id}`,
      () => new RegExp(`(\\d+(?:\\.\\d+)?)?(${servingPattern(toxin.servings, 'jp')})`, 'g'),
    );
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      const serving = servingFor(match[2] ?? '', toxin.servings, 'jp');
      if (!serving) continue;
      // A counter needs a number (2錠), except words that are a serving on their own (板チョコ, ひとつかみ).
      const standalone = (match[2] ?? '').length >= 2 || match[2] === '板';
      if (match[1] === undefined && !standalone) continue;
      const count = match[1] === undefined ? 1 : Number(match[1]);
      const grams = serving.jpGrams ?? serving.grams;
      found.push({
        count,
        grams: grams > 0 ? count * grams : undefined,
        text: match[0],
        start,
        end: start + match[0].length,
      });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
