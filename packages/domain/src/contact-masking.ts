import { LATIN_LOOK_ALIKES } from './validation/look-alikes';
/**
 * The seller rules forbid taking a deal outside the platform (spec §6): phone numbers, e-mail addresses,
 * messenger handles and links written into an order conversation are found and replaced with a marker.
 *
 * People dodge simple filters by spacing characters out ("8 9 1 2 …", "т е л е г р а м"), by mixing
 * Latin and Cyrillic letters that look alike ("тeлeгрaм" with Latin e and a) and by spelling dots out
 * ("site точка ru"). Detection therefore runs on a skeleton of the text: lower case, look-alike letters
 * folded to one alphabet, one character for one character, so a match maps back to the original text.
 */

export type ContactKind = 'phone' | 'email' | 'link' | 'messenger';

export interface MaskedText {
  text: string;
  found: ContactKind[];
}

export const CONTACT_MASK = '[скрыто]';
export const CONTACT_WARNING =
  'Контакты вне Лутмаркета скрыты: по правилам площадки общение и оплата проходят только внутри заказа';

/** The skeleton: same length as the text, lower case, look-alikes folded. */
export function contactSkeleton(text: string): string {
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    const folded = LATIN_LOOK_ALIKES[lower] ?? lower;
    // Characters outside the basic plane (emoji) take two code units; keep the length equal.
    out += folded.length === char.length ? folded : folded.padEnd(char.length, ' ');
  }
  return out;
}

/** Anything people put between spaced-out characters. */
const GAP = String.raw`[\s.\-_*·•,/|\\]{0,3}`;

/** A word as a pattern that survives spacing out: each character of its skeleton, gaps allowed between. */
const spaced = (word: string): string =>
  [...contactSkeleton(word)].map((char) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(GAP);

/** Messenger and social names people write to move a deal elsewhere, in both alphabets. */
const MESSENGERS = [
  'telegram',
  'телеграм',
  'телега',
  'телеге',
  'телегу',
  'тележка',
  'тг',
  'tg',
  'whatsapp',
  'ватсап',
  'вотсап',
  'вацап',
  'viber',
  'вайбер',
  'discord',
  'дискорд',
  'дискорде',
  'skype',
  'скайп',
  'vk',
  'вк',
  'вконтакте',
  'instagram',
  'инстаграм',
  'инст',
  'insta',
];

/** Top-level domains seen in such attempts; short Russian words that could follow a full stop are left out. */
const TLDS = [
  'ru',
  'ру',
  'рф',
  'com',
  'net',
  'org',
  'me',
  'gg',
  'io',
  'su',
  'xyz',
  'shop',
  'store',
  'site',
  'online',
  'cc',
  'link',
  'info',
  'biz',
];

const DOT = String.raw`(?:\s*(?:\.|\(\s*(?:dot|${contactSkeleton('точка')})\s*\)|\[\s*(?:dot|${contactSkeleton('точка')})\s*\]|\s(?:dot|${contactSkeleton('точка')})\s)\s*)`;
const AT = String.raw`(?:@|\(\s*(?:at|${contactSkeleton('собака')})\s*\)|\[\s*(?:at|${contactSkeleton('собака')})\s*\]|\s(?:at|${contactSkeleton('собака')})\s)`;
const WORD = String.raw`[a-z0-9а-яё_\-]`;

/** The patterns, in the order they are tried; the first claims its characters. */
const PATTERNS: { kind: ContactKind; pattern: RegExp }[] = [
  // Links with a scheme or www, and well-known short hosts (t.me/…, wa.me/…, vk.com/…).
  { kind: 'link', pattern: new RegExp(String.raw`(?:h\s*t\s*t\s*p\s*s?\s*:\s*/\s*/\s*|www${DOT})\S+`, 'gu') },
  {
    kind: 'email',
    pattern: new RegExp(String.raw`${WORD}[a-z0-9а-яё_.+\-]*\s*${AT}\s*${WORD}+(?:${DOT}${WORD}+)+`, 'gu'),
  },
  {
    kind: 'link',
    pattern: new RegExp(
      String.raw`(?<![a-z0-9а-яё@])${WORD}+(?:${DOT}${WORD}+)*${DOT}(?:${TLDS.map(spaced).join('|')})(?![a-z0-9а-яё])(?:/\S*)?`,
      'gu',
    ),
  },
  // A messenger's name, with whatever handle or number follows it.
  {
    kind: 'messenger',
    pattern: new RegExp(
      String.raw`(?<![a-zа-яё0-9])(?:${MESSENGERS.map(spaced).join('|')})(?![a-zа-яё0-9])(?:\s*[:\-—=]?\s*@?[a-z0-9_.]{3,32}(?=[\s,.!?;)]|$))?`,
      'gu',
    ),
  },
  // Handles: @name, five or more characters as Telegram requires (shorter ones are usually mentions).
  { kind: 'messenger', pattern: /(?<![a-z0-9_])@\s?[a-z0-9_]{5,32}/gu },
  // Phones: +7/8 and ten digits, a bare mobile number from 9, or any '+' and 10–13 digits; spaced and bracketed too.
  {
    kind: 'phone',
    pattern: new RegExp(
      String.raw`(?<![0-9])(?:\+\s*[0-9](?:[\s\-().]{0,3}[0-9]){9,12}|[78](?:[\s\-().]{0,3}[0-9]){10}|9(?:[\s\-().]{0,3}[0-9]){9})(?![0-9])`,
      'gu',
    ),
  },
];

/**
 * Replaces every contact found with {@link CONTACT_MASK}; `found` lists the kinds, empty when nothing
 * was masked. Digits written with the letter O (8-9O0…) count as digits.
 */
export function maskContacts(text: string): MaskedText {
  const skeleton = contactSkeleton(text).replace(/(?<=[0-9][\s\-().]{0,3})o(?=[\s\-().]{0,3}[0-9])/g, '0');
  const taken: { start: number; end: number; kind: ContactKind }[] = [];
  const overlaps = (start: number, end: number) => taken.some((span) => start < span.end && end > span.start);
  for (const { kind, pattern } of PATTERNS) {
    pattern.lastIndex = 0;
    for (const match of skeleton.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].replace(/[\s.,!?;]+$/u, '').length;
      if (end > start && !overlaps(start, end)) taken.push({ start, end, kind });
    }
  }
  if (taken.length === 0) return { text, found: [] };
  taken.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const span of mergeNeighbours(text, taken)) {
    out += text.slice(at, span.start) + CONTACT_MASK;
    at = span.end;
  }
  out += text.slice(at);
  return { text: out, found: [...new Set(taken.map((span) => span.kind))] };
}

/** Spans apart by only spaces or punctuation become one mask: "[скрыто] [скрыто]" says less than one. */
function mergeNeighbours<T extends { start: number; end: number }>(text: string, spans: T[]): T[] {
  const merged: T[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && /^[\s:,\-—]*$/u.test(text.slice(last.end, span.start))) last.end = span.end;
    else merged.push({ ...span });
  }
  return merged;
}
