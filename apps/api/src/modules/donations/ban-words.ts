import { LATIN_LOOK_ALIKES } from '@lootmarket/domain';
/**
 * Masking of a streamer's banned words in donor names and messages, on the server, before anything is
 * stored or shown on stream. Matching ignores case, diacritics, zero-width and other invisible
 * characters, and treats Latin and Cyrillic look-alikes as the same letter ("дурак" catches "дypaк").
 */

/**
 * Code points that show nothing but can split a word: zero-width and direction marks, fillers, variation
 * selectors, the soft hyphen; and control characters other than tab and line breaks.
 */
const HIDDEN_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x0008],
  [0x000b, 0x000c],
  [0x000e, 0x001f],
  [0x007f, 0x009f],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe007f],
];

function isHidden(char: string): boolean {
  const code = char.codePointAt(0)!;
  return HIDDEN_RANGES.some(([from, to]) => code >= from && code <= to);
}

/** Look-alike letters, and the digits and letters ban words are disguised with, folded to one Latin skeleton letter. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { ...LATIN_LOOK_ALIKES, з: '3', ь: 'b', '0': 'o' };

export const MASK_CHAR = '*';

/** Removes invisible and control characters and composes what is left, so stored text is what people see. */
export function cleanPlainText(text: string): string {
  let visible = '';
  for (const char of text) if (!isHidden(char)) visible += char;
  return visible.normalize('NFC');
}

/** The matching skeleton of one visible character: lower case, no diacritics, look-alikes folded. */
function foldChar(char: string): string {
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  let folded = '';
  for (const part of base) folded += LOOK_ALIKES[part] ?? part;
  return folded;
}

/** A ban word as stored: cleaned, trimmed, inner spaces collapsed, folded to its skeleton. */
export function normalizeBanWord(word: string): string {
  let folded = '';
  for (const char of cleanPlainText(word).trim().replace(/\s+/gu, ' ')) folded += foldChar(char);
  return folded;
}

type Script = 'latin' | 'cyrillic' | 'other';

/** A ban word ready for matching: its skeleton and the alphabet it was written in. */
export interface BanPattern {
  skeleton: string;
  script: Script;
}

function scriptOf(char: string): Script {
  if (/\p{Script=Cyrillic}/u.test(char)) return 'cyrillic';
  if (/\p{Script=Latin}/u.test(char)) return 'latin';
  return 'other';
}

/** The alphabet most of a text's letters are in ('other' when it has no Latin or Cyrillic letters). */
function dominantScript(text: string): Script {
  let latin = 0;
  let cyrillic = 0;
  for (const char of text) {
    const script = scriptOf(char);
    if (script === 'latin') latin += 1;
    if (script === 'cyrillic') cyrillic += 1;
  }
  if (latin === 0 && cyrillic === 0) return 'other';
  return cyrillic >= latin ? 'cyrillic' : 'latin';
}

/** Distinct non-empty ban words as patterns, in the order given. */
export function normalizeBanWords(words: readonly string[]): BanPattern[] {
  const seen = new Set<string>();
  const patterns: BanPattern[] = [];
  for (const word of words) {
    const skeleton = normalizeBanWord(word);
    if (!skeleton || seen.has(skeleton)) continue;
    seen.add(skeleton);
    patterns.push({ skeleton, script: dominantScript(word) });
  }
  return patterns;
}

/** Ban words as the streamer sees them: cleaned, lower-cased, one per matching skeleton, in the order given. */
export function displayBanWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const word of words) {
    const skeleton = normalizeBanWord(word);
    if (!skeleton || seen.has(skeleton)) continue;
    seen.add(skeleton);
    kept.push(cleanPlainText(word).trim().replace(/\s+/gu, ' ').toLowerCase());
  }
  return kept;
}

const isWordChar = (char: string | undefined): boolean => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Whether an occurrence is the banned word rather than an innocent spelling that folds to the same
 * skeleton: a whole word always counts (even spelt wholly in look-alikes); a word's beginning counts
 * when written in the ban word's alphabet (inflections: "дураки"); anything mixing alphabets counts
 * anywhere, because that is how filters are dodged. So a Cyrillic «нет» never masks English "whether".
 */
