import { CACHE_TAG_HEADER, type Product, type ProductInput } from '@lootmarket/domain';
import { catalogEndpoints } from '@lootmarket/domain/endpoints/catalog';
import { isApiError } from '#app/lib/api/api-error';
import type { ApiClient } from '#app/lib/api/client';
import { findRouteRedirect } from '#app/lib/route-redirect.server';

export type ProductPageResult =
  | { kind: 'ok'; product: Product; inputs: ProductInput[]; cacheTags: string | null }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  | { kind: 'error' };

/** The product and the inputs its checkout needs, fetched together; an unknown slug may be an old one. */
export async function loadProductPage(api: ApiClient, slug: string, url: URL): Promise<ProductPageResult> {
  const product = api.send(catalogEndpoints.product, { params: { uuidSlug: slug } });
  const inputs = api.call(catalogEndpoints.productInputs, { params: { uuidSlug: slug } });
  const [productAnswer, inputsAnswer] = await Promise.allSettled([product, inputs]);
  // A slug the API refuses outright (a NUL byte, say) names no product either.
  if (productAnswer.status === 'rejected' && isApiError(productAnswer.reason, 400)) return { kind: 'not-found' };
  if (productAnswer.status === 'rejected' && isApiError(productAnswer.reason, 404)) {
    // A renamed product keeps its old links working: ask the redirect table before answering 404.
    const to = await findRouteRedirect(api, url);
    return to ? { kind: 'redirect', to } : { kind: 'not-found' };
  }
  if (productAnswer.status === 'rejected' || inputsAnswer.status === 'rejected') {
    const reason: unknown =
      productAnswer.status === 'rejected'
        ? productAnswer.reason
        : inputsAnswer.status === 'rejected'
          ? inputsAnswer.reason
          : null;
    console.error('product page unavailable', reason);
    return { kind: 'error' };
  }
  const { data, headers } = productAnswer.value;
  return { kind: 'ok', product: data, inputs: inputsAnswer.value.inputs, cacheTags: headers.get(CACHE_TAG_HEADER) };
}
