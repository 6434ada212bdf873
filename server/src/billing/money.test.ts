// Integer money maths: half-up rounding, inclusive and exclusive tax per currency, proration,
// and the billing configuration (currency by country or language, table overrides).
import { addMonths, applyTax, divideHalfUp, prorationCredit } from './money';
import { readBillingConfig } from './billingConfig';
import { regionOf } from './pricing';

describe('divideHalfUp', () => {
  it.each([
    [5, 10, 1], // 0.5 → 1
    [4, 10, 0], // 0.4 → 0
    [15, 10, 2], // 1.5 → 2
    [25, 10, 3], // 2.5 → 3 (half up, not to even)
    [2994, 10, 299], // 299.4
    [0, 7, 0],
  ])('%i / %i = %i', (n, d, expected) => expect(divideHalfUp(n, d)).toBe(expected));

  it('stays exact for large products', () => {
    expect(divideHalfUp(99_999_999 * 10_000, 11_900)).toBe(84_033_613);
  });
});

describe('applyTax', () => {
  it('exclusive (Canada 5 %): added and rounded half up on the order total', () => {
    expect(applyTax(10, 500, false)).toEqual({ total: 11, tax: 1 }); // 0.5 → 1
    expect(applyTax(5997, 500, false)).toEqual({ total: 6297, tax: 300 });
  });

  it('inclusive (Germany 19 %, euros): tax = total − round(total / 1.19)', () => {
    expect(applyTax(499, 1900, true)).toEqual({ total: 499, tax: 80 }); // 419.33 net
    expect(applyTax(4990, 1900, true)).toEqual({ total: 4990, tax: 797 }); // 4193.28 net
  });

  it('inclusive (Japan 10 %, yen without minor unit)', () => {
    expect(applyTax(780, 1000, true)).toEqual({ total: 780, tax: 71 }); // 709.09 net
    expect(applyTax(2200, 1000, true)).toEqual({ total: 2200, tax: 200 });
    expect(applyTax(11, 1000, true)).toEqual({ total: 11, tax: 1 }); // 10 net exactly
  });

  it('no tax rule: nothing added', () => {
    expect(applyTax(499, 0, false)).toEqual({ total: 499, tax: 0 });
  });
});

describe('prorationCredit', () => {
  const start = new Date('2026-06-01T00:00:00Z');
  const end = new Date('2026-07-01T00:00:00Z');
  it('credits the unused share, half up, never more than paid and never below zero', () => {
    expect(prorationCredit(499, start, end, new Date('2026-06-16T00:00:00Z'))).toBe(250);
    expect(prorationCredit(499, start, end, start)).toBe(499);
    expect(prorationCredit(499, start, end, new Date('2026-05-01T00:00:00Z'))).toBe(499);
    expect(prorationCredit(499, start, end, end)).toBe(0);
  });
});

describe('addMonths', () => {
  it('keeps the day, or the month’s last day', () => {
    expect(addMonths(new Date('2026-01-31T09:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T09:00:00.000Z',
    );
    expect(addMonths(new Date('2028-01-31T09:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T09:00:00.000Z',
    );
    expect(addMonths(new Date('2026-06-15T09:00:00Z'), 12).toISOString()).toBe(
      '2027-06-15T09:00:00.000Z',
    );
  });
});

describe('billing configuration', () => {
  it('picks the currency by billing country, else by language', () => {
    const config = readBillingConfig({});
    expect(regionOf(config, 'FR', 'en')).toEqual({
      currency: 'EUR',
      country: 'FR',
      rateBp: 2000,
      inclusive: true,
    });
    expect(regionOf(config, 'GB', 'jp')).toMatchObject({ currency: 'GBP', inclusive: true });
    expect(regionOf(config, 'US', 'en')).toMatchObject({
      currency: 'USD',
      rateBp: 0,
      inclusive: false,
    });
    expect(regionOf(config, null, 'jp')).toMatchObject({
      currency: 'JPY',
      country: 'JP',
      rateBp: 1000,
    });
    expect(regionOf(config, null, 'en')).toEqual({
      currency: 'USD',
      country: null,
      rateBp: 0,
      inclusive: false,
    });
  });

  it('takes PRICE_TABLE_JSON and TAX_TABLE_JSON overrides and refuses broken ones', () => {
    const config = readBillingConfig({
      PRICE_TABLE_JSON: '{"USD":{"premium_monthly":599,"premium_yearly":5990,"health_report":999}}',
      TAX_TABLE_JSON: '{"US":{"rate_bp":725,"inclusive":false}}',
    });
    expect(config.prices.USD?.premium_monthly).toBe(599);
    expect(config.prices.EUR?.premium_monthly).toBe(499);
    expect(config.taxes.US).toEqual({ rate_bp: 725, inclusive: false });
    expect(() =>
      readBillingConfig({ PRICE_TABLE_JSON: '{"USD":{"premium_monthly":4.99}}' }),
    ).toThrow(/PRICE_TABLE_JSON/);
    expect(() => readBillingConfig({ PRICE_TABLE_JSON: '{"XXX":{}}' })).toThrow(/PRICE_TABLE_JSON/);
    expect(() =>
      readBillingConfig({ TAX_TABLE_JSON: '{"DE":{"rate_bp":-1,"inclusive":true}}' }),
    ).toThrow(/TAX_TABLE_JSON/);
    expect(() => readBillingConfig({ TAX_TABLE_JSON: 'not json' })).toThrow(/TAX_TABLE_JSON/);
    expect(() => readBillingConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readBillingConfig({ AFFILIATE_COMMISSION_BP: '20%' })).toThrow(
      /AFFILIATE_COMMISSION_BP/,
    );
  });
});
