import type { LegalDocument } from '#app/features/legal/legal-types';
import { SITE } from '#app/lib/site';

/** Route meta for a legal document: '<title> — Лутмаркет', its description and the matching og tags. */
export function legalMeta(document: LegalDocument) {
  const title = `${document.title} — ${SITE.name}`;
  return [
    { title },
    { name: 'description', content: document.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: document.description },
    { property: 'og:locale', content: 'ru_RU' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: SITE.name },
  ];
}
