// Durations and times in the keeper's words: "for 3 days", "since this morning", "2 hours ago",
// "overnight", 3日前から, 半日, 昨日から. Our own tested patterns: general date parsers read
// "hasn't pooped in 12 hours" as a future date (see STACK.md).
import lexicon from './knowledge/lexicon.json';

export interface DurationMention {
  hours: number;
  /** "2 hours ago": a point in time (onset or when something was eaten), not a length. */
  ago: boolean;
  start: number;
  end: number;
}

const UNIT_HOURS: [RegExp, number][] = [
  [/^(?:min|mins|minute|minutes|m)$/, 1 / 60],
  [/^(?:h|hr|hrs|hour|hours)$/, 1],
  [/^(?:day|days|d)$/, 24],
  [/^(?:night|nights)$/, 12],
  [/^(?:week|weeks|wk|wks)$/, 168],
  [/^(?:month|months)$/, 720],
  [/^(?:year|years)$/, 8760],
];

const NUMBER_WORDS = lexicon.en.numbers as Record<string, number>;

function unitHours(unit: string): number | null {
  for (const [pattern, hours] of UNIT_HOURS) if (pattern.test(unit)) return hours;
  return null;
}

function numberValue(word: string): number | null {
  if (/^\d+(?:[.,]\d+)?$/.test(word)) return Number(word.replace(',', '.'));
  return NUMBER_WORDS[word] ?? null;
}

