import { createDocumentCookieJar, readCookie } from '../../http/cookies';
import { makePet } from '../../test/fixtures';
import { sendJson, startTestHttpServer, type TestHttpServer } from '../../test/testHttpServer';
import { clearAllCookies, createTestRootStore } from '../../test/testRootStore';
import { CurrentPetStore } from './CurrentPetStore';

describe('PetStore (spec.md section 4)', () => {
  let server: TestHttpServer;
  beforeEach(async () => {
    clearAllCookies();
    server = await startTestHttpServer();
  });
  afterEach(() => server.close());

  it('fetches the pets once per session, sharing one request', async () => {
    server.handle((_req, res) => sendJson(res, 200, { data: [makePet()] }));
    const { pets } = createTestRootStore(server);
    await Promise.all([pets.fetchOnce(), pets.fetchOnce()]);
    await pets.fetchOnce();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/keeper/pets']);
    expect(pets.pets.map((p) => p.name)).toEqual(['Biscuit']);
    expect(pets.loaded).toBe(true);
  });

  it('adds pets, merges updates by id and clears', () => {
    const { pets } = createTestRootStore(server);
    pets.add(makePet({ id: 'a', name: 'Biscuit' }));
    pets.add(makePet({ id: 'b', name: 'Miso', species: 'cat' }));
    pets.merge({ id: 'b', weight_kg: 4.2 });
    pets.merge({ id: 'zzz', name: 'Nobody' });
    expect(pets.pets.map((p) => [p.id, p.name, p.weight_kg])).toEqual([
      ['a', 'Biscuit', 9.5],
      ['b', 'Miso', 4.2],
    ]);
    pets.add(makePet({ id: 'a', name: 'Biscuit II' }));
    expect(pets.pets.map((p) => p.name)).toEqual(['Biscuit II', 'Miso']);
    pets.clear();
    expect(pets.pets).toEqual([]);
    expect(pets.loaded).toBe(false);
  });
});

describe('CurrentPetStore', () => {
  beforeEach(clearAllCookies);
  const jar = () => createDocumentCookieJar(document, false);

  it('keeps the id and name of the current pet in the current-pet-context cookie', () => {
    const store = new CurrentPetStore(jar());
    store.select(makePet({ id: 'a', name: 'Biscuit', vaccinations: [] }));
    expect(JSON.parse(readCookie(document.cookie, 'current-pet-context')!)).toEqual({
      id: 'a',
      name: 'Biscuit',
    });
    const next = new CurrentPetStore(jar());
    expect(next.id).toBe('a');
    // The pet itself comes from the list (navigation step 6).
    expect(next.pet).toBeNull();
    next.refreshFrom([makePet({ id: 'b' }), makePet({ id: 'a', name: 'Biscuit' })]);
    expect(next.pet?.name).toBe('Biscuit');
  });

  it('reads a cookie that does not hold a pet context as no current pet', () => {
    document.cookie = 'current-pet-context=%7B%22nope%22%3A1%7D; Path=/';
    expect(new CurrentPetStore(jar()).id).toBeNull();
    document.cookie = 'current-pet-context=not-json; Path=/';
    expect(new CurrentPetStore(jar()).id).toBeNull();
  });

  it('refreshes the current pet from the list, or clears it when it is gone', () => {
    const store = new CurrentPetStore(jar());
    store.select(makePet({ id: 'a', name: 'Old name' }));
    store.refreshFrom([makePet({ id: 'a', name: 'New name' })]);
    expect(store.pet?.name).toBe('New name');
    expect(JSON.parse(readCookie(document.cookie, 'current-pet-context')!).name).toBe('New name');
    store.refreshFrom([makePet({ id: 'b' })]);
    expect(store.pet).toBeNull();
    expect(readCookie(document.cookie, 'current-pet-context')).toBeNull();
  });
});
