import type { IPX } from 'ipx';
import { LRUCache } from 'lru-cache';

type Processed = Awaited<ReturnType<ReturnType<IPX>['process']>>;

export interface ProcessedImagesOptions {
  /** Memory budget for the encoded images, in bytes. */
  maxBytes: number;
}

/**
 * Keeps resized and re-encoded images in memory. Encoding a cover takes tens of milliseconds of CPU and
 * every visitor of a page asks for the same few sizes; an image's path changes when the image does, so an
 * answer stays right for as long as it is kept. Requests for an image already being made wait for it.
 */
export function withProcessedImages(ipx: IPX, { maxBytes }: ProcessedImagesOptions): IPX {
  const done = new LRUCache<string, Processed>({
    maxSize: maxBytes,
    sizeCalculation: (image) => Math.max(1, image.data.length),
  });
  const pending = new Map<string, Promise<Processed>>();

  return (id, modifiers, requestOptions) => {
    const image = ipx(id, modifiers, requestOptions);
    const key = JSON.stringify([id, Object.entries(modifiers ?? {}).sort(([a], [b]) => a.localeCompare(b))]);
    const process = async (): Promise<Processed> => {
      const kept = done.get(key);
      if (kept) return kept;
      let making = pending.get(key);
      if (!making) {
        making = image
          .process()
          .then((made) => {
            done.set(key, made);
            return made;
          })
          .finally(() => pending.delete(key));
        pending.set(key, making);
      }
      return making;
    };
    return { ...image, process };
  };
}
