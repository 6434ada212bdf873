// The Japanese bank account of a payout (method jp_bank): each field checked on its own, so a
// partner sees every mistake at once, and stored in the form banks print (half-width digits,
// the holder's name in full-width katakana). The checks are contract/japaneseBankAccount.ts,
// which the site's form runs too. The messages are English here like every API message; the
// commerce capability's catalogue (routeGroups/commerceMessages.jp.ts) answers them in Japanese.
import {
  isAccountNumber,
  isBankCode,
  isBranchCode,
  isKanaName,
  normaliseDigits,
  normaliseKanaName,
} from '@contract/japaneseBankAccount';
import type { PayoutSettings } from '@contract/schemas/affiliate';
import type { FieldErrors } from '../errors/HttpError';

export type JapaneseBankFields = Pick<
  PayoutSettings,
  | 'bank_name'
  | 'bank_code'
  | 'branch_name'
  | 'branch_code'
  | 'account_type'
  | 'account_number'
  | 'account_holder'
>;

/** The account to store, with each bad field's message added to `errors`. */
export function japaneseBankAccount(body: PayoutSettings, errors: FieldErrors): JapaneseBankFields {
  const text = (value: string | null | undefined) => value?.trim() ?? '';
  const bankName = text(body.bank_name);
  const branchName = text(body.branch_name);
  const bankCode = text(body.bank_code);
  const branchCode = text(body.branch_code);
  const accountNumber = text(body.account_number);
  const holder = text(body.account_holder);
  if (!bankName) errors.bank_name = ['The bank name is required.'];
  if (!isBankCode(bankCode)) errors.bank_code = ['The bank code must be 4 digits.'];
  if (!branchName) errors.branch_name = ['The branch name is required.'];
  if (!isBranchCode(branchCode)) errors.branch_code = ['The branch code must be 3 digits.'];
  if (!body.account_type) errors.account_type = ['Choose the account type: ordinary or current.'];
  if (!isAccountNumber(accountNumber))
    errors.account_number = ['The account number must be 7 digits.'];
  if (!holder) errors.account_holder = ['The account holder is required.'];
  else if (!isKanaName(holder))
    errors.account_holder = [
      'The account holder must be written in full-width katakana, as in the passbook.',
    ];
  return {
    bank_name: bankName,
    bank_code: normaliseDigits(bankCode),
    branch_name: branchName,
    branch_code: normaliseDigits(branchCode),
    account_type: body.account_type ?? null,
    account_number: normaliseDigits(accountNumber),
    account_holder: normaliseKanaName(holder),
  };
}
