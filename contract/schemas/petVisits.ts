// Vet visits of a pet (server/src/visits): when, where, why, what was found and done, what it
// cost, and the files from it (invoices, discharge notes, lab printouts).
import { Type, type Static } from '@sinclair/typebox';
import { PET_TEXT, VISIT_COST_MINOR_MAX } from '../pets/petLimits';
import { Line, MultiLine, Nullable, RequiredText } from './common';
import { Clearable, DataOf, FileRef, IsoDate, ListOf, Timestamp } from './pets';
import { AddedBy } from './vets';

const CostMinor = Type.Integer({
  minimum: 0,
  maximum: VISIT_COST_MINOR_MAX,
  description: "In the currency's minor unit (cents; JPY has none): 12.50 USD is 1250.",
});
const Currency = Type.String({
  pattern: '^[A-Z]{3}$',
  description: 'ISO 4217 code, e.g. USD, EUR, JPY; required with cost_minor.',
});

export const Visit = Type.Object(
  {
    id: Type.String(),
    visited_on: IsoDate(),
    clinic: Nullable(Type.String()),
    vet_name: Nullable(Type.String()),
    reason: Type.String(),
    diagnosis: Nullable(Type.String()),
    treatment: Nullable(Type.String()),
    cost_minor: Nullable(Type.Integer()),
    currency: Nullable(Type.String()),
    notes: Nullable(Type.String()),
    attachments: Type.Array(FileRef, { description: 'Oldest first.' }),
    // A visit note a vet of a clinic the pet is shared with added (read-only for the keeper).
    added_by: Nullable(AddedBy),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { title: 'Visit' },
);
export type Visit = Static<typeof Visit>;

const visitFields = {
  clinic: Clearable(Line(PET_TEXT.clinicName)),
  vet_name: Clearable(Line(PET_TEXT.vetName)),
  diagnosis: Clearable(MultiLine(PET_TEXT.clinicalText)),
  treatment: Clearable(MultiLine(PET_TEXT.clinicalText)),
  cost_minor: Clearable(CostMinor),
  currency: Clearable(Currency),
  notes: Clearable(MultiLine(PET_TEXT.notes)),
};

export const VisitInput = Type.Object(
  {
    visited_on: IsoDate('Not in the future, not before the birth date.'),
    reason: RequiredText(PET_TEXT.visitReason),
    ...visitFields,
  },
  { title: 'VisitInput', additionalProperties: false },
);
export type VisitInput = Static<typeof VisitInput>;

export const VisitUpdate = Type.Object(
  {
    visited_on: Type.Optional(IsoDate('Not in the future, not before the birth date.')),
    reason: Type.Optional(RequiredText(PET_TEXT.visitReason)),
    ...visitFields,
  },
  { title: 'VisitUpdate', additionalProperties: false },
);
export type VisitUpdate = Static<typeof VisitUpdate>;

export const VisitResponse = DataOf(Visit, 'VisitResponse');
export type VisitResponse = Static<typeof VisitResponse>;
export const VisitList = ListOf(Visit, 'VisitList', 'Newest first.');
export type VisitList = Static<typeof VisitList>;
