import type { WidgetList, WidgetTag } from '@lootmarket/domain';
import { WidgetSettingsPanel } from '#app/features/widgets/widget-settings';
import type { Route } from './+types/donations-settings';

const API = '/api/gw/private/v1';

/** /{ProfileId}/donations/dashboard/settings: the alert widgets of a streamer, inside the dashboard's tabs. */
export async function loader({ context }: Route.LoaderArgs) {
  const [widgets, tags] = await Promise.all([context.apiFetch(`${API}/donations/widgets`), context.apiFetch(`${API}/donations/widgets/tags`)]);
  return {
    allowed: widgets.status !== 403,
    widgets: widgets.ok ? ((await widgets.json()) as WidgetList).items : [],
    tags: tags.ok ? ((await tags.json()) as { items: WidgetTag[] }).items : [],
    origin: context.publicUrl,
  };
}

export const meta: Route.MetaFunction = () => [{ title: 'Настройки оповещений — Лутмаркет' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function DonationsSettings({ loaderData }: Route.ComponentProps) {
  const { allowed, widgets, tags, origin } = loaderData;
  return (
    <>
      <header className="mb-4">
        <h2 className="text-xl font-bold">Настройки оповещений</h2>
        <p className="mt-1 text-sm text-muted">Как донаты и покупки появляются на вашем стриме</p>
      </header>
      {allowed ? (
        <WidgetSettingsPanel initialWidgets={widgets} tags={tags} origin={origin} />
      ) : (
        <p className="rounded-card border border-border bg-surface p-6 text-muted">Оповещения доступны стримерам. Подключите донаты, чтобы настроить виджеты.</p>
      )}
    </>
  );
}
