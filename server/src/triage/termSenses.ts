// The words around a term that decide its sense (symptoms.json `senses`): "burned" is a burn
// unless the clause is about a pan, "scratching" is itching unless it is a scratch wound.
import { normaliseJapanese, type Token } from './normalise';
import { clauses, keyOf } from './tokenClauses';
import { conceptKey } from './wordForms';

/** Words around a term that decide its sense, within the same sentence part. */
export interface TermSense {
  /** The term does not apply when one of these is said nearby ("burned" near "pan"). */
  unlessNear?: readonly string[];
  /**
   * Like unlessNear, across the whole sentence ("sleeps all day and runs on his wheel at night":
   * the night is in the next clause).
   */
  unlessInSentence?: readonly string[];
  /** The term applies only when one of these is said nearby. */
  onlyNear?: readonly string[];
  /**
   * Words that, right before the term, make it part of another sign: a "coughing fit" or
   * 咳の発作 is a bout of coughing, 〜ような発作 an episode like the sign named before it.
   */
  notAfter?: readonly string[];
  /**
   * Words that, right after the term, make it part of another word: "pain" in "pain killers",
   * 痛み in 痛み止め (a medicine, not a sign).
   */
  notBefore?: readonly string[];
}

/** A sense with its words as concept keys, ready to compare with a clause's tokens. */
export interface SenseKeys {
  unless: Set<string>;
  unlessInSentence: Set<string>;
  only: Set<string>;
  notAfter: Set<string>;
  notBefore: Set<string>;
}

export function senseKeys(sense: TermSense): SenseKeys {
  return {
    unless: new Set((sense.unlessNear ?? []).map(conceptKey)),
    unlessInSentence: new Set((sense.unlessInSentence ?? []).map(conceptKey)),
    only: new Set((sense.onlyNear ?? []).map(conceptKey)),
    notAfter: new Set((sense.notAfter ?? []).map(conceptKey)),
    notBefore: new Set((sense.notBefore ?? []).map(conceptKey)),
  };
}

/** Whether an English match's clause allows its sense. */
export function senseFits(
  tokens: readonly Token[],
  match: { from: number; to: number; cover?: number[]; words?: number[] },
  sense: SenseKeys | undefined,
): boolean {
  if (!sense) return true;
  // The word before the term's last word: "had a coughing fit" matches "had a fit" around it.
  const last = match.words?.at(-1) ?? match.cover?.at(-1) ?? match.to - 1;
  const previous = tokens[last - 1];
  if (previous && !previous.boundary && sense.notAfter.has(keyOf(previous))) return false;
  const next = tokens[last + 1];
  if (next && !next.boundary && sense.notBefore.has(keyOf(next))) return false;
  const own = new Set(
    match.words ??
      match.cover ??
      Array.from({ length: match.to - match.from }, (_, i) => i + match.from),
  );
  // The term's clause, read across commas ("stung by a bee, the paw is swollen") but not across
  // "and" / "but" ("getting thin and his fur is dull" is about weight).
  const parts = clauses(tokens, true);
  const at = parts.findIndex(([a, b]) => a <= match.from && match.from < b);
  const [from, to] = parts[at] ?? [match.from, match.to];
  const wordsIn = (a: number, b: number): Set<string> => {
    const words = new Set<string>();
    for (let i = a; i < b; i += 1) if (!own.has(i)) words.add(keyOf(tokens[i] as Token));
    return words;
  };
  const near = wordsIn(from, Math.max(to, match.to));
  if ([...sense.unless].some((k) => near.has(k))) return false;
  if (sense.unlessInSentence.size > 0) {
    const isEnd = (t: Token | undefined): boolean => !!t?.boundary && /[.!?\n]/.test(t.text);
    let start = match.from;
    while (start > 0 && !isEnd(tokens[start - 1])) start -= 1;
    let end = match.to;
    while (end < tokens.length && !isEnd(tokens[end])) end += 1;
    const sentence = wordsIn(start, end);
    if ([...sense.unlessInSentence].some((k) => sentence.has(k))) return false;
  }
  // What the term is about may have been named in the clause before ("his eye is red and he keeps
  // it shut"): the topic a sense needs is looked for there too.
  const topic =
    at > 0 ? new Set([...near, ...wordsIn(...(parts[at - 1] as [number, number]))]) : near;
  if (sense.only.size > 0 && ![...sense.only].some((k) => topic.has(k))) return false;
  return true;
}

/** How a Japanese sign word qualifies the term after it: 咳の発作, 咳のような発作, 咳みたいな発作. */
const LINKS = [
  'の',
  'のような',
  'のような感じの',
  'ような',
  'みたいな',
  'っぽい',
  '様な',
  'の様な',
];

/** Whether the sentence around a Japanese match allows its sense. */
export function japaneseSenseFits(
  text: string,
  start: number,
  end: number,
  sense: TermSense,
): boolean {
  const before =
    text
      .slice(0, start)
      .split(/[。！？!?\n]/)
      .pop() ?? '';
  const after = text.slice(end).split(/[。！？!?\n]/)[0] ?? '';
  const jp = (words: readonly string[] | undefined): string[] =>
    (words ?? []).filter((w) => /[\u3040-\u30ff\u4e00-\u9fff]/.test(w)).map(normaliseJapanese);
  const lead = before.trimEnd();
  if (jp(sense.notAfter).some((w) => LINKS.some((link) => lead.endsWith(w + link)))) return false;
  if (jp(sense.notBefore).some((w) => after.startsWith(w))) return false;
  const near = before + after;
  if ([...jp(sense.unlessNear), ...jp(sense.unlessInSentence)].some((w) => near.includes(w)))
    return false;
  const only = jp(sense.onlyNear);
  if (only.length > 0 && !only.some((w) => near.includes(w))) return false;
  return true;
}
