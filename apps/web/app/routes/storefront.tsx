import { storefrontEndpoints } from '@lootmarket/domain/endpoints/seller';
import { data, isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '#app/features/not-found/not-found-page';
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
  const found = await settle(
    loadApi(context).call(storefrontEndpoints.get, {
      params: { seller_id: Number(params.sellerId) },
      query: { limit: 48, offset: 0 },
    }),
  );
  if (!found.ok) {
    if (found.error.status === 404) throw data(null, { status: 404 });
    throw found.error;
  }
  return { shop: found.data, publicUrl: context.publicUrl };
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
  return <StorefrontPage shop={loaderData.shop} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
