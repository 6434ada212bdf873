// The public surface of care: the only module other features import from it. Small
// things only (stores, API factories, components, helpers); never a screen: the route table
// loads screens lazily, and a screen named here would be pulled into every importer's chunk.
export { CareItemView } from './CareItemView';
export { isMobileService, isVeterinary } from './careKinds';
export type { CareKind } from './carePageContexts';
export { careItemPath, cityPath } from './carePaths';
export { type CarePagePlan, planCarePages } from './planCarePages';
