/** The settings page of a keeper's own data (unprefixed). */
export const YOUR_DATA_PATH = '/settings/your-data/';

/** Where a keeper lands, signed out, once the deletion is scheduled; `on` is the date it happens. */
export const ACCOUNT_DELETED_PATH = '/auth/account-deleted/';

export function accountDeletedPath(scheduledFor: string): string {
  return `${ACCOUNT_DELETED_PATH}?on=${encodeURIComponent(scheduledFor)}`;
}
