import { DEFAULT_WIDGET_SETTINGS, type FundraisingGoal, type GoalDisplayFormat, type WidgetList } from '@lootmarket/domain';
import { loadPrivate } from '#app/features/donations-dashboard/dashboard.server';
import { ActiveGoalCard, CompletedGoals } from '#app/features/donations-dashboard/goal-cards';
import { CreateGoalForm } from '#app/features/donations-dashboard/goal-form';
import type { Route } from './+types/donation-goal';

const COMPLETED_SHOWN = 20;

/** The active goal, the finished ones and the display format the streamer chose for the goal widget. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const [active, completed, widgets] = await loadPrivate(context.apiFetch, params.profileId, [
    '/goals/active',
    `/goals/completed?limit=${COMPLETED_SHOWN}`,
    '/donations/widgets?type=goal',
  ] as const);
  const format: GoalDisplayFormat = (widgets as WidgetList | null)?.items[0]?.settings.goalDisplayFormat ?? DEFAULT_WIDGET_SETTINGS.goalDisplayFormat;
  return {
    goal: (active as { goal: FundraisingGoal | null } | null)?.goal ?? null,
    completed: (completed as { items: FundraisingGoal[] } | null)?.items ?? [],
    format,
  };
}

export const meta: Route.MetaFunction = () => [{ title: 'Цель сбора — Лутмаркет' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function DonationGoal({ loaderData }: Route.ComponentProps) {
  const { goal, completed, format } = loaderData;
  return (
    <div className="space-y-5">
      {goal ? <ActiveGoalCard goal={goal} format={format} /> : <CreateGoalForm />}
      <CompletedGoals goals={completed} />
    </div>
  );
}
