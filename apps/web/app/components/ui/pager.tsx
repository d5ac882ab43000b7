import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClassName } from './button';

export interface PagerProps {
  page: number;
  pages: number;
  /** The address of another page of the same list (filters and tabs kept). */
  hrefFor: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
}

/** Back and forward links around «page of pages»; nothing at all for a list that fits on one page. */
export function Pager({ page, pages, hrefFor, previousLabel = 'Назад', nextLabel = 'Дальше' }: PagerProps) {
  if (pages <= 1) return null;
  const linkClass = buttonClassName({ variant: 'secondary', size: 'sm' });
  return (
    <nav aria-label="Страницы" className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4" /> {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted tabular-nums">
        {page} из {pages}
      </span>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={linkClass}>
          {nextLabel} <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
