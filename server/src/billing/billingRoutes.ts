// Prices, subscriptions, the cart, checkout and orders (README.md here). Thin: services do the
// work; the keeper guard, the services and the admin guard come as plugin options.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  AddCartLineBody,
  CartResponse,
  CheckoutBody,
  CheckoutResponse,
  OrderList,
  OrderResponse,
  PriceListResponse,
  PromoBody,
  RefundBody,
  SubscriptionList,
  SubscriptionResponse,
  UpdateCartLineBody,
  type ReceiptIssuer,
} from '@contract/schemas/billing';
import { auditActorOf } from '../admin-audit';
import { requestLanguage } from '../http/requestLanguage';
import { authOf, requireAuth } from '../auth';
import { ErrorResponseRef } from '../errors/errorResponse';
import { PET_NOT_FOUND } from '../pets';
import type { BillingConfig } from './billingConfig';
import { LINE_NOT_FOUND, regionOfUser, type CartService } from './cartService';
import type { CheckoutService } from './checkoutService';
import type { Database } from '../db/openDatabase';
import { ORDER_NOT_FOUND, orderView } from './orderRecords';
import type { OrderService } from './orderService';
import { priceList, regionOf } from './pricing';
import type { SubscriptionService } from './subscriptionService';
import {
  BEARER,
  IdParams,
  ROUTE_ERRORS,
  routeSchemaFor,
  rowId,
  RowParams,
} from '../http/routeSchema';
import { ADMIN, PET_KEEPER, PUBLIC } from '../http/routeAccess';

export interface BillingRoutesOptions {
  db: Database;
  keeper: preHandlerAsyncHookHandler;
  admin: preHandlerAsyncHookHandler;
  config: BillingConfig;
  carts: CartService;
  subscriptions: SubscriptionService;
  checkout: CheckoutService;
  orders: OrderService;
  /** Printed on the keeper's receipt (GET keeper/orders/{id}). */
  issuer: ReceiptIssuer;
}

const route = routeSchemaFor('billing');

const LineParams = RowParams('lineId');
const OrderParams = RowParams('orderId');

