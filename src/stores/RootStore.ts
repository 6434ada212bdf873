import { makeObservable, observable, action, reaction } from 'mobx';
import { DEFAULT_LOCALE, type Locale } from '@contract/locales';
import { errorToast } from '../api/errorToast';
import { HttpClient } from '../api/httpClient';
import { SidebarStore } from '../app/shell/SidebarStore';
import { browserMatchMedia, type MatchMedia } from '../app/shell/viewportQueries';
import { createAdminApi } from '../features/admin/adminApi';
import { AdminStore } from '../features/admin/AdminStore';
import { createAuthApi } from '../features/auth/authApi';
import { AuthStore } from '../features/auth/AuthStore';
import { BannerStore } from '../features/banners/BannerStore';
import { RoleStore } from '../features/auth/RoleStore';
import { createDevOutboxApi } from '../features/devOutbox/devOutboxApi';
import { createDietPlanApi } from '../features/diet-plan/dietPlanApi';
import { DietPlanStore } from '../features/diet-plan/DietPlanStore';
import { createDocumentsApi } from '../features/documents/documentsApi';
import { DocumentStore } from '../features/documents/DocumentStore';
import { createNotificationsApi } from '../features/notifications/notificationsApi';
import { NotificationStore } from '../features/notifications/NotificationStore';
import { createPetProfileApi } from '../features/pet-profile/petProfileApi';
import { PetProfileStore } from '../features/pet-profile/PetProfileStore';
import { CurrentPetStore } from '../features/pets/CurrentPetStore';
import { GuestPetStore } from '../features/pets/GuestPetStore';
import { createPetsApi } from '../features/pets/petsApi';
import { PetStore } from '../features/pets/PetStore';
import { createGalleryApi } from '../features/photo-gallery/galleryApi';
import { GalleryStore } from '../features/photo-gallery/GalleryStore';
import { RealtimeClient } from '../features/realtime/RealtimeClient';
import type { RealtimeConfig } from '../features/realtime/realtimeConfig';
import { createRemindersApi } from '../features/reminders/remindersApi';
import { ReminderStore } from '../features/reminders/ReminderStore';
import { createAccountApi } from '../features/settings/accountApi';
import { createVisitsApi } from '../features/visits/visitsApi';
import { VisitStore } from '../features/visits/VisitStore';
import { ModalStore } from '../ui/modals/ModalStore';
import { ToastStore } from '../ui/toasts/ToastStore';
import { COOKIES, type CookieJar } from './cookies';
import { isAdminRole } from '../features/admin/adminRoles';

export interface RootStoreOptions {
  cookies: CookieJar;
  apiBaseUrl: string;
  locale?: Locale;
  /** Tests talk to a local server through the runtime's fetch; the browser's is the default. */
  fetch?: typeof fetch;
  /** The viewport queries of the sidebar; the browser's matchMedia by default. */
  matchMedia?: MatchMedia;
  /** Where the realtime client connects; absent = no realtime (tests, no browser). */
  realtime?: RealtimeConfig | null;
}

/**
 * Composes the feature stores and the one HTTP client, and is handed to components through React
 * context (StoreProvider). Feature stores never import one another: what spans several (signing
 * out) is done here.
 */
export class RootStore {
  locale: Locale;
  readonly toasts = new ToastStore();
  readonly modals = new ModalStore();
  readonly http: HttpClient;
  readonly api;
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
  readonly banners: BannerStore;
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
    this.api = {
      auth: createAuthApi(this.http),
      account: createAccountApi(this.http),
      pets: createPetsApi(this.http),
      petProfile: createPetProfileApi(this.http),
      visits: createVisitsApi(this.http),
      gallery: createGalleryApi(this.http),
      documents: createDocumentsApi(this.http),
      dietPlan: createDietPlanApi(this.http),
      reminders: createRemindersApi(this.http),
      notifications: createNotificationsApi(this.http),
      devOutbox: createDevOutboxApi(this.http),
      admin: createAdminApi(this.http),
    };
    this.auth = new AuthStore(this.api.auth, options.cookies);
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
    reaction(
      () => this.pets.pets,
      (pets) => {
        if (this.pets.loaded) this.currentPet.refreshFrom(pets);
      },
    );
    this.banners = new BannerStore(() => ({
      user: this.auth.user,
      pets: this.pets.pets,
      currentPet: this.currentPet.pet,
    }));
    this.sidebar = new SidebarStore({
      isLoggedIn: () => this.auth.isLoggedIn,
      hasPets: () => this.pets.hasPets,
      isAdmin: () => this.auth.isLoggedIn && isAdminRole(this.roles.selected?.name),
      matchMedia: options.matchMedia ?? browserMatchMedia(),
    });
    this.realtime = new RealtimeClient({
      config: options.realtime ?? null,
      token: () => this.auth.token,
      notifications: this.notifications,
    });
    this.admin = new AdminStore(this.api.admin, this.realtime);
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
    this.clearPetRecords();
    this.notifications.clear();
    this.admin.clear();
    this.clearChatMessages();
  }

  /** What the screens of the pets showed: nothing of one keeper stays for the next. */
  private clearPetRecords(): void {
    this.petProfile.clear();
    this.visits.clear();
    this.gallery.clear();
    this.documents.clear();
    this.dietPlan.clear();
    this.reminders.clear();
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
