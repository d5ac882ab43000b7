import type { WithdrawalDisplayStatus } from '@lootmarket/domain';
import clsx from 'clsx';

const TONES: Record<WithdrawalDisplayStatus, string> = {
  new: 'border-warning/40 bg-warning/10 text-warning',
  sending: 'border-info/40 bg-info/10 text-info',
  paid: 'border-success/40 bg-success/10 text-success',
  error: 'border-danger/40 bg-danger/10 text-danger',
  cancelled: 'border-border bg-surface-2 text-muted',
};

export function OutcomeStatusBadge({ status, label }: { status: WithdrawalDisplayStatus; label: string }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
      )}
    >
      {label}
    </span>
  );
}
