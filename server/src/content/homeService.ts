import { eq } from 'drizzle-orm';
import type { Locale } from '@contract/locales';
import type { Home } from '@contract/schemas/home';
import type { Database } from '../db/openDatabase';
import { homeContent } from '../db/schema';
import { NotFoundError } from '../errors/HttpError';
import { listNews } from './newsService';

export const HOME_LATEST_NEWS = 5;

export async function getHome(db: Database, locale: Locale): Promise<Home> {
  const [row] = await db.select().from(homeContent).where(eq(homeContent.locale, locale)).limit(1);
  if (!row) throw new NotFoundError('Home content not found.');
  const { items } = await listNews(db, {
    locale,
    page: { page: 1, perPage: HOME_LATEST_NEWS },
    includeBody: false,
  });
  const { heroTitle, heroSubtitle, ctaLabel, features } = row.content;
  return {
    locale,
    hero: { title: heroTitle, subtitle: heroSubtitle, cta_label: ctaLabel },
    features: features.map(({ icon, title, text, path }) => ({
      icon,
      title,
      text,
      ...(path ? { path } : {}),
    })),
    latest_news: items,
  };
}
