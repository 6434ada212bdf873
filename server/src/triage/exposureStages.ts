// Stage 2c: what one read message says was eaten or touched (substance, variant, amount, when),
// the answers given without naming the substance, and a bare yes or no.
import type { Reading } from './factReading';
import { knowledgeBase } from './knowledgeBase';
import { matchers, type Substance } from './matchers';
import type { PhraseMatch } from './phraseMatcher';
import { findAmountsEnglish } from './amountsEnglish';
import { findAmountsJapanese } from './amountsJapanese';
import { combineAmounts, type AmountMention } from './quantities';
import type { Amount, Exposure, Polarity } from './types';

const EXPOSURE_EN =
  /\b(?:ate|eaten|eat|eats|eating|swallow(?:ed|s)?|chew(?:ed|ing)?|lick(?:ed|ing)?|drank|drunk|drink(?:ing)?|consum(?:ed|e)|got into|get into|getting into|gotten into|been into|into the|into my|into his|into her|stole|snatched|gobbled|devoured|scoffed|wolfed|grabbed|had some|had a|had the|found|took|gave|given|fed|feed|applied|apply|put|used|rubbed|sprayed|sniff(?:ed)?|inhaled?|exposed|bit|bitten|bite|groom(?:ed|ing)|played with|playing with|walked through|rolled in|in contact|touched|breathed|near|on (?:him|her|it|the cat|my cat)|fumes|smoke|burnt|burned|overheated|empty|missing|wrapper)\b/;
const EXPOSURE_JP =
  /食べ|たべ|飲み込|のみこ|飲ん|のん|舐め|なめ|かじ|齧|誤飲|誤食|口に|くわえ|与え|あげ|塗|つけ|付け|垂らし|浴び|吸|盗み食い|拾い食い|触れ|使っ|接触|空焚き|焦が|袋を破|なくなって|散らか/;
const HYPOTHETICAL_EN =
  /^(?:can|could|should|may|is it (?:ok|okay|safe|bad)|are (?:\w+ ){0,3}(?:safe|toxic|poisonous|bad|ok)|is (?:\w+ ){0,3}(?:safe|toxic|poisonous|bad|ok)|what (?:if|should i do if|happens if|do i do if|foods|plants)|how (?:much|many) (?:\w+ ){0,4}(?:is|are|would be) (?:toxic|safe|dangerous|too much)|how (?:do|can|should) i (?:prevent|know|tell|keep)|which (?:foods|plants))\b/;
const PAST_EN =
  /\b(?:ate|eaten|swallowed|chewed|licked|drank|got into|stole|has eaten|just ate|had eaten|consumed|already)\b/;
const HYPOTHETICAL_JP =
  /ても(?:大丈夫|いい|よい|平気|問題)|させても|あげても|与えても|(?:は|って)(?:危険|大丈夫|毒|有害)(?:ですか|なの|ですか\?|\?)|どのくらい(?:で|から)中毒|予防|防ぐには|もし.*(?:たら|ば)/;
const PAST_JP =
  /食べた|食べて(?:しま|ちゃ)|食べちゃ|飲み込んだ|飲み込んじゃ|飲んだ|飲んじゃ|舐めた|なめた|舐めちゃ|なめちゃ|かじった|かじっちゃ|誤飲した|口にした/;

const SPECIFIC_DRUGS = new Set([
  'ibuprofen',
  'naproxen',
  'aspirin',
  'paracetamol',
  'rabbit_antibiotic',
  'caffeine',
  'nicotine',
]);
const YES_EN = new Set(knowledgeBase.lexicon.en.yes);
const NO_EN = new Set(knowledgeBase.lexicon.en.no);

