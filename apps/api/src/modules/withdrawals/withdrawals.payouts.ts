import { minorToDecimal } from '../../platform/payments/types';
import { formatCryptoCents } from '@lootmarket/domain';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction';
import {
  PAYOUT_KEY_FIELD,
  PayoutError,
  withPayoutRetries,
  type CreateProviderPayout,
  type PayoutProvider,
  type ProviderPayout,
} from '../../platform/payouts/types';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import type { WithdrawalsDeps } from './withdrawals.ports';
import { createWithdrawalsRepo, type OutcomeRow } from './withdrawals.repo';
import { WITHDRAWAL_SEND_JOB, type Transitions } from './withdrawals.transitions';

export const WITHDRAWAL_SYNC_JOB = 'withdrawals.sync-stuck';
const sendPayload = z.object({ outcomeId: z.uuid(), attempt: z.number().int().positive() });

/** Our key of one attempt: letters, digits and dashes, as ЮKassa's Idempotence-Key and Cryptomus's order_id take. */
export const payoutKeyOf = (row: Pick<OutcomeRow, 'id' | 'attempt'>) => `${row.id}-${row.attempt}`;
const KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d+)$/i;

/** What is asked of the provider for one attempt; the same attempt always asks the same. */
function payoutRequest(row: OutcomeRow): CreateProviderPayout {
  const { destination } = row;
  const payout = row.amount - row.fee;
  return {
    idempotenceKey: payoutKeyOf(row),
    amount:
      destination.type === 'sbp'
        ? { value: minorToDecimal(payout), currency: 'RUB' }
        : { value: formatCryptoCents(row.cryptoCents!), currency: 'USDT' },
    destination:
      destination.type === 'sbp'
        ? { type: 'sbp', phone: destination.phone, bankId: destination.bankId }
        : { type: 'crypto', asset: 'usdt', network: 'trc20', address: destination.address },
    description: `Вывод средств с Лутмаркета, заявка ${row.id.slice(0, 8)}`,
    metadata: { outcome_id: row.id },
  };
}

/**
 * Talking to payout providers: sending an approved payout (a job, outside any transaction), applying
 * what the provider's API says (never what a notification says), and asking again about the ones that
 * went quiet.
 */
export function createWithdrawalPayouts(deps: WithdrawalsDeps, transitions: Transitions) {
  const { db, providers, now } = deps;
  const delays = deps.retryDelaysMs ?? [250, 1000];

  function providerFor(row: OutcomeRow): PayoutProvider {
    const provider = providers.byId[row.provider as keyof typeof providers.byId];
    if (!provider) throw new Error(`payout provider ${row.provider} is not configured`);
    return provider;
  }

  /**
   * Applies the provider's state of one attempt's payout (a refused create has no payout id); news of an
   * older attempt or of a finished outcome changes nothing.
   */
  async function apply(
    outcomeId: string,
    attempt: number,
    payout: Omit<ProviderPayout, 'id' | 'metadata'> & { id: string | null },
  ): Promise<void> {
    await inTransaction(db, async (tx) => {
      const repo = createWithdrawalsRepo(tx);
      const row = await repo.lockById(outcomeId);
      if (!row || row.attempt !== attempt) return;
      const current =
        payout.id === null || row.providerPayoutId === payout.id
          ? row
          : await repo.update(row.id, { providerPayoutId: payout.id });
      const actor = { kind: 'provider' as const, id: null };
      if (payout.status === 'succeeded') await transitions.tryApply(tx, current, 'PROVIDER_SUCCEEDED', actor);
      else if (payout.status === 'canceled') {
        await transitions.tryApply(tx, current, 'PROVIDER_FAILED', actor, {
          reason: 'Платёжная система отклонила выплату, деньги вернулись на баланс',
          details: { providerReason: payout.failureReason },
        });
      } else await transitions.tryApply(tx, current, 'PROVIDER_ACCEPTED', actor);
      await repo.touch(row.id, new Date(now()));
    });
  }

  /** Asks the provider to pay one attempt (the same key every time) and applies its answer; a refusal fails the attempt. */
  async function send(row: OutcomeRow): Promise<void> {
    // Held while the owner is blocked (decision 041): the stuck sweep sends it once the block is lifted.
    if (await deps.users.blockOf(row.userId)) return createWithdrawalsRepo(db).touch(row.id, new Date(now()));
    const provider = providerFor(row);
    try {
      const payout = await withPayoutRetries(() => provider.createPayout(payoutRequest(row)), delays);
      await apply(row.id, row.attempt, payout);
    } catch (error) {
      if (!(error instanceof PayoutError) || error.kind !== 'rejected') throw error;
      await apply(row.id, row.attempt, { id: null, status: 'canceled', failureReason: error.message });
    }
  }

  /** Reads a payout again and applies it: where a provider's notification and the stuck sweep both lead. */
  async function sync(row: OutcomeRow): Promise<void> {
    if (row.status !== 'outcome_status_approved' || row.stage === 'paid') return;
    // Without the provider's id the create's answer was lost: sending again with the same key finds the payout.
    if (!row.providerPayoutId) return send(row);
    await apply(
      row.id,
      row.attempt,
      await withPayoutRetries(() => providerFor(row).getPayout(row.providerPayoutId!), delays),
    );
  }

  const sendJob: JobHandler = async (payload) => {
    const { outcomeId, attempt } = sendPayload.parse(payload);
    const row = await createWithdrawalsRepo(db).findById(outcomeId);
    if (!row || row.attempt !== attempt || row.status !== 'outcome_status_approved' || row.stage !== 'sending') return;
    await send(row);
  };

  return {
    sync,
    jobHandlers: {
      [WITHDRAWAL_SEND_JOB]: sendJob,
      /** Payouts that went quiet (a lost notification, a crash mid-send) are asked about again. */
      [WITHDRAWAL_SYNC_JOB]: async () => {
        const before = new Date(now() - deps.settings.stuckAfterMinutes * 60_000);
        for (const row of await createWithdrawalsRepo(db).findStuck(before, 50)) {
          await sync(row).catch(() => createWithdrawalsRepo(db).touch(row.id, new Date(now())));
        }
      },
    } as Record<string, JobHandler>,

    /**
     * A provider said something happened to a payout: the payout is read from the provider's API and only
     * that is trusted. A payout we cannot match to an attempt of ours is ignored.
     */
    async handleNotification(providerId: keyof typeof providers.byId, payoutId: string): Promise<void> {
      const provider = providers.byId[providerId];
      if (!provider) return;
      let payout: ProviderPayout;
      try {
        payout = await provider.getPayout(payoutId);
      } catch (error) {
        // A payout the provider does not know was never ours: nothing to do.
        if (error instanceof PayoutError && error.kind === 'rejected') return;
        throw error;
      }
      const repo = createWithdrawalsRepo(db);
      const known = await repo.findByProviderPayout(providerId, payout.id);
      const key = KEY.exec(payout.metadata[PAYOUT_KEY_FIELD] ?? '');
      const target = known
        ? { id: known.id, attempt: known.attempt }
        : key
          ? { id: key[1]!, attempt: Number(key[2]) }
          : null;
      if (!target) return;
      const row = known ?? (await repo.findById(target.id));
      if (!row || row.provider !== providerId) return;
      // A known payout belongs to the attempt that created it; only the live attempt may still change.
      await apply(target.id, key ? Number(key[2]) : row.attempt, payout);
    },
  };
}
