import { formatMoneyValue, type FundraisingGoal } from '@lootmarket/domain';
import { Target } from 'lucide-react';

/** The streamer's active fundraising goal: title, a progress bar and "raised of target". */
export function GoalProgress({ goal }: { goal: FundraisingGoal }) {
  return (
    <section
      aria-labelledby="goal-title"
      data-testid="donate-goal"
      className="rounded-2xl border border-border bg-bg/60 p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
            <Target aria-hidden className="size-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium tracking-wide text-muted uppercase">Сбор</p>
            <h2 id="goal-title" className="line-clamp-2 text-base leading-snug font-bold">
              {goal.title}
            </h2>
          </div>
        </div>
        <span
          className="shrink-0 rounded-full bg-surface-2 px-2.5 py-1 text-sm font-bold text-accent tabular-nums"
          data-testid="donate-goal-percent"
        >
          {goal.percent === 0 && goal.raised.amount > 0 ? '<1' : goal.percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Собрано ${goal.percent}%`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.percent}
        className="mt-4 h-3 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-primary to-accent shadow-[0_0_16px_-2px_var(--color-accent)] transition-[width] duration-700"
          style={{ width: `${Math.max(goal.percent, goal.raised.amount > 0 ? 2 : 0)}%` }}
        />
      </div>
      <p className="mt-2.5 flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold tabular-nums" data-testid="donate-goal-raised">
          {formatMoneyValue(goal.raised)}
        </span>
        <span className="text-muted tabular-nums">из {formatMoneyValue(goal.target)}</span>
      </p>
    </section>
  );
}
