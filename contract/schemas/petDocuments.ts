// Lab results and referral letters (server/src/pet-documents): a PDF or an image
// uploaded with its kind, title and date, listed by date and viewed in the browser.
import { Type, type Static } from '@sinclair/typebox';
import { PET_TEXT } from '../pets/petLimits';
import { MultiLine, Nullable, RequiredText, StringEnum } from './common';
import { Clearable, DataOf, FileRef, IsoDate, ListOf, Timestamp } from './pets';
import { AddedBy } from './vets';

export const DOCUMENT_KINDS = ['lab_result', 'referral', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const Kind = StringEnum(DOCUMENT_KINDS);

export const PetDocument = Type.Object(
  {
    id: Type.String(),
    kind: Kind,
    title: Type.String(),
    issued_on: Nullable(IsoDate()),
    notes: Nullable(Type.String()),
    file: FileRef,
    // A result or referral a vet of a clinic the pet is shared with added (read-only for the keeper).
    added_by: Nullable(AddedBy),
    created_at: Timestamp,
  },
  { title: 'PetDocument' },
);
export type PetDocument = Static<typeof PetDocument>;

/** The text fields sent beside `file` (multipart) when a document is uploaded. */
export const PetDocumentFields = Type.Object(
  {
    kind: Kind,
    title: RequiredText(PET_TEXT.documentTitle),
    issued_on: Clearable(IsoDate('Not in the future.')),
    notes: Clearable(MultiLine(PET_TEXT.clinicalText)),
  },
  { title: 'PetDocumentFields', additionalProperties: false },
);
export type PetDocumentFields = Static<typeof PetDocumentFields>;

export const PetDocumentUpdate = Type.Object(
  {
    kind: Type.Optional(Kind),
    title: Type.Optional(RequiredText(PET_TEXT.documentTitle)),
    issued_on: Clearable(IsoDate('Not in the future.')),
    notes: Clearable(MultiLine(PET_TEXT.clinicalText)),
  },
  { title: 'PetDocumentUpdate', additionalProperties: false },
);
export type PetDocumentUpdate = Static<typeof PetDocumentUpdate>;

export const PetDocumentResponse = DataOf(PetDocument, 'PetDocumentResponse');
export type PetDocumentResponse = Static<typeof PetDocumentResponse>;
export const PetDocumentList = ListOf(
  PetDocument,
  'PetDocumentList',
  'Newest first (by issued_on, else upload time).',
);
export type PetDocumentList = Static<typeof PetDocumentList>;
