// A Japanese bank account's checks, as the API and the payout form both apply them.
import {
  isAccountNumber,
  isBankCode,
  isBranchCode,
  isKanaName,
  normaliseDigits,
  normaliseKanaName,
} from './japaneseBankAccount';

describe('codes and the account number', () => {
  it('take exactly 4, 3 and 7 digits, full-width as typed in Japanese too', () => {
    expect([isBankCode('0005'), isBankCode('０００５'), isBankCode('00-05')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([isBankCode('005'), isBankCode('00005'), isBankCode('00O5'), isBankCode('')]).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect([isBranchCode('135'), isBranchCode('１３５'), isBranchCode('13')]).toEqual([
      true,
      true,
      false,
    ]);
    expect([
      isAccountNumber('1234567'),
      isAccountNumber('123456'),
      isAccountNumber('12345678'),
    ]).toEqual([true, false, false]);
    expect(normaliseDigits(' ０１２ ３４５６ ')).toBe('0123456');
  });
});

describe('the holder’s name', () => {
  it.each(['ヤマダ　ハナコ', 'ﾔﾏﾀﾞ ﾊﾅｺ', 'スズキ　イチロー', 'カ）ペツトケア', 'ヴアン．デル'])(
    'accepts %s',
    (name) => expect(isKanaName(name)).toBe(true),
  );
  it.each(['やまだ　はなこ', '山田花子', 'Hanako Yamada', 'ヤマダ・ハナコ', '（）', '　', ''])(
    'refuses %s',
    (name) => expect(isKanaName(name)).toBe(false),
  );
  it('is stored in full-width katakana with one full-width space', () => {
    expect(normaliseKanaName(' ﾔﾏﾀﾞ   ﾊﾅｺ ')).toBe('ヤマダ　ハナコ');
    expect(normaliseKanaName('カ)ペツトケア')).toBe('カ）ペツトケア');
  });
});
