import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
} from '@lootmarket/domain';
import type { ContentService } from './content.service';

const tags = ['content'];

/** Public content of the home page: editorial tabs, services, offer shelves and streamers. */
export async function contentPublicRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/content/tabs', {
    schema: { tags, summary: 'Editorial sections of the home page with their block counts', response: { 200: contentTabsResponseSchema } },
  }, async () => ({ items: await content.listTabs() }));

  api.get('/content/tabs/:tabName', {
    schema: { tags, summary: 'One editorial section with its blocks', params: z.object({ tabName: contentTabNameSchema }), response: { 200: contentTabSchema } },
  }, (request) => content.getTab(request.params.tabName));

  api.get('/content/services', {
    schema: { tags, summary: 'The platform services shown on the home page', response: { 200: contentServicesResponseSchema } },
  }, async () => ({ items: await content.listServices() }));

  api.get('/content/offer-tabs', {
    schema: { tags, summary: 'The offer tabs of the home page in editorial order', response: { 200: offerTabsResponseSchema } },
  }, async () => ({ items: await content.listOfferTabs() }));

  api.get('/content/offer-list/:type', {
    schema: {
      tags,
      summary: 'Product cards of one offer tab, with the best offer of each',
      params: z.object({ type: offerListTypeSchema }),
      querystring: offerListQuerySchema,
      response: { 200: offerListResponseSchema },
    },
  }, async (request) => ({ type: request.params.type, items: await content.getOfferList(request.params.type, request.query.limit) }));

  api.get('/content/bloggers', {
    schema: { tags, summary: 'Streamers with a donation page, for the home page', response: { 200: bloggersResponseSchema } },
  }, async () => ({ items: await content.listBloggers() }));
}
