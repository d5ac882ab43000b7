import type { ModerationHidden } from '@lootmarket/domain';
import { EyeOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#app/components/ui/button';
import { LocalTime } from '#app/components/local-time';

const DATE_FORMAT = { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' } as const;

/** One object in the moderation queue: what it is, whether it is hidden and why, and the one action left. */
export function ModerationItem({
  title,
  details,
  hidden,
  busy,
  label,
  onHide,
  onRestore,
  children,
}: {
  title: ReactNode;
  details: ReactNode;
  hidden: ModerationHidden;
  busy: boolean;
  /** What the buttons name for a screen reader: «Скрыть: …». */
  label: string;
  onHide(): void;
  onRestore(): void;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-surface p-4 tablet:flex-row tablet:items-start">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words">{title}</p>
        <p className="mt-0.5 text-sm break-words text-muted">{details}</p>
        {children}
        {hidden ? (
          <p className="mt-2 flex items-start gap-1.5 text-sm text-danger">
            <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Скрыто <LocalTime iso={hidden.at} format={DATE_FORMAT} />: {hidden.reason}
            </span>
          </p>
        ) : null}
      </div>
      {hidden ? (
        <Button size="sm" variant="secondary" loading={busy} onClick={onRestore} aria-label={`Вернуть: ${label}`}>
          Вернуть
        </Button>
      ) : (
        <Button size="sm" variant="danger" disabled={busy} onClick={onHide} aria-label={`Скрыть: ${label}`}>
          Скрыть
        </Button>
      )}
    </li>
  );
}
