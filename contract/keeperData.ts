// A keeper's own data: what "delete my account" lists, shared by the API that counts
// them and the settings page that names them.

/**
 * The kinds of records the deletion overview counts, in the order the page lists them. The API
 * counts the export sections that declare one (`deletion` beside the tables, server/src/db/
 * personalData.ts); the page names each with `keeperData.delete.items.<key>`.
 */
export const DELETION_ITEM_KEYS = [
  'pets',
  'weights',
  'visits',
  'documents',
  'albums',
  'photos',
  'reminders',
  'medications',
  'diet_plans',
  'chat_threads',
  'image_analyses',
  'health_reports',
  'vet_questions',
  'notifications',
  'subscriptions',
  'affiliate',
] as const;
export type DeletionItemKey = (typeof DELETION_ITEM_KEYS)[number];

/** How the keeper confirms it is them before the deletion is scheduled. */
export const DELETION_REAUTH_METHODS = ['password', 'provider'] as const;
export type DeletionReauthMethod = (typeof DELETION_REAUTH_METHODS)[number];

/** Staff accounts are closed by an administrator, not from the keeper's settings. */
export const DELETION_BLOCKERS = ['staff_role'] as const;
export type DeletionBlocker = (typeof DELETION_BLOCKERS)[number];

/** A provider sign-in counts as "fresh" re-authentication for this long. */
export const PROVIDER_REAUTH_MINUTES = 10;
