import type { TranslationsResponse } from '@lootmarket/domain';
import { translationEndpoints } from '@lootmarket/domain/endpoints/translations';
import type { ApiClient } from './api/client';
import { orFallback } from './api/outcome';

/** Translations are decoration: when the API cannot give them, the page renders with keys as text. */
export function loadTranslations(api: ApiClient): Promise<TranslationsResponse> {
  return orFallback(api.call(translationEndpoints.all), { params: {}, values: {} }, 'translations');
}
