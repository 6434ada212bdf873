// Stage 2a: is each mentioned sign present, absent or unsure? English: a negation cue before the
// term within its clause ("no vomiting or diarrhoea", "hasn't eaten since yesterday", "stopped
// drinking"); Japanese: a negating ending after the term within its clause (吐いていない, 食べない),
// except endings that mean "won't stop" (止まらない). Uncertainty ("maybe", "I think", かもしれない)
// gives unsure, which the engine treats like present.
import { japaneseVariants } from './japaneseForms';
import { knowledgeBase } from './knowledgeBase';
import type { Cue } from './matchers';
import type { PhraseMatch } from './phraseMatcher';
import type { Token } from './normalise';
import type { Polarity } from './types';

const CLAUSE_STARTERS = new Set(knowledgeBase.lexicon.en.clauseStarters);
const NOMINAL_REACH = 9;
const VERBAL_REACH = 6;

export function englishPolarity(
  tokens: readonly Token[],
  match: { from: number; to: number },
  cues: readonly PhraseMatch<Cue>[],
  /** A normal function ("eating normally"): a list negation ("no vomiting, …") does not reach it across a comma. */
  isFunction = false,
): Polarity {
  let negated = false;
  let uncertain = false;
  // Walk back from the term to the start of its clause, looking for the nearest cue. Cues come
  // sorted by position; only the dozen tokens before the term can matter.
  let last = -1;
  for (let lo = 0, hi = cues.length - 1; lo <= hi;) {
    const mid = (lo + hi) >> 1;
    if ((cues[mid] as PhraseMatch<Cue>).to <= match.from) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const before: PhraseMatch<Cue>[] = [];
  for (let i = last; i >= 0; i -= 1) {
    const cue = cues[i] as PhraseMatch<Cue>;
    if (match.from - cue.to > 12) break;
    before.push(cue);
  }
  before.sort((a, b) => b.to - a.to);
  for (const cue of before) {
    const between = tokens.slice(cue.to, match.from);
    if (cue.payload.kind === 'breaker') break;
    const hardStop = between.some((t) => t.text !== ',' && t.boundary);
    if (hardStop) break;
    if (cue.payload.kind === 'uncertain' || cue.payload.kind === 'pseudo') {
      if (
        cue.payload.kind === 'uncertain' ||
        /sure|idea|certain/.test(
          tokens
            .slice(cue.from, cue.to)
            .map((t) => t.text)
            .join(' '),
        )
      ) {
        if (match.from - cue.to <= 10) uncertain = true;
      }
      if (cue.payload.kind === 'pseudo') break;
      continue;
    }
    if (cue.payload.kind !== 'negation') continue;
    const distance = match.from - cue.to;
    if (cue.payload.scope === 'verbal') {
      const scopeEnds = between.some(
        (t, i) => t.text === ',' || t.text === 'and' || (t.text === 'but' && i >= 0),
      );
      if (!scopeEnds && distance <= VERBAL_REACH) negated = true;
    } else {
      const scopeEnds = between.some((t, i) => {
        const next = between[i + 1];
        if (isFunction && t.text === ',') return true;
        return (
          (t.text === 'and' || t.text === ',') &&
          next !== undefined &&
          CLAUSE_STARTERS.has(next.text)
        );
      });
      if (!scopeEnds && distance <= NOMINAL_REACH) negated = true;
    }
    break;
  }
  if (!uncertain) {
    // "he ate some grapes, I think" / "grapes maybe?"
    const after = cues.find(
      (c) => c.from >= match.to && c.from - match.to <= 4 && c.payload.kind === 'uncertain',
    );
    if (after && !tokens.slice(match.to, after.from).some((t) => t.boundary && t.text !== ','))
      uncertain = true;
  }
  if (negated) return 'absent';
  return uncertain ? 'unsure' : 'present';
}

const JP = knowledgeBase.lexicon.jp;
const JP_BOUNDARY = new RegExp(
  JP.clauseBoundaries
    .map((b) => b.replace(/[.*+?^${}()|[\]\\\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`)))
    .join('|'),
);
// 止まらない is no negation of the sign, nor are 止まりません and 止まらず.
const JP_NOT_NEGATION = [...new Set(JP.notNegation.flatMap(japaneseVariants))].sort(
  (a, b) => b.length - a.length,
);
const JP_NEGATION = new RegExp(
  `(${JP.negationSuffixes.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
);
const JP_UNCERTAIN = new RegExp(JP.uncertaintyCues.join('|'));
/**
 * A simile, not a hedge: the sign is like something else named after it (うんちがシャバシャバの
 * 水みたい, "watery, like water"; 便が泥のよう). A hedge's みたい or ような follows the sign itself or
 * a verb (下痢みたい, 吐いたみたい: "seems to").
 */
const JP_SIMILE = /^[のがはも][\p{Script=Han}\p{Script=Katakana}ー]{1,6}(?:みたい|のよう|っぽ)/u;
const JP_INSTRUCTION =
  /来て|来るよう|連れて|言われ|受診|再診|来院|病院に行|病院へ行|連絡し|電話し|ください|ように|つもり/;

function japaneseWindow(text: string, from: number, limit: number): string {
  const window = text.slice(from, Math.min(limit, from + 14));
  const boundary = window.search(JP_BOUNDARY);
  const clause = boundary === -1 ? window : window.slice(0, boundary);
  // A te-form joins the next verb: in 咳き込んで眠れない the ない belongs to 眠れる, not to 咳.
  // (ていない / てない / ておらず / ても / てはいない stay with the verb before them.)
  const joined = clause.search(/[てで](?![いなおもしまは])/);
  const joinedClause = joined === -1 ? clause : clause.slice(0, joined);
  // 〜たまま keeps a state while the next verb happens: in 腫れたまま戻らない the ない is 戻る's.
  const kept = joinedClause.search(/(?<=[たんだ])まま/);
  return kept === -1 ? joinedClause : joinedClause.slice(0, kept);
}

/** Polarity of every Japanese match; matches must be sorted by position. */
export function japanesePolarities(
  text: string,
  matches: readonly { start: number; end: number; negationIncluded?: boolean }[],
): Polarity[] {
  const result: Polarity[] = matches.map((match, index) => {
    const next = matches[index + 1];
    // A term that itself ends in a te-form (転がって) is joined to the next verb, like above.
    const joinedByTerm =
      /[てで]$/.test(text.slice(match.start, match.end)) &&
      !/^[いなおもしまは]/.test(text.slice(match.end));
    const window = joinedByTerm
      ? ''
      : japaneseWindow(text, match.end, next ? next.start : text.length);
    const before =
      text
        .slice(Math.max(0, match.start - 12), match.start)
        .split(JP_BOUNDARY)
        .pop() ?? '';
    if (match.negationIncluded) return JP_UNCERTAIN.test(window) ? 'unsure' : 'present';
    const stripped = JP_NOT_NEGATION.reduce((w, phrase) => w.split(phrase).join('＿'), window);
    // The Kansai negative right after the verb's stem: 食べへん, 飲まへん, 出えへん, 見いひん.
    if (JP_NEGATION.test(stripped) || /^(?:へん|ひん|えへん|いひん|おへん)/.test(stripped))
      return 'absent';
    if (
      (JP_UNCERTAIN.test(window) && !JP_SIMILE.test(window)) ||
      /たぶん|多分|おそらく/.test(before)
    )
      return 'unsure';
    // A condition, not an event: また吐いたら来てと言われた ("come back if he vomits again"). たら
    // is also "when" (食べたら吐いた: he ate, then vomited): a condition only when what follows
    // is an instruction or a plan.
    const rest = text.slice(match.end).split(/[。！？!?\n]/)[0] ?? '';
    const ending = text.slice(match.end - 1, match.end + 6);
    if (/^[^、。,]{0,5}?[ただ]ら(?!しい|れ)/.test(ending) && JP_INSTRUCTION.test(rest))
      return 'unsure';
    return 'present';
  });
  // 下痢も嘔吐もない: a negation at the end of a list covers the whole list.
  for (let i = matches.length - 2; i >= 0; i -= 1) {
    const current = matches[i];
    const next = matches[i + 1];
    if (!current || !next || result[i + 1] !== 'absent' || result[i] !== 'present') continue;
    const gap = text.slice(current.end, next.start);
    if (/^(?:も|や|と|とか|も、|や、|、|,)$/.test(gap)) result[i] = 'absent';
  }
  return result;
}
