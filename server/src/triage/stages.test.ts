import { streamAnswer, composeSections, toTokens } from './composer';
import { findDurationsEnglish, findDurationsJapanese } from './durations';
import { extractFacts } from './extractFacts';
import { levelFromRank, levelRank, mostUrgent } from './levels';
import {
  kanjiNumeralsToDigits,
  normaliseEnglish,
  normaliseJapanese,
  stem,
  toHiragana,
} from './normalise';
import { findAmountsEnglish } from './amountsEnglish';
import { findAmountsJapanese } from './amountsJapanese';
import { combineAmounts } from './quantities';
import { knowledgeBase } from './knowledgeBase';
import { triage } from './triage';

describe('levels', () => {
  it('orders the five levels and picks the most urgent', () => {
    expect(levelRank('emergency')).toBeGreaterThan(levelRank('within_24h'));
    expect(levelFromRank(levelRank('monitor'))).toBe('monitor');
    expect(mostUrgent('monitor', null, 'within_2_3_days')).toBe('within_2_3_days');
  });
});

describe('normalise', () => {
  it('folds width, case, contractions and "won\'t stop"', () => {
    expect(normaliseEnglish('He HASN’T eaten')).toBe('he has not eaten');
    expect(normaliseEnglish("it won't stop bleeding")).toBe('it keeps bleeding');
    expect(normaliseJapanese('３日前からウンチが出ない')).toBe('3日前からうんちが出ない');
    expect(kanjiNumeralsToDigits('三日前から二回吐いた')).toBe('3日前から2回吐いた');
    expect(kanjiNumeralsToDigits('十分に食べた')).toBe('十分に食べた');
    expect(toHiragana('チョコ')).toBe('ちょこ');
  });

  it('stems inflections to one word', () => {
    expect(new Set(['vomit', 'vomits', 'vomited', 'vomiting', 'vomitting'].map(stem))).toEqual(
      new Set(['vomit']),
    );
    expect(stem('seizures')).toBe(stem('seizure'));
  });
});

describe('durations', () => {
  it('reads English lengths and points in time', () => {
    expect(findDurationsEnglish('for 3 days')[0]).toMatchObject({ hours: 72, ago: false });
    expect(findDurationsEnglish('2 hours ago')[0]).toMatchObject({ hours: 2, ago: true });
    expect(findDurationsEnglish('for two or three days')[0]?.hours).toBe(72);
    expect(findDurationsEnglish('since last night')[0]?.hours).toBe(14);
    expect(findDurationsEnglish('a 3 year old dog')).toEqual([]);
    expect(findDurationsEnglish('the litter box and nothing')).toEqual([]);
  });

  it('reads Japanese lengths and points in time', () => {
    expect(findDurationsJapanese('3日前から')[0]).toMatchObject({ hours: 72, ago: false });
    expect(findDurationsJapanese('2時間前に食べた')[0]).toMatchObject({ hours: 2, ago: true });
    expect(findDurationsJapanese('半日')[0]?.hours).toBe(12);
    expect(findDurationsJapanese('生後3ヶ月の子猫')).toEqual([]);
  });
});

describe('quantities', () => {
  const chocolate = knowledgeBase.toxins.get('chocolate');
  const ibuprofen = knowledgeBase.toxins.get('ibuprofen');

  it('reads masses, fractions of servings and tablets with their strength', () => {
    expect(
      combineAmounts(findAmountsEnglish('ate 200 g of dark chocolate', chocolate))?.grams,
    ).toBe(200);
    expect(
      combineAmounts(findAmountsEnglish('ate half a bar of chocolate', chocolate))?.grams,
    ).toBe(50);
    expect(
      combineAmounts(findAmountsEnglish('ate 2 oz of chocolate', chocolate))?.grams,
    ).toBeCloseTo(56.7);
    expect(combineAmounts(findAmountsEnglish('two ibuprofen 200mg', ibuprofen))?.milligrams).toBe(
      400,
    );
    expect(combineAmounts(findAmountsEnglish('3 tablets of 500 mg', ibuprofen))?.milligrams).toBe(
      1500,
    );
  });

  it("does not take the pet's weight for an amount", () => {
    expect(
      findAmountsEnglish('my 10 kg dog ate chocolate', chocolate).filter((a) => a.grams === 10000),
    ).toEqual([]);
  });

  it('reads Japanese servings and counters', () => {
    expect(
      combineAmounts(findAmountsJapanese(normaliseJapanese('板チョコ半分'), chocolate))?.grams,
    ).toBe(25);
    expect(
      combineAmounts(findAmountsJapanese(normaliseJapanese('チョコを50g'), chocolate))?.grams,
    ).toBe(50);
    expect(combineAmounts(findAmountsJapanese(normaliseJapanese('2錠'), ibuprofen))?.count).toBe(2);
  });
});

describe('findings', () => {
  it('attach duration, count, severity, trend and onset to the right sign', () => {
    const facts = extractFacts(
      'He suddenly started vomiting 3 times this morning and the diarrhea is getting worse since yesterday',
      0,
    );
    const vomiting = facts.findings.find((f) => f.id === 'vomiting');
    const diarrhea = facts.findings.find((f) => f.id === 'diarrhea');
    expect(vomiting).toMatchObject({ count: 3, onset: 'sudden' });
    expect(diarrhea).toMatchObject({ trend: 'worse', durationHours: 24 });
  });

  it('finds species, breed weight, age and sex in the words', () => {
    const facts = extractFacts('My 12 year old labrador, she weighs 28 kg', 0);
    expect(facts.hints).toMatchObject({
      species: 'dog',
      ageYears: 12,
      weightKg: 28,
      sex: 'female',
    });
    expect(extractFacts('生後3ヶ月の子猫です', 0).hints).toMatchObject({
      species: 'cat',
      ageBand: 'young',
    });
  });
});

describe('composer', () => {
  it('writes short paragraphs in order and ends with the reminder', () => {
    const result = triage({
      message: 'my dog has had diarrhoea for 3 days',
      pet: { species: 'dog' },
    });
    const kinds = composeSections(result).map((s) => s.kind);
    expect(kinds[0]).toBe('summary');
    expect(kinds).toContain('level');
    expect(kinds.at(-1)).toBe('reminder');
  });

  it('splits Japanese into short tokens and streams the whole text', async () => {
    expect(toTokens('今すぐ動物病院へ').length).toBeGreaterThan(2);
    const result = triage({ message: '猫がけいれんしています', pet: { species: 'cat' } });
    let text = '';
    for await (const token of streamAnswer(result)) text += token;
    expect(text.startsWith('今すぐ動物病院へ向かってください')).toBe(true);
    expect(text).toContain('診断ではなく');
  });
});
