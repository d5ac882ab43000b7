// Compresses the web build's text files once, at the highest levels, beside the originals (`x.js.br`,
// `x.js.gz`); the server sends them as they are to clients that accept them (`preCompressed`), so no
// request pays for compressing an asset.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|html|webmanifest|map)$/;
/** The server's on-the-fly threshold: smaller files are not worth a second request-time lookup either. */
const MIN_BYTES = 1024;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `.br` and `.gz` beside each compressible file worth it under `dir`; returns what was written. */
export async function precompressAssets(dir) {
  const written = { files: 0, bytes: 0, brotliBytes: 0 };
  for await (const path of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    const brotli = await toBrotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    await writeFile(`${path}.br`, brotli);
    await writeFile(`${path}.gz`, await toGzip(content, { level: constants.Z_BEST_COMPRESSION }));
    written.files += 1;
    written.bytes += content.length;
    written.brotliBytes += brotli.length;
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? join(process.cwd(), process.env.WEB_BUILD_DIR ?? 'build', 'client');
  const { files, bytes, brotliBytes } = await precompressAssets(dir);
  console.log(
    `Pre-compressed ${files} files: ${Math.round(bytes / 1024)} KB → ${Math.round(brotliBytes / 1024)} KB brotli.`,
  );
}