export const billingRoutes: FastifyPluginAsyncTypebox<BillingRoutesOptions> = async (
  api,
  options,
) => {
  const { db, keeper, admin, config, carts, subscriptions, checkout, orders, issuer } = options;
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  api.get(
    '/billing/prices',
    {
      // Signed in: the keeper's billing country; a guest: the App-Language.
      config: { access: PUBLIC },
      preValidation: async function (request, reply) {
        if (request.headers.authorization !== undefined)
          await requireAuth.call(this, request, reply);
      },
      schema: {
        tags: ['billing'],
        summary: 'Plan and item prices in the caller’s currency, with the tax rule',
        response: { 200: PriceListResponse, 401: ErrorResponseRef },
      },
    },
    async (request) => {
      const region =
        request.auth !== null
          ? (await regionOfUser(db, config, request.auth.userId)).region
          : regionOf(config, null, requestLanguage(request));
      return { data: priceList(config, region) };
    },
  );

  api.get(
    '/keeper/subscriptions',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: route('The plan of each pet', { response: { 200: SubscriptionList } }),
    },
    async (request) => ({ data: await subscriptions.list(userOf(request)) }),
  );

  api.post(
    '/keeper/subscriptions/:id/cancel',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: route('Cancel at the end of the period', {
        params: IdParams,
        response: { 200: SubscriptionResponse },
      }),
    },
    async (request) => ({ data: await subscriptions.cancel(userOf(request), request.params.id) }),
  );

  api.post(
    '/keeper/subscriptions/:id/resume',
    {
      preValidation: keeper,
      config: { notFoundMessage: PET_NOT_FOUND, access: PET_KEEPER },
      schema: route('Undo a pending cancel', {
        params: IdParams,
        response: { 200: SubscriptionResponse },
      }),
    },
    async (request) => ({ data: await subscriptions.resume(userOf(request), request.params.id) }),
  );

  api.get(
    '/keeper/cart',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: route('The cart, priced now', { response: { 200: CartResponse } }),
    },
    async (request) => ({ data: await carts.view(userOf(request)) }),
  );

  api.post(
    '/keeper/cart/lines',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: route('Add a plan or health reports for a pet', {
        body: AddCartLineBody,
        response: { 200: CartResponse },
      }),
    },
    async (request) => ({ data: await carts.addLine(userOf(request), request.body) }),
  );

  api.put(
    '/keeper/cart/lines/:lineId',
    {
      preValidation: keeper,
      config: { notFoundMessage: LINE_NOT_FOUND, access: PET_KEEPER },
      schema: route('Change a line’s quantity', {
        params: LineParams,
        body: UpdateCartLineBody,
        response: { 200: CartResponse },
      }),
    },
    async (request) => ({
      data: await carts.setQuantity(userOf(request), request.params.lineId, request.body.quantity),
    }),
  );

  api.delete(
    '/keeper/cart/lines/:lineId',
    {
      preValidation: keeper,
      config: { notFoundMessage: LINE_NOT_FOUND, access: PET_KEEPER },
      schema: route('Remove a line', { params: LineParams, response: { 200: CartResponse } }),
    },
    async (request) => ({ data: await carts.removeLine(userOf(request), request.params.lineId) }),
  );

  api.put(
    '/keeper/cart/promo',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: route('Apply a promo or affiliate code', {
        body: PromoBody,
        response: { 200: CartResponse },
      }),
    },
    async (request) => ({ data: await carts.setPromo(userOf(request), request.body.code) }),
  );

  api.delete(
    '/keeper/cart/promo',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: route('Remove the promo code', { response: { 200: CartResponse } }),
    },
    async (request) => ({ data: await carts.clearPromo(userOf(request)) }),
  );

  api.post(
    '/keeper/checkout',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: route('Pay the cart (Idempotency-Key header required)', {
        body: CheckoutBody,
        response: { 200: CheckoutResponse },
      }),
    },
    async (request) => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      return {
        data: await checkout.checkout(
          userOf(request),
          key?.trim(),
          request.body,
          request.linkOrigin,
        ),
      };
    },
  );

  api.post(
    '/keeper/orders/:orderId/confirm',
    {
      preValidation: keeper,
      config: { notFoundMessage: ORDER_NOT_FOUND, access: PET_KEEPER },
      schema: route('The sandbox’s extra confirmation step', {
        params: OrderParams,
        response: { 200: CheckoutResponse },
      }),
    },
    async (request) => ({
      data: await checkout.confirm(
        userOf(request),
        rowId(request.params.orderId, ORDER_NOT_FOUND),
        request.linkOrigin,
      ),
    }),
  );

  api.get(
    '/keeper/orders',
    {
      config: { access: PET_KEEPER },
      preValidation: keeper,
      schema: route('Receipts, newest first', { response: { 200: OrderList } }),
    },
    async (request) => ({ data: await orders.list(userOf(request)) }),
  );

  api.get(
    '/keeper/orders/:orderId',
    {
      preValidation: keeper,
      config: { notFoundMessage: ORDER_NOT_FOUND, access: PET_KEEPER },
      schema: route('One order', { params: OrderParams, response: { 200: OrderResponse } }),
    },
    async (request) => ({
      data: {
        ...orderView(
          await orders.owned(userOf(request), rowId(request.params.orderId, ORDER_NOT_FOUND)),
        ),
        issuer,
      },
    }),
  );

  api.post(
    '/admin/orders/:orderId/refund',
    {
      preValidation: admin,
      config: { notFoundMessage: ORDER_NOT_FOUND, access: ADMIN },
      schema: {
        tags: ['billing', 'admin'],
        summary: 'Refund a paid order: its plans end, its commission is reversed',
        security: BEARER,
        params: OrderParams,
        body: Type.Optional(RefundBody),
        response: { 200: OrderResponse, ...ROUTE_ERRORS },
      },
    },
    async (request) => ({
      data: await orders.refund(
        rowId(request.params.orderId, ORDER_NOT_FOUND),
        auditActorOf(request),
        request.body?.reason ?? null,
      ),
    }),
  );
};
