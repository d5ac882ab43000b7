import { contentEndpoints } from '@lootmarket/domain/endpoints/content';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { ContentService } from './content.service';

const tags = ['content'];

/** Public content of the home page: editorial tabs, services, offer shelves and streamers. */
export async function contentPublicRoutes(app: FastifyInstance, { content }: { content: ContentService }) {
  registerEndpoint(
    app,
    contentEndpoints.tabs,
    { schema: { tags, summary: 'Editorial sections of the home page with their block counts' } },
    async () => ({
      items: await content.listTabs(),
    }),
  );
  registerEndpoint(
    app,
    contentEndpoints.tab,
    { schema: { tags, summary: 'One editorial section with its blocks' } },
    (request) => content.getTab(request.params.tabName),
  );
  registerEndpoint(
    app,
    contentEndpoints.services,
    { schema: { tags, summary: 'The platform services shown on the home page' } },
    async () => ({
      items: await content.listServices(),
    }),
  );
  registerEndpoint(
    app,
    contentEndpoints.offerTabs,
    { schema: { tags, summary: 'The offer tabs of the home page in editorial order' } },
    async () => ({
      items: await content.listOfferTabs(),
    }),
  );
  registerEndpoint(
    app,
    contentEndpoints.offerList,
    { schema: { tags, summary: 'Product cards of one offer tab, with the best offer of each' } },
    async (request) => ({
      type: request.params.type,
      items: await content.getOfferList(request.params.type, request.query.limit),
    }),
  );
  registerEndpoint(
    app,
    contentEndpoints.bloggers,
    { schema: { tags, summary: 'Streamers with a donation page, for the home page' } },
    async () => ({
      items: await content.listBloggers(),
    }),
  );
}
