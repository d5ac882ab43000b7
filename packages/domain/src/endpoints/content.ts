import { z } from 'zod';
import {
  bloggersResponseSchema,
  contentServicesResponseSchema,
  contentTabNameSchema,
  contentTabSchema,
  contentTabsResponseSchema,
  offerListQuerySchema,
  offerListResponseSchema,
  offerListTypeSchema,
  offerTabsResponseSchema,
} from '../contracts/content';
import { defineEndpoint, PUBLIC_API } from './define';

/** The home page's editorial content and offer shelves. */
export const contentEndpoints = {
  tabs: defineEndpoint({ method: 'GET', path: `${PUBLIC_API}/content/tabs`, response: contentTabsResponseSchema }),
  tab: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/content/tabs/:tabName`,
    params: z.object({ tabName: contentTabNameSchema }),
    response: contentTabSchema,
  }),
  services: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/content/services`,
    response: contentServicesResponseSchema,
  }),
  offerTabs: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/content/offer-tabs`,
    response: offerTabsResponseSchema,
  }),
  offerList: defineEndpoint({
    method: 'GET',
    path: `${PUBLIC_API}/content/offer-list/:type`,
    params: z.object({ type: offerListTypeSchema }),
    query: offerListQuerySchema,
    response: offerListResponseSchema,
  }),
  bloggers: defineEndpoint({ method: 'GET', path: `${PUBLIC_API}/content/bloggers`, response: bloggersResponseSchema }),
};
