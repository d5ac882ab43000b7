import { transliterate } from './search.translit';

/**
 * Lowercase words of letters and digits separated by single spaces: «ё» is «е», punctuation is a space,
 * and digit groups join (“2 200” → 2200) so that amounts match however they were typed.
 */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^a-zа-я0-9]+/g, ' ')
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A text in both scripts: as written, then transliterated, so phrases match in either script. */
export function bothScripts(text: string): string {
  const normalized = normalizeText(text);
  const other = transliterate(normalized);
  return other === normalized ? normalized : `${normalized} ${other}`;
}
