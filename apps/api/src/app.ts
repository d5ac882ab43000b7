import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import pino from 'pino';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { createAuthServices } from './modules/auth/auth.services';
import { authRoutes } from './modules/auth/auth.routes';
import { providerRoutes } from './modules/auth/provider.routes';
import { sandboxAuthRoutes } from './modules/auth/sandbox.routes';
import { catalogPublicRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { searchPublicRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { healthRoutes } from './modules/health/health.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { sellerApplicationRoutes, sellerMailerRoutes } from './modules/seller-applications/seller-applications.routes';
import { createSellerApplicationsService } from './modules/seller-applications/seller-applications.service';
import { usersPrivateRoutes, usersPublicRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { translationsRoutes } from './modules/translations/translations.routes';
import { createTranslationsService } from './modules/translations/translations.service';
import { mailboxRoutes } from './platform/mail/mailbox.routes';
import { createMailer } from './platform/mail/mailer';
import { createRequestMetrics } from './platform/http/metrics';
import { RequestObserver } from './platform/http/request-observer';
import { lazyChildLoggerFactory } from './platform/http/lazy-child-logger';
import { httpPlatform } from './platform/http/http-platform';
import { openApi } from './platform/http/openapi';
import { privateScope } from './platform/http/private-scope';
import { rateLimitOptions } from './platform/http/rate-limit';
import { generateRequestId } from './platform/http/request-id';
import { responseSerializerCompiler } from './platform/http/serializers';
import { addHeaders, securityHeaderSets } from './platform/http/security-headers';

export const PUBLIC_PREFIX = '/api/gw/public/v1';
export const PRIVATE_PREFIX = '/api/gw/private/v1';

export type Services = ReturnType<typeof createServices>;

export interface ServicesOptions {
  database: Database;
  config: AppConfig;
  /** The clock of time-dependent rules (code expiry, token rotation); tests move it instead of sleeping. */
  now?: () => number;
}

/** Wires every module's service once; modules reach each other only through these. */
export function createServices({ database, config, now = Date.now }: ServicesOptions) {
  const db = database.db;
  const users = createUsersService({ db });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db });
  const catalog = createCatalogService({ db, users });
  return {
    translations: createTranslationsService({ db }),
    catalog,
    search: createSearchService({ db, catalog }),
    users,
    auth: createAuthServices({ db, config, users, mailer, now }),
    sellerApplications: createSellerApplicationsService({ db, mailer }),
  };
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  services?: Services;
  logger?: FastifyServerOptions['logger'];
  /** False for a process that serves only pages: it keeps health and metrics but no API routes. */
  withApi?: boolean;
  buildId?: string;
}

/** Builds the HTTP application: platform, health, and the API namespaces. `listen` is the caller's. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const production = config.APP_ENV === 'production';
  const metrics = createRequestMetrics();
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      // Buffered writes keep logging off the request path; pino flushes the buffer on a normal exit.
      stream: pino.destination({ dest: 1, sync: false, minLength: 4096 }),
    },
    logController: new RequestObserver(config.ACCESS_LOG ?? (production ? 'problems' : 'all'), metrics),
    childLoggerFactory: lazyChildLoggerFactory,
    genReqId: generateRequestId,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ production }));

  const headers = securityHeaderSets({ production });
  await app.register(httpPlatform, { production, metrics });
  await app.register(healthRoutes, { ping: database.ping });
  if (options.withApi === false) return app;

  const services = options.services ?? createServices({ database, config });
  await app.register(openApi, { documentHeaders: headers.document });
  if (!production) await app.register(mailboxRoutes, { db: database.db, documentHeaders: headers.document });
  await app.register(async (api) => {
    addHeaders(api, headers.json);
    await api.register(cookie);
    await api.register(rateLimit, rateLimitOptions(config));
    await api.register(translationsRoutes, { translations: services.translations });
    api.withTypeProvider<ZodTypeProvider>().get(
      '/api/build',
      { schema: { tags: ['health'], summary: 'The running build, for clients checking for a newer one', response: { 200: z.object({ id: z.string() }) } } },
      async () => ({ id: options.buildId ?? 'development' }),
    );
    await api.register(catalogPublicRoutes, { prefix: PUBLIC_PREFIX, catalog: services.catalog });
    await api.register(searchPublicRoutes, { prefix: PUBLIC_PREFIX, search: services.search });
    await api.register(authRoutes, {
      prefix: PUBLIC_PREFIX,
      emailCode: services.auth.emailCode,
      sessions: services.auth.sessions,
      secureCookies: production,
      publicUrl: config.PUBLIC_URL,
    });
    await api.register(providerRoutes, {
      prefix: PUBLIC_PREFIX,
      providerSignIn: services.auth.providerSignIn,
      secureCookies: production,
      publicUrl: config.PUBLIC_URL,
    });
    // Null in production, so the sandbox provider pages never exist there.
    const sandboxIssuer = production ? null : services.auth.sandboxIssuer;
    if (sandboxIssuer) await api.register(sandboxAuthRoutes, { issuer: sandboxIssuer, now: Date.now });
    await api.register(privateScope, {
      prefix: PRIVATE_PREFIX,
      verifyAccessToken: services.auth.verifyAccessToken,
      publicUrl: config.PUBLIC_URL,
      routes: [
        (scope) => usersPrivateRoutes(scope, { users: services.users }),
        (scope) => sellerApplicationRoutes(scope, { applications: services.sellerApplications }),
        (scope) => adminRoutes(scope, { applications: services.sellerApplications }),
      ],
    });
    await api.register(usersPublicRoutes, { users: services.users });
    await api.register(privateScope, {
      prefix: '/api/mailer',
      verifyAccessToken: services.auth.verifyAccessToken,
      publicUrl: config.PUBLIC_URL,
      routes: [(scope) => sellerMailerRoutes(scope, { applications: services.sellerApplications })],
    });
  });
  return app;
}
