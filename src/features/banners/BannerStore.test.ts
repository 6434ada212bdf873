import type { User } from '@contract/schemas/auth';
import type { Pet } from '@contract/schemas/pets';
import { makeUser, makePet } from '../../test/fixtures';
import { SIGN_UP_SNOOZE_DAYS, WELCOME_DAYS } from './bannerDefinitions';
import { storageKey } from './bannerDismissals';
import { BannerStore, type BannerSource } from './BannerStore';
import type { BannerFacts, BannerPlacement } from './bannerTypes';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-22T12:00:00Z');

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

interface World extends BannerSource {
  now: number;
  finePointer: boolean;
}

function storeFor(world: World, storage: Storage | null = memoryStorage()) {
  return new BannerStore(() => world, {
    storage,
    clock: () => world.now,
    finePointer: () => world.finePointer,
  });
}

const newKeeper = (overrides: Partial<User> = {}) =>
  makeUser({ created_at: new Date(NOW - DAY).toISOString(), ...overrides });

function world(overrides: Partial<World> = {}): World {
  return { user: null, pets: [], currentPet: null, now: NOW, finePointer: true, ...overrides };
}

const ids = (store: BannerStore, placement: BannerPlacement, facts?: BannerFacts) =>
  store.visible(placement, facts).map((banner) => banner.definition.id);

describe('banner conditions', () => {
  it('welcomes a keeper for the first 14 days after registration', () => {
    const w = world({ user: newKeeper() });
    const store = storeFor(w);
    expect(ids(store, 'account')).toEqual(['welcome']);
    w.now = Date.parse(w.user?.created_at ?? '') + WELCOME_DAYS * DAY - 1;
    expect(ids(store, 'account')).toEqual(['welcome']);
    w.now += 1;
    expect(ids(store, 'account')).toEqual([]);
  });

  it('does not welcome a vet or a guest', () => {
    const vet = newKeeper({ roles: [{ name: 'vet', medical_entity_id: 1 }] });
    expect(ids(storeFor(world({ user: vet })), 'account')).toEqual([]);
    expect(ids(storeFor(world()), 'account')).toEqual([]);
  });

  it('asks to confirm the current pet when breed, birth date or weight is missing', () => {
    const complete = makePet();
    const w = world({ user: newKeeper(), pets: [complete], currentPet: complete });
    const store = storeFor(w);
    expect(ids(store, 'symptom-checker')).toEqual([]);
    w.currentPet = makePet({ weight_kg: null });
    expect(ids(store, 'symptom-checker')).toEqual(['confirm-pet-data']);
    w.currentPet = null;
    expect(ids(store, 'symptom-checker')).toEqual([]);
  });

  it('offers the report download when it is ready, and thanks right after it was completed', () => {
    const store = storeFor(world({ user: newKeeper() }));
    expect(ids(store, 'health-report', { report: { id: 'r1', status: 'generating' } })).toEqual([]);
    expect(
      ids(store, 'health-report', {
        report: { id: 'r1', status: 'ready', justCompleted: true, downloadUrl: '/r1.pdf' },
      }),
    ).toEqual(['report-thanks', 'download-report']);
  });

  it('shows the drag-and-drop tip only with a fine pointer on a screen that takes uploads', () => {
    const w = world({ user: newKeeper() });
    const store = storeFor(w);
    expect(ids(store, 'photo-gallery', { acceptsPhotoUpload: true })).toEqual(['photo-drop']);
    expect(ids(store, 'photo-gallery')).toEqual([]);
    w.finePointer = false;
    expect(ids(store, 'photo-gallery', { acceptsPhotoUpload: true })).toEqual([]);
  });

  it('asks to confirm before proceeding while the screen has something pending, first of all', () => {
    const pet = makePet({ breed: null });
    const store = storeFor(world({ user: newKeeper(), pets: [pet], currentPet: pet }));
    const confirmation = {
      summary: 'Uses one analysis',
      onConfirm: jest.fn(),
      onCancel: jest.fn(),
    };
    expect(ids(store, 'image-analysis', { confirmation, acceptsPhotoUpload: true })).toEqual([
      'confirm-proceed',
      'confirm-pet-data',
      'photo-drop',
    ]);
  });

  it('invites guests to sign up on articles, never signed-in users', () => {
    expect(ids(storeFor(world()), 'article')).toEqual(['sign-up']);
    expect(ids(storeFor(world({ user: newKeeper() })), 'article')).toEqual([]);
  });
});

