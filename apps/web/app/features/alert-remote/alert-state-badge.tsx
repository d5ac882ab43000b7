import { ALERT_STATE_LABELS, type AlertState } from '@lootmarket/domain';
import clsx from 'clsx';

const TONES: Readonly<Record<AlertState, string>> = {
  delayed: 'bg-info/15 text-info',
  held: 'bg-warning/15 text-warning',
  queued: 'bg-surface-2 text-muted',
  on_screen: 'bg-success/15 text-success',
  shown: 'bg-surface-2 text-subtle',
  skipped: 'bg-danger/10 text-danger',
};

/** Where an alert is on its way to the screen, as a small coloured label. */
export function AlertStateBadge({ state, className }: { state: AlertState; className?: string }) {
  return (
    <span
      data-state={state}
      className={clsx('inline-flex shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', TONES[state], className)}
    >
      {ALERT_STATE_LABELS[state]}
    </span>
  );
}
