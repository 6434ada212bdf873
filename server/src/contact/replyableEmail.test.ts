import { isReplyableEmail } from './replyableEmail';

describe('isReplyableEmail', () => {
  it.each(['hana@petmail.jp', 'tom@mail.co.uk', 'a@examples.com', 'vet@clinic.testing.org'])(
    'accepts %s',
    (email) => expect(isReplyableEmail(email)).toBe(true),
  );

  it.each([
    'x@example.com',
    'x@mail.example.org',
    'x@EXAMPLE.NET',
    'x@shop.test',
    'x@nowhere.invalid',
    'x@localhost',
    'x@host.localhost',
    'x@site.example',
    'x@intranet',
  ])('refuses %s', (email) => expect(isReplyableEmail(email)).toBe(false));
});
