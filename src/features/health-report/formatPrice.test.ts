import { formatPrice } from './formatPrice';

describe('formatPrice', () => {
  it('reads minor units per currency: cents for dollars, whole yen for yen', () => {
    expect(formatPrice(1499, 'USD', 'en')).toBe('$14.99');
    expect(formatPrice(2200, 'JPY', 'ja')).toBe('2,200円');
    expect(formatPrice(2200, 'JPY', 'en')).toBe('¥2,200');
    expect(formatPrice(1299, 'GBP', 'en-GB')).toBe('£12.99');
  });
});
