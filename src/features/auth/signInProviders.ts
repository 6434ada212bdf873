import { AUTH_PROVIDERS, type AuthProvider } from '@contract/authProviders';

/**
 * The sign-in providers the API is configured for (`GET auth/providers`), those the app knows, in
 * the app's order: asked by the site build, whose prebuilt sign-in page draws their buttons
 * (src/app/README.md, "Prebuilt guest screens"). Throws when the API does not answer with the list.
 */
export async function fetchSignInProviders(
  apiBaseUrl: string,
  fetchJson: typeof fetch = fetch,
): Promise<AuthProvider[]> {
  const url = `${apiBaseUrl}/auth/providers`;
  const response = await fetchJson(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown } | null;
  const listed = body?.data;
  if (!Array.isArray(listed)) throw new Error(`${url} did not answer with a list of providers`);
  return AUTH_PROVIDERS.filter((provider) => listed.includes(provider));
}
