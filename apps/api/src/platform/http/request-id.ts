import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps a well-formed id from the load balancer so one request can be followed across services. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
}
