import clsx from 'clsx';
import type { HTMLAttributes } from 'react';

export type SkeletonProps = HTMLAttributes<HTMLDivElement> & {
  /** Pill for text lines and chips, circle for avatars. */
  shape?: 'rect' | 'pill' | 'circle';
};

export function Skeleton({ shape = 'rect', className, ...rest }: SkeletonProps) {
  return (
    <div
      aria-hidden
      data-skeleton=""
      className={clsx(
        'ui-shimmer bg-surface-2',
        shape === 'rect' && 'rounded-xl',
        shape === 'pill' && 'h-4 rounded-full',
        shape === 'circle' && 'aspect-square rounded-full',
        className,
      )}
      {...rest}
    />
  );
}
