import { streamerListResponseSchema, type DonationStreamer } from '@lootmarket/domain';
import { DonationsLanding } from '#app/features/donate/donations-landing';
import { absoluteUrl, pageMeta } from '#app/lib/seo';
import type { Route } from './+types/donations-create';

/** /donations/create: the invitation to connect donations. */
export async function loader({ context }: Route.LoaderArgs) {
  let streamers: DonationStreamer[] = [];
  try {
    const response = await context.apiFetch('/api/gw/public/v1/streamer?limit=12');
    if (response.ok) streamers = streamerListResponseSchema.parse(await response.json()).items;
  } catch (error) {
    // The list only decorates the page; it renders without it.
    console.error('streamers unavailable', error);
  }
  return { streamers, publicUrl: context.publicUrl };
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
