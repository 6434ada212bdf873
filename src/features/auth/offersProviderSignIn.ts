import { isAuthProvider } from '@contract/authProviders';

/**
 * Whether the API may offer sign-in with a provider, asked with the browser's own fetch by the
 * prebuilt sign-in page's island script: the provider buttons are drawn by the app, so when there
 * may be any the app must come at once, not at the first touch. Only a clear answer listing none
 * we know (`GET auth/providers`) says no; no answer, or one that is not that list (a busy server's
 * 503, an error page), says yes: the app then asks again and decides (AuthStore.loadProviders).
 */
export async function offersProviderSignIn(
  apiBaseUrl: string,
  fetchJson: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchJson(`${apiBaseUrl}/auth/providers`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return true;
    const body = (await response.json()) as { data?: unknown } | null;
    return !Array.isArray(body?.data) || body.data.some(isAuthProvider);
  } catch {
    return true;
  }
}
