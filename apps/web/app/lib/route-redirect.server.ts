import { routeRedirectSchema } from '@lootmarket/domain';

/**
 * Where an old page path lives now (a renamed listing or product), with the visitor's query kept; null
 * when it never moved or the lookup fails, so the caller answers 404. Pages call it before a 404.
 */
export async function findRouteRedirect(apiFetch: (path: string) => Promise<Response>, url: URL): Promise<string | null> {
  try {
    const response = await apiFetch(`/api/gw/public/v1/route-redirect?path=${encodeURIComponent(url.pathname)}`);
    if (!response.ok) return null;
    const { to } = routeRedirectSchema.parse(await response.json());
    return `${to}${url.search}`;
  } catch (error) {
    console.error('route redirect lookup failed', error);
    return null;
  }
}
