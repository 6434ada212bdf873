// GET /api/keeper/pets: the signed-in pet keeper's pets, oldest first (the first is the default
// current pet, spec.md §4 step 8).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { asc, eq } from 'drizzle-orm';
import { PET_SEXES, PET_SPECIES } from '@contract/pets/species';
import { Pet } from '@contract/schemas/pets';
import type { AuthServices } from '../auth/authServices';
import { authOf, requireRole } from '../auth/requireRole';
import { pets } from '../db/schema';
import { ErrorResponseRef } from '../errors/errorResponse';

type PetRow = typeof pets.$inferSelect;

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

export function petView(row: PetRow): Pet {
  return {
    id: String(row.id),
    name: row.name,
    species: oneOf(PET_SPECIES, row.species, 'other'),
    breed_code: null,
    breed: row.breed,
    sex: oneOf(PET_SEXES, row.sex, 'unknown'),
    neutered: null,
    birth_date: row.birthDate,
    birth_date_is_estimate: false,
    colour: null,
    microchip_number: null,
    photo: null,
    weight_kg: row.weightKg === null ? null : Number(row.weightKg),
    weight_measured_on: null,
    allergies: [],
    conditions: [],
    medications: [],
    vaccinations: [],
    insurance: null,
    home_clinic: null,
    has_subscription: row.hasSubscription,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const keeperPetsRoutes: FastifyPluginAsyncTypebox<AuthServices> = async (api, { db }) => {
  api.get(
    '/keeper/pets',
    {
      preValidation: requireRole('pet-keeper'),
      schema: {
        tags: ['pets'],
        summary: "The signed-in pet keeper's pets",
        security: [{ bearerAuth: [] }],
        response: {
          200: Type.Object({ data: Type.Array(Pet) }),
          401: ErrorResponseRef,
          403: ErrorResponseRef,
        },
      },
    },
    async (request) => {
      const rows = await db
        .select()
        .from(pets)
        .where(eq(pets.userId, authOf(request).userId))
        .orderBy(asc(pets.createdAt), asc(pets.id));
      return { data: rows.map(petView) };
    },
  );
};
