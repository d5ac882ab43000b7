import { canApplySearch } from '@lootmarket/domain';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from './search-path';
import { searchOptions, type SearchOption } from './search-options';
import { useSuggestions } from './use-suggestions';

/**
 * State of one search box and its panel: the text, whether the panel is open, the suggestions, the
 * option the arrow keys point at, and the ways out (apply the text, open an option, close).
 */
export function useSearchBox({
  initialQuery,
  initiallyOpen = false,
  onClosed,
}: {
  initialQuery: string;
  initiallyOpen?: boolean;
  onClosed?: () => void;
}) {
  const navigate = useNavigate();
  const [text, setTextState] = useState(initialQuery);
  const [open, setOpen] = useState(initiallyOpen);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = useSuggestions(text, open);
  const options = useMemo(() => (suggestions.loading ? [] : searchOptions(suggestions.results)), [suggestions]);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
    onClosed?.();
  };
  const setText = (value: string) => {
    setTextState(value);
    setActiveIndex(-1);
    setOpen(true);
  };
  const apply = () => {
    const to = searchPath(text);
    if (!to) return;
    close();
    void navigate(to);
  };
  const choose = (option: SearchOption) => {
    close();
    void navigate(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Wraps through "nothing chosen" so the typed text can be applied again.
      setActiveIndex((index) => {
        const next = index + step;
        if (next < -1) return options.length - 1;
        return next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = open ? options[activeIndex] : undefined;
      if (option) choose(option);
      else apply();
    }
  };

  return {
    text,
    setText,
    open,
    openPanel: () => setOpen(true),
    close,
    apply,
    choose,
    canApply: canApplySearch(text),
    suggestions,
    options,
    activeIndex,
    setActiveIndex,
    listboxId,
    optionId,
    onKeyDown,
  };
}

export type SearchBox = ReturnType<typeof useSearchBox>;
