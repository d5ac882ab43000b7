import { translationEndpoints } from '@lootmarket/domain/endpoints/translations';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import type { TranslationsService } from './translations.service';

export async function translationsRoutes(
  app: FastifyInstance,
  { translations }: { translations: TranslationsService },
) {
  registerEndpoint(
    app,
    translationEndpoints.all,
    { schema: { tags: ['content'], summary: 'Interface texts by group' } },
    () => translations.getAll(),
  );
}
