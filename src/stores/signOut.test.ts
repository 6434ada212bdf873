// Signing out does not reload the page: the next person to sign in on this browser gets the same
// RootStore. A store that keeps what it held shows one keeper's pets, messages or orders to the
// next. This fills every store of the real RootStore with one keeper's data from the product's own
// API (a child process on PGlite), signs out, and looks for anything of that keeper in any store.
// The stores are the ones the features' modules declare (app/features.ts), and the test finds the
// same by walking the RootStore: a new feature's store is covered without being listed here, and
// filled by the `signOut.fixture.ts` in its folder (or below, for the stores of before).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isObservableObject } from 'mobx';
import { createDocumentCookieJar } from '../http/cookies';
import { declaredStores } from '../app/core/webFeature';
import { WEB_FEATURES } from '../app/features';
import { RootStore } from './RootStore';
import { productApiPerFile, signInPage } from '../test/productApiPerFile';
import { buyReports, keeperWithPet, type ProductKeeper } from '../test/productKeeper';

jest.setTimeout(120_000);

const api = productApiPerFile();

/**
 * The root store's own stores, which hold nothing of a user: what the screen shows of the UI
 * itself. Every other store is a feature's, declared by its module (app/features.ts lists them):
 * the test fills and checks each, unless its module says why it holds nothing of a user.
 */
const KERNEL_STORES: Record<string, string> = {
  toasts: 'messages of the moment, dismissed by time',
  modals: 'which dialog is open',
  sidebar: 'open or collapsed, by viewport',
};
const FEATURE_STORES = declaredStores(WEB_FEATURES);
const HOLD_NO_USER_DATA: Record<string, string> = {
  ...KERNEL_STORES,
  ...Object.fromEntries(
    FEATURE_STORES.flatMap(({ name, store }) =>
      store.holdsNoUserData ? [[name, store.holdsNoUserData]] : [],
    ),
  ),
};

interface FeatureFixture {
  fillForSignOut(root: RootStore, keeper: ProductKeeper, marker: string): Promise<void>;
}

/** The `signOut.fixture.ts` of every feature folder. */
async function featureFixtures(): Promise<FeatureFixture[]> {
  const features = path.resolve(__dirname, '../features');
  const files = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(features, entry.name, 'signOut.fixture.ts'))
    .filter((file) => existsSync(file))
    .sort();
  return Promise.all(files.map(async (file) => (await import(file)) as FeatureFixture));
}

/** Every store of the RootStore: its observable members, under the name the app uses. */
function storesOf(root: RootStore): Map<string, object> {
  return new Map(
    Object.entries(root).filter(
      (entry): entry is [string, object] =>
        typeof entry[1] === 'object' && entry[1] !== null && isObservableObject(entry[1]),
    ),
  );
}

/**
 * Every string a store holds, with where: its observable state and the plain data under it
 * (lists, maps, records), not other stores, functions or browser objects (the cookie jar's page).
 */
function stringsIn(store: object, otherStores: ReadonlySet<object>): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<object>();
  const walk = (value: unknown, where: string): void => {
    if (typeof value === 'string') {
      found.set(where, value);
      return;
    }
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    if (otherStores.has(value)) return;
    seen.add(value);
    if (value instanceof Map) {
      for (const [key, item] of value) {
        walk(key, `${where}<key>`);
        walk(item, `${where}[${String(key)}]`);
      }
    } else if (value instanceof Set || Array.isArray(value)) {
      [...(value as Iterable<unknown>)].forEach((item, i) => walk(item, `${where}[${i}]`));
    } else if (isObservableObject(value) || Object.getPrototypeOf(value) === Object.prototype) {
      for (const key of Reflect.ownKeys(value)) {
        if (typeof key === 'string')
          walk((value as Record<string, unknown>)[key], `${where}.${key}`);
      }
    }
  };
  walk(store, '');
  return found;
}

/**
 * What names the keeper: `ids` (short, often digits) as whole strings, `texts` (the test's marker,
 * the token, the e-mail) anywhere in a string.
 */
interface Markers {
  ids: readonly string[];
  texts: readonly string[];
}

/** Where, in each store, one of the markers appears. */
function traces(root: RootStore, { ids, texts }: Markers): Record<string, string[]> {
  const stores = storesOf(root);
  const all = new Set(stores.values());
  const result: Record<string, string[]> = {};
  for (const [name, store] of stores) {
    const others = new Set([...all].filter((s) => s !== store));
    const hits = [...stringsIn(store, others)]
      .filter(([, text]) => ids.includes(text) || texts.some((marker) => text.includes(marker)))
      .map(([where, text]) => `${where} = ${text.slice(0, 60)}`);
    if (hits.length) result[name] = hits;
  }
  return result;
}

function freshStore(): RootStore {
  return new RootStore({
    cookies: createDocumentCookieJar(document, false),
    apiBaseUrl: `${api.proxy.origin}/api`,
    locale: 'en',
  });
}

