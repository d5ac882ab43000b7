import type { FastifyPluginAsync } from 'fastify';
import type { createServices } from './composition';
import type { AppConfig } from './config';
import { donationsAdminRoutes, donationsPrivateRoutes } from './modules/donations/donations.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { approvalsAdminRoutes } from './modules/approvals/approvals.routes';
import { auditAdminRoutes } from './modules/audit/audit.routes';
import { consoleAdminRoutes } from './modules/admin/console.routes';
import { conversationsPrivateRoutes } from './modules/conversations/conversations.routes';
import { disputesAdminRoutes } from './modules/orders/order-disputes.routes';
import { donationPageModerationRoutes } from './modules/donations/donations.moderation-routes';
import { ideasAdminRoutes } from './modules/ideas/ideas.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { offerImagesPrivateRoutes } from './modules/offers/offer-images.routes';
import { offerModerationRoutes } from './modules/offers/offer-moderation.routes';
import { offerStockRoutes } from './modules/offers/offer-stock.routes';
import { orderImagesPrivateRoutes } from './modules/orders/order-images.routes';
import { ordersAdminRoutes, ordersPrivateRoutes } from './modules/orders/orders.routes';
import { productProposalsRoutes } from './modules/catalog/product-proposals.routes';
import { reputationAdminRoutes, reviewsPrivateRoutes } from './modules/reviews/reviews.routes';
import { reviewModerationRoutes } from './modules/reviews/reviews.moderation-routes';
import { sellerAnalyticsRoutes } from './modules/orders/seller-analytics.routes';
import { sellerApplicationRoutes } from './modules/users/seller-applications.routes';
import { sellerOffersRoutes } from './modules/offers/seller-offers.routes';
import { sellerScheduleRoutes } from './modules/sellers/seller-schedules.routes';
import { staffAdminRoutes } from './modules/users/staff.routes';
import { supportRoutes, supportStaffRoutes } from './modules/support/support.routes';
import { telegramPrivateRoutes } from './modules/telegram/telegram.routes';
import { usersAdminRoutes } from './modules/users/users-admin.routes';
import { usersPrivateRoutes } from './modules/users/users.routes';
import { walletRoutes } from './modules/ledger/ledger.routes';
import { widgetsPrivateRoutes } from './modules/alerts/widgets.routes';
import { mediaChannelRoutes, mediaPrivateRoutes } from './modules/media/media.routes';
import { alertModerationRoutes, alertRemoteRoutes } from './modules/alerts/alert-controls.routes';
import { withdrawalsAdminRoutes } from './modules/withdrawals/withdrawals.admin-routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes';
import { wizardCatalogRoutes } from './modules/catalog/wizard-catalog.routes';
import { wizardDraftsRoutes } from './modules/offers/wizard-drafts.routes';

type Services = ReturnType<typeof createServices>;

/** Every route family of the private scope, in registration order. */
export function privateRoutes(services: Services, config: AppConfig): FastifyPluginAsync[] {
  return [
    (scope) => usersPrivateRoutes(scope, { users: services.users }),
    (scope) => sellerApplicationRoutes(scope, { applications: services.sellerApplications }),
    (scope) => adminRoutes(scope, { applications: services.sellerApplications }),
    (scope) => auditAdminRoutes(scope, { audit: services.audit }),
    (scope) => staffAdminRoutes(scope, { staff: services.staff }),
    (scope) => usersAdminRoutes(scope, { usersAdmin: services.usersAdmin }),
    (scope) => consoleAdminRoutes(scope, { consoleService: services.console }),
    (scope) => walletRoutes(scope, { ledger: services.ledger }),
    (scope) =>
      withdrawalsRoutes(scope, {
        withdrawals: services.withdrawals,
        perHour: config.RATE_LIMIT_WITHDRAWALS_PER_HOUR,
      }),
    (scope) => withdrawalsAdminRoutes(scope, { withdrawals: services.withdrawals }),
    (scope) =>
      ordersPrivateRoutes(scope, {
        orders: services.orders,
        placementsPerHour: config.RATE_LIMIT_ORDERS_PER_HOUR,
      }),
    (scope) => ordersAdminRoutes(scope, { orders: services.orders }),
    (scope) => disputesAdminRoutes(scope, { orders: services.orders }),
    (scope) =>
      approvalsAdminRoutes(scope, {
        orders: services.orders,
        approvals: services.approvals,
        reopening: services.orderReopening,
      }),
    (scope) => donationsPrivateRoutes(scope, { donations: services.donations }),
    (scope) => mediaPrivateRoutes(scope, { media: services.media }),
    (scope) => donationsAdminRoutes(scope, { donations: services.donations }),
    (scope) => orderImagesPrivateRoutes(scope, { images: services.orderImages }),
    (scope) => notificationsRoutes(scope, { notifications: services.notifications }),
    (scope) => telegramPrivateRoutes(scope, { telegram: services.telegram }),
    (scope) => conversationsPrivateRoutes(scope, { conversations: services.conversations }),
    (scope) => reviewsPrivateRoutes(scope, { reviews: services.reviews }),
    (scope) => reputationAdminRoutes(scope, { reputation: services.reputation }),
    (scope) =>
      widgetsPrivateRoutes(scope, {
        widgets: services.widgets,
        alerts: services.alerts,
        speech: services.alertSpeech,
        controls: services.alertControls,
      }),
    (scope) => offerStockRoutes(scope, { stock: services.offerStock }),
    (scope) => sellerOffersRoutes(scope, { sellerOffers: services.sellerOffers, offerPages: services.offerPages }),
    (scope) => wizardCatalogRoutes(scope, { wizard: services.wizardCatalog }),
    (scope) => wizardDraftsRoutes(scope, { drafts: services.wizardDrafts }),
    (scope) => offerImagesPrivateRoutes(scope, { images: services.offerImages }),
    (scope) => productProposalsRoutes(scope, { proposals: services.productProposals }),
    (scope) => ideasAdminRoutes(scope, { ideas: services.ideas }),
    (scope) => sellerScheduleRoutes(scope, { schedules: services.sellerSchedules }),
    (scope) => sellerAnalyticsRoutes(scope, { orders: services.orders, analytics: services.sellerAnalytics }),
    (scope) => supportRoutes(scope, { support: services.support }),
    (scope) => supportStaffRoutes(scope, { support: services.support }),
    (scope) => apiTokensRoutes(scope, { apiTokens: services.apiTokens }),
    (scope) => offerModerationRoutes(scope, { moderation: services.offerModeration }),
    (scope) => reviewModerationRoutes(scope, { moderation: services.reviewModeration }),
    (scope) => donationPageModerationRoutes(scope, { moderation: services.donations.moderation }),
    (scope) => alertModerationRoutes(scope, { controls: services.alertControls, moderators: services.alertModerators }),
    (scope) => alertRemoteRoutes(scope, { controls: services.alertControls }),
    (scope) => mediaChannelRoutes(scope, { channel: services.mediaChannel }),
    (scope) => webhooksRoutes(scope, { webhooks: services.webhooks }),
  ];
}
