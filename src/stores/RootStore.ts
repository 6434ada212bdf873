import { makeObservable, observable, action } from 'mobx';
import { DEFAULT_LOCALE, type Locale } from '@contract/locales';
import type { Role } from '@contract/schemas/auth';
import { errorPresentation } from '../app/errors/botDetection';
import { errorToast } from '../http/errorToast';
import { HttpClient } from '../http/httpClient';
import { SidebarStore, type SidebarStoreOptions } from '../app/core/shell/SidebarStore';
import { AffiliateStore } from '../features/affiliate/AffiliateStore';
import { browserMatchMedia, type MatchMedia } from '../app/core/shell/viewportQueries';
import { AdminStore } from '../features/admin/AdminStore';
import { ChatStore } from '../features/chat/ChatStore';
import { AuthStore } from '../features/auth/AuthStore';
import { BannerStore } from '../features/banners/BannerStore';
import { CartStore } from '../features/commerce/CartStore';
import { ReceiptStore } from '../features/commerce/ReceiptStore';
import { SubscriptionStore } from '../features/commerce/SubscriptionStore';
import { RoleStore } from '../features/auth/RoleStore';
import { DietPlanStore } from '../features/diet-plan/DietPlanStore';
import { DocumentStore } from '../features/documents/DocumentStore';
import { NotificationStore } from '../features/notifications/NotificationStore';
import { PetProfileStore } from '../features/pet-profile/PetProfileStore';
import { CurrentPetStore } from '../features/pets/CurrentPetStore';
import { GuestPetStore } from '../features/pets/GuestPetStore';
import { PetStore } from '../features/pets/PetStore';
import { clearOfflineCaches } from '../features/emergency-card/offlineApp';
import { HealthReportStore } from '../features/health-report/HealthReportStore';
import { ImageAnalysisStore } from '../features/image-analysis/ImageAnalysisStore';
import { GalleryStore } from '../features/photo-gallery/GalleryStore';
import { RealtimeClient } from '../features/realtime/RealtimeClient';
import type { RealtimeConfig } from '../features/realtime/realtimeConfig';
import { ReminderStore } from '../features/reminders/ReminderStore';
import { KeeperDataStore } from '../features/keeper-data/KeeperDataStore';
import { SharingStore } from '../features/sharing/SharingStore';
import { VetStore } from '../features/vet/VetStore';
import { VisitStore } from '../features/visits/VisitStore';
import { MedicationStore } from '../features/medication-stock/MedicationStore';
import { createApis, type Apis } from './apis';
import { followAffiliateStatus, linkStores } from './storeLinks';
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

/**
 * Composes the feature stores and the one HTTP client, and is handed to components through React
 * context (StoreProvider). Feature stores never import one another: what spans several is done
 * here (signing out) and in storeLinks.ts (what follows what); the API clients are in apis.ts.
 */
