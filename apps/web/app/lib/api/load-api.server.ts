import type { AppLoadContext } from 'react-router';
import { createApiClient, type ApiClient } from './client';

/**
 * The client of one page request's loaders: in-process through `app.inject` (or over HTTP to a separate API
 * tier) with the visitor's cookies, so the API's validation and rate limits apply to rendered data too.
 * No renewal here: an expired session renders a guest, and the browser's session keeper renews it.
 */
export function loadApi(context: Pick<AppLoadContext, 'apiFetch'>): ApiClient {
  return createApiClient((path, init) => context.apiFetch(path, init));
}
