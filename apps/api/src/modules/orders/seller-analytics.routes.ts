import { UserRole } from '@lootmarket/domain';
import { sellerOrderEndpoints } from '@lootmarket/domain/endpoints/orders';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { OrdersService } from './orders.service';
import type { SellerAnalyticsService } from './seller-analytics.service';

/** The shop's order counts and analytics; admins count as sellers (spec §3). */
export async function sellerAnalyticsRoutes(
  app: FastifyInstance,
  { orders, analytics }: { orders: OrdersService; analytics: SellerAnalyticsService },
) {
  registerEndpoint(
    app,
    sellerOrderEndpoints.stats,
    {
      preHandler: requireRole(UserRole.Admin, UserRole.Seller),
      schema: { tags: ['orders'], summary: 'My shop: orders per status and completed sales of a period net of fees' },
    },
    async (request) => {
      const [counts, period] = await Promise.all([
        orders.sellerStats(request.user!.id),
        analytics.analytics(request.user!.id, request.query),
      ]);
      return { ...counts, ...period };
    },
  );
}
