import type { Db } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { type Acquirer, type AcquirerId } from '../../platform/payments/types';
import { UUID_PATTERN, type PaymentsContext } from './payments.context';
import type {
  PaymentEventHandler,
  PaymentPurpose,
  PaymentsLedger,
  PaymentsService,
  RefundEventHandler,
} from './payments.ports';
import { createPaymentsRepo, type PaymentRow } from './payments.repo';
import { toPaymentView } from './payments.view';
import { createPaymentApplier } from './payments.apply';
import { createPaymentAttempts } from './payments.create';
import { createRefunds } from './payments.refunds';
import { createPaymentInbox, PAYMENTS_INBOX_JOB } from './payment-inbox';

export interface PaymentsServiceOptions {
  db: Db;
  ledger: PaymentsLedger;
  /** Acquirers by id: the active one takes new payments, the others still settle the payments they hold. */
  acquirers: Partial<Record<AcquirerId, Acquirer>>;
  active: AcquirerId | null;
  /** Back-off between retries of a call whose outcome is unknown. */
  retryDelaysMs?: readonly number[];
  log?: ((message: string, detail?: Record<string, unknown>) => void) | undefined;
  /** A payment without a final state this long is asked about at the acquirer by the jobs worker. */
  syncAfterMs?: number;
  /** How often the jobs worker runs that sweep. */
  syncEverySeconds?: number;
  /** How many received notifications one process applies at once. */
  notificationConcurrency?: number;
  /** How often the jobs worker looks for notifications no process finished applying. */
  inboxEverySeconds?: number;
}

export const PAYMENTS_SYNC_JOB = 'payments.sync-unfinished';
const SYNC_BATCH = 100;

export function createPaymentsService(options: PaymentsServiceOptions): PaymentsService {
  const repo = createPaymentsRepo(options.db);
  const context: PaymentsContext = {
    ...options,
    repo,
    retryDelaysMs: options.retryDelaysMs ?? [250, 1000, 3000],
    log: options.log ?? (() => {}),
    paymentHandlers: new Map<PaymentPurpose, PaymentEventHandler>(),
    refundHandlers: new Map<PaymentPurpose, RefundEventHandler>(),
    acquirerOf(provider: string): Acquirer {
      const acquirer = options.acquirers[provider as AcquirerId];
      if (!acquirer) throw new AppError('UNAVAILABLE', 'Платёжная система недоступна');
      return acquirer;
    },
  };
  const applier = createPaymentApplier(context);
  const attempts = createPaymentAttempts(context, applier);
  const refunds = createRefunds(context, applier);
  const inbox = createPaymentInbox({
    db: options.db,
    apply: applier.handleNotification,
    log: context.log,
    ...(options.notificationConcurrency ? { concurrency: options.notificationConcurrency } : {}),
  });

  // The database stamps payments with the real time, so the sweep measures with the real clock too.
  const now = Date.now;
  const syncAfterMs = options.syncAfterMs ?? 120_000;

  /** One payment's state from its acquirer; an acquirer that does not answer is asked again next round. */
  async function syncOne(row: PaymentRow): Promise<void> {
    try {
      if (row.status === 'creating') await attempts.resume(row);
      await applier.sync(row.id);
    } catch (error) {
      context.log('could not ask the acquirer about an unfinished payment', {
        paymentId: row.id,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      await repo.touch(row.id, new Date(now()));
    }
  }

  async function syncUnfinished(limit = SYNC_BATCH): Promise<number> {
    const due = await repo.listUnfinished(new Date(now() - syncAfterMs), limit);
    for (const row of due) await syncOne(row);
    return due.length;
  }

  function register<H>(handlers: Map<PaymentPurpose, H>, purpose: PaymentPurpose, handler: H): void {
    if (handlers.has(purpose)) throw new Error(`A ${purpose} payment handler is already registered`);
    handlers.set(purpose, handler);
  }

  return {
    activeProvider: options.active,
    createPayment: attempts.create,
    onPaymentEvent: (purpose, handler) => register(context.paymentHandlers, purpose, handler),
    onRefundEvent: (purpose, handler) => register(context.refundHandlers, purpose, handler),
    refund: refunds.refund,
    async getPayment(paymentId) {
      const row = UUID_PATTERN.test(paymentId) ? await repo.findById(paymentId) : undefined;
      return row ? toPaymentView(row) : null;
    },
    listPayments: async (purpose, reference) => (await repo.listByReference(purpose, reference)).map(toPaymentView),
    async syncPayment(paymentId) {
      const row = UUID_PATTERN.test(paymentId) ? await repo.findById(paymentId) : undefined;
      if (!row) return null;
      await attempts.resume(row);
      return applier.sync(paymentId);
    },
    handleNotification: applier.handleNotification,
    async acceptNotification(provider, notification) {
      if (!options.acquirers[provider]) throw new AppError('NOT_FOUND');
      await inbox.accept(provider, notification);
    },
    notificationsSettled: inbox.settled,
    notificationBacklog: inbox.backlog,
    syncUnfinished,
    jobHandlers: {
      [PAYMENTS_SYNC_JOB]: async () => void (await syncUnfinished()),
      [PAYMENTS_INBOX_JOB]: async () => void (await inbox.sweep()),
    },
    recurring: {
      [PAYMENTS_SYNC_JOB]: options.syncEverySeconds ?? 60,
      [PAYMENTS_INBOX_JOB]: options.inboxEverySeconds ?? 5,
    },
  };
}
