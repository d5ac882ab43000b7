import { z } from 'zod';
import { errorBodySchema, type ErrorBody } from '@lootmarket/domain';

/** Codes of failures that never reached the API or came back in a shape it does not answer with. */
export const CLIENT_ERROR_CODES = {
  NETWORK_ERROR: 'NETWORK_ERROR',
  ABORTED: 'ABORTED',
  BAD_RESPONSE: 'BAD_RESPONSE',
} as const;

export const NETWORK_FAILURE_MESSAGE = 'Не удалось связаться с сервером. Попробуйте ещё раз';
/** Spec §8: the generic error state. */
export const GENERIC_FAILURE_MESSAGE = 'Произошла ошибка';

/**
 * Every failed call: the API's own `{ code, message, details }` with its Russian message, or a client code
 * with a Russian fallback when the network failed or the answer could not be read. `status` is 0 when no
 * answer came.
 */
export class ApiError extends Error {
  readonly code: string;
  readonly details: unknown;

  constructor(
    readonly status: number,
    body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
    this.code = body.code;
    this.details = body.details;
  }

  /** The API's error shape, as it came or as it stands in for what came. */
  get body(): ErrorBody {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }

  /** A refusal answered by the API; an answer without the error shape (a proxy's page) gets the generic one. */
  static fromAnswer(status: number, body: unknown): ApiError {
    const parsed = errorBodySchema.safeParse(body);
    return new ApiError(
      status,
      parsed.success ? parsed.data : { code: CLIENT_ERROR_CODES.BAD_RESPONSE, message: GENERIC_FAILURE_MESSAGE },
    );
  }

  static network(aborted: boolean): ApiError {
    return new ApiError(0, {
      code: aborted ? CLIENT_ERROR_CODES.ABORTED : CLIENT_ERROR_CODES.NETWORK_ERROR,
      message: NETWORK_FAILURE_MESSAGE,
    });
  }

  /** A success whose body is not what the endpoint promises. */
  static unreadable(status: number, issues: unknown): ApiError {
    return new ApiError(status, {
      code: CLIENT_ERROR_CODES.BAD_RESPONSE,
      message: GENERIC_FAILURE_MESSAGE,
      details: { issues },
    });
  }
}

/** True for an API refusal with one of the statuses (any status when none is given). */
export function isApiError(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && (statuses.length === 0 || statuses.includes(error.status));
}

/**
 * The message to show for a failure: the API's own for its refusals, the caller's fallback (which says
 * what did not happen) when no answer came or a success could not be read.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 ? error.message : fallback;
}

/** True for a success whose body the endpoint does not promise (tokens missing from a sign-in, say). */
export function isUnreadableAnswer(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === CLIENT_ERROR_CODES.BAD_RESPONSE && error.status < 400;
}

const issuesSchema = z.object({ issues: z.array(z.object({ path: z.string(), message: z.string() })) });

/** The field messages of a refused body, keyed by the field they point to ("/target" → "target"). */
export function fieldIssues(error: unknown): Record<string, string> {
  const parsed = error instanceof ApiError && error.status >= 400 ? issuesSchema.safeParse(error.details) : null;
  return parsed?.success
    ? Object.fromEntries(parsed.data.issues.map((issue) => [issue.path.replace(/^\//, ''), issue.message]))
    : {};
}
