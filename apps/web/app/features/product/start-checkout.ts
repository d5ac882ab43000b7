import { STORED_CLIENT_KEYS, type CheckoutDraft, type CreateOrderResponse } from '@lootmarket/domain';
import { guestOrderEndpoints, orderEndpoints } from '@lootmarket/domain/endpoints/orders';
import type { NavigateFunction } from 'react-router';
import type { ToastApi } from '#app/components/ui/toast';
import { failureMessage, isApiError } from '#app/lib/api/api-error';
import { api } from '#app/lib/api/browser';
import { hasSessionMarker } from '#app/lib/api/session';
import { askWhoIsPaying, type Payer } from '#app/lib/auth-events';
import { rememberedAttribution } from '#app/lib/marketing-attribution';
import { rememberedStreamerSlug } from '#app/lib/streamer-attribution';

export interface CheckoutContext {
  toast: ToastApi;
  navigate: NavigateFunction;
  /** The product being bought, for analytics and the auth modal's "product being purchased". */
  product: { id: string; slug: string; title: string };
}

export const CHECKOUT_FAILED_MESSAGE = 'Не удалось оформить заказ. Попробуйте ещё раз';

/**
 * Places the order: the signed-in API for users, the public one with the e-mail for guests. The server prices it.
 * The streamer whose link brought the buyer rides along, so their overlay announces the purchase, and so do
 * the utm and affiliate marks of the last link followed within 30 days.
 */
async function placeOrder(draft: CheckoutDraft, buyer: Payer): Promise<CreateOrderResponse> {
  const streamerSlug = rememberedStreamerSlug();
  const attribution = rememberedAttribution();
  const order = { ...draft, ...(streamerSlug ? { streamerSlug } : {}), ...(attribution ? { attribution } : {}) };
  return buyer.kind === 'user'
    ? api.call(orderEndpoints.place, { body: order })
    : api.call(guestOrderEndpoints.place, { body: { ...order, email: buyer.email } });
}

/** Remembers the order so the site can bring the buyer back to its status page (spec §4 pending order). */
function rememberOrder({ order, guestToken }: CreateOrderResponse): void {
  try {
    window.localStorage.setItem(
      STORED_CLIENT_KEYS.lastOrder,
      JSON.stringify({ id: order.id, ...(guestToken ? { token: guestToken } : {}) }),
    );
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
    // The e-mail typed for the goods is the guest's e-mail too: it is offered, not asked for again.
    const typedEmail = draft.inputs.email?.trim() || undefined;
    const buyer: Payer = hasSessionMarker() ? { kind: 'user' } : await askWhoIsPaying(product, typedEmail);
    let placed: CreateOrderResponse;
    try {
      placed = await placeOrder(draft, buyer);
    } catch (error) {
      // The session ended meanwhile: ask again, a guest e-mail included.
      if (!(isApiError(error, 401) && buyer.kind === 'user')) throw error;
      placed = await placeOrder(draft, await askWhoIsPaying(product, typedEmail));
    }
    rememberOrder(placed);
    const orderId = placed.order.id;
    const link = placed.guestToken
      ? await api.call(guestOrderEndpoints.paymentLink, { body: { orderId, token: placed.guestToken } })
      : await api.call(orderEndpoints.paymentLink, { body: { orderId } });
    window.location.assign(link.confirmationUrl);
  } catch (error) {
    toast.show({ type: 'error', message: failureMessage(error, CHECKOUT_FAILED_MESSAGE) });
  }
}
