import type { ScheduleNow } from '@lootmarket/domain';

export const WEEKDAY_NAMES = [
  'Понедельник',
  'Вторник',
  'Среда',
  'Четверг',
  'Пятница',
  'Суббота',
  'Воскресенье',
] as const;

/** Russian zones from Kaliningrad to Kamchatka, and the neighbours our sellers live in. */
const COMMON_TIME_ZONES: ReadonlyArray<{ zone: string; label: string }> = [
  { zone: 'Europe/Kaliningrad', label: 'Калининград (UTC+2)' },
  { zone: 'Europe/Moscow', label: 'Москва (UTC+3)' },
  { zone: 'Europe/Minsk', label: 'Минск (UTC+3)' },
  { zone: 'Europe/Samara', label: 'Самара (UTC+4)' },
  { zone: 'Asia/Yekaterinburg', label: 'Екатеринбург (UTC+5)' },
  { zone: 'Asia/Almaty', label: 'Алматы (UTC+5)' },
  { zone: 'Asia/Omsk', label: 'Омск (UTC+6)' },
  { zone: 'Asia/Novosibirsk', label: 'Новосибирск (UTC+7)' },
  { zone: 'Asia/Krasnoyarsk', label: 'Красноярск (UTC+7)' },
  { zone: 'Asia/Irkutsk', label: 'Иркутск (UTC+8)' },
  { zone: 'Asia/Yakutsk', label: 'Якутск (UTC+9)' },
  { zone: 'Asia/Vladivostok', label: 'Владивосток (UTC+10)' },
  { zone: 'Asia/Magadan', label: 'Магадан (UTC+11)' },
  { zone: 'Asia/Kamchatka', label: 'Камчатка (UTC+12)' },
];

/** The zone choices, with the seller's current zone kept even when it is not a common one. */
export function timeZoneOptions(current: string): ReadonlyArray<{ zone: string; label: string }> {
  if (COMMON_TIME_ZONES.some((option) => option.zone === current)) return COMMON_TIME_ZONES;
  return [{ zone: current, label: current }, ...COMMON_TIME_ZONES];
}

/** Half-hour marks of a day, 00:00 … 24:00: `24:00` closes a day that runs to midnight. */
export const TIMES_OF_DAY: readonly string[] = Array.from({ length: 49 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 ? '30' : '00'}`;
});

/** The options of a time select: the marks plus a stored value off the half-hour grid. */
export function timeOptions(value: string): readonly string[] {
  return TIMES_OF_DAY.includes(value) ? TIMES_OF_DAY : [...TIMES_OF_DAY, value].sort();
}

/** What the shop's status line says about accepting manual orders now. */
export function scheduleNowText(now: ScheduleNow, timeZone: string): string {
  if (now.open) return 'Сейчас вы принимаете заказы';
  if (!now.backAt) return 'Сейчас заказы с ручной выдачей не принимаются';
  const back = new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(now.backAt));
  return `Заказы с ручной выдачей принимаются снова: ${back}`;
}

/** `datetime-local` value (the browser's time) ↔ ISO instant. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
