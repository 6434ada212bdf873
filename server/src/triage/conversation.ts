// The thread so far counts: findings and exposures from every keeper turn are merged (a later turn
// wins over an earlier one; within one turn, present wins over absent), and a short answer to the
// assistant's last follow-up question ("no", "about 50 g", "dark", "8 kg") is read in its context.
import { extractFacts, type MessageFacts } from './extractFacts';
import { knowledgeBase } from './knowledgeBase';
import type { ProfileHints } from './profileHints';
import { POISONING_SIGNS } from './toxinRules';
import type { Exposure, Finding, Polarity, ThreadMessage } from './types';

export interface ConversationFacts {
  findings: Finding[];
  exposures: Exposure[];
  hints: ProfileHints;
  understood: boolean;
  locale: MessageFacts['locale'];
  /** The new message is a report of its own: earlier turns count only where they bear on it. */
  scoped: boolean;
}

// Words that carry on the episode described before ("he is also vomiting now", 「まだ吐いています」).
const CONTINUES_EN = /\b(?:also|too|as well|still|again|now|anymore|any more|worse|better|same)\b/;
const CONTINUES_JP =
  /まだ|さらに|それに|それと|今度は|相変わらず|引き続き|今は|悪化|良くな|よくな|ひどくな|も(?:して|し始め|あり|出|見られ|続|ひど)/;

/** Signs that say an earlier exposure is acting: the poisoning signs, and what its own watch lines
 * name ("vomiting" after chocolate). */
function signsOf(toxinId: string): Set<string> {
  const signs = new Set(POISONING_SIGNS);
  for (const watchId of knowledgeBase.toxins.get(toxinId)?.watch ?? []) {
    for (const sign of knowledgeBase.watch.get(watchId)?.names ?? [])
      signs.add(typeof sign === 'string' ? sign : sign.id);
  }
  return signs;
}

/** The earlier turns cut down to what bears on a new report: the same signs, and exposures
 * whose signs it reports. */
function bearingOn(current: MessageFacts, earlier: MessageFacts): MessageFacts {
  const reported = current.findings.filter((f) => f.polarity !== 'absent').map((f) => f.id);
  return {
    ...earlier,
    findings: earlier.findings.filter((f) => reported.includes(f.id)),
    exposures: earlier.exposures.filter((e) => reported.some((id) => signsOf(e.toxinId).has(id))),
  };
}

const RANK: Record<Polarity, number> = { present: 2, unsure: 1, absent: 0 };

function mergeFindings(turns: readonly MessageFacts[]): Finding[] {
  const merged = new Map<string, Finding>();
  // Oldest first, so later turns overwrite.
  for (const turn of [...turns].reverse()) {
    const inTurn = new Map<string, Finding>();
    for (const f of turn.findings) {
      const seen = inTurn.get(f.id);
      // Every wording of the sign stays readable: it can answer a question on its own.
      const evidence =
        seen && seen.evidence !== f.evidence ? `${seen.evidence} … ${f.evidence}` : f.evidence;
      if (!seen || RANK[f.polarity] > RANK[seen.polarity])
        inTurn.set(f.id, {
          ...seen,
          ...f,
          durationHours: f.durationHours ?? seen?.durationHours,
          count: f.count ?? seen?.count,
          evidence,
        });
      else
        inTurn.set(f.id, {
          ...f,
          ...seen,
          durationHours: seen.durationHours ?? f.durationHours,
          count: seen.count ?? f.count,
          evidence,
        });
    }
    for (const [id, f] of inTurn) {
      const earlier = merged.get(id);
      merged.set(id, {
        ...f,
        durationHours: f.durationHours ?? earlier?.durationHours,
        count: f.count ?? earlier?.count,
        severity: f.severity ?? earlier?.severity,
        trend: f.trend ?? earlier?.trend,
        onset: f.onset ?? earlier?.onset,
      });
    }
  }
  return [...merged.values()].map(
    (f) =>
      Object.fromEntries(
        Object.entries(f).filter(([, v]) => v !== undefined),
      ) as unknown as Finding,
  );
}

function mergeExposures(turns: readonly MessageFacts[]): Exposure[] {
  const merged = new Map<string, Exposure>();
  for (const turn of [...turns].reverse()) {
    for (const e of turn.exposures) {
      const earlier = merged.get(e.toxinId);
      merged.set(e.toxinId, {
        ...earlier,
        ...e,
        variantId: e.variantId ?? earlier?.variantId,
        amount: e.amount ?? earlier?.amount,
        hoursAgo: e.hoursAgo ?? earlier?.hoursAgo,
        polarity:
          e.polarity === 'unsure' && earlier?.polarity === 'present' ? 'present' : e.polarity,
      } as Exposure);
    }
    // Loose answers attach to the latest exposure seen so far.
    const latest = [...merged.values()].sort((a, b) => a.turnsAgo - b.turnsAgo)[0];
    if (latest && turn.exposures.length === 0) {
      if (turn.looseAmount) latest.amount = turn.looseAmount;
      const variant = turn.looseVariants.find((v) => v.toxinId === latest.toxinId);
      if (variant?.variantId) latest.variantId = variant.variantId;
      if (turn.looseHoursAgo !== undefined) latest.hoursAgo = turn.looseHoursAgo;
      if (turn.looseAmount || variant)
        latest.polarity = latest.polarity === 'absent' ? 'absent' : 'present';
    }
  }
  return [...merged.values()].map(
    (e) =>
      Object.fromEntries(
        Object.entries(e).filter(([, v]) => v !== undefined),
      ) as unknown as Exposure,
  );
}

