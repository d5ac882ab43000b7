import {
  telegramLinkResponseSchema,
  telegramPreferencesSchema,
  telegramStatusSchema,
  telegramUpdateSchema,
  telegramWebhookResponseSchema,
} from '../contracts/telegram';
import { defineEndpoint, PRIVATE_API, PUBLIC_API } from './define';

/** The signed-in user's Telegram chat: linking, the per-event switches and unlinking. */
export const telegramEndpoints = {
  status: defineEndpoint({ method: 'GET', path: `${PRIVATE_API}/telegram`, response: telegramStatusSchema }),
  link: defineEndpoint({ method: 'POST', path: `${PRIVATE_API}/telegram/link`, response: telegramLinkResponseSchema }),
  savePreferences: defineEndpoint({
    method: 'PUT',
    path: `${PRIVATE_API}/telegram/preferences`,
    body: telegramPreferencesSchema,
    response: telegramStatusSchema,
  }),
  unlink: defineEndpoint({ method: 'DELETE', path: `${PRIVATE_API}/telegram/link`, response: telegramStatusSchema }),
  /** Telegram's webhook: updates signed with the secret token set by `setWebhook`. */
  webhook: defineEndpoint({
    method: 'POST',
    path: `${PUBLIC_API}/telegram/webhook`,
    body: telegramUpdateSchema,
    response: telegramWebhookResponseSchema,
  }),
};
