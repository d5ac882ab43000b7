import type { CurrencyCode } from '@lootmarket/domain';
import { z } from 'zod';
import {
  AcquirerError,
  decimalToMinor,
  minorToDecimal,
  type Acquirer,
  type AcquirerPayment,
  type AcquirerRefund,
} from './types';

/** ЮKassa's limit on a payment description. */
const DESCRIPTION_MAX = 128;

const amountSchema = z.object({ value: z.string(), currency: z.string() });

const paymentSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'waiting_for_capture', 'succeeded', 'canceled']),
  amount: amountSchema,
  confirmation: z.object({ type: z.string(), confirmation_url: z.string().optional() }).optional(),
  metadata: z.record(z.string(), z.string()).nullish(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
});

const refundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: amountSchema,
});

export interface YookassaOptions {
  shopId: string;
  secretKey: string;
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function money(amount: z.infer<typeof amountSchema>) {
  const minor = decimalToMinor(amount.value);
  const currency = amount.currency.toLowerCase();
  if (minor === null || !['rub', 'usd', 'kzt'].includes(currency))
    throw new AcquirerError('unknown', `ЮKassa sent an amount we cannot read: ${amount.value} ${amount.currency}`);
  return { amount: minor, currency: currency as CurrencyCode };
}

function toPayment(body: unknown): AcquirerPayment {
  const parsed = paymentSchema.safeParse(body);
  if (!parsed.success) throw new AcquirerError('unknown', 'ЮKassa answered with an unexpected payment object');
  const payment = parsed.data;
  return {
    id: payment.id,
    status: payment.status,
    amount: money(payment.amount),
    confirmationUrl: payment.confirmation?.confirmation_url ?? null,
    metadata: payment.metadata ?? {},
    cancellationReason: payment.cancellation_details?.reason ?? null,
  };
}

function toRefund(body: unknown): AcquirerRefund {
  const parsed = refundSchema.safeParse(body);
  if (!parsed.success) throw new AcquirerError('unknown', 'ЮKassa answered with an unexpected refund object');
  const refund = parsed.data;
  return { id: refund.id, paymentId: refund.payment_id, status: refund.status, amount: money(refund.amount) };
}

/** ЮKassa API v3: Basic auth with shopId:secretKey, an `Idempotence-Key` on every POST. */
export function createYookassaAcquirer(options: YookassaOptions): Acquirer {
  const fetcher = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotenceKey?: string): Promise<unknown> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['idempotence-key'] = idempotenceKey!;
    }
    let response: Response;
    try {
      response = await fetcher(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new AcquirerError('unknown', `ЮKassa unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    // 5xx (and 429) leave the outcome unknown; the same key may be sent again.
    if (response.status >= 500 || response.status === 429)
      throw new AcquirerError('unknown', `ЮKassa ${response.status}`, response.status);
    if (response.status >= 400)
      throw new AcquirerError('rejected', `ЮKassa ${response.status}: ${text.slice(0, 300)}`, response.status);
    try {
      return JSON.parse(text);
    } catch {
      throw new AcquirerError('unknown', 'ЮKassa answered with something other than JSON');
    }
  }

  const amountOf = (money: { amount: number; currency: string }) => ({
    value: minorToDecimal(money.amount),
    currency: money.currency.toUpperCase(),
  });

  return {
    id: 'yookassa',
    async createPayment(input) {
      const body = {
        amount: amountOf(input.amount),
        capture: true,
        confirmation: { type: 'redirect', return_url: input.returnUrl },
        description: input.description.slice(0, DESCRIPTION_MAX),
        metadata: input.metadata,
      };
      return toPayment(await call('POST', '/v3/payments', body, input.idempotenceKey));
    },
    getPayment: async (id) => toPayment(await call('GET', `/v3/payments/${encodeURIComponent(id)}`)),
    async createRefund(input) {
      const body = {
        payment_id: input.paymentId,
        amount: amountOf(input.amount),
        description: input.description.slice(0, 250),
      };
      return toRefund(await call('POST', '/v3/refunds', body, input.idempotenceKey));
    },
    getRefund: async (id) => toRefund(await call('GET', `/v3/refunds/${encodeURIComponent(id)}`)),
  };
}
