const TO_LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

// Longest spellings first, so that "sh" wins over "s" followed by "h".
const TO_CYRILLIC: [string, string][] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['yo', 'е'],
  ['ai', 'ай'],
  ['ei', 'ей'],
  ['oi', 'ой'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['x', 'кс'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'дж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['y', 'й'],
  ['z', 'з'],
];

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);

/** Cyrillic letters spelled in Latin the way gamers do: «геншин» → genshin. */
export function cyrillicToLatin(word: string): string {
  let result = '';
  for (const char of word) result += TO_LATIN[char] ?? char;
  return result;
}

/** Latin letters read aloud in Cyrillic: roblox → роблокс, valorant → валорант. */
export function latinToCyrillic(word: string): string {
  let result = '';
  let index = 0;
  while (index < word.length) {
    const pair = TO_CYRILLIC.find(([latin]) => word.startsWith(latin, index));
    if (!pair) {
      result += word[index];
      index += 1;
      continue;
    }
    // A "y" after a consonant sounds like «и» (rydex → ридекс), after a vowel like «й».
    const previous = word[index - 1];
    const isSoftY = pair[0] === 'y' && previous !== undefined && !VOWELS.has(previous);
    result += isSoftY ? 'и' : pair[1];
    index += pair[0].length;
  }
  return result;
}

/** Every word in the other script: Cyrillic words to Latin, Latin words to Cyrillic, the rest unchanged. */
export function transliterate(text: string): string {
  return text
    .split(' ')
    .map((word) =>
      /^[а-яё]+$/.test(word) ? cyrillicToLatin(word) : /^[a-z]+$/.test(word) ? latinToCyrillic(word) : word,
    )
    .join(' ');
}
