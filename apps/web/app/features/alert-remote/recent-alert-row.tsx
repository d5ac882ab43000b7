import { formatMoney, type RemoteAlert } from '@lootmarket/domain';
import { EyeOff, Repeat, SkipForward } from 'lucide-react';
import { AlertStateBadge } from './alert-state-badge';

const iconButton =
  'grid size-11 shrink-0 place-items-center rounded-xl text-muted transition hover:bg-surface-2 hover:text-text disabled:opacity-40';

/** An alert already decided on: its state, a replay and, until it is shown, skipping it or hiding its message. */
export function RecentAlertRow({
  alert,
  onReplay,
  onHide,
  onSkip,
}: {
  alert: RemoteAlert;
  onReplay: () => void;
  onHide: () => void;
  onSkip: () => void;
}) {
  const hideable =
    !alert.messageHidden && alert.message !== '' && (alert.state === 'queued' || alert.state === 'on_screen');
  return (
    <li data-testid="recent-alert" className="flex items-center gap-2 py-2.5">
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2">
          <span className="truncate font-medium">{alert.donorName}</span>
          {alert.amount !== undefined && alert.currency ? (
            <span className="shrink-0 text-sm text-muted tabular-nums">
              {formatMoney(alert.amount, alert.currency)}
            </span>
          ) : null}
        </p>
        <p className="mt-1 flex min-w-0 items-center gap-2 text-sm text-muted">
          <AlertStateBadge state={alert.state} className="py-0.5" />
          <span className="truncate">
            {alert.messageHidden ? <span className="text-subtle">Сообщение скрыто</span> : alert.message || '—'}
          </span>
        </p>
      </div>
      {alert.state === 'queued' ? (
        <button
          type="button"
          className={iconButton}
          title="Пропустить"
          aria-label={`Пропустить оповещение от ${alert.donorName}`}
          onClick={onSkip}
        >
          <SkipForward aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      {hideable ? (
        <button
          type="button"
          className={iconButton}
          aria-label={`Скрыть сообщение от ${alert.donorName}`}
          onClick={onHide}
        >
          <EyeOff aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      <button
        type="button"
        className={iconButton}
        aria-label={`Повторить оповещение от ${alert.donorName}`}
        onClick={onReplay}
      >
        <Repeat aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
