import {
  formatGoalProgress,
  formatMoneyValue,
  GOAL_DISPLAY_FORMAT_LABELS,
  type FundraisingGoal,
  type GoalDisplayFormat,
} from '@lootmarket/domain';
import { streamerEndpoints } from '@lootmarket/domain/endpoints/donations';
import { CheckCircle2, Flag, Target } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#app/components/ui/button';
import { api } from '#app/lib/api/browser';
import { formatMoscowDate } from './stats-format';
import { useDashboardCall } from './use-dashboard-call';

function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-3.5 overflow-hidden rounded-full bg-surface-3"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-primary to-accent shadow-[0_0_18px_-2px_var(--color-accent)] transition-[width] duration-700"
        style={{ width: `${Math.max(percent, percent > 0 ? 2 : 0)}%` }}
      />
    </div>
  );
}

/** The goal being raised: progress in the goal widget's display format and a way to finish it. */
export function ActiveGoalCard({ goal, format }: { goal: FundraisingGoal; format: GoalDisplayFormat }) {
  const { call, pending } = useDashboardCall();
  const [confirming, setConfirming] = useState(false);
  return (
    <section
      data-testid="active-goal"
      aria-labelledby="active-goal-title"
      className="relative overflow-hidden rounded-2xl border border-primary/40 bg-surface p-5 tablet:p-6"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-primary/20 blur-3xl"
      />
      <div className="relative flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <Target aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-medium tracking-wide text-accent uppercase">Идёт сбор</p>
          <h2 id="active-goal-title" className="text-xl font-bold break-words">
            {goal.title}
          </h2>
          <p className="text-xs text-muted">с {formatMoscowDate(goal.createdAt)}</p>
        </div>
        <span className="shrink-0 rounded-full bg-surface-2 px-3 py-1 text-lg font-extrabold text-accent tabular-nums">
          {goal.percent}%
        </span>
      </div>
      <div className="relative mt-5">
        <ProgressBar percent={goal.percent} label={`Собрано ${goal.percent}%`} />
        <p className="mt-3 text-2xl font-bold tabular-nums" data-testid="active-goal-progress">
          {formatGoalProgress(goal, format)}
        </p>
        <p className="mt-1 text-xs text-muted">
          Так прогресс выглядит в виджете цели: «{GOAL_DISPLAY_FORMAT_LABELS[format]}»
        </p>
      </div>
      <div className="relative mt-5 flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <span className="text-sm text-muted">Завершить сбор? Новые донаты перестанут в него засчитываться.</span>
            <Button
              variant="danger"
              size="sm"
              loading={pending}
              onClick={() =>
                void call(() => api.call(streamerEndpoints.closeGoal, { body: { id: goal.id } }), 'Сбор завершён')
              }
            >
              Да, завершить
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Отмена
            </Button>
          </>
        ) : (
          <Button variant="secondary" size="sm" icon={<Flag />} onClick={() => setConfirming(true)}>
            Завершить сбор
          </Button>
        )}
      </div>
    </section>
  );
}

/** Goals the streamer has finished, newest first. */
export function CompletedGoals({ goals }: { goals: FundraisingGoal[] }) {
  return (
    <section aria-labelledby="completed-goals-title" className="rounded-2xl border border-border bg-surface">
      <h2 id="completed-goals-title" className="border-b border-border px-4 py-3.5 font-semibold tablet:px-5">
        Завершённые сборы
      </h2>
      {goals.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted">Завершённых сборов пока нет.</p>
      ) : (
        <ul data-testid="completed-goals" className="divide-y divide-border">
          {goals.map((goal) => (
            <li key={goal.id} className="flex items-center gap-3 px-4 py-3.5 tablet:px-5">
              <CheckCircle2
                aria-hidden="true"
                className={goal.percent >= 100 ? 'size-5 shrink-0 text-success' : 'size-5 shrink-0 text-subtle'}
              />
              <div className="min-w-0 flex-1">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="truncate font-medium">{goal.title}</p>
                  <p className="shrink-0 text-sm font-semibold tabular-nums">{goal.percent}%</p>
                </div>
                <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-3">
                  <div
                    className="h-full rounded-full bg-gradient-to-r from-primary/70 to-accent/70"
                    style={{ width: `${goal.percent}%` }}
                  />
                </div>
                <p className="mt-1.5 text-xs text-muted tabular-nums">
                  {formatMoneyValue(goal.raised)} из {formatMoneyValue(goal.target)}
                  {goal.closedAt ? ` · завершён ${formatMoscowDate(goal.closedAt)}` : ''}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