export function exposuresFrom(reading: Reading): Exposure[] {
  const { locale, text, sentences, sentenceOf, substanceMatches, polarities, durations, turnsAgo } =
    reading;
  // Exposures: a substance in a sentence that says it was eaten or touched, not a question about it.
  const substancePolarity = polarities(substanceMatches);
  const exposures: Exposure[] = [];
  const amountsFor = (toxinId: string): AmountMention[] => {
    const toxin = knowledgeBase.toxins.get(toxinId);
    return locale === 'en' ? findAmountsEnglish(text, toxin) : findAmountsJapanese(text, toxin);
  };
  const byToxin = new Map<string, { matches: PhraseMatch<Substance>[]; polarity: Polarity[] }>();
  substanceMatches.forEach((match, index) => {
    const entry = byToxin.get(match.payload.toxinId) ?? { matches: [], polarity: [] };
    entry.matches.push(match);
    entry.polarity.push(substancePolarity[index] ?? 'present');
    byToxin.set(match.payload.toxinId, entry);
  });
  const sentenceText = (index: number): string => sentences[index] ?? '';
  for (const [toxinId, { matches, polarity }] of byToxin) {
    const sentenceIds = [...new Set(matches.map((m) => sentenceOf(m.start)))];
    const context = sentenceIds.map(sentenceText).join(' ');
    // "Can dogs eat grapes? He just ate a handful": the question is followed by the event, told
    // in the next sentence without naming the substance again.
    const told = `${context} ${sentenceIds.map((i) => sentenceText(i + 1)).join(' ')}`;
    const hypothetical =
      locale === 'en'
        ? sentenceIds.every((i) => HYPOTHETICAL_EN.test(sentenceText(i).trim())) &&
          !PAST_EN.test(told)
        : HYPOTHETICAL_JP.test(context) && !PAST_JP.test(told);
    if (hypothetical) continue;
    const mentions = amountsFor(toxinId).filter(
      (a) => sentenceIds.includes(sentenceOf(a.start)) || byToxin.size === 1,
    );
    const amount = combineAmounts(mentions, knowledgeBase.toxins.get(toxinId)?.servings[0]);
    const verb = locale === 'en' ? EXPOSURE_EN.test(context) : EXPOSURE_JP.test(context);
    const stated: Polarity =
      polarity.includes('absent') && !polarity.includes('present')
        ? 'absent'
        : polarity.includes('unsure')
          ? 'unsure'
          : 'present';
    const exposurePolarity: Polarity = stated === 'present' && !verb && !amount ? 'unsure' : stated;
    const variant = matches.find((m) => m.payload.variantId)?.payload.variantId;
    const ago =
      durations.find((d) => d.ago && sentenceIds.includes(sentenceOf(d.start))) ??
      durations.find((d) => d.ago);
    const first = matches[0] as PhraseMatch<Substance>;
    exposures.push({
      toxinId,
      ...(variant ? { variantId: variant } : {}),
      polarity: exposurePolarity,
      ...(amount ? { amount } : {}),
      ...(ago ? { hoursAgo: ago.hours } : {}),
      evidence: text.slice(first.start, first.end),
      turnsAgo,
    });
  }

  // "my ibuprofen tablets": the specific drug, not also "a human medicine".
  if (exposures.some((e) => SPECIFIC_DRUGS.has(e.toxinId))) {
    const generic = exposures.findIndex((e) => e.toxinId === 'human_medicine');
    if (generic !== -1) exposures.splice(generic, 1);
  }

  return exposures;
}

export function looseAnswers(
  reading: Reading,
  exposures: readonly Exposure[],
): { looseAmount?: Amount; looseVariants: Substance[]; looseHoursAgo?: number } {
  const { locale, text, tokens, durations } = reading;
  // Answers given without naming the substance: "about 50 g", "dark", "2 hours ago".
  let looseAmount: Amount | undefined;
  const looseVariants: Substance[] = [];
  if (
    exposures.length === 0 &&
    (locale === 'jp'
      ? /\d|半分|少し|ちょっと|一口|ひと口/.test(text)
      : /\d|half|handful|bit|lick|bar|piece|quarter|whole|dark|milk|white|baking|cocoa/.test(text))
  ) {
    const mentions =
      locale === 'en' ? findAmountsEnglish(text, undefined) : findAmountsJapanese(text, undefined);
    looseAmount = combineAmounts(
      mentions.filter((m) => m.fraction === undefined || mentions.length > 1),
    );
    const shorts =
      locale === 'en'
        ? matchers.shortVariants.matchEnglish(tokens)
        : matchers.shortVariants.matchJapanese(text);
    for (const s of shorts) looseVariants.push(s.payload);
  }
  const looseHoursAgo = durations.find((d) => d.ago)?.hours;

  return { looseAmount, looseVariants, looseHoursAgo };
}

/** A bare "yes"/"no" (or はい/いいえ) at the start of the message. */
export function yesOrNo(reading: Reading): 'yes' | 'no' | null {
  const { locale, text, tokens } = reading;
  let answer: 'yes' | 'no' | null = null;
  if (locale === 'en') {
    const head = tokens
      .filter((t) => !t.boundary)
      .slice(0, 4)
      .map((t) => t.text);
    for (let n = 4; n >= 1 && answer === null; n -= 1) {
      const phrase = head.slice(0, n).join(' ');
      if (NO_EN.has(phrase)) answer = 'no';
      else if (YES_EN.has(phrase)) answer = 'yes';
    }
  } else {
    const head = text.slice(0, 8);
    if (knowledgeBase.lexicon.jp.no.some((w) => head.startsWith(w))) answer = 'no';
    else if (knowledgeBase.lexicon.jp.yes.some((w) => head.startsWith(w))) answer = 'yes';
  }

  return answer;
}
