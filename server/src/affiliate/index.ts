// The public surface of affiliate: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { affiliates, commissions } from './affiliateTables';
export { attributeSignup } from './attribution';
export { recordCommission, referrerOf, reverseCommission } from './commissions';
export { affiliateOf, userAffiliate } from './userAffiliate';
