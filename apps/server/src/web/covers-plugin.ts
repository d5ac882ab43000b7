import type { CoverKind, CoversService } from '@lootmarket/api/modules/catalog/covers.service';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { z } from 'zod';
import type { GeneratedImages } from './generated-images';

const COVER_MAX_AGE_SECONDS = 86_400;
const FONT_PROBE = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><text x="10" y="75" font-size="72" font-family="Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif" fill="#fff">Жg</text></svg>`;

/** Whether sharp (librsvg with fontconfig) finds any font here; a bare container may have none. */
export async function sharpRendersText(): Promise<boolean> {
  try {
    const stats = await sharp(Buffer.from(FONT_PROBE)).ensureAlpha().stats();
    return (stats.channels[3]?.max ?? 0) > 0;
  } catch {
    return false;
  }
}

const paramsSchema = z.object({ kind: z.enum(['listings', 'products']), file: z.string().max(240) });

/**
 * Covers as SVG at `/covers/<kind>/<slug>.svg` for browsers, and the same covers as a source of `/_ipx`, which
 * rasterizes them with sharp: text only where sharp has a font, otherwise the shapes alone.
 */
export async function coversImageSource(covers: CoversService): Promise<GeneratedImages> {
  // Asked on the first raster cover, not at start-up: the font probe wakes fontconfig, slow on a cold font cache.
  let rendersText: Promise<boolean> | undefined;
  return {
    prefix: '/covers/',
    maxAge: COVER_MAX_AGE_SECONDS,
    async load(path) {
      const [kind, file] = path.slice('/covers/'.length).split('/');
      const parsed = paramsSchema.safeParse({ kind, file });
      if (!parsed.success) return null;
      rendersText ??= sharpRendersText();
      const svg = await covers.render(parsed.data.kind, parsed.data.file, { withText: await rendersText });
      return svg === null ? null : Buffer.from(svg);
    },
  };
}

export async function coversPlugin(app: FastifyInstance, { covers }: { covers: CoversService }) {
  app.get('/covers/:kind/:file', { schema: { hide: true } }, async (request, reply) => {
    const parsed = paramsSchema.safeParse(request.params);
    const svg = parsed.success ? await covers.render(parsed.data.kind as CoverKind, parsed.data.file) : null;
    if (svg === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return (
      reply
        .type('image/svg+xml')
        .header('cache-control', `public, max-age=${COVER_MAX_AGE_SECONDS}`)
        // Opened on its own an SVG is a document: it may draw, never run or fetch anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg)
    );
  });
}
