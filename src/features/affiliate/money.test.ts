import { formatMinor, majorInput, minorDigits, parseMajor } from './money';

describe('affiliate money', () => {
  it('knows the minor unit of each currency', () => {
    expect(minorDigits('USD')).toBe(2);
    expect(minorDigits('JPY')).toBe(0);
  });

  it('formats minor units in the UI language', () => {
    expect(formatMinor(499, 'USD', 'en-US')).toBe('$4.99');
    expect(formatMinor(5000, 'JPY', 'ja')).toBe('5,000円');
    expect(formatMinor(5000, 'EUR', 'en-US')).toBe('€50.00');
  });

  it('reads what a person types as minor units', () => {
    expect(parseMajor('50', 'USD')).toBe(5000);
    expect(parseMajor('$ 1,250.5', 'USD')).toBe(125050);
    expect(parseMajor('５０００', 'JPY')).toBe(5000);
    expect(parseMajor('50.123', 'USD')).toBeNull();
    expect(parseMajor('12.5', 'JPY')).toBeNull();
    expect(parseMajor('abc', 'USD')).toBeNull();
    expect(parseMajor('', 'USD')).toBeNull();
    expect(majorInput(5000, 'USD')).toBe('50.00');
    expect(majorInput(5000, 'JPY')).toBe('5000');
  });
});
