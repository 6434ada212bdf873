// The icon collections the API serves (GET /api/icons/{collection}.json, Iconify's JSON format).

export const ICON_COLLECTIONS = ['lucide', 'mdi'] as const;
export type IconCollection = (typeof ICON_COLLECTIONS)[number];

/** Iconify icon names: lower-case words of letters and digits joined by single dashes. */
export const ICON_NAME_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
