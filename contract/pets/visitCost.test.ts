import {
  currencyFractionDigits,
  formatVisitCost,
  isCurrencyCode,
  majorAmount,
  minorAmount,
} from './visitCost';

describe('visit costs', () => {
  it('knows ISO 4217 codes and nothing else', () => {
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('JPY')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('ABC')).toBe(false);
    expect(isCurrencyCode('US')).toBe(false);
    expect(isCurrencyCode(840)).toBe(false);
  });

  it("takes the minor unit from the currency: cents, none for yen, fils' thousandths", () => {
    expect(currencyFractionDigits('USD')).toBe(2);
    expect(currencyFractionDigits('JPY')).toBe(0);
    expect(currencyFractionDigits('BHD')).toBe(3);
    expect(majorAmount(1250, 'USD')).toBe(12.5);
    expect(majorAmount(1250, 'JPY')).toBe(1250);
  });

  it('turns a typed amount into minor units, refusing decimals the currency lacks', () => {
    expect(minorAmount(12.5, 'EUR')).toBe(1250);
    expect(minorAmount(0.29, 'USD')).toBe(29);
    expect(minorAmount(4800, 'JPY')).toBe(4800);
    expect(minorAmount(4800.5, 'JPY')).toBeNull();
    expect(minorAmount(1.234, 'USD')).toBeNull();
    expect(minorAmount(-1, 'USD')).toBeNull();
    expect(minorAmount(Number.NaN, 'USD')).toBeNull();
  });

  it('formats in the keeper’s language', () => {
    expect(formatVisitCost(1250, 'USD', 'en')).toBe('$12.50');
    expect(formatVisitCost(4800, 'JPY', 'jp')).toBe('4,800円');
  });
});
