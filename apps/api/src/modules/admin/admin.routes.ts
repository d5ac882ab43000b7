import { UserRole } from '@lootmarket/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../platform/http/private-scope';
import { sellerApplicationViewSchema } from '../seller-applications/seller-applications.routes';
import type { SellerApplicationsService } from '../seller-applications/seller-applications.service';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const security = [{ bearerAuth: [] }];
const tags = ['admin'];

/** Admin-only tools; every route here answers 403 to anyone else. */
export async function adminRoutes(app: FastifyInstance, { applications }: { applications: SellerApplicationsService }) {
  app.addHook('preHandler', requireRole(UserRole.Admin));
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/admin/seller-applications', {
    schema: { tags, summary: 'Seller applications, pending first', security, response: { 200: z.object({ items: z.array(sellerApplicationViewSchema) }) } },
  }, async () => ({ items: await applications.list() }));

  api.post('/admin/seller-applications/:id/approve', {
    schema: { tags, summary: 'Approves an application and grants the seller role (idempotent)', security, params: idParams, response: { 200: sellerApplicationViewSchema } },
  }, (request) => applications.approve(request.params.id, request.user!.id));

  api.post('/admin/seller-applications/:id/reject', {
    schema: { tags, summary: 'Rejects an application (idempotent)', security, params: idParams, response: { 200: sellerApplicationViewSchema } },
  }, (request) => applications.reject(request.params.id, request.user!.id));
}
