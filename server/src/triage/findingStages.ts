// Stage 2b: the findings of one read message: each sign and normal function named, then refined
// with what its sentence and clause say around it (stopped, asked about, how long, how often, how
// bad, getting worse). Each stage takes the reading and the findings so far; rules are about
// language, never about a particular case.
import {
  clauseIndexer,
  nearest,
  type Located,
  type LocatedFinding,
  type Reading,
} from './factReading';
import { knowledgeBase } from './knowledgeBase';
import type { Finding, Polarity } from './types';

// Words that put a function back after it was missed ("…, then ate", 「…、その後は食べた」).
const RESUMED_EN =
  /\b(?:then|later|afterwards|after that|again|since then|by (?:lunch|dinner|the evening)|in the evening|now)\b/;
const RESUMED_JP = /その後|あとで|後で|夜は|夕方は|昼は|今は|今朝は|普通に|いつも通り|また/;
const COUNT_EN =
  /\b(\d+|once|twice|three|four|five|six|seven|eight|nine|ten|several|multiple|many|a few|a couple of)\s*(times|x|episodes?|bouts?)\b|\b(once|twice)\b/g;
const COUNT_JP = /(\d+)(回|度)|何度も|なんども|何回も|なんかいも|繰り返し|くりかえし|頻繁に/g;
const NOTHING_OUT: Record<string, string> = {
  retching: 'retching_unproductive',
  vomiting: 'retching_unproductive',
  straining_urinate: 'anuria',
  blood_in_urine: 'anuria',
  inappropriate_urination: 'anuria',
  frequent_urination: 'anuria',
  constipation: 'no_droppings',
  egg_binding: 'egg_binding',
};
const NUMBER_WORDS = knowledgeBase.lexicon.en.numbers as Record<string, number>;

function countValue(word: string): number {
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.replace(/^a /, '').replace(/ of$/, '')] ?? 2;
}

function invert(polarity: Polarity): Polarity {
  if (polarity === 'present') return 'absent';
  if (polarity === 'absent') return 'present';
  return 'unsure';
}

/** Each sign and normal function named, with its polarity ("hasn't eaten" ⇒ anorexia present). */
const NEGATED_DEGREE = /\b(?:not|n't|never|isn't|wasn't|aren't)\s*$/;

/** The few characters right before a cue ("not " in "not very"). */
function before(reading: Reading, cue: { start: number }): string {
  return reading.text.slice(Math.max(0, cue.start - 12), cue.start);
}

export function findingsFrom(reading: Reading): LocatedFinding[] {
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

export function addNothingComesOut(reading: Reading, findings: LocatedFinding[]): void {
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
    // The nearest thing the keeper described trying to do, skipping what cannot "come out"
    // ("peeing blood and crying in the tray, nothing coming out": the crying is not the target).
    const target = before.filter((f) => NOTHING_OUT[f.id]).at(-1);
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

export function dropAppetiteWhereSomethingWasEaten(
  reading: Reading,
  findings: LocatedFinding[],
): void {
  const { substanceMatches, sentenceOf } = reading;
  // "ate the grapes" says nothing about appetite.
  const exposureSentences = new Set(substanceMatches.map((m) => sentenceOf(m.start)));
  for (let i = findings.length - 1; i >= 0; i -= 1) {
    const f = findings[i] as Finding & Located;
    if (f.id === 'anorexia' && f.fromFunction && exposureSentences.has(f.sentence))
      findings.splice(i, 1);
  }
}

// The keeper says the pet still eats something: "won't eat his pellets but still eats hay",
// 「ドライフードは食べないけどおやつは食べる」. Refusing one food while taking another is a poorer
// appetite, not a pet that eats nothing.
const FOODS =
  'hay|treats?|pellets|kibble|biscuits?|chicken|rice|wet food|dry food|greens|veg|vegetables|grass|meat|fish|tuna|gravy|cheese|ham|snacks?|fruit|seeds|millet|insects|crickets|mealworms|human food';
const STILL_EATS_EN = new RegExp(
  `\\b(?:still|but|only|just)\\s+(?:eats|eating|takes|taking|will eat|does eat|is eating|accepts|nibbles|nibbling|picks at)\\b|,\\s*(?:only|just)\\s+(?:the\\s+|some\\s+)?(?:${FOODS})\\b|\\beats\\s+(?:\\w+\\s+){1,3}but\\s+(?:not|will not|does not)\\b`,
);
const STILL_EATS_JP =
  /(?:は|だけ|なら|だけは)(?:食べ|たべ)(?:る|ます(?!ん)|てる|ています|てくれ|れる)|(?:は|だけ)口にす/;

export function appetiteForSomeFoods(reading: Reading, findings: LocatedFinding[]): void {
  const stillEats = (reading.locale === 'en' ? STILL_EATS_EN : STILL_EATS_JP).test(reading.text);
  if (!stillEats) return;
  for (let i = findings.length - 1; i >= 0; i -= 1) {
    const finding = findings[i] as LocatedFinding;
    if (finding.id !== 'anorexia' || finding.polarity !== 'present') continue;
    if (findings.some((f) => f.id === 'decreased_appetite')) findings.splice(i, 1);
    else findings[i] = { ...finding, id: 'decreased_appetite' };
  }
}

export function markStoppedSigns(reading: Reading, findings: LocatedFinding[]): void {
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
      // "it has stopped now but there was a lot of blood": how much was lost, said of bleeding
      // that stopped, is not bleeding that will not stop (unless the words say it goes on).
      if (BLEEDING_SIGNS.has(target.id)) {
        for (const f of findings) {
          if (
            f.id === 'bleeding_uncontrolled' &&
            f.sentence === target.sentence &&
            f.polarity === 'present' &&
            BLOOD_AMOUNT.test(f.evidence)
          )
            f.polarity = 'absent';
        }
      }
    }
  }
}

