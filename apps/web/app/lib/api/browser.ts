import { browserTransport } from './browser-transport';
import { createApiClient } from './client';

/** The browser's client: components, hooks and event handlers call the API through it. */
export const api = createApiClient(browserTransport);
