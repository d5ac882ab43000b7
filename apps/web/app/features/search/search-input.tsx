import clsx from 'clsx';
import { Search, X } from 'lucide-react';
import type { Ref } from 'react';
import { SEARCH_PLACEHOLDER } from './search-path';
import type { SearchBox } from './use-search-box';

/** The combobox input of a search box; Enter applies the text or opens the chosen option. */
export function SearchInput({
  box,
  inputRef,
  autoFocus,
  className,
}: {
  box: SearchBox;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
  className?: string;
}) {
  const activeId = box.open && box.activeIndex >= 0 ? box.optionId(box.activeIndex) : undefined;
  return (
    <form
      role="search"
      className={clsx('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        box.apply();
      }}
    >
      <input
        ref={inputRef}
        type="search"
        name="q"
        role="combobox"
        aria-label={SEARCH_PLACEHOLDER}
        aria-expanded={box.open}
        aria-controls={box.listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        value={box.text}
        onChange={(event) => box.setText(event.target.value)}
        onFocus={box.openPanel}
        onClick={box.openPanel}
        onKeyDown={box.onKeyDown}
        placeholder={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        maxLength={200}
        className="peer h-10 w-full rounded-xl border border-border bg-surface-2 pr-10 pl-11 text-[15px] text-text transition-colors outline-none placeholder:text-subtle hover:border-subtle/70 focus:border-primary focus:bg-surface-2 focus:ring-4 focus:ring-primary-soft focus-visible:outline-none lg:h-11 [&::-webkit-search-cancel-button]:hidden"
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-subtle transition-colors peer-focus:text-primary"
      />
      {box.text ? (
        <button
          type="button"
          aria-label="Очистить поиск"
          // Keeps the focus in the field, where the buyer goes on typing.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => box.setText('')}
          className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-subtle transition-colors hover:bg-surface-3 hover:text-text"
        >
          <X aria-hidden className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
