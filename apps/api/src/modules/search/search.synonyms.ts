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
  ведьмак: 'witcher',
  ведьмака: 'witcher',
  ведьмак3: 'witcher 3',
  гта: 'grand theft auto',
  gta: 'grand theft auto',
  'гта 5': 'grand theft auto v',
  'gta 5': 'grand theft auto v',
  'гта v': 'grand theft auto v',
  gta5: 'grand theft auto v',
  гта5: 'grand theft auto v',
  кс: 'counter strike',
  cs: 'counter strike',
  'кс 2': 'counter strike 2',
  'cs 2': 'counter strike 2',
  кс2: 'counter strike 2',
  cs2: 'counter strike 2',
  'кс го': 'counter strike 2',
  ксго: 'counter strike 2',
  csgo: 'counter strike 2',
  рдр: 'red dead redemption',
  rdr: 'red dead redemption',
  'рдр 2': 'red dead redemption 2',
  rdr2: 'red dead redemption 2',
  балдурс: 'baldur s gate',
  бг3: 'baldur s gate 3',
  хогвартс: 'hogwarts legacy',
  етс: 'euro truck simulator',
  'етс 2': 'euro truck simulator 2',
  ets2: 'euro truck simulator 2',
};

// Longer phrases first, so «гта 5» is replaced as a whole before «гта» alone.
const ENTRIES = Object.entries(SYNONYMS)
  .map(([from, to]) => [normalizeText(from), to] as const)
  .sort(([a], [b]) => b.length - a.length);

/** The text with every known buyer word replaced by the words of our titles; unchanged when none is known. */
export function expandSynonyms(text: string): string {
  let result = ` ${text} `;
  for (const [from, to] of ENTRIES) result = result.split(` ${from} `).join(` ${to} `);
  return result.trim();
}
