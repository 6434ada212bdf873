// Notifications about a pet's plan, in the keeper's language: a renewal failed (grace period),
// the grace ended (back to free), a cancelled plan ended.
import type { Language } from '@contract/preferences';
import type { NotificationData } from '@contract/schemas/notifications';
import { formatLongDate } from './money';

export const RENEWAL_FAILED_TYPE = 'subscription_past_due';
export const SUBSCRIPTION_ENDED_TYPE = 'subscription_ended';

export function renewalFailedNotification(
  petName: string,
  graceUntil: Date,
  language: Language,
): NotificationData {
  if (language === 'jp') {
    return {
      title: `${petName}のプレミアムプランを更新できませんでした`,
      body: `お支払いに失敗しました。${formatLongDate(graceUntil, language)}までにお支払い方法をご確認ください。それまではプレミアムの機能をご利用いただけます。`,
      action_url: '/my-pets/subscription',
    };
  }
  return {
    title: `We could not renew ${petName}'s Premium plan`,
    body: `The payment failed. Premium stays on until ${formatLongDate(graceUntil, language)}: please check your payment details before then.`,
    action_url: '/my-pets/subscription',
  };
}

export function subscriptionEndedNotification(
  petName: string,
  reason: 'grace_ended' | 'canceled',
  language: Language,
): NotificationData {
  if (language === 'jp') {
    return {
      title: `${petName}のプレミアムプランが終了しました`,
      body:
        reason === 'grace_ended'
          ? 'お支払いが確認できなかったため、無料プランに切り替わりました。いつでも再開できます。'
          : 'ご解約のとおり、期間の終了とともに無料プランに切り替わりました。いつでも再開できます。',
      action_url: '/my-pets/subscription',
    };
  }
  return {
    title: `${petName}'s Premium plan has ended`,
    body:
      reason === 'grace_ended'
        ? 'We could not take the payment, so the pet is on the free plan now. You can subscribe again at any time.'
        : 'As you asked, the plan ended with its period and the pet is on the free plan now. You can subscribe again at any time.',
    action_url: '/my-pets/subscription',
  };
}
