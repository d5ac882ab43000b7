import type { CurrencyCode } from '@lootmarket/domain';
import { SITE } from '#app/lib/site';

export interface PageSeo {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Absolute canonical address (public origin + path, no query unless it defines the page). */
  canonicalUrl: string;
  /** Absolute image address for link previews. */
  image?: string | null;
  ogType?: 'website' | 'product';
  /** Schema.org objects rendered as JSON-LD. */
  jsonLd?: readonly object[];
}

export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).toString();
}

/** Route meta for a page: title, description, canonical link, Open Graph and JSON-LD. */
export function pageMeta(seo: PageSeo) {
  const title = `${seo.title} — ${SITE.name}`;
  return [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.canonicalUrl },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: seo.canonicalUrl },
    { property: 'og:locale', content: 'ru_RU' },
    { property: 'og:type', content: seo.ogType ?? 'website' },
    { property: 'og:site_name', content: SITE.name },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    ...(seo.jsonLd ?? []).map((item) => ({ 'script:ld+json': item })),
  ];
}

/** Schema.org BreadcrumbList from (name, absolute url) pairs, first to last. */
export function breadcrumbList(items: readonly { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** Minor units as the decimal string schema.org wants ("1234.50"), by string arithmetic, never floats. */
export function decimalPrice(minor: number): string {
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${minor < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** ISO 4217 code for structured data. */
export const isoCurrency = (currency: CurrencyCode): string => currency.toUpperCase();
