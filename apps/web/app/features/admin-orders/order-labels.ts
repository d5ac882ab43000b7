import type { OrderStatus } from '@lootmarket/domain';

/** The backend statuses staff filter by, in the words of the console. */
export const ORDER_STATUS_LABELS: Readonly<Partial<Record<OrderStatus, string>>> = {
  NEW: 'Новый',
  AWAITING_PAYMENT: 'Ждёт оплаты',
  ACQUIRING_ERROR: 'Ошибка оплаты',
  PROCESSING: 'Оплачен, в работе',
  COMPLETED: 'Завершён',
  CANCELLED: 'Отменён',
  UNPAID: 'Не оплачен',
};

/** Each step of an order's history, as staff read it. */
export const ORDER_EVENT_LABELS: Readonly<Record<string, string>> = {
  PLACED: 'Заказ создан',
  PAYMENT_STARTED: 'Покупатель перешёл к оплате',
  PAYMENT_RETRIED: 'Повторная попытка оплаты',
  PAYMENT_SUCCEEDED: 'Оплата получена',
  BANK_ERROR: 'Банк не провёл платёж',
  PAYMENT_DEADLINE_PASSED: 'Время на оплату истекло',
  RISK_HOLD: 'Отправлен на проверку',
  SELLER_ACCEPTED: 'Продавец принял заказ',
  SELLER_DELIVERED: 'Продавец выдал товар',
  AUTO_DELIVERED: 'Ключи выданы автоматически',
  ACCEPTANCE_TIMEOUT: 'Продавец не принял заказ за час',
  SELLER_DEADLINE_PASSED: 'Срок выполнения истёк',
  BUYER_CONFIRMED: 'Покупатель подтвердил получение',
  BUYER_DISPUTED: 'Покупатель открыл спор',
  CONFIRMATION_WINDOW_PASSED: 'Завершён по истечении срока подтверждения',
  DELIVERY_FAILED: 'Ошибка выдачи',
  SUPPORT_APPROVED: 'Поддержка одобрила заказ',
  SUPPORT_RELEASED: 'Оплата передана продавцу',
  SUPPORT_REFUNDED: 'Деньги возвращены покупателю',
  SUPPORT_SPLIT: 'Деньги возвращены покупателю частично',
  SELLER_REFUSED: 'Продавец отказался от заказа',
  BUYER_CANCELLED: 'Покупатель отменил заказ',
  SUPPORT_REOPENED: 'Заказ открыт повторно по жалобе',
};

const ACTORS: Readonly<Record<string, string>> = {
  buyer: 'покупатель',
  seller: 'продавец',
  system: 'система',
  payment: 'платёжная система',
  support: 'поддержка',
};
export const actorLabel = (actor: string): string => ACTORS[actor] ?? actor;

/** The number the seller sees on an order. */
export const orderNumber = (id: string): string => `№ ${id.slice(0, 8).toUpperCase()}`;

export const DATE_TIME = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
} as const;
