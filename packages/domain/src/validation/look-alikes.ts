/**
 * Cyrillic (and a few other) letters that look like Latin ones, folded onto the Latin letter, so that
 * «саsіnо» and «casino» read the same to a filter. Letters only: what digits stand for differs by filter.
 */
export const LATIN_LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
};
