import cookie from '@fastify/cookie';
import websocket from '@fastify/websocket';
import rateLimit from '@fastify/rate-limit';
import pino from 'pino';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { telegramEndpoints } from '@lootmarket/domain/endpoints/telegram';
import { sandboxesEnabled, type AppConfig } from './config';
import type { Database } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { providerRoutes } from './modules/auth/provider.routes';
import { sandboxAuthRoutes } from './modules/auth/sandbox.routes';
import { catalogPublicRoutes } from './modules/catalog/catalog.routes';
import { catalogOffersPublicRoutes } from './modules/catalog/catalog-offers.routes';
import { routeRedirectPublicRoutes } from './modules/catalog/route-redirects.routes';
import { contentPublicRoutes } from './modules/catalog/content.routes';
import { searchPublicRoutes } from './modules/search/search.routes';
import { healthRoutes } from './modules/health/health.routes';
import { sellerMailerRoutes } from './modules/users/seller-applications.routes';
import { usersPublicRoutes } from './modules/users/users.routes';
import { payoutNotificationRoutes } from './modules/withdrawals/payout-notifications.routes';
import { sandboxPayoutRoutes } from './modules/withdrawals/sandbox-payouts.routes';
import { SANDBOX_PAYOUT_NOTIFICATIONS_PATH } from './platform/payouts/payout-providers';
import {
  sandboxNotificationRoutes,
  SANDBOX_NOTIFICATIONS_PATH,
  yookassaNotificationRoutes,
} from './modules/payments/payments.routes';
import { donationReportRoutes } from './modules/donations/donations.moderation-routes';
import { storefrontRoutes } from './modules/sellers/storefront.routes';
import { offerImagesPublicRoutes } from './modules/offers/offer-images.routes';
import { ideasPublicRoutes } from './modules/ideas/ideas.routes';
import { saleRoutes } from './modules/promo/sale.routes';
import { offersPublicRoutes } from './modules/offers/offers.routes';
import { ordersPublicRoutes } from './modules/orders/orders.routes';
import { disputesPublicRoutes } from './modules/orders/order-disputes.routes';
import { donationsPublicRoutes, sandboxStreamRoutes } from './modules/donations/donations.routes';
import { goalLiveRoutes } from './modules/donations/donations.live';
import { orderImagesPublicRoutes } from './modules/orders/order-images.routes';
import { sandboxAcquirerRoutes } from './modules/payments/sandbox-acquirer.routes';
import { widgetMediaPublicRoutes } from './modules/alerts/widgets.routes';
import { widgetSocketRoutes } from './modules/alerts/widget-socket.routes';
import { mediaPublicRoutes } from './modules/media/media.routes';
import { MEDIA_CHANNEL } from './modules/media/media.service';
import { conversationRoutes } from './modules/conversations/conversations.routes';
import { reviewsPublicRoutes } from './modules/reviews/reviews.routes';
import { GOAL_PROGRESS_CHANNEL } from './modules/donations/donations.payments';
import { translationsRoutes } from './modules/translations/translations.routes';
import { telegramWebhookRoutes } from './modules/telegram/telegram.routes';
import { sandboxTelegramRoutes } from './modules/telegram/sandbox-telegram.routes';
import { supportGuestRoutes } from './modules/support/support.guest-routes';
import { mailboxRoutes } from './platform/mail/mailbox.routes';
import { createRequestMetrics } from './platform/http/metrics';
import { registerBacklogGauges } from './platform/http/backlog-metrics';
import { RequestObserver } from './platform/http/request-observer';
import { withLazyChildren } from './platform/http/lazy-child-logger';
import { onClientError, onFrameworkError } from './platform/http/framework-errors';
import { httpPlatform } from './platform/http/http-platform';
import { isPageCall, pageCallToken } from './platform/http/page-calls';
import { openApi } from './platform/http/openapi';
import { privateScope } from './platform/http/private-scope';
import { privateRoutes } from './app.private-routes';
import { createApiTokenGate } from './modules/api-tokens/api-tokens.gate';
import { clientRateLimitOptions, routeRateLimitOptions } from './platform/http/rate-limit';
import { limitClientRequests } from './platform/http/client-rate-limit';
import { createSlidingWindows } from './platform/rate-limits/sliding-window';
import { generateRequestId } from './platform/http/request-id';
import { fastifyTrustProxy } from './platform/http/trusted-proxies';
import { responseSerializerCompiler } from './platform/http/serializers';
import { validatorCompiler } from './platform/http/validator';
import { addHeaders, securityHeaderSets } from './platform/http/security-headers';
import { createServices, type Services } from './composition';

