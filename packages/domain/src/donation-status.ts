import { z } from 'zod';
import type { StatusText } from './order-status';

export const DONATION_STATUSES = [
  'AWAITING_PAYMENT',
  'ACQUIRING_ERROR',
  'PROCESSING',
  'COMPLETED',
  'CANCELLED',
  'UNPAID',
  'NEW',
  'UNKNOWN_STATUS',
] as const;
export type DonationStatus = (typeof DONATION_STATUSES)[number];
export const donationStatusSchema = z.enum(DONATION_STATUSES);

interface DonationStatusText extends StatusText {
  /** The page offers a button to pay. */
  hasPayButton: boolean;
}

export const DONATION_STATUS_TEXT: Readonly<Record<DonationStatus, DonationStatusText>> = {
  AWAITING_PAYMENT: {
    title: 'Ожидает оплаты',
    description: 'Оплатите донат до окончания таймера.',
    hasCountdown: true,
    hasPayButton: true,
  },
  ACQUIRING_ERROR: {
    title: 'Ошибка оплаты',
    description: 'Банк не провёл платёж. Попробуйте ещё раз или выберите другой способ оплаты.',
    hasCountdown: false,
    hasPayButton: false,
  },
  PROCESSING: {
    title: 'Обрабатывается',
    description: 'Платёж обрабатывается, это займёт немного времени.',
    hasCountdown: true,
    hasPayButton: false,
  },
  COMPLETED: {
    title: 'Донат отправлен',
    description: 'Спасибо! Стример получил ваш донат.',
    hasCountdown: false,
    hasPayButton: false,
  },
  CANCELLED: {
    title: 'Отменён',
    description: 'Донат отменён службой поддержки. Деньги возвращены.',
    hasCountdown: false,
    hasPayButton: false,
  },
  UNPAID: {
    title: 'Не оплачен',
    description: 'Донат не был оплачен вовремя.',
    hasCountdown: false,
    hasPayButton: false,
  },
  NEW: {
    title: 'Создан',
    description: 'Донат создан и ждёт оплаты.',
    hasCountdown: false,
    hasPayButton: false,
  },
  UNKNOWN_STATUS: {
    title: 'Статус неизвестен',
    description: 'Не удалось узнать статус доната. Обновите страницу или обратитесь в службу поддержки.',
    hasCountdown: false,
    hasPayButton: false,
  },
};
