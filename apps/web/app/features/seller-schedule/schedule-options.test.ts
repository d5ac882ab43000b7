import { describe, expect, it } from 'vitest';
import {
  fromLocalInput,
  scheduleNowText,
  timeOptions,
  timeZoneOptions,
  TIMES_OF_DAY,
  toLocalInput,
} from './schedule-options';

describe('schedule options', () => {
  it('offers half-hour marks from 00:00 to 24:00', () => {
    expect(TIMES_OF_DAY).toHaveLength(49);
    expect(TIMES_OF_DAY[0]).toBe('00:00');
    expect(TIMES_OF_DAY[19]).toBe('09:30');
    expect(TIMES_OF_DAY.at(-1)).toBe('24:00');
  });

  it('keeps a stored time off the grid and an uncommon zone selectable', () => {
    expect(timeOptions('09:15')).toContain('09:15');
    expect(timeOptions('09:30')).toBe(TIMES_OF_DAY);
    expect(timeZoneOptions('America/New_York')[0]).toEqual({ zone: 'America/New_York', label: 'America/New_York' });
    expect(timeZoneOptions('Europe/Moscow').some((option) => option.zone === 'America/New_York')).toBe(false);
  });

  it('says whether orders are taken now and when the seller is back, in the shop zone', () => {
    expect(scheduleNowText({ open: true, backAt: null }, 'Europe/Moscow')).toBe('Сейчас вы принимаете заказы');
    expect(scheduleNowText({ open: false, backAt: null }, 'Europe/Moscow')).toBe(
      'Сейчас заказы с ручной выдачей не принимаются',
    );
    expect(scheduleNowText({ open: false, backAt: '2026-11-26T06:00:00.000Z' }, 'Europe/Moscow')).toContain('09:00');
  });

  it('turns a datetime-local value into an instant and back', () => {
    const iso = fromLocalInput('2026-12-01T10:30');
    expect(iso).not.toBeNull();
    expect(toLocalInput(iso)).toBe('2026-12-01T10:30');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
