// Where a keeper's data lives, table by table: what "download my data" puts in data.json and
// what the erasure does with it. Every table that refers to a keeper or a pet must be listed here
// (personalDataMap.test.ts walks the drizzle schema and fails otherwise), so a new feature's table
// cannot be forgotten by the export or the erasure. Adding one is usually a line: its section
// name and the column that leads to the keeper; the erasure is then the cascade from users/pets.

/** Rows found by following the foreign key on `via` to users (through pets, albums, …). */
interface ViaSection {
  section: string;
  via: string;
  /** Columns left out of the export: secrets, storage internals, other people's ids. */
  omit?: readonly string[];
}

/** Rows without a key to the keeper, found by their e-mail address. */
interface EmailSection {
  section: string;
  email: string;
  omit?: readonly string[];
}

export type ExportSection = ViaSection | EmailSection;

export type ErasureRule =
  /** Deleted with the keeper's users row or pet through ON DELETE CASCADE (checked by the test). */
  | { how: 'cascade' }
  /** Deleted by the erasure itself: the row has no foreign key to the keeper. */
  | { how: 'deleted'; why: string }
  /** Kept without anything that leads back to the keeper. */
  | { how: 'anonymised'; why: string }
  /** Another person's row that mentioned the keeper: the mention is removed, the row stays. */
  | { how: 'detached'; column: string; why: string }
  /**
   * Kept as it is, mention included, because the product must not change it (the append-only
   * admin audit log): the reason is stated and the row holds no more than the mention.
   */
  | { how: 'retained'; column: string; why: string };

export interface TableCoverage {
  table: string;
  /** The sections of data.json, or why the table is not exported. */
  export: readonly ExportSection[] | { omitted: string };
  erasure: readonly ErasureRule[];
}

const CASCADE = [{ how: 'cascade' }] as const;

