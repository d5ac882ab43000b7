import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseRate, type CurrencyCode } from '@lootmarket/domain';
import type { Db } from '../../db/client';
import { createSandboxPayoutsRepo, type SandboxPayoutRow } from './sandbox-payouts.repo';
import { PAYOUT_KEY_FIELD, PayoutError, type PayoutProvider, type ProviderPayout, type SbpBank } from './types';

export const SANDBOX_PAYOUTS_PATH = '/sandbox/payouts';
export const SANDBOX_PAYOUT_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
export const SANDBOX_PAYOUT_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Signed notifications older than this are refused (a captured request replayed). */
export const SANDBOX_PAYOUT_SIGNATURE_MAX_AGE_SEC = 300;

/** SBP participants with their real NSPK ids, so the sandbox list looks like the one ЮKassa answers. */
export const SANDBOX_SBP_BANKS: readonly SbpBank[] = [
  { id: '100000000111', name: 'Сбербанк' },
  { id: '100000000004', name: 'Т-Банк' },
  { id: '100000000005', name: 'ВТБ' },
  { id: '100000000008', name: 'Альфа-Банк' },
  { id: '100000000001', name: 'Газпромбанк' },
  { id: '100000000007', name: 'Райффайзенбанк' },
  { id: '100000000273', name: 'Озон Банк' },
  { id: '100000000150', name: 'Яндекс Банк' },
  { id: '100000000022', name: 'ЮMoney' },
  { id: '100000000013', name: 'Совкомбанк' },
  { id: '100000000020', name: 'Россельхозбанк' },
  { id: '100000000017', name: 'МТС Банк' },
  { id: '100000000016', name: 'Почта Банк' },
  { id: '100000000010', name: 'ПСБ' },
];

/** Fixed rates, so a sandbox quote is the same in every run. */
const SANDBOX_RATES: Readonly<Record<CurrencyCode, string>> = { rub: '95.40', usd: '1.0010', kzt: '498.20' };

/** What the person on the sandbox payout page pressed. */
export type SandboxPayoutOutcome = 'pay' | 'fail';

/** hex(HMAC-SHA-256(key, "<timestamp>.<raw body>")). */
export function signSandboxPayoutNotification(key: string, rawBody: string, timestampSec: number): string {
  return createHmac('sha256', key).update(`${timestampSec}.${rawBody}`).digest('hex');
}

/** Checks the signature in constant time and refuses timestamps further than 300 s from now. */
export function verifySandboxPayoutSignature(
  key: string,
  rawBody: string,
  timestamp: string | undefined,
  signature: string | undefined,
  nowSec: number,
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(nowSec - Number(timestamp)) > SANDBOX_PAYOUT_SIGNATURE_MAX_AGE_SEC) return false;
  return timingSafeEqual(
    Buffer.from(signSandboxPayoutNotification(key, rawBody, Number(timestamp)), 'hex'),
    Buffer.from(signature, 'hex'),
  );
}

type Row = SandboxPayoutRow;

/** A flat object as text with its keys sorted: jsonb gives keys back in its own order. */
const canonical = (value: object) => JSON.stringify(value, Object.keys(value).sort());

const toPayout = (row: Row): ProviderPayout => ({
  id: row.id,
  status: row.status,
  failureReason: row.cancellationReason,
  metadata: row.metadata,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SandboxPayoutView = Row;

export interface SandboxPayouts extends PayoutProvider {
  find(id: string): Promise<Row | null>;
  /** The newest payouts, for the sandbox's index page. */
  recent(limit: number): Promise<Row[]>;
  /** Applies the button pressed on the page; a finished payout stays as it is. */
  decide(id: string, outcome: SandboxPayoutOutcome): Promise<void>;
}

/** A payout provider of our own for machines without payout credentials: both methods, state in the database. */
export function createSandboxPayouts({ db }: { db: Db }): SandboxPayouts {
  const repo = createSandboxPayoutsRepo(db);
  const find = async (id: string) => (UUID.test(id) ? repo.payout(id) : null);
  return {
    id: 'sandbox',
    methods: ['sbp', 'crypto'],
    async createPayout(input) {
      const values = {
        idempotenceKey: input.idempotenceKey,
        amountValue: input.amount.value,
        amountCurrency: input.amount.currency,
        destination: input.destination,
        description: input.description,
        metadata: { ...input.metadata, [PAYOUT_KEY_FIELD]: input.idempotenceKey },
      };
      const row = await repo.insertOnce(values);
      // Like a real provider: the same key with another payout is a client error, not a second payout.
      if (row.amountValue !== values.amountValue || canonical(row.destination) !== canonical(values.destination)) {
        throw new PayoutError('rejected', 'idempotence key reused with another payout', 400);
      }
      return toPayout(row);
    },
    async getPayout(id) {
      const row = await find(id);
      if (!row) throw new PayoutError('rejected', 'payout not found', 404);
      return toPayout(row);
    },
    listSbpBanks: async () => [...SANDBOX_SBP_BANKS],
    usdtRate: async (currency) => parseRate(SANDBOX_RATES[currency])!,
    find,
    recent: (limit) => repo.recent(limit),
    async decide(id, outcome) {
      const change =
        outcome === 'pay'
          ? { status: 'succeeded' as const }
          : { status: 'canceled' as const, cancellationReason: 'rejected_by_sandbox' };
      await repo.decidePending(id, change);
    },
  };
}
