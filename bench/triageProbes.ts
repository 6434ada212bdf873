// Probe sentences written after the rules, each with the range of levels a vet would accept
// (bench/triageProbes/*.tsv: species[:breed], profile extras, lowest, highest, message).
// Prints each sentence outside its range and the totals per file.
//
//   node --import tsx bench/triageProbes.ts            (add --all to print every sentence)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { levelRank } from '../server/src/triage/levels';
import { triage } from '../server/src/triage/triage';
import type { Level, PetProfile } from '../server/src/triage/types';

const CODES: Record<string, Level> = {
  E: 'emergency',
  '24': 'within_24h',
  '23': 'within_2_3_days',
  M: 'monitor',
  N: 'no_action',
};
const dir = join(import.meta.dirname, 'triageProbes');
const all = process.argv.includes('--all');

function profileOf(speciesField: string, extras: string): PetProfile {
  const [species, breed] = speciesField.split(':');
  const pet: PetProfile = { species: species as PetProfile['species'], breed: breed ?? null };
  for (const pair of extras === '-' ? [] : extras.split(',')) {
    const [key, value = ''] = pair.split('=');
    if (key === 'age') pet.ageYears = Number(value);
    if (key === 'weight') pet.weightKg = Number(value);
    if (key === 'sex') pet.sex = value as 'male' | 'female';
    if (key === 'cond') pet.conditions = [value];
  }
  return pet;
}

for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.tsv'))
  .sort()) {
  const totals = { inRange: 0, lower: 0, higher: 0 };
  for (const line of readFileSync(join(dir, file), 'utf8').trim().split('\n')) {
    const [species = '', extras = '-', low = 'N', high = 'E', message = ''] = line.split('\t');
    const result = triage({ message, pet: profileOf(species, extras) });
    const given = levelRank(result.level);
    const ends = [levelRank(CODES[low] as Level), levelRank(CODES[high] as Level)];
    const min = Math.min(...ends);
    const max = Math.max(...ends);
    const verdict = given < min ? 'LOWER' : given > max ? 'HIGHER' : 'ok';
    if (verdict === 'ok') totals.inRange += 1;
    else if (verdict === 'LOWER') totals.lower += 1;
    else totals.higher += 1;
    if (verdict !== 'ok' || all)
      console.log(
        `${verdict.padEnd(6)} ${result.level.padEnd(15)} wanted ${low}–${high}  ${message}`,
      );
  }
  const count = totals.inRange + totals.lower + totals.higher;
  console.log(
    `${file}: ${totals.inRange}/${count} in range, ${totals.lower} less urgent, ${totals.higher} more urgent\n`,
  );
}