/** Fills each store through its public actions, as the keeper's screens would. */
async function fillEveryStore(root: RootStore, keeper: ProductKeeper, marker: string) {
  const { petId, userId } = keeper;
  await root.auth.fetchUser();
  root.roles.select({ name: 'pet-keeper', medical_entity_id: null });
  // A guest's pet, typed before signing in, saved as the keeper's when they do.
  root.guestPet.keep({
    species: 'cat',
    name: `Guest ${marker}`,
    birth_date: null,
    birth_date_is_estimate: false,
    weight_grams: null,
    unit: 'kg',
  });
  const adopted = await root.guestPet.adopt((body) => root.pets.create(body));
  await root.pets.fetchOnce();
  const pet = root.pets.byId(petId);
  if (pet) root.currentPet.select(pet);
  await api.server.notify(userId, `Notice ${marker}`);
  await root.notifications.fetch();
  await root.reminders.create(petId, {
    kind: 'vaccination',
    title: `Reminder ${marker}`,
    due_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    notes: null,
  });
  await root.visits.create(petId, {
    visited_on: new Date().toISOString().slice(0, 10),
    reason: `Visit ${marker}`,
  });
  // An order paid (the receipts), another in the cart, and the keeper's data export prepared.
  await buyReports(keeper);
  await root.cart.add({ kind: 'health_report', pet_id: petId, quantity: 1 });
  await root.keeperData.prepareExport();
  await Promise.all([
    root.reminders.load(petId),
    root.visits.load(petId),
    root.petProfile.loadDashboard(petId),
    root.gallery.loadAlbums(petId),
    root.documents.load(petId),
    root.dietPlan.load(petId),
    root.chat.loadThreads(petId),
    root.chat.loadUsage(petId),
    root.imageAnalysis.loadList(petId),
    root.healthReports.load(petId),
    root.sharing.load(petId),
    root.affiliate.loadStatus(),
    root.subscriptions.load(),
    root.cart.load(),
    root.receipts.load(),
    // A vet's patient and an admin's look at a user: a keeper holds neither role, so these are
    // refused, but the stores remember whose record was asked for, as they would for a vet.
    root.vet.patient.load(petId),
    root.admin.user.load(userId),
  ]);
  // A feature folder's own fill (its `signOut.fixture.ts`), so a new store needs no line here.
  for (const fixture of await featureFixtures()) await fixture.fillForSignOut(root, keeper, marker);
  root.chat.startNew(petId);
  root.chat.setDraft(`Question ${marker}`);
  root.imageAnalysis.startDraft(petId);
  const exported = root.keeperData.exportState;
  return {
    adoptedPetId: adopted?.id ?? null,
    exportUrl: exported.status === 'ready' ? exported.url : null,
  };
}

describe('signing out', () => {
  let keeper: ProductKeeper;
  const marker = `leak-${Date.now().toString(36)}`;

  beforeAll(async () => {
    keeper = await keeperWithPet(api.server, { name: `Pet ${marker}`, species: 'dog' });
  });

  it('leaves nothing of the keeper in any store of the RootStore', async () => {
    signInPage(keeper);
    const root = freshStore();
    const { adoptedPetId, exportUrl } = await fillEveryStore(root, keeper, marker);
    const user = root.auth.user;
    expect(user?.id).toBe(keeper.userId);
    expect(adoptedPetId).not.toBeNull();
    expect(exportUrl).not.toBeNull();
    const markers: Markers = {
      ids: [keeper.userId, keeper.petId, ...(adoptedPetId ? [adoptedPetId] : [])],
      texts: [
        marker,
        keeper.token,
        ...(user ? [user.email] : []),
        // The link to the keeper's own data export names them by its signature only.
        ...(exportUrl ? [exportUrl] : []),
      ],
    };

    // Filled: every store that may hold a user's data holds this keeper's now. A store added
    // later fails here until this test fills it (or it is listed as holding nothing of a user).
    // The stores are the features' (as their modules declare them) and the kernel's: none is
    // made outside the registry, where sign-out would not know of it.
    const stores = [...storesOf(root).keys()];
    expect([...stores].sort()).toEqual(
      [...FEATURE_STORES.map(({ name }) => name), ...Object.keys(KERNEL_STORES)].sort(),
    );
    const filled = traces(root, markers);
    // The role (pet-keeper, or a vet's clinic) names no one: it is checked by itself.
    const kept = stores.filter((name) => !(name in HOLD_NO_USER_DATA) && name !== 'roles');
    expect(kept.filter((name) => !filled[name])).toEqual([]);
    expect(root.roles.selected).not.toBeNull();

    await root.signOut();

    expect(traces(root, markers)).toEqual({});
    expect(root.roles.selected).toBeNull();
  });
});
