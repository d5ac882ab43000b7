import type { SellerSchedule } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { gettingStartedSteps, isShopSetUp } from './getting-started';

const roundTheClock: SellerSchedule = {
  timeZone: 'Europe/Moscow',
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, open: true, from: '00:00', to: '24:00' })),
  vacation: { on: false, until: null },
  now: { open: true, backAt: null },
};
const noOffers = { total: 0, counts: { active: 0, paused: 0, out_of_stock: 0, moderation: 0 } };

describe('gettingStartedSteps', () => {
  it('leaves every step open for a seller approved a minute ago', () => {
    const steps = gettingStartedSteps('7', { offers: noOffers, schedule: roundTheClock });
    expect(steps.map((step) => [step.id, step.done])).toEqual([
      ['offer', false],
      ['stock', false],
      ['schedule', false],
      ['payout', false],
    ]);
    expect(steps.find((step) => step.id === 'schedule')?.href).toBe('/7/shop/schedule');
  });

  it('ticks an offer, stock on sale and a saved schedule', () => {
    const weekdays = {
      ...roundTheClock,
      days: roundTheClock.days.map((day) => (day.day > 5 ? { ...day, open: false } : day)),
    };
    const steps = gettingStartedSteps('7', {
      offers: { total: 2, counts: { ...noOffers.counts, active: 1, out_of_stock: 1 } },
      schedule: weekdays,
    });
    expect(steps.filter((step) => step.done).map((step) => step.id)).toEqual(['offer', 'stock', 'schedule']);
    expect(isShopSetUp(steps)).toBe(true);
  });

  it('counts a stocked-out offer as created but not on sale, and a missing answer as not done', () => {
    const steps = gettingStartedSteps('7', {
      offers: { total: 1, counts: { ...noOffers.counts, out_of_stock: 1 } },
      schedule: null,
    });
    expect(steps.filter((step) => step.done).map((step) => step.id)).toEqual(['offer']);
    expect(isShopSetUp(steps)).toBe(false);
  });
});
