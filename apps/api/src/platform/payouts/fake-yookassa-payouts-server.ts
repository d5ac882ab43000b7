import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyRequest } from 'fastify';

export const FAKE_YOOKASSA_PAYOUTS = { agentId: '505050', secretKey: 'test_payouts-secret' };

interface FakePayout {
  id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  payout_destination: { type: 'sbp'; phone: string; bank_id: string; recipient_checked: boolean };
  description?: string;
  metadata?: Record<string, string>;
  cancellation_details?: { party: string; reason: string };
  created_at: string;
  test: boolean;
}

/**
 * ЮKassa Payouts as our backend sees it, on 127.0.0.1: Basic auth with the gateway's agent id, the SBP
 * participants, payouts with `Idempotence-Key` honoured (same key and body → same payout, another body →
 * 400). Tests make the next answers fail or hang, and move payouts to their final states.
 */
export async function startFakeYookassaPayouts() {
  const app = Fastify({ logger: false });
  const payouts = new Map<string, FakePayout>();
  const byKey = new Map<string, { body: string; id: string }>();
  const requests: { method: string; path: string; idempotenceKey?: string }[] = [];
  let failures = 0;
  let hangs = 0;
  let hangMs = 0;
  const authorization = `Basic ${Buffer.from(`${FAKE_YOOKASSA_PAYOUTS.agentId}:${FAKE_YOOKASSA_PAYOUTS.secretKey}`).toString('base64')}`;

  app.addHook('onRequest', async (request, reply) => {
    const key = request.headers['idempotence-key'];
    requests.push({
      method: request.method,
      path: request.url,
      ...(typeof key === 'string' ? { idempotenceKey: key } : {}),
    });
    if (request.headers.authorization !== authorization)
      return reply.code(401).send({ type: 'error', code: 'invalid_credentials' });
    // A hung answer: the payout (if any) is made, the caller times out.
    if (hangs > 0) {
      hangs--;
      await new Promise((resolve) => setTimeout(resolve, hangMs));
    }
  });

  app.get('/v3/sbp_banks', () => ({
    type: 'list',
    items: [
      { bank_id: '100000000111', name: 'Сбербанк', bic: '044525225' },
      { bank_id: '100000000004', name: 'Т-Банк', bic: '044525974' },
    ],
  }));

  app.post('/v3/payouts', (request: FastifyRequest, reply) => {
    const key = request.headers['idempotence-key'];
    if (typeof key !== 'string' || !key)
      return reply.code(400).send({ type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' });
    const text = JSON.stringify(request.body);
    const seen = byKey.get(key);
    if (seen && seen.body !== text)
      return reply
        .code(400)
        .send({ type: 'error', code: 'invalid_request', description: 'Idempotence key duplicated' });
    let payout = seen ? payouts.get(seen.id)! : undefined;
    if (!payout) {
      const body = request.body as {
        amount: FakePayout['amount'];
        payout_destination_data: { phone: string; bank_id: string };
        description?: string;
        metadata?: Record<string, string>;
      };
      payout = {
        id: `po-${randomUUID()}`,
        status: 'pending',
        amount: body.amount,
        payout_destination: {
          type: 'sbp',
          phone: body.payout_destination_data.phone,
          bank_id: body.payout_destination_data.bank_id,
          recipient_checked: false,
        },
        ...(body.description ? { description: body.description } : {}),
        ...(body.metadata ? { metadata: body.metadata } : {}),
        created_at: new Date().toISOString(),
        test: true,
      };
      payouts.set(payout.id, payout);
      byKey.set(key, { body: text, id: payout.id });
    }
    // The payout exists now, but the caller never hears of it.
    if (failures > 0) {
      failures--;
      return reply.code(500).send({ type: 'error', code: 'internal_server_error' });
    }
    return payout;
  });

  app.get(
    '/v3/payouts/:id',
    (request, reply) =>
      payouts.get((request.params as { id: string }).id) ?? reply.code(404).send({ type: 'error', code: 'not_found' }),
  );

  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base,
    payouts,
    requests,
    env: {
      YOOKASSA_PAYOUTS_AGENT_ID: FAKE_YOOKASSA_PAYOUTS.agentId,
      YOOKASSA_PAYOUTS_SECRET_KEY: FAKE_YOOKASSA_PAYOUTS.secretKey,
      YOOKASSA_PAYOUTS_API_URL: base,
    },
    /** The next `count` creates make the payout but answer HTTP 500. */
    failNext(count: number) {
      failures = count;
    },
    /** The next `count` requests answer only after `ms` (longer than the adapter waits). */
    hangNext(count: number, ms: number) {
      hangs = count;
      hangMs = ms;
    },
    settle(id: string, status: 'succeeded' | 'canceled', reason = 'insufficient_funds') {
      const payout = payouts.get(id)!;
      payout.status = status;
      if (status === 'canceled') payout.cancellation_details = { party: 'yoo_money', reason };
    },
    close: () => app.close(),
  };
}

export type FakeYookassaPayouts = Awaited<ReturnType<typeof startFakeYookassaPayouts>>;
