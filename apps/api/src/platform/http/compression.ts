import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers below this size leave as they are: compressing them saves a few bytes of a packet that goes out
 * anyway and costs the CPU of a compressor per request (the static build route, health, small JSON).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip for pages, JSON and text above the threshold, as the client accepts. Quality 4 brotli
 * and level 6 gzip keep a 100 KB page at about a millisecond; built assets go out pre-compressed at the
 * highest levels instead (`scripts/precompress-assets.mjs`), and an answer that already carries a
 * `content-encoding` is left alone. Request bodies are not decompressed: no client of ours sends them so.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
