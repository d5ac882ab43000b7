import { DEFAULT_WIDGET_SETTINGS, type GoalDisplayFormat } from '@lootmarket/domain';
import { streamerEndpoints } from '@lootmarket/domain/endpoints/donations';
import { widgetEndpoints } from '@lootmarket/domain/endpoints/widgets';
import { loadPrivate } from '#app/features/donations-dashboard/dashboard.server';
import { ActiveGoalCard, CompletedGoals } from '#app/features/donations-dashboard/goal-cards';
import { CreateGoalForm } from '#app/features/donations-dashboard/goal-form';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/donation-goal';

const COMPLETED_SHOWN = 20;

/** The active goal, the finished ones and the display format the streamer chose for the goal widget. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = loadApi(context);
  const [active, completed, widgets] = await loadPrivate(params.profileId, [
    api.call(streamerEndpoints.activeGoal),
    api.call(streamerEndpoints.completedGoals, { query: { limit: COMPLETED_SHOWN } }),
    api.call(widgetEndpoints.list, { query: { type: 'goal' } }),
  ]);
  const format: GoalDisplayFormat =
    widgets?.items[0]?.settings.goalDisplayFormat ?? DEFAULT_WIDGET_SETTINGS.goalDisplayFormat;
  return { goal: active?.goal ?? null, completed: completed?.items ?? [], format };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Цель сбора — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DonationGoal({ loaderData }: Route.ComponentProps) {
  const { goal, completed, format } = loaderData;
  return (
    <div className="space-y-5">
      {goal ? <ActiveGoalCard goal={goal} format={format} /> : <CreateGoalForm />}
      <CompletedGoals goals={completed} />
    </div>
  );
}
