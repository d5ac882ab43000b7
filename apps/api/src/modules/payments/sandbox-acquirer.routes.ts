import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SANDBOX_PAY_PATH,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TIMESTAMP_HEADER,
  signSandboxNotification,
  type SandboxAcquirer,
} from '../../platform/payments/sandbox-acquirer';
import { sandboxNotFoundPage, sandboxPaymentPage, sendSandboxPage } from './sandbox-acquirer.page';

const params = z.object({ paymentId: z.string().max(64) });
const body = z.object({ outcome: z.enum(['pay', 'bank_error', 'abandon']) });

export interface SandboxAcquirerRoutesOptions {
  acquirer: SandboxAcquirer;
  signingKey: string;
  /** Our own notification endpoint, which the sandbox bank calls like ЮKassa would. */
  notificationPath: string;
  now: () => number;
  /** Resolves once the shop has applied the notifications it accepted, so the buyer returns to a settled payment. */
  settled?: () => Promise<void>;
}

/** Forms may go to us and to the shop the payment returns to (it may live on another origin). */
function formTargets(returnUrl: string): string[] {
  const url = URL.parse(returnUrl);
  return url && /^https?:$/.test(url.protocol) ? [url.origin] : [];
}

/** The sandbox bank's hosted payment page; registered only outside production. */
export async function sandboxAcquirerRoutes(app: FastifyInstance, options: SandboxAcquirerRoutesOptions) {
  const { acquirer } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });

  /** What a bank does after the buyer's choice: a signed server-to-server notification to the shop. */
  async function notify(paymentId: string, status: 'succeeded' | 'canceled'): Promise<boolean> {
    const payload = JSON.stringify({ type: 'notification', event: `payment.${status}`, object: { id: paymentId } });
    const timestamp = Math.floor(options.now() / 1000);
    const response = await app.inject({
      method: 'POST',
      url: options.notificationPath,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_TIMESTAMP_HEADER]: String(timestamp),
        [SANDBOX_SIGNATURE_HEADER]: signSandboxNotification(options.signingKey, payload, timestamp),
      },
      payload,
    });
    await options.settled?.();
    return response.statusCode === 200;
  }

  const schema = { tags: ['sandbox'], hide: true, params };
  api.get(`${SANDBOX_PAY_PATH}/:paymentId`, { schema }, async (request, reply) => {
    const payment = await acquirer.find(request.params.paymentId);
    if (!payment) return sendSandboxPage(reply, 404, [], sandboxNotFoundPage);
    const model = {
      amount: payment.amount,
      description: payment.description,
      status: toPageStatus(payment.status),
      returnUrl: payment.returnUrl,
    };
    return sendSandboxPage(reply, 200, formTargets(payment.returnUrl), (nonce) => sandboxPaymentPage(nonce, model));
  });

  api.post(`${SANDBOX_PAY_PATH}/:paymentId`, { schema: { ...schema, body } }, async (request, reply) => {
    const id = request.params.paymentId;
    const payment = await acquirer.find(id);
    if (!payment) return sendSandboxPage(reply, 404, [], sandboxNotFoundPage);
    await acquirer.decide(id, request.body.outcome);
    const decided = (await acquirer.find(id))!;
    // A press on an already finished payment re-sends its own outcome; the shop deduplicates it.
    if (!(await notify(id, decided.status === 'succeeded' ? 'succeeded' : 'canceled'))) {
      request.log.warn({ paymentId: id }, 'sandbox acquirer could not deliver its notification');
      const model = {
        amount: decided.amount,
        description: decided.description,
        status: 'pending' as const,
        returnUrl: decided.returnUrl,
        error: 'Банк не смог уведомить магазин. Нажмите кнопку ещё раз.',
      };
      return sendSandboxPage(reply, 502, formTargets(decided.returnUrl), (nonce) => sandboxPaymentPage(nonce, model));
    }
    return reply.redirect(decided.returnUrl, 303);
  });
}

function toPageStatus(status: string): 'pending' | 'succeeded' | 'canceled' {
  return status === 'succeeded' || status === 'canceled' ? status : 'pending';
}
