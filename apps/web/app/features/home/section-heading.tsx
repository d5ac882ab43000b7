import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A home section's title with an optional "see all" link or action on the right. */
export function SectionHeading({
  id,
  title,
  description,
  moreHref,
  moreLabel = 'Смотреть все',
  action,
}: {
  id: string;
  title: string;
  description?: string;
  moreHref?: string | null;
  moreLabel?: string;
  action?: ReactNode;
}) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {action ??
        (moreHref ? (
          <Link
            to={moreHref}
            className="inline-flex shrink-0 items-center gap-0.5 text-sm font-medium text-primary hover:text-primary-hover"
          >
            {moreLabel}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        ) : null)}
    </div>
  );
}
