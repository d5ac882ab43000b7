import { widgetOverlayEndpoints } from '@lootmarket/domain/endpoints/widgets';
import { WidgetOverlay } from '#app/features/widgets/widget-overlay';
import { loadApi } from '#app/lib/api/load-api.server';
import { settle } from '#app/lib/api/outcome';
import type { Route } from './+types/widget';

/** A wrong or rotated address is a 404, not an empty overlay that looks as if it worked. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const checked = await settle(loadApi(context).call(widgetOverlayEndpoints.check, { query: { token: params.token } }));
  if (!checked.ok && (checked.error.status === 404 || checked.error.status === 400))
    throw new Response('Not found', { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Виджет оповещений — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /widget/{token}: the overlay a streamer adds to OBS as a browser source. No site header or footer. */
export default function WidgetPage({ params }: Route.ComponentProps) {
  return <WidgetOverlay token={params.token} />;
}
