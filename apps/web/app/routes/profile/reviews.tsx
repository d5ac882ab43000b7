import { reviewEndpoints } from '@lootmarket/domain/endpoints/reviews';
import { useParams, useRevalidator } from 'react-router';
import { ErrorState } from '#app/components/ui/error-state';
import { Tabs } from '#app/components/ui/tabs';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { useProfileUser } from '#app/features/profile/use-profile-user';
import { ReviewList } from '#app/features/reviews/review-list';
import { ReviewSummary } from '#app/features/reviews/review-summary';
import { REVIEW_PAGE_SIZE } from '#app/features/reviews/reviews-client';
import { loadApi } from '#app/lib/api/load-api.server';
import { orFallback } from '#app/lib/api/outcome';
import type { Route } from './+types/reviews';

type Tab = 'left' | 'shop';

/** /{ProfileId}/reviews: the reviews the user left, and (sellers) the reviews about their shop (spec §2). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tab: Tab = new URL(request.url).searchParams.get('tab') === 'shop' ? 'shop' : 'left';
  const endpoint = tab === 'shop' ? reviewEndpoints.received : reviewEndpoints.mine;
  const query = { limit: REVIEW_PAGE_SIZE, offset: 0 };
  return { tab, list: await orFallback(loadApi(context).call(endpoint, { query }), null, 'reviews') };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Отзывы — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ProfileReviews({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const user = useProfileUser();
  const revalidator = useRevalidator();
  const { tab, list } = loaderData;
  const base = `/${profileId}/reviews`;
  return (
    <section>
      <ProfileBackLink />
      <h1 className="mb-4 text-2xl font-bold">Отзывы</h1>
      {user.isSeller ? (
        <Tabs
          aria-label="Отзывы"
          value={tab}
          className="mb-4"
          items={[
            { value: 'left', label: 'Мои отзывы', href: base },
            { value: 'shop', label: 'О моём магазине', href: `${base}?tab=shop` },
          ]}
        />
      ) : null}
      {!list ? (
        <ErrorState onRetry={() => void revalidator.revalidate()} />
      ) : tab === 'shop' ? (
        <div className="flex flex-col gap-4">
          <ReviewSummary summary={list.summary} />
          <ReviewList
            key="shop"
            first={list}
            source={{ kind: 'received' }}
            empty="О вашем магазине ещё не оставили отзывов."
          />
        </div>
      ) : (
        <ReviewList
          key="left"
          first={list}
          source={{ kind: 'mine' }}
          empty="Вы ещё не оставляли отзывов. Оценить продавца можно на странице завершённого заказа."
        />
      )}
    </section>
  );
}
