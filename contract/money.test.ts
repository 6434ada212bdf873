import { currencyDigits, formatMajor, formatMinorUnits } from './money';

describe('money as a reader sees it', () => {
  it('writes yen in Japanese with 円 after the number, as price tags and receipts do', () => {
    expect(formatMinorUnits(780, 'JPY', 'ja')).toBe('780円');
    expect(formatMinorUnits(7800, 'JPY', 'ja-JP')).toBe('7,800円');
    expect(formatMinorUnits(-500, 'JPY', 'ja')).toBe('-500円');
    expect(formatMajor(1250, 'JPY', 'ja')).toBe('1,250円');
  });

  it('keeps the yen sign in English and Intl’s form for other currencies', () => {
    expect(formatMinorUnits(780, 'JPY', 'en')).toBe('¥780');
    expect(formatMinorUnits(499, 'USD', 'en')).toBe('$4.99');
    expect(formatMinorUnits(499, 'USD', 'ja')).not.toContain('円');
    expect(formatMinorUnits(1299, 'EUR', 'de')).toBe('12,99\u00a0€');
  });

  it('knows the minor unit of each currency', () => {
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('USD')).toBe(2);
  });
});
