// The public surface of visits: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export type { VisitService } from './visitService';
export { visitAttachments, visits } from './visitTables';
