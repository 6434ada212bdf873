// The sizes the API accepts, shared with the forms that must refuse the same input before it is
// sent. Columns are PostgreSQL `integer` (int4) and `text`; the API bounds every value so nothing
// out of range ever reaches SQL.

/** Largest value of a PostgreSQL integer column (ids, counts): larger ones are refused with 422. */
export const INT32_MAX = 2_147_483_647;

/** Default maximum of a one-line text field (names, titles, addresses). */
export const TEXT_MAX = 255;

/** Passwords: at least 8 characters; new ones at most 255; sign-in accepts up to 1024. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;

/** Longest phone number as typed (E.164 is at most 16 characters, people add spaces). */
export const PHONE_INPUT_MAX = 32;

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Listings: page sizes a client may ask for. */
export const PER_PAGE_MAX = 100;

/** Icons one request may ask for: a screen needs a few dozen at most. */
export const MAX_ICONS_PER_REQUEST = 100;

/** Longest site path or URL a redirect may store; longer ones are certainly mistakes (or abuse). */
export const MAX_PATH_LENGTH = 2000;

/** Health reports one pet may hold unused, bought at once or in total (the cart's quantity). */
export const HEALTH_REPORT_MAX_QUANTITY = 5;
