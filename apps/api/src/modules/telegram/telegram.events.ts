import type { TelegramEvent } from '@lootmarket/domain';

/** An in-app notice as other modules store it: its kind and, where the kind is broad, its topic. */
export interface NoticeKind {
  kind: string;
  topic?: string | null | undefined;
}

const BY_KIND: Readonly<Record<string, TelegramEvent>> = {
  order_message: 'order_message',
  review_request: 'review',
  review_received: 'review',
  withdrawal_paid: 'payout',
  withdrawal_failed: 'payout',
  'seller_application.decided': 'seller_application',
  'support.answer': 'support_answer',
};

/** Order status notices: only the seller's new paid order and a dispute are Telegram news. */
const BY_ORDER_TOPIC: Readonly<Record<string, TelegramEvent>> = {
  'order.paid': 'order_paid',
  'order.dispute': 'dispute',
};

/** Which switch of the settings a notice falls under; null when it is not sent to Telegram at all. */
export function telegramEventOf({ kind, topic }: NoticeKind): TelegramEvent | null {
  if (kind === 'order_status') return (topic && BY_ORDER_TOPIC[topic]) || null;
  return BY_KIND[kind] ?? null;
}
