import { formatMoney, formatRate } from './formatMoney';

describe('formatMoney', () => {
  it('writes minor units in the currency of the amount, the way the UI language does', () => {
    expect(formatMoney(499, 'USD', 'en')).toBe('$4.99');
    expect(formatMoney(4990, 'EUR', 'en')).toBe('€49.90');
    expect(formatMoney(449, 'GBP', 'en')).toBe('£4.49');
    // Yen have no minor unit: 780 is ¥780, never ¥7.80, and no decimals are shown.
    expect(formatMoney(780, 'JPY', 'en')).toBe('¥780');
    expect(formatMoney(7800, 'JPY', 'ja')).toBe('7,800円');
    expect(formatMoney(499, 'USD', 'ja')).toBe('$4.99');
  });

  it('writes tax rates as percentages', () => {
    expect(formatRate(1000, 'en')).toBe('10%');
    expect(formatRate(725, 'en')).toBe('7.25%');
    expect(formatRate(1900, 'ja')).toBe('19%');
  });
});
