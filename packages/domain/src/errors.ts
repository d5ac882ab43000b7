import { z } from 'zod';

/** The one error shape every API failure answers with. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Stable machine codes with their HTTP status and the Russian message shown by default. */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Проверьте введённые данные' },
  UNAUTHORIZED: { status: 401, message: 'Требуется вход' },
  FORBIDDEN: { status: 403, message: 'Недостаточно прав' },
  NOT_FOUND: { status: 404, message: 'Не найдено' },
  CONFLICT: { status: 409, message: 'Конфликт состояния' },
  OUT_OF_STOCK: { status: 409, message: 'Нет в наличии' },
  /** More pieces in one order than its offer allows (decision 020). */
  ORDER_QUANTITY_LIMIT: { status: 400, message: 'Слишком много товара в одном заказе' },
  /** Too many unpaid orders open for one e-mail, account or address (decision 020). */
  UNPAID_ORDERS_LIMIT: { status: 429, message: 'Слишком много неоплаченных заказов' },
  INSUFFICIENT_FUNDS: { status: 409, message: 'Недостаточно средств' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Слишком большой запрос' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Неподдерживаемый формат данных' },
  RATE_LIMITED: { status: 429, message: 'Слишком много запросов. Попробуйте позже' },
  INTERNAL: { status: 500, message: 'Произошла ошибка' },
  UNAVAILABLE: { status: 503, message: 'Сервис временно недоступен' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
