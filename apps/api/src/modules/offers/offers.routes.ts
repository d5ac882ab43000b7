import type { OfferShortInfo } from '@lootmarket/domain';
import { offerEndpoints } from '@lootmarket/domain/endpoints/offers';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';

/** What the offer routes need: one offer with the product it sells. */
export interface OfferReads {
  getOfferShortInfo(offerId: string): Promise<OfferShortInfo>;
}

export async function offersPublicRoutes(app: FastifyInstance, { offers }: { offers: OfferReads }) {
  registerEndpoint(
    app,
    offerEndpoints.shortInfo,
    { schema: { tags: ['catalog'], summary: 'One offer with the product it sells' } },
    (request) => offers.getOfferShortInfo(request.params.offer_id),
  );
}
