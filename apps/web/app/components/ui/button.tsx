import clsx from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-primary-fill text-white shadow-[0_8px_24px_-10px_var(--color-primary)] hover:bg-primary-hover active:brightness-95',
  secondary: 'border border-border bg-surface-2 text-text hover:border-subtle hover:bg-surface-3',
  ghost: 'text-muted hover:bg-surface-2 hover:text-text',
  danger: 'bg-danger text-white hover:brightness-110 active:brightness-95',
};

// Small buttons keep a 44 px hit area on touch screens and shrink only from tablet width up.
const SIZES: Record<ButtonSize, string> = {
  sm: 'h-11 tablet:h-9 px-3.5 text-sm gap-1.5',
  md: 'h-11 px-5 text-sm gap-2',
  lg: 'h-13 px-6 text-base gap-2.5',
};

export type ButtonClassOptions = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
};

/** Button look for elements that are not buttons, such as router links. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth, className }: ButtonClassOptions = {}) {
  return clsx(
    'relative inline-flex shrink-0 select-none items-center justify-center rounded-xl font-semibold whitespace-nowrap',
    'transition-[background-color,border-color,color,filter,box-shadow] duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
    className,
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
  fullWidth?: boolean;
  icon?: ReactNode;
};

export function Button({
  variant,
  size,
  loading = false,
  fullWidth,
  icon,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClassName({ variant, size, fullWidth, className })}
    >
      {/* The label stays in the layout while loading so the button keeps its width. */}
      <span className={clsx('inline-flex items-center gap-[inherit]', loading && 'invisible')}>
        {icon ? <span className="inline-flex shrink-0 [&>svg]:size-[1.15em]">{icon}</span> : null}
        {children}
      </span>
      {loading ? (
        <span className="absolute inset-0 grid place-items-center">
          <Spinner size={size === 'lg' ? 'md' : 'sm'} label={null} />
        </span>
      ) : null}
    </button>
  );
}
