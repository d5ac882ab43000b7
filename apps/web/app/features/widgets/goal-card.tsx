import {
  formatGoalProgress,
  type FundraisingGoal,
  type WidgetSettings,
  type WidgetTitleDateLayout,
} from '@lootmarket/domain';
import clsx from 'clsx';

const endDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'Europe/Moscow' });

const ORDER: Record<WidgetTitleDateLayout, { parts: ('title' | 'date')[]; inline: boolean }> = {
  title_only: { parts: ['title'], inline: false },
  date_only: { parts: ['date'], inline: false },
  title_above_date: { parts: ['title', 'date'], inline: false },
  date_above_title: { parts: ['date', 'title'], inline: false },
  title_and_date_inline: { parts: ['title', 'date'], inline: true },
  date_and_title_inline: { parts: ['date', 'title'], inline: true },
};

/** The goal widget: title and end date as the streamer arranged them, a bar, and progress in the chosen format. */
export function GoalCard({ goal, settings }: { goal: FundraisingGoal; settings: WidgetSettings }) {
  const { parts, inline } = ORDER[settings.titleDateLayout];
  const date = goal.endsAt ? `до ${endDate.format(new Date(goal.endsAt))}` : null;
  const texts = { title: goal.title, date };
  const shadow = { textShadow: '0 2px 8px rgb(0 0 0 / 0.85)' };
  return (
    <div
      role="status"
      data-testid="goal-card"
      className="w-full max-w-xl space-y-2 p-4"
      style={{ color: settings.textColor }}
    >
      <div className={clsx(inline ? 'flex flex-wrap items-baseline gap-x-3' : 'space-y-0.5')}>
        {parts.map((part) =>
          texts[part] ? (
            <p
              key={part}
              className={part === 'title' ? 'leading-tight font-extrabold' : 'text-sm font-semibold opacity-80'}
              style={{ ...shadow, fontSize: part === 'title' ? settings.fontSize : undefined }}
            >
              {texts[part]}
            </p>
          ) : null,
        )}
      </div>
      <div className="h-4 overflow-hidden rounded-full bg-black/45 ring-1 ring-white/15">
        <div
          className="h-full rounded-full transition-[width] duration-700"
          style={{ width: `${goal.percent}%`, background: settings.accentColor }}
        />
      </div>
      <p className="font-bold tabular-nums" style={shadow}>
        {formatGoalProgress(goal, settings.goalDisplayFormat)}
      </p>
    </div>
  );
}
