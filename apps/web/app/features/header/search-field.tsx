import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_PLACEHOLDER, searchPath } from './search-path';

type SearchFieldProps = {
  initialQuery?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onSubmitted?: () => void;
  className?: string;
};

/** The search input itself; Enter with text goes to the results page, Enter on blank text does nothing. */
export function SearchField({ initialQuery = '', autoFocus, inputRef, onSubmitted, className }: SearchFieldProps) {
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  return (
    <form
      role="search"
      className={clsx('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const to = searchPath(text);
        if (!to) return;
        void navigate(to);
        onSubmitted?.();
      }}
    >
      <input
        ref={inputRef}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={SEARCH_PLACEHOLDER}
        aria-label={SEARCH_PLACEHOLDER}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus={autoFocus}
        className="peer h-10 w-full rounded-xl border border-border bg-surface-2 pr-4 pl-11 text-[15px] text-text transition-colors outline-none placeholder:text-subtle hover:border-subtle/70 focus:border-primary focus:bg-surface-2 focus:ring-4 focus:ring-primary-soft focus-visible:outline-none lg:h-11 [&::-webkit-search-cancel-button]:hidden"
      />
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-[18px] -translate-y-1/2 text-subtle transition-colors peer-focus:text-primary"
      />
    </form>
  );
}
