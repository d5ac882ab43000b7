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

const SECOND_MS = 1000;
const MINUTE_S = 60;
const HOUR_S = 3600;
const DAY_S = 86_400;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/**
 * Time left on a deadline's timer (an order's, a donation's): «mm:ss» under an hour, «h:mm:ss» under a day, «N д hh:mm:ss» beyond.
 * Partial seconds round up, so the timer shows 00:00 only once the time is really over.
 */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  const days = Math.floor(total / DAY_S);
  const hours = Math.floor((total % DAY_S) / HOUR_S);
  const minutes = Math.floor((total % HOUR_S) / MINUTE_S);
  const seconds = total % MINUTE_S;
  const clock = `${twoDigits(minutes)}:${twoDigits(seconds)}`;
  if (days > 0) return `${days} д ${twoDigits(hours)}:${clock}`;
  if (hours > 0) return `${hours}:${clock}`;
  return clock;
}
