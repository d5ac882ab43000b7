/**
 * Remembers which streamer sent the visitor, so a purchase made within 30 days (spec §9: affiliate cookies are
 * kept 30 days) is announced on that streamer's overlay. A first-party cookie, readable by the checkout script
 * and sent with every request to our own origin; the last link followed wins.
 */
export const STREAMER_COOKIE = 'lm_streamer';
export const STREAMER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Donation-page slugs are short Latin words with digits, dashes and underscores; anything else is noise. */
const SLUG_SHAPE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The streamer a landing URL names: `?streamer={slug}`, or the affiliate style `utm_source=streamer&utm_campaign={slug}`. */
export function streamerSlugFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const named =
    params.get('streamer') ??
    (params.get('utm_source')?.trim().toLowerCase() === 'streamer' ? params.get('utm_campaign') : null);
  const slug = named?.trim().toLowerCase() ?? '';
  return SLUG_SHAPE.test(slug) ? slug : null;
}

/** Stores the streamer from the landing URL, if it names one; other visits leave the remembered one alone. */
export function rememberStreamerFromSearch(search: string, doc: Document = document): void {
  const slug = streamerSlugFromSearch(search);
  if (!slug) return;
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${STREAMER_COOKIE}=${encodeURIComponent(slug)}; Max-Age=${STREAMER_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`;
}

/** The remembered streamer's slug for `POST order`, or undefined when no streamer link was followed lately. */
export function rememberedStreamerSlug(doc: Document = document): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== STREAMER_COOKIE) continue;
    try {
      const slug = decodeURIComponent(rest.join('='));
      return SLUG_SHAPE.test(slug) ? slug : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
