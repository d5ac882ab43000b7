import {
  createOrderResponseSchema,
  paymentLinkResponseSchema,
  STORED_CLIENT_KEYS,
  type CheckoutDraft,
  type CreateOrderResponse,
} from '@lootmarket/domain';
import type { NavigateFunction } from 'react-router';
import type { ToastApi } from '#app/components/ui/toast';
import { ApiError, apiJson, hasSessionMarker } from '#app/lib/api-client';
import { askWhoIsPaying, type Payer } from '#app/lib/auth-events';
import { rememberedStreamerSlug } from '#app/features/streamer-attribution/streamer-attribution';

export interface CheckoutContext {
  toast: ToastApi;
  navigate: NavigateFunction;
  /** The product being bought, for analytics and the auth modal's "product being purchased". */
  product: { id: string; slug: string; title: string };
}

const PUBLIC = '/api/gw/public/v1';
const PRIVATE = '/api/gw/private/v1';
export const CHECKOUT_FAILED_MESSAGE = 'Не удалось оформить заказ. Попробуйте ещё раз';

/**
 * Places the order: the signed-in API for users, the public one with the e-mail for guests. The server prices it.
 * The streamer whose link brought the buyer rides along, so their overlay announces the purchase.
 */
async function placeOrder(draft: CheckoutDraft, buyer: Payer): Promise<CreateOrderResponse> {
  const streamerSlug = rememberedStreamerSlug();
  const order = streamerSlug ? { ...draft, streamerSlug } : draft;
  const [url, json] = buyer.kind === 'user' ? [`${PRIVATE}/order`, order] : [`${PUBLIC}/order`, { ...order, email: buyer.email }];
  return createOrderResponseSchema.parse(await apiJson(url, { method: 'POST', json }));
}

/** Remembers the order so the site can bring the buyer back to its status page (spec §4 pending order). */
function rememberOrder({ order, guestToken }: CreateOrderResponse): void {
  try {
    window.localStorage.setItem(STORED_CLIENT_KEYS.lastOrder, JSON.stringify({ id: order.id, ...(guestToken ? { token: guestToken } : {}) }));
  } catch {
    // Private mode may refuse storage; the bank still returns the buyer to the order's page.
  }
}

/**
 * Hands a validated draft to checkout: sign in or continue as a guest, create the order, start the
 * payment and go to the bank's page.
 */
export async function startCheckout(draft: CheckoutDraft, { toast, product }: CheckoutContext): Promise<void> {
  try {
    const buyer: Payer = hasSessionMarker() ? { kind: 'user' } : await askWhoIsPaying(product);
    let placed: CreateOrderResponse;
    try {
      placed = await placeOrder(draft, buyer);
    } catch (error) {
      // The session ended meanwhile: ask again, a guest e-mail included.
      if (!(error instanceof ApiError && error.status === 401 && buyer.kind === 'user')) throw error;
      placed = await placeOrder(draft, await askWhoIsPaying(product));
    }
    rememberOrder(placed);
    const linkUrl = placed.guestToken ? `${PUBLIC}/order/payment-link` : `${PRIVATE}/order/payment-link`;
    const body = { orderId: placed.order.id, ...(placed.guestToken ? { token: placed.guestToken } : {}) };
    const link = paymentLinkResponseSchema.parse(await apiJson(linkUrl, { method: 'POST', json: body }));
    window.location.assign(link.confirmationUrl);
  } catch (error) {
    toast.show({ type: 'error', message: error instanceof ApiError ? error.message : CHECKOUT_FAILED_MESSAGE });
  }
}
