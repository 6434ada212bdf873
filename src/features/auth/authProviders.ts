import { AUTH_PROVIDERS, isAuthProvider, type AuthProvider } from '@contract/authProviders';

/** Display names: brand names, the same in every language. */
export const PROVIDER_NAMES: Record<AuthProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

/**
 * The provider buttons to show. GATSBY_AUTH_PROVIDERS (comma-separated, inlined at build time)
 * lists the providers the API has configured; unset shows all three, and the API answers an
 * unconfigured one with 404 "Sign-in provider not found." (shown as a toast).
 */
export function enabledProviders(
  setting: string | undefined = process.env.GATSBY_AUTH_PROVIDERS,
): AuthProvider[] {
  if (setting === undefined) return [...AUTH_PROVIDERS];
  const wanted = setting
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(isAuthProvider);
  return AUTH_PROVIDERS.filter((p) => wanted.includes(p));
}
