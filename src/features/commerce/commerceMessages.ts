import type { TFunction } from 'i18next';
import type { AppKey } from '../../i18n/appKeys';

/**
 * The API's messages for promo codes and cards are English (server/src/billing); these are the
 * ones the keeper can meet, shown in the UI language. A message not listed is shown as sent.
 */
const KNOWN: Readonly<Record<string, AppKey>> = {
  'This promo code does not exist.': 'commerce.serverMessages.promoUnknown',
  'This promo code has expired.': 'commerce.serverMessages.promoExpired',
  'You have already used this promo code.': 'commerce.serverMessages.promoUsed',
  'You cannot use your own affiliate code.': 'commerce.serverMessages.promoOwn',
  'Your card was declined. Please try another card.': 'commerce.serverMessages.cardDeclined',
  'The card has expired.': 'commerce.serverMessages.cardExpired',
  'Your cart is empty.': 'commerce.serverMessages.cartEmpty',
  'The pet already has this plan.': 'commerce.serverMessages.samePlan',
  'The pet already has this plan: resume it instead.': 'commerce.serverMessages.samePlanResume',
  'The health report is included in this pet’s premium plan.':
    'commerce.serverMessages.reportIncluded',
  'At most 5 health reports per pet.': 'commerce.serverMessages.reportMax',
  'This pet has no active plan to cancel.': 'commerce.serverMessages.nothingToCancel',
  'This pet’s plan is not set to end.': 'commerce.serverMessages.nothingToResume',
};

const OTHER_CURRENCY = /^This promo code is only valid for orders in ([A-Z]{3})\.$/;
const TEST_CARDS = /^Use a sandbox test card:/;

export function commerceMessage(message: string, t: TFunction<'app'>): string {
  const key = KNOWN[message];
  if (key) return t(key);
  const currency = OTHER_CURRENCY.exec(message)?.[1];
  if (currency) return t('commerce.serverMessages.promoCurrency', { currency });
  if (TEST_CARDS.test(message)) return t('commerce.serverMessages.testCardsOnly');
  return message;
}
