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
