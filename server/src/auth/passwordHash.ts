// Password hashing with argon2id (the library's default algorithm) and its default cost settings,
// which follow OWASP's recommendation; the parameters are stored in the hash itself.
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash means "no match", not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies like verifyPassword, but when there is no stored hash (unknown user, provider-only
 * account) it still runs one argon2 verification against a throw-away hash, so the answer takes
 * the same time whether or not the account exists.
 */
export async function verifyPasswordTimingSafe(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash !== null) return verifyPassword(passwordHash, password);
  dummyHash ??= hash(`not-a-password-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}
