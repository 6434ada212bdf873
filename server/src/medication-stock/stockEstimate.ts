// How much of a medication is left, from the last count and the daily dose. Amounts are counted
// in hundredths as integers, so 30 tablets at 0.1 a day is 300 days, not 299.99… (floating
// point). A day is 24 hours from the moment of the count: the estimate drops by one day's dose
// at each such step, so it never changes during the day the keeper counted.
const DAY_MS = 86_400_000;

export interface StockBasis {
  stock: number;
  dosePerDay: number;
  countedAt: Date;
  refillDays: number;
}

export interface StockEstimate {
  estimatedStock: number;
  daysLeft: number;
  refillDue: boolean;
  /** When days left first reach the threshold (the count itself when it is already below). */
  refillAt: Date;
  /** Days of supply left at refillAt: the threshold, or fewer when the count was already low. */
  daysLeftAtRefill: number;
}

const hundredths = (value: number) => Math.round(value * 100);

export function estimateStock(basis: StockBasis, now: Date): StockEstimate {
  const stock = hundredths(basis.stock);
  const dose = Math.max(1, hundredths(basis.dosePerDay));
  const daysSinceCount = Math.max(
    0,
    Math.floor((now.getTime() - basis.countedAt.getTime()) / DAY_MS),
  );
  const estimated = Math.max(0, stock - dose * daysSinceCount);
  const daysLeft = Math.floor(estimated / dose);
  const daysAtCount = Math.floor(stock / dose);
  const daysUntilRefill = Math.max(0, daysAtCount - basis.refillDays);
  return {
    estimatedStock: estimated / 100,
    daysLeft,
    refillDue: daysLeft <= basis.refillDays,
    refillAt: new Date(basis.countedAt.getTime() + daysUntilRefill * DAY_MS),
    daysLeftAtRefill: Math.min(basis.refillDays, daysAtCount),
  };
}
