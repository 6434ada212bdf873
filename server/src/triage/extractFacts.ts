// Stage 2: from one normalised message to findings (signs with polarity, duration, count,
// severity, trend, onset, body part), exposures (substance, variant, amount, time) and what the
// message says about the pet. Every rule here is about language, never about a particular case.
// The stages live in factReading.ts (read), findingStages.ts and exposureStages.ts.
import { addBodyTemperature } from './bodyTemperature';
import { exposuresFrom, looseAnswers, yesOrNo } from './exposureStages';
import { read } from './factReading';
import { markPastEpisodes } from './pastEpisodes';
import { attachBloodToWhatCameOut } from './bloodInWhatCameOut';
import {
  addNothingComesOut,
  attachCounts,
  attachCues,
  attachDurations,
  dropAppetiteWhereSomethingWasEaten,
  dropResumedFunctions,
  dropVagueSignsAskedAbout,
  findingsFrom,
  markStoppedSigns,
  appetiteForSomeFoods,
} from './findingStages';
import type { Substance } from './matchers';
import { detectLocale } from './normalise';
import { findProfileHints, type ProfileHints } from './profileHints';
import type { Amount, Exposure, Finding, Locale } from './types';

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

/**
 * One message in one language, as small named stages: read the terms, turn them into findings,
 * refine those with what the sentence says around them, then exposures and loose answers.
 */
function extractIn(raw: string, locale: Locale, turnsAgo: number): MessageFacts {
  const reading = read(raw, locale, turnsAgo);
  const findings = findingsFrom(reading);
  addNothingComesOut(reading, findings);
  attachBloodToWhatCameOut(reading, findings);
  markPastEpisodes(reading, findings);
  addBodyTemperature(reading, findings);
  dropAppetiteWhereSomethingWasEaten(reading, findings);
  appetiteForSomeFoods(reading, findings);
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
