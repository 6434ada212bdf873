// The public surface of pet-documents: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export type { DocumentService } from './documentService';
export { petDocuments } from './documentTables';
