// Rules for new passwords (registration, reset): at least 8 and at most 255 characters, confirmed,
// and not one of the 10,000 most common passwords (ASVS 2.1.7). The list is the frequency-ranked
// password list zxcvbn-ts ships (from leaked-password corpora), so it works offline.
import { dictionary } from '@zxcvbn-ts/language-common';
import type { FieldErrors } from '../errors/HttpError';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 255;
const COMMON_LIST_SIZE = 10_000;

let commonPasswords: Set<string> | undefined;

function isCommon(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[])
      .slice(0, COMMON_LIST_SIZE)
      .filter((p) => p.length >= PASSWORD_MIN)
      .map((p) => p.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Laravel's messages for min, max, confirmed and uncompromised. */
export function passwordErrors(password: string, confirmation: string | undefined): string[] {
  const errors: string[] = [];
  if ([...password].length < PASSWORD_MIN) {
    errors.push(`The password field must be at least ${PASSWORD_MIN} characters.`);
  }
  if ([...password].length > PASSWORD_MAX) {
    errors.push(`The password field must not be greater than ${PASSWORD_MAX} characters.`);
  }
  if (confirmation !== password) errors.push('The password field confirmation does not match.');
  if (errors.length === 0 && isCommon(password)) {
    errors.push(
      'The given password has appeared in a data leak. Please choose a different password.',
    );
  }
  return errors;
}

export function addPasswordErrors(
  errors: FieldErrors,
  password: string,
  confirmation: string | undefined,
): void {
  const messages = passwordErrors(password, confirmation);
  if (messages.length > 0) errors.password = messages;
}
