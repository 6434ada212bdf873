// Stage 2: from one normalised message to findings (signs with polarity, duration, count,
// severity, trend, onset, body part), exposures (substance, variant, amount, time) and what the
// message says about the pet. Every rule here is about language, never about a particular case.
import { findDurationsEnglish, findDurationsJapanese, type DurationMention } from './durations';
import { knowledgeBase } from './knowledgeBase';
import { matchers, type Concept, type Cue, type Substance } from './matchers';
import {
  detectLocale,
  normaliseEnglish,
  normaliseJapanese,
  tokenise,
  type Token,
} from './normalise';
import { correctTypos, withKeys, type PhraseMatch } from './phraseMatcher';
import { englishPolarity, japanesePolarities } from './polarity';
import { findProfileHints, type ProfileHints } from './profileHints';
import {
  combineAmounts,
  findAmountsEnglish,
  findAmountsJapanese,
  type AmountMention,
} from './quantities';
import type { Amount, Exposure, Finding, Locale, Polarity } from './types';

export interface MessageFacts {
  locale: Locale;
  findings: Finding[];
  exposures: Exposure[];
  hints: ProfileHints;
  /** Amounts and chocolate types said without naming the substance (answers to a question). */
  looseAmount?: Amount;
  looseVariants: Substance[];
  looseHoursAgo?: number;
  /** Counts and lengths said without naming the sign ("three times since this morning"). */
  looseCount?: number;
  looseDurationHours?: number;
  /** A bare "yes"/"no" (or はい/いいえ) answer. */
  answer: 'yes' | 'no' | null;
  /** Something health-related was recognised. */
  understood: boolean;
}

interface Located {
  polarity: Polarity;
  /** Derived from a normal function ("didn't eat" ⇒ anorexia), not named as a sign. */
  fromFunction?: boolean;
  start: number;
  end: number;
  sentence: number;
  evidence: string;
}

// Words that put a function back after it was missed ("…, then ate", 「…、その後は食べた」).
const RESUMED_EN =
  /\b(?:then|later|afterwards|after that|again|since then|by (?:lunch|dinner|the evening)|in the evening|now)\b/;
const RESUMED_JP = /その後|あとで|後で|夜は|夕方は|昼は|今は|今朝は|普通に|いつも通り|また/;
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
  /食べた|食べて(?:しま|ちゃ)|飲み込んだ|飲んだ|舐めた|なめた|かじった|誤飲した|口にした/;

const COUNT_EN =
  /\b(\d+|once|twice|three|four|five|six|seven|eight|nine|ten|several|multiple|many|a few|a couple of)\s*(times|x|episodes?|bouts?)\b|\b(once|twice)\b/g;
const COUNT_JP = /(\d+)(回|度)|何度も|なんども|何回も|なんかいも|繰り返し|くりかえし|頻繁に/g;
const SPECIFIC_DRUGS = new Set([
  'ibuprofen',
  'naproxen',
  'aspirin',
  'paracetamol',
  'rabbit_antibiotic',
  'caffeine',
  'nicotine',
]);
const NOTHING_OUT: Record<string, string> = {
  retching: 'retching_unproductive',
  vomiting: 'retching_unproductive',
  straining_urinate: 'anuria',
  inappropriate_urination: 'anuria',
  frequent_urination: 'anuria',
  constipation: 'no_droppings',
  egg_binding: 'egg_binding',
};
const NUMBER_WORDS = knowledgeBase.lexicon.en.numbers as Record<string, number>;

const YES_EN = new Set(knowledgeBase.lexicon.en.yes);
const NO_EN = new Set(knowledgeBase.lexicon.en.no);

function countValue(word: string): number {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.replace(/^a /, '').replace(/ of$/, '')] ?? 2;
}

function sentenceIndexer(text: string, locale: Locale): (offset: number) => number {
  const ends: number[] = [];
  const pattern = locale === 'en' ? /[.!?\n]+/g : /[。！？!?\n]+/g;
  for (const m of text.matchAll(pattern)) ends.push((m.index ?? 0) + m[0].length);
  return (offset) => ends.filter((end) => end <= offset).length;
}

