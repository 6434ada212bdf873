// What a keeper may share of a pet with a clinic. Codes are stored in the database and
// sent over the API: never rename one. The browser bundles this list (no TypeBox here).

export const SHARE_SCOPES = [
  'profile',
  'weight',
  'visits',
  'results',
  'triage_threads',
  'photo_analyses',
] as const;
export type ShareScope = (typeof SHARE_SCOPES)[number];

export function isShareScope(value: unknown): value is ShareScope {
  return typeof value === 'string' && (SHARE_SCOPES as readonly string[]).includes(value);
}

/** The scopes in the list's order, each once: how the API stores and answers them. */
export function normaliseScopes(scopes: readonly ShareScope[]): ShareScope[] {
  return SHARE_SCOPES.filter((scope) => scopes.includes(scope));
}

/** The longest clinic or patient search the API accepts. */
export const VET_SEARCH_MAX = 100;
