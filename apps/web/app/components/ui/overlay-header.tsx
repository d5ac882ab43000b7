import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { CloseButton } from './close-button';

export type OverlayHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  showClose: boolean;
  className?: string;
  closeClassName?: string;
};

/**
 * Title, description and close button of a sheet or a side panel. The sheet library builds on the same
 * dialog primitives, so one header serves both and stays tied to its dialog for screen readers.
 */
export function OverlayHeader({ title, description, showClose, className, closeClassName }: OverlayHeaderProps) {
  return (
    <header className={clsx('flex items-start gap-3', className)}>
      <div className="min-w-0 flex-1 pt-2">
        <Dialog.Title className="text-lg leading-tight font-semibold">{title}</Dialog.Title>
        {description ? (
          <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
        ) : null}
      </div>
      {showClose ? (
        <Dialog.Close asChild>
          <CloseButton className={closeClassName} />
        </Dialog.Close>
      ) : null}
    </header>
  );
}
