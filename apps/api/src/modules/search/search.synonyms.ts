import { normalizeText } from './search.normalize';

/**
 * What buyers type → the words our titles use. Keys and values are normalized text; a key matches whole
 * words only. Spellings that translit and typo tolerance already cover are left out.
 */
const SYNONYMS: Record<string, string> = {
  робуксы: 'robux',
  робукс: 'robux',
  робаксы: 'robux',
  робакс: 'robux',
  робуксов: 'robux',
  вбаксы: 'v bucks',
  вбакс: 'v bucks',
  'в баксы': 'v bucks',
  вибаксы: 'v bucks',
  vbucks: 'v bucks',
  вбаксов: 'v bucks',
  гемы: 'гемы brawl stars',
  гемов: 'гемы brawl stars',
  gems: 'гемы brawl stars',
  'пс плюс': 'ps plus',
  'пс плас': 'ps plus',
  псплюс: 'ps plus',
  'ps plus': 'ps plus',
  'гейм пасс': 'game pass',
  'гейм пас': 'game pass',
  геймпасс: 'game pass',
  геймпас: 'game pass',
  гп: 'game pass',
  юси: 'uc pubg',
  юсишки: 'uc pubg',
  вп: 'valorant points',
  вэпэ: 'valorant points',
  млбб: 'mobile legends',
  mlbb: 'mobile legends',
  мобла: 'mobile legends',
  пабг: 'pubg',
  пубг: 'pubg',
  пабджи: 'pubg',
  стим: 'steam',
  стиме: 'steam',
  стима: 'steam',
  ззз: 'zenless zone zero',
  zzz: 'zenless zone zero',
  хср: 'honkai star rail',
  hsr: 'honkai star rail',
  плойка: 'playstation',
  псн: 'psn playstation',
  плейстейшен: 'playstation',
  пс: 'playstation',
  иксбокс: 'xbox',
  хбокс: 'xbox',
  фортнайт: 'fortnite',
  фортик: 'fortnite',
  бравл: 'brawl stars',
  бравлик: 'brawl stars',
  крутки: 'кристаллы',
  примогемы: 'кристаллы genshin',
  алмазики: 'алмазы',
  даймонды: 'алмазы',
};

const ENTRIES = Object.entries(SYNONYMS).map(([from, to]) => [normalizeText(from), to] as const);

/** The text with every known buyer word replaced by the words of our titles; unchanged when none is known. */
export function expandSynonyms(text: string): string {
  let result = ` ${text} `;
  for (const [from, to] of ENTRIES) result = result.split(` ${from} `).join(` ${to} `);
  return result.trim();
}