function isRealMatch(chars: readonly string[], from: number, to: number, pattern: BanPattern): boolean {
  const startsWord = !isWordChar(chars[from - 1]);
  const endsWord = !isWordChar(chars[to + 1]);
  if (startsWord && endsWord) return true;
  const scripts = new Set(
    chars
      .slice(from, to + 1)
      .map(scriptOf)
      .filter((script) => script !== 'other'),
  );
  if (scripts.size > 1) return true;
  const [script] = scripts;
  return startsWord && (script === undefined || pattern.script === 'other' || script === pattern.script);
}

/** The most separator characters between two letters of a word spelt out («д у р а к», «д . у . р»). */
const MAX_SPELLING_GAP = 3;
/** Shorter ban words are left to whole-word matching: two one-letter words in a row are ordinary text. */
const MIN_SPELLED_WORD = 3;

/** A letter standing alone between separators: one step of a word spelt out letter by letter. */
function isLoneLetter(chars: readonly string[], index: number): boolean {
  return /\p{L}/u.test(chars[index]!) && !isWordChar(chars[index - 1]) && !isWordChar(chars[index + 1]);
}

/**
 * Runs of lone letters separated by a few spaces or punctuation marks («д у р а к», «д.у.р.а.к»), as the
 * indexes of their letters. A line break ends a run: letters on separate lines are not one word.
 */
function spelledOutRuns(chars: readonly string[]): number[][] {
  const runs: number[][] = [];
  let run: number[] = [];
  const close = () => {
    if (run.length > 1) runs.push(run);
    run = [];
  };
  chars.forEach((_, index) => {
    if (!isLoneLetter(chars, index)) return;
    const previous = run.at(-1);
    const gap = previous === undefined ? [] : chars.slice(previous + 1, index);
    const joins = previous !== undefined && gap.length <= MAX_SPELLING_GAP && !gap.some((char) => /[\n\r]/u.test(char));
    if (!joins) close();
    run.push(index);
  });
  close();
  return runs;
}

/** Marks the letters of a ban word spelt out with separators between its letters. */
function markSpelledOut(chars: readonly string[], patterns: readonly BanPattern[], masked: boolean[]): void {
  for (const run of spelledOutRuns(chars)) {
    const letters = run.map((index) => foldChar(chars[index]!));
    // Each lone letter folds to one skeleton letter, so a match's position is a position in the run.
    if (letters.some((letter) => letter.length !== 1)) continue;
    const skeleton = letters.join('');
    for (const { skeleton: word } of patterns) {
      if (word.length < MIN_SPELLED_WORD || word.includes(' ')) continue;
      for (let at = skeleton.indexOf(word); at !== -1; at = skeleton.indexOf(word, at + 1)) {
        for (let i = at; i < at + word.length; i += 1) masked[run[i]!] = true;
      }
    }
  }
}

/**
 * Cleans `text` and replaces every character of every occurrence of a banned word with `*`, also when
 * the word is spelt out with spaces or punctuation between its letters (only the letters are masked).
 * `patterns` come from normalizeBanWords.
 */
export function maskBannedWords(text: string, patterns: readonly BanPattern[]): string {
  const chars = Array.from(cleanPlainText(text));
  if (patterns.length === 0) return chars.join('');
  // The skeleton of the text, and for each skeleton position the character it came from.
  let skeleton = '';
  const origin: number[] = [];
  chars.forEach((char, index) => {
    const folded = foldChar(char);
    skeleton += folded;
    for (let i = 0; i < folded.length; i += 1) origin.push(index);
  });
  const masked = new Array<boolean>(chars.length).fill(false);
  for (const pattern of patterns) {
    const word = pattern.skeleton;
    for (let at = skeleton.indexOf(word); at !== -1; at = skeleton.indexOf(word, at + 1)) {
      const from = origin[at]!;
      const to = origin[at + word.length - 1]!;
      if (!isRealMatch(chars, from, to, pattern)) continue;
      for (let i = from; i <= to; i += 1) masked[i] = true;
    }
  }
  markSpelledOut(chars, patterns, masked);
  return chars.map((char, index) => (masked[index] && !/\s/u.test(char) ? MASK_CHAR : char)).join('');
}
