// Cities and their pet-care places (GET /api/cities, /api/cities/{city}, .../{place}).
import { Type, type Static } from '@sinclair/typebox';
import { CARE_KINDS } from '../careKinds';
import { ContentImage, DateTime, LocaleCode, Nullable, Slug, StringEnum } from './common';

const cityFields = {
  id: Type.Integer(),
  key: Type.String(),
  slug: Type.String(),
  locale: LocaleCode,
  name: Type.String(),
  region: Type.String(),
  country: Type.String(),
  intro: Type.String(),
};

export const CitySummary = Type.Object(
  { ...cityFields, care_items_count: Type.Integer() },
  { title: 'CitySummary' },
);
export type CitySummary = Static<typeof CitySummary>;

export const CareKind = StringEnum(CARE_KINDS);

export const CareItemSummary = Type.Object(
  {
    id: Type.Integer(),
    key: Type.String(),
    slug: Type.String(),
    kind: CareKind,
    name: Type.String(),
    summary: Type.String(),
    address: Type.String(),
    image: ContentImage,
  },
  { title: 'CareItemSummary' },
);
export type CareItemSummary = Static<typeof CareItemSummary>;

export const City = Type.Object(
  { ...cityFields, care_items: Type.Array(CareItemSummary) },
  { title: 'City' },
);
export type City = Static<typeof City>;

export const CareItem = Type.Object(
  {
    ...CareItemSummary.properties,
    body_html: Type.String(),
    phone: Type.String(),
    opening_hours: Type.String(),
    animal_handling_registration: Nullable(
      Type.String({
        description: 'Japanese animal handling business (第一種動物取扱業) registration number.',
      }),
    ),
    city: Type.Object({ slug: Type.String(), name: Type.String() }),
    updated_at: DateTime,
  },
  { title: 'CareItem' },
);
export type CareItem = Static<typeof CareItem>;

export const CityParams = Type.Object({ citySlug: Slug });
export const CareItemParams = Type.Object({ citySlug: Slug, slug: Slug });
