import { z } from 'zod';

/** Order statuses as the backend stores them. */
export const ORDER_STATUSES = [
  'UNKNOWN_STATUS',
  'NEW',
  'AWAITING_PAYMENT',
  'PROCESSING',
  'COMPLETED',
  'UNPAID',
  'ACQUIRING_ERROR',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** Statuses the buyer sees on an order. */
export const ORDER_DISPLAY_STATUSES = [
  'AWAIT_PAYMENT',
  'ACQUIRING_ERROR',
  'PROCESSING',
  'IN_PROGRESS',
  'DELIVERED',
  'COMPLETED',
  'DISAGREEMENT',
  'CANCELLED',
  'ERROR',
  'UNPAID',
  'MANUAL_APPROVE',
] as const;
export type OrderDisplayStatus = (typeof ORDER_DISPLAY_STATUSES)[number];
export const orderDisplayStatusSchema = z.enum(ORDER_DISPLAY_STATUSES);

/** Statuses the seller sees on an order. */
export const SELLER_ORDER_STATUSES = ['IN_PROGRESS', 'CANCELLED', 'DELIVERED', 'COMPLETED'] as const;
export type SellerOrderStatus = (typeof SELLER_ORDER_STATUSES)[number];
export const sellerOrderStatusSchema = z.enum(SELLER_ORDER_STATUSES);

export interface StatusText {
  title: string;
  description: string;
  /** The status runs against a deadline the page counts down to. */
  hasCountdown: boolean;
}

export const ORDER_DISPLAY_STATUS_TEXT: Readonly<Record<OrderDisplayStatus, StatusText>> = {
  AWAIT_PAYMENT: {
    title: 'Ожидает оплаты',
    description: 'Оплатите заказ до окончания таймера, иначе он будет отменён.',
    hasCountdown: true,
  },
  ACQUIRING_ERROR: {
    title: 'Ошибка оплаты',
    description: 'Банк не провёл платёж. Попробуйте оплатить ещё раз или выберите другой способ оплаты.',
    hasCountdown: false,
  },
  PROCESSING: {
    title: 'Ожидает подтверждения продавца',
    description:
      'Продавец должен принять заказ в течение часа. Если он не успеет, после окончания таймера можно открыть спор.',
    hasCountdown: true,
  },
  IN_PROGRESS: {
    title: 'Выполняется',
    description: 'Продавец приступил к выполнению заказа и должен завершить его до окончания таймера.',
    hasCountdown: true,
  },
  DELIVERED: {
    title: 'Доставлен',
    description: 'Проверьте товар и подтвердите получение до окончания таймера.',
    hasCountdown: true,
  },
  COMPLETED: {
    title: 'Завершён',
    description: 'Заказ выполнен. Спасибо за покупку!',
    hasCountdown: false,
  },
  DISAGREEMENT: {
    title: 'Открыт спор',
    description: 'По заказу открыт спор. Оплата удерживается до его решения.',
    hasCountdown: false,
  },
  CANCELLED: {
    title: 'Отменён',
    description: 'Заказ отменён. Деньги возвращаются на карту или счёт, с которых вы платили.',
    hasCountdown: false,
  },
  ERROR: {
    title: 'Ошибка',
    description: 'С заказом что-то пошло не так. Обратитесь в службу поддержки.',
    hasCountdown: false,
  },
  UNPAID: {
    title: 'Не оплачен',
    description: 'Заказ не был оплачен вовремя.',
    hasCountdown: false,
  },
  MANUAL_APPROVE: {
    title: 'На проверке',
    description:
      'Заказ показался нам подозрительным и заблокирован. Чтобы продолжить, подтвердите личность через службу поддержки.',
    hasCountdown: false,
  },
};
