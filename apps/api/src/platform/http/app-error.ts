/** Stable machine codes of the one error shape `{ code, message, details? }`. */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, message: 'Проверьте введённые данные' },
  UNAUTHORIZED: { status: 401, message: 'Требуется вход' },
  FORBIDDEN: { status: 403, message: 'Недостаточно прав' },
  NOT_FOUND: { status: 404, message: 'Не найдено' },
  CONFLICT: { status: 409, message: 'Конфликт состояния' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Слишком большой запрос' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Неподдерживаемый формат данных' },
  RATE_LIMITED: { status: 429, message: 'Слишком много запросов. Попробуйте позже' },
  INTERNAL: { status: 500, message: 'Произошла ошибка' },
  UNAVAILABLE: { status: 503, message: 'Сервис временно недоступен' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** An error a person can act on: it carries a Russian message and a code programs can rely on. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CODES[code].message,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].status;
  }
}
