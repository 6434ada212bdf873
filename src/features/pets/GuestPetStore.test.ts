import { ApiError } from '../../http/ApiError';
import { makePet } from '../../test/fixtures';
import { GUEST_PET_KEY } from './guestPetDraft';
import { GuestPetStore } from './GuestPetStore';

const NOW = Date.parse('2026-11-23T10:00:00Z');
const DRAFT = {
  species: 'dog' as const,
  name: 'Biscuit',
  birth_date: '2021-11-23',
  birth_date_is_estimate: true,
  weight_grams: 9979,
  unit: 'lb' as const,
};

describe('GuestPetStore', () => {
  beforeEach(() => window.localStorage.clear());
  const store = (now = NOW) => new GuestPetStore({ clock: () => now });

  it("keeps a guest's pet in this browser, across page loads", () => {
    expect(store().keep(DRAFT)).toBe(true);
    expect(store().draft).toEqual({ ...DRAFT, saved_at: '2026-11-23T10:00:00.000Z' });
  });

  it('forgets a draft that is too old, tampered with or not JSON', () => {
    store().keep(DRAFT);
    expect(store(NOW + 31 * 86_400_000).draft).toBeNull();
    window.localStorage.setItem(GUEST_PET_KEY, JSON.stringify({ ...DRAFT, species: 'dragon' }));
    expect(store().draft).toBeNull();
    window.localStorage.setItem(GUEST_PET_KEY, JSON.stringify({ ...DRAFT, weight_grams: -5 }));
    expect(store().draft).toBeNull();
    window.localStorage.setItem(GUEST_PET_KEY, '{');
    expect(store().draft).toBeNull();
  });

  it('saves the draft to the account once, then forgets it and marks the pet to confirm', async () => {
    const guest = store();
    guest.keep(DRAFT);
    const bodies: unknown[] = [];
    const create = async (body: unknown) => {
      bodies.push(body);
      return makePet({ id: 'new-pet', name: 'Biscuit' });
    };
    const [first, second] = await Promise.all([guest.adopt(create), guest.adopt(create)]);
    expect(first?.id).toBe('new-pet');
    expect(second?.id).toBe('new-pet');
    expect(bodies).toEqual([
      {
        name: 'Biscuit',
        species: 'dog',
        birth_date: '2021-11-23',
        birth_date_is_estimate: true,
        weight_kg: 9.979,
      },
    ]);
    expect(guest.draft).toBeNull();
    expect(window.localStorage.getItem(GUEST_PET_KEY)).toBeNull();
    expect(store().petToConfirmId).toBe('new-pet');
    guest.confirmed('new-pet');
    expect(store().petToConfirmId).toBeNull();
    expect(await guest.adopt(create)).toBeNull();
  });

  it("forgets the pet to confirm on sign-out, in this page and the next; a guest's draft stays", async () => {
    const guest = store();
    guest.keep(DRAFT);
    await guest.adopt(async () => makePet({ id: 'adopted' }));
    guest.keep({ ...DRAFT, name: 'Miso' });
    guest.clear();
    expect(guest.petToConfirmId).toBeNull();
    expect(store().petToConfirmId).toBeNull();
    expect(store().draft?.name).toBe('Miso');
  });

  it('drops a draft the API refuses, keeps one it could not take', async () => {
    const guest = store();
    guest.keep(DRAFT);
    await guest.adopt(async () => {
      throw new ApiError(503, 'Service Unavailable', null);
    });
    expect(guest.draft).not.toBeNull();
    await guest.adopt(async () => {
      throw new ApiError(422, 'Unprocessable', { message: 'The name is too long.', errors: {} });
    });
    expect(guest.draft).toBeNull();
    expect(store().draft).toBeNull();
  });
});
