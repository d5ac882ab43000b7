import { z } from 'zod';

/**
 * Advertising and affiliate marks of a visit (spec §3 stored client values, §9 affiliate cookies). The three
 * cookies live 30 days and are the clock: once they are gone, the stored utm params no longer count.
 */
export const ATTRIBUTION = {
  cookies: { admitadUid: 'admitad_uid', utmSource: 'utm_source', utmCampaign: 'utm_campaign' },
  cookieMaxAgeSeconds: 30 * 24 * 60 * 60,
  utmKeys: ['source', 'medium', 'campaign', 'term', 'content'] as const,
  maxLength: 200,
} as const;

const mark = z.string().trim().min(1).max(ATTRIBUTION.maxLength);

/** What `POST order` carries about how the buyer arrived; each mark optional, anything longer is refused. */
export const orderAttributionSchema = z.object({
  utm_source: mark.optional(),
  utm_medium: mark.optional(),
  utm_campaign: mark.optional(),
  utm_term: mark.optional(),
  utm_content: mark.optional(),
  admitad_uid: mark.optional(),
});
export type OrderAttribution = z.infer<typeof orderAttributionSchema>;
