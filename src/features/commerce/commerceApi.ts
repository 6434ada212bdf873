import type {
  AddCartLineBody,
  Cart,
  CheckoutBody,
  CheckoutResult,
  Order,
  PriceList,
  Subscription,
} from '@contract/schemas/billing';
import type { HttpClient, RequestOptions } from '../../http/httpClient';
import { segment } from '../../http/pathSegment';

interface Data<T> {
  data: T;
}

/**
 * Prices, the plan of each pet, the cart, checkout and receipts (server/src/billing/README.md).
 * Amounts come priced by the API in the keeper's currency; nothing sent here carries a price.
 */
export function createCommerceApi(http: HttpClient) {
  const cart = async (request: Promise<Data<Cart>>) => (await request).data;
  // Changes are told by the screens (useCommerceErrors): the API's messages in the UI language.
  const quiet = { notify: false };
  return {
    prices: async (options?: RequestOptions) =>
      (await http.get<Data<PriceList>>('billing/prices', options)).data,
    subscriptions: async (options?: RequestOptions) =>
      (await http.get<Data<Subscription[]>>('keeper/subscriptions', options)).data,
    cancel: async (petId: string) =>
      (
        await http.post<Data<Subscription>>(
          `keeper/subscriptions/${segment(petId)}/cancel`,
          undefined,
          quiet,
        )
      ).data,
    resume: async (petId: string) =>
      (
        await http.post<Data<Subscription>>(
          `keeper/subscriptions/${segment(petId)}/resume`,
          undefined,
          quiet,
        )
      ).data,

    cart: (options?: RequestOptions) => cart(http.get('keeper/cart', options)),
    addLine: (body: AddCartLineBody) => cart(http.post('keeper/cart/lines', body, quiet)),
    setQuantity: (lineId: string, quantity: number) =>
      cart(http.put(`keeper/cart/lines/${segment(lineId)}`, { quantity }, quiet)),
    removeLine: (lineId: string) =>
      cart(http.delete(`keeper/cart/lines/${segment(lineId)}`, quiet)),
    /** 422 `errors.code` for a code that does not apply: the promo field shows it. */
    setPromo: (code: string) => cart(http.put('keeper/cart/promo', { code }, quiet)),
    clearPromo: () => cart(http.delete('keeper/cart/promo', quiet)),

    /**
     * Pays the cart. The same `idempotencyKey` always gets the first answer back (a decline
     * again as the same 422), so a retry of one attempt never charges twice. Field errors are
     * shown on the form, not toasted.
     */
    checkout: async (body: CheckoutBody, idempotencyKey: string) =>
      (
        await http.post<Data<CheckoutResult>>('keeper/checkout', body, {
          headers: { 'Idempotency-Key': idempotencyKey },
          notify: false,
        })
      ).data,
    /** The extra confirmation step of a card that asks for it. */
    confirm: async (orderId: string) =>
      (
        await http.post<Data<CheckoutResult>>(
          `keeper/orders/${segment(orderId)}/confirm`,
          undefined,
          {
            notify: false,
          },
        )
      ).data,
    orders: async (options?: RequestOptions) =>
      (await http.get<Data<Order[]>>('keeper/orders', options)).data,
    order: async (orderId: string, options?: RequestOptions) =>
      (await http.get<Data<Order>>(`keeper/orders/${segment(orderId)}`, options)).data,
  };
}

export type CommerceApi = ReturnType<typeof createCommerceApi>;
