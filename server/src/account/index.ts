// The public surface of account: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { findBillingData } from './billingDataService';
