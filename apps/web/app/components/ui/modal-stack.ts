import { modalZIndex } from '@lootmarket/domain';
import { useLayoutEffect, useState } from 'react';

// One stack per page: every open modal, sheet or panel takes the next layer above the others.
const openLayers: symbol[] = [];

/** z-indexes for an overlay surface: the backdrop at 1000 + 2·index, the content one above it. */
export function useModalLayer(open: boolean): { overlay: number; content: number } {
  const [index, setIndex] = useState(0);
  useLayoutEffect(() => {
    if (!open) return;
    const layer = Symbol('modal-layer');
    openLayers.push(layer);
    setIndex(openLayers.length - 1);
    return () => {
      openLayers.splice(openLayers.indexOf(layer), 1);
    };
  }, [open]);
  const overlay = modalZIndex(index);
  return { overlay, content: overlay + 1 };
}

export const TOAST_VIEWPORT_ATTR = 'data-toast-viewport';

/**
 * Toasts sit outside every dialog, so pressing one would count as an outside click;
 * closing a toast must not close the dialog under it.
 */
export function isToastTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${TOAST_VIEWPORT_ATTR}]`) !== null;
}

/** Where a modal surface shows its close button (see close-button.tsx). */
export type CloseButtonMode = 'always' | 'mobile-only' | 'desktop-hidden' | 'none';
