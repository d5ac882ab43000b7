// Apart from the order's schema of the marks: every page reads and keeps them, and zod loads only with
// the forms and answers that need it.

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