const FIXED_EN: [RegExp, number, boolean][] = [
  [/\bsince (?:early )?this morning\b/g, 6, false],
  [/\bsince (?:last night|yesterday evening|yesterday night)\b/g, 14, false],
  [/\bsince yesterday(?: morning)?\b/g, 24, false],
  [/\bsince (?:this afternoon|lunch|lunchtime|noon)\b/g, 4, false],
  [/\bsince (?:this evening|dinner|dinnertime|tonight)\b/g, 2, false],
  [
    /\bsince (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|last week)\b/g,
    72,
    false,
  ],
  [/\b(?:overnight|all night|through the night)\b/g, 10, false],
  [/\b(?:all week|this week|every day this week|the whole week|this past week)\b/g, 120, false],
  [/\bevery day\b/g, 72, false],
  [/\b(?:all day|the whole day|the entire day)\b/g, 12, false],
  [/\bhalf (?:an|a) hour\b/g, 0.5, false],
  [/\bhalf a day\b/g, 12, false],
  [/\ba day and a half\b/g, 36, false],
  // "the third day of this", "day 3": it began two days before today.
  [
    /\b(?:(?:the|this is the|it's the|it is the|now the|on the|for the)\s+)?(?:second|2nd) day\b|\bday (?:two|2)\b/g,
    24,
    false,
  ],
  [
    /\b(?:(?:the|this is the|it's the|it is the|now the|on the|for the)\s+)?(?:third|3rd) day\b|\bday (?:three|3)\b/g,
    48,
    false,
  ],
  [
    /\b(?:(?:the|this is the|it's the|it is the|now the|on the|for the)\s+)?(?:fourth|4th) day\b|\bday (?:four|4)\b/g,
    72,
    false,
  ],
  [
    /\b(?:(?:the|this is the|it's the|it is the|now the|on the|for the)\s+)?(?:fifth|5th) day\b|\bday (?:five|5)\b/g,
    96,
    false,
  ],
  [/\b(?:a|one) couple of days\b/g, 48, false],
  [/\b(?:a )?few days\b/g, 72, false],
  [/\bfor (?:a while|ages|a long time|some time)\b/g, 72, false],
  [/\bjust now\b/g, 0.25, true],
  [/\b(?:earlier today|this morning)\b/g, 4, true],
  [/\btoday\b/g, 6, false],
  [/\blast night\b/g, 12, true],
  [/\byesterday\b/g, 24, true],
  [/\ba (?:moment|minute) ago\b/g, 0.1, true],
];

const NUMBER =
  '(\\d+(?:[.,]\\d+)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|few|several|couple of)';
const RANGE = `${NUMBER}(?:\\s*(?:-|to|or)\\s*${NUMBER})?`;
const UNIT = '(min|mins|minutes?|m|h|hrs?|hours?|days?|d|nights?|weeks?|wks?|months?|years?)';
const NUMERIC_EN = new RegExp(
  `\\b(?:for|over|in|during|since|about|around|almost|nearly|past|last|the last|the past|for the last|for the past|over the last|over the past)?\\s*${RANGE}(?:(?<=\\d)\\s*|\\s+)${UNIT}\\b(\\s+ago)?`,
  'g',
);

/** English durations in normalised text. Ages ("3 years old") are not durations. */
export function findDurationsEnglish(text: string): DurationMention[] {
  const found: DurationMention[] = [];
  for (const match of text.matchAll(NUMERIC_EN)) {
    const [whole, first, second, unit, ago] = match;
    const start = match.index ?? 0;
    const after = text.slice(start + whole.length, start + whole.length + 6);
    if (/^\s*old\b/.test(after) || /^-old/.test(after)) continue;
    // "Once a week", "twice a month": how often, not for how long.
    if (/\b(?:once|twice|times|x)\s*(?:or\s+\w+(?:\s+times)?\s*)?$/.test(text.slice(0, start)))
      continue;
    const hoursPerUnit = unitHours(unit ?? '');
    const value = Math.max(
      numberValue(first ?? '') ?? 0,
      numberValue((second ?? '').replace('couple of', 'couple')) ?? 0,
    );
    const count = value || (numberValue((first ?? '').replace('couple of', 'couple')) ?? 0);
    if (hoursPerUnit === null || count === 0) continue;
    // A bare "m" is minutes only right after a number ("10m"), never a word.
    if (unit === 'm' && !/\d\s*m$/.test(whole.trim())) continue;
    found.push({
      hours: count * hoursPerUnit,
      ago: Boolean(ago),
      start,
      end: start + whole.length,
    });
  }
  for (const [pattern, hours, ago] of FIXED_EN) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      if (found.some((d) => start < d.end && start + match[0].length > d.start)) continue;
      found.push({ hours, ago, start, end: start + match[0].length });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const JP_UNIT: Record<string, number> = {
  分: 1 / 60,
  時間: 1,
  日: 24,
  晩: 12,
  夜: 12,
  週間: 168,
  週: 168,
  ヶ月: 720,
  か月: 720,
  カ月: 720,
  ヵ月: 720,
  ケ月: 720,
  かげつ: 720,
  年: 8760,
};
const NUMERIC_JP =
  /(\d+(?:\.\d+)?)(?:[〜~～\-、,・](\d+(?:\.\d+)?))?(分|時間|日|晩|週間|週|ヶ月|か月|カ月|ヵ月|ケ月|年)(前|間|以上|ほど|くらい|ぐらい|程|近く|も)?/g;
const FIXED_JP: [RegExp, number, boolean][] = [
  [/半日/g, 12, false],
  [/丸1日|まる1日|丸一日|1日中|一日中/g, 24, false],
  [/1晩|ひと晩|一晩|夜通し/g, 10, false],
  [/昨日から|きのうから|昨日の朝から/g, 24, false],
  [/昨夜から|昨晩から|ゆうべから|夜中から|昨日の夜から|昨日の晩から/g, 14, false],
  [/今朝から|朝から/g, 6, false],
  [/昼から|お昼から|午後から/g, 4, false],
  [/夕方から|夜から/g, 2, false],
  [/数日|何日も|ここ数日/g, 72, false],
  [/先週から|1週間ほど前から/g, 168, false],
  [/さっき|先ほど|今しがた|たった今/g, 0.3, true],
  [/今朝|けさ/g, 4, true],
  [/昨夜|昨晩|ゆうべ/g, 12, true],
  [/昨日|きのう/g, 24, true],
  [/おととい|一昨日/g, 48, true],
];

export function findDurationsJapanese(text: string): DurationMention[] {
  const found: DurationMention[] = [];
  for (const match of text.matchAll(NUMERIC_JP)) {
    const [whole, first, second, unit, suffix] = match;
    const start = match.index ?? 0;
    const next = text.slice(start + whole.length, start + whole.length + 2);
    // 3日前から = a length of three days; 2時間前に食べた = a point in time.
    const ago = suffix === '前' && !next.startsWith('から');
    if (unit === '日' && /^(?:に|の朝|の夜)/.test(next) && suffix === undefined) continue;
    // 生後3ヶ月 / 3ヶ月の子猫 are ages, not durations.
    if (
      text.slice(Math.max(0, start - 2), start) === '生後' ||
      /^の(?:子|犬|猫|いぬ|ねこ|うさぎ|ぱぴ|雛|ひな)/.test(next)
    )
      continue;
    const value = Math.max(Number(first), Number(second ?? 0));
    const hours = JP_UNIT[unit ?? ''];
    if (hours === undefined || !value) continue;
    found.push({ hours: value * hours, ago, start, end: start + whole.length });
  }
  for (const [pattern, hours, ago] of FIXED_JP) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      if (found.some((d) => start < d.end && start + match[0].length > d.start)) continue;
      found.push({ hours, ago, start, end: start + match[0].length });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
