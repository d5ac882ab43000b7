import { data, redirect, useRouteLoaderData } from 'react-router';
import { CACHE_TAG_HEADER, PAGE_CACHE_SECONDS_HEADER, PRODUCT_PAGE_CACHE_SECONDS } from '@lootmarket/domain';
import { PageFallback, pageFallbackMeta } from '#app/features/not-found/page-fallback';
import { loadProductPage } from '#app/features/product/product.server';
import { ProductPage } from '#app/features/product/product-page';
import { productMeta } from '#app/features/product/product-seo';
import { loadApi } from '#app/lib/api/load-api.server';
import type { loader as rootLoader } from '#app/root';
import type { Route } from './+types/product';

/** /product/{slug}: an old slug answers 301 (route redirects), an unknown one the 404 page. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await loadProductPage(loadApi(context), params.slug, new URL(request.url));
  if (result.kind === 'redirect') throw redirect(result.to, 301);
  if (result.kind === 'not-found') return data({ ...result, publicUrl: context.publicUrl }, { status: 404 });
  if (result.kind === 'error') return data({ ...result, publicUrl: context.publicUrl }, { status: 503 });
  const { cacheTags, ...page } = result;
  // The same page for every anonymous visitor: the server may keep it until its product or sellers change.
  const headers = cacheTags
    ? { [PAGE_CACHE_SECONDS_HEADER]: String(PRODUCT_PAGE_CACHE_SECONDS), [CACHE_TAG_HEADER]: cacheTags }
    : undefined;
  return data({ ...page, publicUrl: context.publicUrl }, headers ? { headers } : undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData || loaderData.kind !== 'ok') return pageFallbackMeta(loaderData?.kind ?? 'not-found');
  return productMeta(loaderData.product, loaderData.publicUrl);
};

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const accountEmail = useRouteLoaderData<typeof rootLoader>('root')?.user?.email ?? null;
  if (loaderData.kind !== 'ok') return <PageFallback kind={loaderData.kind} />;
  return (
    <ProductPage
      key={loaderData.product.id}
      product={loaderData.product}
      inputs={loaderData.inputs}
      accountEmail={accountEmail}
    />
  );
}
