import { z } from 'zod';

/** `GET /api/translations`: group name → key → text. */
export const translationsResponseSchema = z.object({
  params: z.record(z.string(), z.unknown()),
  values: z.record(z.string(), z.record(z.string(), z.string())),
});
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;
