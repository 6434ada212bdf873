// A keeper's pets and their weight history (server/src/pets/README.md): the answers,
// the create and update bodies, and the pieces the other pet schemas share (dates, file
// references). Register's optional first pet is the same create body.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { MICROCHIP_PATTERN, PET_LIST_MAX, PET_TEXT, PET_WEIGHT_KG } from '../pets/petLimits';
import { PET_SEXES, PET_SPECIES } from '../pets/species';
import { Line, MultiLine, Nullable, RequiredText, StringEnum } from './common';

/** A calendar date, `YYYY-MM-DD` (a real day: 2025-02-30 is refused). */
export const IsoDate = (description?: string) =>
  Type.String({ format: 'date', maxLength: 10, ...(description ? { description } : {}) });

export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC.' });

/** A weight in kg; the API stores whole grams, so a fourth decimal is rounded away. */
export const WeightKg = (description?: string) =>
  Type.Number({
    minimum: PET_WEIGHT_KG.min,
    maximum: PET_WEIGHT_KG.max,
    ...(description ? { description } : {}),
  });

/** Optional in a body, and null clears it. */
export const Clearable = <T extends TSchema>(schema: T) => Type.Optional(Nullable(schema));

/** `{data: T}` / `{data: T[]}`, the envelope of every pets answer. */
export const DataOf = <T extends TSchema>(schema: T, title: string) =>
  Type.Object({ data: schema }, { title });
export const ListOf = <T extends TSchema>(schema: T, title: string, description?: string) =>
  Type.Object({ data: Type.Array(schema, description ? { description } : {}) }, { title });

export const FILE_VARIANTS = ['original', 'display', 'thumbnail'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];

/**
 * A stored file (photo, document, attachment). The URLs are signed and short-lived
 * (`/api/files/{id}/{variant}?expires=…&signature=…`): they work in `<img src>` and downloads
 * without the bearer token until `expires_at`; fetch the record again for fresh ones.
 */
export const FileRef = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    mime: Type.String({ description: 'image/jpeg, image/png, image/webp or application/pdf.' }),
    bytes: Type.Integer({ minimum: 0 }),
    width: Nullable(Type.Integer()),
    height: Nullable(Type.Integer()),
    pages: Nullable(Type.Integer({ description: 'Pages of a PDF; null for an image.' })),
    name: Nullable(Type.String({ description: 'The uploaded file name, for display.' })),
    url: Type.String({ description: 'The file as stored (an image upright, without metadata).' }),
    display_url: Nullable(Type.String({ description: 'WebP, at most 1600 px; null for a PDF.' })),
    thumbnail_url: Nullable(Type.String({ description: 'WebP, at most 320 px; null for a PDF.' })),
    expires_at: Timestamp,
  },
  { title: 'FileRef' },
);
export type FileRef = Static<typeof FileRef>;

const ListItem = RequiredText(PET_TEXT.listItem);

export const Medication = Type.Object(
  {
    name: ListItem,
    dose: Nullable(Line(PET_TEXT.dose)),
    frequency: Nullable(Line(PET_TEXT.frequency)),
    started_on: Nullable(IsoDate()),
    ends_on: Nullable(IsoDate('On or after started_on.')),
  },
  { title: 'Medication', additionalProperties: false },
);
export type Medication = Static<typeof Medication>;

export const Vaccination = Type.Object(
  {
    name: ListItem,
    given_on: IsoDate('Not in the future.'),
    next_due_on: Nullable(IsoDate('After given_on.')),
    batch_number: Nullable(Line(PET_TEXT.batchNumber)),
    notes: Nullable(MultiLine(PET_TEXT.clinicalText)),
  },
  { title: 'Vaccination', additionalProperties: false },
);
export type Vaccination = Static<typeof Vaccination>;

export const Insurance = Type.Object(
  {
    provider: RequiredText(PET_TEXT.provider),
    policy_number: Nullable(Line(PET_TEXT.policyNumber)),
    phone: Nullable(Line(PET_TEXT.phone)),
  },
  { title: 'Insurance', additionalProperties: false },
);
export type Insurance = Static<typeof Insurance>;

export const HomeClinic = Type.Object(
  {
    name: RequiredText(PET_TEXT.clinicName),
    phone: Nullable(Line(PET_TEXT.phone)),
    address: Nullable(Line(PET_TEXT.address)),
    email: Nullable(Type.String({ maxLength: PET_TEXT.email, format: 'email' })),
  },
  { title: 'HomeClinic', additionalProperties: false },
);
export type HomeClinic = Static<typeof HomeClinic>;

