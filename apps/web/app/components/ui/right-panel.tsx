import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { OverlayHeader } from './overlay-header';
import { isToastTarget, useModalLayer } from './modal-stack';

export type RightPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** false: Escape and outside clicks do nothing and no close button is shown. */
  dismissible?: boolean;
  showCloseButton?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A side panel that slides in from the right: full width on phones, 420 px from tablet width up. */
export function RightPanel({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  showCloseButton = true,
  footer,
  children,
  className,
}: RightPanelProps) {
  const layer = useModalLayer(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-modal-overlay=""
          className="ui-overlay fixed inset-0 bg-black/60 backdrop-blur-[2px]"
          style={{ zIndex: layer.overlay }}
        />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!dismissible || isToastTarget(event.target)) event.preventDefault();
          }}
          style={{ zIndex: layer.content }}
          className={clsx(
            'ui-panel fixed inset-y-0 right-0 flex h-dvh w-full flex-col outline-none tablet:w-[420px]',
            'border-border bg-surface text-text shadow-card tablet:rounded-l-2xl tablet:border-l',
            'pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)]',
            className,
          )}
        >
          <OverlayHeader
            title={title}
            description={description}
            showClose={Boolean(showCloseButton && dismissible)}
            className="border-b border-border px-5 py-4"
            closeClassName="-mr-2"
          />
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
          {footer ? <footer className="flex flex-col gap-2 border-t border-border px-5 py-4">{footer}</footer> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
