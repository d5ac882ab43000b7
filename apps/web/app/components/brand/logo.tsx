import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'react-router';
import { SITE } from '#app/lib/site';

/** The brand mark: the favicon's "L" with a loot gem, on the primary-to-accent gradient. */
export function LogoMark({ className }: { className?: string }) {
  // Header and footer both render the mark, so the gradient id must be unique per instance.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c5cff" />
          <stop offset="1" stopColor="#3ddc97" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path d="M9 8h5v11.5h9V24H9z" fill="#0a0c13" />
      <path d="M21.5 6.5 25 10.5l-3.5 4-3.5-4z" fill="#0a0c13" />
      <path d="M21.5 8.6 23.2 10.5l-1.7 1.9-1.7-1.9z" fill="#eef0f7" />
    </svg>
  );
}

/**
 * Logo linking home. `compact` hides the wordmark on the narrowest phones, where the header
 * buttons need the room, and `'phones'` on every phone (a header with four entries and the search);
 * it stays readable to assistive technology either way.
 */
export function Logo({ compact = false, className }: { compact?: boolean | 'phones'; className?: string }) {
  return (
    <Link
      to="/"
      className={clsx(
        'group inline-flex shrink-0 items-center gap-2.5 rounded-xl text-text transition-opacity hover:opacity-90',
        className,
      )}
    >
      <LogoMark className="size-8 transition-transform duration-300 group-hover:-rotate-6 lg:size-9" />
      <span
        className={clsx(
          'text-lg leading-none font-extrabold tracking-tight lg:text-xl',
          compact === true && 'max-[359px]:sr-only',
          compact === 'phones' && 'max-sm:sr-only',
        )}
      >
        {SITE.name}
      </span>
    </Link>
  );
}
