import { estimateStock } from './stockEstimate';

const COUNTED = new Date('2026-06-01T20:00:00Z');
const after = (days: number, hours = 0) =>
  new Date(COUNTED.getTime() + days * 86_400_000 + hours * 3_600_000);

describe('estimateStock', () => {
  const basis = { stock: 30, dosePerDay: 1, countedAt: COUNTED, refillDays: 7 };

  it('lowers the estimate by one dose per full day since the count', () => {
    expect(estimateStock(basis, after(0, 23))).toMatchObject({ estimatedStock: 30, daysLeft: 30 });
    expect(estimateStock(basis, after(1))).toMatchObject({ estimatedStock: 29, daysLeft: 29 });
    expect(estimateStock(basis, after(40))).toMatchObject({ estimatedStock: 0, daysLeft: 0 });
  });

  it('falls due when the days left reach the threshold, and says when', () => {
    const due = estimateStock(basis, COUNTED).refillAt;
    expect(due).toEqual(after(23));
    expect(estimateStock(basis, after(22, 23)).refillDue).toBe(false);
    expect(estimateStock(basis, due)).toMatchObject({ refillDue: true, daysLeft: 7 });
  });

  it('counts decimals exactly: 30 tablets at 0.1 a day last 300 days', () => {
    const tenth = { ...basis, dosePerDay: 0.1 };
    expect(estimateStock(tenth, COUNTED)).toMatchObject({ daysLeft: 300, refillAt: after(293) });
    expect(estimateStock({ ...basis, stock: 2.5, dosePerDay: 0.5 }, after(1))).toMatchObject({
      estimatedStock: 2,
      daysLeft: 4,
    });
  });

  it('is due at once when the count is already under the threshold', () => {
    const low = estimateStock({ ...basis, stock: 3 }, COUNTED);
    expect(low).toMatchObject({ refillDue: true, refillAt: COUNTED, daysLeftAtRefill: 3 });
  });
});
