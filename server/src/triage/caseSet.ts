// The public case set (cases/*.json): scenarios written from named veterinary sources with the
// level they call for. Used by the tests (safety properties) and bench/triageCases.ts (matrix).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import bird from './cases/bird.json';
import cat from './cases/cat.json';
import dog from './cases/dog.json';
import other from './cases/other.json';
import rabbit from './cases/rabbit.json';
import { levelRank } from './levels';
import { triage } from './triage';
import { LEVELS, type Level, type PetProfile, type TriageResult } from './types';

export interface TriageCase {
  id: string;
  language: 'en' | 'jp';
  pet: PetProfile;
  message: string;
  expected: Level;
  source: string;
  heldOut?: boolean;
}

export const CASES: TriageCase[] = [dog, cat, rabbit, bird, other].flatMap(
  (file) => file.cases as TriageCase[],
);

export interface CaseRun {
  case: TriageCase;
  result: TriageResult;
}

export function runCases(cases: readonly TriageCase[] = CASES): CaseRun[] {
  return cases.map((c) => ({ case: c, result: triage({ message: c.message, pet: c.pet }) }));
}

/** rows = expected, columns = given, in LEVELS order (emergency first). */
export function confusionMatrix(runs: readonly CaseRun[]): number[][] {
  const matrix = LEVELS.map(() => LEVELS.map(() => 0));
  for (const run of runs) {
    const row = matrix[LEVELS.indexOf(run.case.expected)] as number[];
    row[LEVELS.indexOf(run.result.level)] = (row[LEVELS.indexOf(run.result.level)] ?? 0) + 1;
  }
  return matrix;
}

export function summarise(runs: readonly CaseRun[]): {
  total: number;
  exact: number;
  underTriaged: number;
  overTriaged: number;
} {
  let exact = 0;
  let under = 0;
  let over = 0;
  for (const run of runs) {
    const diff = levelRank(run.result.level) - levelRank(run.case.expected);
    if (diff === 0) exact += 1;
    else if (diff < 0) under += 1;
    else over += 1;
  }
  return { total: runs.length, exact, underTriaged: under, overTriaged: over };
}

/** The probe sentences of `bench/triageProbes/*.tsv` (species, profile, accepted levels, message)
 * with the case set's messages: every scenario the project has, for checks over whole answers. */
export function allScenarios(): { message: string; pet: PetProfile }[] {
  const dir = path.resolve(__dirname, '../../../bench/triageProbes');
  const scenarios = CASES.map((c) => ({ message: c.message, pet: c.pet }));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsv'))) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').trim().split('\n')) {
      const [species = '', , , , message = ''] = line.split('\t');
      scenarios.push({ message, pet: { species: species.split(':')[0] as PetProfile['species'] } });
    }
  }
  return scenarios;
}
