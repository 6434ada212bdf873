// The report's assembled lines state every value as the app shows it — labels of codes, weights
// by the app's display rule, an estimated age as an age, dates in the report's language and the
// keeper's time zone — and, in Japanese, go under the project's style rules.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseGlossary } from '@contract/japaneseGlossary';
import { checkJapaneseText } from '@contract/japaneseStyleRules';
import { reportLines, type ReportData } from './healthReportLines';
import { REPORT_TIME_ZONES } from './reportFormat';

const glossary = parseGlossary(
  readFileSync(path.resolve(__dirname, '../../../src/i18n/locales/jp/README.md'), 'utf8'),
);

// 07:30 in Japan on 28 November is still 27 November in UTC.
const EARLY_MORNING_IN_JAPAN = new Date('2026-11-27T22:30:00Z');

const data: ReportData = {
  createdAt: EARLY_MORNING_IN_JAPAN,
  timeZone: REPORT_TIME_ZONES.jp,
  weightUnit: 'kg',
  pet: {
    name: 'ハナ',
    species: 'dog',
    breed: '柴犬',
    sex: 'female',
    neutered: true,
    birthDate: '2023-11-01',
    birthDateIsEstimate: true,
    microchip: '392141000123456',
    weightGrams: 17_690,
  },
  weights: [
    { on: '2026-10-01', grams: 17_200 },
    { on: '2026-11-01', grams: 17_690 },
  ],
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
  triage: [{ at: new Date('2026-11-19T23:00:00Z'), question: '2回吐きました', level: 'monitor' }],
  analyses: [{ at: new Date('2026-11-21T03:00:00Z'), area: 'skin_coat', level: null }],
  reminders: [{ due: new Date('2026-12-01T00:00:00Z'), title: 'フィラリア予防' }],
};

describe('the health report’s assembled lines', () => {
  it('state a Japanese report’s values as the app shows them, dated in Japan time', () => {
    const composed = reportLines(data, 'jp');
    expect(composed.generated).toBe('作成日：2026年11月28日');
    expect(composed.profile).toEqual([
      '種類：犬',
      '品種：柴犬',
      '性別：メス',
      '避妊・去勢：はい',
      '年齢：約3歳',
      'マイクロチップ：392141000123456',
      '体重：17.7kg',
    ]);
    expect(composed.vaccinations).toEqual(['混合ワクチン（2026年4月1日、次回予定：2027年4月1日）']);
    // 08:00 on 20 November in Japan.
    expect(composed.triage).toEqual(['2026年11月20日 — 自宅で様子を見る：2回吐きました']);
    expect(composed.analyses).toEqual(['2026年11月21日 — 皮膚・被毛：質問に未回答']);
    expect(composed.weightAxis).toEqual(['2026年10月1日', '2026年11月1日']);
  });

  it('follow the Japanese style rules in a Japanese report', () => {
    const composed = reportLines(data, 'jp');
    const all = Object.values(composed).flat();
    const problems = all.flatMap((text) =>
      checkJapaneseText({ source: text, text, scope: 'ui' }, glossary).map(
        (p) => `${p.rule}: ${text}`,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('state an English report’s values in English, a known birth date with the age', () => {
    const composed = reportLines(
      {
        ...data,
        timeZone: REPORT_TIME_ZONES.en,
        weightUnit: 'lb',
        pet: {
          ...data.pet,
          name: 'Rex',
          sex: 'male',
          birthDate: '2024-07-14',
          birthDateIsEstimate: false,
        },
      },
      'en',
    );
    expect(composed.generated).toBe('Generated on: Nov 27, 2026');
    expect(composed.profile).toEqual(
      expect.arrayContaining([
        'Species: Dog',
        'Sex: Male',
        'Date of birth: Jul 14, 2024 (2 years 4 months)',
        'Weight: 39 lb',
      ]),
    );
    expect(composed.analyses).toEqual(['Nov 21, 2026 — Skin and coat: Questions not answered']);
    expect(composed.triage).toEqual(['Nov 19, 2026 — Monitor at home: 2回吐きました']);
  });
});
