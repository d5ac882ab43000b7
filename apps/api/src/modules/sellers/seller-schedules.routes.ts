import { UserRole } from '@lootmarket/domain';
import { sellerScheduleEndpoints } from '@lootmarket/domain/endpoints/seller';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { SellerSchedulesService } from './seller-schedules.service';

const tags = ['seller'];
const security = [{ bearerAuth: [] }];

/** The seller's weekly hours and vacation. */
export async function sellerScheduleRoutes(app: FastifyInstance, { schedules }: { schedules: SellerSchedulesService }) {
  const seller = { preHandler: requireRole(UserRole.Admin, UserRole.Seller) };
  registerEndpoint(
    app,
    sellerScheduleEndpoints.get,
    {
      ...seller,
      schema: { tags, summary: 'My weekly hours, vacation, and whether I take manual orders now', security },
    },
    (request) => schedules.get(request.user!.id),
  );
  registerEndpoint(
    app,
    sellerScheduleEndpoints.put,
    { ...seller, schema: { tags, summary: 'Set my weekly hours, time zone and vacation', security } },
    (request) => schedules.save(request.user!.id, request.body),
  );
}
