import { useCallback, useEffect, useState } from 'react';
import { isEggKey, isTypingTarget, nextEggIndex } from './easter-egg-keys';

/** Current slide of the easter egg, advanced by the F key anywhere on the page or by `advance`. */
export function useEggStepper(total: number): [index: number, advance: () => void] {
  const [index, setIndex] = useState(0);
  const advance = useCallback(() => setIndex((current) => nextEggIndex(current, total)), [total]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Holding the key would spin the slides, so only a fresh press counts.
      if (event.repeat || event.defaultPrevented || isTypingTarget(event.target) || !isEggKey(event)) return;
      advance();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [advance]);

  return [index, advance];
}
