import { catalogEndpoints } from '@lootmarket/domain/endpoints/catalog';
import type { ApiClient } from './api/client';
import { isApiError } from './api/api-error';

/**
 * Where an old page path lives now (a renamed listing or product), with the visitor's query kept; null
 * when it never moved or the lookup fails, so the caller answers 404. Pages call it before a 404.
 */
export async function findRouteRedirect(api: ApiClient, url: URL): Promise<string | null> {
  try {
    const { to } = await api.call(catalogEndpoints.routeRedirect, { query: { path: url.pathname } });
    return `${to}${url.search}`;
  } catch (error) {
    if (!isApiError(error, 404)) console.error('route redirect lookup failed', error);
    return null;
  }
}
