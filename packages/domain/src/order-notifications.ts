import type { DeliveryKind } from './catalog';
import type { CurrencyCode } from './currencies';
import { formatMoney } from './money';
import type { OrderDisplayStatus } from './order-status';
import { REFUND_DESTINATION } from './contracts/disputes';

export type OrderNotificationAudience = 'buyer' | 'seller';

interface OrderNotificationSubject {
  productTitle: string;
  quantity: number;
  amountMinor: number;
  currency: CurrencyCode;
  deliveryKind: DeliveryKind;
}

interface OrderNotificationText {
  title: string;
  body: string;
}

/** Keys and gift links are handed over by the platform itself, so the seller has nothing to accept. */
const AUTO_DELIVERY_KINDS: readonly DeliveryKind[] = ['key', 'gift'];

const what = (order: OrderNotificationSubject): string => `«${order.productTitle}» × ${order.quantity}`;

const BUYER: Partial<Record<OrderDisplayStatus, (order: OrderNotificationSubject) => OrderNotificationText>> = {
  ACQUIRING_ERROR: (order) => ({
    title: 'Ошибка оплаты',
    body: `Банк не провёл платёж за ${what(order)}. Попробуйте оплатить ещё раз или выберите другой способ оплаты.`,
  }),
  PROCESSING: (order) => ({
    title: 'Заказ оплачен',
    body: AUTO_DELIVERY_KINDS.includes(order.deliveryKind)
      ? `Оплата ${formatMoney(order.amountMinor, order.currency)} за ${what(order)} получена. Товар выдаётся автоматически: он появится на странице заказа.`
      : `Оплата ${formatMoney(order.amountMinor, order.currency)} за ${what(order)} получена. Продавец должен принять заказ в течение часа.`,
  }),
  IN_PROGRESS: (order) => ({
    title: 'Продавец принял заказ',
    body: `Продавец приступил к выполнению заказа ${what(order)}.`,
  }),
  DELIVERED: (order) => ({
    title: 'Заказ доставлен',
    body: `Проверьте ${what(order)} и подтвердите получение на странице заказа.`,
  }),
  COMPLETED: (order) => ({ title: 'Заказ завершён', body: `Заказ ${what(order)} выполнен. Спасибо за покупку!` }),
  DISAGREEMENT: (order) => ({
    title: 'Открыт спор',
    body: `По заказу ${what(order)} открыт спор. Оплата удерживается до его решения.`,
  }),
  CANCELLED: (order) => ({
    title: 'Заказ отменён',
    body: `Заказ ${what(order)} отменён, ${formatMoney(order.amountMinor, order.currency)} возвращены.`,
  }),
  ERROR: (order) => ({
    title: 'Ошибка в заказе',
    body: `С заказом ${what(order)} что-то пошло не так. Обратитесь в службу поддержки.`,
  }),
  UNPAID: (order) => ({ title: 'Заказ не оплачен', body: `Заказ ${what(order)} не был оплачен вовремя.` }),
  MANUAL_APPROVE: (order) => ({
    title: 'Заказ на проверке',
    body: `Заказ ${what(order)} показался нам подозрительным и заблокирован. Чтобы продолжить, подтвердите личность через службу поддержки.`,
  }),
};

