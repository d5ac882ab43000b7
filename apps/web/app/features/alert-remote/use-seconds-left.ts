import { useEffect, useState } from 'react';

/** Whole seconds until the moment, ticking each second; null without a moment or once it passed. */
export function useSecondsLeft(iso: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!iso) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [iso]);
  if (!iso) return null;
  const left = Math.ceil((Date.parse(iso) - now) / 1000);
  return left > 0 ? left : null;
}
