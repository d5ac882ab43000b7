import { buildApp, createServices } from '@lootmarket/api';
import type { AppConfig } from '@lootmarket/api/config';
import { openMigratedDatabase } from '@lootmarket/api/db/migrate';
import { pageCallToken } from '@lootmarket/api/platform/http/page-calls';
import { clientRateLimitOptions } from '@lootmarket/api/platform/http/rate-limit';
import { securityHeaderSets } from '@lootmarket/api/platform/http/security-headers';
import { platformHousekeeping } from '@lootmarket/api/platform/jobs/housekeeping';
import { createJobsWorker, type JobsWorker } from '@lootmarket/api/platform/jobs/jobs.worker';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppLoadContext } from 'react-router';
import { seedDatabase } from './seed';
import { createHttpApiFetch, createInProcessApiFetch } from './web/api-fetch';
import { coversImageSource, coversPlugin } from './web/covers-plugin';
import { imagesPlugin } from './web/images-plugin';
import { seoPlugin } from './web/seo-plugin';
import { WEB_PUBLIC_DIR } from './web/paths';
import { createPageCache } from './web/page-cache';
import { siteOriginOf } from './web/site-origin';
import { webPlugin } from './web/web-plugin';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  seededDemo: boolean;
  databaseKind: 'postgres' | 'pglite';
  /** Stops taking requests, lets the ones in flight and the jobs in hand finish, then closes the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  dev?: boolean;
  /** Adds routes before the server listens; used by tests to hold a request open. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/** Starts whichever roles this process has (web, api, jobs) on one database and one port. */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const database = await openMigratedDatabase({ url: config.DATABASE_URL, pgliteDir: config.PGLITE_DIR });
  const services = createServices({ database, config });
  // Other processes' changes (stock sold, a seller's figures) drop this process's cached answers too.
  const unlistenAnswers = await services.answers.listen();
  const { seededDemo } = await seedDatabase(database.db, services, { demo: config.SEED_DEMO_DATA });

  const roles = config.SERVER_ROLES;
  const siteOrigin = siteOriginOf(config.PUBLIC_URL);
  const pageCall = pageCallToken(config.AUTH_SECRET);
  const app = await buildApp({ config, database, services, withApi: roles.has('api'), buildId: process.env.BUILD_ID });
  if (roles.has('web')) {
    await app.register(coversPlugin, { covers: services.covers });
    await app.register(imagesPlugin, {
      dirs: [WEB_PUBLIC_DIR],
      domains: config.IMAGES_DOMAINS,
      generated: [await coversImageSource(services.covers)],
    });
    await app.register(seoPlugin, {
      catalog: services.catalog,
      production: config.APP_ENV === 'production',
      publicUrl: config.PUBLIC_URL,
      termsContentCreators: config.FEATURE_TERMS_CONTENT_CREATORS,
      rateLimit: clientRateLimitOptions(config),
    });
    await app.register(webPlugin, {
      dev: options.dev ?? false,
      rateLimit: clientRateLimitOptions(config),
      documentHeaders: securityHeaderSets({ production: config.APP_ENV === 'production' }).document,
      loadContext: (request) => pageContext(app, config, request, siteOrigin(request), pageCall),
      siteOrigin,
      pages: createPageCache(services.answers, siteOrigin),
    });
  }

  await options.extend?.(app);

  let jobs: JobsWorker | undefined;
  if (roles.has('jobs')) {
    const platform = platformHousekeeping(database.db);
    jobs = createJobsWorker({
      db: database.db,
      handlers: {
        ...platform.handlers,
        ...services.orders.jobHandlers,
        ...services.orderNotifier.jobHandlers,
        ...services.conversations.jobHandlers,
        ...services.reviews.jobHandlers,
        ...services.reputation.jobHandlers,
        ...services.donations.jobHandlers,
        ...services.withdrawals.jobHandlers,
        ...services.telegram.jobHandlers,
        ...services.support.jobHandlers,
        // Payments left without a final state are asked about at the acquirer (lost notifications).
        ...services.payments.jobHandlers,
        // Every chain of the audit log walked once a day; a break is logged and shown on /metrics.
        ...services.audit.jobHandlers,
        // Speech of alerts older than a month is deleted (decision 049).
        ...services.alertSpeech.jobHandlers,
        // Delayed alerts go on air from whichever process is alive at their time (decision 047).
        ...services.alerts.jobHandlers,
        ...services.webhooks.jobHandlers,
        'auth.prune-expired': () => services.auth.housekeeping.pruneExpired(),
        // Held income whose date has come becomes withdrawable (decision 023).
        'ledger.release-holds': async () => void (await services.ledger.releaseDueHolds({ now: new Date() })),
        // Keys sold before their fingerprints were kept are fingerprinted, a batch a run (decision 042).
        'offers.fingerprint-keys': async () => void (await services.offerKeys.fingerprintSoldKeys(1000)),
      },
      recurring: {
        ...platform.recurring,
        ...services.withdrawals.recurring,
        ...services.payments.recurring,
        ...services.reputation.recurring,
        ...services.audit.recurring,
        ...services.alertSpeech.recurring,
        ...services.alerts.recurring,
        ...services.webhooks.recurring,
        'auth.prune-expired': 3600,
        'ledger.release-holds': 60,
        'offers.fingerprint-keys': 600,
      },
      logger: app.log,
      pollMs: config.JOBS_POLL_MS,
    });
    await jobs.start();
  }
  // The bot hears `/start` by long polling in development, else through the webhook it sets here.
  const webhookUrl = config.PUBLIC_URL ? `${config.PUBLIC_URL}/api/gw/public/v1/telegram/webhook` : null;
  const stopTelegram = roles.has('jobs')
    ? await services.telegram.startUpdates(app.log, webhookUrl).catch((error: unknown) => {
        app.log.warn({ err: error }, 'Telegram bot could not start hearing updates');
        return async () => {};
      })
    : async () => {};

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const port = new URL(address).port;
  return {
    app,
    url: config.PUBLIC_URL ?? `http://localhost:${port}`,
    seededDemo,
    databaseKind: database.kind,
    close: async () => {
      await closeHttp(app);
      await stopTelegram();
      await jobs?.stop();
      await unlistenAnswers();
      await database.close();
    },
  };
}

/**
 * Stops accepting connections and waits for requests in flight. A keep-alive connection that goes idle
 * after closing began would hold the server open until its timeout, so idle ones are swept meanwhile.
 */
async function closeHttp(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await closing;
  } finally {
    clearInterval(sweep);
  }
}

function pageContext(
  app: FastifyInstance,
  config: AppConfig,
  request: FastifyRequest,
  publicUrl: string,
  pageCall: string,
): AppLoadContext {
  const inProcess = config.SERVER_ROLES.has('api') || !config.API_ORIGIN;
  return {
    apiFetch: inProcess
      ? createInProcessApiFetch(app, request, pageCall)
      : createHttpApiFetch(config.API_ORIGIN!, request, pageCall),
    flags: { termsContentCreators: config.FEATURE_TERMS_CONTENT_CREATORS },
    appEnv: config.APP_ENV,
    user: null,
    captchaSiteKey: config.SMARTCAPTCHA_CLIENT_KEY ?? null,
    publicUrl,
  };
}
