import { useParams, useRevalidator } from 'react-router';
import { ErrorState } from '#app/components/ui/error-state';
import { Pager } from '#app/components/ui/pager';
import { loadMyDonations } from '#app/features/donate/donate.server';
import { MY_DONATIONS_PAGE_SIZE, MyDonationList, MyDonationsEmpty } from '#app/features/donate/my-donation-list';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/my-donations';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

/** /{ProfileId}/donations: the donations I sent, newest first (`GET donations/my`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  return { page, result: await loadMyDonations(loadApi(context), page) };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Мои донаты — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ProfileMyDonations({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const revalidator = useRevalidator();
  const { page, result } = loaderData;
  return (
    <section>
      <ProfileBackLink />
      <h1 className="mb-4 text-2xl font-bold">Мои донаты</h1>
      {result.kind === 'error' ? (
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      ) : (
        <>
          {result.items.length === 0 ? (
            <MyDonationsEmpty />
          ) : (
            <MyDonationList donations={result.items} profileId={profileId} />
          )}
          <Pager
            page={page}
            pages={Math.ceil(result.total / MY_DONATIONS_PAGE_SIZE)}
            hrefFor={(to) => `/${profileId}/donations${to > 1 ? `?page=${to}` : ''}`}
          />
        </>
      )}
    </section>
  );
}
