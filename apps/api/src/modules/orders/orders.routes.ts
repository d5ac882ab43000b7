import { UserRole } from '@lootmarket/domain';
import {
  guestOrderEndpoints,
  orderEndpoints,
  sellerOrderEndpoints,
  supportOrderEndpoints,
} from '@lootmarket/domain/endpoints/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/auth.jwt';
import { ACCESS_COOKIE, bearerToken, requireRole } from '../../platform/http/private-scope';
import { staffContext, staffOnly } from '../../platform/http/staff-permission';
import { AUDITED_IN_SERVICE } from '../audit/audit.staff-writes';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { OrdersService } from './orders.service';

const tags = ['orders'];
const origin = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;
const userId = (request: FastifyRequest): number => request.user!.id;
const HOUR = 60 * 60_000;
/** Guests and signed-in buyers placing orders from one client address share one budget (decision 022). */
const placementBudget = (max: number) => ({ rateLimit: { max, timeWindow: HOUR, groupId: 'orders.place' } });

export interface OrdersPublicRoutesOptions {
  orders: OrdersService;
  verifyAccessToken(token: string): Promise<AuthUser | null>;
  /** Orders one client address may place in any hour. */
  placementsPerHour: number;
}

/** Guest checkout: placing, paying and following an order with the token `POST order` answered. */
export async function ordersPublicRoutes(
  app: FastifyInstance,
  { orders, verifyAccessToken, placementsPerHour }: OrdersPublicRoutesOptions,
) {
  // A signed-in buyer opening the public status page sees their order without a token.
  const signedInUser = async (request: FastifyRequest): Promise<number | null> => {
    const token = bearerToken(request) ?? request.cookies[ACCESS_COOKIE];
    return token ? ((await verifyAccessToken(token))?.id ?? null) : null;
  };
  registerEndpoint(
    app,
    guestOrderEndpoints.place,
    {
      config: placementBudget(placementsPerHour),
      schema: { tags, summary: 'Place an order as a guest (e-mail required)' },
    },
    (request) => orders.placeOrder({ ...request.body, userId: null, ip: request.ip }),
  );
  registerEndpoint(
    app,
    guestOrderEndpoints.status,
    { schema: { tags, summary: 'Order status for its guest (token) or signed-in buyer' } },
    async (request) =>
      orders.getOrder(request.params.id, { token: request.query.token, userId: await signedInUser(request) }),
  );
  registerEndpoint(
    app,
    guestOrderEndpoints.act,
    { schema: { tags, summary: 'A guest confirms receipt with the order token' } },
    (request) => orders.buyerAction(request.body.id, { token: request.body.token }, request.body.action),
  );
  registerEndpoint(
    app,
    guestOrderEndpoints.paymentLink,
    { schema: { tags, summary: 'Start paying a guest order' } },
    (request) => orders.createPaymentLink(request.body.orderId, { token: request.body.token }, origin(request)),
  );
}

/** The signed-in buyer's checkout, orders and their actions. */
export async function ordersPrivateRoutes(
  app: FastifyInstance,
  { orders, placementsPerHour }: { orders: OrdersService; placementsPerHour: number },
) {
  registerEndpoint(
    app,
    orderEndpoints.place,
    { config: placementBudget(placementsPerHour), schema: { tags, summary: 'Place an order' } },
    (request) => orders.placeOrder({ ...request.body, userId: userId(request), ip: request.ip }),
  );
  registerEndpoint(
    app,
    orderEndpoints.get,
    { schema: { tags, summary: 'One of my orders (as buyer or seller)' } },
    (request) => orders.getOrder(request.query.id, { userId: userId(request) }),
  );
  registerEndpoint(
    app,
    orderEndpoints.act,
    { schema: { tags, summary: 'Confirm receipt (a dispute opens through POST order/dispute)' } },
    (request) => orders.buyerAction(request.body.id, { userId: userId(request) }, request.body.action),
  );
  registerEndpoint(app, orderEndpoints.paymentLink, { schema: { tags, summary: 'Start paying an order' } }, (request) =>
    orders.createPaymentLink(request.body.orderId, { userId: userId(request) }, origin(request)),
  );
  registerEndpoint(
    app,
    orderEndpoints.list,
    { schema: { tags, summary: 'My orders on one tab, newest first' } },
    (request) => orders.listOrders(userId(request), request.query.tab, request.query.limit, request.query.offset),
  );
  registerEndpoint(
    app,
    orderEndpoints.tabs,
    { schema: { tags, summary: 'Tabs of my order list with counters' } },
    (request) => orders.listTabs(userId(request)),
  );
  registerEndpoint(
    app,
    orderEndpoints.errors,
    { schema: { tags, summary: 'My orders stuck on a bank error or an error' } },
    (request) => orders.listErrors(userId(request)),
  );
  registerEndpoint(
    app,
    orderEndpoints.workflowStatus,
    { schema: { tags, summary: 'The workflow of an order' } },
    (request) => orders.workflowStatus(request.params.id, userId(request)),
  );

  // Seller side of manual delivery; admins count as sellers (spec §3).
  const seller = { preHandler: requireRole(UserRole.Admin, UserRole.Seller) };
  registerEndpoint(
    app,
    sellerOrderEndpoints.list,
    { ...seller, schema: { tags, summary: 'Paid orders of my shop, newest first' } },
    (request) =>
      orders.listSellerOrders(
        userId(request),
        request.query.status,
        request.query.limit,
        request.query.offset,
        request.query.id,
      ),
  );
  registerEndpoint(
    app,
    sellerOrderEndpoints.setStatus,
    { ...seller, schema: { tags, summary: 'Accept an order or deliver it with a text' } },
    (request) => orders.setSellerStatus(userId(request), request.body),
  );
  registerEndpoint(
    app,
    sellerOrderEndpoints.refuse,
    {
      ...seller,
      schema: { tags, summary: 'Refuse an order before delivering it: the buyer is refunded and told why' },
    },
    (request) => orders.refuseOrder(userId(request), request.body),
  );
}

/** Support resolves disputes and risk holds (admins only). */
export async function ordersAdminRoutes(app: FastifyInstance, { orders }: { orders: OrdersService }) {
  registerEndpoint(
    app,
    supportOrderEndpoints.list,
    {
      ...staffOnly('orders.read'),
      schema: {
        tags,
        summary:
          'One stage of support’s queue, or a search of every order (id, e-mail, seller, status, dates, key fragment)',
      },
    },
    (request) =>
      request.query.stage ? orders.listForSupport(request.query.stage) : orders.searchForStaff(request.query),
  );
  registerEndpoint(
    app,
    supportOrderEndpoints.resolve,
    {
      ...staffOnly('orders.write'),
      config: AUDITED_IN_SERVICE,
      schema: { tags, summary: 'Release the money, refund it, or clear a risk hold' },
    },
    (request) => orders.resolveBySupport(request.params.id, request.body.action, staffContext(request)),
  );
}
