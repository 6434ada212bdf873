// Response types of the content API, from the server's TypeBox schemas through `import type`: the
// front end and the API share one contract, and no server code enters the bundle.
export type {
  DataResponse,
  Home as HomeContent,
  LocaleEntry as ApiLocale,
  NewsPost,
  NewsSummary,
  PaginatedResponse,
  PaginationMeta,
  Translation,
} from '../../../server/src/content/contentTypes';

import type { Home } from '../../../server/src/content/contentTypes';

export type HomeFeature = Home['features'][number];
