import {
  formatCryptoCents,
  formatPhone,
  formatRate,
  withdrawalDisplayStatus,
  WITHDRAWAL_STATUS_LABELS,
  type OutcomeView,
  type WithdrawalState,
} from '@lootmarket/domain';
import type { OutcomeRow } from './withdrawals.repo';
import type { StoredDestination } from './withdrawals.tables';

export const stateOf = (row: OutcomeRow): WithdrawalState => ({
  status: row.status,
  stage: row.stage,
  attempt: row.attempt,
});

/** 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' → 'TR7N…Lj6t'. */
const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

export function destinationLabel(destination: StoredDestination): string {
  return destination.type === 'sbp'
    ? `${formatPhone(destination.phone)} · ${destination.bankName}`
    : `USDT TRC-20 · ${shortAddress(destination.address)}`;
}

/** The outcome as its owner sees it. */
export function toOutcomeView(row: OutcomeRow): OutcomeView {
  const display = withdrawalDisplayStatus(row);
  const money = (amount: number) => ({ amount, currency: row.currency });
  const { destination } = row;
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    stage: row.stage,
    display_status: display,
    status_label: WITHDRAWAL_STATUS_LABELS[display],
    amount: money(row.amount),
    fee: money(row.fee),
    payout: money(row.amount - row.fee),
    crypto:
      destination.type === 'crypto' && row.cryptoCents !== null && row.rateScaled !== null
        ? {
            amount: formatCryptoCents(row.cryptoCents),
            asset: 'USDT',
            network: 'TRC-20',
            rate: formatRate(row.rateScaled),
            address: destination.address,
          }
        : null,
    sbp:
      destination.type === 'sbp'
        ? { phone: formatPhone(destination.phone), bank_id: destination.bankId, bank_name: destination.bankName }
        : null,
    destination_label: destinationLabel(destination),
    cancellable: row.status === 'outcome_status_new',
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}
