import { storefrontEndpoints } from '@lootmarket/domain/endpoints/seller';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { StorefrontService } from './storefront.service';

/** A shop's public page. */
export async function storefrontRoutes(app: FastifyInstance, { storefront }: { storefront: StorefrontService }) {
  registerEndpoint(
    app,
    storefrontEndpoints.get,
    { schema: { tags: ['seller'], summary: 'A shop: name, tier, trust figures, hours now and active offers' } },
    (request) => storefront.get(request.params.seller_id, request.query.limit, request.query.offset),
  );
}
