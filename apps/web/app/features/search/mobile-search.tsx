import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '#app/components/ui/button';
import { SearchInput } from './search-input';
import { LazySuggestionsPanel as SuggestionsPanel } from './lazy-suggestions-panel';
import { useSearchBox } from './use-search-box';

/**
 * Mobile search: an icon button that opens a full-screen panel. The panel is portalled to <body>
 * because the header's backdrop blur would otherwise become the containing block of a fixed child.
 */
export function MobileSearch({ initialQuery }: { initialQuery: string }) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label="Открыть поиск"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text lg:hidden"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      {open ? createPortal(<SearchPanel initialQuery={initialQuery} onClose={close} />, document.body) : null}
    </>
  );
}

function SearchPanel({ initialQuery, onClose }: { initialQuery: string; onClose: () => void }) {
  const box = useSearchBox({ initialQuery, initiallyOpen: true, onClosed: onClose });
  // Keep the latest callback without re-subscribing the listener on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    // Escape closes the panel wherever the focus is inside it, not only in the field.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    // The page behind must not scroll while the panel covers it.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Поиск"
      className="fixed inset-0 z-50 flex flex-col bg-bg lg:hidden"
    >
      <div className="flex h-14 shrink-0 items-center gap-2 border-b border-border px-4">
        <SearchInput box={box} autoFocus className="flex-1" />
        <button
          type="button"
          onClick={box.close}
          className="h-10 shrink-0 rounded-xl px-2.5 text-[15px] font-semibold text-primary transition-colors hover:bg-primary-soft hover:text-primary-hover"
        >
          Отмена
        </button>
      </div>
      <div data-testid="search-panel" className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <SuggestionsPanel box={box} className="pt-3" />
      </div>
      <div className="shrink-0 border-t border-border bg-bg/95 px-4 pt-3 pb-[max(12px,env(safe-area-inset-bottom))]">
        <Button fullWidth size="lg" disabled={!box.canApply} onClick={box.apply}>
          Показать все результаты
        </Button>
      </div>
    </div>
  );
}
