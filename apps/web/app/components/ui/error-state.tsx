import { clsx } from 'clsx';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '#app/components/ui/button';

function reloadPage() {
  window.location.reload();
}

/** The generic error state of spec §8, sized to sit inside a page section. */
export function ErrorState({ onRetry = reloadPage, className }: { onRetry?: () => void; className?: string }) {
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-center gap-4 rounded-2xl border border-border bg-surface px-6 py-8 text-center sm:py-10',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-danger/12 text-danger ring-1 ring-danger/25">
        <TriangleAlert aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold">Произошла ошибка</p>
      <Button variant="secondary" icon={<RotateCw aria-hidden="true" />} onClick={() => onRetry()}>
        Перезагрузить
      </Button>
    </div>
  );
}
