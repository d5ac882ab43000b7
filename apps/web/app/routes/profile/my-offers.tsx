import { sellerOfferEndpoints } from '@lootmarket/domain/endpoints/seller';
import { PackageOpen, Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '#app/components/ui/button';
import { ErrorState } from '#app/components/ui/error-state';
import { Pager } from '#app/components/ui/pager';
import { ProfileBackLink } from '#app/features/profile/profile-back-link';
import { OfferFilters } from '#app/features/seller-offers/offer-filters';
import { OfferList } from '#app/features/seller-offers/offer-list';
import { OFFERS_PAGE_SIZE, offerListHref, parseOfferListView } from '#app/features/seller-offers/offer-list-params';
import { loadApi } from '#app/lib/api/load-api.server';
import { settle } from '#app/lib/api/outcome';
import type { Route } from './+types/my-offers';

/** /{ProfileId}/my-offers: the seller's offers with filters, prices, stock and sales. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const view = parseOfferListView(new URL(request.url).searchParams);
  const query = {
    ...(view.status ? { status: view.status } : {}),
    ...(view.category ? { category: view.category } : {}),
    ...(view.text ? { text: view.text } : {}),
    limit: OFFERS_PAGE_SIZE,
    offset: (view.page - 1) * OFFERS_PAGE_SIZE,
  };
  const found = await settle(loadApi(context).call(sellerOfferEndpoints.list, { query }));
  return { view, list: found.ok ? found.data : null };
}

export const meta: Route.MetaFunction = () => [
  { title: 'Мои предложения — Лутмаркет' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function MyOffers({ loaderData }: Route.ComponentProps) {
  const { profileId = '' } = useParams();
  const { view, list } = loaderData;
  return (
    <>
      <ProfileBackLink />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black tracking-tight">Мои предложения</h1>
        <Link to={`/${profileId}/my-offers/new`} className={buttonClassName({ size: 'sm' })}>
          <Plus aria-hidden className="size-4" /> Новое предложение
        </Link>
      </div>
      {list ? (
        <div className="space-y-4">
          <OfferFilters profileId={profileId} view={view} counts={list.counts} />
          <OfferList
            offers={list.items}
            empty={
              <div className="grid place-items-center gap-3 rounded-card border border-dashed border-border p-10 text-center">
                <PackageOpen aria-hidden className="size-8 text-subtle" />
                <p className="text-muted">
                  {view.status || view.category || view.text
                    ? 'Под эти фильтры не подходит ни одно предложение.'
                    : 'У вас пока нет предложений.'}
                </p>
              </div>
            }
          />
          <Pager
            page={view.page}
            pages={Math.max(1, Math.ceil(list.total / OFFERS_PAGE_SIZE))}
            hrefFor={(page) => offerListHref(profileId, view, { page })}
          />
        </div>
      ) : (
        <ErrorState className="mt-6" />
      )}
    </>
  );
}
