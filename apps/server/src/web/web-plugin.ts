import type { ServerResponse } from 'node:http';
import fastifyStatic from '@fastify/static';
import { limitClientRequests, type ClientRateLimitOptions } from '@lootmarket/api/platform/http/client-rate-limit';
import { addHeaders } from '@lootmarket/api/platform/http/security-headers';
import { AppError } from '@lootmarket/api/platform/http/app-error';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { sendWebResponse, toWebRequest } from './fetch-adapter';
import type { PageCache } from './page-cache';
import {
  ASSET_CACHE_CONTROL,
  isUnchanged,
  nonceOf,
  pageEtag,
  PAGE_CACHE_CONTROL,
  PUBLIC_FILE_CACHE_CONTROL,
  sendNotModified,
} from './page-validator';
import { redirectTrailingSlashes } from './trailing-slash';
import { WEB_CLIENT_DIR, WEB_ROOT, WEB_SERVER_ENTRY } from './paths';

export interface WebPluginOptions {
  dev: boolean;
  rateLimit: ClientRateLimitOptions;
  documentHeaders: Record<string, string>;
  loadContext: (request: FastifyRequest) => AppLoadContext;
  /** The origin pages are built for (`site-origin.ts`); the request's own when unset. */
  siteOrigin?: (request: FastifyRequest) => string;
  /** Pages the same for every anonymous visitor, kept until what they show changes; none in development. */
  pages?: PageCache;
}

/** Files the build writes `.br` and `.gz` beside (scripts/precompress-assets.mjs): their answer varies. */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|map)(?:\.br|\.gz)?$/;
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
    // `x.js.br` and `x.js.gz` written at build time go to clients that accept them.
    preCompressed: true,
    // Left to `setHeaders`: the library's own header (max-age=0) would replace ours.
    cacheControl: false,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.includes('/assets/') ? ASSET_CACHE_CONTROL : PUBLIC_FILE_CACHE_CONTROL);
      if (PRECOMPRESSED.test(path)) res.setHeader('vary', 'accept-encoding');
    },
  });
  limitClientRequests(app, options.rateLimit);
  app.route({
    method: PAGE_METHODS,
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      refuseApiPaths(request);
      const render = () =>
        handle(toWebRequest(request, reply, options.siteOrigin?.(request)), options.loadContext(request));
      const send = (response: Response) =>
        isValidatedPage(request, response)
          ? sendValidatedPage(request, reply, response)
          : sendWebResponse(reply, response);
      return options.pages ? options.pages.serve(request, reply, render, send) : send(await render());
    },
  });
}

/** A whole page for a GET (pages render their shell at once: nothing streams later), not anyone's cookies. */
function isValidatedPage(request: FastifyRequest, response: Response): boolean {
  return (
    request.method === 'GET' &&
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    (response.headers.get('content-type')?.startsWith('text/html') ?? false)
  );
}

/**
 * Sends a page with `no-cache` and a validator: a browser coming back to a page that has not changed gets a
 * 304 and shows its stored copy, instead of downloading the page again.
 */
async function sendValidatedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Response,
): Promise<FastifyReply> {
  const html = await response.text();
  const etag = pageEtag(html, nonceOf(response.headers.get('content-security-policy')));
  if (isUnchanged(request, etag)) return sendNotModified(reply, etag);
  reply.status(200);
  for (const [name, value] of response.headers) reply.header(name, value);
  return reply.header('cache-control', PAGE_CACHE_CONTROL).header('etag', etag).send(html);
}

async function serveWithVite(app: FastifyInstance, options: WebPluginOptions) {
  const { createServer } = await import('vite');
  const vite: ViteDevServer = await createServer({
    root: WEB_ROOT,
    server: { middlewareMode: true },
    appType: 'custom',
  });
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
            toWebRequest(request, reply, options.siteOrigin?.(request)),
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
