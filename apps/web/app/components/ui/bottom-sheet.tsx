import { MODAL } from '@lootmarket/domain';
import clsx from 'clsx';
import { useRef, type PointerEvent, type ReactNode } from 'react';
import { Drawer } from 'vaul';
import { OverlayHeader } from './overlay-header';
import { isToastTarget, useModalLayer } from './modal-stack';
import { shouldCloseSheet } from './sheet-gesture';

export type BottomSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** false: swipe, Escape and outside taps leave the sheet open, and there is no close button. */
  dismissible?: boolean;
  showCloseButton?: boolean;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
};

export function BottomSheet({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  showCloseButton = true,
  footer,
  children,
  className,
}: BottomSheetProps) {
  const layer = useModalLayer(open);
  const contentRef = useRef<HTMLDivElement>(null);
  const press = useRef<{ y: number; at: number } | null>(null);

  // vaul decides by distance and speed; the spec also closes on any short flick, which vaul may keep open.
  function handleRelease(event: PointerEvent<HTMLDivElement>, stayedOpen: boolean) {
    const start = press.current;
    press.current = null;
    if (!stayedOpen || !dismissible || !start || !event) return;
    const close = shouldCloseSheet({
      dragDistancePx: event.pageY - start.y,
      sheetHeightPx: contentRef.current?.getBoundingClientRect().height ?? 0,
      dragDurationMs: event.timeStamp - start.at,
    });
    if (close) onOpenChange(false);
  }

  return (
    <Drawer.Root
      open={open}
      onOpenChange={onOpenChange}
      dismissible={dismissible}
      closeThreshold={MODAL.sheetCloseDragRatio}
      onRelease={handleRelease}
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 bg-black/70 backdrop-blur-[2px]" style={{ zIndex: layer.overlay }} />
        <Drawer.Content
          ref={contentRef}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onPointerDown={(event) => {
            press.current = { y: event.pageY, at: event.timeStamp };
          }}
          onPointerDownOutside={(event) => {
            if (isToastTarget(event.target)) event.preventDefault();
          }}
          style={{ zIndex: layer.content, maxHeight: `${MODAL.maxHeightVh}dvh` }}
          className={clsx(
            'fixed inset-x-0 bottom-0 flex flex-col rounded-t-3xl border-t border-border bg-surface text-text',
            'shadow-[0_-20px_50px_-20px_rgb(0_0_0/0.8)] outline-none',
            'pb-[env(safe-area-inset-bottom)]',
            className,
          )}
        >
          <div aria-hidden className="mx-auto mt-2.5 mb-1 h-1.5 w-11 shrink-0 rounded-full bg-surface-3" />
          <OverlayHeader
            title={title}
            description={description}
            showClose={Boolean(showCloseButton && dismissible)}
            className="px-4 pt-2 pb-3"
            closeClassName="-mr-1.5"
          />
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-4">{children}</div>
          {footer ? (
            <footer className="flex flex-col gap-2 border-t border-border px-4 pt-3 pb-4">{footer}</footer>
          ) : null}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
