const LATIN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const CYRILLIC_KEYS = 'ёйцукенгшщзхъфывапролджэячсмитьбю';

const SWITCH = new Map<string, string>();
for (const [index, latin] of [...LATIN_KEYS].entries()) {
  const cyrillic = CYRILLIC_KEYS[index] as string;
  SWITCH.set(latin, cyrillic);
  SWITCH.set(cyrillic, latin);
}

/**
 * The text as it was meant when typed on the other keyboard layout (ЙЦУКЕН ↔ QWERTY): `hj,kjrc` is
 * «роблокс», `ьщишду` is «mobile». Expects lowercase text; keys outside the map stay as they are.
 */
export function switchLayout(text: string): string {
  let result = '';
  for (const char of text) result += SWITCH.get(char) ?? char;
  return result;
}
