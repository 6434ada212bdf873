// The health report prints body areas, urgency levels and ages with the contract's words; the
// screens use the catalogue's. They must be the same words.
import { AGE_WORDS, BODY_AREA_LABELS, TRIAGE_LEVEL_LABELS } from '@contract/reportLabels';
import enApp from './locales/en/app.json';
import jpApp from './locales/jp/app.json';

const catalogues = { en: enApp, jp: jpApp } as const;

describe.each(['en', 'jp'] as const)('the report words in %s', (language) => {
  const app = catalogues[language];
  const pick = (labels: Readonly<Record<string, Readonly<{ en: string; jp: string }>>>) =>
    Object.fromEntries(Object.entries(labels).map(([code, label]) => [code, label[language]]));

  it('name body areas as the photo analysis screens do', () => {
    expect(pick(BODY_AREA_LABELS)).toEqual(app.imageAnalysis.areas);
  });

  it('name urgency levels as the triage result does', () => {
    expect(pick(TRIAGE_LEVEL_LABELS)).toEqual(app.triageResult.levels);
  });

  it('write ages as the pet screens do', () => {
    expect(AGE_WORDS[language]).toEqual(app.pets.age);
  });
});

it('give each urgency level one Japanese label, in the vets’ patient list too', () => {
  const jp = Object.fromEntries(
    Object.entries(TRIAGE_LEVEL_LABELS).map(([code, label]) => [code, label.jp]),
  );
  expect(jp).toEqual(jpApp.vets.levels);
});
