import { switchLayout } from './search.layout';
import { normalizeText } from './search.normalize';
import { expandSynonyms } from './search.synonyms';
import { transliterate } from './search.translit';

/** The most spellings of one query that are worth comparing; more only adds noise and time. */
const MAX_VARIANTS = 8;

/**
 * The spellings a query may have meant: as typed, typed on the other keyboard layout, transliterated,
 * and each with buyer words replaced by ours. The first one is the text as typed.
 */
export function queryVariants(raw: string): string[] {
  const lower = raw.toLowerCase();
  const typed = [lower, switchLayout(lower)].map(normalizeText);
  const variants = new Set<string>();
  for (const base of typed) {
    for (const spelling of [base, transliterate(base)]) {
      variants.add(spelling);
      variants.add(expandSynonyms(spelling));
    }
  }
  return [...variants].filter((variant) => variant.length > 0).slice(0, MAX_VARIANTS);
}
