// The report's assembled lines (label and value, dates and levels, vaccination dates, medicines)
// go under the project's Japanese style rules, as every fixed string already does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkJapaneseText, parseGlossary } from '@contract/japaneseStyleRules';
import { reportLines, type ReportData } from './healthReportPdf';

const glossary = parseGlossary(
  readFileSync(path.resolve(__dirname, '../../../src/i18n/locales/jp/README.md'), 'utf8'),
);

const data: ReportData = {
  generatedOn: '2026-11-28',
  pet: {
    name: 'ハナ',
    species: '犬',
    breed: '柴犬',
    sex: 'メス',
    neutered: true,
    birthDate: '2020-03-14',
    microchip: '392141000123456',
    weightKg: 8.2,
  },
  weights: [{ on: '2026-11-01', kg: 8.2 }],
  visits: [
    {
      on: '2026-10-02',
      clinic: 'さくら動物病院',
      reason: '嘔吐',
      diagnosis: null,
      treatment: null,
    },
  ],
  vaccinations: [{ name: '混合ワクチン', givenOn: '2026-04-01', nextDueOn: '2027-04-01' }],
  medications: [{ name: 'インスリン', dose: '2単位', frequency: '1日2回' }],
  allergies: ['鶏肉'],
  conditions: ['糖尿病'],
  triage: [{ on: '2026-11-20', question: '2回吐きました', level: 'monitor' }],
  analyses: [{ on: '2026-11-21', area: '皮膚', level: null }],
  reminders: [{ due: '2026-12-01', title: 'フィラリア予防' }],
};

describe('the health report’s assembled lines', () => {
  it('follow the Japanese style rules in a Japanese report', () => {
    const composed = reportLines(data, 'jp');
    const all = [composed.generated, ...Object.values(composed).flat()];
    expect(composed.profile).toContain('体重：8.2kg');
    expect(composed.vaccinations).toEqual(['混合ワクチン（2026-04-01、次回予定：2027-04-01）']);
    const problems = all.flatMap((text) =>
      checkJapaneseText({ source: text, text, scope: 'ui' }, glossary).map(
        (p) => `${p.rule}: ${text}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('keep the English forms in an English report', () => {
    const composed = reportLines({ ...data, pet: { ...data.pet, name: 'Rex' } }, 'en');
    expect(composed.profile).toContain('Weight: 8.2 kg');
    expect(composed.triage).toEqual(['2026-11-20 — Monitor at home: 2回吐きました']);
  });
});
