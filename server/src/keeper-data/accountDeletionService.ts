// "Delete my account": what goes (counted from the same rows the export reads), confirming it is
// the keeper (password, or a fresh provider sign-in for accounts without one), the grace period,
// and its end by signing in. The erasure itself is eraseKeeper.ts, run by erasureJob.ts.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { AUTH_PROVIDERS, isAuthProvider, type AuthProvider } from '@contract/authProviders';
import { PROVIDER_REAUTH_MINUTES } from '@contract/keeperData';
import type {
  DeletionCanceled,
  DeletionItem,
  DeletionOverview,
  DeletionScheduled,
} from '@contract/schemas/keeperData';
import type { Config } from '../config';
import { addMs, DAY, MINUTE, type Clock } from '../http/clock';
import { type AuthContext, revokeAllTokens, verifyPasswordTimingSafe } from '../auth';
import type { RateLimiter, RateLimitRule } from '../http/rateLimiter';
import { subscriptions } from '../billing';
import type { Database } from '../db/openDatabase';
import { authTokens, userIdentities, users } from '../db/schema';
import { inTransaction } from '../db/unitOfWork';
import { HttpError, ValidationError } from '../errors/HttpError';
import type { Mailer } from '../mail/mailer';
import type { NotificationService } from '../notifications';
import { collectKeeperData, type ExportRow } from './collectKeeperData';
import {
  DELETION_CANCELED_TYPE,
  deletionCanceledNotification,
  deletionScheduledMail,
} from './deletionMessages';
import { accountDeletions } from './keeperDataTables';
import { DELETION_ITEM_SECTIONS } from './personalDataMap';

export const PASSWORD_REQUIRED = 'The password field is required.';
export const PASSWORD_INCORRECT = 'The password is incorrect.';
export const STAFF_ACCOUNT =
  'Accounts with an admin or vet role are closed by an administrator. Please contact support.';
export const reauthNeeded = (provider: string) =>
  `To confirm it is you, sign in with ${provider} again, then delete your account within ${PROVIDER_REAUTH_MINUTES} minutes.`;

/** Wrong passwords on the deletion form, per account: the same pace as sign-in. */
export const DELETION_PASSWORD_PER_USER: RateLimitRule = {
  name: 'deletion:password',
  limit: 5,
  windowMs: 15 * MINUTE,
};

const STAFF_ROLES = new Set(['admin', 'super-admin', 'vet']);
const PROVIDER_NAMES: Record<AuthProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

/** A plan that would still renew or is still paid for. */
function isRunningPlan(row: ExportRow): boolean {
  return row.plan !== 'free' && (row.status === 'active' || row.status === 'past_due');
}

export interface AccountDeletionDeps {
  db: Database;
  clock: Clock;
  config: Config;
  mailer: Mailer;
  notifications: NotificationService;
  limiter: RateLimiter;
}

export class AccountDeletionService {
  constructor(private readonly deps: AccountDeletionDeps) {}

  private async account(userId: number) {
    const [user] = await this.deps.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new HttpError(401, 'Unauthenticated.');
    return user;
  }

