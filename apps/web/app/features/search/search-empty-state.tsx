import { SearchX } from 'lucide-react';
import clsx from 'clsx';

/** Spec §8: the panel says it in the polite form, the results page in the familiar one. */
const TEXTS = {
  panel: { title: 'Не смогли ничего найти', hint: 'Попробуйте изменить запрос' },
  page: { title: 'Ничего не найдено', hint: 'Попробуй изменить запрос' },
} as const;

export function SearchEmptyState({
  variant,
  id,
  className,
}: {
  variant: keyof typeof TEXTS;
  id?: string;
  className?: string;
}) {
  const { title, hint } = TEXTS[variant];
  return (
    <div id={id} role="status" className={clsx('flex flex-col items-center gap-3 px-6 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-2xl bg-surface-2 text-muted">
        <SearchX aria-hidden className="size-6" />
      </span>
      <div className="flex flex-col gap-1">
        <p className="text-base font-semibold text-text">{title}</p>
        <p className="text-sm text-muted">{hint}</p>
      </div>
    </div>
  );
}
