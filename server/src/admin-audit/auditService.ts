// Reading the admin audit log for the admin screen: newest first, filtered by action, target,
// acting admin and day. The actor's current name comes from users when the account still exists.
// Entries about an account keep only its public id; its e-mail address is looked up when read,
// so an erased account leaves no address in the log (only "a deleted account").
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditEntry, AuditListQuery } from '@contract/schemas/adminAudit';
import type { Database } from '../db/openDatabase';
import { users } from '../db/schema';
import { containsPattern } from '../http/likePattern';
import { adminAuditLog } from './auditTables';

type Row = typeof adminAuditLog.$inferSelect;

const targetUser = alias(users, 'target_user');
const targetUserJoin = and(
  eq(adminAuditLog.targetType, 'user'),
  eq(sql`${targetUser.publicId}::text`, adminAuditLog.targetId),
);

function nextDay(day: string): Date {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

function toEntry(
  row: Row,
  actor: { publicId: string; name: string } | null,
  targetEmail: string | null,
): AuditEntry {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    actor: {
      id: actor?.publicId ?? null,
      email: row.actorEmail,
      name: actor?.name ?? null,
      roles: row.actorRoles,
    },
    action: row.action,
    target: {
      type: row.targetType,
      id: row.targetId,
      label: row.targetType === 'user' ? (targetEmail ?? '') : row.targetLabel,
    },
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    request_id: row.requestId,
  };
}

export async function listAudit(
  db: Database,
  query: AuditListQuery,
): Promise<{ items: AuditEntry[]; total: number; page: number; perPage: number }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? 25;
  const conditions: (SQL | undefined)[] = [
    query.action === undefined ? undefined : eq(adminAuditLog.action, query.action),
    query.target_type === undefined ? undefined : eq(adminAuditLog.targetType, query.target_type),
    query.target_id === undefined ? undefined : eq(adminAuditLog.targetId, query.target_id),
    query.actor === undefined
      ? undefined
      : ilike(adminAuditLog.actorEmail, containsPattern(query.actor)),
    query.q === undefined
      ? undefined
      : or(
          ilike(adminAuditLog.targetLabel, containsPattern(query.q)),
          ilike(targetUser.email, containsPattern(query.q)),
        ),
    query.from === undefined
      ? undefined
      : gte(adminAuditLog.occurredAt, new Date(`${query.from}T00:00:00.000Z`)),
    query.to === undefined ? undefined : lt(adminAuditLog.occurredAt, nextDay(query.to)),
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: adminAuditLog,
        publicId: users.publicId,
        name: users.name,
        targetEmail: targetUser.email,
      })
      .from(adminAuditLog)
      .leftJoin(users, eq(users.id, adminAuditLog.actorUserId))
      .leftJoin(targetUser, targetUserJoin)
      .where(where)
      .orderBy(desc(adminAuditLog.occurredAt), desc(adminAuditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: count() })
      .from(adminAuditLog)
      .leftJoin(targetUser, targetUserJoin)
      .where(where),
  ]);
  return {
    items: rows.map((row) =>
      toEntry(
        row.entry,
        row.publicId === null ? null : { publicId: row.publicId, name: row.name ?? '' },
        row.targetEmail,
      ),
    ),
    total: total?.total ?? 0,
    page,
    perPage,
  };
}
