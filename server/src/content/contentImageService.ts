// Every picture the public content shows, for the site build: it turns the photos among them into
// responsive images before it renders the pages (src/features/images/README.md).
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import { careItems, faqArticles, newsPosts } from '../db/schema';
import { coverImagePath } from '@contract/coverImages';

/** Distinct site paths and URLs of the pictures of published news, FAQ and care places. */
export async function listContentImages(db: Database): Promise<string[]> {
  const [news, faq, care] = await Promise.all([
    db
      .selectDistinct({ image: newsPosts.coverImage })
      .from(newsPosts)
      .where(and(eq(newsPosts.status, 'published'), isNotNull(newsPosts.coverImage))),
    db
      .selectDistinct({ image: faqArticles.coverImage })
      .from(faqArticles)
      .where(and(eq(faqArticles.status, 'published'), isNotNull(faqArticles.coverImage))),
    db
      .selectDistinct({ image: careItems.image })
      .from(careItems)
      .where(
        and(eq(careItems.status, 'published'), isNotNull(careItems.image), ne(careItems.image, '')),
      ),
  ]);
  const paths = [...news, ...faq, ...care]
    .map((row) => coverImagePath(row.image))
    .filter((p): p is string => p !== null);
  return [...new Set(paths)].sort();
}
