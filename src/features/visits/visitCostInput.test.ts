import { costInputValue, currencyOptions, parseCost } from './visitCostInput';

describe('visit cost input', () => {
  it("reads an amount in the currency's major unit as minor units", () => {
    expect(parseCost('12.50', 'USD')).toBe(1250);
    expect(parseCost('12,5', 'EUR')).toBe(1250);
    expect(parseCost('1,250', 'JPY')).toBe(1250);
    expect(parseCost('１２５０円', 'JPY')).toBeNull();
    expect(parseCost('１２５０', 'JPY')).toBe(1250);
    expect(parseCost('$1,234.56', 'USD')).toBe(123456);
  });

  it('refuses fractions a currency does not have, and what is not an amount', () => {
    expect(parseCost('12.5', 'JPY')).toBeNull();
    expect(parseCost('1.234', 'USD')).toBeNull();
    expect(parseCost('-3', 'USD')).toBeNull();
    expect(parseCost('ten', 'USD')).toBeNull();
    expect(parseCost('10', 'XYZ')).toBeNull();
  });

  it('shows a stored cost again as it is typed', () => {
    expect(costInputValue(1250, 'USD')).toBe('12.50');
    expect(costInputValue(1250, 'JPY')).toBe('1250');
  });

  it('offers the common currencies first, named in the page language', () => {
    const options = currencyOptions('ja');
    expect(options.slice(0, 2).map((o) => o.value)).toEqual(['JPY', 'USD']);
    expect(options[0]!.label).toBe('JPY — 日本円');
    expect(options.length).toBeGreaterThan(100);
  });
});
