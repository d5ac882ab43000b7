import type { OutcomeView } from '@lootmarket/domain';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { money } from './wallet-format';

/** The anchor of a withdrawal in the wallet's list, so a notice can point at it. */
export const outcomeAnchor = (id: string): string => `withdrawal-${id}`;

/**
 * Why «Вывести» brings the user back here: one withdrawal at a time (spec §4). Names the waiting one,
 * links to it in the list and offers to cancel it, after which a new one can be ordered.
 */
export function PendingWithdrawalNotice({
  outcomes,
  onCancel,
}: {
  outcomes: OutcomeView[];
  onCancel: (id: string) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const pending = outcomes.find((outcome) => outcome.status === 'outcome_status_new');
  if (!pending) return null;
  return (
    <section
      aria-label="Вывод ждёт обработки"
      className="flex flex-col gap-3 rounded-2xl border border-warning/40 bg-warning/5 p-4 text-sm sm:flex-row sm:items-center"
    >
      <Hourglass aria-hidden className="size-5 shrink-0 text-warning" />
      <p className="min-w-0 flex-1">
        Вывод {money(pending.amount.amount, pending.amount.currency)} ({pending.destination_label}) ещё обрабатывается.
        Новый вывод можно заказать, когда он завершится или если его отменить.
      </p>
      <div className="flex shrink-0 gap-2">
        <a
          href={`#${outcomeAnchor(pending.id)}`}
          className="self-center font-medium text-primary-hover hover:underline"
        >
          К выводу
        </a>
        {pending.cancellable ? (
          <Button
            size="sm"
            variant="secondary"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              await onCancel(pending.id).finally(() => setBusy(false));
            }}
          >
            Отменить вывод
          </Button>
        ) : null}
      </div>
    </section>
  );
}
