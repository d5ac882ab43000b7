import { applyRussianValidationMessages } from '@lootmarket/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, ERROR_CODES, type ErrorCode } from './app-error';

interface ErrorBody {
  code: string;
  message: string;
  details?: unknown;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Every failure leaves the API in one shape: `{ code, message, details? }` with a Russian message. */
export function registerErrorHandling(app: FastifyInstance): void {
  // Validation issues reach people in `details.issues`; their machine code stays beside the message.
  applyRussianValidationMessages();
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(toErrorBody(error, request), error, reply));
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ code: 'NOT_FOUND', message: ERROR_CODES.NOT_FOUND.message } satisfies ErrorBody);
  });
}

function sendError(body: ErrorBody & { status: number }, error: FastifyError, reply: FastifyReply) {
  const { status, ...payload } = body;
  if (status >= 500) reply.log.error({ err: error }, 'request failed');
  const retryAfter = retryAfterSeconds(payload.details);
  if (status === 429 && retryAfter !== undefined) reply.header('retry-after', retryAfter);
  return reply.code(status).send(payload);
}

/** A refusal that knows when to ask again says so in Retry-After too, as the rate limiters do. */
function retryAfterSeconds(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null || !('retryAfterSeconds' in details)) return undefined;
  const seconds = details.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

function toErrorBody(error: FastifyError, request: FastifyRequest): ErrorBody & { status: number } {
  if (error instanceof AppError) {
    return { status: error.statusCode, code: error.code, message: error.message, ...withDetails(error.details) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath,
      code: issue.keyword,
      message: issue.message,
    }));
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: ERROR_CODES.VALIDATION_FAILED.message,
      details: { issues },
    };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ issues: error.cause.issues }, 'response does not match its schema');
    return { status: 500, code: 'INTERNAL', message: ERROR_CODES.INTERNAL.message };
  }
  const status = error.statusCode ?? 500;
  const code = CODE_BY_STATUS[status];
  if (status < 500 && code) return { status, code, message: ERROR_CODES[code].message };
  if (status < 500) return { status, code: 'VALIDATION_FAILED', message: ERROR_CODES.VALIDATION_FAILED.message };
  return { status: 500, code: 'INTERNAL', message: ERROR_CODES.INTERNAL.message };
}

function withDetails(details: unknown): { details?: unknown } {
  return details === undefined ? {} : { details };
}
