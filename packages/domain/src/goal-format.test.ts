import { describe, expect, it } from 'vitest';
import { GOAL_DISPLAY_FORMATS } from './widgets';
import { formatGoalProgress, GOAL_DISPLAY_FORMAT_LABELS } from './goal-format';

const NBSP = '\u00A0';
const rubGoal = {
  raised: { amount: 500_000, currency: 'rub' as const },
  target: { amount: 1_000_000, currency: 'rub' as const },
  percent: 50,
};

describe('formatGoalProgress', () => {
  it('renders each of the five display formats in roubles', () => {
    expect(formatGoalProgress(rubGoal, 'amount_with_total')).toBe(`5${NBSP}000 из 10${NBSP}000${NBSP}₽`);
    expect(formatGoalProgress(rubGoal, 'percentage')).toBe('50%');
    expect(formatGoalProgress(rubGoal, 'amount')).toBe(`5${NBSP}000${NBSP}₽`);
    expect(formatGoalProgress(rubGoal, 'amount_with_percentage')).toBe(`5${NBSP}000${NBSP}₽ (50%)`);
    expect(formatGoalProgress(rubGoal, 'full')).toBe(`5${NBSP}000 из 10${NBSP}000${NBSP}₽ (50%)`);
  });

  it('keeps the dollar sign on the left of both amounts and shows cents', () => {
    const usd = {
      raised: { amount: 1_050, currency: 'usd' as const },
      target: { amount: 9_976, currency: 'usd' as const },
      percent: 10,
    };
    expect(formatGoalProgress(usd, 'amount_with_total')).toBe('$10.50 из $99.76');
  });

  it('shows a raised amount beyond the target while the percent stays capped', () => {
    const over = { ...rubGoal, raised: { amount: 1_500_000, currency: 'rub' as const }, percent: 100 };
    expect(formatGoalProgress(over, 'full')).toBe(`15${NBSP}000 из 10${NBSP}000${NBSP}₽ (100%)`);
  });

  it('names every format', () => {
    for (const format of GOAL_DISPLAY_FORMATS) expect(GOAL_DISPLAY_FORMAT_LABELS[format]).toBeTruthy();
  });
});
