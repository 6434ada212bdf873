// Applications to the programme: a keeper applies (again, after a decline), an admin lists them
// and accepts (a referral code is made) or declines with a reason. Each decision is written to
// the admin audit log and notified to the keeper (stored and broadcast live), in one transaction.
import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Language } from '@contract/preferences';
import type {
  AdminApplication,
  AffiliateApplicationBody,
  AffiliateStatus,
} from '@contract/schemas/affiliate';
import { type AuditActor, recordAudit } from '../admin-audit';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors/HttpError';
import type { AffiliateDeps, AffiliateMembership, AffiliateRow } from './affiliateMembership';
import { affiliates } from './affiliateTables';

export const APPLICATION_NOT_FOUND = 'Application not found.';
export const AFFILIATE_DECISION_TYPE = 'affiliate_application';

export type Decision = { accept: true } | { accept: false; reason: string };

function adminView(
  row: AffiliateRow,
  user: { publicId: string; name: string; email: string },
): AdminApplication {
  return {
    id: String(row.id),
    status: row.status,
    user: { id: user.publicId, name: user.name, email: user.email },
    website: row.website,
    audience: row.audience,
    channels: row.channels,
    message: row.message,
    decline_reason: row.declineReason,
    applied_at: row.appliedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The audit entry keeps the decision's state, not the applicant's details. */
const auditedState = (a: AdminApplication) => ({
  status: a.status,
  decline_reason: a.decline_reason,
  decided_at: a.decided_at,
});

export class ApplicationService {
  constructor(
    private readonly deps: Pick<AffiliateDeps, 'db' | 'clock' | 'notifications'> & {
      membership: AffiliateMembership;
    },
  ) {}

  async apply(
    userId: number,
    body: AffiliateApplicationBody,
    linkOrigin: string,
  ): Promise<AffiliateStatus> {
    const { db, clock, membership } = this.deps;
    const now = clock.now();
    const application = {
      status: 'pending' as const,
      website: body.website ?? null,
      audience: body.audience,
      channels: body.channels,
      message: body.message ?? null,
      declineReason: null,
      appliedAt: now,
      decidedAt: null,
      updatedAt: now,
    };
    // A declined keeper may apply again; a pending or accepted one may not.
    const [row] = await db
      .insert(affiliates)
      .values({ userId, ...application })
      .onConflictDoUpdate({
        target: affiliates.userId,
        set: application,
        where: eq(affiliates.status, 'declined'),
      })
      .returning();
    if (!row) {
      const existing = await membership.row(userId);
      throw new ValidationError({
        application: [
          existing?.status === 'accepted'
            ? 'You are already an affiliate.'
            : 'Your application is being reviewed: we will let you know.',
        ],
      });
    }
    return membership.statusOf(row, linkOrigin);
  }

  async applications(
    status: 'pending' | 'accepted' | 'declined' | undefined,
  ): Promise<AdminApplication[]> {
    const rows = await this.deps.db
      .select({
        affiliate: affiliates,
        user: { publicId: users.publicId, name: users.name, email: users.email },
      })
      .from(affiliates)
      .innerJoin(users, eq(users.id, affiliates.userId))
      .where(status === undefined ? undefined : eq(affiliates.status, status))
      .orderBy(asc(affiliates.appliedAt), asc(affiliates.id))
      .limit(200);
    return rows.map((row) => adminView(row.affiliate, row.user));
  }

  /** Accepts or declines a pending application, with its audit entry and the keeper's notice. */
  async decide(applicationId: number, decision: Decision, actor: AuditActor) {
    const { db, clock, notifications } = this.deps;
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ affiliate: affiliates, user: users })
        .from(affiliates)
        .innerJoin(users, eq(users.id, affiliates.userId))
        .where(eq(affiliates.id, applicationId))
        .for('update');
      if (!found) throw new NotFoundError(APPLICATION_NOT_FOUND);
      if (found.affiliate.status !== 'pending') {
        throw new ValidationError({ status: ['This application has already been decided.'] });
      }
      const now = clock.now();
      const [row] = await tx
        .update(affiliates)
        .set(
          decision.accept
            ? {
                status: 'accepted',
                code: found.affiliate.code ?? (await newCode(tx, found.user.name)),
                decidedAt: now,
                updatedAt: now,
              }
            : {
                status: 'declined',
                declineReason: decision.reason,
                decidedAt: now,
                updatedAt: now,
              },
        )
        .where(eq(affiliates.id, applicationId))
        .returning();
      if (!row) throw new NotFoundError(APPLICATION_NOT_FOUND);
      const before = adminView(found.affiliate, found.user);
      const after = adminView(row, found.user);
      await recordAudit(tx, actor, {
        action: decision.accept ? 'affiliate.accept' : 'affiliate.decline',
        targetType: 'affiliate_application',
        targetId: after.id,
        targetLabel: `#${after.id}`,
        before: auditedState(before),
        after: auditedState(after),
        reason: after.decline_reason,
      });
      await notifications.createNotification(
        found.user.id,
        AFFILIATE_DECISION_TYPE,
        decisionNotification(decision, found.user.language),
        tx,
      );
      return after;
    });
  }
}

/** Up to six letters of the name plus 3–4 digits, not yet taken (`ALEXPETS123`). */
async function newCode(db: Database, name: string): Promise<string> {
  const letters =
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 6) || 'PET';
  for (;;) {
    const code = `${letters}${randomInt(100, 10_000)}`;
    const [taken] = await db
      .select({ id: affiliates.id })
      .from(affiliates)
      .where(eq(affiliates.code, code));
    if (!taken) return code;
  }
}

function decisionNotification(decision: Decision, language: Language) {
  if (decision.accept) {
    return language === 'jp'
      ? {
          title: 'アフィリエイトプログラムへの参加が承認されました',
          body: 'プログラム規約に同意すると、紹介リンクとダッシュボードをご利用いただけます。',
          action_url: '/affiliate-program/join',
        }
      : {
          title: 'Welcome to the PetCare affiliate programme',
          body: 'Your application was accepted. Accept the programme rules to get your referral link and dashboard.',
          action_url: '/affiliate-program/join',
        };
  }
  return language === 'jp'
    ? {
        title: 'アフィリエイトプログラムへのお申し込みについて',
        body: `今回はご参加をお受けできませんでした。理由：${decision.reason}`,
        action_url: '/affiliate-program/join',
      }
    : {
        title: 'About your affiliate application',
        body: `We could not accept your application this time. Reason: ${decision.reason}`,
        action_url: '/affiliate-program/join',
      };
}
