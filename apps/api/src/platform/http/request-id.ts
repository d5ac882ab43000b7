import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const INCOMING_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * 64 random bits chosen when the process starts: ids of different processes never collide, and within
 * one process a counter is enough (a random UUID per request cost more than the rest of the id handling).
 */
const PROCESS_PREFIX = randomBytes(8).toString('hex');
let sequence = 0;

/** Keeps a well-formed id from the load balancer so one request can be followed across services. */
export function generateRequestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  if (typeof incoming === 'string' && INCOMING_ID.test(incoming)) return incoming;
  sequence += 1;
  return `${PROCESS_PREFIX}-${sequence.toString(36)}`;
}
