import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { resultsHref, type ResultsParams } from './results-params';

/** Pages around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((value) => value >= 1 && value <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((value, index) => (index > 0 && value - sorted[index - 1]! > 1 ? [null, value] : [value]));
}

export function SearchPagination({
  params,
  page,
  pageCount,
}: {
  params: ResultsParams;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const arrow =
    'flex size-10 items-center justify-center rounded-xl border border-border text-muted transition-colors hover:bg-surface-2 hover:text-text';
  return (
    <nav aria-label="Страницы результатов" className="flex items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={resultsHref(params, { page: page - 1 })} aria-label="Предыдущая страница" className={arrow}>
          <ChevronLeft aria-hidden className="size-4" />
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((value, index) =>
        value === null ? (
          <span key={`gap-${index}`} className="px-1 text-subtle">
            …
          </span>
        ) : (
          <Link
            key={value}
            to={resultsHref(params, { page: value })}
            aria-current={value === page ? 'page' : undefined}
            className={clsx(
              'flex size-10 items-center justify-center rounded-xl text-sm font-semibold tabular-nums transition-colors',
              value === page ? 'bg-primary-fill text-white' : 'text-muted hover:bg-surface-2 hover:text-text',
            )}
          >
            {value}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={resultsHref(params, { page: page + 1 })} aria-label="Следующая страница" className={arrow}>
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
