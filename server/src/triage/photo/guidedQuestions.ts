// Guided questions per body area (guidedQuestions.json, data) and how their answers become
// observations for the triage engine. The engine then decides the level as for a chat message.
import type { BodyArea } from '@contract/aiAssistant';
import { triage } from '../triage';
import type { Locale, Localised, PetProfile, Polarity, TriageResult } from '../types';
import data from './guidedQuestions.json';

export { BODY_AREAS, type BodyArea } from '@contract/aiAssistant';

export interface GuidedOption {
  id: string;
  text: Localised;
  present?: string[];
  absent?: string[];
  presentByWhat?: Record<string, string[]>;
  severity?: 'mild' | 'severe';
}

export interface GuidedQuestion {
  id: string;
  text: Localised;
  options: GuidedOption[];
}

const AREAS = data.areas as Record<BodyArea, GuidedQuestion[]>;

export function guidedQuestions(area: BodyArea): GuidedQuestion[] {
  return AREAS[area];
}

export type Observation = { id: string; polarity: Polarity; severity?: 'mild' | 'severe' };

/** Answers (question id → option id) to observations; unknown ids are ignored. */
export function answersToObservations(
  area: BodyArea,
  answers: Readonly<Record<string, string>>,
): Observation[] {
  const observations = new Map<string, Observation>();
  const what = answers.what;
  let severity: 'mild' | 'severe' | undefined;
  for (const question of AREAS[area]) {
    const option = question.options.find((o) => o.id === answers[question.id]);
    if (!option) continue;
    if (option.severity) severity = option.severity;
    // Later, more specific answers win ("a small scrape" undoes the "wound" of an earlier answer).
    for (const id of option.absent ?? []) observations.set(id, { id, polarity: 'absent' });
    const present = [
      ...(option.present ?? []),
      ...(what && option.presentByWhat ? (option.presentByWhat[what] ?? []) : []),
    ];
    for (const id of present) observations.set(id, { id, polarity: 'present' });
  }
  return [...observations.values()].map((o) =>
    o.polarity === 'present' && severity ? { ...o, severity } : o,
  );
}

export function triagePhotoAnswers(input: {
  area: BodyArea;
  answers: Readonly<Record<string, string>>;
  /** What the keeper wrote about the photo (runs through the same engine). */
  description?: string;
  pet?: PetProfile | null;
  locale?: Locale;
}): TriageResult {
  return triage({
    message: input.description ?? '',
    pet: input.pet,
    locale: input.locale,
    observations: answersToObservations(input.area, input.answers),
  });
}
