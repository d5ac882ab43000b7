import clsx from 'clsx';
import { X } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import type { CloseButtonMode } from './modal-stack';

export function CloseButton({ className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      aria-label="Закрыть"
      className={clsx(
        'grid size-11 shrink-0 place-items-center rounded-xl text-muted transition-colors tablet:size-10',
        'hover:bg-surface-2 hover:text-text focus-visible:outline-2 focus-visible:outline-primary',
        className,
      )}
      {...rest}
    >
      <X className="size-5" aria-hidden />
    </button>
  );
}

/**
 * Classes for the close button of a centred dialog (tablet width and up), or null when it is not rendered.
 * 'mobile-only' shows it only in the bottom sheet; 'desktop-hidden' hides it from 1024 px up.
 */
export function dialogCloseButtonClass(mode: CloseButtonMode): string | null {
  if (mode === 'always') return '';
  if (mode === 'desktop-hidden') return 'desktop:hidden';
  return null;
}

export function sheetHasCloseButton(mode: CloseButtonMode): boolean {
  return mode !== 'none';
}
