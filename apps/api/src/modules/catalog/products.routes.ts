import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, productInputsResponseSchema, productSchema } from '@lootmarket/domain';
import type { CatalogService } from './catalog.service';

const params = z.object({ uuidSlug: z.string().min(1).max(200) });

/** Product pages: the product with its offers, and the inputs checkout will ask for. */
export async function productsPublicRoutes(app: FastifyInstance, { catalog }: { catalog: CatalogService }) {
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
    (request) => catalog.getProduct(request.params.uuidSlug),
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
