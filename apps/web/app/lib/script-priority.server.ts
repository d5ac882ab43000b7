import { Transform } from 'node:stream';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';
const HEAD_END = '</head>';

/**
 * Marks the page's module preloads as low priority (decision 034): the code that makes a page interactive
 * downloads after what the page shows (its covers), and it never holds the first paint back. Only the
 * document's head is rewritten; the rest of the stream passes as it comes.
 *
 * Bytes are read as latin1, one character per byte, so a multi-byte letter split between two chunks stays
 * whole, and the ASCII markers are found wherever the chunks split them.
 */
export function lowPriorityModulePreloads(): Transform {
  let inHead = true;
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) {
        callback(null, chunk);
        return;
      }
      const text = pending + chunk.toString('latin1');
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        inHead = false;
        pending = '';
        const head = text.slice(0, headEnd).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
        callback(null, Buffer.from(head + text.slice(headEnd), 'latin1'));
        return;
      }
      // Both markers hold one '<', their first character: a '<' close to the chunk's end may begin one, so
      // the text from it waits for the next chunk.
      const lastTag = text.lastIndexOf('<');
      const cut = lastTag > text.length - PRELOAD.length ? lastTag : text.length;
      pending = text.slice(cut);
      callback(null, Buffer.from(text.slice(0, cut).replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD), 'latin1'));
    },
    flush(callback) {
      callback(null, pending ? Buffer.from(pending.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD), 'latin1') : null);
    },
  });
}