const Species = StringEnum(PET_SPECIES);
const Sex = StringEnum(PET_SEXES);
const BreedCode = Type.String({
  maxLength: PET_TEXT.breedCode,
  pattern: '^[a-z0-9_]+$',
  description: "A code from contract/pets' breed list of the pet's species.",
});
const Microchip = Type.String({
  pattern: MICROCHIP_PATTERN,
  description: '9 to 15 digits (ISO 11784 chips have 15), no spaces.',
});
const Allergies = Type.Array(ListItem, { maxItems: PET_LIST_MAX.allergies });
const Conditions = Type.Array(ListItem, { maxItems: PET_LIST_MAX.conditions });
const Medications = Type.Array(Medication, { maxItems: PET_LIST_MAX.medications });
const Vaccinations = Type.Array(Vaccination, { maxItems: PET_LIST_MAX.vaccinations });

export const Pet = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    species: Species,
    breed_code: Nullable(Type.String()),
    breed: Nullable(Type.String()),
    sex: Sex,
    neutered: Nullable(Type.Boolean()),
    birth_date: Nullable(IsoDate()),
    birth_date_is_estimate: Type.Boolean({
      description: 'True when the keeper gave an age ("about 3 years"), not a birth date.',
    }),
    colour: Nullable(Type.String()),
    microchip_number: Nullable(Type.String()),
    photo: Nullable(FileRef),
    weight_kg: Nullable(Type.Number({ description: 'The latest weight entry.' })),
    weight_measured_on: Nullable(IsoDate()),
    allergies: Type.Array(Type.String()),
    conditions: Type.Array(Type.String()),
    medications: Type.Array(Medication),
    vaccinations: Type.Array(Vaccination),
    insurance: Nullable(Insurance),
    home_clinic: Nullable(HomeClinic),
    has_subscription: Type.Boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Pet' },
);
export type Pet = Static<typeof Pet>;

/** The fields a keeper edits; every one optional in an update, null clears a nullable one. */
const editable = {
  breed_code: Clearable(BreedCode),
  breed: Clearable(Line(PET_TEXT.breed)),
  sex: Type.Optional(Sex),
  neutered: Clearable(Type.Boolean()),
  birth_date: Clearable(IsoDate('Not in the future.')),
  birth_date_is_estimate: Type.Optional(Type.Boolean()),
  colour: Clearable(Line(PET_TEXT.colour)),
  microchip_number: Clearable(Microchip),
  allergies: Type.Optional(Allergies),
  conditions: Type.Optional(Conditions),
  medications: Type.Optional(Medications),
  vaccinations: Type.Optional(Vaccinations),
  insurance: Clearable(Insurance),
  home_clinic: Clearable(HomeClinic),
};

/** POST keeper/pets (and register's `pet`): name and species required. */
export const PetInput = Type.Object(
  {
    name: RequiredText(PET_TEXT.name),
    species: Species,
    ...editable,
    weight_kg: Clearable(WeightKg('Becomes the first weight entry, measured today.')),
  },
  { title: 'PetInput', additionalProperties: false },
);
export type PetInput = Static<typeof PetInput>;

/** PUT keeper/pets/{id}: any editable field; the weight changes through weight entries. */
export const PetUpdate = Type.Object(
  {
    name: Type.Optional(RequiredText(PET_TEXT.name)),
    species: Type.Optional(Species),
    ...editable,
  },
  { title: 'PetUpdate', additionalProperties: false },
);
export type PetUpdate = Static<typeof PetUpdate>;

export const PetResponse = DataOf(Pet, 'PetResponse');
export type PetResponse = Static<typeof PetResponse>;
export const PetList = ListOf(Pet, 'PetList', 'Oldest first.');
export type PetList = Static<typeof PetList>;

export const WeightEntry = Type.Object(
  {
    id: Type.String(),
    weight_kg: Type.Number(),
    measured_on: IsoDate(),
    note: Nullable(Type.String()),
    created_at: Timestamp,
  },
  { title: 'WeightEntry' },
);
export type WeightEntry = Static<typeof WeightEntry>;

export const WeightEntryInput = Type.Object(
  {
    weight_kg: WeightKg(),
    measured_on: IsoDate('Not in the future, not before the birth date.'),
    note: Clearable(Line(PET_TEXT.listItem)),
  },
  { title: 'WeightEntryInput', additionalProperties: false },
);
export type WeightEntryInput = Static<typeof WeightEntryInput>;

export const WeightEntryResponse = DataOf(WeightEntry, 'WeightEntryResponse');
export type WeightEntryResponse = Static<typeof WeightEntryResponse>;
export const WeightEntryList = ListOf(WeightEntry, 'WeightEntryList', 'Oldest first.');
export type WeightEntryList = Static<typeof WeightEntryList>;
