import { streamerEndpoints } from '@lootmarket/domain/endpoints/donations';
import { BanWordsForm } from '#app/features/donations-dashboard/ban-words-form';
import { loadPrivate } from '#app/features/donations-dashboard/dashboard.server';
import { MinimumsForm } from '#app/features/donations-dashboard/minimums-form';
import { PageDesignForm } from '#app/features/donations-dashboard/page-design-form';
import { PageLinkCard } from '#app/features/donations-dashboard/page-link-card';
import { BecomeStreamerForm } from '#app/features/profile/become-streamer-form';
import { useProfileUser } from '#app/features/profile/use-profile-user';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/donation-page';

/** What the public donate page takes from the streamer: its address, its design, the minimums and the ban list. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = loadApi(context);
  const [page, banWords] = await loadPrivate(params.profileId, [
    api.call(streamerEndpoints.page),
    api.call(streamerEndpoints.banWords),
  ]);
  const streamer = page?.streamer ?? null;
  return {
    slug: streamer?.slug ?? null,
    streamer,
    design: page?.design ?? null,
    origin: context.publicUrl,
    minimums: page?.minAmounts ?? {},
    banWords: banWords?.words ?? null,
  };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Страница доната — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function DonationPageSettings({ loaderData }: Route.ComponentProps) {
  const { slug, streamer, design, origin, minimums, banWords } = loaderData;
  const user = useProfileUser();
  return (
    <div className="space-y-5">
      {/* Streamers made by hand (without the connect flow) pick their page address here first. */}
      {slug ? (
        <PageLinkCard url={`${origin.replace(/\/$/, '')}/${slug}/donate`} path={`/${slug}/donate`} />
      ) : (
        <BecomeStreamerForm userId={user.id} />
      )}
      {streamer && design ? (
        <PageDesignForm key={design.updatedAt ?? 'default'} design={design} streamer={streamer} />
      ) : null}
      <MinimumsForm key={JSON.stringify(minimums)} minimums={minimums} />
      {banWords ? <BanWordsForm key={banWords.join('\n')} words={banWords} /> : null}
    </div>
  );
}
