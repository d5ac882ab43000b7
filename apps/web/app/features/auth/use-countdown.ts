import { useEffect, useState } from 'react';

const TICK_MS = 250;

const secondsUntil = (deadlineMs: number) => Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));

/**
 * Whole seconds left until `deadlineMs`. It counts against the clock rather than ticks, so a tab the
 * browser throttled in the background still shows the right time when it comes back.
 */
export function useCountdown(deadlineMs: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadlineMs));
  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadlineMs);
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadlineMs]);
  return seconds;
}
