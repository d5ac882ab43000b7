import { ERROR_CODES, type ErrorCode } from '@lootmarket/domain';

export { ERROR_CODES, type ErrorCode };

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
