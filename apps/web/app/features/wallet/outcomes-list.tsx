import type { OutcomeView } from '@lootmarket/domain';
import { Bitcoin, Landmark } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#app/components/ui/button';
import { OutcomeStatusBadge } from './outcome-status-badge';
import { outcomeAnchor } from './pending-withdrawal-notice';
import { formatWhen, money } from './wallet-format';

/** The user's withdrawals with their statuses; one still waiting can be cancelled from here. */
export function OutcomesList({
  outcomes,
  onCancel,
  supportHref,
}: {
  outcomes: OutcomeView[];
  onCancel: (id: string) => Promise<void>;
  /** Where «Написать в поддержку» about one withdrawal leads. */
  supportHref?: (id: string) => string;
}) {
  const [cancelling, setCancelling] = useState<string | null>(null);
  if (outcomes.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
        Выводов ещё не было
      </p>
    );
  return (
    <ul aria-label="Выводы" className="flex flex-col gap-2">
      {outcomes.map((outcome) => {
        const Icon = outcome.type === 'sbp' ? Landmark : Bitcoin;
        return (
          <li
            key={outcome.id}
            id={outcomeAnchor(outcome.id)}
            aria-label={`Вывод ${money(outcome.amount.amount, outcome.amount.currency)}: ${outcome.status_label}`}
            className="scroll-mt-24 rounded-2xl border border-border bg-surface p-3.5 target:border-warning"
          >
            <div className="flex items-start gap-3">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-surface-2 text-muted">
                <Icon aria-hidden="true" className="size-4.5" />
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <span className="font-semibold tabular-nums">
                    {money(outcome.amount.amount, outcome.amount.currency)}
                  </span>
                  <OutcomeStatusBadge status={outcome.display_status} label={outcome.status_label} />
                </div>
                <p className="mt-0.5 truncate text-sm text-muted">{outcome.destination_label}</p>
                <p className="mt-0.5 text-xs text-subtle">
                  {formatWhen(outcome.created_at)} · к получению{' '}
                  {outcome.crypto
                    ? `${outcome.crypto.amount} USDT`
                    : money(outcome.payout.amount, outcome.payout.currency)}{' '}
                  · комиссия {money(outcome.fee.amount, outcome.fee.currency)}
                </p>
                {outcome.reason && outcome.display_status !== 'paid' ? (
                  <p className="mt-1 text-xs text-muted">{outcome.reason}</p>
                ) : null}
                {supportHref ? (
                  <Link
                    to={supportHref(outcome.id)}
                    className="mt-1 inline-block text-xs text-primary-hover hover:underline"
                  >
                    Написать в поддержку
                  </Link>
                ) : null}
              </div>
            </div>
            {outcome.cancellable ? (
              <div className="mt-3 flex justify-end">
                <Button
                  size="sm"
                  variant="secondary"
                  loading={cancelling === outcome.id}
                  onClick={async () => {
                    setCancelling(outcome.id);
                    await onCancel(outcome.id).finally(() => setCancelling(null));
                  }}
                >
                  Отменить вывод
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
