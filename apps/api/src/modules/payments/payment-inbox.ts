import type { Db } from '../../db/client';
import type { AcquirerId, AcquirerNotification } from '../../platform/payments/types';
import { createPaymentInboxRepo, type InboxRow } from './payment-inbox.repo';

export const PAYMENTS_INBOX_JOB = 'payments.inbox';

export interface PaymentInboxOptions {
  db: Db;
  /** Applies one notification (re-reads the object, books it); idempotent, so a second run is a no-op. */
  apply: (provider: AcquirerId, notification: AcquirerNotification) => Promise<void>;
  log: (message: string, detail?: Record<string, unknown>) => void;
  /** How many notifications this process applies at once; the rest wait in line. */
  concurrency?: number;
  /** How long a process holds a notification it is applying before another may take it over. */
  leaseSeconds?: number;
}

const RETRY_CAP_SECONDS = 600;
const SWEEP_BATCH = 100;

/**
 * The acquirer's notifications are answered once recorded; applying them follows here. This process
 * applies what it received right away, a few at a time, and the jobs worker takes over whatever a crashed
 * process or a failed attempt left behind.
 */
export function createPaymentInbox({ db, apply, log, concurrency = 4, leaseSeconds = 30 }: PaymentInboxOptions) {
  const repo = createPaymentInboxRepo(db);
  const queue: InboxRow[] = [];
  /** Rows this process holds, queued or being applied: the sweep leaves them alone. */
  const held = new Set<number>();
  let active = 0;
  let idleWaiters: (() => void)[] = [];

  async function applyRow(row: InboxRow): Promise<void> {
    try {
      await apply(row.provider as AcquirerId, {
        event: row.event,
        objectType: row.objectType,
        objectId: row.objectId,
      });
      await repo.markProcessed(row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log('could not apply a payment notification; it is tried again', { id: row.id, message });
      await repo.markFailed(row.id, message, Math.min(2 ** (row.attempts + 1), RETRY_CAP_SECONDS));
    }
  }

  function drain(): void {
    while (active < concurrency && queue.length > 0) {
      const row = queue.shift()!;
      active += 1;
      void applyRow(row)
        .catch((error: unknown) => log('payment notification left for the sweep', { id: row.id, error: String(error) }))
        .finally(() => {
          held.delete(row.id);
          active -= 1;
          drain();
        });
    }
    if (active === 0 && queue.length === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
  }

  return {
    /** Records the notification durably and queues it; a replay of one already recorded changes nothing. */
    async accept(provider: AcquirerId, notification: AcquirerNotification): Promise<void> {
      const row = await repo.record(provider, notification, leaseSeconds);
      if (!row || held.has(row.id)) return;
      held.add(row.id);
      queue.push(row);
      drain();
    },

    /** Resolves once this process has applied everything it received so far. */
    settled(): Promise<void> {
      if (active === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },

    /** The jobs worker's pass over notifications nobody finished: one batch, applied in order. */
    async sweep(): Promise<number> {
      const rows = (await repo.claimDue(SWEEP_BATCH, leaseSeconds)).filter((row) => !held.has(row.id));
      for (const row of rows) await applyRow(row);
      return rows.length;
    },

    backlog: () => repo.backlog(),
  };
}

export type PaymentInbox = ReturnType<typeof createPaymentInbox>;
