// Where a triage result leads (unprefixed: localize with nav.pathTo).

/** The public care pages by city. */
export const CARE_PATH = '/care/';
/** The billing details, whose city the API looks the nearest emergency care up by. */
export const CITY_SETTINGS_PATH = '/settings/personal-info/#billing-details';
