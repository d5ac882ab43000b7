import type { IPXStorage } from 'ipx';

/** Images made on request under a path prefix (generated covers) rather than read from a folder. */
export interface GeneratedImages {
  prefix: string;
  /** Seconds a transformed result stays fresh in caches. */
  maxAge: number;
  /** The source image of an `/_ipx` path (leading slash included), or null when there is none. */
  load(path: string): Promise<Buffer | null>;
}

/** An ipx storage that answers the generated prefixes itself and leaves every other path to `files`. */
export function withGeneratedImages(files: IPXStorage, sources: GeneratedImages[]): IPXStorage {
  if (sources.length === 0) return files;
  const sourceOf = (id: string) => sources.find((source) => id.startsWith(source.prefix));
  return {
    name: 'generated+fs',
    async getMeta(id, opts) {
      const source = sourceOf(id);
      if (!source) return files.getMeta(id, opts);
      return (await source.load(id)) ? { maxAge: source.maxAge } : undefined;
    },
    async getData(id, opts) {
      const source = sourceOf(id);
      if (!source) return files.getData(id, opts);
      const data = await source.load(id);
      return data ? (data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer) : undefined;
    },
  };
}
