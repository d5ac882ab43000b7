import type { ScheduleDay, ScheduleNow, SellerScheduleRequest } from './contracts/seller-schedule';

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;

/** A seller who never set hours takes orders around the clock, in Moscow time. */
export const DEFAULT_SELLER_SCHEDULE: SellerScheduleRequest = {
  timeZone: 'Europe/Moscow',
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: true, from: '00:00', to: '24:00' })),
  vacation: { on: false, until: null },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** The wall clock of a time zone at an instant: weekday (1 Monday), minutes since midnight, and the date. */
function wallClock(at: number, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(at))
      .map((part) => [part.type, part.value]),
  );
  return {
    weekday: WEEKDAYS[parts.weekday!]!,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    utcMidnight: Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)),
  };
}

/** The instant a wall-clock time of a zone falls on (the zone's offset found by two refinements). */
function instantOf(utcMidnight: number, minute: number, timeZone: string): number {
  const wall = utcMidnight + minute * MS_PER_MINUTE;
  let guess = wall;
  for (let step = 0; step < 2; step += 1) {
    const seen = wallClock(guess, timeZone);
    guess += wall - (seen.utcMidnight + seen.minute * MS_PER_MINUTE);
  }
  return guess;
}

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Open intervals of one day in minutes from that day's midnight; a `to` not after `from` runs into the next day. */
function intervalOf(day: ScheduleDay): [number, number] | null {
  if (!day.open) return null;
  const from = toMinutes(day.from);
  const to = toMinutes(day.to);
  return [from, to > from ? to : to + MINUTES_PER_DAY];
}

function isOpenAt(schedule: SellerScheduleRequest, at: number): boolean {
  const { weekday, minute } = wallClock(at, schedule.timeZone);
  const byDay = (weekdayNumber: number) => schedule.days.find((day) => day.day === weekdayNumber);
  const today = byDay(weekday) && intervalOf(byDay(weekday)!);
  if (today && minute >= today[0] && minute < today[1]) return true;
  const yesterday = byDay(weekday === 1 ? 7 : weekday - 1);
  const spill = yesterday && intervalOf(yesterday);
  return Boolean(spill && minute + MINUTES_PER_DAY < spill[1]);
}

/** The first opening after `at` within a week, or null when the week has no open hour. */
function nextOpening(schedule: SellerScheduleRequest, at: number): number | null {
  const { weekday, utcMidnight } = wallClock(at, schedule.timeZone);
  for (let offset = 0; offset <= 7; offset += 1) {
    const day = schedule.days.find((item) => item.day === ((weekday - 1 + offset) % 7) + 1);
    const interval = day && intervalOf(day);
    if (!interval) continue;
    const opening = instantOf(utcMidnight + offset * MINUTES_PER_DAY * MS_PER_MINUTE, interval[0], schedule.timeZone);
    if (opening > at) return opening;
  }
  return null;
}

/**
 * Whether the seller takes manual orders at `at`, and if not, when they are back (decision 024): vacation
 * first, until its end (then the first open hour from there); outside the weekly hours, the next opening.
 */
export function scheduleStatusAt(schedule: SellerScheduleRequest, at: number): ScheduleNow {
  const vacationEnd = schedule.vacation.until === null ? null : Date.parse(schedule.vacation.until);
  if (schedule.vacation.on && (vacationEnd === null || at < vacationEnd)) {
    if (vacationEnd === null) return { open: false, backAt: null };
    const back = isOpenAt(schedule, vacationEnd) ? vacationEnd : nextOpening(schedule, vacationEnd);
    return { open: false, backAt: back === null ? null : new Date(back).toISOString() };
  }
  if (isOpenAt(schedule, at)) return { open: true, backAt: null };
  const back = nextOpening(schedule, at);
  return { open: false, backAt: back === null ? null : new Date(back).toISOString() };
}