export class RootStore {
  locale: Locale;
  // Errors seen by bots are only logged (spec.md section 2): no error toast for them.
  readonly toasts = new ToastStore(undefined, () => errorPresentation() === 'log');
  readonly modals = new ModalStore();
  readonly http: HttpClient;
  readonly api: Apis;
  readonly auth: AuthStore;
  readonly roles: RoleStore;
  readonly notifications: NotificationStore;
  readonly pets: PetStore;
  readonly currentPet: CurrentPetStore;
  readonly guestPet: GuestPetStore;
  readonly petProfile: PetProfileStore;
  readonly visits: VisitStore;
  readonly gallery: GalleryStore;
  readonly documents: DocumentStore;
  readonly dietPlan: DietPlanStore;
  readonly reminders: ReminderStore;
  readonly medicationStock: MedicationStore;
  readonly chat: ChatStore;
  readonly imageAnalysis: ImageAnalysisStore;
  readonly healthReports: HealthReportStore;
  readonly sharing: SharingStore;
  readonly vet: VetStore;
  readonly banners: BannerStore;
  readonly keeperData: KeeperDataStore;
  readonly affiliate: AffiliateStore;
  readonly subscriptions: SubscriptionStore;
  readonly cart: CartStore;
  readonly receipts: ReceiptStore;
  readonly sidebar: SidebarStore;
  readonly realtime: RealtimeClient;
  readonly admin: AdminStore;
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
    this.keeperData = new KeeperDataStore(this.api.keeperData);
    this.auth = new AuthStore(this.api.auth, options.cookies, (response) =>
      this.keeperData.noteSignIn(response.account_deletion_canceled),
    );
    this.roles = new RoleStore(options.cookies);
    this.notifications = new NotificationStore(this.api.notifications);
    this.pets = new PetStore(this.api.pets);
    this.currentPet = new CurrentPetStore(options.cookies);
    this.guestPet = new GuestPetStore();
    // Every fresh copy of a pet the API sends goes into the list; the current pet follows it.
    this.petProfile = new PetProfileStore(this.api.petProfile, {
      onPet: (pet) => this.pets.merge(pet),
    });
    this.visits = new VisitStore(this.api.visits);
    this.gallery = new GalleryStore(this.api.gallery);
    this.documents = new DocumentStore(this.api.documents);
    this.dietPlan = new DietPlanStore(this.api.dietPlan);
    this.reminders = new ReminderStore(this.api.reminders, {
      // The dashboard shows the next reminders: they changed.
      onChange: (petId) => {
        if (this.petProfile.dashboard.key === petId) {
          void this.petProfile.loadDashboard(petId, { force: true });
        }
      },
    });
    this.medicationStock = new MedicationStore(this.api.medicationStock);
    this.chat = new ChatStore(this.api.chat, {
      reportError: (error) => this.toasts.show(errorToast(error)),
    });
    this.onClearChatMessages(() => this.chat.clear());
    this.imageAnalysis = new ImageAnalysisStore(this.api.imageAnalysis);
    this.healthReports = new HealthReportStore(this.api.healthReport);
    // Sharing with a clinic may make it the pet's home clinic: the pet list follows.
    this.sharing = new SharingStore(this.api.sharing, async (petId) =>
      this.pets.merge(await this.api.pets.get(petId)),
    );
    this.vet = new VetStore(this.api.vet);
    this.banners = new BannerStore(() => ({
      user: this.auth.user,
      pets: this.pets.pets,
      currentPet: this.currentPet.pet,
    }));
    this.affiliate = new AffiliateStore(this.api.affiliate, {
      userId: () => this.auth.user?.id ?? null,
      locale: () => this.locale,
      onStatus: (status) => followAffiliateStatus(this.auth, status),
    });
    this.subscriptions = new SubscriptionStore(this.api.commerce);
    this.receipts = new ReceiptStore(this.api.commerce);
    this.cart = new CartStore(this.api.commerce, {
      onPaid: () => this.afterPurchase(),
      onError: (error) => this.toasts.show(errorToast(error)),
    });
    this.sidebar = new SidebarStore({
      isLoggedIn: () => this.auth.isLoggedIn,
      hasPets: () => this.pets.hasPets,
      activeRole: () => this.roles.selected?.name ?? null,
      isAdmin: () => this.auth.isLoggedIn && isAdminRole(this.roles.selected?.name),
      matchMedia: options.matchMedia ?? browserMatchMedia(),
      ...(options.sidebar ?? { items: [], subSidebars: {} }),
    });
    this.realtime = new RealtimeClient({
      config: options.realtime ?? null,
      headers: () => this.http.headers('POST'),
      notifications: this.notifications,
    });
    this.admin = new AdminStore(this.api.admin, this.realtime);
    linkStores(this);
    makeObservable<RootStore>(this, { locale: observable, setLocale: action });
  }

  /** The UI language of the page; remembered in the locale cookie for a year. */
  setLocale(locale: Locale): void {
    this.locale = locale;
    this.options.cookies.set(COOKIES.locale, locale);
  }

  /** Logout clears user, token, method and role (spec.md section 4), and what was theirs. */
  async signOut(): Promise<void> {
    this.realtime.stop();
    await this.auth.logout();
    this.roles.clear();
    this.pets.clear();
    this.currentPet.clear();
    this.guestPet.clear();
    this.clearPetRecords();
    this.vet.clear();
    this.notifications.clear();
    this.sidebar.clearNewContent();
    this.keeperData.clear();
    this.affiliate.clear();
    this.admin.clear();
    this.clearChatMessages();
    this.subscriptions.clear();
    this.cart.clear();
    this.receipts.clear();
    // The service worker's copies (the emergency card, the app's page) go with the session.
    await clearOfflineCaches();
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

  /** What the screens of the pets showed: nothing of one keeper stays for the next. */
  private clearPetRecords(): void {
    this.petProfile.clear();
    this.visits.clear();
    this.gallery.clear();
    this.documents.clear();
    this.dietPlan.clear();
    this.reminders.clear();
    this.medicationStock.clear();
    this.chat.reset();
    this.imageAnalysis.clear();
    this.healthReports.clear();
    this.sharing.clear();
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
