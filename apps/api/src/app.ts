import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import pino from 'pino';
import Fastify, { type FastifyInstance } from 'fastify';
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
import { catalogOffersPublicRoutes } from './modules/catalog/catalog-offers.routes';
import { createCatalogOffersService } from './modules/catalog/catalog-offers.service';
import { routeRedirectPublicRoutes } from './modules/catalog/route-redirects.routes';
import { createRouteRedirectsService } from './modules/catalog/route-redirects.service';
import { createCoversService } from './modules/catalog/covers.service';
import { contentPublicRoutes } from './modules/catalog/content.routes';
import { createContentService } from './modules/catalog/content.service';
import { searchPublicRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { healthRoutes } from './modules/health/health.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { sellerApplicationRoutes, sellerMailerRoutes } from './modules/seller-applications/seller-applications.routes';
import { createSellerApplicationsService } from './modules/seller-applications/seller-applications.service';
import { usersPrivateRoutes, usersPublicRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { walletRoutes } from './modules/ledger/ledger.routes';
import { createLedgerService } from './modules/ledger/ledger.service';
import { sandboxNotificationRoutes, SANDBOX_NOTIFICATIONS_PATH, yookassaNotificationRoutes } from './modules/payments/payments.routes';
import { createPaymentsService } from './modules/payments/payments.service';
import { createKeySealer, keysEncryptionKey } from './modules/offers/offer-keys.crypto';
import { createOfferKeysService } from './modules/offers/offer-keys.service';
import { ordersAdminRoutes, ordersPrivateRoutes, ordersPublicRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import { donationsAdminRoutes, donationsPrivateRoutes, donationsPublicRoutes, sandboxStreamRoutes } from './modules/donations/donations.routes';
import { createDonationsService } from './modules/donations/donations.service';
import { goalLiveRoutes } from './modules/donations/donations.live';
import { createStreamOnlineStatus } from './modules/donations/twitch-online';
import { createOrderNotifier } from './modules/orders/orders.notify';
import { orderImagesPrivateRoutes, orderImagesPublicRoutes } from './modules/orders/order-images.routes';
import { createOrderImagesService } from './modules/orders/order-images.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { sandboxAcquirerRoutes } from './modules/payments/sandbox-acquirer.routes';
import { createAcquirers } from './platform/payments/acquirers';
import { createEventBus } from './platform/events/event-bus';
import { createAnswerCache } from './platform/cache/answer-cache';
import { createAlertsService } from './modules/alerts/alerts.service';
import { createWidgetsService } from './modules/alerts/widgets.service';
import { widgetMediaPublicRoutes, widgetsPrivateRoutes } from './modules/alerts/widgets.routes';
import { widgetSocketRoutes } from './modules/alerts/widget-socket.routes';
import { GOAL_PROGRESS_CHANNEL } from './modules/donations/donations.payments';
import { translationsRoutes } from './modules/translations/translations.routes';
import { createTranslationsService } from './modules/translations/translations.service';
import { mailboxRoutes } from './platform/mail/mailbox.routes';
import { createMailer } from './platform/mail/mailer';
import { createRequestMetrics } from './platform/http/metrics';
import { RequestObserver } from './platform/http/request-observer';
import { withLazyChildren } from './platform/http/lazy-child-logger';
import { httpPlatform } from './platform/http/http-platform';
import { openApi } from './platform/http/openapi';
import { privateScope } from './platform/http/private-scope';
import { clientRateLimitOptions, routeRateLimitOptions } from './platform/http/rate-limit';
import { limitClientRequests } from './platform/http/client-rate-limit';
import { generateRequestId } from './platform/http/request-id';
import { responseSerializerCompiler } from './platform/http/serializers';
import { addHeaders, securityHeaderSets } from './platform/http/security-headers';

export const PUBLIC_PREFIX = '/api/gw/public/v1';
export const PRIVATE_PREFIX = '/api/gw/private/v1';

export type Services = ReturnType<typeof createServices>;

/** How long a public answer may be served when no change was announced (a lost event, a renamed seller). */
const ANSWER_TTL_MS = 30_000;
/** About 64 MB of serialized answers per process. */
const ANSWER_CACHE_CHARS = 32 * 1024 * 1024;

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
  const events = createEventBus(database);
  const answers = createAnswerCache({ events, ttlMs: ANSWER_TTL_MS, maxChars: ANSWER_CACHE_CHARS });
  const catalog = createCatalogService({ db, users, answers });
  const ledger = createLedgerService({ db });
  const acquirers = createAcquirers(config, db, { now });
  const payments = createPaymentsService({ db, ledger, acquirers: acquirers.acquirers, active: acquirers.active, log: paymentsLog(config) });
  const offerKeys = createOfferKeysService({ db, sealer: createKeySealer(keysEncryptionKey(config.KEYS_ENCRYPTION_KEY, config.AUTH_SECRET)), catalog });
  const alerts = createAlertsService({ db, events, now });
  // Purchase alerts are masked with the streamer's ban list, which donations own; it is read only once an order is paid.
  const orders = createOrdersService({ db, catalog, payments, ledger, keys: offerKeys, mailer, users, alerts, moderation: { maskForStreamer: (...args) => donations.maskForStreamer(...args) }, secret: config.AUTH_SECRET, publicUrl: config.PUBLIC_URL, now, risk: { paidPerBuyer: config.RISK_PAID_PER_BUYER, paidPerAddress: config.RISK_PAID_PER_ADDRESS } });
  const donations = createDonationsService({
    db,
    users,
    payments,
    ledger,
    // Completed donations queue their on-stream alert in the same transaction.
    alerts,
    events,
    online: createStreamOnlineStatus(config),
    publicUrl: config.PUBLIC_URL,
    now,
  });
  const notifications = createNotificationsService({ db, now });
  const orderNotifier = createOrderNotifier({ db, mailer, notifications, users, secret: config.AUTH_SECRET, publicUrl: config.PUBLIC_URL });
  return {
    translations: createTranslationsService({ db }),
    catalog,
    catalogOffers: createCatalogOffersService({ db }),
    routeRedirects: createRouteRedirectsService({ db }),
    covers: createCoversService({ db }),
    // Its own view of the listing-page queries: the service keeps no state, so sharing one is not needed.
    content: createContentService({ db, catalogOffers: createCatalogOffersService({ db }), users }),
    search: createSearchService({ db, catalog, answers }),
    users,
    auth: createAuthServices({ db, config, users, mailer, now }),
    sellerApplications: createSellerApplicationsService({ db, mailer }),
    ledger,
    payments,
    acquirers,
    offerKeys,
    orders,
    donations,
    orderImages: createOrderImagesService({ db, secret: config.AUTH_SECRET, now }),
    notifications,
    orderNotifier,
    events,
    answers,
    alerts,
    widgets: createWidgetsService({ db, events, secret: config.AUTH_SECRET, now }),
  };
}

/** Services have no request logger; payment anomalies (amount mismatch, unknown objects) still need a trace. */
function paymentsLog(config: AppConfig) {
  return config.LOG_LEVEL === 'silent' ? undefined : (message: string, detail?: Record<string, unknown>) => console.warn(`payments: ${message}`, detail ?? '');
}

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  services?: Services;
  /** The root logger; `false` for none. By default JSON lines on stdout at `LOG_LEVEL`. */
  logger?: pino.Logger | false;
  /** False for a process that serves only pages: it keeps health and metrics but no API routes. */
  withApi?: boolean;
  buildId?: string;
}

function defaultLogger(config: AppConfig): pino.Logger {
  // Buffered writes keep logging off the request path; pino flushes the buffer on a normal exit.
  return pino({ level: config.LOG_LEVEL }, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}

/** Builds the HTTP application: platform, health, and the API namespaces. `listen` is the caller's. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const production = config.APP_ENV === 'production';
  const metrics = createRequestMetrics();
  const app = Fastify({
    ...(options.logger === false ? { logger: false } : { loggerInstance: withLazyChildren(options.logger ?? defaultLogger(config)) }),
    logController: new RequestObserver(config.ACCESS_LOG ?? (production ? 'problems' : 'all'), metrics),
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
    limitClientRequests(api, clientRateLimitOptions(config));
    await api.register(rateLimit, routeRateLimitOptions(config));
    await api.register(translationsRoutes, { translations: services.translations });
    api.withTypeProvider<ZodTypeProvider>().get(
      '/api/build',
      { schema: { tags: ['health'], summary: 'The running build, for clients checking for a newer one', response: { 200: z.object({ id: z.string() }) } } },
      // Answered synchronously: an async handler would defer the answer to a promise job for nothing.
      (_request, reply) => void reply.send({ id: options.buildId ?? 'development' }),
    );
    await api.register(catalogPublicRoutes, { prefix: PUBLIC_PREFIX, catalog: services.catalog, answers: services.answers });
    await api.register(catalogOffersPublicRoutes, { prefix: PUBLIC_PREFIX, catalogOffers: services.catalogOffers });
    await api.register(contentPublicRoutes, { prefix: PUBLIC_PREFIX, content: services.content });
    await api.register(routeRedirectPublicRoutes, { prefix: PUBLIC_PREFIX, routeRedirects: services.routeRedirects });
    await api.register(searchPublicRoutes, { prefix: PUBLIC_PREFIX, search: services.search, answers: services.answers });
    // Null in production, so the sandbox provider pages never exist there.
    const sandboxIssuer = production ? null : services.auth.sandboxIssuer;
    if (sandboxIssuer) await api.register(sandboxAuthRoutes, { issuer: sandboxIssuer, now: Date.now });
    if (services.acquirers.acquirers.yookassa) {
      await api.register(yookassaNotificationRoutes, { prefix: PUBLIC_PREFIX, payments: services.payments, isAllowedSender: services.acquirers.isAllowedYookassaSender });
    }
    // Null in production, so the sandbox bank's pages and its notification endpoint never exist there.
    const sandboxAcquirer = production ? null : services.acquirers.sandbox;
    if (sandboxAcquirer) {
      const { sandboxSigningKey: signingKey, now: clock } = services.acquirers;
      await api.register(sandboxNotificationRoutes, { prefix: PUBLIC_PREFIX, payments: services.payments, signingKey, now: clock });
      await api.register(sandboxAcquirerRoutes, { acquirer: sandboxAcquirer, signingKey, notificationPath: `${PUBLIC_PREFIX}${SANDBOX_NOTIFICATIONS_PATH}`, now: clock });
    }
    await api.register(donationsPublicRoutes, { prefix: PUBLIC_PREFIX, donations: services.donations });
    await api.register(goalLiveRoutes, { prefix: PUBLIC_PREFIX, donations: services.donations, events: services.events });
    // The sandbox Twitch switch exists only outside production.
    if (!production) await api.register(sandboxStreamRoutes, { online: services.donations.online });
    // Only sign-in, orders and the private API read or write cookies; elsewhere the cookie hooks would
    // cost every request.
    await api.register(async (withCookies) => {
      await withCookies.register(cookie);
      await withCookies.register(authRoutes, {
        prefix: PUBLIC_PREFIX,
        emailCode: services.auth.emailCode,
        sessions: services.auth.sessions,
        secureCookies: production,
        publicUrl: config.PUBLIC_URL,
        codeChecksPerIp: config.AUTH_CODE_CHECKS_PER_IP,
      });
      await withCookies.register(providerRoutes, {
        prefix: PUBLIC_PREFIX,
        providerSignIn: services.auth.providerSignIn,
        secureCookies: production,
        publicUrl: config.PUBLIC_URL,
      });
      await withCookies.register(ordersPublicRoutes, { prefix: PUBLIC_PREFIX, orders: services.orders, verifyAccessToken: services.auth.verifyAccessToken });
      await withCookies.register(orderImagesPublicRoutes, { prefix: PUBLIC_PREFIX, images: services.orderImages, verifyAccessToken: services.auth.verifyAccessToken });
      await withCookies.register(privateScope, {
        prefix: PRIVATE_PREFIX,
        verifyAccessToken: services.auth.verifyAccessToken,
        publicUrl: config.PUBLIC_URL,
        routes: [
          (scope) => usersPrivateRoutes(scope, { users: services.users }),
          (scope) => sellerApplicationRoutes(scope, { applications: services.sellerApplications }),
          (scope) => adminRoutes(scope, { applications: services.sellerApplications }),
          (scope) => walletRoutes(scope, { ledger: services.ledger }),
          (scope) => ordersPrivateRoutes(scope, { orders: services.orders }),
          (scope) => ordersAdminRoutes(scope, { orders: services.orders }),
          (scope) => donationsPrivateRoutes(scope, { donations: services.donations }),
          (scope) => donationsAdminRoutes(scope, { donations: services.donations }),
          (scope) => orderImagesPrivateRoutes(scope, { images: services.orderImages }),
          (scope) => notificationsRoutes(scope, { notifications: services.notifications }),
          (scope) => widgetsPrivateRoutes(scope, { widgets: services.widgets, alerts: services.alerts }),
        ],
      });
      await withCookies.register(privateScope, {
        prefix: '/api/mailer',
        verifyAccessToken: services.auth.verifyAccessToken,
        publicUrl: config.PUBLIC_URL,
        routes: [(scope) => sellerMailerRoutes(scope, { applications: services.sellerApplications })],
      });
    });
    await api.register(usersPublicRoutes, { users: services.users });
    await api.register(widgetMediaPublicRoutes, { widgets: services.widgets });
    await api.register(widgetSocketRoutes, {
      alerts: services.alerts,
      widgets: services.widgets,
      events: services.events,
      goals: { active: (streamerId: number) => services.donations.goals.active(streamerId), channel: GOAL_PROGRESS_CHANNEL },
      publicUrl: config.PUBLIC_URL,
    });
  });
  return app;
}
