import { BREAKPOINTS, MODAL } from '@lootmarket/domain';
import * as Dialog from '@radix-ui/react-dialog';
import clsx from 'clsx';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { useMediaQuery } from '#app/lib/use-media-query';
import { BottomSheet } from './bottom-sheet';
import { CloseButton, dialogCloseButtonClass, sheetHasCloseButton } from './close-button';
import { isToastTarget, useModalLayer, type CloseButtonMode } from './modal-stack';

export type { CloseButtonMode };

export type ModalSize = 'default' | 'md' | 'lg';

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  /** false: Escape, outside clicks and swipes do nothing and no close button is shown. */
  dismissible?: boolean;
  closeButton?: CloseButtonMode;
  /** Full-bleed art above the title, such as a promo banner. */
  media?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** [max width, max width at the 2xl breakpoint] in px. */
const WIDTHS: Record<ModalSize, readonly [number, number]> = {
  default: [MODAL.maxWidth, MODAL.maxWidthAtLargest],
  md: [MODAL.sizes.md, MODAL.sizes.md],
  lg: [MODAL.sizes.lg, MODAL.sizes.lg],
};

export const DESKTOP_MODAL_QUERY = `(min-width: ${BREAKPOINTS.tablet}px)`;

/**
 * The surface for a modal: whatever fits the screen while it is closed, and, once open, the one it opened
 * with. Switching surfaces remounts the content, which would wipe what the visitor was typing when a
 * tablet turns or a window is resized across the breakpoint.
 */
function useModalSurface(open: boolean): boolean | null {
  // Without matchMedia the centred dialog is the safer guess: it needs no touch gestures.
  const isWide = useMediaQuery(DESKTOP_MODAL_QUERY, true);
  const [openedWide, setOpenedWide] = useState<boolean | null>(null);
  if (open && openedWide === null && isWide !== null) setOpenedWide(isWide);
  if (!open && openedWide !== null) setOpenedWide(null);
  return open && openedWide !== null ? openedWide : isWide;
}

/** A centred dialog from tablet width up, a bottom sheet on phones. */
export function Modal(props: ModalProps) {
  const isWide = useModalSurface(props.open);
  // The layout is unknown until hydration; guessing would flash the wrong surface.
  if (isWide === null) return null;
  if (isWide) return <CenteredDialog {...props} />;
  const { closeButton = 'always', size: _size, media, children, ...sheet } = props;
  return (
    <BottomSheet {...sheet} showCloseButton={sheetHasCloseButton(closeButton)}>
      {media ? <div className="mb-4 overflow-hidden rounded-2xl">{media}</div> : null}
      {children}
    </BottomSheet>
  );
}

function CenteredDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'default',
  dismissible = true,
  closeButton = 'always',
  media,
  footer,
  children,
  className,
}: ModalProps) {
  const layer = useModalLayer(open);
  const [width, widthAtLargest] = WIDTHS[size];
  const closeClass = dismissible ? dialogCloseButtonClass(closeButton) : null;
  const contentStyle = {
    zIndex: layer.content,
    maxHeight: `${MODAL.maxHeightVh}vh`,
    '--modal-w': `${width}px`,
    '--modal-w-2xl': `${widthAtLargest}px`,
  } as CSSProperties;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-modal-overlay=""
          className="ui-overlay fixed inset-0 bg-black/70 backdrop-blur-sm"
          style={{ zIndex: layer.overlay }}
        />
        <Dialog.Content
          data-size={size}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            if (!dismissible || isToastTarget(event.target)) event.preventDefault();
          }}
          style={contentStyle}
          className={clsx(
            'ui-dialog fixed top-1/2 left-1/2 flex -translate-1/2 flex-col overflow-hidden outline-none',
            'w-[calc(100vw-2rem)] max-w-(--modal-w) 2xl:max-w-(--modal-w-2xl)',
            'rounded-2xl border border-border bg-surface text-text shadow-card',
            className,
          )}
        >
          {closeClass !== null ? (
            <Dialog.Close asChild>
              <CloseButton
                className={clsx('absolute z-10 top-3.5 right-3.5 bg-surface/70 backdrop-blur', closeClass)}
              />
            </Dialog.Close>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
            {media}
            <header className={clsx('px-6 pt-6 pb-4', closeClass !== null && !media && 'pr-16')}>
              <Dialog.Title className="text-xl leading-tight font-semibold">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="mt-1.5 text-sm text-muted">{description}</Dialog.Description>
              ) : null}
            </header>
            <div className="px-6 pb-6">{children}</div>
          </div>
          {footer ? (
            <footer className="flex flex-wrap justify-end gap-3 border-t border-border px-6 py-4">{footer}</footer>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
