import { makeObservable, observable, action } from 'mobx';
import { DEFAULT_LOCALE, type Locale } from '@contract/locales';
import type { Role } from '@contract/schemas/auth';
import { errorPresentation } from '../app/errors/botDetection';
import { errorToast } from '../http/errorToast';
import { HttpClient } from '../http/httpClient';
import { SidebarStore, type SidebarStoreOptions } from '../app/core/shell/SidebarStore';
import { browserMatchMedia, type MatchMedia } from '../app/core/shell/viewportQueries';
import { declaredStores, type FeatureStoresOf, type StoreContext } from '../app/core/webFeature';
import { WEB_FEATURES } from '../app/features';
import type { RealtimeConfig } from '../features/realtime/realtimeConfig';
import { createApis, type Apis } from './apis';
import { linkStores } from './storeLinks';
import { ModalStore } from '../ui/modals/ModalStore';
import { ToastStore } from '../ui/toasts/ToastStore';
import { COOKIES, type CookieJar } from '../http/cookies';
import { isAdminRole } from '../features/admin/adminRoles';

export interface RootStoreOptions {
  cookies: CookieJar;
  apiBaseUrl: string;
  locale?: Locale;
  /** Tests talk to a local server through the runtime's fetch; the browser's is the default. */
  fetch?: typeof fetch;
  /** The viewport queries of the sidebar; the browser's matchMedia by default. */
  matchMedia?: MatchMedia;
  /** The shell's sidebar (app/shell/sidebarItems: the app passes it); none by default. */
  sidebar?: Pick<SidebarStoreOptions, 'items' | 'subSidebars'>;
  /** Where the realtime client connects; absent = no realtime (tests, no browser). */
  realtime?: RealtimeConfig | null;
}

/** Every feature's stores, by the names their modules give them (app/features.ts). */
type FeatureStores = FeatureStoresOf<typeof WEB_FEATURES>;

/**
 * The root store's feature stores (`stores.pets`, …) are declared by the features' modules and
 * typed from the registry; the class below creates them.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-empty-object-type -- the constructor assigns every member this names
export interface RootStore extends FeatureStores {}

/**
 * Composes the feature stores (each feature's module declares its own, app/features.ts lists the
 * modules) and the one HTTP client, and is handed to components through React context
 * (StoreProvider). Feature stores never import one another: a store's factory reaches the others
 * through this root, and what follows what is linked in storeLinks.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- see the interface
export class RootStore {
  locale: Locale;
  // Errors seen by bots are only logged (spec.md section 2): no error toast for them.
  readonly toasts = new ToastStore(undefined, () => errorPresentation() === 'log');
  readonly modals = new ModalStore();
  readonly http: HttpClient;
  readonly api: Apis;
  readonly sidebar: SidebarStore;
  private readonly chatClearers = new Set<() => void>();

  constructor(private readonly options: RootStoreOptions) {
    this.locale = options.locale ?? DEFAULT_LOCALE;
    this.http = new HttpClient({
      baseUrl: options.apiBaseUrl,
      fetch: options.fetch,
      session: () => ({
        locale: this.locale,
        token: this.auth.token,
        medicalEntityId: this.roles.medicalEntityId,
      }),
      onError: (error) => this.toasts.show(errorToast(error)),
    });
    this.api = createApis(this.http);
    // In the registry's order: a factory may take the stores of the features listed before it.
    const context: StoreContext = { root: this, options };
    for (const { name, store } of declaredStores(WEB_FEATURES)) {
      Object.defineProperty(this, name, { value: store.create(context), enumerable: true });
    }
    this.sidebar = new SidebarStore({
      isLoggedIn: () => this.auth.isLoggedIn,
      hasPets: () => this.pets.hasPets,
      activeRole: () => this.roles.selected?.name ?? null,
      isAdmin: () => this.auth.isLoggedIn && isAdminRole(this.roles.selected?.name),
      matchMedia: options.matchMedia ?? browserMatchMedia(),
      ...(options.sidebar ?? { items: [], subSidebars: {} }),
    });
    linkStores(this);
    makeObservable<RootStore>(this, { locale: observable, setLocale: action });
  }

  /** The UI language of the page; remembered in the locale cookie for a year. */
  setLocale(locale: Locale): void {
    this.locale = locale;
    this.options.cookies.set(COOKIES.locale, locale);
  }

  /**
   * Logout clears user, token, method and role (spec.md section 4), and what was theirs: every
   * feature's stores, as their modules say, in the registry's order (the realtime client stops
   * and the API is told before the rest is emptied), then what the features keep elsewhere.
   */
  async signOut(): Promise<void> {
    for (const { name, store } of declaredStores(WEB_FEATURES)) {
      await store.clear((this as unknown as Record<string, unknown>)[name]);
    }
    this.sidebar.clearNewContent();
    this.clearChatMessages();
    for (const feature of WEB_FEATURES) await feature.signOut?.();
  }

  /**
   * A paid order changes plans: the user's and each pet's has_subscription (the chat's daily
   * limit, the analytics user type of the next page view), the plans page and the receipts.
   * Fetched quietly: the payment succeeded whatever these answer.
   */
  async afterPurchase(): Promise<void> {
    const quiet = { notify: false };
    await Promise.all([
      this.api.auth.currentUser(quiet).then(
        (user) => this.auth.setUser(user),
        () => undefined,
      ),
      this.api.pets.list(quiet).then(
        (pets) => pets.forEach((pet) => this.pets.merge(pet)),
        () => undefined,
      ),
      this.subscriptions.load(),
      this.receipts.state === 'idle' ? undefined : this.receipts.load(),
    ]);
  }

  /**
   * The account menu's role switch: the new role goes into the selected-user-role cookie (its
   * clinic into every request's X-Medical-Entity-ID), and nothing one role showed stays for the
   * other (another clinic's patients, for a vet of two clinics).
   */
  switchRole(role: Role): void {
    this.roles.select(role);
    this.vet.clear();
  }

  /**
   * The clear-chat-messages route guard calls this; the chat feature registers what to clear.
   * Returns the function that unregisters.
   */
  onClearChatMessages(clear: () => void): () => void {
    this.chatClearers.add(clear);
    return () => this.chatClearers.delete(clear);
  }

  clearChatMessages(): void {
    for (const clear of this.chatClearers) clear();
  }
}

// Route middleware (app/core) reads the root store; app/core cannot import it, so it is named
// there through this declaration.
declare module '../app/core/routeMiddlewareTypes' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the root store, as is
  interface MiddlewareStores extends RootStore {}
}

// The features' store factories (app/core/webFeature) read the root store and its options the
// same way.
declare module '../app/core/webFeature' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the root store, as is
  interface FeatureRoot extends RootStore {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the options, as they are
  interface FeatureRootOptions extends RootStoreOptions {}
}
