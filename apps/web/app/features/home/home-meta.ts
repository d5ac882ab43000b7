import { absoluteUrl, pageMeta } from '#app/lib/seo';
import { SITE } from '#app/lib/site';

/**
 * The home page's head: the site's default title and description (spec §1), canonical `/`, and JSON-LD
 * naming the site, its search (for a search box in results) and the organisation.
 */
export function homeMeta(publicUrl: string) {
  const home = absoluteUrl(publicUrl, '/');
  const meta = pageMeta({
    title: SITE.name,
    description: SITE.defaultDescription,
    canonicalUrl: home,
    image: absoluteUrl(publicUrl, '/favicon.svg'),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE.name,
        url: home,
        inLanguage: 'ru-RU',
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(publicUrl, '/search')}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE.name,
        url: home,
        logo: absoluteUrl(publicUrl, '/favicon.svg'),
      },
    ],
  });
  // The home page is the brand itself: its title is the site's default one, not "<page> — <site>".
  return meta.map((tag) => {
    if ('title' in tag) return { title: SITE.defaultTitle };
    if ('property' in tag && tag.property === 'og:title') return { property: 'og:title', content: SITE.defaultTitle };
    return tag;
  });
}
