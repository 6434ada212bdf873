// Writing the admin audit log. Every admin action calls recordAudit with the transaction that
// makes the change, so the entry and the change commit together or not at all.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditTargetType } from '@contract/adminAudit';
import { authOf } from '../auth';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { adminAuditLog } from './auditTables';

/** Who acts: the signed-in admin of the request. */
export interface AuditActor {
  userId: number;
  roles: string[];
  requestId: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | number;
  /** A title, slug, path or e-mail address an admin recognises the record by. */
  targetLabel: string;
  /** The record before the action; null when it was created. */
  before: unknown;
  /** The record after the action; null when it was deleted. */
  after: unknown;
  reason?: string | null;
}

/** The actor of a request guarded by requireRole (request.auth is set). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const auth = authOf(request);
  return {
    userId: auth.userId,
    roles: auth.roles.map((role) => role.name),
    requestId: typeof request.id === 'string' ? request.id : null,
  };
}

/** JSON the jsonb column keeps as given: Dates as ISO strings, undefined fields dropped. */
function asJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

/** Appends one entry; call it inside the transaction that makes the change. */
export async function recordAudit(
  tx: Database,
  actor: AuditActor,
  record: AuditRecord,
): Promise<void> {
  // The e-mail address comes from the same transaction: what it was when the admin acted.
  const email = tx.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  await tx.insert(adminAuditLog).values({
    actorUserId: actor.userId,
    actorEmail: sql`coalesce((${email}), '')`,
    actorRoles: actor.roles,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    targetLabel: record.targetLabel.slice(0, 500),
    before: asJson(record.before),
    after: asJson(record.after),
    reason: record.reason ?? null,
    requestId: actor.requestId,
  });
}

/** A hook services call inside their own transaction, so they need not know about auditing. */
export type AuditHook = (tx: Database, before: unknown, after: unknown) => Promise<void>;
