import { describe, expect, it } from 'vitest';
import { fillStatsPoints, statsWindow } from './donations.stats';

// 2026-11-24 01:30 in Moscow.
const now = Date.parse('2026-11-23T22:30:00Z');

describe('statsWindow', () => {
  it('starts the week at Moscow midnight six days back and counts in days', () => {
    expect(statsWindow('week', now)).toEqual({ from: new Date('2026-11-17T21:00:00Z'), bucket: 'day' });
    expect(statsWindow('month', now).from).toEqual(new Date('2026-10-25T21:00:00Z'));
  });

  it('counts the year in months from the first of the month eleven months back', () => {
    expect(statsWindow('year', now)).toEqual({ from: new Date('2025-11-30T21:00:00Z'), bucket: 'month' });
    expect(statsWindow('all', now)).toEqual({ from: null, bucket: 'month' });
  });
});

describe('fillStatsPoints', () => {
  it('gives every day of the week in order with zeros for quiet days', () => {
    const points = fillStatsPoints(
      [
        { date: '2026-11-24', count: 2, amount: 30_000 },
        { date: '2026-11-18', count: 1, amount: 10_000 },
      ],
      statsWindow('week', now),
      now,
    );
    expect(points.map((point) => point.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(points[0]).toEqual({ date: '2026-11-18', count: 1, amount: 10_000 });
    expect(points[6]).toEqual({ date: '2026-11-24', count: 2, amount: 30_000 });
    expect(points[3]).toEqual({ date: '2026-11-21', count: 0, amount: 0 });
  });

  it('gives twelve months for the year and starts all time at the first donation', () => {
    expect(fillStatsPoints([], statsWindow('year', now), now)).toHaveLength(12);
    const all = fillStatsPoints([{ date: '2026-09-01', count: 1, amount: 100 }], statsWindow('all', now), now);
    expect(all.map((point) => point.date)).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    expect(fillStatsPoints([], statsWindow('all', now), now)).toEqual([{ date: '2026-11-01', count: 0, amount: 0 }]);
  });
});
