import { WidgetOverlay } from '#app/features/widgets/widget-overlay';
import type { Route } from './+types/widget';

export const meta: Route.MetaFunction = () => [
  { title: 'Виджет оповещений — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

/** /widget/{token}: the overlay a streamer adds to OBS as a browser source. No site header or footer. */
export default function WidgetPage({ params }: Route.ComponentProps) {
  return <WidgetOverlay token={params.token} />;
}
