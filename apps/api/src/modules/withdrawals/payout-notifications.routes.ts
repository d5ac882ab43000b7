import { notificationAckSchema, yookassaNotificationSchema } from '@lootmarket/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/http/app-error';
import { PROVIDER_NOTIFICATION_CONFIG } from '../../platform/http/rate-limit';
import { keepRawJsonBodies } from '../../platform/http/utf8-bodies';
import { verifyCryptomusWebhook } from '../../platform/payouts/cryptomus-sign';
import {
  CRYPTOMUS_NOTIFICATIONS_PATH,
  SANDBOX_PAYOUT_NOTIFICATIONS_PATH,
  YOOKASSA_PAYOUT_NOTIFICATIONS_PATH,
  type PayoutProviders,
} from '../../platform/payouts/payout-providers';
import {
  SANDBOX_PAYOUT_SIGNATURE_HEADER,
  SANDBOX_PAYOUT_TIMESTAMP_HEADER,
  verifySandboxPayoutSignature,
} from '../../platform/payouts/sandbox-payouts';
import type { WithdrawalsService } from './withdrawals.service';

const tags = ['payouts'];
const ack = { ok: true as const };
const cryptomusWebhookSchema = z.looseObject({
  type: z.string().optional(),
  uuid: z.string().min(1).max(100),
  sign: z.string(),
});

export interface PayoutNotificationRoutesOptions {
  withdrawals: WithdrawalsService;
  providers: PayoutProviders;
  now: () => number;
}

/**
 * Payout providers tell us a payout changed. Whatever they say, the payout is then read from the
 * provider's API and only that is applied: ЮKassa's notifications are unsigned (the sender's address is
 * checked), Cryptomus signs its webhooks, the sandbox signs with an HMAC and a timestamp.
 */
export async function payoutNotificationRoutes(
  app: FastifyInstance,
  { withdrawals, providers, now }: PayoutNotificationRoutesOptions,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  if (providers.byId.yookassa) {
    api.post(
      YOOKASSA_PAYOUT_NOTIFICATIONS_PATH,
      {
        schema: {
          tags,
          summary: 'ЮKassa payout notification (payout.succeeded, payout.canceled); the payout is re-read',
          body: yookassaNotificationSchema,
          response: { 200: notificationAckSchema },
        },
        config: {
          rateLimit: { allowList: (request: FastifyRequest) => providers.isAllowedYookassaSender(request.ip) },
        },
        onRequest: async (request) => {
          if (!providers.isAllowedYookassaSender(request.ip))
            throw new AppError('FORBIDDEN', 'Уведомление пришло не от платёжной системы');
        },
      },
      async (request) => {
        if (request.body.event.startsWith('payout.'))
          await withdrawals.handleNotification('yookassa', request.body.object.id);
        return ack;
      },
    );
  }
  await app.register(async (signed) => {
    const raw = keepRawJsonBodies(signed);
    const typed = signed.withTypeProvider<ZodTypeProvider>();
    const apiKey = providers.cryptomusApiKey;
    if (providers.byId.cryptomus && apiKey) {
      typed.post(
        CRYPTOMUS_NOTIFICATIONS_PATH,
        {
          schema: {
            tags,
            summary: 'Cryptomus payout webhook, signed; the payout is re-read',
            body: cryptomusWebhookSchema,
            response: { 200: notificationAckSchema },
          },
          config: PROVIDER_NOTIFICATION_CONFIG,
          preValidation: async (request) => {
            const body = request.body as Record<string, unknown> | null;
            if (!body || typeof body !== 'object' || !verifyCryptomusWebhook(body, apiKey))
              throw new AppError('UNAUTHORIZED', 'Неверная подпись уведомления');
          },
        },
        async (request) => {
          await withdrawals.handleNotification('cryptomus', request.body.uuid);
          return ack;
        },
      );
    }
    if (providers.sandbox) {
      typed.post(
        SANDBOX_PAYOUT_NOTIFICATIONS_PATH,
        {
          schema: {
            tags,
            summary: 'Sandbox payout notification, HMAC-SHA-256 signed',
            hide: true,
            body: yookassaNotificationSchema,
            response: { 200: notificationAckSchema },
          },
          config: PROVIDER_NOTIFICATION_CONFIG,
          preValidation: async (request) => {
            const header = (name: string) =>
              typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined;
            const valid = verifySandboxPayoutSignature(
              providers.sandboxSigningKey,
              raw.get(request) ?? '',
              header(SANDBOX_PAYOUT_TIMESTAMP_HEADER),
              header(SANDBOX_PAYOUT_SIGNATURE_HEADER),
              Math.floor(now() / 1000),
            );
            if (!valid) throw new AppError('UNAUTHORIZED', 'Неверная или устаревшая подпись уведомления');
          },
        },
        async (request) => {
          await withdrawals.handleNotification('sandbox', request.body.object.id);
          return ack;
        },
      );
    }
  });
}
