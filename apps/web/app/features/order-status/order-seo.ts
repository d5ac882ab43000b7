import { ORDER_DISPLAY_STATUS_TEXT, type OrderView } from '@lootmarket/domain';
import { absoluteUrl, pageMeta } from '#app/lib/seo';
import { orderNumber } from './order-format';

const NOINDEX = { name: 'robots', content: 'noindex, nofollow' } as const;

/**
 * Order pages are private: never indexed, and the canonical address drops the guest token so it does
 * not travel in link previews. The title names the order and its status for the browser tab.
 */
export function orderPageMeta(
  order: OrderView | null,
  publicUrl: string,
  path: string,
  fallbackTitle = 'Заказ не найден',
) {
  const title = order
    ? `Заказ ${orderNumber(order.id)} — ${ORDER_DISPLAY_STATUS_TEXT[order.displayStatus].title}`
    : fallbackTitle;
  const description = 'Статус заказа, оплата и выданный товар на Лутмаркете.';
  return [
    ...pageMeta({ title, description, canonicalUrl: absoluteUrl(publicUrl || 'http://localhost', path) }),
    NOINDEX,
  ];
}

export const orderStatusMeta = (order: OrderView | null, publicUrl: string, path: string) =>
  orderPageMeta(order, publicUrl, path);