const SELLER: Partial<Record<OrderDisplayStatus, (order: OrderNotificationSubject) => OrderNotificationText>> = {
  PROCESSING: (order) => ({
    title: 'Новый заказ',
    body: AUTO_DELIVERY_KINDS.includes(order.deliveryKind)
      ? `Оплачен заказ ${what(order)} на ${formatMoney(order.amountMinor, order.currency)}. Товар выдаётся автоматически.`
      : `Оплачен заказ ${what(order)} на ${formatMoney(order.amountMinor, order.currency)}. Примите его в течение часа.`,
  }),
  IN_PROGRESS: (order) => ({
    title: 'Заказ принят в работу',
    body: `Выполните заказ ${what(order)} и передайте товар покупателю.`,
  }),
  DELIVERED: (order) => ({
    title: 'Заказ передан покупателю',
    body: `Покупатель должен подтвердить получение ${what(order)}.`,
  }),
  COMPLETED: (order) => ({
    title: 'Заказ завершён',
    body: `Покупатель получил ${what(order)}. Деньги зачислены на ваш баланс за вычетом комиссии.`,
  }),
  DISAGREEMENT: (order) => ({
    title: 'Покупатель открыл спор',
    body: `По заказу ${what(order)} открыт спор. Оплата удерживается до решения поддержки.`,
  }),
  CANCELLED: (order) => ({
    title: 'Заказ отменён',
    body: `Заказ ${what(order)} отменён, деньги возвращены покупателю.`,
  }),
  ERROR: (order) => ({
    title: 'Ошибка в заказе',
    body: `С заказом ${what(order)} что-то пошло не так. Служба поддержки уже разбирается.`,
  }),
};

/**
 * What the buyer or the seller is told when an order reaches a display status; null when that status is
 * none of their news: the buyer starting a payment themselves, or the seller before the money is held.
 */
export function orderNotificationText(
  audience: OrderNotificationAudience,
  status: OrderDisplayStatus,
  order: OrderNotificationSubject,
): OrderNotificationText | null {
  return (audience === 'buyer' ? BUYER : SELLER)[status]?.(order) ?? null;
}

/**
 * The buyer's notice when they themselves left the bank's page («Отказаться»): no bank failed, so the
 * notice says so and how to pay after all.
 */
export function paymentAbandonedText(order: OrderNotificationSubject): OrderNotificationText {
  return {
    title: 'Оплата отменена',
    body: `Вы отказались от оплаты ${what(order)}. Оплатить заказ можно со страницы заказа, пока не истёк срок оплаты.`,
  };
}

/** The line a refused order's notices add: the seller's own words on why. */
export function sellerRefusalNote(reason: string): string {
  return `Продавец отказался от заказа. Причина: ${reason}`;
}

/**
 * What each side is told when support splits a disputed order: how much went back to the buyer, where,
 * and why. The order ends «completed», but the buyer must not read «Спасибо за покупку!» about it.
 */
export function partialRefundText(
  audience: OrderNotificationAudience,
  order: OrderNotificationSubject,
  refundedMinor: number,
  note: string | null,
): OrderNotificationText {
  const back = formatMoney(refundedMinor, order.currency);
  const total = formatMoney(order.amountMinor, order.currency);
  const why = note ? ` Причина: ${note}` : '';
  return audience === 'buyer'
    ? {
        title: 'Спор решён: частичный возврат',
        body: `По заказу ${what(order)} вам возвращено ${back} из ${total} ${REFUND_DESTINATION}, деньги придут в течение нескольких дней.${why}`,
      }
    : {
        title: 'Спор решён: частичный возврат',
        body: `По заказу ${what(order)} покупателю возвращено ${back} из ${total}, остальное зачислено вам за вычетом комиссии.${why}`,
      };
}

/**
 * What each side is told when support re-opens a completed order for a complaint (decision 050): not
 * «Заказ доставлен» again, but that the order is open once more, for how long, and why.
 */
export function reopenedOrderText(
  audience: OrderNotificationAudience,
  order: OrderNotificationSubject,
  reason: string | null,
): OrderNotificationText {
  const why = reason ? ` Причина: ${reason}` : '';
  return audience === 'buyer'
    ? {
        title: 'Заказ открыт повторно',
        body: `Поддержка открыла заказ ${what(order)} повторно по вашей жалобе. В течение 48 часов вы можете открыть спор на странице заказа; если всё в порядке, подтвердите получение.${why}`,
      }
    : {
        title: 'Заказ открыт повторно',
        body: `Поддержка открыла заказ ${what(order)} повторно по жалобе покупателя. Деньги за него снова удержаны: у покупателя 48 часов, чтобы открыть спор.${why}`,
      };
}
