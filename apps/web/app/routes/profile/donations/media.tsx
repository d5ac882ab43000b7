import { streamerMediaEndpoints } from '@lootmarket/domain/endpoints/media';
import { widgetEndpoints } from '@lootmarket/domain/endpoints/widgets';
import { loadPrivate } from '#app/features/donations-dashboard/dashboard.server';
import { MediaPlayerControls, MediaQueue } from '#app/features/media-requests/media-queue';
import { MediaSettingsForm } from '#app/features/media-requests/media-settings-form';
import { MediaWidgetCard } from '#app/features/widgets/media-widget-card';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/media';

/** Paid videos on stream: the settings, the OBS link of the media widget, the player and the queue. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = loadApi(context);
  const [settings, queue, widgets] = await loadPrivate(params.profileId, [
    api.call(streamerMediaEndpoints.settings),
    api.call(streamerMediaEndpoints.queue),
    api.call(widgetEndpoints.list, { query: { type: 'media' } }),
  ]);
  return { settings, queue, widget: widgets?.items[0] ?? null, origin: context.publicUrl };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Видео от зрителей — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DonationMedia({ loaderData }: Route.ComponentProps) {
  const { settings, queue, widget, origin } = loaderData;
  return (
    <div className="space-y-5">
      {queue ? <MediaPlayerControls queue={queue} /> : null}
      {queue ? <MediaQueue queue={queue} /> : null}
      <MediaWidgetCard initial={widget} origin={origin} />
      {settings ? <MediaSettingsForm key={JSON.stringify(settings)} settings={settings} /> : null}
    </div>
  );
}
