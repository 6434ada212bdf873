import type { HttpClient } from '../http/httpClient';
import { WEB_FEATURES } from '../app/features';
import type { FeatureApisOf } from '../app/core/webFeature';

/** Every feature's API clients (RootStore.api), under the names their modules give them. */
export type Apis = FeatureApisOf<typeof WEB_FEATURES>;

/** Every feature's API client over the one HTTP client (RootStore.api). */
export function createApis(http: HttpClient): Apis {
  return Object.assign({}, ...WEB_FEATURES.map((feature) => feature.apis?.(http))) as Apis;
}
