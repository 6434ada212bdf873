// The public surface of pet-files: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { fileRefColumns, type PetFileRow, type PetFileService } from './petFileService';
export { petFiles } from './petFileTables';
