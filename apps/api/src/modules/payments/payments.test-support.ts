import { PUBLIC_PREFIX } from '../../app';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  signSandboxNotification,
} from '../../platform/payments/sandbox-acquirer';
import type { TestApp } from '../../test-app';
import { SANDBOX_NOTIFICATIONS_PATH } from './payments.routes';

/** Where the sandbox bank posts its notifications, as a real bank would. */
export const SANDBOX_NOTIFICATIONS_URL = `${PUBLIC_PREFIX}${SANDBOX_NOTIFICATIONS_PATH}`;

/** The sandbox bank's notification body about one payment. */
export const sandboxNotification = (bankId: string, event = 'payment.succeeded') =>
  JSON.stringify({ type: 'notification', event, object: { id: bankId } });

/** The headers the sandbox bank signs a notification with. */
export function signedSandboxHeaders(key: string, payload: string, timestamp: number): Record<string, string> {
  return {
    'content-type': 'application/json',
    [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
    [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(key, payload, timestamp),
  };
}

/** Posts a notification signed with the app's sandbox key (or `key`) at `nowMs`, through the real handler, and waits until it is applied. */
export async function postSandboxNotification(
  t: TestApp,
  payload: string,
  nowMs: number,
  key = t.services.acquirers.sandboxSigningKey,
) {
  const timestamp = Math.floor(nowMs / 1000);
  const response = await t.app.inject({
    method: 'POST',
    url: SANDBOX_NOTIFICATIONS_URL,
    headers: signedSandboxHeaders(key, payload, timestamp),
    payload,
  });
  // The answer comes once the notification is recorded; the tests look at what applying it did.
  await t.services.payments.notificationsSettled();
  return response;
}
