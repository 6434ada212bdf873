// Free-standing pages: legal texts, ambassadors, vet landing (GET /api/pages/{slug}).
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, LocaleCode } from './common';

export const Page = Type.Object(
  {
    key: Type.String({
      description:
        'privacy-policy, terms-and-conditions, providers-terms-of-use, ambassadors, vet, or (Japanese only) specified-commercial-transactions.',
    }),
    slug: Type.String(),
    locale: LocaleCode,
    title: Type.String(),
    body_html: Type.String(),
    updated_at: DateTime,
  },
  { title: 'Page' },
);
export type Page = Static<typeof Page>;