  private async linkedProviders(userId: number): Promise<AuthProvider[]> {
    const rows = await this.deps.db
      .select({ provider: userIdentities.provider })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId));
    const linked = new Set(rows.map((row) => row.provider));
    return AUTH_PROVIDERS.filter((provider) => linked.has(provider));
  }

  /** Until when the current sign-in confirms a provider-only account (null: it does not). */
  private async providerReauthUntil(auth: AuthContext): Promise<Date | null> {
    if (!isAuthProvider(auth.method)) return null;
    const [token] = await this.deps.db
      .select({ createdAt: authTokens.createdAt })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, auth.tokenHash));
    if (!token) return null;
    const until = addMs(token.createdAt, PROVIDER_REAUTH_MINUTES * MINUTE);
    return until > this.deps.clock.now() ? until : null;
  }

  async overview(auth: AuthContext): Promise<DeletionOverview> {
    const user = await this.account(auth.userId);
    const data = await collectKeeperData(this.deps.db, auth.userId);
    const rows = (section: string) => data.sections.get(section) ?? [];
    const items: DeletionItem[] = [];
    for (const { key, section } of DELETION_ITEM_SECTIONS) {
      const list = key === 'subscriptions' ? rows(section).filter(isRunningPlan) : rows(section);
      if (list.length > 0) items.push({ key, count: list.length });
    }
    const unpaid = new Map<string, number>();
    for (const commission of rows('affiliate_commissions')) {
      if (commission.status !== 'pending' && commission.status !== 'payable') continue;
      const currency = String(commission.currency);
      unpaid.set(currency, (unpaid.get(currency) ?? 0) + Number(commission.amount_minor));
    }
    const until = user.passwordHash === null ? await this.providerReauthUntil(auth) : null;
    return {
      grace_days: this.deps.config.keeperData.deletionGraceDays,
      reauth: user.passwordHash === null ? 'provider' : 'password',
      providers: await this.linkedProviders(auth.userId),
      provider_reauth_until: until?.toISOString() ?? null,
      blocked: auth.roles.some((role) => STAFF_ROLES.has(role.name)) ? 'staff_role' : null,
      items,
      files: rows('files').length,
      file_bytes: rows('files').reduce((sum, row) => sum + Number(row.bytes ?? 0), 0),
      has_billing_data: rows('billing_data').length > 0,
      receipts_kept: rows('orders').length,
      affiliate_unpaid: [...unpaid].map(([currency, amount]) => ({
        currency,
        amount_minor: amount,
      })),
    };
  }

  /**
   * Confirms it is the keeper, then schedules the erasure: every session ends (this one too),
   * plans stop renewing, download links stop working, and a mail (its links at `linkOrigin`) says
   * when and how to cancel.
   */
  async request(
    auth: AuthContext,
    password: string | undefined,
    linkOrigin: string,
  ): Promise<DeletionScheduled> {
    const { db, clock, config, mailer, limiter } = this.deps;
    const user = await this.account(auth.userId);
    if (auth.roles.some((role) => STAFF_ROLES.has(role.name))) {
      throw new HttpError(403, STAFF_ACCOUNT);
    }
    let confirmedWith: string;
    if (user.passwordHash !== null) {
      if (password === undefined || password === '') {
        throw new ValidationError({ password: [PASSWORD_REQUIRED] });
      }
      const checks = [[DELETION_PASSWORD_PER_USER, String(user.id)]] as const;
      // An attempt is taken before the check (concurrent guesses cannot slip past the limit)
      // and given back when the password was right: only failures use the allowance up.
      await limiter.consume(checks);
      if (!(await verifyPasswordTimingSafe(user.passwordHash, password))) {
        throw new ValidationError({ password: [PASSWORD_INCORRECT] });
      }
      await limiter.release(checks);
      confirmedWith = 'password';
    } else {
      const providers = await this.linkedProviders(user.id);
      if ((await this.providerReauthUntil(auth)) === null) {
        const name = providers.map((provider) => PROVIDER_NAMES[provider]).join(' / ');
        throw new ValidationError({ reauth: [reauthNeeded(name || 'your sign-in provider')] });
      }
      confirmedWith = auth.method;
    }

    const now = clock.now();
    const scheduledFor = addMs(now, config.keeperData.deletionGraceDays * DAY);
    const scheduled = await inTransaction(db, async (unit) => {
      const stopped = await unit.tx
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, updatedAt: now })
        .where(
          and(
            eq(subscriptions.userId, user.id),
            eq(subscriptions.status, 'active'),
            ne(subscriptions.plan, 'free'),
            eq(subscriptions.cancelAtPeriodEnd, false),
          ),
        )
        .returning({ id: subscriptions.id });
      const [row] = await unit.tx
        .insert(accountDeletions)
        .values({
          userId: user.id,
          requestedAt: now,
          eraseAfter: scheduledFor,
          scheduledFor,
          confirmedWith,
          stoppedSubscriptionIds: stopped.map((subscription) => subscription.id),
        })
        .onConflictDoNothing()
        .returning();
      // Asked twice at once: the first request stands.
      const current =
        row ??
        (
          await unit.tx.select().from(accountDeletions).where(eq(accountDeletions.userId, user.id))
        )[0];
      if (!current) throw new Error('account deletion row missing');
      await revokeAllTokens(unit.tx, clock, user.id);
      if (row) {
        await mailer.queue(
          deletionScheduledMail({
            to: user.email,
            name: user.name,
            language: user.language,
            publicUrl: linkOrigin,
            scheduledFor,
          }),
          unit,
        );
      }
      return current;
    });
    return {
      requested_at: scheduled.requestedAt.toISOString(),
      scheduled_for: scheduled.scheduledFor.toISOString(),
    };
  }
}

/**
 * Signing in during the grace period cancels the deletion: the row goes, the plans the request
 * stopped renew again (if still running), and a notification says so. Returns what was cancelled,
 * for the sign-in answer; null when nothing was pending. Called by every way of signing in.
 */
export async function cancelDeletionOnSignIn(
  db: Database,
  clock: Clock,
  notifications: NotificationService,
  userId: number,
): Promise<DeletionCanceled | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
      .returning();
    if (!row) return null;
    const now = clock.now();
    if (row.stoppedSubscriptionIds.length > 0) {
      await tx
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, updatedAt: now })
        .where(
          and(
            inArray(subscriptions.id, row.stoppedSubscriptionIds),
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
          ),
        );
    }
    const [user] = await tx
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    await notifications.createNotification(
      userId,
      DELETION_CANCELED_TYPE,
      deletionCanceledNotification(row.scheduledFor, user?.language ?? 'en'),
      tx,
    );
    return { scheduled_for: row.scheduledFor.toISOString() };
  });
}
