import type { Db } from '../../db/client';
import type { Acquirer, AcquirerId } from '../../platform/payments/types';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentEventHandler, PaymentPurpose, PaymentsLedger, RefundEventHandler } from './payments.ports';

/** What the payments use cases share: one repo, the acquirers, the ledger and the purpose handlers. */
export interface PaymentsContext {
  db: Db;
  repo: PaymentsRepo;
  ledger: PaymentsLedger;
  acquirers: Partial<Record<AcquirerId, Acquirer>>;
  active: AcquirerId | null;
  retryDelaysMs: readonly number[];
  log: (message: string, detail?: Record<string, unknown>) => void;
  paymentHandlers: Map<PaymentPurpose, PaymentEventHandler>;
  refundHandlers: Map<PaymentPurpose, RefundEventHandler>;
  acquirerOf(provider: string): Acquirer;
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
