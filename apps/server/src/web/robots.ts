/**
 * Kept out of search engines: the API, the sandboxes, search results (endless thin variations of the
 * catalog), pages that belong to one person or one order, and internal tools. Profile areas live under a
 * numeric /{profileId}, which robots.txt cannot match, so they are listed by what follows the id.
 */
const DISALLOWED = [
  '/api/',
  '/sandbox/',
  '/search',
  '/admin/',
  '/ui-kit',
  '/order-status/',
  '/donations/create',
  '/*/orders',
  '/*/shop',
  '/*/wallet',
  '/*/settings',
  '/*/my-offers',
  '/*/withdrawal',
  '/*/notifications',
  '/*/donations/',
  '/*/donate/success',
];

/** Campaign parameters Yandex should fold into the address without them (Google ignores the line). */
const CLEAN_PARAMS = 'utm_source&utm_medium&utm_campaign&utm_content&utm_term';

export function robotsTxt({ production, origin }: { production: boolean; origin: string }): string {
  if (!production) {
    // Stage and development copies run the same pages with test data; if a search engine reached one, it
    // would index duplicates of the real catalog and send buyers to a site where nothing is for sale.
    return '# Not the production site: nothing here is for search engines.\nUser-agent: *\nDisallow: /\n';
  }
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    `Clean-param: ${CLEAN_PARAMS}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
