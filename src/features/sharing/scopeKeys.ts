import type { ShareScope } from '@contract/shareScopes';
import type { AppKey } from '../../i18n/appKeys';

/** What each scope is called, and what it covers, in the sharing form and the vet area. */
export const SCOPE_LABELS: Readonly<Record<ShareScope, AppKey>> = {
  profile: 'vets.scopes.profile',
  weight: 'vets.scopes.weight',
  visits: 'vets.scopes.visits',
  results: 'vets.scopes.results',
  triage_threads: 'vets.scopes.triage_threads',
  photo_analyses: 'vets.scopes.photo_analyses',
};

export const SCOPE_HINTS: Readonly<Record<ShareScope, AppKey>> = {
  profile: 'vets.scopeHints.profile',
  weight: 'vets.scopeHints.weight',
  visits: 'vets.scopeHints.visits',
  results: 'vets.scopeHints.results',
  triage_threads: 'vets.scopeHints.triage_threads',
  photo_analyses: 'vets.scopeHints.photo_analyses',
};
