import { useEffect, useState } from 'react';

const pad = (value: number) => String(value).padStart(2, '0');

/** "1 ч 05 мин" / "04:59" to the deadline; "время вышло" after it. */
export function formatLeft(ms: number): string {
  if (ms <= 0) return 'время вышло';
  const totalMinutes = Math.floor(ms / 60_000);
  const hours = Math.floor(totalMinutes / 60);
  if (hours >= 24) return `${Math.floor(hours / 24)} д ${hours % 24} ч`;
  if (hours >= 1) return `${hours} ч ${pad(totalMinutes % 60)} мин`;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(totalMinutes)}:${pad(seconds)}`;
}

/** Time left to a deadline, ticking every second once the page is live (the server renders the first value). */
export function Countdown({ deadline, className }: { deadline: string; className?: string }) {
  const target = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={deadline} className={className} suppressHydrationWarning>
      {formatLeft(target - now)}
    </time>
  );
}