function nearest<T extends { start: number; end: number }>(
  items: readonly T[],
  at: { start: number; end: number },
): T | undefined {
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const item of items) {
    const d =
      item.end <= at.start ? at.start - item.end : item.start >= at.end ? item.start - at.end : 0;
    if (d < bestDistance) {
      best = item;
      bestDistance = d;
    }
  }
  return best;
}

function invert(polarity: Polarity): Polarity {
  if (polarity === 'present') return 'absent';
  if (polarity === 'absent') return 'present';
  return 'unsure';
}

/**
 * A message mixing both languages ("my dog 吐いています", a pasted label) is read in both, and the
 * answer language follows the script most of it is written in.
 */
export function extractFacts(raw: string, turnsAgo: number): MessageFacts {
  const japaneseChars = (raw.match(/[\u3040-\u30ff\u4e00-\u9fff]/g) ?? []).length;
  const englishWords = (raw.match(/[A-Za-z]{2,}/g) ?? []).length;
  if (japaneseChars === 0 || englishWords < 3) return extractIn(raw, detectLocale(raw), turnsAgo);
  const jp = extractIn(raw, 'jp', turnsAgo);
  const en = extractIn(
    raw.replace(/[\u3040-\u30ff\u4e00-\u9fff。、！？]+/g, ' . '),
    'en',
    turnsAgo,
  );
  const main = japaneseChars >= englishWords * 3 ? jp : en;
  const other = main === jp ? en : jp;
  return {
    ...main,
    findings: [
      ...main.findings,
      ...other.findings.filter((f) => !main.findings.some((m) => m.id === f.id)),
    ],
    exposures: [
      ...main.exposures,
      ...other.exposures.filter((e) => !main.exposures.some((m) => m.toxinId === e.toxinId)),
    ],
    hints: {
      ...other.hints,
      ...main.hints,
      conditionTags: [...new Set([...main.hints.conditionTags, ...other.hints.conditionTags])],
    },
    understood: main.understood || other.understood,
  };
}

interface Reading {
  raw: string;
  locale: Locale;
  turnsAgo: number;
  /** The normalised message, and (English) its tokens with typos corrected and concept keys. */
  text: string;
  tokens: Token[];
  sentenceOf: (offset: number) => number;
  sentences: string[];
  conceptMatches: PhraseMatch<Concept>[];
  substanceMatches: PhraseMatch<Substance>[];
  cueMatches: PhraseMatch<Cue>[];
  polarities: (matches: readonly PhraseMatch<unknown>[]) => Polarity[];
  located: (match: PhraseMatch<unknown>, polarity: Polarity) => Located;
  durations: DurationMention[];
}

type LocatedFinding = Finding & Located;

/**
 * One message in one language, as small named stages: read the terms, turn them into findings,
 * refine those with what the sentence says around them, then exposures and loose answers.
 */
function extractIn(raw: string, locale: Locale, turnsAgo: number): MessageFacts {
  const reading = read(raw, locale, turnsAgo);
  const findings = findingsFrom(reading);
  addNothingComesOut(reading, findings);
  dropAppetiteWhereSomethingWasEaten(reading, findings);
  markStoppedSigns(reading, findings);
  dropVagueSignsAskedAbout(reading, findings);
  attachDurations(reading, findings);
  const counts = attachCounts(reading, findings);
  attachCues(reading, findings);
  dropResumedFunctions(reading, findings);
  const exposures = exposuresFrom(reading);
  const loose = looseAnswers(reading, exposures);
  const { text, tokens, durations } = reading;
  const hints = findProfileHints(text, tokens, locale);
  const answer = yesOrNo(reading);
  const { looseAmount, looseVariants, looseHoursAgo } = loose;
  const noSignNamed = findings.every((f) => f.polarity === 'absent');
  return {
    locale,
    findings: findings.map(
      ({ start: _s, end: _e, sentence: _n, fromFunction: _f, ...finding }) => finding,
    ),
    exposures,
    hints,
    ...(looseAmount ? { looseAmount } : {}),
    looseVariants,
    ...(looseHoursAgo !== undefined ? { looseHoursAgo } : {}),
    answer,
    ...(noSignNamed && counts[0] ? { looseCount: counts[0].value } : {}),
    ...(noSignNamed && durations.some((d) => !d.ago)
      ? { looseDurationHours: durations.find((d) => !d.ago)?.hours }
      : {}),
    understood: findings.length > 0 || exposures.length > 0,
  };
}

