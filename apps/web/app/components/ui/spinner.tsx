import clsx from 'clsx';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

export type SpinnerProps = {
  size?: keyof typeof SIZES;
  className?: string;
  /** Announced to screen readers; pass null when a parent already says it is busy. */
  label?: string | null;
};

export function Spinner({ size = 'md', className, label = 'Загрузка' }: SpinnerProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      className={clsx('animate-spin motion-reduce:animate-[spin_1.5s_linear_infinite]', SIZES[size], className)}
      role={label ? 'status' : undefined}
      aria-label={label ?? undefined}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
