import { reviewEndpoints } from '@lootmarket/domain/endpoints/reviews';
import { storefrontEndpoints } from '@lootmarket/domain/endpoints/seller';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '#app/features/not-found/not-found-page';
import { SellerReviews } from '#app/features/reviews/seller-reviews';
import { StorefrontPage } from '#app/features/storefront/storefront-page';
import { storefrontDescription, storefrontJsonLd, storefrontTitle } from '#app/features/storefront/storefront-seo';
import { loadApi } from '#app/lib/api/load-api.server';
import { settle } from '#app/lib/api/outcome';
import { absoluteUrl, pageMeta } from '#app/lib/seo';
import { storefrontPath } from '#app/lib/seller-format';
import type { Route } from './+types/storefront';

/** /seller/{sellerId}: a shop's public page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^\d{1,15}$/.test(params.sellerId)) throw data(null, { status: 404 });
  const api = loadApi(context);
  const sellerId = Number(params.sellerId);
  const [found, reviews] = await Promise.all([
    settle(api.call(storefrontEndpoints.get, { params: { seller_id: sellerId }, query: { limit: 48, offset: 0 } })),
    settle(api.call(reviewEndpoints.ofSeller, { params: { seller_id: sellerId }, query: { limit: 10, offset: 0 } })),
  ]);
  if (!found.ok) {
    if (found.error.status === 404) throw data(null, { status: 404 });
    throw found.error;
  }
  // The shop still opens when its reviews cannot be read; the section is left out.
  return { shop: found.data, reviews: reviews.ok ? reviews.data : null, publicUrl: context.publicUrl };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: 'Страница не найдена — Лутмаркет' }];
  const { shop, publicUrl } = loaderData;
  return pageMeta({
    title: storefrontTitle(shop),
    description: storefrontDescription(shop),
    canonicalUrl: absoluteUrl(publicUrl, storefrontPath(shop.id)),
    image: shop.avatar,
    jsonLd: [storefrontJsonLd(shop, publicUrl)],
  });
};

export default function StorefrontRoute({ loaderData }: Route.ComponentProps) {
  const { shop, reviews } = loaderData;
  return (
    <StorefrontPage shop={shop}>
      {reviews ? <SellerReviews sellerId={shop.id} reviews={reviews} /> : null}
    </StorefrontPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