/** Normalise, correct, find every term, cue and duration once. */
function read(raw: string, locale: Locale, turnsAgo: number): Reading {
  const text = locale === 'en' ? normaliseEnglish(raw) : normaliseJapanese(raw);
  const tokens: Token[] =
    locale === 'en'
      ? withKeys(correctTypos(tokenise(text), matchers.vocabulary, matchers.knownWords))
      : [];
  const sentenceOf = sentenceIndexer(text, locale);
  const sentences = text.split(
    locale === 'en' ? /(?<=[.!?\n]+)(?![.!?\n])/ : /(?<=[。！？!?\n]+)(?![。！？!?\n])/,
  );

  const conceptMatches: PhraseMatch<Concept>[] =
    locale === 'en'
      ? matchers.concepts.matchEnglish(tokens)
      : matchers.concepts.matchJapanese(text);
  const matchSubstances = (matcher: typeof matchers.substances): PhraseMatch<Substance>[] =>
    locale === 'en' ? matcher.matchEnglish(tokens) : matcher.matchJapanese(text);
  const namedSubstances = matchSubstances(matchers.substances);
  const substanceMatches =
    namedSubstances.length > 0 ? namedSubstances : matchSubstances(matchers.fallbackSubstances);
  const cueMatches: PhraseMatch<Cue>[] =
    locale === 'en' ? matchers.cues.matchEnglish(tokens) : matchers.cues.matchJapanese(text);

  const polarities = (matches: readonly PhraseMatch<unknown>[]): Polarity[] =>
    locale === 'en'
      ? matches.map((m) =>
          englishPolarity(
            tokens,
            m,
            cueMatches,
            (m.payload as Partial<Concept>).kind === 'function',
          ),
        )
      : japanesePolarities(text, matches);
  const located = (match: PhraseMatch<unknown>, polarity: Polarity): Located => ({
    polarity,
    start: match.start,
    end: match.end,
    sentence: sentenceOf(match.start),
    evidence:
      raw.length === text.length
        ? raw.slice(match.start, match.end)
        : text.slice(match.start, match.end),
  });

  const durations: DurationMention[] =
    locale === 'en' ? findDurationsEnglish(text) : findDurationsJapanese(text);
  return {
    raw,
    locale,
    turnsAgo,
    text,
    tokens,
    sentenceOf,
    sentences,
    conceptMatches,
    substanceMatches,
    cueMatches,
    polarities,
    located,
    durations,
  };
}

/**
 * "skipped breakfast, then ate her dinner": a missing function that came back later in the
 * message is an episode that is over, not the sign.
 */
function dropResumedFunctions(reading: Reading, findings: LocatedFinding[]): void {
  const resumed = reading.locale === 'en' ? RESUMED_EN : RESUMED_JP;
  for (const back of findings.filter((f) => f.fromFunction && f.polarity === 'absent')) {
    for (let i = findings.length - 1; i >= 0; i -= 1) {
      const gone = findings[i] as LocatedFinding;
      if (gone.id !== back.id || gone.polarity === 'absent' || gone.end > back.start) continue;
      if (resumed.test(reading.text.slice(gone.end, back.end))) findings.splice(i, 1);
    }
  }
}

/** Each sign and normal function named, with its polarity ("hasn't eaten" ⇒ anorexia present). */
function findingsFrom(reading: Reading): LocatedFinding[] {
  const { conceptMatches, polarities, located, turnsAgo } = reading;
  const conceptPolarity = polarities(conceptMatches);
  const findings: LocatedFinding[] = [];
  conceptMatches.forEach((match, index) => {
    const polarity = conceptPolarity[index] ?? 'present';
    const id =
      match.payload.kind === 'symptom'
        ? match.payload.id
        : knowledgeBase.functions.get(match.payload.id)?.whenAbsent;
    if (!id) return;
    const finalPolarity = match.payload.kind === 'symptom' ? polarity : invert(polarity);
    findings.push({
      id,
      turnsAgo,
      ...located(match, finalPolarity),
      fromFunction: match.payload.kind === 'function',
    });
  });

  return findings;
}

