import {
  createOrderRequestSchema,
  createOrderResponseSchema,
  guestOrderAccessSchema,
  guestUpdateOrderRequestSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderTabsResponseSchema,
  orderViewSchema,
  paymentLinkRequestSchema,
  paymentLinkResponseSchema,
  sellerOrderListQuerySchema,
  sellerOrderStatsResponseSchema,
  sellerOrderStatusRequestSchema,
  supportOrderListQuerySchema,
  supportResolveRequestSchema,
  updateOrderRequestSchema,
  UserRole,
  workflowStatusResponseSchema,
} from '@lootmarket/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../auth/auth.jwt';
import { ACCESS_COOKIE, bearerToken, requireRole } from '../../platform/http/private-scope';
import type { OrdersService } from './orders.service';

const tags = ['orders'];
const idParams = z.object({ id: z.string().min(1).max(100) });
const origin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
const userId = (request: FastifyRequest): number => request.user!.id;

export interface OrdersPublicRoutesOptions {
  orders: OrdersService;
  verifyAccessToken(token: string): Promise<AuthUser | null>;
}

/** Guest checkout: placing, paying and following an order with the token `POST order` answered. */
export async function ordersPublicRoutes(app: FastifyInstance, { orders, verifyAccessToken }: OrdersPublicRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A signed-in buyer opening the public status page sees their order without a token.
  const signedInUser = async (request: FastifyRequest): Promise<number | null> => {
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    return token ? ((await verifyAccessToken(token))?.id ?? null) : null;
  };
  api.post(
    '/order',
    { schema: { tags, summary: 'Place an order as a guest (e-mail required)', body: createOrderRequestSchema, response: { 200: createOrderResponseSchema } } },
    (request) => orders.placeOrder({ ...request.body, userId: null, ip: request.ip }),
  );
  api.get(
    '/order/status/:id',
    { schema: { tags, summary: 'Order status for its guest (token) or signed-in buyer', params: idParams, querystring: guestOrderAccessSchema, response: { 200: orderViewSchema } } },
    async (request) => orders.getOrder(request.params.id, { token: request.query.token, userId: await signedInUser(request) }),
  );
  api.put(
    '/order',
    { schema: { tags, summary: 'A guest confirms receipt or opens a dispute with the order token', body: guestUpdateOrderRequestSchema, response: { 200: orderViewSchema } } },
    (request) => orders.buyerAction(request.body.id, { token: request.body.token }, request.body.action),
  );
  api.post(
    '/order/payment-link',
    { schema: { tags, summary: 'Start paying a guest order', body: paymentLinkRequestSchema, response: { 200: paymentLinkResponseSchema } } },
    (request) => orders.createPaymentLink(request.body.orderId, { token: request.body.token }, origin(request)),
  );
}

/** The signed-in buyer's checkout, orders and their actions. */
export async function ordersPrivateRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/order',
    { schema: { tags, summary: 'Place an order', body: createOrderRequestSchema, response: { 200: createOrderResponseSchema } } },
    (request) => orders.placeOrder({ ...request.body, userId: userId(request), ip: request.ip }),
  );
  api.get(
    '/order',
    { schema: { tags, summary: 'One of my orders (as buyer or seller)', querystring: z.object({ id: z.string().min(1).max(100) }), response: { 200: orderViewSchema } } },
    (request) => orders.getOrder(request.query.id, { userId: userId(request) }),
  );
  api.put(
    '/order',
    { schema: { tags, summary: 'Confirm receipt or open a dispute', body: updateOrderRequestSchema, response: { 200: orderViewSchema } } },
    (request) => orders.buyerAction(request.body.id, { userId: userId(request) }, request.body.action),
  );
  api.post(
    '/order/payment-link',
    { schema: { tags, summary: 'Start paying an order', body: paymentLinkRequestSchema, response: { 200: paymentLinkResponseSchema } } },
    (request) => orders.createPaymentLink(request.body.orderId, { userId: userId(request) }, origin(request)),
  );
  api.get(
    '/order/list',
    { schema: { tags, summary: 'My orders on one tab, newest first', querystring: orderListQuerySchema, response: { 200: orderListResponseSchema } } },
    (request) => orders.listOrders(userId(request), request.query.tab, request.query.limit, request.query.offset),
  );
  api.get(
    '/order/tabs',
    { schema: { tags, summary: 'Tabs of my order list with counters', response: { 200: orderTabsResponseSchema } } },
    (request) => orders.listTabs(userId(request)),
  );
  api.get(
    '/order/error/list',
    { schema: { tags, summary: 'My orders stuck on a bank error or an error', response: { 200: orderListResponseSchema } } },
    (request) => orders.listErrors(userId(request)),
  );
  api.get(
    '/workflows/:id/status',
    { schema: { tags, summary: 'The workflow of an order', params: idParams, response: { 200: workflowStatusResponseSchema } } },
    (request) => orders.workflowStatus(request.params.id, userId(request)),
  );

  // Seller side of manual delivery; admins count as sellers (spec §3).
  const seller = { preHandler: requireRole(UserRole.Admin, UserRole.Seller) };
  api.get(
    '/order/seller',
    { ...seller, schema: { tags, summary: 'Paid orders of my shop, newest first', querystring: sellerOrderListQuerySchema, response: { 200: orderListResponseSchema } } },
    (request) => orders.listSellerOrders(userId(request), request.query.status, request.query.limit, request.query.offset, request.query.id),
  );
  api.get(
    '/order/seller/stats',
    { ...seller, schema: { tags, summary: 'How many of my shop orders are in each status', response: { 200: sellerOrderStatsResponseSchema } } },
    (request) => orders.sellerStats(userId(request)),
  );
  api.put(
    '/order/seller/status',
    { ...seller, schema: { tags, summary: 'Accept an order or deliver it with a text', body: sellerOrderStatusRequestSchema, response: { 200: orderViewSchema } } },
    (request) => orders.setSellerStatus(userId(request), request.body),
  );
}

/** Support resolves disputes and risk holds (admins only). */
export async function ordersAdminRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preHandler: requireRole(UserRole.Admin) };
  api.get(
    '/admin/orders',
    { ...admin, schema: { tags, summary: 'Orders waiting for support: disputes, risk holds, errors', querystring: supportOrderListQuerySchema, response: { 200: orderListResponseSchema } } },
    (request) => orders.listForSupport(request.query.stage),
  );
  api.post(
    '/admin/orders/:id/resolve',
    { ...admin, schema: { tags, summary: 'Release the money, refund it, or clear a risk hold', params: idParams, body: supportResolveRequestSchema, response: { 200: orderViewSchema } } },
    (request) => orders.resolveBySupport(request.params.id, request.body.action, userId(request)),
  );
}
