// Password recovery: reset links (256 random bits, stored as sha256, single use, valid 60
// minutes) and setting a new password with one. Mailing a link looks the account up, so its time
// depends on whether the account exists: the routes run it after their answer
// (http/afterResponse.ts), which then shows nothing; the routes add the rate limits.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ResetPasswordBody } from '@contract/schemas/auth';
import type { Language } from '@contract/preferences';
import type { Database } from '../db/openDatabase';
import { passwordResetTokens, users } from '../db/schema';
import { inTransaction } from '../db/unitOfWork';
import { ValidationError, type FieldErrors } from '../errors/HttpError';
import { addMs, HOUR, type Clock } from '../http/clock';
import { passwordResetMail, signInAttemptsMail } from '../mail/authMails';
import type { Mailer, MailMessage } from '../mail/mailer';
import { clearLoginThrottles } from './loginThrottle';
import { revokeAllTokens } from './authTokens';
import { hashPassword } from './passwordHash';
import { addPasswordErrors } from './passwordPolicy';
import { randomToken, sha256Hex } from '../http/secrets';
import { findUserByEmail } from './userService';

export const RESET_TOKEN_LIFETIME_MS = HOUR;
export const RESET_TOKEN_INVALID = 'This password reset link is invalid or has expired.';

export interface PasswordResetDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
}

type ResetLinkMail = (link: {
  to: string;
  name: string;
  language: Language;
  publicUrl: string;
  token: string;
}) => MailMessage;

/**
 * A new reset link for the account of `email` (normalised), mailed with `mail`, if there is such
 * an account. The link and its mail commit together: no working link that was never sent.
 */
async function mailResetLink(
  { db, clock, mailer }: PasswordResetDeps,
  email: string,
  linkOrigin: string,
  mail: ResetLinkMail,
  { retireOlder }: { retireOlder: boolean },
): Promise<void> {
  const token = randomToken();
  const tokenHash = sha256Hex(token);
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const now = clock.now();
  await inTransaction(db, async (unit) => {
    const tx = unit.tx;
    if (retireOlder) {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    }
    await tx.insert(passwordResetTokens).values({
      tokenHash,
      userId: user.id,
      createdAt: now,
      expiresAt: addMs(now, RESET_TOKEN_LIFETIME_MS),
    });
    await mailer.queue(
      mail({
        to: user.email,
        name: user.name,
        language: user.language,
        publicUrl: linkOrigin,
        token,
      }),
      unit,
    );
  });
}

/**
 * Mails a reset link to the account of `email` (normalised), if there is one. Only the newest
 * link works: older unused ones are retired. The route runs this after its answer, so the
 * answer takes the same time whether or not the account exists.
 */
export async function sendPasswordResetLink(
  deps: PasswordResetDeps,
  email: string,
  linkOrigin: string,
): Promise<void> {
  await mailResetLink(deps, email, linkOrigin, passwordResetMail, { retireOlder: true });
}

/**
 * Tells the keeper of `email`, if there is one, that sign-ins keep failing, with a reset link.
 * Older links keep working: whoever triggers this mail must not be able to cancel a reset the
 * keeper already asked for.
 */
export async function sendSignInAttemptsAlert(
  deps: PasswordResetDeps,
  email: string,
  failures: number,
  linkOrigin: string,
): Promise<void> {
  await mailResetLink(
    deps,
    email,
    linkOrigin,
    (link) => signInAttemptsMail({ ...link, failures }),
    {
      retireOlder: false,
    },
  );
}

/**
 * Sets a new password with a reset link and signs the user out everywhere. A weak password or
 * a link that is not this account's, used or expired is a ValidationError.
 */
export async function resetPassword(
  { db, clock }: Pick<PasswordResetDeps, 'db' | 'clock'>,
  reset: ResetPasswordBody,
): Promise<void> {
  const fieldErrors: FieldErrors = {};
  addPasswordErrors(fieldErrors, reset.password, reset.password_confirmation);
  if (Object.keys(fieldErrors).length > 0) throw new ValidationError(fieldErrors);

  const passwordHash = await hashPassword(reset.password);
  const now = clock.now();
  const user = await findUserByEmail(db, reset.email);
  const done = await db.transaction(async (tx) => {
    if (!user) return false;
    // Claiming the token and checking it is one statement, so it can be used only once even
    // by two concurrent requests.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256Hex(reset.token)),
          eq(passwordResetTokens.userId, user.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id });
    if (!claimed) return false;
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeAllTokens(tx, clock, user.id);
    // The keeper proved the account is theirs: no sign-in delay left from anyone's failures.
    await clearLoginThrottles(tx, user.email);
    return true;
  });
  if (!done) throw new ValidationError({ token: [RESET_TOKEN_INVALID] });
}
