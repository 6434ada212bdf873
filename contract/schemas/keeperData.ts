// A keeper's own data: "download my data" (a ZIP behind a short-lived link) and "delete my
// account" (what goes, re-authentication, the grace period). server/src/keeper-data/README.md.
import { Type, type Static } from '@sinclair/typebox';
import { AUTH_PROVIDERS } from '../authProviders';
import { DELETION_BLOCKERS, DELETION_ITEM_KEYS, DELETION_REAUTH_METHODS } from '../keeperData';
import { DateTime, Nullable, Password, StringEnum } from './common';

export const DataExportSummary = Type.Object(
  {
    records: Type.Integer({ minimum: 0, description: 'Rows in data.json.' }),
    files: Type.Integer({ minimum: 0, description: 'Original photos and documents included.' }),
    file_bytes: Type.Integer({ minimum: 0, description: 'Their size together, in bytes.' }),
  },
  { title: 'DataExportSummary' },
);
export type DataExportSummary = Static<typeof DataExportSummary>;

export const DataExportLink = Type.Object(
  {
    path: Type.String({
      description:
        'Where the ZIP is, relative to the API base URL (account/data-export/{token}); ' +
        'no bearer token needed, so a plain link downloads it.',
    }),
    expires_at: DateTime,
    summary: DataExportSummary,
  },
  { title: 'DataExportLink' },
);
export type DataExportLink = Static<typeof DataExportLink>;
export const DataExportLinkData = Type.Object({ data: DataExportLink });

export const DataExportTokenParams = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }) },
  { additionalProperties: false },
);

export const DeletionItem = Type.Object(
  { key: StringEnum(DELETION_ITEM_KEYS), count: Type.Integer({ minimum: 0 }) },
  { title: 'DeletionItem' },
);
export type DeletionItem = Static<typeof DeletionItem>;

export const MoneyAmount = Type.Object({
  currency: Type.String(),
  amount_minor: Type.Integer(),
});

export const DeletionOverview = Type.Object(
  {
    grace_days: Type.Integer({ minimum: 1 }),
    reauth: StringEnum(DELETION_REAUTH_METHODS, {
      description: 'password: send it; provider: sign in again with a provider first.',
    }),
    providers: Type.Array(StringEnum(AUTH_PROVIDERS), {
      description: 'Sign-in providers linked to the account.',
    }),
    provider_reauth_until: Nullable(
      Type.String({
        format: 'date-time',
        description: 'Provider accounts: until when the current sign-in counts as confirmation.',
      }),
    ),
    blocked: Nullable(StringEnum(DELETION_BLOCKERS)),
    items: Type.Array(DeletionItem, { description: 'What goes, with counts (none listed: 0).' }),
    files: Type.Integer({ minimum: 0 }),
    file_bytes: Type.Integer({ minimum: 0 }),
    has_billing_data: Type.Boolean(),
    receipts_kept: Type.Integer({
      minimum: 0,
      description: 'Orders kept for tax law, without name, e-mail or address.',
    }),
    affiliate_unpaid: Type.Array(MoneyAmount, {
      description: 'Commissions not paid out yet, per currency: they lapse with the account.',
    }),
  },
  { title: 'DeletionOverview' },
);
export type DeletionOverview = Static<typeof DeletionOverview>;
export const DeletionOverviewData = Type.Object({ data: DeletionOverview });

export const DeletionRequestBody = Type.Object({
  password: Type.Optional(Password({ minLength: 1 })),
});
export type DeletionRequestBody = Static<typeof DeletionRequestBody>;

export const DeletionScheduled = Type.Object(
  { requested_at: DateTime, scheduled_for: DateTime },
  { title: 'DeletionScheduled' },
);
export type DeletionScheduled = Static<typeof DeletionScheduled>;
export const DeletionScheduledData = Type.Object({ data: DeletionScheduled });

/** In an AuthResponse: this sign-in cancelled a deletion that was scheduled for that date. */
export const DeletionCanceled = Type.Object(
  { scheduled_for: DateTime },
  { title: 'DeletionCanceled' },
);
export type DeletionCanceled = Static<typeof DeletionCanceled>;
