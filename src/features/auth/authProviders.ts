import type { AuthProvider } from '@contract/authProviders';

/** Display names: brand names, the same in every language. */
export const PROVIDER_NAMES: Record<AuthProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};
