import { CURRENCY_DISPLAY } from './currencies';
import { formatMinorAmount, formatMoney, type Money } from './money';
import type { GoalDisplayFormat } from './widgets';

interface GoalProgressValues {
  raised: Money;
  target: Money;
  /** Whole percent reached, as the API reports it (capped at 100). */
  percent: number;
}

/** "5 000 из 10 000 ₽" — the symbol once, on its side, like the rest of the product. */
function raisedOfTarget({ raised, target }: GoalProgressValues): string {
  const left = CURRENCY_DISPLAY[target.currency].side === 'left';
  const from = left ? formatMoney(raised.amount, raised.currency) : formatMinorAmount(raised.amount, raised.currency);
  return `${from} из ${formatMoney(target.amount, target.currency)}`;
}

/**
 * A goal's progress as text in one of the five display formats of goal widgets:
 * amount with total, percentage only, amount only, amount with percentage, full.
 */
export function formatGoalProgress(goal: GoalProgressValues, format: GoalDisplayFormat): string {
  const percent = `${goal.percent}%`;
  const raised = formatMoney(goal.raised.amount, goal.raised.currency);
  switch (format) {
    case 'amount_with_total':
      return raisedOfTarget(goal);
    case 'percentage':
      return percent;
    case 'amount':
      return raised;
    case 'amount_with_percentage':
      return `${raised} (${percent})`;
    case 'full':
      return `${raisedOfTarget(goal)} (${percent})`;
  }
}

/** Names of the display formats as the streamer picks them. */
export const GOAL_DISPLAY_FORMAT_LABELS: Readonly<Record<GoalDisplayFormat, string>> = {
  amount_with_total: 'Сумма и цель',
  percentage: 'Только проценты',
  amount: 'Только сумма',
  amount_with_percentage: 'Сумма и проценты',
  full: 'Полностью',
};
