import { weightAxisTicks } from './weightAxisTicks';

const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const labels = (from: string, to: string, bcp47 = 'en') =>
  weightAxisTicks(at(from), at(to), bcp47).map((tick) => tick.label);

describe('the weight chart’s time axis', () => {
  it('labels a range of days with day and month', () => {
    expect(labels('2026-10-01', '2026-10-06')).toEqual([
      'Oct 1',
      'Oct 2',
      'Oct 3',
      'Oct 4',
      'Oct 5',
      'Oct 6',
    ]);
    expect(labels('2026-10-20', '2026-11-19')).toEqual([
      'Oct 20',
      'Oct 27',
      'Nov 3',
      'Nov 10',
      'Nov 17',
    ]);
    expect(labels('2026-10-20', '2026-11-19', 'ja')).toEqual([
      '10月20日',
      '10月27日',
      '11月3日',
      '11月10日',
      '11月17日',
    ]);
  });

  it('labels a range of months with the month, the year where it starts or changes', () => {
    expect(labels('2026-08-15', '2027-02-10')).toEqual([
      'Sep 2026',
      'Oct',
      'Nov',
      'Dec',
      'Jan 2027',
      'Feb',
    ]);
    expect(labels('2026-01-01', '2027-06-30', 'ja')).toEqual([
      '2026年1月',
      '4月',
      '7月',
      '10月',
      '2027年1月',
      '4月',
    ]);
  });

  it('labels a range of years with the year', () => {
    expect(labels('2019-05-01', '2026-11-20')).toEqual(['2020', '2022', '2024', '2026']);
    expect(labels('2023-03-01', '2026-11-20', 'ja')).toEqual(['2024年', '2025年', '2026年']);
  });

  it('never gives two neighbouring ticks the same label, and one tick for one day', () => {
    expect(labels('2026-10-26', '2026-10-26')).toEqual(['Oct 26']);
    for (const [from, to] of [
      ['2026-10-01', '2026-10-02'],
      ['2026-09-01', '2026-12-31'],
      ['2025-11-30', '2026-12-01'],
      ['2020-02-29', '2026-03-01'],
      ['2010-01-01', '2026-01-01'],
    ] as const) {
      for (const bcp47 of ['en', 'ja']) {
        const ticks = weightAxisTicks(at(from), at(to), bcp47);
        ticks.slice(1).forEach((tick, i) => expect(tick.label).not.toBe(ticks[i]!.label));
        expect(ticks.length).toBeGreaterThanOrEqual(1);
        expect(ticks.length).toBeLessThanOrEqual(6);
        for (const tick of ticks) {
          expect(tick.value).toBeGreaterThanOrEqual(at(from));
          expect(tick.value).toBeLessThanOrEqual(at(to));
        }
      }
    }
  });
});
