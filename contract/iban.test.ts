// The IBAN checksum (ISO 13616 mod 97), as the API and the payout form both apply it.
import { formatIban, isValidIban, normaliseIban } from './iban';

describe('isValidIban', () => {
  it.each([
    'DE89 3704 0044 0532 0130 00',
    'GB82WEST12345698765432',
    'fr1420041010050500013m02606',
    'NL91ABNA0417164300',
  ])('accepts %s', (iban) => expect(isValidIban(iban)).toBe(true));
  it.each([
    'DE89 3704 0044 0532 0130 01',
    'GB82WEST1234569876543',
    'XX00',
    '',
    'DE89-3704-0044-0532-0130-00',
  ])('refuses %s', (iban) => expect(isValidIban(iban)).toBe(false));
  it('stores the compact upper-case form and prints groups of four', () => {
    expect(normaliseIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
