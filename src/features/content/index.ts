// The public surface of content: the only module other features import from it. Small
// things only (stores, API factories, components, helpers); never a screen: the route table
// loads screens lazily, and a screen named here would be pulled into every importer's chunk.
export { ArticleBody } from './ArticleBody';
export { ContentPageView } from './ContentPageView';
export {
  type CareItem,
  type CareItemSummary,
  type City,
  type CityContent,
  CONTENT_PAGE_KEYS,
} from './contentTypes';
export { FaqArticleView } from './FaqArticleView';
export { NewsArticleView } from './NewsArticleView';
export { coverName } from './newsFormat';
export { faqArticlePath, newsArticlePath } from './newsPaths';
export type { ErrorPageContext, LocalizedPageContext, PageImagesContext } from './pageContexts';
export { newest, type PagePlan, type SitemapEntry } from './pagePlan';
