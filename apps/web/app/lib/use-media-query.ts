import { useCallback, useSyncExternalStore } from 'react';

const supported = () => typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches. Returns null on the server and during hydration,
 * so callers can render nothing instead of guessing a layout that then flips.
 * `unsupported` is the answer where matchMedia does not exist (very old browsers, jsdom).
 */
export function useMediaQuery(query: string, unsupported = false): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => (supported() ? window.matchMedia(query).matches : unsupported),
    () => null,
  );
}
