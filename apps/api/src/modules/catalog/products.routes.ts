import { errorBodySchema } from '@lootmarket/domain';
import { catalogEndpoints } from '@lootmarket/domain/endpoints/catalog';
import type { FastifyInstance } from 'fastify';
import {
  productTag,
  sendAnswer,
  sellerTag,
  serializeAnswer,
  type AnswerCache,
} from '../../platform/cache/answer-cache';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { CatalogService } from './catalog.service';

const tags = ['catalog'];

/**
 * Product pages: the product with its offers, and the inputs checkout will ask for. The product answer is
 * the same for every visitor, so it is kept serialized until its product or one of its sellers changes.
 */
export async function productsPublicRoutes(
  app: FastifyInstance,
  { catalog, answers }: { catalog: CatalogService; answers: AnswerCache },
) {
  registerEndpoint(
    app,
    catalogEndpoints.product,
    {
      schema: {
        tags,
        summary: 'A product by slug or id: cover, description, badges, regions and offers with sellers’ trust figures',
        response: { 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const key = `product/${request.params.uuidSlug}`;
      const cached = answers.get(key);
      if (cached) return sendAnswer(reply, cached);
      const since = answers.version();
      const product = await catalog.getProduct(request.params.uuidSlug);
      const answer = {
        body: serializeAnswer(reply, product),
        // The base game's and add-ons' cards show their prices and stock: a change to them drops this answer too.
        tags: [
          productTag(product.id),
          ...[product.baseGame, ...product.addOns].flatMap((card) => (card ? [productTag(card.id)] : [])),
          ...new Set(product.offers.map((offer) => sellerTag(Number(offer.seller.id)))),
        ],
      };
      answers.set(key, answer.body, answer.tags, since);
      return sendAnswer(reply, answer);
    },
  );
  registerEndpoint(
    app,
    catalogEndpoints.productInputs,
    {
      schema: {
        tags,
        summary: 'What the buyer must enter before paying for a product: labels, examples, hints, choices',
        response: { 404: errorBodySchema },
      },
    },
    (request) => catalog.getProductInputs(request.params.uuidSlug),
  );
}
