import type { FundraisingGoal } from '@lootmarket/domain';
import { describe, expect, it } from 'vitest';
import { withProgress } from './use-live-goal';

const goal: FundraisingGoal = {
  id: 'g1',
  title: 'Микрофон',
  target: { amount: 100_000, currency: 'rub' },
  raised: { amount: 0, currency: 'rub' },
  percent: 0,
  status: 'active',
  endsAt: null,
  createdAt: '2026-11-24T00:00:00.000Z',
  closedAt: null,
};

describe('live goal progress', () => {
  it('takes the new raised amount and recomputes the capped percent', () => {
    const rub = (amount: number) => ({ amount, currency: 'rub' as const });
    expect(withProgress(goal, { goalId: 'g1', raised: rub(25_050), target: rub(100_000) })).toMatchObject({
      raised: rub(25_050),
      percent: 25,
    });
    expect(withProgress(goal, { goalId: 'g1', raised: rub(150_000), target: rub(100_000) }).percent).toBe(100);
  });

  it('ignores progress of another goal', () => {
    expect(
      withProgress(goal, {
        goalId: 'other',
        raised: { amount: 5, currency: 'rub' },
        target: { amount: 10, currency: 'rub' },
      }),
    ).toBe(goal);
  });
});
