// The admin audit log (GET /api/admin/audit-log): who did what to which record, when, with the
// record before and after as JSON. Append-only: no route changes or deletes an entry.
import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../adminAudit';
import { PER_PAGE_MAX } from '../limits';
import { DateTime, Int32, Line, Nullable, PaginationMeta, StringEnum } from './common';

export const AuditActionName = StringEnum(AUDIT_ACTIONS);
export const AuditTargetTypeName = StringEnum(AUDIT_TARGET_TYPES);

export const AuditEntry = Type.Object(
  {
    id: Type.Integer(),
    occurred_at: DateTime,
    actor: Type.Object({
      /** The admin's public id; null for an account deleted since. */
      id: Nullable(Type.String()),
      email: Type.String({ description: 'The address the admin had when they acted.' }),
      name: Nullable(Type.String()),
      roles: Type.Array(Type.String()),
    }),
    action: AuditActionName,
    target: Type.Object({
      type: AuditTargetTypeName,
      id: Type.String(),
      label: Type.String({ description: 'A title, slug, path or e-mail to recognise it by.' }),
    }),
    before: Type.Unknown({ description: 'The record before the action (null: it was created).' }),
    after: Type.Unknown({ description: 'The record after the action (null: it was deleted).' }),
    reason: Nullable(Type.String()),
    request_id: Nullable(Type.String()),
  },
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditListQuery = Type.Object({
  action: Type.Optional(AuditActionName),
  target_type: Type.Optional(AuditTargetTypeName),
  target_id: Type.Optional(Line(100)),
  actor: Type.Optional(Line(255, { description: 'Part of the acting admin’s e-mail address.' })),
  q: Type.Optional(Line(200, { description: 'Part of the target’s label (title, path, e-mail).' })),
  from: Type.Optional(Type.String({ format: 'date', description: 'First day (UTC), inclusive.' })),
  to: Type.Optional(Type.String({ format: 'date', description: 'Last day (UTC), inclusive.' })),
  page: Type.Optional(Int32({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: PER_PAGE_MAX, default: 25 })),
});
export type AuditListQuery = Static<typeof AuditListQuery>;

export const AuditList = Type.Object({ data: Type.Array(AuditEntry), meta: PaginationMeta });
export type AuditList = Static<typeof AuditList>;
