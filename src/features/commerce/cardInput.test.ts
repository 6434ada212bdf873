import { cardDigits, isExpired, parseExpiry, passesLuhn, toSandboxCard } from './cardInput';

describe('card input', () => {
  it('checks the Luhn digit of the documented sandbox cards and refuses a typo', () => {
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000-0025-0000-3155']) {
      expect(passesLuhn(cardDigits(card))).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242')).toBe(false);
    expect(passesLuhn('abcd abcd abcd')).toBe(false);
  });

  it('reads expiry dates as people type them', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 4 / 2031 ')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('0429')).toBeNull();
  });

  it('keeps a card good through its expiry month', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
  });

  it('sends digits, month, four-digit year and CVC', () => {
    expect(
      toSandboxCard({ card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: ' 123 ' }),
    ).toEqual({ card_number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' });
  });
});
