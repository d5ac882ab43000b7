import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SANDBOX_PAYOUT_SIGNATURE_HEADER,
  SANDBOX_PAYOUT_TIMESTAMP_HEADER,
  SANDBOX_PAYOUTS_PATH,
  signSandboxPayoutNotification,
  type SandboxPayouts,
} from '../../platform/payouts/sandbox-payouts';
import {
  sandboxPayoutNotFound,
  sandboxPayoutPage,
  sandboxPayoutsIndex,
  sendSandboxPayoutPage,
} from './sandbox-payouts.page';

const params = z.object({ payoutId: z.string().max(64) });
const body = z.object({ outcome: z.enum(['pay', 'fail']) });

export interface SandboxPayoutRoutesOptions {
  sandbox: SandboxPayouts;
  signingKey: string;
  /** Our own notification endpoint, which the sandbox calls like a provider would. */
  notificationPath: string;
  now: () => number;
}

/** The sandbox payout provider's pages, where a payout is made to succeed or fail; registered only outside production. */
export async function sandboxPayoutRoutes(app: FastifyInstance, options: SandboxPayoutRoutesOptions) {
  const { sandbox } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, raw, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(raw))));
  });

  /** What a provider does after deciding: a signed server-to-server notification, through the same handler. */
  async function notify(payoutId: string): Promise<boolean> {
    const payload = JSON.stringify({ type: 'notification', event: 'payout.changed', object: { id: payoutId } });
    const timestamp = Math.floor(options.now() / 1000);
    const response = await app.inject({
      method: 'POST',
      url: options.notificationPath,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_PAYOUT_TIMESTAMP_HEADER]: String(timestamp),
        [SANDBOX_PAYOUT_SIGNATURE_HEADER]: signSandboxPayoutNotification(options.signingKey, payload, timestamp),
      },
      payload,
    });
    return response.statusCode === 200;
  }

  const schema = { tags: ['sandbox'], hide: true };
  api.get(SANDBOX_PAYOUTS_PATH, { schema }, async (_request, reply) => {
    const payouts = await sandbox.recent(50);
    return sendSandboxPayoutPage(reply, 200, (nonce) => sandboxPayoutsIndex(nonce, payouts));
  });
  api.get(`${SANDBOX_PAYOUTS_PATH}/:payoutId`, { schema: { ...schema, params } }, async (request, reply) => {
    const payout = await sandbox.find(request.params.payoutId);
    if (!payout) return sendSandboxPayoutPage(reply, 404, sandboxPayoutNotFound);
    return sendSandboxPayoutPage(reply, 200, (nonce) => sandboxPayoutPage(nonce, payout));
  });
  api.post(`${SANDBOX_PAYOUTS_PATH}/:payoutId`, { schema: { ...schema, params, body } }, async (request, reply) => {
    const id = request.params.payoutId;
    if (!(await sandbox.find(id))) return sendSandboxPayoutPage(reply, 404, sandboxPayoutNotFound);
    await sandbox.decide(id, request.body.outcome);
    // A press on a finished payout re-sends its notification; the shop applies it once.
    if (!(await notify(id))) request.log.warn({ payoutId: id }, 'sandbox payouts could not deliver their notification');
    return reply.redirect(`${SANDBOX_PAYOUTS_PATH}/${id}`, 303);
  });
}
