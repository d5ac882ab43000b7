import { ATTRIBUTION, STORED_CLIENT_KEYS, type OrderAttribution } from '@lootmarket/domain';

/**
 * The utm and affiliate marks of the link a visitor followed (spec §3 stored client values, §9 affiliate
 * cookies). The last link with marks wins. `admitad_uid`, `utm_source` and `utm_campaign` are first-party
 * cookies kept 30 days; the five utm params are stored together for checkout, which sends them only while
 * those cookies are still there.
 */

type UtmParams = Partial<Record<(typeof ATTRIBUTION.utmKeys)[number], string>>;

const clean = (value: string | null): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed.slice(0, ATTRIBUTION.maxLength) : undefined;
};

function readCookie(doc: Document, name: string): string | undefined {
  for (const part of doc.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return clean(decodeURIComponent(rest.join('=')));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function writeCookie(doc: Document, name: string, value: string): void {
  const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${ATTRIBUTION.cookieMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

function store(storage: Storage | undefined, key: string, value: object): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode may refuse storage; the cookies still carry the source and the campaign.
  }
}

function readUtm(storage: Storage | undefined): UtmParams {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(STORED_CLIENT_KEYS.utmParams) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const entries = ATTRIBUTION.utmKeys.map((key) => [key, (parsed as Record<string, unknown>)[key]] as const);
    return Object.fromEntries(
      entries.filter((entry): entry is [(typeof entry)[0], string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

const browserStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

/** Remembers the marks of the landing URL, if it carries any; a visit without marks keeps the earlier ones. */
export function rememberAttributionFromSearch(
  search: string,
  doc: Document = document,
  storage: Storage | undefined = browserStorage(),
): void {
  const params = new URLSearchParams(search);
  const utm: UtmParams = {};
  for (const key of ATTRIBUTION.utmKeys) {
    const value = clean(params.get(`utm_${key}`));
    if (value) utm[key] = value;
  }
  if (Object.keys(utm).length > 0) {
    store(storage, STORED_CLIENT_KEYS.utmParams, utm);
    if (utm.source) writeCookie(doc, ATTRIBUTION.cookies.utmSource, utm.source);
    if (utm.campaign) writeCookie(doc, ATTRIBUTION.cookies.utmCampaign, utm.campaign);
  }
  const admitadUid = clean(params.get(ATTRIBUTION.cookies.admitadUid));
  if (admitadUid) {
    store(storage, STORED_CLIENT_KEYS.affiliateParams, { admitad_uid: admitadUid });
    writeCookie(doc, ATTRIBUTION.cookies.admitadUid, admitadUid);
  }
}

/** The marks an order carries: none once the 30-day cookies are gone. */
export function rememberedAttribution(
  doc: Document = document,
  storage: Storage | undefined = browserStorage(),
): OrderAttribution | undefined {
  const marks: OrderAttribution = {};
  if (readCookie(doc, ATTRIBUTION.cookies.utmSource) || readCookie(doc, ATTRIBUTION.cookies.utmCampaign)) {
    const utm = readUtm(storage);
    for (const key of ATTRIBUTION.utmKeys) {
      const value = clean(utm[key] ?? null);
      if (value) marks[`utm_${key}`] = value;
    }
    marks.utm_source ??= readCookie(doc, ATTRIBUTION.cookies.utmSource);
    marks.utm_campaign ??= readCookie(doc, ATTRIBUTION.cookies.utmCampaign);
  }
  const admitadUid = readCookie(doc, ATTRIBUTION.cookies.admitadUid);
  if (admitadUid) marks.admitad_uid = admitadUid;
  const present = Object.entries(marks).filter(([, value]) => value !== undefined);
  return present.length > 0 ? (Object.fromEntries(present) as OrderAttribution) : undefined;
}
