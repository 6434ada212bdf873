// The mailbox comparison behind self-referral (the IBAN check lives in contract/iban.ts).
import { mailboxOf } from './attribution';

describe('mailboxOf', () => {
  it('ignores case, dots and +tags of the local part', () => {
    expect(mailboxOf('Alex.Morgan+promo@Example.com')).toBe(mailboxOf('alexmorgan@example.com'));
    expect(mailboxOf('alex@example.com')).not.toBe(mailboxOf('alex@example.org'));
  });
});
