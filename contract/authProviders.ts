// The sign-in providers (spec.md section 4): the API offers those it has credentials for, the
// site shows those GATSBY_AUTH_PROVIDERS names.

export const AUTH_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/** How a user signed in (the client's auth-method cookie): 'email' or a provider. */
export type LoginMethod = 'email' | AuthProvider;

export function isAuthProvider(value: unknown): value is AuthProvider {
  return typeof value === 'string' && (AUTH_PROVIDERS as readonly string[]).includes(value);
}
