import { publicDonationEndpoints } from '@lootmarket/domain/endpoints/donations';
import { DonationsLanding } from '#app/features/donate/donations-landing';
import { loadApi } from '#app/lib/api/load-api.server';
import { orFallback } from '#app/lib/api/outcome';
import { absoluteUrl, pageMeta } from '#app/lib/seo';
import type { Route } from './+types/donations-create';

/** /donations/create: the invitation to connect donations. */
export async function loader({ context }: Route.LoaderArgs) {
  // The list only decorates the page; it renders without it.
  const list = await orFallback(
    loadApi(context).call(publicDonationEndpoints.streamers, { query: { limit: 12 } }),
    { items: [] },
    'streamers',
  );
  return { streamers: list.items, publicUrl: context.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Донаты для стримеров',
    description: 'Своя страница доната, алерты в OBS, цели сбора и модерация сообщений. Подключение за пару минут.',
    canonicalUrl: absoluteUrl(loaderData?.publicUrl ?? '', '/donations/create'),
  });

export default function DonationsCreateRoute({ loaderData }: Route.ComponentProps) {
  return <DonationsLanding streamers={loaderData.streamers} />;
}
