/** The commerce screens (unprefixed app paths). */
export const SUBSCRIPTION_PATH = '/my-pets/subscription/';
export const CART_PATH = '/my-pets/cart/';
export const RECEIPTS_PATH = '/settings/receipts/';

export function receiptPath(orderId: string): string {
  return `${RECEIPTS_PATH}${encodeURIComponent(orderId)}/`;
}

/** Where a paid or pending order is followed: the cart page, as the payment provider returns. */
export function orderStatusPath(orderId: string): string {
  return `${CART_PATH}?order=${encodeURIComponent(orderId)}`;
}
