import type { Subscription } from './schemas/billing';

/**
 * A pet on the free plan: what the API answers for a pet without a subscription row, and what
 * the site assumes for a pet the API has not listed yet (just added). Here, not beside the
 * schema, so the site takes it without TypeBox.
 */
export function freeSubscription(petId: string): Subscription {
  return {
    pet_id: petId,
    plan: 'free',
    status: 'free',
    current_period_start: null,
    current_period_end: null,
    cancel_at_period_end: false,
    grace_until: null,
    amount_minor: null,
    currency: null,
    next_plan: null,
  };
}
