import { dateSpaces } from '#app/lib/date-spaces';
import { useHydrated } from '#app/lib/use-hydrated';

/** The server renders times in Moscow time; once hydrated the browser shows its own zone (spec §9). */
export const SERVER_TIME_ZONE = 'Europe/Moscow';

/** The zone to show times in: Moscow in the server's markup and while hydrating, the browser's own afterwards. */
export function useDisplayTimeZone(): string | undefined {
  return useHydrated() ? undefined : SERVER_TIME_ZONE;
}

/** A moment in the reader's time zone, formatted in Russian with the given fields. */
export function LocalTime({
  iso,
  format,
  className,
}: {
  iso: string;
  format: Omit<Intl.DateTimeFormatOptions, 'timeZone'>;
  className?: string;
}) {
  const timeZone = useDisplayTimeZone();
  return (
    <time dateTime={iso} className={className}>
      {dateSpaces(new Intl.DateTimeFormat('ru-RU', { ...format, timeZone }).format(new Date(iso)))}
    </time>
  );
}
