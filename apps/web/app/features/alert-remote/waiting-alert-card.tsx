import { formatMoney, type RemoteAlert } from '@lootmarket/domain';
import { Check, EyeOff, SkipForward } from 'lucide-react';
import { Button } from '#app/components/ui/button';
import { AlertStateBadge } from './alert-state-badge';
import { useSecondsLeft } from './use-seconds-left';

export interface WaitingActions {
  approve(alert: RemoteAlert, hideMessage: boolean): void;
  skip(alert: RemoteAlert): void;
}

/** One alert waiting for a decision, with thumb-sized buttons: show, show without text, skip. */
export function WaitingAlertCard({
  alert,
  busy,
  actions,
}: {
  alert: RemoteAlert;
  busy: string | null;
  actions: WaitingActions;
}) {
  const secondsLeft = useSecondsLeft(alert.notBefore);
  const key = (action: string) => `${action}-${alert.id}`;
  return (
    <li
      data-testid="waiting-alert"
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm"
      aria-label={`Оповещение от ${alert.donorName}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate text-base font-semibold">{alert.donorName}</p>
          {alert.amount !== undefined && alert.currency ? (
            <p className="font-bold text-accent tabular-nums">{formatMoney(alert.amount, alert.currency)}</p>
          ) : null}
        </div>
        <AlertStateBadge state={alert.state} />
      </div>
      {alert.message ? (
        <p className="mt-2 text-[15px] leading-snug break-words whitespace-pre-wrap text-text/90">{alert.message}</p>
      ) : (
        <p className="mt-2 text-sm text-subtle">Без сообщения</p>
      )}
      {secondsLeft !== null ? (
        <p className="mt-2 text-sm font-medium text-info tabular-nums" role="timer">
          В эфир через {secondsLeft} с
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button
          size="lg"
          icon={<Check />}
          loading={busy === key('approve')}
          onClick={() => actions.approve(alert, false)}
          className="col-span-2"
        >
          Показать
        </Button>
        <Button
          size="lg"
          variant="secondary"
          icon={<EyeOff />}
          loading={busy === key('hidden')}
          onClick={() => actions.approve(alert, true)}
        >
          Без текста
        </Button>
        <Button
          size="lg"
          variant="danger"
          icon={<SkipForward />}
          loading={busy === key('skip')}
          onClick={() => actions.skip(alert)}
        >
          Пропустить
        </Button>
      </div>
    </li>
  );
}
