import { parseRate, type CurrencyCode } from '@lootmarket/domain';
import { z } from 'zod';
import { cryptomusSign } from './cryptomus-sign';
import { PAYOUT_KEY_FIELD, PayoutError, readProviderAnswer, type PayoutProvider, type ProviderPayout } from './types';

/** Cryptomus's code of the TRON network, where USDT TRC-20 lives. */
const TRON = 'TRON';

const payoutSchema = z.object({
  uuid: z.string().min(1),
  order_id: z.string().nullish(),
  status: z.string().nullish(),
  is_final: z.boolean(),
});
const answerSchema = z.object({ state: z.number(), result: payoutSchema });
const ratesSchema = z.object({
  state: z.number(),
  result: z.array(z.object({ from: z.string(), to: z.string(), course: z.string() })),
});

export interface CryptomusOptions {
  merchantId: string;
  payoutApiKey: string;
  apiUrl: string;
  /** Our webhook endpoint, sent with every payout. */
  callbackUrl: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Cryptomus statuses: process and check are on the way; paid is done; fail, cancel and system_fail are
 * failures, final only once `is_final` says so (until then support may still resend the payout).
 */
function toPayout(body: unknown, key?: string): ProviderPayout {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new PayoutError('unknown', 'Cryptomus answered with an unexpected payout object');
  const payout = parsed.data.result;
  const failed = payout.status === 'fail' || payout.status === 'cancel' || payout.status === 'system_fail';
  const status = payout.status === 'paid' ? 'succeeded' : failed && payout.is_final ? 'canceled' : 'pending';
  const orderId = payout.order_id ?? key;
  return {
    id: payout.uuid,
    status,
    failureReason: status === 'canceled' ? payout.status! : null,
    metadata: orderId ? { [PAYOUT_KEY_FIELD]: orderId } : {},
  };
}

/**
 * Cryptomus payouts (decision 023): JSON POSTs signed with `sign = md5(base64(body) + payout API key)`
 * beside the `merchant` header; `order_id` is unique per payout, so a repeated create names the payout
 * already made, which `POST /v1/payout/info` then reads.
 */
export function createCryptomusPayouts(options: CryptomusOptions): PayoutProvider {
  const fetcher = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');

  const call = (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const text = body === undefined ? '' : JSON.stringify(body);
    return readProviderAnswer('Cryptomus', () =>
      fetcher(`${base}${path}`, {
        method,
        headers: {
          merchant: options.merchantId,
          sign: cryptomusSign(text, options.payoutApiKey),
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      }),
    );
  };
  const info = async (query: { uuid: string } | { order_id: string }) =>
    toPayout(await call('POST', '/v1/payout/info', query), 'order_id' in query ? query.order_id : undefined);

  return {
    id: 'cryptomus',
    methods: ['crypto'],
    async createPayout(input) {
      if (input.destination.type !== 'crypto') throw new Error('Cryptomus pays out USDT here');
      const body = {
        amount: input.amount.value,
        currency: input.amount.currency,
        network: TRON,
        order_id: input.idempotenceKey,
        address: input.destination.address,
        // The network fee comes from our balance, so the user receives exactly what was quoted.
        is_subtract: true,
        ...(options.callbackUrl ? { url_callback: options.callbackUrl } : {}),
      };
      try {
        return toPayout(await call('POST', '/v1/payout', body), input.idempotenceKey);
      } catch (error) {
        // A refused create may be our own earlier one, whose answer was lost: order_id is taken then.
        if (!(error instanceof PayoutError) || error.kind !== 'rejected') throw error;
        const earlier = await info({ order_id: input.idempotenceKey }).catch(() => null);
        if (earlier) return earlier;
        throw error;
      }
    },
    getPayout: (id) => info({ uuid: id }),
    async usdtRate(currency: CurrencyCode) {
      const parsed = ratesSchema.safeParse(await call('GET', '/v1/exchange-rate/USDT/list'));
      const course = parsed.success
        ? parsed.data.result.find((rate) => rate.from === 'USDT' && rate.to === currency.toUpperCase())?.course
        : undefined;
      const scaled = course ? parseRate(Number(course).toFixed(4)) : null;
      if (!scaled) throw new PayoutError('unknown', `Cryptomus has no USDT rate in ${currency}`);
      return scaled;
    },
  };
}
