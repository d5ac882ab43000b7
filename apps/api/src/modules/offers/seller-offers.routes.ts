import { UserRole } from '@lootmarket/domain';
import { sellerOfferEndpoints } from '@lootmarket/domain/endpoints/seller';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireRole } from '../../platform/http/private-scope';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { SellerOfferPageService } from './seller-offer-page.service';
import type { SellerOffersService } from './seller-offers.service';

const tags = ['seller'];
const security = [{ bearerAuth: [] }];

/** The seller's own offers: the list, prices, pause and resume. */
export async function sellerOffersRoutes(
  app: FastifyInstance,
  { sellerOffers, offerPages }: { sellerOffers: SellerOffersService; offerPages: SellerOfferPageService },
) {
  const seller = { preHandler: requireRole(UserRole.Admin, UserRole.Seller) };
  const sellerId = (request: FastifyRequest): number => request.user!.id;
  registerEndpoint(
    app,
    sellerOfferEndpoints.list,
    { ...seller, schema: { tags, summary: 'My offers with filters, stock, sales and the net after fees', security } },
    (request) => sellerOffers.list(sellerId(request), request.query),
  );
  registerEndpoint(
    app,
    sellerOfferEndpoints.changePrice,
    { ...seller, schema: { tags, summary: 'Change the price of one or many of my offers', security } },
    (request) => sellerOffers.changePrices(sellerId(request), request.body.items),
  );
  registerEndpoint(
    app,
    sellerOfferEndpoints.changeMaxPerOrder,
    { ...seller, schema: { tags, summary: 'Change how much one order may take of my offers', security } },
    (request) => sellerOffers.changeMaxPerOrder(sellerId(request), request.body.items),
  );
  registerEndpoint(
    app,
    sellerOfferEndpoints.toggleActive,
    { ...seller, schema: { tags, summary: 'Pause or resume one or many of my offers', security } },
    (request) => sellerOffers.toggleActive(sellerId(request), request.body.offerIds, request.body.active),
  );
  registerEndpoint(
    app,
    sellerOfferEndpoints.page,
    { ...seller, schema: { tags, summary: 'One of my offers with its stock, keys and buyer inputs', security } },
    (request) => offerPages.page(sellerId(request), request.params.uuidSlug),
  );
  registerEndpoint(
    app,
    sellerOfferEndpoints.inputs,
    { ...seller, schema: { tags, summary: 'What the buyer fills in for one of my offers', security } },
    (request) => offerPages.inputs(sellerId(request), request.params.uuidSlug),
  );
}
