import { data, redirect } from 'react-router';
import { CATALOG_PAGE_CACHE_SECONDS, keptPageHeaders, PRODUCT_LISTS_TAG } from '@lootmarket/domain';
import { PageFallback, pageFallbackMeta } from '#app/features/not-found/page-fallback';
import { loadListingPage } from '#app/features/listing/listing-data.server';
import { ListingPage } from '#app/features/listing/listing-page';
import { listingMeta } from '#app/features/listing/listing-seo';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/listing';

/** /ru-ru/{slug} and /ru-ru/{slug}/{child…}: an old path answers 301, an unknown one the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await loadListingPage(loadApi(context), params['*'] ?? '', new URL(request.url));
  if (result.kind === 'redirect') throw redirect(result.to, 301);
  if (result.kind === 'not-found') return data({ ...result, publicUrl: context.publicUrl }, { status: 404 });
  // A catalog that cannot answer is temporary: 503 tells crawlers to come back rather than drop the page.
  if (result.kind === 'error') return data({ ...result, publicUrl: context.publicUrl }, { status: 503 });
  // The same page for every anonymous visitor: kept until a product, a seller or the search index changes.
  return data(
    { ...result, publicUrl: context.publicUrl },
    { headers: keptPageHeaders(CATALOG_PAGE_CACHE_SECONDS, [PRODUCT_LISTS_TAG]) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind !== 'ok') return pageFallbackMeta(loaderData?.kind ?? 'not-found');
  return listingMeta(loaderData, loaderData.publicUrl);
};

export default function ListingRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind !== 'ok') return <PageFallback kind={loaderData.kind} />;
  return <ListingPage data={loaderData} />;
}
