// Records of a pet as the pets API sends them (contract/schemas/pet*.ts); tests override what they are about.
import type { DietPlan } from '@contract/schemas/petDiet';
import type { PetDashboard } from '@contract/schemas/petDashboard';
import type { PetDocument } from '@contract/schemas/petDocuments';
import type { Album, Photo } from '@contract/schemas/petGallery';
import type { Reminder } from '@contract/schemas/petReminders';
import type { FileRef, Pet, WeightEntry } from '@contract/schemas/pets';
import type { Visit } from '@contract/schemas/petVisits';
import { makePet } from './fixtures';

const EXPIRES = '2099-01-01T00:00:00.000Z';

export function makeFileRef(overrides: Partial<FileRef> = {}): FileRef {
  const id = overrides.id ?? '3b7c8d2e-0000-4000-8000-000000000001';
  return {
    id,
    mime: 'image/jpeg',
    bytes: 120_000,
    width: 1200,
    height: 900,
    pages: null,
    name: 'biscuit.jpg',
    url: `/api/files/${id}/original?expires=1&signature=s`,
    display_url: `/api/files/${id}/display?expires=1&signature=s`,
    thumbnail_url: `/api/files/${id}/thumbnail?expires=1&signature=s`,
    expires_at: EXPIRES,
    ...overrides,
  };
}

export function makePdfRef(overrides: Partial<FileRef> = {}): FileRef {
  return makeFileRef({
    id: '3b7c8d2e-0000-4000-8000-0000000000f1',
    mime: 'application/pdf',
    name: 'blood-panel.pdf',
    pages: 2,
    width: null,
    height: null,
    display_url: null,
    thumbnail_url: null,
    url: '/api/files/3b7c8d2e-0000-4000-8000-0000000000f1/original?expires=1&signature=s',
    ...overrides,
  });
}

export function makeWeightEntry(overrides: Partial<WeightEntry> = {}): WeightEntry {
  return {
    id: 'w1',
    weight_kg: 9.5,
    measured_on: '2026-09-28',
    note: null,
    created_at: '2026-09-28T08:00:00.000Z',
    ...overrides,
  };
}

export function makeVisit(overrides: Partial<Visit> = {}): Visit {
  return {
    id: 'v1',
    visited_on: '2026-10-12',
    clinic: 'Harbourside Veterinary Clinic',
    vet_name: null,
    reason: 'Annual check-up',
    diagnosis: null,
    treatment: null,
    cost_minor: 6500,
    currency: 'USD',
    notes: null,
    attachments: [],
    added_by: null,
    created_at: '2026-10-12T09:00:00.000Z',
    updated_at: '2026-10-12T09:00:00.000Z',
    ...overrides,
  };
}

export function makeReminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: 'r1',
    pet_id: 'pet-1',
    kind: 'vaccination',
    title: 'Rabies booster',
    due_at: '2099-03-01T09:00:00.000Z',
    repeat: 'yearly',
    notes: null,
    done_at: null,
    notified_at: null,
    created_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeAlbum(overrides: Partial<Album> = {}): Album {
  return {
    id: 'a1',
    title: 'Beach days',
    description: null,
    cover: makeFileRef(),
    photo_count: 2,
    created_at: '2026-10-01T09:00:00.000Z',
    updated_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makePhoto(overrides: Partial<Photo> = {}): Photo {
  return {
    id: 'p1',
    album_id: 'a1',
    caption: null,
    taken_on: null,
    file: makeFileRef(),
    created_at: '2026-10-01T09:00:00.000Z',
    ...overrides,
  };
}

export function makeDocument(overrides: Partial<PetDocument> = {}): PetDocument {
  return {
    id: 'd1',
    kind: 'lab_result',
    title: 'Blood panel',
    issued_on: '2026-10-12',
    notes: null,
    file: makePdfRef(),
    added_by: null,
    created_at: '2026-10-13T09:00:00.000Z',
    ...overrides,
  };
}

export function makeDietPlan(overrides: Partial<DietPlan> = {}): DietPlan {
  return {
    saved: true,
    activity: 'normal',
    body_condition_score: 5,
    target_weight_kg: null,
    food_name: 'Chicken kibble',
    food_kcal_per_100g: 350,
    food_kcal_per_cup: null,
    meals_per_day: 2,
    pregnant_or_lactating: false,
    updated_at: '2026-10-01T09:00:00.000Z',
    computed: {
      species_supported: true,
      guidance_key: 'calculated',
      weight_kg: 9.5,
      weight_measured_on: '2026-09-28',
      factor_label: 'adult_neutered',
      rer_kcal: 378,
      factor: { min: 1.6, max: 1.6 },
      daily_kcal: { min: 605, max: 605 },
      treats_kcal_max: 60,
      target_weight_kg: null,
      daily_grams: { min: 173, max: 173 },
      per_meal_grams: { min: 86, max: 86 },
      daily_cups: null,
      per_meal_cups: null,
      rabbit_pellet_grams: null,
      notes: ['starting_point_only'],
    },
    ...overrides,
  };
}

export function makeDashboard(
  pet: Pet = makePet(),
  overrides: Partial<PetDashboard> = {},
): PetDashboard {
  return {
    pet,
    weights: [
      makeWeightEntry({ id: 'w0', weight_kg: 9.1, measured_on: '2026-06-01' }),
      makeWeightEntry({ id: 'w1', weight_kg: pet.weight_kg ?? 9.5, measured_on: '2026-09-28' }),
    ],
    upcoming_reminders: [makeReminder({ pet_id: pet.id })],
    recent_visits: [makeVisit()],
    photo_count: 4,
    document_count: 1,
    diet: null,
    ...overrides,
  };
}
