// The public surface of vet-sharing: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { addedByValues, addedByView, assertKeeperMayEdit, type AddedByOptions } from './addedBy';
export { sharedPet } from './patientAccess';
export { sharingRoute, vetRoute } from './vetSharingSchemas';
export { petShares } from './vetSharingTables';
