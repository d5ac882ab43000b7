import { CACHE_TAG_HEADER, productInputsResponseSchema, productSchema, type Product, type ProductInput } from '@lootmarket/domain';
import { findRouteRedirect } from '#app/lib/route-redirect.server';

type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

const API = '/api/gw/public/v1';

export type ProductPageResult =
  | { kind: 'ok'; product: Product; inputs: ProductInput[]; cacheTags: string | null }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' }
  | { kind: 'error' };

/** The product and the inputs its checkout needs, fetched together; an unknown slug may be an old one. */
export async function loadProductPage(apiFetch: ApiFetch, slug: string, url: URL): Promise<ProductPageResult> {
  try {
    const path = encodeURIComponent(slug);
    const [productAnswer, inputsAnswer] = await Promise.all([apiFetch(`${API}/product/${path}`), apiFetch(`${API}/product/inputs/${path}`)]);
    if (productAnswer.status === 404) {
      // A renamed product keeps its old links working: ask the redirect table before answering 404.
      const to = await findRouteRedirect(apiFetch, url);
      return to ? { kind: 'redirect', to } : { kind: 'not-found' };
    }
    if (!productAnswer.ok || !inputsAnswer.ok) throw new Error(`product answered ${productAnswer.status}/${inputsAnswer.status}`);
    const product = productSchema.parse(await productAnswer.json());
    const { inputs } = productInputsResponseSchema.parse(await inputsAnswer.json());
    return { kind: 'ok', product, inputs, cacheTags: productAnswer.headers.get(CACHE_TAG_HEADER) };
  } catch (error) {
    console.error('product page unavailable', error);
    return { kind: 'error' };
  }
}
