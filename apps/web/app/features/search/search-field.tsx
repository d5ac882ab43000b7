import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { SearchInput } from './search-input';
import { LazySuggestionsPanel as SuggestionsPanel } from './lazy-suggestions-panel';
import { useSearchBox } from './use-search-box';

/** The desktop header search: focusing the field opens the suggestions under it. */
export function SearchField({ initialQuery = '', className }: { initialQuery?: string; className?: string }) {
  const box = useSearchBox({ initialQuery });
  const rootRef = useRef<HTMLDivElement>(null);
  const { open, close } = box;
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) closeRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div ref={rootRef} className={clsx('relative', className)}>
      <SearchInput box={box} />
      {open ? (
        <div
          data-testid="search-panel"
          className="absolute inset-x-0 top-[calc(100%+8px)] z-50 max-h-[min(70vh,560px)] overflow-y-auto overscroll-contain rounded-2xl border border-border bg-surface shadow-[0_24px_60px_-20px_rgb(0_0_0/0.8)]"
        >
          <SuggestionsPanel box={box} />
        </div>
      ) : null}
    </div>
  );
}
