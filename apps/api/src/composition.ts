import { sandboxesEnabled, siteUrl, type AppConfig } from './config';
import { createStaffConsoleServices } from './composition.console';
import { holdPolicyOf, paymentsLog, unpaidOrderLimitsOf, wirePaymentPurposes } from './composition.policies';
import { createApiTokensService } from './modules/api-tokens/api-tokens.service';
import type { Database } from './db/client';
import { createAuthServices } from './modules/auth/auth.services';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCatalogOffersService } from './modules/catalog/catalog-offers.service';
import { createRouteRedirectsService } from './modules/catalog/route-redirects.service';
import { createCoversService } from './modules/catalog/covers.service';
import { createContentService } from './modules/catalog/content.service';
import { offerProductSql } from './modules/catalog/offer-product.sql';
import { createSearchService } from './modules/search/search.service';
import { createUsersService } from './modules/users/users.service';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createPaymentsService } from './modules/payments/payments.service';
import { createKeySealer, keysEncryptionKey, subkey } from './modules/offers/offer-keys.crypto';
import { createOfferKeysService } from './modules/offers/offer-keys.service';
import { createOfferStockService } from './modules/offers/offer-stock.service';
import { createSellerOffersService } from './modules/offers/seller-offers.service';
import { createSellerOfferPageService } from './modules/offers/seller-offer-page.service';
import { createWizardCatalogService } from './modules/catalog/wizard-catalog.service';
import { createWizardDraftsService } from './modules/offers/wizard-drafts.service';
import { createOfferImagesService } from './modules/offers/offer-images.service';
import { createIdeasService } from './modules/ideas/ideas.service';
import { createSaleService } from './modules/promo/sale.service';
import { createOrderSalesService } from './modules/orders/order-sales.service';
import { createSellerSchedulesService } from './modules/sellers/seller-schedules.service';
import { createStorefrontService } from './modules/sellers/storefront.service';
import { createStorefrontOffersService } from './modules/offers/storefront-offers.service';
import { createSellerStatsService } from './modules/catalog/seller-stats.service';
import { createSellerAnalyticsService } from './modules/orders/seller-analytics.service';
import { productListingSql } from './modules/catalog/product-listing.sql';
import { offerListingSql } from './modules/catalog/offer-listing.sql';
import { createOffersService } from './modules/offers/offers.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createDonationsService } from './modules/donations/donations.service';
import { createStreamOnlineStatus } from './modules/donations/twitch-online';
import { createMediaService, type PreparedMedia } from './modules/media/media.service';
import { videoLookupFromConfig } from './platform/video/video';
import { createOrderNotifier } from './modules/orders/orders.notify';
import { createOrderImagesService } from './modules/orders/order-images.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createConversationsService } from './modules/conversations/conversations.service';
import { createOrderParties } from './modules/orders/orders.parties';
import { createReviewableOrders } from './modules/orders/orders.reviewable';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createSellerReputationService } from './modules/reviews/seller-reputation.service';
import type { ReviewsDeps } from './modules/reviews/reviews.ports';
import { createAcquirers } from './platform/payments/acquirers';
import { createEventBus } from './platform/events/event-bus';
import { createAnswerCache } from './platform/cache/answer-cache';
import { createAlertsService } from './modules/alerts/alerts.service';
import { createAlertControls } from './modules/alerts/alert-controls';
import { createMediaChannel } from './modules/media/media-channel';
import { createAlertModerators } from './modules/alerts/alert-moderators';
import { createWidgetsService } from './modules/alerts/widgets.service';
import { createAlertSpeech } from './modules/alerts/alert-speech';
import { speechSynthesisFromConfig } from './platform/speech/speech-synthesis';
import { createTranslationsService } from './modules/translations/translations.service';
import { createMailer } from './platform/mail/mailer';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service';
import { scheduleJob } from './platform/jobs/job-schedule';
import { createPayoutProviders } from './platform/payouts/payout-providers';
import { createTelegramService } from './modules/telegram/telegram.service';
import { createTelegramBots } from './platform/telegram/telegram-bots';
import { createAuditService } from './modules/audit/audit.service';
import { createWebhooksService } from './modules/webhooks/webhooks.service';
import { webhookPolicy } from './modules/webhooks/webhooks.transport';

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

/**
 * Builds every module's service once and wires the flows between modules (docs/architecture.md, "Cross-module
 * flows"); modules reach each other only through these services.
 */
