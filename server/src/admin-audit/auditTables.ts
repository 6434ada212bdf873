// The admin audit log: one row per admin action, written in the same transaction as the action.
// Append-only: no route updates or deletes a row, and a trigger (migration 0014) refuses UPDATE,
// DELETE and TRUNCATE on the table for everyone, the application included.
// No foreign keys on purpose: a cascade or SET NULL from a deleted user would be an UPDATE or
// DELETE here, which the trigger refuses. Who acted is kept by internal id (resolved when read)
// and by the e-mail address they had at the time.
import { index, integer, jsonb, pgTable, text, bigint } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditTargetType } from '@contract/adminAudit';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '@contract/adminAudit';
import { at, textIn } from '../db/columns';
import { personalDataLines } from '../db/personalData';

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    actorUserId: integer('actor_user_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** The actor's role names at the time, e.g. {super-admin}. */
    actorRoles: jsonb('actor_roles').$type<string[]>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    requestId: text('request_id'),
  },
  (t) => [
    index('admin_audit_log_occurred_idx').on(t.occurredAt),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId),
    index('admin_audit_log_actor_idx').on(t.actorUserId),
    textIn('admin_audit_log_action_check', 'action', AUDIT_ACTIONS),
    textIn('admin_audit_log_target_type_check', 'target_type', AUDIT_TARGET_TYPES),
  ],
);

/** Where a keeper's data lives in these tables: the export and the erasure (db/personalData.ts). */
export const auditPersonalData = personalDataLines([
  {
    table: 'admin_audit_log',
    export: { omitted: 'the record of what admins did in the console, kept for accountability' },
    erasure: [
      {
        how: 'retained',
        column: 'actor_user_id',
        why:
          'append-only by a database trigger: who did what stays provable after an admin leaves; ' +
          'keepers are named there by their public id only',
      },
    ],
  },
]);
