// Breed search per keystroke: types every prefix of a set of names (en and jp, as typed) into
// searchBreeds and prints the time per call. Run: node --import tsx bench/breedSearch.ts
import { performance } from 'node:perf_hooks';
import { searchBreeds } from '../contract/pets/breedSearch';
import type { PetSpecies } from '../contract/pets/species';

const TYPED: Array<[PetSpecies, string]> = [
  ['dog', 'golden retriever'],
  ['dog', 'ごーるでんれとりばー'],
  ['dog', 'トイプードル'],
  ['dog', 'petit basset griffon vendeen'],
  ['cat', 'norwegian forest'],
  ['cat', 'すこてぃっしゅ'],
  ['rabbit', 'ねざーらんど'],
  ['bird', 'せきせいいんこ'],
];

const calls: Array<[PetSpecies, string]> = [];
for (const [species, text] of TYPED) {
  for (let end = 1; end <= text.length; end += 1) calls.push([species, text.slice(0, end)]);
}

// The first call per species builds its index; measure it apart.
const coldStart = performance.now();
for (const species of ['dog', 'cat', 'rabbit', 'bird'] as const) searchBreeds(species, 'a');
const cold = performance.now() - coldStart;

const rounds = 200;
const times: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const [species, query] of calls) {
    const start = performance.now();
    searchBreeds(species, query);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const at = (share: number) =>
  times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
console.log(`index build, all four species: ${cold.toFixed(2)} ms`);
console.log(
  `searchBreeds per keystroke (${times.length} calls): p50 ${(at(0.5) * 1000).toFixed(0)} µs, ` +
    `p99 ${(at(0.99) * 1000).toFixed(0)} µs, max ${(at(1) * 1000).toFixed(0)} µs`,
);