function addNothingComesOut(reading: Reading, findings: LocatedFinding[]): void {
  const { locale, text, sentenceOf } = reading;
  // "…and nothing comes out": the negation of whatever the keeper just described trying to do.
  const nothingOut =
    locale === 'en'
      ? /\b(?:nothing|no pee|no urine|no poop|little or nothing)\s+(?:is\s+)?(?:comes?|came|coming|come)\s+(?:out|up)\b/g
      : /何も出(?:な|ませ|て(?:こ)?な|てきませ|てこな)/g;
  for (const m of text.matchAll(nothingOut)) {
    const at = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    const before = findings.filter(
      (f) => f.sentence === sentenceOf(at.start) && f.end <= at.start && f.polarity !== 'absent',
    );
    const target = before[before.length - 1];
    const mapped = target ? NOTHING_OUT[target.id] : undefined;
    if (target && mapped)
      findings.push({
        ...target,
        id: mapped,
        polarity: 'present',
        start: at.start,
        end: at.end,
        evidence: m[0],
      });
  }
}

function dropAppetiteWhereSomethingWasEaten(reading: Reading, findings: LocatedFinding[]): void {
  const { substanceMatches, sentenceOf } = reading;
  // "ate the grapes" says nothing about appetite.
  const exposureSentences = new Set(substanceMatches.map((m) => sentenceOf(m.start)));
  for (let i = findings.length - 1; i >= 0; i -= 1) {
    const f = findings[i] as Finding & Located;
    if (f.id === 'anorexia' && f.fromFunction && exposureSentences.has(f.sentence))
      findings.splice(i, 1);
  }
}

function markStoppedSigns(reading: Reading, findings: LocatedFinding[]): void {
  const { locale, text, sentenceOf } = reading;
  // "it bled a bit but stopped", "vomited twice but has settled": over, and mild.
  const stoppedPattern =
    locale === 'en'
      ? /\b(?:has |have |had )?(?:now |since )?(?:stopped|settled|resolved|cleared up|gone away|passed)(?=\s*(?:now|already|since|by itself|on its own)?\s*(?:[.,!?;]|$| and| but))/g
      : /(?:止まった|止まりました|治まった|治まりました|おさまった|おさまりました|落ち着いた|落ち着きました)/g;
  for (const m of text.matchAll(stoppedPattern)) {
    const at = { start: m.index ?? 0, end: (m.index ?? 0) + m[0].length };
    const before = findings.filter(
      (f) => f.sentence === sentenceOf(at.start) && f.end <= at.start && f.polarity === 'present',
    );
    const target = before[before.length - 1];
    if (target) {
      target.trend = 'better';
      target.severity = 'mild';
      // Bleeding that has stopped is no longer bleeding.
      if (target.id === 'bleeding') target.polarity = 'absent';
    }
  }
}

function dropVagueSignsAskedAbout(reading: Reading, findings: LocatedFinding[]): void {
  const { sentences } = reading;
  // "is he sick?": a vague word inside a question asks, it does not report.
  for (let i = findings.length - 1; i >= 0; i -= 1) {
    const f = findings[i] as Finding & Located;
    const sentence = sentences[f.sentence] ?? '';
    if (f.id === 'vague_unwell' && /\?\s*$/.test(sentence.trim())) findings.splice(i, 1);
  }
}

function attachDurations(reading: Reading, findings: LocatedFinding[]): void {
  const { durations, sentenceOf } = reading;
  // Durations: first to the nearest finding of their sentence (preferring the one before), then
  // every finding still without one takes the nearest duration of its sentence.
  // Lengths ("for 1 minute") before points in time ("this morning"), which only say when it began.
  for (const duration of [...durations.filter((d) => !d.ago), ...durations.filter((d) => d.ago)]) {
    const sentence = sentenceOf(duration.start);
    const inSentence = findings.filter((f) => f.sentence === sentence);
    const preceding = inSentence.filter(
      (f) => f.end <= duration.start && f.durationHours === undefined,
    );
    const target =
      preceding[preceding.length - 1] ??
      nearest(
        inSentence.filter((f) => f.durationHours === undefined),
        duration,
      );
    if (target) target.durationHours = duration.hours;
  }
  for (const finding of findings) {
    if (finding.durationHours !== undefined) continue;
    const own = nearest(
      durations.filter((d) => sentenceOf(d.start) === finding.sentence),
      finding,
    );
    const fallback =
      durations.length > 0 &&
      findings.every((f) => f.sentence === finding.sentence || f.durationHours === undefined)
        ? durations[0]
        : undefined;
    const chosen = own ?? fallback;
    if (chosen) finding.durationHours = chosen.hours;
  }
}

