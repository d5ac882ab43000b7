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
  /** A personal API token without the scope a route needs, or on a route tokens may not call. */
  TOKEN_SCOPE_MISSING: { status: 403, message: 'У токена нет права на это действие' },
  /** A personal API token used from an address outside its allow-list. */
  TOKEN_ADDRESS_REFUSED: { status: 403, message: 'Токен нельзя использовать с этого адреса' },
  NOT_FOUND: { status: 404, message: 'Не найдено' },
  CONFLICT: { status: 409, message: 'Конфликт состояния' },
  OUT_OF_STOCK: { status: 409, message: 'Нет в наличии' },
  /** More pieces in one order than its offer allows (decision 020). */
  ORDER_QUANTITY_LIMIT: { status: 400, message: 'Слишком много товара в одном заказе' },
  /** Too many unpaid orders open for one e-mail, account or address (decision 020). */
  UNPAID_ORDERS_LIMIT: { status: 429, message: 'Слишком много неоплаченных заказов' },
  /** The account is blocked by staff; `details` carry the reason code and text (decision 041). */
  USER_BLOCKED: { status: 403, message: 'Аккаунт заблокирован' },
  INSUFFICIENT_FUNDS: { status: 409, message: 'Недостаточно средств' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Слишком большой запрос' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Неподдерживаемый формат данных' },
  RATE_LIMITED: { status: 429, message: 'Слишком много запросов. Попробуйте позже' },
  /** A path or query that is not valid percent-encoding. */
  BAD_URL: { status: 400, message: 'Некорректный адрес запроса' },
  /** A Host header that names no host. */
  BAD_HOST: { status: 400, message: 'Некорректный заголовок Host' },
  /** A request that breaks HTTP itself. */
  BAD_REQUEST: { status: 400, message: 'Некорректный запрос' },
  /** A body whose text is not valid UTF-8. */
  INVALID_ENCODING: { status: 400, message: 'Текст запроса должен быть в кодировке UTF-8' },
  REQUEST_TIMEOUT: { status: 408, message: 'Запрос не пришёл целиком вовремя' },
  URL_TOO_LONG: { status: 414, message: 'Слишком длинный адрес запроса' },
  HEADERS_TOO_LARGE: { status: 431, message: 'Слишком длинные заголовки или адрес запроса' },
  /** Four-eyes: the staff member who asked for an action cannot be the one who approves it (decision 042). */
  SELF_APPROVAL: { status: 403, message: 'Подтвердить запрос должен другой сотрудник' },
  /** A payout held for risk goes out only with a second staff member's approval (decision 050). */
  /** Re-opening a completed order (decision 050): its window has passed, or the seller's money has left. */
  REOPEN_WINDOW_PASSED: { status: 409, message: 'Заказ завершён больше 30 дней назад — открыть его повторно нельзя' },
  SELLER_FUNDS_WITHDRAWN: {
    status: 409,
    message:
      'Продавец уже вывел деньги за этот заказ — открыть его повторно нельзя, оформите возврат из средств площадки',
  },
  FOUR_EYES_REQUIRED: {
    status: 409,
    message: 'Этот вывод задержан проверкой риска: запросите выплату, её подтвердит другой сотрудник',
  },
  /** Two alert variations of a widget share an amount in one currency for the same alerts (decision 049). */
  WIDGET_VARIATION_OVERLAP: { status: 400, message: 'Суммы вариаций пересекаются' },
  INTERNAL: { status: 500, message: 'Произошла ошибка' },
  UNAVAILABLE: { status: 503, message: 'Сервис временно недоступен' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
