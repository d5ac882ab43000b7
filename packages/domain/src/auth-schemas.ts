import { z } from 'zod';

export const authTokensSchema = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1) });
export type AuthTokens = z.infer<typeof authTokensSchema>;

export const lastDonationMetaSchema = z.object({ id: z.string().min(1), username: z.string().min(1) });
export type LastDonationMeta = z.infer<typeof lastDonationMetaSchema>;
export const lastOrderMetaSchema = z.object({ id: z.string().min(1) });

export const utmParamsSchema = z.object({
  source: z.string().optional(),
  medium: z.string().optional(),
  campaign: z.string().optional(),
  term: z.string().optional(),
  content: z.string().optional(),
});