function attachCounts(
  reading: Reading,
  findings: LocatedFinding[],
): { start: number; end: number; value: number }[] {
  const { locale, text, tokens, sentenceOf, conceptMatches } = reading;
  // Counts: "vomited 5 times", 3回吐いた, 何度も.
  const counts = [...text.matchAll(locale === 'en' ? COUNT_EN : COUNT_JP)].map((m) => {
    const start = m.index ?? 0;
    const value = locale === 'en' ? countValue(m[1] ?? m[3] ?? 'twice') : m[1] ? Number(m[1]) : 4;
    return { start, end: start + m[0].length, value };
  });
  for (const count of counts) {
    const target = nearest(
      findings.filter((f) => f.sentence === sentenceOf(count.start)),
      count,
    );
    if (target && target.count === undefined) target.count = count.value;
  }
  if (locale === 'en') {
    // "two seizures", "3 vomits": a number right before the term.
    conceptMatches.forEach((match, index) => {
      const previous = tokens[match.from - 1];
      const finding = findings[index];
      if (
        previous &&
        finding &&
        finding.count === undefined &&
        (/^\d+$/.test(previous.text) || (NUMBER_WORDS[previous.text] ?? 0) >= 2)
      ) {
        finding.count = countValue(previous.text);
      }
    });
  }
  return counts;
}

const CLAUSE_WORDS_EN = new Set(knowledgeBase.lexicon.en.clauseConjunctions);

/** Which clause of the text an offset is in: sentences split further at commas and "and"/"but". */
function clauseIndexer(reading: Reading): (offset: number) => number {
  const breaks =
    reading.locale === 'en'
      ? reading.tokens.filter((t) => t.boundary || CLAUSE_WORDS_EN.has(t.text)).map((t) => t.start)
      : [...reading.text.matchAll(/[、,。！？!?\n]|けど|けれど|のに/g)].map((m) => m.index ?? 0);
  return (offset) => breaks.filter((at) => at < offset).length;
}

/**
 * Severity, trend and onset words belong to the signs of their own clause ("vomiting again but
 * the limp is better": only the limp is better); a clause without a sign of its own ("…and it is
 * getting worse") speaks for its sentence.
 */
function attachCues(reading: Reading, findings: LocatedFinding[]): void {
  const { cueMatches, sentenceOf } = reading;
  const clauseOf = clauseIndexer(reading);
  for (const cue of cueMatches) {
    const kind = cue.payload.kind;
    if (!['severe', 'mild', 'worse', 'better', 'sudden', 'gradual'].includes(kind)) continue;
    const sentence = sentenceOf(cue.start);
    const sameSentence = findings.filter((f) => f.sentence === sentence);
    const clause = clauseOf(cue.start);
    const sameClause = sameSentence.filter((f) => clauseOf(f.start) === clause);
    const scope = sameClause.length > 0 ? sameClause : sameSentence;
    if (kind === 'worse' || kind === 'better') {
      for (const f of scope.length > 0 ? scope : findings) f.trend = kind;
      continue;
    }
    const target = nearest(scope, cue);
    if (!target) continue;
    if (kind === 'severe') target.severity = 'severe';
    if (kind === 'mild' && target.severity === undefined) target.severity = 'mild';
    if (kind === 'sudden') target.onset = 'sudden';
    if (kind === 'gradual') target.onset = 'gradual';
  }
}

function exposuresFrom(reading: Reading): Exposure[] {
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
    const hypothetical =
      locale === 'en'
        ? sentenceIds.every((i) => HYPOTHETICAL_EN.test(sentenceText(i).trim())) &&
          !PAST_EN.test(context)
        : HYPOTHETICAL_JP.test(context) && !PAST_JP.test(context);
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

function looseAnswers(
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
function yesOrNo(reading: Reading): 'yes' | 'no' | null {
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
