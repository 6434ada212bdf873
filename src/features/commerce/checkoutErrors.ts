import type { TFunction } from 'i18next';
import { ApiError } from '../../http/ApiError';
import type { CardValues } from './cardInput';
import { commerceMessage } from './commerceMessages';

/** The API's checkout fields as the card form names them. */
export const CARD_ERROR_FIELDS: Readonly<Record<string, keyof CardValues>> = {
  'payment.card_number': 'card_number',
  'payment.exp_month': 'expiry',
  'payment.exp_year': 'expiry',
  'payment.cvc': 'cvc',
};

export interface CheckoutErrors {
  /** Messages on the card form's own fields. */
  card: Partial<Record<keyof CardValues, string>>;
  /** A promo code that stopped applying (expired, used meanwhile): the promo field shows it. */
  promo: string | null;
  /** The card details are missing: the API takes payments here, not on a provider's page. */
  needsCard: boolean;
  /** Anything else, for the form's alert. */
  other: string[];
}

/** A checkout's 422 sorted onto the fields that show it, in the UI language. */
export function checkoutErrors(error: unknown, t: TFunction<'app'>): CheckoutErrors {
  const result: CheckoutErrors = { card: {}, promo: null, needsCard: false, other: [] };
  if (!(error instanceof ApiError) || error.status !== 422) return result;
  for (const [key, messages] of Object.entries(error.errors)) {
    const first = messages[0];
    if (first === undefined) continue;
    const message = commerceMessage(first, t);
    const field = CARD_ERROR_FIELDS[key];
    if (field) result.card[field] ??= message;
    else if (key === 'code') result.promo = message;
    else if (key === 'payment') result.needsCard = true;
    else result.other.push(message);
  }
  if (Object.keys(error.errors).length === 0) result.other.push(commerceMessage(error.message, t));
  return result;
}
