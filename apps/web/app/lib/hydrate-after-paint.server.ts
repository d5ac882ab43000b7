import { Transform } from 'node:stream';
import { HELD_PRELOAD_ATTRIBUTE, HELD_SCRIPT_ATTRIBUTE } from './hydrate-after-paint';

// What React Router's `<Scripts>` writes, and what holds it back until the page has painted. React escapes
// quotes in text and the route data is JSON inside a script, so neither can write these by accident.
const REWRITES: readonly (readonly [string, string])[] = [
  ['<link rel="modulepreload"', `<link ${HELD_PRELOAD_ATTRIBUTE}=""`],
  ['type="module" async=""', `type="text/plain" ${HELD_SCRIPT_ATTRIBUTE}=""`],
];
const LONGEST_MARKER = Math.max(...REWRITES.map(([marker]) => marker.length));

function rewrite(text: string): string {
  return REWRITES.reduce((result, [marker, held]) => result.replaceAll(marker, held), text);
}

/** How many characters at the end of `text` could be the start of a marker the next chunk completes. */
function unfinishedMarkerLength(text: string): number {
  for (let length = Math.min(text.length, LONGEST_MARKER - 1); length > 0; length--) {
    const tail = text.slice(-length);
    if (REWRITES.some(([marker]) => marker.startsWith(tail))) return length;
  }
  return 0;
}

/**
 * Rewrites a page's HTML stream so that its module preloads and module script wait for the starter of
 * `hydrate-after-paint.ts`. Bytes are read as latin1, one character per byte, so a letter split between two
 * chunks stays whole. Only an end of a chunk that could begin a marker waits for the next chunk: the rest
 * of a page reaches the visitor as React writes it.
 */
export function holdScriptsUntilPaint(): Transform {
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = rewrite(pending + chunk.toString('latin1'));
      const ready = text.length - unfinishedMarkerLength(text);
      pending = text.slice(ready);
      callback(null, Buffer.from(text.slice(0, ready), 'latin1'));
    },
    flush(callback) {
      callback(null, pending ? Buffer.from(pending, 'latin1') : null);
    },
  });
}
