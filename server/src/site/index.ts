// The public surface of site: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { siteBuildView } from './siteBuildRoutes';
export { SiteBuildStore, type SiteBuildPatch, type SiteBuildRow } from './siteBuildStore';
