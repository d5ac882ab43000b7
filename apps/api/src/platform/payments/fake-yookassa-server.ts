import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';

export const FAKE_YOOKASSA = { shopId: '123456', secretKey: 'test_secret-key' };

interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  metadata?: Record<string, string>;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  cancellation_details?: { party: string; reason: string };
  capture: boolean;
  test: boolean;
}

interface FakeRefund {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  amount: { value: string; currency: string };
  description?: string;
}

/**
 * ЮKassa API v3 as our backend sees it, on 127.0.0.1: Basic auth, `Idempotence-Key` required on POST and
 * honoured (same key → same answer), payments and refunds with the real field names. Tests steer the
 * objects' states and make the next calls fail.
 */
export async function startFakeYookassa() {
  const app = Fastify({ logger: false });
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const byKey = new Map<string, { body: string; answer: unknown }>();
  const requests: { method: string; path: string; idempotenceKey?: string; authorization?: string; body?: unknown }[] =
    [];
  let failures = 0;
  let rejections = 0;
  let refundStatus: FakeRefund['status'] = 'pending';

  const authorized = (request: FastifyRequest) =>
    request.headers.authorization ===
    `Basic ${Buffer.from(`${FAKE_YOOKASSA.shopId}:${FAKE_YOOKASSA.secretKey}`).toString('base64')}`;

  app.addHook('onRequest', async (request, reply) => {
    const key = request.headers['idempotence-key'];
    requests.push({
      method: request.method,
      path: request.url,
      authorization: request.headers.authorization,
      ...(typeof key === 'string' ? { idempotenceKey: key } : {}),
    });
    if (!authorized(request)) return reply.code(401).send({ type: 'error', code: 'invalid_credentials' });
  });
  app.addHook('preHandler', async (request) => {
    requests.at(-1)!.body = request.body;
  });

  /** Runs a POST under its idempotence key: a repeat answers what the first answered, another body under it is a 400. */
  function idempotent(request: FastifyRequest, reply: FastifyReply, create: () => unknown) {
    const key = request.headers['idempotence-key'];
    if (typeof key !== 'string' || !key)
      return reply.code(400).send({ type: 'error', code: 'invalid_request', parameter: 'Idempotence-Key' });
    const body = JSON.stringify(request.body);
    const seen = byKey.get(key);
    if (seen && seen.body !== body)
      return reply
        .code(400)
        .send({ type: 'error', code: 'invalid_request', description: 'Idempotence key duplicated' });
    if (!seen && rejections > 0) {
      rejections--;
      return reply.code(400).send({ type: 'error', code: 'invalid_request', description: 'Rejected by the test' });
    }
    const answer = seen ? seen.answer : create();
    byKey.set(key, { body, answer });
    // The object exists now, but the caller never hears it: the outcome is unknown to them.
    if (failures > 0) {
      failures--;
      return reply.code(500).send({ type: 'error', code: 'internal_server_error' });
    }
    return answer;
  }

  app.post('/v3/payments', (request, reply) =>
    idempotent(request, reply, () => {
      const body = request.body as {
        amount: FakePayment['amount'];
        description?: string;
        metadata?: Record<string, string>;
        capture?: boolean;
        confirmation: { return_url: string };
      };
      const id = `2f${randomUUID().slice(2)}`;
      const payment: FakePayment = {
        id,
        status: 'pending',
        paid: false,
        amount: body.amount,
        ...(body.description ? { description: body.description } : {}),
        ...(body.metadata ? { metadata: body.metadata } : {}),
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.test/checkout/payments/v2/contract?orderId=${id}`,
          return_url: body.confirmation.return_url,
        },
        capture: body.capture ?? false,
        test: true,
      };
      payments.set(id, payment);
      return payment;
    }),
  );
  app.get('/v3/payments/:id', (request, reply) => {
    if (failures > 0) {
      failures--;
      return reply.code(500).send({ type: 'error', code: 'internal_server_error' });
    }
    const payment = payments.get((request.params as { id: string }).id);
    return payment ?? reply.code(404).send({ type: 'error', code: 'not_found' });
  });
  app.post('/v3/refunds', (request, reply) => {
    const body = request.body as { payment_id: string; amount: FakeRefund['amount']; description?: string };
    const payment = payments.get(body.payment_id);
    if (!payment || payment.status !== 'succeeded')
      return reply.code(400).send({ type: 'error', code: 'invalid_request', parameter: 'payment_id' });
    return idempotent(request, reply, () => {
      const refund: FakeRefund = {
        id: `2r${randomUUID().slice(2)}`,
        payment_id: body.payment_id,
        status: refundStatus,
        amount: body.amount,
        ...(body.description ? { description: body.description } : {}),
      };
      refunds.set(refund.id, refund);
      return refund;
    });
  });
  app.get(
    '/v3/refunds/:id',
    (request, reply) =>
      refunds.get((request.params as { id: string }).id) ?? reply.code(404).send({ type: 'error', code: 'not_found' }),
  );

  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base,
    requests,
    payments,
    refunds,
    env: {
      YOOKASSA_SHOP_ID: FAKE_YOOKASSA.shopId,
      YOOKASSA_SECRET_KEY: FAKE_YOOKASSA.secretKey,
      YOOKASSA_API_URL: base,
    },
    /** The next `count` answers are HTTP 500 (a create still happens, as when the answer is lost). */
    failNext(count: number) {
      failures = count;
    },
    /** The next `count` new creates are refused with HTTP 400. */
    rejectNext(count: number) {
      rejections = count;
    },
    /** The status new refunds get. */
    refundsStartAs(status: FakeRefund['status']) {
      refundStatus = status;
    },
    setPayment(id: string, status: FakePayment['status'], reason?: string) {
      const payment = payments.get(id)!;
      payment.status = status;
      payment.paid = status === 'succeeded';
      if (reason)
        payment.cancellation_details = {
          party: reason === 'expired_on_confirmation' ? 'yoo_money' : 'payment_network',
          reason,
        };
    },
    setRefund(id: string, status: FakeRefund['status']) {
      refunds.get(id)!.status = status;
    },
    close: () => app.close(),
  };
}

export type FakeYookassa = Awaited<ReturnType<typeof startFakeYookassa>>;
