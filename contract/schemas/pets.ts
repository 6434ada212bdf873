// A keeper's pets (GET /api/keeper/pets) and the pet a new keeper may register with.
import { Type, type Static } from '@sinclair/typebox';
import { PET_SEXES, PET_SPECIES } from '../pets/species';
import { Nullable, RequiredText, StringEnum } from './common';

export const PetInput = Type.Object(
  {
    name: RequiredText(100),
    species: StringEnum(PET_SPECIES),
    breed: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    sex: Type.Optional(StringEnum(PET_SEXES)),
    birth_date: Type.Optional(Nullable(Type.String({ format: 'date' }))),
    weight_kg: Type.Optional(Nullable(Type.Number({ minimum: 0.01, maximum: 500 }))),
  },
  { title: 'PetInput' },
);
export type PetInput = Static<typeof PetInput>;

export const Pet = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    species: StringEnum(PET_SPECIES),
    breed: Nullable(Type.String()),
    sex: StringEnum(PET_SEXES),
    birth_date: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD' })),
    weight_kg: Nullable(Type.Number()),
    has_subscription: Type.Boolean(),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { title: 'Pet' },
);
export type Pet = Static<typeof Pet>;
