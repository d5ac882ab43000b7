import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERROR_CODES, type ErrorCode } from './app-error';

/** The framework's own refusals before any route, by its code, answered in the one error shape. */
const CODE_OF_FRAMEWORK_ERROR: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
};

/**
 * Fastify's `frameworkErrors`: a bad percent-encoding or an overlong path parameter is refused with a
 * Russian message and a stable code, never the framework's English text.
 */
export function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const code = CODE_OF_FRAMEWORK_ERROR[error.code] ?? 'BAD_REQUEST';
  void reply.code(ERROR_CODES[code].status).send({ code, message: ERROR_CODES[code].message });
}

/** What the HTTP parser refuses before Fastify sees a request, by Node's error code. */
function clientErrorCode(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * Fastify's `clientErrorHandler`: too long headers or URL (431), a timeout (408) and malformed HTTP (400)
 * are answered in the one error shape with a Russian message, then the connection is closed.
 */
export function onClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCode(error);
  const { status, message } = ERROR_CODES[code];
  const body = JSON.stringify({ code, message });
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** A host name, an IPv4 address or a bracketed IPv6 literal, with an optional port. */
const VALID_HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::\d{1,5})?$/;

/**
 * Refuses a request whose Host (or trusted forwarded host) is no host at all with 400: such a value
 * would otherwise break building the page's address (`Invalid URL`) and answer 500.
 */
export function refuseMalformedHost(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const host = request.host;
    done(host && !VALID_HOST.test(host) ? new AppError('BAD_HOST') : undefined);
  });
}
