import { Timer } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { formatCountdown, useCountdown } from '#app/lib/countdown';

/** The status timer of an order or a donation; tells the page once it runs out, so the page can ask the server what happened. */
export function DeadlineCountdown({
  label,
  deadline,
  onExpired,
}: {
  label: string;
  deadline: string;
  onExpired?: () => void;
}) {
  const seconds = useCountdown(Date.parse(deadline));
  const reported = useRef(false);
  useEffect(() => {
    if (seconds > 0 || reported.current) return;
    reported.current = true;
    onExpired?.();
  }, [seconds, onExpired]);
  return (
    <div
      className="flex items-center gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3"
      data-testid="order-countdown"
    >
      <Timer aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <div className="min-w-0">
        <p className="text-xs text-muted">{seconds > 0 ? label : 'Время вышло'}</p>
        {/* The server renders its own second; the browser takes over on the first tick. */}
        <p className="text-xl font-extrabold tabular-nums" role="timer" aria-live="off" suppressHydrationWarning>
          {formatCountdown(seconds * 1000)}
        </p>
      </div>
    </div>
  );
}
