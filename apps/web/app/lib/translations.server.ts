import { translationsResponseSchema, type TranslationsResponse } from '@lootmarket/domain';

/** Translations are decoration: when the API cannot give them, the page renders with keys as text. */
export async function loadTranslations(
  apiFetch: (path: string) => Promise<Response>,
): Promise<TranslationsResponse> {
  try {
    const response = await apiFetch('/api/translations');
    if (!response.ok) throw new Error(`translations answered ${response.status}`);
    return translationsResponseSchema.parse(await response.json());
  } catch (error) {
    console.error('translations unavailable', error);
    return { params: {}, values: {} };
  }
}