describe('banner dismissals', () => {
  it('remembers a dismissal per user, across a reload (a new store on the same storage)', () => {
    const storage = memoryStorage();
    const aiko = newKeeper();
    const first = storeFor(world({ user: aiko }), storage);
    const [welcome] = first.visible('account');
    if (!welcome) throw new Error('no welcome banner');
    first.dismiss(welcome);
    expect(ids(first, 'account')).toEqual([]);
    expect(JSON.parse(storage.getItem(storageKey(aiko.id)) ?? '{}')).toEqual({ welcome: null });

    const reloaded = storeFor(world({ user: aiko }), storage);
    expect(ids(reloaded, 'account')).toEqual([]);
    // Another keeper in the same browser still gets their welcome.
    const ken = newKeeper({ id: 'another-user', name: 'Ken' });
    expect(ids(storeFor(world({ user: ken }), storage), 'account')).toEqual(['welcome']);
  });

  it('hides the sign-up banner for 30 days, then shows it again', () => {
    const w = world();
    const store = storeFor(w);
    const [signUp] = store.visible('article');
    if (!signUp) throw new Error('no sign-up banner');
    store.dismiss(signUp);
    w.now += SIGN_UP_SNOOZE_DAYS * DAY - 1;
    expect(ids(store, 'article')).toEqual([]);
    w.now += 1;
    expect(ids(store, 'article')).toEqual(['sign-up']);
  });

  it('counts scoped dismissals per scope: a confirmed pet is asked again after an edit', () => {
    const biscuit: Pet = makePet({ breed: null });
    const w = world({ user: newKeeper(), pets: [biscuit], currentPet: biscuit });
    const store = storeFor(w);
    const [confirm] = store.visible('symptom-checker');
    if (!confirm) throw new Error('no banner');
    store.dismiss(confirm);
    expect(ids(store, 'symptom-checker')).toEqual([]);
    w.currentPet = { ...biscuit, updated_at: '2026-11-20T00:00:00.000Z' };
    expect(ids(store, 'symptom-checker')).toEqual(['confirm-pet-data']);
    w.currentPet = makePet({ id: 'pet-2', name: 'Miso', birth_date: null });
    expect(ids(store, 'symptom-checker')).toEqual(['confirm-pet-data']);
  });

  it('cannot dismiss the confirm-before-proceeding banner', () => {
    const store = storeFor(world({ user: newKeeper() }));
    const facts = { confirmation: { summary: 'x', onConfirm: jest.fn(), onCancel: jest.fn() } };
    const [banner] = store.visible('checkout', facts);
    if (!banner) throw new Error('no banner');
    store.dismiss(banner);
    expect(ids(store, 'checkout', facts)).toEqual(['confirm-proceed']);
  });

  it('ignores unreadable stored data and works without storage', () => {
    const storage = memoryStorage();
    const user = newKeeper();
    storage.setItem(storageKey(user.id), '{not json');
    expect(ids(storeFor(world({ user }), storage), 'account')).toEqual(['welcome']);
    storage.setItem(storageKey(user.id), JSON.stringify({ welcome: 'yes' }));
    expect(ids(storeFor(world({ user }), storage), 'account')).toEqual(['welcome']);
    const noStorage = storeFor(world({ user }), null);
    const [welcome] = noStorage.visible('account');
    if (!welcome) throw new Error('no banner');
    noStorage.dismiss(welcome);
    expect(ids(noStorage, 'account')).toEqual([]);
  });
});