/** Signs that are bleeding: one said to have stopped makes an amount of blood a past loss. */
const BLEEDING_SIGNS = new Set([
  'bleeding',
  'nosebleed',
  'mouth_bleeding',
  'bleeding_uncontrolled',
]);
/** Evidence of bleeding_uncontrolled that says how much blood, not that it goes on. */
const BLOOD_AMOUNT =
  /^(?:(?:a lot|lots|loads) of blood|blood everywhere|pooling blood|大量に出血|大量の出血)$/;

export function dropVagueSignsAskedAbout(reading: Reading, findings: LocatedFinding[]): void {
  const { sentences } = reading;
  // "is he sick?": a vague word inside a question asks, it does not report.
  for (let i = findings.length - 1; i >= 0; i -= 1) {
    const f = findings[i] as Finding & Located;
    const sentence = sentences[f.sentence] ?? '';
    if (f.id === 'vague_unwell' && /\?\s*$/.test(sentence.trim())) findings.splice(i, 1);
  }
}

export function attachDurations(reading: Reading, findings: LocatedFinding[]): void {
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

/**
 * "Once or twice a week", 週に1、2回: how often over weeks, not how many times now — a sign that
 * keeps coming back (its duration counts), not a single episode.
 */
function recurring(locale: 'en' | 'jp', text: string, start: number, end: number): boolean {
  if (locale === 'en')
    return /^(?:\s*(?:or|to|-)\s*(?:\w+)(?: times)?)?\s*(?:a|per|every|each) (?:week|month|fortnight)|^\s*(?:weekly|monthly)/.test(
      text.slice(end, end + 30),
    );
  return /(?:週|月|週間|ヶ月|か月)に?(?:[0-9、,〜~-]*)$/.test(
    text.slice(Math.max(0, start - 8), start),
  );
}

export function attachCounts(
  reading: Reading,
  findings: LocatedFinding[],
): { start: number; end: number; value: number }[] {
  const { locale, text, tokens, sentenceOf, conceptMatches } = reading;
  // Counts: "vomited 5 times", 3回吐いた, 何度も.
  const counts = [...text.matchAll(locale === 'en' ? COUNT_EN : COUNT_JP)]
    .filter((m) => !recurring(locale, text, m.index ?? 0, (m.index ?? 0) + m[0].length))
    .map((m) => {
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

/**
 * Severity, trend and onset words belong to the signs of their own clause ("vomiting again but
 * the limp is better": only the limp is better); a clause without a sign of its own ("…and it is
 * getting worse") speaks for its sentence.
 */
export function attachCues(reading: Reading, findings: LocatedFinding[]): void {
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
    // "not very hungry", "not a lot": a negated intensity is a mild degree, not a severe one.
    if (kind === 'severe' && reading.locale === 'en' && NEGATED_DEGREE.test(before(reading, cue)))
      continue;
    if (kind === 'severe') target.severity = 'severe';
    if (kind === 'mild' && target.severity === undefined) target.severity = 'mild';
    if (kind === 'sudden') target.onset = 'sudden';
    if (kind === 'gradual') target.onset = 'gradual';
  }
}

/**
 * "skipped breakfast, then ate her dinner": a missing function that came back later in the
 * message is an episode that is over, not the sign.
 */
export function dropResumedFunctions(reading: Reading, findings: LocatedFinding[]): void {
  const resumed = reading.locale === 'en' ? RESUMED_EN : RESUMED_JP;
  for (const back of findings.filter((f) => f.fromFunction && f.polarity === 'absent')) {
    for (let i = findings.length - 1; i >= 0; i -= 1) {
      const gone = findings[i] as LocatedFinding;
      if (gone.id !== back.id || gone.polarity === 'absent' || gone.end > back.start) continue;
      if (resumed.test(reading.text.slice(gone.end, back.end))) findings.splice(i, 1);
    }
  }
}
