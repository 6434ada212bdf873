// The home page's blocks of a locale (GET /api/home).
import { Type, type Static } from '@sinclair/typebox';
import { LocaleCode } from './common';
import { NewsSummary } from './news';

export const Home = Type.Object(
  {
    locale: LocaleCode,
    hero: Type.Object({ title: Type.String(), subtitle: Type.String(), cta_label: Type.String() }),
    features: Type.Array(
      Type.Object({
        icon: Type.String(),
        title: Type.String(),
        text: Type.String(),
        path: Type.Optional(
          Type.String({
            description:
              'The app page the feature opens, without locale prefix (the site adds it), e.g. /si/.',
          }),
        ),
      }),
    ),
    latest_news: Type.Array(NewsSummary, { description: 'The 5 newest published posts.' }),
  },
  { title: 'Home' },
);
export type Home = Static<typeof Home>;
