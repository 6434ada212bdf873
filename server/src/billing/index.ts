// The public surface of billing: what other capabilities may use. They import it from the folder,
// never from a file inside it (contract/contractBoundaries.test.ts, 'server layers').
export { currencyOfCountry, MINOR_DIGITS, type BillingConfig } from './billingConfig';
export { healthReportCredits, orders, subscriptions } from './billingTables';
export { divideHalfUp } from './money';
export { planLabel } from './plans';
export {
  petHasSubscription,
  petIsSubscribedSql,
  petSubscribedIn,
  userHasSubscription,
  userIsSubscribedSql,
} from './subscriptionState';
