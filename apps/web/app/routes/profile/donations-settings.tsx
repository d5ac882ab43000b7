import { alertModerationEndpoints } from '@lootmarket/domain/endpoints/alert-moderation';
import { widgetEndpoints } from '@lootmarket/domain/endpoints/widgets';
import { ModerationSettings } from '#app/features/alert-remote/moderation-settings';
import { ModeratorsCard } from '#app/features/alert-remote/moderators-card';
import { WidgetSettingsPanel } from '#app/features/widgets/widget-settings';
import { loadApi } from '#app/lib/api/load-api.server';
import { settle } from '#app/lib/api/outcome';
import type { Route } from './+types/donations-settings';

/** /{ProfileId}/donations/dashboard/settings: the alert widgets of a streamer, inside the dashboard's tabs. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = loadApi(context);
  const [widgets, tags, moderation, moderators] = await Promise.all([
    settle(api.call(widgetEndpoints.list)),
    settle(api.call(widgetEndpoints.tags)),
    settle(api.call(alertModerationEndpoints.get)),
    settle(api.call(alertModerationEndpoints.moderators)),
  ]);
  return {
    allowed: widgets.ok || widgets.error.status !== 403,
    // Media widgets are set up on the dashboard's video tab.
    widgets: widgets.ok ? widgets.data.items.filter((widget) => widget.type !== 'media') : [],
    tags: tags.ok ? tags.data.items : [],
    origin: context.publicUrl,
    streamerId: Number(params.profileId),
    moderation: moderation.ok ? moderation.data : null,
    moderators: moderators.ok ? moderators.data.items : [],
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Настройки оповещений — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DonationsSettings({ loaderData }: Route.ComponentProps) {
  const { allowed, widgets, tags, origin, streamerId, moderation, moderators } = loaderData;
  return (
    <>
      <header className="mb-4">
        <h2 className="text-xl font-bold">Настройки оповещений</h2>
        <p className="mt-1 text-sm text-muted">Как донаты и покупки появляются на вашем стриме</p>
      </header>
      {allowed ? (
        <div className="space-y-4">
          {moderation ? <ModerationSettings streamerId={streamerId} initial={moderation} /> : null}
          {moderation ? <ModeratorsCard initial={moderators} /> : null}
          <WidgetSettingsPanel initialWidgets={widgets} tags={tags} origin={origin} />
        </div>
      ) : (
        <p className="rounded-card border border-border bg-surface p-6 text-muted">
          Оповещения доступны стримерам. Подключите донаты, чтобы настроить виджеты.
        </p>
      )}
    </>
  );
}
