import type { ServerResponse } from 'node:http';
import fastifyStatic from '@fastify/static';
import { limitClientRequests, type ClientRateLimitOptions } from '@lootmarket/api/platform/http/client-rate-limit';
import { addHeaders } from '@lootmarket/api/platform/http/security-headers';
import { AppError } from '@lootmarket/api/platform/http/app-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { sendWebResponse, toWebRequest } from './fetch-adapter';
import { sendKeptPage, type PageCache } from './page-cache';
import { redirectTrailingSlashes } from './trailing-slash';
import { WEB_CLIENT_DIR, WEB_ROOT, WEB_SERVER_ENTRY } from './paths';

export interface WebPluginOptions {
  dev: boolean;
  rateLimit: ClientRateLimitOptions;
  documentHeaders: Record<string, string>;
  loadContext: (request: FastifyRequest) => AppLoadContext;
  /** Pages the same for every anonymous visitor, kept until what they show changes; none in development. */
  pages?: PageCache;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** An unknown API path is an API 404 in the one error shape, never an HTML page. */
function refuseApiPaths(request: FastifyRequest): void {
  if (request.url.startsWith('/api/')) throw new AppError('NOT_FOUND');
}

/** Serves the server-rendered web app: built assets in production, Vite with hot reload in development. */
export async function webPlugin(app: FastifyInstance, options: WebPluginOptions) {
  // Pages read their own bodies (form actions); leave the stream untouched for React Router.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  // Every path without a route of its own ends here, so API requests never pay for this check.
  redirectTrailingSlashes(app);
  addHeaders(app, options.documentHeaders);
  if (options.dev) await serveWithVite(app, options);
  else await serveBuilt(app, options);
}

async function serveBuilt(app: FastifyInstance, options: WebPluginOptions) {
  const build = (await import(WEB_SERVER_ENTRY)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  await app.register(fastifyStatic, {
    root: WEB_CLIENT_DIR,
    wildcard: false,
    decorateReply: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'public, max-age=3600');
    },
  });
  limitClientRequests(app, options.rateLimit);
  app.route({
    method: PAGE_METHODS,
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      refuseApiPaths(request);
      const cached = options.pages?.trySend(request, reply);
      if (cached?.sent) return reply;
      const response = await handle(toWebRequest(request, reply), options.loadContext(request));
      const kept = cached?.key ? await options.pages?.keep(cached.key, cached.since, response) : undefined;
      return kept ? sendKeptPage(reply, kept) : sendWebResponse(reply, response);
    },
  });
}

async function serveWithVite(app: FastifyInstance, options: WebPluginOptions) {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({ root: WEB_ROOT, server: { middlewareMode: true }, appType: 'custom' });
  app.addHook('onClose', () => vite.close());
  app.route({
    method: PAGE_METHODS,
    url: '/*',
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      refuseApiPaths(request);
      reply.hijack();
      vite.middlewares(request.raw, reply.raw, async () => {
        try {
          const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
          const response = await createRequestHandler(build, 'development')(
            toWebRequest(request, reply),
            options.loadContext(request),
          );
          await writeRawResponse(reply.raw, response);
        } catch (error) {
          vite.ssrFixStacktrace(error as Error);
          request.log.error({ err: error }, 'page render failed');
          reply.raw.statusCode = 500;
          reply.raw.end('Render failed: see the server log');
        }
      });
    },
  });
}

async function writeRawResponse(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  if (!response.body) return void res.end();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk);
  res.end();
}
