import { describe, expect, it } from 'vitest';
import { statsCsv } from './analytics-csv';
import { lastDayOf, lastDays, parseStatsQuery } from './analytics-params';

const rub = (amount: number) => ({ amount, currency: 'rub' as const });

describe('analytics address', () => {
  it('reads the grouping, the metric and a valid period', () => {
    expect(parseStatsQuery(new URLSearchParams('group=offers&metric=sold&from=2026-11-01&until=2026-11-07'))).toEqual({
      group: 'offers',
      metric: 'sold',
      from: '2026-11-01',
      to: '2026-11-08',
      currency: 'rub',
    });
    expect(parseStatsQuery(new URLSearchParams('group=x&from=вчера&until=2026-13-45'))).toEqual({
      group: 'categories',
      metric: 'earned',
      currency: 'rub',
    });
  });

  it("counts a preset period back from today and shows the last day before the API's end", () => {
    expect(lastDays(7, new Date('2026-11-25T02:00:00Z'))).toEqual({ from: '2026-11-19', until: '2026-11-25' });
    expect(lastDayOf({ to: '2026-12-01' })).toBe('2026-11-30');
  });
});

describe('statsCsv', () => {
  it('writes one line per group and the totals, money as decimals, quoting what needs it', () => {
    const csv = statsCsv({
      rows: [
        {
          key: 'dlc',
          label: 'Игры; DLC',
          orders: 2,
          sold: 3,
          gross: rub(269_700),
          fees: rub(26_970),
          net: rub(242_730),
        },
      ],
      totals: { orders: 2, sold: 3, gross: rub(269_700), fees: rub(26_970), net: rub(242_730), refunded: 0 },
    });
    expect(csv).toBe(
      'Группа;Заказы;Продано, шт.;Оборот;Комиссия;Чистыми\n"Игры; DLC";2;3;2697.00;269.70;2427.30\nИтого;2;3;2697.00;269.70;2427.30\n',
    );
  });
});
