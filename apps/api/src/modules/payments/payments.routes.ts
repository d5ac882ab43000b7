import {
  notificationAckSchema,
  sandboxNotificationSchema,
  yookassaNotificationSchema,
  type YookassaNotification,
} from '@lootmarket/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/app-error';
import { PROVIDER_NOTIFICATION_CONFIG } from '../../platform/http/rate-limit';
import { keepRawJsonBodies } from '../../platform/http/utf8-bodies';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  verifySandboxSignature,
} from '../../platform/payments/sandbox-acquirer';
import type { AcquirerId, AcquirerNotification } from '../../platform/payments/types';
import type { PaymentsService } from './payments.ports';

export const YOOKASSA_NOTIFICATIONS_PATH = '/payments/yookassa/notifications';
export const SANDBOX_NOTIFICATIONS_PATH = '/payments/sandbox/notifications';

/** Payment and refund events name the object to re-read; anything else is acknowledged and ignored. */
function toNotification(body: YookassaNotification): AcquirerNotification | null {
  const [kind] = body.event.split('.', 1);
  return kind === 'payment' || kind === 'refund'
    ? { event: body.event, objectType: kind, objectId: body.object.id }
    : null;
}

async function handle(payments: PaymentsService, provider: AcquirerId, body: YookassaNotification) {
  const notification = toNotification(body);
  if (notification) await payments.acceptNotification(provider, notification);
  return { ok: true as const };
}

const schema = (summary: string, body: typeof yookassaNotificationSchema) => ({
  tags: ['payments'],
  summary,
  body,
  response: { 200: notificationAckSchema },
});

/**
 * ЮKassa's notifications are unsigned: the sender must be in the allowed ranges (behind a balancer,
 * TRUST_PROXY names it, so the address is the right-most one it did not add itself), and the object is re-read from the API before use.
 */
export async function yookassaNotificationRoutes(
  app: FastifyInstance,
  { payments, isAllowedSender }: { payments: PaymentsService; isAllowedSender: (ip: string) => boolean },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    YOOKASSA_NOTIFICATIONS_PATH,
    {
      schema: schema(
        'ЮKassa notification (payment.*, refund.succeeded); the object is re-read from the API',
        yookassaNotificationSchema,
      ),
      // A burst of notifications from ЮKassa's few addresses must not be throttled like one visitor.
      config: { rateLimit: { allowList: (request: FastifyRequest) => isAllowedSender(request.ip) } },
      onRequest: async (request) => {
        if (!isAllowedSender(request.ip)) throw new AppError('FORBIDDEN', 'Уведомление пришло не от платёжной системы');
      },
    },
    (request) => handle(payments, 'yookassa', request.body),
  );
}

/** The sandbox acquirer's notifications: the same handler, authenticated by an HMAC over timestamp and raw body. */
export async function sandboxNotificationRoutes(
  app: FastifyInstance,
  { payments, signingKey, now }: { payments: PaymentsService; signingKey: string; now: () => number },
) {
  const rawBodies = keepRawJsonBodies(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    SANDBOX_NOTIFICATIONS_PATH,
    {
      schema: {
        ...schema('Sandbox acquirer notification, HMAC-SHA-256 signed', sandboxNotificationSchema),
        hide: true,
      },
      config: PROVIDER_NOTIFICATION_CONFIG,
      preValidation: async (request) => {
        const header = (name: string) =>
          typeof request.headers[name] === 'string' ? (request.headers[name] as string) : undefined;
        const valid = verifySandboxSignature(
          signingKey,
          rawBodies.get(request) ?? '',
          header(SANDBOX_TIMESTAMP_HEADER),
          header(SANDBOX_SIGNATURE_HEADER),
          Math.floor(now() / 1000),
        );
        if (!valid) throw new AppError('UNAUTHORIZED', 'Неверная или устаревшая подпись уведомления');
      },
    },
    (request) => handle(payments, 'sandbox', request.body),
  );
}
