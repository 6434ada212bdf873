// The public surface of pets: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { ownedPet, PET_NOT_FOUND, type PetRow } from './petAccess';
export { petDataVersionSql } from './petDataVersion';
export { petRuleErrors } from './petInput';
export { petQuery } from './petQuery';
export { insertPet, type PetsDeps, type PetService } from './petService';
export { pets, petWeights } from './petTables';
export { isoDay, latestDueDay, RecordRules } from './recordRules';
export { latestWeight, type LatestWeight, type WeightService } from './weightService';
