import { useEffect, useRef, useState } from 'react';
import { useSearchClient } from './search-client';
import { createSuggestionsController, INITIAL_SUGGESTIONS, type SuggestionsState } from './suggestions-controller';

/** Suggestions for `text` while `active`; nothing is asked for while the panel is closed. */
export function useSuggestions(text: string, active: boolean): SuggestionsState {
  const search = useSearchClient();
  const [state, setState] = useState<SuggestionsState>(INITIAL_SUGGESTIONS);
  const controllerRef = useRef<ReturnType<typeof createSuggestionsController> | null>(null);

  useEffect(() => {
    const controller = createSuggestionsController({ search, onChange: setState });
    controllerRef.current = controller;
    return () => {
      controller.dispose();
      controllerRef.current = null;
    };
  }, [search]);

  useEffect(() => {
    if (active) controllerRef.current?.setText(text);
  }, [text, active, search]);

  return state;
}
