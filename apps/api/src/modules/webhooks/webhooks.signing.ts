import { createHmac, randomBytes, randomUUID } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new signing secret as Standard Webhooks writes it: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The secret's last characters, enough to tell a rotated secret from the old one. */
export const secretHint = (secret: string): string => `${SECRET_PREFIX}…${secret.slice(-4)}`;

/** A message id for the `webhook-id` header: unique per event, the same on every retry and replay. */
export const newMessageId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

function signatureWith(secret: string, content: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
}

/**
 * The three Standard Webhooks headers. Each live secret signs (the new and, during a rotation, the old),
 * space-separated, so a receiver still holding the old secret keeps verifying until it switches.
 */
export function signedHeaders(
  messageId: string,
  at: Date,
  body: string,
  secrets: readonly string[],
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const content = `${messageId}.${timestamp}.${body}`;
  return {
    'webhook-id': messageId,
    'webhook-timestamp': timestamp,
    'webhook-signature': secrets.map((secret) => signatureWith(secret, content)).join(' '),
  };
}
