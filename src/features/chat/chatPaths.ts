// The chat's screens and the pages it links to (unprefixed: localize with nav.pathTo).

export const SYMPTOM_CHECKER_PATH = '/si/';
export const THREADS_PATH = '/pets-threads/';
/** Built by the subscription feature: subscribing a pet lifts the daily limit. */
export const SUBSCRIPTION_PATH = '/my-pets/subscription/';
/** The public care pages by city. */
export const CARE_PATH = '/care/';
/** Where the keeper's city lives (billing details), which the emergency care is looked up by. */
export const CITY_SETTINGS_PATH = '/settings/personal-info/';

export function threadPath(threadId: string): string {
  return `${THREADS_PATH}${encodeURIComponent(threadId)}/`;
}
