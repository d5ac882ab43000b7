import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { cryptomusSign, phpJson } from './cryptomus-sign';

export const FAKE_CRYPTOMUS = {
  merchantId: '8b03432e-385b-4670-8d06-064591096795',
  payoutApiKey: 'test-payout-api-key',
};

interface FakePayout {
  uuid: string;
  order_id: string;
  amount: string;
  currency: string;
  network: string;
  address: string;
  txid: string | null;
  status: string;
  is_final: boolean;
}

/**
 * Cryptomus payouts as our backend sees it, on 127.0.0.1: every request signed with md5(base64(body) +
 * key) beside the merchant header, `order_id` unique per payout, payout info by uuid or order_id, the USDT
 * rates, and signed webhooks the tests can send to us.
 */
export async function startFakeCryptomus() {
  const app = Fastify({ logger: false });
  const payouts = new Map<string, FakePayout>();
  let failures = 0;
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, String(body)),
  );

  app.addHook('preHandler', async (request, reply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    if (
      request.headers.merchant !== FAKE_CRYPTOMUS.merchantId ||
      request.headers.sign !== cryptomusSign(raw, FAKE_CRYPTOMUS.payoutApiKey)
    ) {
      return reply.code(401).send({ state: 1, message: 'Unauthorized' });
    }
  });

  const answer = (payout: FakePayout) => ({
    state: 0,
    result: { ...payout, balance: 1000, payer_currency: payout.currency, payer_amount: payout.amount },
  });

  app.post('/v1/payout', (request, reply) => {
    const body = JSON.parse(request.body as string) as Omit<FakePayout, 'uuid' | 'txid' | 'status' | 'is_final'>;
    if ([...payouts.values()].some((payout) => payout.order_id === body.order_id)) {
      return reply.code(422).send({ state: 1, message: 'Payout with this order_id already exists' });
    }
    const payout: FakePayout = {
      uuid: randomUUID(),
      order_id: body.order_id,
      amount: body.amount,
      currency: body.currency,
      network: body.network,
      address: body.address,
      txid: null,
      status: 'process',
      is_final: false,
    };
    payouts.set(payout.uuid, payout);
    if (failures > 0) {
      failures--;
      return reply.code(500).send({ state: 1, message: 'Server error' });
    }
    return answer(payout);
  });

  app.post('/v1/payout/info', (request, reply) => {
    const query = JSON.parse(request.body as string) as { uuid?: string; order_id?: string };
    const payout = query.uuid
      ? payouts.get(query.uuid)
      : [...payouts.values()].find((item) => item.order_id === query.order_id);
    return payout ? answer(payout) : reply.code(404).send({ state: 1, message: 'Not found' });
  });

  app.get('/v1/exchange-rate/USDT/list', () => ({
    state: 0,
    result: [
      { from: 'USDT', to: 'RUB', course: '92.34120000' },
      { from: 'USDT', to: 'USD', course: '1.00010000' },
    ],
  }));

  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    base,
    payouts,
    env: {
      CRYPTOMUS_MERCHANT_ID: FAKE_CRYPTOMUS.merchantId,
      CRYPTOMUS_PAYOUT_API_KEY: FAKE_CRYPTOMUS.payoutApiKey,
      CRYPTOMUS_API_URL: base,
    },
    failNext(count: number) {
      failures = count;
    },
    settle(uuid: string, status: 'paid' | 'fail', isFinal = true) {
      const payout = payouts.get(uuid)!;
      Object.assign(payout, {
        status,
        is_final: isFinal,
        txid: status === 'paid' ? `tx${uuid.replace(/-/g, '')}` : null,
      });
    },
    /** The webhook Cryptomus would send about a payout, signed with the payout key (or another key, to forge one). */
    webhook(uuid: string, key = FAKE_CRYPTOMUS.payoutApiKey): string {
      const payout = payouts.get(uuid)!;
      const body = {
        type: 'payout',
        uuid,
        order_id: payout.order_id,
        amount: payout.amount,
        status: payout.status,
        is_final: payout.is_final,
        currency: 'USDT',
        network: 'tron',
        url: 'https://example.com/a/b',
      };
      return JSON.stringify({ ...body, sign: cryptomusSign(phpJson(body), key) });
    },
    close: () => app.close(),
  };
}

export type FakeCryptomus = Awaited<ReturnType<typeof startFakeCryptomus>>;
