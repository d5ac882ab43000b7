import { translationsResponseSchema } from '@lootmarket/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TranslationsService } from './translations.service';

export async function translationsRoutes(app: FastifyInstance, { translations }: { translations: TranslationsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/translations',
    { schema: { tags: ['content'], summary: 'Interface texts by group', response: { 200: translationsResponseSchema } } },
    () => translations.getAll(),
  );
}
