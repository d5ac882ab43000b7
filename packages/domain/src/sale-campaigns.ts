// Apart from the sale's schemas: the site shell names the campaign on every page, and zod loads only
// with the form that enters the draw.

/** The spring sale (spec §1): its campaign mark, the link that opens its modal, and its prize draw. */
export const SPRING_SALE_CAMPAIGN = 'springsale2025';
export const SALE_CAMPAIGNS = [SPRING_SALE_CAMPAIGN] as const;

/** The days the spring sale runs, in Moscow time (spec §1: top-ups between 13 and 31 March). */
export const SPRING_SALE_DAYS = { month: 3, firstDay: 13, lastDay: 31 } as const;

/** Whether the spring sale runs at `at`: its home-page banner shows only then. */
export function isSpringSaleOn(at: Date): boolean {
  // Made when asked: every page's shell loads this file, and only the home page's loader asks.
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Moscow',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  const day = Number(parts.find((part) => part.type === 'day')?.value);
  return month === SPRING_SALE_DAYS.month && day >= SPRING_SALE_DAYS.firstDay && day <= SPRING_SALE_DAYS.lastDay;
}
