// A pet keeper on the product's own API (src/test/productServer.ts) with free pets, in a language,
// made through its real endpoints, and the app's root store signed in as them: for the commerce
// tests that meet the real server (prices, checkout, plans), not canned answers.
import type { Locale } from '@contract/locales';
import type { Pet } from '@contract/schemas/pets';
import { createDocumentCookieJar } from '../http/cookies';
import { RootStore } from '../stores/RootStore';
import type { ProductServer } from './productServer';
import { clearAllCookies } from './testRootStore';
import { APP_SIDEBAR } from '../app/shell/sidebarItems';

export interface CommerceKeeper {
  token: string;
  userId: string;
  pets: Pet[];
  /** A call to the API as this keeper (JSON in, parsed JSON out; throws on an error status). */
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
}

export async function commerceKeeper(
  server: ProductServer,
  {
    language = 'en',
    pets = [{ name: 'Kuma', species: 'dog' }],
  }: { language?: Locale; pets?: { name: string; species: string }[] } = {},
): Promise<CommerceKeeper> {
  const { token, userId } = await server.register();
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.origin}/api/${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  if (language !== 'en') {
    await call('POST', 'account/preferences', { language, weight_unit: 'kg' });
  }
  const created: Pet[] = [];
  for (const pet of pets) {
    created.push((await call<{ data: Pet }>('POST', 'keeper/pets', pet)).data);
  }
  return { token, userId, pets: created, call };
}

/** The app's root store, signed in as the keeper through the page's cookies. */
export function productStore(
  server: ProductServer,
  keeper: CommerceKeeper,
  { locale = 'en', fetch: fetchImpl }: { locale?: Locale; fetch?: typeof fetch } = {},
): RootStore {
  clearAllCookies();
  document.cookie = `auth-token=${keeper.token}; Path=/`;
  document.cookie = 'auth-method=email; Path=/';
  return new RootStore({
    sidebar: APP_SIDEBAR,
    cookies: createDocumentCookieJar(document, false),
    apiBaseUrl: `${server.origin}/api`,
    locale,
    fetch: fetchImpl,
  });
}
