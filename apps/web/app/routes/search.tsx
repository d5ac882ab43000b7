import { data } from 'react-router';
import { CATALOG_PAGE_CACHE_SECONDS, keptPageHeaders, PRODUCT_LISTS_TAG } from '@lootmarket/domain';
import { SearchResultsPage } from '#app/features/search/search-results-page';
import { loadSearchResults } from '#app/features/search/search-results.server';
import { absoluteUrl, pageMeta } from '#app/lib/seo';
import { loadApi } from '#app/lib/api/load-api.server';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { params, results, answered, popular } = await loadSearchResults(loadApi(context), url);
  const page = { params, results, popular, canonicalUrl: absoluteUrl(context.publicUrl, '/search') };
  // The same results for every anonymous visitor: kept until a product, a seller or the search index changes.
  return data(
    page,
    answered ? { headers: keptPageHeaders(CATALOG_PAGE_CACHE_SECONDS, [PRODUCT_LISTS_TAG]) } : undefined,
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const q = loaderData?.params.q ?? '';
  return [
    ...pageMeta({
      title: q ? `Поиск: ${q}` : 'Поиск',
      description: q
        ? `Игры, валюта, пополнения и подписки по запросу «${q}» на Лутмаркете.`
        : 'Поиск игр, игровой валюты, пополнений и подписок.',
      canonicalUrl: loaderData?.canonicalUrl ?? '/search',
    }),
    // Result pages are endless variations of one page; search engines should follow, not index them.
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage params={loaderData.params} results={loaderData.results} popular={loaderData.popular} />;
}
