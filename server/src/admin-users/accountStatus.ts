// Whether an account may sign in. A disabled account (user_suspensions) gets no new session by
// any way in — password, provider — and its existing sessions stop working at once (authTokens
// ignores them, and disabling revokes them).
import { eq } from 'drizzle-orm';
import type { Language } from '@contract/preferences';
import type { Database } from '../db/openDatabase';
import { ValidationError } from '../errors/HttpError';
import { userSuspensions } from './adminUsersTables';

export const ACCOUNT_DISABLED: Record<Language, string> = {
  en: 'This account has been disabled. Please contact support if you think this is a mistake.',
  jp: 'このアカウントは利用停止中です。お心当たりがない場合は、お問い合わせください。',
};

export async function isAccountDisabled(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userSuspensions.userId })
    .from(userSuspensions)
    .where(eq(userSuspensions.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * Refuses a sign-in of a disabled account: 422 on `email`, said only after the password (or the
 * provider) proved who it is, so the message reveals nothing to anyone else.
 */
export async function assertMaySignIn(
  db: Database,
  userId: number,
  language: Language,
): Promise<void> {
  if (await isAccountDisabled(db, userId)) {
    throw new ValidationError({ email: [ACCOUNT_DISABLED[language]] });
  }
}
