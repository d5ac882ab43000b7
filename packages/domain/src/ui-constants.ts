/** Interface constants of spec §9, shared by the web app and its tests. */

export const HEADER_HEIGHT = { desktop: 80, mobile: 56 } as const;

/** Layout breakpoints in px: a device class starts at its width. */
export const BREAKPOINTS = { mobile: 320, tablet: 769, desktop: 1024 } as const;

/** Widths used for responsive images and the CSS breakpoints of the same names. */
export const IMAGE_WIDTHS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export type ImageWidthName = keyof typeof IMAGE_WIDTHS;

export const TOAST_TYPES = ['success', 'warning', 'error', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_MAX_VISIBLE = 3;
export const TOAST_DEFAULT_DURATION_MS = 5000;

export const MODAL = {
  /** Desktop modal max width, and at the largest breakpoint (2xl). */
  maxWidth: 632,
  maxWidthAtLargest: 708,
  sizes: { md: 707, lg: 952 },
  maxHeightVh: 90,
  zIndexBase: 1000,
  zIndexStep: 2,
  /** A bottom sheet closes when dragged down by this share of its height... */
  sheetCloseDragRatio: 0.1,
  /** ...or by a flick that takes less than this many milliseconds. */
  sheetCloseFlickMs: 300,
} as const;

/** z-index of the n-th stacked modal (0-based). */
export function modalZIndex(index: number): number {
  return MODAL.zIndexBase + MODAL.zIndexStep * index;
}

export const SEARCH = { debounceMs: 500, listingsLimit: 10, offersLimit: 10, skeletonRows: 4 } as const;

export const TEXT_COUNTER_DEFAULT_MAX = 120;
export const NUMBER_INPUT_DEFAULTS = { min: 0, max: 1_000_000, fractionDigits: 2, locale: 'ru' } as const;
export const PHONE_MASK = '+7 (000) 000-00-00';
export const PHONE_COUNTRY_PREFIX = '7';

export const OUT_OF_STOCK_LABEL = 'Нет в наличии';

/** Spec §9: the search input's suffix unless another is given (prices are searched in roubles). */
export const SEARCH_INPUT_DEFAULT_SUFFIX = '₽';
