import { describe, expect, it } from 'vitest';
import type { SellerScheduleRequest } from './contracts/seller-schedule';
import { DEFAULT_SELLER_SCHEDULE, scheduleStatusAt } from './seller-schedule';

const weekdays = (from: string, to: string, weekend = false): SellerScheduleRequest['days'] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: weekend || day <= 5, from, to }));
const schedule = (
  days: SellerScheduleRequest['days'],
  vacation: SellerScheduleRequest['vacation'] = { on: false, until: null },
): SellerScheduleRequest => ({
  timeZone: 'Europe/Moscow',
  days,
  vacation,
});
const at = (iso: string) => Date.parse(iso);

describe('scheduleStatusAt', () => {
  it('is open around the clock by default', () => {
    expect(scheduleStatusAt(DEFAULT_SELLER_SCHEDULE, at('2026-03-01T03:00:00Z'))).toEqual({ open: true, backAt: null });
  });

  it('reads hours in the seller\u2019s time zone and names the next opening outside them', () => {
    const office = schedule(weekdays('10:00', '19:00'));
    // Monday 2 March 2026, 12:00 in Moscow (UTC+3).
    expect(scheduleStatusAt(office, at('2026-03-02T09:00:00Z'))).toEqual({ open: true, backAt: null });
    // Monday 20:00 Moscow: back on Tuesday at 10:00 Moscow.
    expect(scheduleStatusAt(office, at('2026-03-02T17:00:00Z'))).toEqual({
      open: false,
      backAt: '2026-03-03T07:00:00.000Z',
    });
    // Friday 19:30 Moscow: back on Monday.
    expect(scheduleStatusAt(office, at('2026-03-06T16:30:00Z'))).toEqual({
      open: false,
      backAt: '2026-03-09T07:00:00.000Z',
    });
  });

  it('runs hours whose end is before their start past midnight', () => {
    const nights = schedule(weekdays('20:00', '02:00', true));
    expect(scheduleStatusAt(nights, at('2026-03-02T22:30:00Z')).open).toBe(true); // Tuesday 01:30 Moscow, Monday's shift
    expect(scheduleStatusAt(nights, at('2026-03-03T00:30:00Z'))).toEqual({
      open: false,
      backAt: '2026-03-03T17:00:00.000Z',
    });
  });

  it('keeps the seller away during a vacation and brings them back at its end, at the first open hour', () => {
    const office = schedule(weekdays('10:00', '19:00'), { on: true, until: '2026-03-07T12:00:00.000Z' });
    expect(scheduleStatusAt(office, at('2026-03-02T09:00:00Z'))).toEqual({
      open: false,
      backAt: '2026-03-09T07:00:00.000Z',
    });
    expect(scheduleStatusAt(office, at('2026-03-09T08:00:00Z')).open).toBe(true);
    const endless = schedule(weekdays('10:00', '19:00'), { on: true, until: null });
    expect(scheduleStatusAt(endless, at('2026-03-02T09:00:00Z'))).toEqual({ open: false, backAt: null });
  });

  it('has no return time for a week without open hours', () => {
    expect(
      scheduleStatusAt(
        schedule(weekdays('10:00', '19:00').map((day) => ({ ...day, open: false }))),
        at('2026-03-02T09:00:00Z'),
      ),
    ).toEqual({ open: false, backAt: null });
  });
});
