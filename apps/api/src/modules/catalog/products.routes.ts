import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, productInputsResponseSchema, productSchema } from '@lootmarket/domain';
import { productTag, sendAnswer, sellerTag, serializeAnswer, type AnswerCache } from '../../platform/cache/answer-cache';
import type { CatalogService } from './catalog.service';

const params = z.object({ uuidSlug: z.string().min(1).max(200) });

/**
 * Product pages: the product with its offers, and the inputs checkout will ask for. The product answer is
 * the same for every visitor, so it is kept serialized until its product or one of its sellers changes.
 */
export async function productsPublicRoutes(app: FastifyInstance, { catalog, answers }: { catalog: CatalogService; answers: AnswerCache }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/product/:uuidSlug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A product by slug or id: cover, description, badges, regions and offers with sellers’ trust figures',
        params,
        response: { 200: productSchema, 404: errorBodySchema },
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
        tags: [productTag(product.id), ...new Set(product.offers.map((offer) => sellerTag(Number(offer.seller.id))))],
      };
      answers.set(key, answer.body, answer.tags, since);
      return sendAnswer(reply, answer);
    },
  );
  api.get(
    '/product/inputs/:uuidSlug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'What the buyer must enter before paying for a product: labels, examples, hints, choices',
        params,
        response: { 200: productInputsResponseSchema, 404: errorBodySchema },
      },
    },
    (request) => catalog.getProductInputs(request.params.uuidSlug),
  );
}
