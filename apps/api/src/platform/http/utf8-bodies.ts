import { isUtf8 } from 'node:buffer';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * JSON and plain-text bodies are read as bytes and refused with 400 unless they are valid UTF-8:
 * decoding them as text would quietly store replacement characters for the broken bytes.
 */
export function refuseInvalidUtf8Bodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (!isUtf8(body)) return done(new AppError('INVALID_ENCODING'), undefined);
    parseJson(request, body.toString('utf8'), done);
  });
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body: Buffer, done) => {
    if (!isUtf8(body)) return done(new AppError('INVALID_ENCODING'), undefined);
    done(null, body.toString('utf8'));
  });
}

/**
 * Replaces the scope's JSON parser with one that keeps each raw body beside its request, for signatures
 * computed over the bytes that came (notifications); bodies that are not UTF-8 are refused as everywhere.
 */
export function keepRawJsonBodies(app: FastifyInstance): WeakMap<FastifyRequest, string> {
  const raw = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (!isUtf8(body)) return done(new AppError('INVALID_ENCODING'), undefined);
    const text = body.toString('utf8');
    raw.set(request, text);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError('VALIDATION_FAILED', 'Тело уведомления — не JSON'), undefined);
    }
  });
  return raw;
}
