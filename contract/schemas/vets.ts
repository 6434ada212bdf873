// Sharing a pet with a clinic and the vet area: clinics (medical entities), a pet's
// shares and the scopes they grant, and what a vet sees and adds for a shared pet.
import { Type, type Static } from '@sinclair/typebox';
import { PET_TEXT } from '../pets/petLimits';
import { PET_SEXES, PET_SPECIES } from '../pets/species';
import { SHARE_SCOPES, VET_SEARCH_MAX } from '../shareScopes';
import { Line, MultiLine, Nullable, RequiredText, StringEnum } from './common';
import { Clearable, DataOf, FileRef, IsoDate, ListOf, Pet, Timestamp } from './pets';

export const ShareScopeSchema = StringEnum(SHARE_SCOPES, {
  description:
    'profile (the pet’s information), weight (weight history), visits, results (lab results, ' +
    'referrals, other documents), triage_threads (symptom-checker conversations), ' +
    'photo_analyses.',
});

/** A clinic: a medical entity vets belong to (X-Medical-Entity-ID names its id). */
export const Clinic = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    address: Nullable(Type.String()),
    city: Nullable(Type.String()),
    phone: Nullable(Type.String()),
    email: Nullable(Type.String()),
  },
  { title: 'Clinic' },
);
export type Clinic = Static<typeof Clinic>;

export const ClinicResponse = DataOf(Clinic, 'ClinicResponse');
export type ClinicResponse = Static<typeof ClinicResponse>;
export const ClinicList = ListOf(Clinic, 'ClinicList', 'By name; at most 50.');
export type ClinicList = Static<typeof ClinicList>;

export const SearchQuery = Type.Object(
  {
    search: Type.Optional(
      Line(VET_SEARCH_MAX, { description: 'Words to look for (case-insensitive).' }),
    ),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuery>;

/** A pet's sharing with one clinic. */
export const PetShare = Type.Object(
  {
    clinic: Clinic,
    scopes: Type.Array(ShareScopeSchema, { description: 'In the order of the scope list.' }),
    shared_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'PetShare' },
);
export type PetShare = Static<typeof PetShare>;

export const PetShareResponse = DataOf(PetShare, 'PetShareResponse');
export type PetShareResponse = Static<typeof PetShareResponse>;
export const PetShareList = ListOf(PetShare, 'PetShareList', 'Active shares, by clinic name.');
export type PetShareList = Static<typeof PetShareList>;

/** PUT keeper/pets/{id}/shares/{clinicId}: starts sharing or changes what is shared. */
export const PetShareInput = Type.Object(
  {
    scopes: Type.Array(ShareScopeSchema, {
      minItems: 1,
      maxItems: SHARE_SCOPES.length,
      uniqueItems: true,
    }),
    set_as_home_clinic: Type.Optional(
      Type.Boolean({ description: 'Also make the clinic the pet’s home clinic.' }),
    ),
  },
  { title: 'PetShareInput', additionalProperties: false },
);
export type PetShareInput = Static<typeof PetShareInput>;

/** Who added a record to a pet's own records, when a vet did (else null: the keeper did). */
export const AddedBy = Type.Object(
  {
    clinic_id: Nullable(Type.Integer({ description: 'Null once the clinic no longer exists.' })),
    clinic_name: Type.String({ description: 'As it was when the record was added.' }),
    vet_name: Nullable(Type.String()),
  },
  { title: 'AddedBy' },
);
export type AddedBy = Static<typeof AddedBy>;

/** A shared pet as the clinic's list shows it: enough to recognise the patient. */
export const PatientSummary = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    species: StringEnum(PET_SPECIES),
    breed: Nullable(Type.String()),
    sex: StringEnum(PET_SEXES),
    birth_date: Nullable(IsoDate()),
    // Only with the profile scope.
    photo: Nullable(FileRef),
    keeper_name: Type.String(),
    scopes: Type.Array(ShareScopeSchema),
    shared_at: Timestamp,
  },
  { title: 'PatientSummary' },
);
export type PatientSummary = Static<typeof PatientSummary>;

export const PatientList = ListOf(PatientSummary, 'PatientList', 'Most recently shared first.');
export type PatientList = Static<typeof PatientList>;

/** One shared pet: the summary, and its profile when the profile scope is shared. */
export const Patient = Type.Composite(
  [
    PatientSummary,
    Type.Object({
      keeper_email: Type.String({ description: 'So the clinic can reach the keeper.' }),
      // With the profile scope; its weight_kg and weight_measured_on only with the weight scope.
      profile: Nullable(Pet),
    }),
  ],
  { title: 'Patient' },
);
export type Patient = Static<typeof Patient>;

export const PatientResponse = DataOf(Patient, 'PatientResponse');
export type PatientResponse = Static<typeof PatientResponse>;

/** POST vet/patients/{id}/visits: a visit note; the clinic and the vet's name are filled in. */
export const VetVisitInput = Type.Object(
  {
    visited_on: IsoDate('Not in the future, not before the birth date.'),
    reason: RequiredText(PET_TEXT.visitReason),
    diagnosis: Clearable(MultiLine(PET_TEXT.clinicalText)),
    treatment: Clearable(MultiLine(PET_TEXT.clinicalText)),
    notes: Clearable(MultiLine(PET_TEXT.notes)),
  },
  { title: 'VetVisitInput', additionalProperties: false },
);
export type VetVisitInput = Static<typeof VetVisitInput>;
