import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../auth/authSchemas';
import { StringEnum } from '../content/commonSchemas';

export const PET_SPECIES = ['dog', 'cat', 'rabbit', 'other'] as const;
export const PET_SEXES = ['male', 'female', 'unknown'] as const;

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
