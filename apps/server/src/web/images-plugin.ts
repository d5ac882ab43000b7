import type { FastifyInstance } from 'fastify';
import { createIPX, createIPXNodeServer, ipxFSStorage, ipxHttpStorage } from 'ipx';
import { withGeneratedImages, type GeneratedImages } from './generated-images';
import { withProcessedImages } from './processed-images';

export interface ImagesPluginOptions {
  /** Folders whose files may be transformed (the web app's public files, uploads). */
  dirs: string[];
  /** Hosts (a CDN) whose images may be fetched and transformed; none by default. */
  domains: string[];
  /** Images made on request (generated covers), looked up by path prefix before the folders. */
  generated?: GeneratedImages[];
}

const ONE_YEAR_SECONDS = 31_536_000;
const PROCESSED_IMAGES_BYTES = 64 * 1024 * 1024;

/**
 * `/_ipx/<modifiers>/<path>` resizes and re-encodes images (`/_ipx/w_640,f_webp/covers/steam.png`).
 * Results are cached by the browser and the CDN for a year: a changed image gets a new path.
 */
export async function imagesPlugin(app: FastifyInstance, options: ImagesPluginOptions) {
  const ipx = withProcessedImages(
    createIPX({
      storage: withGeneratedImages(ipxFSStorage({ dir: options.dirs }), options.generated ?? []),
      ...(options.domains.length > 0 ? { httpStorage: ipxHttpStorage({ domains: options.domains }) } : {}),
      maxAge: ONE_YEAR_SECONDS,
    }),
    { maxBytes: PROCESSED_IMAGES_BYTES },
  );
  const handle = createIPXNodeServer(ipx);
  app.get('/_ipx/*', { schema: { hide: true } }, (request, reply) => {
    reply.hijack();
    // The handler resolves paths relative to its own mount point.
    request.raw.url = request.raw.url!.slice('/_ipx'.length);
    void handle(request.raw, reply.raw);
  });
}
