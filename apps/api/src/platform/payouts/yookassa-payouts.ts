import { z } from 'zod';
import { PAYOUT_KEY_FIELD, PayoutError, readProviderAnswer, type PayoutProvider, type ProviderPayout } from './types';

/** ЮKassa's limit on a payout description. */
const DESCRIPTION_MAX = 128;

const payoutSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['pending', 'succeeded', 'canceled']),
  amount: z.object({ value: z.string(), currency: z.string() }),
  metadata: z.record(z.string(), z.string()).nullish(),
  cancellation_details: z.object({ party: z.string(), reason: z.string() }).optional(),
});

const banksSchema = z.object({ items: z.array(z.object({ bank_id: z.string().min(1), name: z.string().min(1) })) });

export interface YookassaPayoutsOptions {
  agentId: string;
  secretKey: string;
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function toPayout(body: unknown): ProviderPayout {
  const parsed = payoutSchema.safeParse(body);
  if (!parsed.success) throw new PayoutError('unknown', 'ЮKassa answered with an unexpected payout object');
  const payout = parsed.data;
  return {
    id: payout.id,
    status: payout.status,
    failureReason: payout.cancellation_details?.reason ?? null,
    metadata: payout.metadata ?? {},
  };
}

/**
 * ЮKassa Payouts, SBP: Basic auth with the gateway's agentId:secretKey, `Idempotence-Key` on every POST
 * (a repeat with the same key and body answers the same payout), the SBP participants from
 * `GET /v3/sbp_banks`, payouts by `POST /v3/payouts` and `GET /v3/payouts/{id}`.
 */
export function createYookassaPayouts(options: YookassaPayoutsOptions): PayoutProvider {
  const fetcher = options.fetch ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.agentId}:${options.secretKey}`).toString('base64')}`;

  const call = (method: 'GET' | 'POST', path: string, body?: unknown, idempotenceKey?: string) =>
    readProviderAnswer('ЮKassa Payouts', () =>
      fetcher(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(method === 'POST' ? { 'content-type': 'application/json', 'idempotence-key': idempotenceKey! } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      }),
    );

  return {
    id: 'yookassa',
    methods: ['sbp'],
    async createPayout(input) {
      if (input.destination.type !== 'sbp') throw new Error('ЮKassa pays out by SBP here');
      const body = {
        amount: input.amount,
        payout_destination_data: { type: 'sbp', phone: input.destination.phone, bank_id: input.destination.bankId },
        description: input.description.slice(0, DESCRIPTION_MAX),
        metadata: { ...input.metadata, [PAYOUT_KEY_FIELD]: input.idempotenceKey },
      };
      return toPayout(await call('POST', '/v3/payouts', body, input.idempotenceKey));
    },
    getPayout: async (id) => toPayout(await call('GET', `/v3/payouts/${encodeURIComponent(id)}`)),
    async listSbpBanks() {
      const parsed = banksSchema.safeParse(await call('GET', '/v3/sbp_banks'));
      if (!parsed.success)
        throw new PayoutError('unknown', 'ЮKassa answered with an unexpected list of SBP participants');
      return parsed.data.items.map((bank) => ({ id: bank.bank_id, name: bank.name }));
    },
  };
}