export function createServices({ database, config, now = Date.now }: ServicesOptions) {
  const db = database.db;
  // The audit log every staff action and money movement writes in its own transaction (decision 038).
  const audit = createAuditService({ db, now });
  // Auth is built from users below; role changes reach it once both exist (only requests call this).
  const users = createUsersService({ db, rolesChanged: (userIds) => auth.rolesChanged(userIds) });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, db });
  const events = createEventBus(database);
  // Seller webhooks: modules write their events to its outbox in their own transactions (decision 046).
  const webhooks = createWebhooksService({
    db,
    audit,
    mailer,
    contactEmail: (userId) => users.contactEmail(userId),
    policy: webhookPolicy(config),
    siteUrl: siteUrl(config),
    now,
  });
  const answers = createAnswerCache({ events, ttlMs: ANSWER_TTL_MS, maxChars: ANSWER_CACHE_CHARS });
  // Offers and the catalog read each other's rows in one statement through SQL parts handed over here.
  const offers = createOffersService({ db, products: offerProductSql, answers, webhooks });
  const sellerSchedules = createSellerSchedulesService({ db, now, answers });
  // Product pages say when a seller who delivers by hand is back (decision 024).
  // Product pages show each seller's review rating (reviews, built below; only requests call it).
  const catalog = createCatalogService({
    db,
    users,
    offers,
    answers,
    schedules: sellerSchedules,
    ratings: { ratings: (sellerIds) => reviews.ratings(sellerIds) },
  });
  const ledger = createLedgerService({ db, audit });
  const holds = holdPolicyOf(config);
  const orderLimits = unpaidOrderLimitsOf(config);
  const acquirers = createAcquirers(config, db, { now });
  const payments = createPaymentsService({
    db,
    ledger,
    acquirers: acquirers.acquirers,
    active: acquirers.active,
    log: paymentsLog(config),
    syncAfterMs: config.PAYMENT_SYNC_AFTER_SECONDS * 1000,
    syncEverySeconds: config.PAYMENT_SYNC_EVERY_SECONDS,
  });
  const keysKey = keysEncryptionKey(config.KEYS_ENCRYPTION_KEY, config.AUTH_SECRET);
  const sealer = createKeySealer(keysKey);
  const offerKeys = createOfferKeysService({ db, sealer });
  const alerts = createAlertsService({ db, events, now });
  // Alert messages read aloud: SpeechKit when configured, the offline voice always (decision 044).
  const alertSpeech = createAlertSpeech({
    db,
    synthesis: speechSynthesisFromConfig(config),
    timeoutMs: config.SPEECH_TIMEOUT_MS,
    now,
    ...(config.LOG_LEVEL === 'silent' ? { log: () => {} } : {}),
  });
  // Purchase alerts are masked with the streamer's ban list, which donations own; it is read only once an order is paid.
  const orders = createOrdersService({
    db,
    audit,
    offers,
    payments,
    ledger,
    keys: offerKeys,
    mailer,
    users,
    alerts,
    moderation: { maskForStreamer: (...args) => donations.maskForStreamer(...args) },
    secret: config.AUTH_SECRET,
    // Buyers' secrets are sealed with a key of their own, derived from the keys' key (decision 040).
    inputSealer: createKeySealer(subkey(keysKey, 'order-inputs')),
    publicUrl: config.PUBLIC_URL,
    siteUrl: siteUrl(config),
    now,
    // A manual order paid while its seller is away starts the seller's clock when they are back (decision 024).
    sellers: {
      backAt: async (sellerId, tx) => {
        const status = (await sellerSchedules.statusOf([sellerId], tx)).get(sellerId);
        return status?.backAt ? Date.parse(status.backAt) : null;
      },
    },
    // A dispute opens and is decided in the order's conversation, which the conversations module owns.
    conversation: {
      prepareImage: (input) => conversations.prepareImage(input),
      postInTransaction: (...args) => conversations.postInTransaction(...args),
      supportView: (orderId) => conversations.supportView(orderId),
    },
    webhooks,
    risk: { paidPerBuyer: config.RISK_PAID_PER_BUYER, paidPerAddress: config.RISK_PAID_PER_ADDRESS },
    limits: orderLimits,
    holds,
    // A completed or refunded deal moves the seller's trust figures in the order's own transaction.
    // The deal also takes a refunded order's review off the pages, has the seller's tier judged again and
    // asks the buyer of a completed order for a review (decision 025).
    deals: {
      record: async (tx, deal) => {
        const counted = await catalog.recordSellerDeal(deal, tx);
        if (counted) await reviews.dealFinished(tx, deal);
        return counted;
      },
    },
  });
  const donations = createDonationsService({
    db,
    users,
    payments,
    ledger,
    // Completed donations queue their on-stream alert in the same transaction, and the streamer's Telegram message.
    alerts: {
      enqueueInTransaction: async (tx, alert) => {
        await alerts.enqueueInTransaction(tx, alert);
        await telegram.donationReceived(tx, alert);
      },
      statesOf: (streamerId, donationIds) => alerts.donationStates(streamerId, donationIds),
    },
    // A donation's video is checked before it is written and becomes a media request when it is paid.
    media: {
      prepare: (...args) => media.prepare(...args),
      reserveInTransaction: (tx, donationId, donorName, prepared) =>
        media.reserveInTransaction(tx, donationId, donorName, prepared as PreparedMedia),
      donationPaidInTransaction: (...args) => media.donationPaidInTransaction(...args),
    },
    events,
    online: createStreamOnlineStatus(config),
    publicUrl: config.PUBLIC_URL,
    audit,
    now,
    holds,
  });
  // Paid videos on stream: titles pass the streamer's ban words, which donations own (decision 048).
  const media = createMediaService({
    db,
    videos: videoLookupFromConfig(config),
    streamers: { idBySlug: async (slug) => (await users.findStreamer({ slug }))?.id ?? null },
    masking: { maskForStreamer: (...args) => donations.maskForStreamer(...args) },
    events,
    now,
  });
  // Each new in-app notice may also go to the user's Telegram chat, queued in the notice's transaction.
  const telegram = createTelegramService({ db, bots: createTelegramBots(config, db), siteUrl: siteUrl(config), now });
  const notifications = createNotificationsService({ db, now, relay: (tx, notice) => telegram.relay(tx, notice) });
  const orderNotifier = createOrderNotifier({
    db,
    mailer,
    notifications,
    users,
    secret: config.AUTH_SECRET,
    siteUrl: siteUrl(config),
  });
  // An order's conversation knows its parties from orders and tells unread messages through notifications and mail.
  const conversations = createConversationsService({
    db,
    webhooks,
    orders: createOrderParties({ db, secret: config.AUTH_SECRET, publicUrl: config.PUBLIC_URL }),
    events,
    notifications,
    mailer,
    users,
    publicUrl: config.PUBLIC_URL,
    now,
  });
  // Reviews of completed orders and the tier sellers earn from deals, reviews, refunds, disputes and age.
  const reviewsDeps: ReviewsDeps = {
    db,
    webhooks,
    orders: {
      // Guests review through their order link, whose token the orders module signs.
      ...createReviewableOrders({ db, secret: config.AUTH_SECRET }),
      troubleSince: (sellerId, since) => orders.income.troubleSince(sellerId, since),
    },
    users,
    trust: catalog,
    offers: { setSellerBadge: (sellerId, badge, tx) => sellerOffers.setSellerBadge(sellerId, badge, tx) },
    notifications,
    mailer,
    answers,
    siteUrl: siteUrl(config),
    audit,
    now,
  };
  const reviews = createReviewsService(reviewsDeps);
  const reputation = createSellerReputationService(reviewsDeps);
  wirePaymentPurposes({ payments, orders, donations });
  const wizardCatalog = createWizardCatalogService({ db });
  const sellerOffers = createSellerOffersService({
    db,
    catalog: { product: offerProductSql, listing: offerListingSql },
    sales: createOrderSalesService({ db }),
    answers,
    limits: orderLimits,
    reputation,
  });
  const wizardDrafts = createWizardDraftsService({
    db,
    now,
    editableOffer: (sellerId, offerId) => sellerOffers.editable(sellerId, offerId),
    updateOffer: (sellerId, offerId, edit) => sellerOffers.update(sellerId, offerId, edit),
    ownImages: (sellerId, imageIds) => offerImages.ownIds(sellerId, imageIds),
    product: async (productId) => {
      const form = await wizardCatalog.form(productId);
      return { slug: form.product.slug, autoDelivery: form.autoDelivery };
    },
    createOffer: (offer) => sellerOffers.create(offer),
    badgeOf: (sellerId) => sellerOffers.badgeOf(sellerId),
  });
  // Pictures go to a draft of the seller's or to one of their offers.
  const offerImages = createOfferImagesService({
    db,
    now,
    ownsTarget: async (sellerId, target) =>
      'draftId' in target
        ? wizardDrafts.owns(sellerId, target.draftId)
        : Boolean(await sellerOffers.findOwn(sellerId, target.offerId)),
  });
  const auth = createAuthServices({ db, config, users, mailer, events, now });
  const payoutProviders = createPayoutProviders(config, db);
  // A withdrawal reserves in the ledger, is confirmed by a mailed code, weighs the user's orders and donations for risk and tells its owner.
  const withdrawals = createWithdrawalsService({
    db,
    webhooks,
    audit,
    ledger,
    providers: payoutProviders,
    codes: auth.confirmationCodes,
    users,
    orders: orders.income,
    donations,
    notifications,
    mailer,
    jobs: { enqueue: async (tx, job) => void (await scheduleJob(tx, job)) },
    settings: {
      autoApproveLimits: config.WITHDRAWAL_AUTO_APPROVE_LIMITS,
      autoApproveDelaySeconds: config.WITHDRAWAL_AUTO_APPROVE_DELAY_SECONDS,
      stuckAfterMinutes: config.WITHDRAWAL_STUCK_AFTER_MINUTES,
      siteUrl: siteUrl(config),
    },
    now,
  });
  // The operator's console: its queues, users, blocks, four-eyes approvals and moderation (decisions 041–043).
  const staffConsole = createStaffConsoleServices({
    db,
    config,
    now,
    audit,
    answers,
    mailer,
    notifications,
    auth,
    users,
    orders,
    withdrawals,
    conversations,
    donations,
    ledger,
    reviews,
    webhooks,
  });
  // Who may hold, approve and skip a streamer's alerts, and the remote they use (decision 047).
  const alertControls = createAlertControls({
    db,
    alerts,
    audit,
    now,
    channels: {
      describe: async (ids) => {
        const found = await Promise.all(ids.map((id) => users.findStreamer({ id })));
        const cards = await users.findPublicCards(ids);
        return new Map(
          ids.map((id, at) => [id, { name: cards.get(id)?.name ?? 'Канал', slug: found[at]?.slug ?? null }]),
        );
      },
    },
    banWords: { addInTransaction: (...args) => donations.addBanWordInTransaction(...args) },
  });
  return {
    translations: createTranslationsService({ db }),
    catalog,
    catalogOffers: createCatalogOffersService({ db, offers }),
    routeRedirects: createRouteRedirectsService({ db }),
    covers: createCoversService({ db }),
    // Its own view of the listing-page queries: the service keeps no state, so sharing one is not needed.
    content: createContentService({ db, catalogOffers: createCatalogOffersService({ db, offers }), users }),
    search: createSearchService({ db, catalog, answers }),
    users,
    auth,
    ledger,
    payments,
    acquirers,
    offers,
    offerKeys,
    offerStock: createOfferStockService({
      db,
      sealer,
      answers,
      webhooks,
      productOf: async (offerId) => {
        const offer = await offers.findCheckoutOffer(offerId);
        return offer && { productType: offer.productType, title: offer.productTitle, slug: offer.productSlug };
      },
    }),
    sellerSchedules,
    storefront: createStorefrontService({
      users,
      trust: createSellerStatsService({ db, answers }),
      offers: createStorefrontOffersService({ db, catalog: { product: offerProductSql, listing: offerListingSql } }),
      schedules: sellerSchedules,
      ratings: reviews,
    }),
    sellerAnalytics: createSellerAnalyticsService({ db, listing: productListingSql, now }),
    sellerOffers,
    wizardCatalog,
    wizardDrafts,
    offerImages,
    ideas: createIdeasService({ db, contactEmail: (userId) => users.contactEmail(userId) }),
    sale: createSaleService({ db }),
    offerPages: createSellerOfferPageService({
      db,
      findOwn: (sellerId, offerId) => sellerOffers.findOwn(sellerId, offerId),
      productInputs: (productId) => catalog.getProductInputs(productId),
      extras: async (sellerId, offerId) => {
        const offer = await sellerOffers.editable(sellerId, offerId);
        return offer && { buyerInputs: offer.values.buyerInputs, rate: offer.values.rate };
      },
    }),
    orders,
    donations,
    media,
    orderImages: createOrderImagesService({ db, secret: config.AUTH_SECRET, now }),
    notifications,
    orderNotifier,
    conversations,
    reviews,
    reputation,
    events,
    answers,
    alerts,
    alertControls,
    // The remote's hand on a channel's paid videos, checked by the same channel rights (decision 047).
    mediaChannel: createMediaChannel({ media, access: alertControls, audit }),
    alertModerators: createAlertModerators({
      db,
      audit,
      users: {
        idByEmail: (email) => users.idByEmail(email),
        idBySlug: async (slug) => (await users.findStreamer({ slug }))?.id ?? null,
        exists: async (id) => (await users.findPublicCards([id])).has(id),
        names: async (ids) => new Map([...(await users.findPublicCards(ids))].map(([id, card]) => [id, card.name])),
        emails: (ids) => users.emailsOf(ids),
      },
    }),
    widgets: createWidgetsService({
      db,
      events,
      secret: config.AUTH_SECRET,
      now,
      defaultVoice: alertSpeech.defaultVoice(),
    }),
    alertSpeech,
    payoutProviders,
    withdrawals,
    telegram,
    audit,
    apiTokens: createApiTokensService({
      db,
      audit,
      rolesOf: (userId) => users.sessionRoles(userId),
      kind: sandboxesEnabled(config) ? 'test' : 'live',
      now,
    }),
    webhooks,
    ...staffConsole,
  };
}
