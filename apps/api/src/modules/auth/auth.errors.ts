import { AppError } from '../../platform/http/app-error';

export const WRONG_CODE_MESSAGE = 'Неверный код';

/**
 * 400 `INVALID_CODE`: the code is wrong, expired, used up or killed by too many tries. The client shows
 * the same red inputs for each, so one code keeps the shared catalogue free of sign-in details.
 */
export class InvalidCodeError extends AppError {
  constructor() {
    super('VALIDATION_FAILED', WRONG_CODE_MESSAGE);
    (this as { code: string }).code = 'INVALID_CODE';
  }
}

/** 429 with the seconds to wait, for locks that are ours rather than the generic rate limiter's. */
export function tooSoon(message: string, retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds });
}
