// A user's preferences (spec.md section 7, PUT /user/preferences): the UI and mail language and
// the unit weights are shown in.

/** The languages the app UI and mails exist in (the system locales). */
export const LANGUAGES = ['en', 'jp'] as const;
export type Language = (typeof LANGUAGES)[number];

export const WEIGHT_UNITS = ['kg', 'lb'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
