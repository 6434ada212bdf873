// The TriageSummary every answer ends with (contract/schemas/chat.ts), from the engine's result in the answer's
// language. Follow-up questions the engine can read a bare yes/no for get quick-answer options.
import type { AnswerSource } from '@contract/aiAssistant';
import type { NearestCare, TriageSummary } from '@contract/schemas/chat';
import { knowledgeBase, type Locale, type TriageResult } from '../triage';

const YES_NO_KINDS = new Set(['concept']);
const questionKinds = new Map([...knowledgeBase.questions].map(([id, q]) => [id, q.kind]));
const YES_NO: Record<Locale, { id: string; text: string }[]> = {
  en: [
    { id: 'yes', text: 'Yes' },
    { id: 'no', text: 'No' },
  ],
  jp: [
    { id: 'yes', text: 'はい' },
    { id: 'no', text: 'いいえ' },
  ],
};

export function triageSummary(
  result: TriageResult,
  source: AnswerSource,
  care: NearestCare | null,
  petName?: string,
): TriageSummary {
  const locale = result.locale;
  const name = petName ?? (locale === 'jp' ? 'この子' : 'your pet');
  return {
    level: result.level,
    reasons: result.reasons.map((r) => ({ text: r.text[locale] })),
    watch_for: result.watchFor.map((w) => w.text[locale]),
    home_care: result.homeCare.map((h) => h.text[locale]),
    reminder: result.reminder[locale],
    questions: result.questions.map((q) => ({
      id: q.id,
      text: q.text[locale].replaceAll('{pet}', name),
      ...(YES_NO_KINDS.has(questionKinds.get(q.id) ?? '') ? { options: YES_NO[locale] } : {}),
    })),
    care: result.level === 'emergency' ? care : null,
    engine_version: result.engineVersion,
    knowledge_version: result.knowledgeVersion,
    source,
  };
}
