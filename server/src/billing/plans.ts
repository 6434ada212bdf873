// What a plan means for a pet: whether its subscription counts as Premium, what buying a plan
// changes, and the plan's name on receipts and orders.
import type { Language } from '@contract/preferences';
import type { subscriptions } from './billingTables';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function isSubscribed(subscription: SubscriptionRow | null | undefined): boolean {
  return (
    subscription != null &&
    subscription.plan !== 'free' &&
    (subscription.status === 'active' || subscription.status === 'past_due')
  );
}

/** What buying `plan` means for a pet with this subscription. */
export function planChange(
  subscription: SubscriptionRow | null | undefined,
  plan: string,
): 'new' | 'same' | 'upgrade' | 'downgrade' {
  if (!subscription || subscription.status !== 'active' || subscription.plan === 'free') {
    return 'new';
  }
  if (subscription.plan === plan) return 'same';
  return plan === 'premium_yearly' ? 'upgrade' : 'downgrade';
}

export function planLabel(plan: string, language: Language): string {
  if (language === 'jp')
    return plan === 'premium_yearly' ? 'プレミアム（年額）' : 'プレミアム（月額）';
  return plan === 'premium_yearly' ? 'Premium, yearly' : 'Premium, monthly';
}
