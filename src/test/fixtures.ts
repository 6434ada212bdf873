import type { User } from '@contract/schemas/auth';
import type { Pet } from '@contract/schemas/pets';

/** A user as the API sends it; tests override what they are about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c0c1e-7b7a-4c55-9d3e-2f4f6d1c9a01',
    name: 'Aiko Tanaka',
    email: 'aiko@example.com',
    phone_number: null,
    has_subscription: false,
    is_verified_phone_number: false,
    roles: [{ name: 'pet-keeper', medical_entity_id: null }],
    preferences: { language: 'en', weight_unit: 'kg' },
    created_at: '2026-11-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makePet(overrides: Partial<Pet> = {}): Pet {
  return {
    id: 'pet-1',
    name: 'Biscuit',
    species: 'dog',
    breed_code: 'shiba',
    breed: 'Shiba Inu',
    sex: 'male',
    neutered: true,
    birth_date: '2021-04-02',
    birth_date_is_estimate: false,
    colour: null,
    microchip_number: null,
    photo: null,
    weight_kg: 9.5,
    weight_measured_on: '2026-09-28',
    allergies: [],
    conditions: [],
    medications: [],
    vaccinations: [],
    insurance: null,
    home_clinic: null,
    has_subscription: false,
    created_at: '2026-10-01T09:00:00.000Z',
    updated_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}
