/**
 * How the site takes payments, from the build (`npm start` writes GATSBY_PAYMENT_PROVIDER from
 * the API's PAYMENT_PROVIDER): `sandbox` asks for a test card on the cart page, `stripe` sends
 * the keeper to Stripe Checkout. The cart follows the API's answer either way (a redirect is
 * followed, a missing card is asked for), so a build made with another setting still works.
 */
export type PaymentMode = 'sandbox' | 'stripe';

export function paymentModeOf(value: string | undefined): PaymentMode {
  return value?.trim().toLowerCase() === 'stripe' ? 'stripe' : 'sandbox';
}

export function buildPaymentMode(): PaymentMode {
  return paymentModeOf(process.env.GATSBY_PAYMENT_PROVIDER);
}