export const PERSONAL_DATA: readonly TableCoverage[] = [
  // The account.
  {
    table: 'users',
    export: [{ section: 'account', via: 'id', omit: ['id', 'password_hash'] }],
    erasure: [{ how: 'deleted', why: 'the account itself; everything below goes with it' }],
  },
  { table: 'user_roles', export: [{ section: 'roles', via: 'user_id' }], erasure: CASCADE },
  {
    table: 'auth_tokens',
    export: [{ section: 'sign_in_sessions', via: 'user_id', omit: ['token_hash'] }],
    erasure: CASCADE,
  },
  {
    table: 'password_reset_tokens',
    export: [{ section: 'password_reset_requests', via: 'user_id', omit: ['token_hash'] }],
    erasure: CASCADE,
  },
  {
    table: 'phone_verification_codes',
    export: [{ section: 'phone_verification_codes', via: 'user_id', omit: ['code_hash'] }],
    erasure: CASCADE,
  },
  {
    table: 'user_identities',
    export: [{ section: 'sign_in_providers', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'billing_data',
    export: [{ section: 'billing_data', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'notifications',
    export: [{ section: 'notifications', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'account_deletions',
    export: [{ section: 'account_deletion', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'data_exports',
    export: [{ section: 'data_exports', via: 'user_id', omit: ['token_hash'] }],
    erasure: CASCADE,
  },

  // Pets and their records.
  { table: 'pets', export: [{ section: 'pets', via: 'user_id' }], erasure: CASCADE },
  { table: 'pet_weights', export: [{ section: 'pet_weights', via: 'pet_id' }], erasure: CASCADE },
  {
    table: 'pet_files',
    // Storage keys are the server's paths; the file itself is in the ZIP (export_path).
    export: [{ section: 'files', via: 'pet_id', omit: ['key', 'display_key', 'thumbnail_key'] }],
    erasure: CASCADE,
  },
  {
    table: 'visits',
    // A note a clinic added names its vet by name (kept); the vet's user id is theirs.
    export: [{ section: 'visits', via: 'pet_id', omit: ['added_by_user_id'] }],
    erasure: CASCADE,
  },
  {
    table: 'visit_attachments',
    export: [{ section: 'visit_attachments', via: 'visit_id' }],
    erasure: CASCADE,
  },
  { table: 'albums', export: [{ section: 'photo_albums', via: 'pet_id' }], erasure: CASCADE },
  { table: 'photos', export: [{ section: 'photos', via: 'album_id' }], erasure: CASCADE },
  {
    table: 'pet_documents',
    export: [{ section: 'documents', via: 'pet_id', omit: ['added_by_user_id'] }],
    erasure: CASCADE,
  },
  // Sharing a pet with a clinic (vet-sharing/): the clinic's access ends with the pet.
  {
    table: 'pet_shares',
    export: [{ section: 'clinic_shares', via: 'pet_id' }],
    erasure: CASCADE,
  },
  // "Ask my vet" (vet-questions/): conversations sent to a clinic and its answers go with the
  // keeper, the pet or the conversation; a vet's user id is theirs (their name is kept).
  {
    table: 'vet_questions',
    export: [{ section: 'vet_questions', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'vet_question_messages',
    export: [{ section: 'vet_question_messages', via: 'question_id', omit: ['author_user_id'] }],
    erasure: CASCADE,
  },
  { table: 'diet_plans', export: [{ section: 'diet_plans', via: 'pet_id' }], erasure: CASCADE },
  { table: 'reminders', export: [{ section: 'reminders', via: 'pet_id' }], erasure: CASCADE },
  // Medication stock (medication-stock/): its refill reminder is one of the pet's reminders.
  { table: 'medications', export: [{ section: 'medications', via: 'pet_id' }], erasure: CASCADE },
  // Reminders outside the app (reminders/): settings, what was delivered, browsers for Web Push.
  {
    table: 'reminder_settings',
    export: [{ section: 'reminder_settings', via: 'user_id', omit: ['calendar_token'] }],
    erasure: CASCADE,
  },
  {
    table: 'reminder_deliveries',
    export: [{ section: 'reminder_deliveries', via: 'reminder_id' }],
    erasure: CASCADE,
  },
  {
    table: 'push_subscriptions',
    export: [{ section: 'push_subscriptions', via: 'user_id', omit: ['p256dh', 'auth'] }],
    erasure: CASCADE,
  },

  // The AI assistant.
  {
    table: 'chat_threads',
    export: [{ section: 'chat_threads', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'chat_messages',
    export: [{ section: 'chat_messages', via: 'thread_id' }],
    erasure: CASCADE,
  },
  {
    table: 'chat_daily_usage',
    export: [{ section: 'chat_daily_usage', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'image_analyses',
    export: [{ section: 'image_analyses', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'health_reports',
    export: [{ section: 'health_reports', via: 'user_id' }],
    erasure: CASCADE,
  },

  // Commerce.
  {
    table: 'subscriptions',
    export: [{ section: 'subscriptions', via: 'user_id' }],
    erasure: CASCADE,
  },
  { table: 'carts', export: [{ section: 'cart', via: 'user_id' }], erasure: CASCADE },
  { table: 'cart_lines', export: [{ section: 'cart_lines', via: 'user_id' }], erasure: CASCADE },
  {
    table: 'promo_redemptions',
    export: [{ section: 'promo_redemptions', via: 'user_id' }],
    erasure: CASCADE,
  },
  {
    table: 'health_report_credits',
    export: [{ section: 'health_report_credits', via: 'pet_id' }],
    erasure: CASCADE,
  },
  {
    table: 'orders',
    export: [{ section: 'orders', via: 'user_id', omit: ['affiliate_user_id'] }],
    erasure: [
      {
        how: 'anonymised',
        why:
          'receipts are kept as tax law requires: user_id becomes null, pet names leave the ' +
          'line descriptions; they never held a name, e-mail or address',
      },
      {
        how: 'detached',
        column: 'affiliate_user_id',
        why: 'orders of other keepers the erased affiliate referred stay theirs, unattributed',
      },
    ],
  },

  // The affiliate programme.
  { table: 'affiliates', export: [{ section: 'affiliate', via: 'user_id' }], erasure: CASCADE },
  {
    table: 'affiliate_clicks',
    export: [{ section: 'affiliate_clicks', via: 'affiliate_id' }],
    erasure: CASCADE,
  },
  {
    table: 'referrals',
    export: [
      { section: 'referred_by', via: 'referred_user_id', omit: ['referred_user_id'] },
      { section: 'affiliate_referrals', via: 'affiliate_id', omit: ['referred_user_id'] },
    ],
    erasure: CASCADE,
  },
  {
    table: 'commissions',
    export: [{ section: 'affiliate_commissions', via: 'affiliate_id', omit: ['referred_user_id'] }],
    erasure: [
      { how: 'cascade' },
      {
        how: 'detached',
        column: 'referred_user_id',
        why:
          "an affiliate's commission on the erased keeper's order is the affiliate's earning: " +
          'it stays, without the keeper',
      },
    ],
  },

  // The admin console.
  {
    table: 'user_suspensions',
    export: {
      omitted: 'a disabled account cannot sign in to download; enabling it removes the row',
    },
    erasure: CASCADE,
  },
  {
    table: 'content_images',
    export: { omitted: 'pictures an admin uploaded for the public site: the site’s, not theirs' },
    erasure: [
      {
        how: 'detached',
        column: 'uploaded_by',
        why: 'set null by its foreign key: the picture stays on the public pages',
      },
    ],
  },
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

  // Rows about the keeper without a key to them.
  {
    table: 'contact_messages',
    export: [{ section: 'contact_messages', email: 'email' }],
    erasure: [{ how: 'deleted', why: 'messages sent from the keeper’s e-mail address' }],
  },
  {
    table: 'mail_outbox',
    export: { omitted: 'copies of the mails sent to the keeper (local outbox transport only)' },
    erasure: [{ how: 'deleted', why: 'mails to the keeper’s e-mail address' }],
  },
  {
    table: 'sms_outbox',
    export: { omitted: 'copies of the texts sent to the keeper (local outbox provider only)' },
    erasure: [{ how: 'deleted', why: 'texts to the keeper’s phone numbers' }],
  },
  {
    table: 'idempotency_keys',
    export: {
      omitted: 'answers kept to replay the keeper’s own retried requests (Idempotency-Key)',
    },
    erasure: [{ how: 'deleted', why: 'caller user:{id}' }],
  },
  {
    table: 'rate_limits',
    export: { omitted: 'counters under hashed keys, gone within the hour' },
    erasure: [{ how: 'deleted', why: 'keys of the hashed e-mail address, user id and phone' }],
  },
];

export function coverageOf(table: string): TableCoverage | undefined {
  return PERSONAL_DATA.find((entry) => entry.table === table);
}
