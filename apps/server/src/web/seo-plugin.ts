import { AppError } from '@lootmarket/api/platform/http/app-error';
import { limitClientRequests, type ClientRateLimitOptions } from '@lootmarket/api/platform/http/client-rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { robotsTxt } from './robots';
import { createSitemap, staticSitemapPaths, type SitemapCatalog } from './sitemap';

export interface SeoPluginOptions {
  catalog: SitemapCatalog;
  production: boolean;
  /** The public origin for absolute addresses; the request's own origin when unset. */
  publicUrl: string | undefined;
  termsContentCreators: boolean;
  rateLimit?: ClientRateLimitOptions;
  /** Addresses per sitemap file; tests make it small to see the index. */
  sitemapChunkSize?: number;
}

// Crawlers fetch these rarely and a CDN may keep them for an hour; catalog changes show up by then.
const CACHE = 'public, max-age=3600';

/** /robots.txt, /sitemap.xml and the sitemap's chunks, registered before the pages' catch-all. */
export async function seoPlugin(app: FastifyInstance, options: SeoPluginOptions) {
  if (options.rateLimit) limitClientRequests(app, options.rateLimit);
  const sitemap = createSitemap({
    catalog: options.catalog,
    staticPaths: staticSitemapPaths({ termsContentCreators: options.termsContentCreators }),
    ...(options.sitemapChunkSize ? { chunkSize: options.sitemapChunkSize } : {}),
  });
  const origin = (request: FastifyRequest) =>
    (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt({ production: options.production, origin: origin(request) })),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await sitemap.root(origin(request))),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const n = /^(\d{1,6})\.xml$/.exec(request.params.file)?.[1];
    const xml = n === undefined ? undefined : await sitemap.chunk(origin(request), Number(n));
    if (xml === undefined) throw new AppError('NOT_FOUND');
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(xml);
  });
}