function mergeHints(turns: readonly MessageFacts[]): ProfileHints {
  const hints: ProfileHints = { conditionTags: [] };
  for (const turn of [...turns].reverse()) {
    const h = turn.hints;
    for (const key of [
      'species',
      'breedWeightKg',
      'ageYears',
      'ageBand',
      'weightKg',
      'sex',
      'neutered',
      'pregnant',
      'brachycephalic',
    ] as const) {
      const value = h[key];
      if (value !== undefined && value !== false)
        (hints as unknown as Record<string, unknown>)[key] = value;
    }
    hints.conditionTags = [...new Set([...hints.conditionTags, ...h.conditionTags])];
  }
  return hints;
}

/** Applies a bare yes/no to the first concept question the assistant asked last. */
function answerQuestion(turn: MessageFacts, asked: readonly string[]): void {
  if (!turn.answer) return;
  for (const id of asked) {
    const question = knowledgeBase.questions.get(id);
    if (!question || question.kind !== 'concept' || !question.concept) continue;
    const fn = knowledgeBase.functions.get(question.concept);
    const yes = turn.answer === 'yes';
    const findingId = fn ? fn.whenAbsent : question.concept;
    const polarity: Polarity = fn ? (yes ? 'absent' : 'present') : yes ? 'present' : 'absent';
    if (!turn.findings.some((f) => f.id === findingId)) {
      turn.findings.push({ id: findingId, polarity, evidence: turn.answer, turnsAgo: 0 });
    }
    return;
  }
}

export function readConversation(
  message: string,
  thread: readonly ThreadMessage[],
  options: { wholeThread?: boolean } = {},
): ConversationFacts {
  const keeperTurns = thread.filter((m) => m.role === 'keeper');
  const current = extractFacts(message, 0);
  const lastAssistant = [...thread].reverse().find((m) => m.role === 'assistant');
  if (lastAssistant?.askedQuestionIds) answerQuestion(current, lastAssistant.askedQuestionIds);
  // A bare weight ("about 8 kg") answers a weight question.
  if (
    lastAssistant?.askedQuestionIds?.includes('q_weight') &&
    current.hints.weightKg === undefined &&
    current.looseAmount?.grams !== undefined
  ) {
    current.hints.weightKg = current.looseAmount.grams / 1000;
    delete current.looseAmount;
  }
  // "about 8 kg" with nothing eaten named is the pet's weight, not an amount.
  if (
    current.hints.weightKg === undefined &&
    current.looseAmount?.grams !== undefined &&
    current.looseAmount.grams >= 1000
  ) {
    current.hints.weightKg = current.looseAmount.grams / 1000;
    delete current.looseAmount;
  }
  const earlier = keeperTurns.map((m, index) => extractFacts(m.text, keeperTurns.length - index));
  // "three times since this morning": the count and length of what the keeper described before.
  const previous = earlier[earlier.length - 1];
  if (previous && current.findings.filter((f) => f.polarity !== 'absent').length === 0) {
    for (const f of previous.findings) {
      if (f.polarity === 'absent') continue;
      const update: Finding = { ...f, turnsAgo: 0 };
      if (current.looseCount !== undefined && f.count === undefined)
        update.count = current.looseCount;
      if (current.looseDurationHours !== undefined && f.durationHours === undefined)
        update.durationHours = current.looseDurationHours;
      if (update.count !== f.count || update.durationHours !== f.durationHours)
        current.findings.push(update);
    }
  }
  // A message that reports signs or an exposure of its own, without carrying on the earlier
  // episode, is triaged as what it is; answers and updates still attach to the earlier message.
  const ownReport =
    current.answer === null &&
    (current.exposures.length > 0 || current.findings.some((f) => f.polarity !== 'absent'));
  const carriesOn = (current.locale === 'en' ? CONTINUES_EN : CONTINUES_JP).test(
    message.normalize('NFKC').toLowerCase(),
  );
  const scoped = !options.wholeThread && ownReport && !carriesOn && earlier.length > 0;
  const relevant = scoped ? earlier.map((turn) => bearingOn(current, turn)) : earlier;
  const turns = [current, ...relevant.reverse()];
  return {
    scoped,
    findings: mergeFindings(turns),
    exposures: mergeExposures(turns),
    hints: mergeHints(turns),
    understood: turns.some((t) => t.understood),
    locale: current.locale,
  };
}
