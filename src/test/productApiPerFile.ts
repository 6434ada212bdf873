// The product's own API (src/test/productServer.ts) for the tests of one file: started before
// them, stopped after, with the loopback proxy jsdom's XMLHttpRequest uploads through
// (src/test/apiProxy.ts); and the page signed in as one of its keepers.
import { startApiProxy, type ApiProxy } from './apiProxy';
import type { ProductKeeper } from './productKeeper';
import { PRODUCT_SERVER_HOOK_MS, startProductServer, type ProductServer } from './productServer';
import { clearAllCookies } from './testRootStore';

export interface ProductApi {
  /** Set once the file's tests run (in beforeAll). */
  readonly server: ProductServer;
  /** Where the app under test sends its requests. */
  readonly proxy: ApiProxy;
}

/** Call at the top of a test file; `env` as for startProductServer. */
export function productApiPerFile(options: { env?: Record<string, string> } = {}): ProductApi {
  const api: { server?: ProductServer; proxy?: ApiProxy } = {};
  beforeAll(async () => {
    api.server = await startProductServer(options);
    api.proxy = await startApiProxy(api.server.origin);
  }, PRODUCT_SERVER_HOOK_MS);
  afterAll(async () => {
    await api.proxy?.close();
    await api.server?.stop();
  });
  return {
    get server() {
      if (!api.server) throw new Error('the product server starts in beforeAll');
      return api.server;
    },
    get proxy() {
      if (!api.proxy) throw new Error('the API proxy starts in beforeAll');
      return api.proxy;
    },
  };
}

/** The page as the keeper's e-mail sign-in leaves it: their auth cookies, nothing else stored. */
export function signInPage(keeper: Pick<ProductKeeper, 'token'>): void {
  clearAllCookies();
  window.localStorage.clear();
  document.cookie = `auth-token=${keeper.token}; Path=/`;
  document.cookie = 'auth-method=email; Path=/';
}
