import type { PlanCode, TaxInfo } from '@contract/schemas/billing';
import type { AppKey } from '../../i18n/appKeys';

export const PLAN_NAME_KEYS: Readonly<Record<PlanCode, AppKey>> = {
  free: 'commerce.plans.free',
  premium_monthly: 'commerce.plans.premiumMonthly',
  premium_yearly: 'commerce.plans.premiumYearly',
};

/** How prices are labelled for the keeper's region: "(tax incl.)", "+ tax", or nothing. */
export function taxNoteKey(tax: Pick<TaxInfo, 'inclusive' | 'rate_bp'>): AppKey | null {
  if (tax.inclusive) return 'commerce.prices.taxIncluded';
  return tax.rate_bp > 0 ? 'commerce.prices.plusTax' : null;
}