export { createServices, type Services, type ServicesOptions } from './composition';

export const PUBLIC_PREFIX = '/api/gw/public/v1';
export const PRIVATE_PREFIX = '/api/gw/private/v1';

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
  const sandboxes = sandboxesEnabled(config);
  const metrics = createRequestMetrics();
  const app = Fastify({
    ...(options.logger === false
      ? { logger: false }
      : { loggerInstance: withLazyChildren(options.logger ?? defaultLogger(config)) }),
    logController: new RequestObserver(config.ACCESS_LOG ?? (production ? 'problems' : 'all'), metrics),
    genReqId: generateRequestId,
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ production }));

  const headers = securityHeaderSets({ production });
  await app.register(httpPlatform, { production, metrics, metricsToken: config.METRICS_TOKEN });
  await app.register(healthRoutes, { ping: database.ping });
  if (options.withApi === false) return app;

  const services = options.services ?? createServices({ database, config });
  registerBacklogGauges(
    metrics.registry,
    'payment_notifications',
    'Acquirer notifications recorded and not applied yet',
    () => services.payments.notificationBacklog(),
  );
  // Whether the last audit verification found every chain intact, on /metrics (decision 038).
  for (const metric of services.audit.metrics) metrics.registry.registerMetric(metric);
  // Alerts that showed silent because their speech failed (decision 044).
  for (const metric of services.alertSpeech.metrics) metrics.registry.registerMetric(metric);
  app.addHook('onClose', () => services.alertSpeech.close());
  // Sessions ended in other processes (logout, a reused refresh token) stop their access tokens here too.
  const unlistenSessions = await services.auth.listenForEndedSessions();
  app.addHook('onClose', async () => unlistenSessions());
  // The API's map is for its developers; production does not hand it to everyone.
  if (!production) await app.register(openApi, { documentHeaders: headers.document });
  if (sandboxes) await app.register(mailboxRoutes, { db: database.db, documentHeaders: headers.document });
  // The routes' own budgets, shared by every process: in Redis with REDIS_URL, else in the database.
  const windows = await createSlidingWindows(
    { redisUrl: config.REDIS_URL, db: database.db },
    { onError: (error) => app.log.warn({ err: error }, 'Redis for the rate limits is unreachable') },
  );
  app.addHook('onClose', () => windows.close());
  await app.register(async (api) => {
    addHeaders(api, headers.json);
    // The page server's calls while it renders a page are not the visitor's requests: the page was counted.
    const pageCalls = pageCallToken(config.AUTH_SECRET);
    limitClientRequests(api, clientRateLimitOptions(config), { skip: (request) => isPageCall(request, pageCalls) });
    await api.register(
      rateLimit,
      routeRateLimitOptions(config, windows, (error) => api.log.warn({ err: error }, 'rate limit store failed')),
    );
    // One WebSocket server for the API's sockets (overlays, order conversations): each registration adds an upgrade listener.
    await api.register(websocket, { options: { maxPayload: 4096 } });
    await api.register(translationsRoutes, { translations: services.translations });
    api.withTypeProvider<ZodTypeProvider>().get(
      '/api/build',
      {
        schema: {
          tags: ['health'],
          summary: 'The running build, for clients checking for a newer one',
          response: { 200: z.object({ id: z.string() }) },
        },
        // Always a few bytes, far below the compression threshold: not worth the compressor's two hooks.
        compress: false,
      },
      // Answered synchronously: an async handler would defer the answer to a promise job for nothing.
      (_request, reply) => void reply.send({ id: options.buildId ?? 'development' }),
    );
    await api.register(catalogPublicRoutes, {
      prefix: PUBLIC_PREFIX,
      catalog: services.catalog,
      answers: services.answers,
    });
    await api.register(offersPublicRoutes, { prefix: PUBLIC_PREFIX, offers: services.offers });
    await api.register(storefrontRoutes, { prefix: PUBLIC_PREFIX, storefront: services.storefront });
    await api.register(reviewsPublicRoutes, { prefix: PUBLIC_PREFIX, reviews: services.reviews });
    await api.register(catalogOffersPublicRoutes, { prefix: PUBLIC_PREFIX, catalogOffers: services.catalogOffers });
    await api.register(contentPublicRoutes, { prefix: PUBLIC_PREFIX, content: services.content });
    await api.register(routeRedirectPublicRoutes, { prefix: PUBLIC_PREFIX, routeRedirects: services.routeRedirects });
    await api.register(searchPublicRoutes, {
      prefix: PUBLIC_PREFIX,
      search: services.search,
      answers: services.answers,
    });
    // Null unless sandboxes are on, so the sandbox provider pages never exist in production.
    const sandboxIssuer = sandboxes ? services.auth.sandboxIssuer : null;
    if (sandboxIssuer) await api.register(sandboxAuthRoutes, { issuer: sandboxIssuer, now: Date.now });
    if (services.acquirers.acquirers.yookassa) {
      await api.register(yookassaNotificationRoutes, {
        prefix: PUBLIC_PREFIX,
        payments: services.payments,
        isAllowedSender: services.acquirers.isAllowedYookassaSender,
      });
    }
    // Null unless sandboxes are on, so the sandbox bank's pages and its notification endpoint never exist in production.
    const sandboxAcquirer = sandboxes ? services.acquirers.sandbox : null;
    if (sandboxAcquirer) {
      const { sandboxSigningKey: signingKey, now: clock } = services.acquirers;
      await api.register(sandboxNotificationRoutes, {
        prefix: PUBLIC_PREFIX,
        payments: services.payments,
        signingKey,
        now: clock,
      });
      await api.register(sandboxAcquirerRoutes, {
        acquirer: sandboxAcquirer,
        signingKey,
        notificationPath: `${PUBLIC_PREFIX}${SANDBOX_NOTIFICATIONS_PATH}`,
        now: clock,
        settled: services.payments.notificationsSettled,
      });
    }
    await api.register(payoutNotificationRoutes, {
      prefix: PUBLIC_PREFIX,
      withdrawals: services.withdrawals,
      providers: services.payoutProviders,
      now: Date.now,
    });
    // Null unless sandboxes are on, so the sandbox payout pages never exist in production.
    const sandboxPayouts = sandboxes ? services.payoutProviders.sandbox : null;
    if (sandboxPayouts) {
      const notificationPath = `${PUBLIC_PREFIX}${SANDBOX_PAYOUT_NOTIFICATIONS_PATH}`;
      await api.register(sandboxPayoutRoutes, {
        sandbox: sandboxPayouts,
        signingKey: services.payoutProviders.sandboxSigningKey,
        notificationPath,
        now: Date.now,
      });
    }
    await api.register(donationsPublicRoutes, { prefix: PUBLIC_PREFIX, donations: services.donations });
    await api.register(donationReportRoutes, { prefix: PUBLIC_PREFIX, moderation: services.donations.moderation });
    await api.register(mediaPublicRoutes, { prefix: PUBLIC_PREFIX, media: services.media });
    await api.register(offerImagesPublicRoutes, { prefix: PUBLIC_PREFIX, images: services.offerImages });
    await api.register(goalLiveRoutes, {
      prefix: PUBLIC_PREFIX,
      donations: services.donations,
      events: services.events,
    });
    if (services.telegram.bots.bot) {
      await api.register(telegramWebhookRoutes, { prefix: PUBLIC_PREFIX, telegram: services.telegram });
    }
    // Null unless sandboxes are on and no real bot is set, so the fake chat never exists in production.
    const sandboxTelegram = sandboxes ? services.telegram.bots.sandbox : null;
    if (sandboxTelegram) {
      await api.register(sandboxTelegramRoutes, {
        sandbox: sandboxTelegram,
        webhookSecret: services.telegram.bots.webhookSecret!,
        webhookPath: telegramEndpoints.webhook.path,
      });
    }
    await api.register(supportGuestRoutes, { prefix: PUBLIC_PREFIX, support: services.support });
    // The sandbox Twitch switch exists only with the sandboxes on.
    if (sandboxes) await api.register(sandboxStreamRoutes, { online: services.donations.online });
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
        codeRequestsPerTenMinutes: config.RATE_LIMIT_SIGN_IN_CODES_PER_TEN_MINUTES,
      });
      await withCookies.register(providerRoutes, {
        prefix: PUBLIC_PREFIX,
        providerSignIn: services.auth.providerSignIn,
        secureCookies: production,
        publicUrl: config.PUBLIC_URL,
      });
      await withCookies.register(ordersPublicRoutes, {
        prefix: PUBLIC_PREFIX,
        orders: services.orders,
        verifyAccessToken: services.auth.verifyAccessToken,
        placementsPerHour: config.RATE_LIMIT_ORDERS_PER_HOUR,
      });
      await withCookies.register(orderImagesPublicRoutes, {
        prefix: PUBLIC_PREFIX,
        images: services.orderImages,
        verifyAccessToken: services.auth.verifyAccessToken,
      });
      await withCookies.register(disputesPublicRoutes, {
        prefix: PUBLIC_PREFIX,
        orders: services.orders,
        verifyAccessToken: services.auth.verifyAccessToken,
        publicUrl: config.PUBLIC_URL,
      });
      await withCookies.register(ideasPublicRoutes, {
        prefix: PUBLIC_PREFIX,
        ideas: services.ideas,
        verifyAccessToken: services.auth.verifyAccessToken,
      });
      await withCookies.register(saleRoutes, {
        prefix: PUBLIC_PREFIX,
        sale: services.sale,
        verifyAccessToken: services.auth.verifyAccessToken,
      });
      // Programs with a personal API token reach the seller's routes their scopes cover (decision 045).
      const apiTokens = createApiTokenGate({
        tokens: services.apiTokens,
        windows,
        audit: services.audit,
        perMinute: config.API_TOKEN_REQUESTS_PER_MINUTE,
        log: api.log,
      });
      await withCookies.register(conversationRoutes, {
        apiTokens,
        conversations: services.conversations,
        events: services.events,
        verifyAccessToken: services.auth.verifyAccessToken,
        publicUrl: config.PUBLIC_URL,
        messagesPerMinute: config.RATE_LIMIT_CONVERSATION_MESSAGES_PER_MINUTE,
      });
      await withCookies.register(privateScope, {
        prefix: PRIVATE_PREFIX,
        verifyAccessToken: services.auth.verifyAccessToken,
        publicUrl: config.PUBLIC_URL,
        apiTokens,
        routes: privateRoutes(services, config),
      });
      await withCookies.register(privateScope, {
        prefix: '/api/mailer',
        verifyAccessToken: services.auth.verifyAccessToken,
        publicUrl: config.PUBLIC_URL,
        routes: [(scope) => sellerMailerRoutes(scope, { applications: services.sellerApplications })],
      });
    });
    await api.register(usersPublicRoutes, { users: services.users });
    await api.register(widgetMediaPublicRoutes, { widgets: services.widgets, speech: services.alertSpeech });
    await api.register(widgetSocketRoutes, {
      alerts: services.alerts,
      widgets: services.widgets,
      speech: services.alertSpeech,
      events: services.events,
      goals: {
        active: (streamerId: number) => services.donations.goals.active(streamerId),
        channel: GOAL_PROGRESS_CHANNEL,
      },
      media: {
        state: (streamerId: number) => services.media.widgetState(streamerId),
        ended: (streamerId: number, id: string) => services.media.ended(streamerId, id),
        channel: MEDIA_CHANNEL,
      },
      publicUrl: config.PUBLIC_URL,
      registry: metrics.registry,
    });
  });
  return app;
}
