// Admin user management (/api/admin/users): search and view accounts, disable and enable them,
// and — super-admins only — grant or remove the admin role.
import { Type, type Static } from '@sinclair/typebox';
import { ROLE_NAMES } from '../roles';
import { PER_PAGE_MAX } from '../limits';
import { Role } from './auth';
import { DateTime, Int32, Line, MultiLine, Nullable, PaginationMeta, StringEnum } from './common';

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;

export const AdminUserSummary = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    email: Type.String(),
    roles: Type.Array(Role),
    status: StringEnum(ACCOUNT_STATUSES),
    created_at: DateTime,
    /** The last time one of the user's sessions was used (null: never signed in). */
    last_active_at: Nullable(DateTime),
  },
  { title: 'AdminUserSummary' },
);
export type AdminUserSummary = Static<typeof AdminUserSummary>;

export const AdminUserDetail = Type.Composite(
  [
    AdminUserSummary,
    Type.Object({
      phone_number: Nullable(Type.String()),
      is_verified_phone_number: Type.Boolean(),
      language: Type.String(),
      /** Sign-in methods: email (a password is set) and linked providers. */
      sign_in_methods: Type.Array(Type.String()),
      /** Sessions (bearer tokens) that are neither expired nor revoked. */
      active_sessions: Type.Integer(),
      pets_count: Type.Integer(),
      has_subscription: Type.Boolean(),
      affiliate_status: Nullable(Type.String()),
      disabled: Nullable(
        Type.Object({
          at: DateTime,
          reason: Type.String(),
          by: Nullable(Type.String({ description: 'E-mail address of the admin who did it.' })),
        }),
      ),
      /** What the caller may do to this account (so the screen offers only that). */
      can: Type.Object({
        disable: Type.Boolean(),
        enable: Type.Boolean(),
        grant_admin: Type.Boolean(),
        revoke_admin: Type.Boolean(),
      }),
    }),
  ],
  { title: 'AdminUserDetail' },
);
export type AdminUserDetail = Static<typeof AdminUserDetail>;

export const AdminUserListQuery = Type.Object({
  q: Type.Optional(Line(255, { description: 'Part of the name or e-mail address.' })),
  role: Type.Optional(StringEnum(ROLE_NAMES)),
  status: Type.Optional(StringEnum(ACCOUNT_STATUSES)),
  page: Type.Optional(Int32({ minimum: 1, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: PER_PAGE_MAX, default: 25 })),
});
export type AdminUserListQuery = Static<typeof AdminUserListQuery>;

export const AdminUserList = Type.Object({
  data: Type.Array(AdminUserSummary),
  meta: PaginationMeta,
});
export type AdminUserList = Static<typeof AdminUserList>;

export const AdminUserParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const DisableUserBody = Type.Object({
  reason: MultiLine(500, { minLength: 1, description: 'Why; shown to other admins.' }),
});
export type DisableUserBody = Static<typeof DisableUserBody>;

export const AdminUserResponse = Type.Object({ data: AdminUserDetail });
export type AdminUserResponse = Static<typeof AdminUserResponse>;
