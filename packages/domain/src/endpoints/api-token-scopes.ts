import type { ApiScope } from '../contracts/api-tokens';
import { conversationEndpoints } from './conversations';
import type { EndpointDefinition } from './define';
import { orderEndpoints, sellerOrderEndpoints } from './orders';
import { sellerOfferEndpoints, sellerStockEndpoints } from './seller';
import { walletEndpoints } from './wallet';
import { webhookEndpoints } from './webhooks';

/**
 * The routes a personal API token may call, each with the scope it needs. Anything not listed — sign-in,
 * withdrawals, token management, staff work — is refused to a token whatever its scopes.
 */
export const API_TOKEN_ROUTES: readonly { endpoint: EndpointDefinition; scope: ApiScope }[] = [
  { endpoint: sellerOfferEndpoints.list, scope: 'offers:read' },
  { endpoint: sellerOfferEndpoints.page, scope: 'offers:read' },
  { endpoint: sellerOfferEndpoints.inputs, scope: 'offers:read' },
  { endpoint: sellerStockEndpoints.keys, scope: 'offers:read' },
  { endpoint: sellerOfferEndpoints.changePrice, scope: 'offers:write' },
  { endpoint: sellerOfferEndpoints.changeMaxPerOrder, scope: 'offers:write' },
  { endpoint: sellerOfferEndpoints.toggleActive, scope: 'offers:write' },
  { endpoint: sellerStockEndpoints.update, scope: 'stock:write' },
  { endpoint: sellerStockEndpoints.uploadFile, scope: 'stock:write' },
  { endpoint: sellerStockEndpoints.removeKeys, scope: 'stock:write' },
  { endpoint: sellerOrderEndpoints.list, scope: 'orders:read' },
  { endpoint: orderEndpoints.get, scope: 'orders:read' },
  { endpoint: sellerOrderEndpoints.setStatus, scope: 'orders:deliver' },
  { endpoint: conversationEndpoints.get, scope: 'chat:read' },
  { endpoint: conversationEndpoints.unread, scope: 'chat:read' },
  { endpoint: conversationEndpoints.send, scope: 'chat:write' },
  { endpoint: conversationEndpoints.sendImage, scope: 'chat:write' },
  { endpoint: conversationEndpoints.read, scope: 'chat:write' },
  { endpoint: sellerOrderEndpoints.stats, scope: 'stats:read' },
  { endpoint: walletEndpoints.balance, scope: 'wallet:read' },
  { endpoint: walletEndpoints.operations, scope: 'wallet:read' },
  { endpoint: walletEndpoints.incomes, scope: 'wallet:read' },
  { endpoint: walletEndpoints.outcomes, scope: 'wallet:read' },
  { endpoint: walletEndpoints.outcome, scope: 'wallet:read' },
  ...Object.values(webhookEndpoints).map((endpoint) => ({ endpoint, scope: 'webhooks:manage' as const })),
];

const SCOPE_BY_ROUTE = new Map(API_TOKEN_ROUTES.map(({ endpoint, scope }) => [routeKey(endpoint), scope]));

function routeKey({ method, path }: { method: string; path: string }): string {
  return `${method} ${path}`;
}

/** The scope a token needs for a route as Fastify names it (`GET /api/gw/private/v1/order`), or null when tokens may not call it. */
export function apiScopeOf(method: string, path: string): ApiScope | null {
  return SCOPE_BY_ROUTE.get(routeKey({ method: method === 'HEAD' ? 'GET' : method, path })) ?? null;
}
